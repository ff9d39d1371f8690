// Turns <textarea data-editor="markdown|html|json|text"> into a CodeMirror editor (the `codemirror` package
// installed is CodeMirror 5: a complete editor with undo, search and language modes). fromTextArea writes the
// text back into the textarea when the form is submitted, so the form stays an ordinary form.
import CodeMirror from 'codemirror';
import 'codemirror/mode/markdown/markdown.js';
import 'codemirror/mode/htmlmixed/htmlmixed.js';
import 'codemirror/mode/javascript/javascript.js';
import 'codemirror/addon/edit/matchbrackets.js';
import 'codemirror/addon/search/searchcursor.js';
import 'codemirror/addon/selection/active-line.js';
import 'codemirror/lib/codemirror.css';
import { livePreview, unsavedGuard } from './live-preview.js';

const MODES = {
  markdown: 'markdown',
  html: 'htmlmixed',
  json: { name: 'javascript', json: true },
  text: null,
};

function enhance(textarea) {
  const label = document.querySelector(`label[for="${textarea.id}"]`);
  const editor = CodeMirror.fromTextArea(textarea, {
    mode: MODES[textarea.getAttribute('data-editor')] ?? null,
    lineNumbers: true,
    lineWrapping: true,
    matchBrackets: true,
    styleActiveLine: true,
    indentUnit: 2,
    tabSize: 2,
    // Screen readers read a contenteditable far better than CodeMirror's hidden textarea.
    inputStyle: 'contenteditable',
    screenReaderLabel: label ? label.textContent : 'File content',
    // Tab moves focus out of the editor (keyboard users must not be trapped); Ctrl-] / Ctrl-[ indent.
    extraKeys: { Tab: false, 'Shift-Tab': false, 'Ctrl-]': 'indentMore', 'Ctrl-[': 'indentLess' },
  });
  if (label) label.addEventListener('click', () => editor.focus());
  window.octavoEditor = editor;
  livePreview(editor);
  unsavedGuard(editor);
}

function start() {
  for (const textarea of document.querySelectorAll('textarea[data-editor]')) enhance(textarea);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
