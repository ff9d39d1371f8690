import type { HLJSApi } from 'highlight.js';
import { escapeHtml } from '../html';

/** highlight.js language names by file extension, for the sources books keep. */
const LANGUAGES: Record<string, string> = {
  md: 'markdown',
  markdown: 'markdown',
  adoc: 'asciidoc',
  asciidoc: 'asciidoc',
  asc: 'asciidoc',
  html: 'xml',
  htm: 'xml',
  xhtml: 'xml',
  xml: 'xml',
  svg: 'xml',
  opf: 'xml',
  json: 'json',
  css: 'css',
  scss: 'scss',
  js: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  py: 'python',
  rb: 'ruby',
  sh: 'bash',
  yml: 'yaml',
  yaml: 'yaml',
  tex: 'latex',
  java: 'java',
  go: 'go',
  rs: 'rust',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  sql: 'sql',
};

/** Past this a file is shown plain: highlighting a huge file costs more than it helps. */
const HIGHLIGHT_LIMIT = 512 * 1024;

let loaded: HLJSApi | undefined;
/**
 * highlight.js with all its languages is about 200 files and 100-150 ms to load: loaded when a source page is
 * first shown, not at every start of the server and of every CLI command (they load this module).
 */
function hljs(): HLJSApi {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= (require('highlight.js') as { default: HLJSApi }).default;
  return loaded;
}

export function languageOf(path: string): string | undefined {
  const name = path.split('/').pop()?.toLowerCase() ?? '';
  if (name === 'makefile') return 'makefile';
  const language = LANGUAGES[name.includes('.') ? (name.split('.').pop() ?? '') : ''];
  return language && hljs().getLanguage(language) ? language : undefined;
}

/**
 * The file's lines as HTML, one entry a line, highlighted when its language is known. highlight.js marks up
 * the whole text (a comment or string may span lines); each line closes the spans still open at its end and
 * the next line opens them again, so every line stands alone in its own row.
 */
export function highlightedLines(text: string, path: string): string[] {
  const source = text.replace(/\r\n/g, '\n').replace(/\n$/, '');
  const language = languageOf(path);
  if (!language || source.length > HIGHLIGHT_LIMIT) return source.split('\n').map(escapeHtml);
  const markup = hljs().highlight(source, { language, ignoreIllegals: true }).value;
  return splitMarkupLines(markup);
}

/** Splits highlight.js markup (text, `<span class="…">` and `</span>` only) at newlines, balancing spans. */
export function splitMarkupLines(markup: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const tag = /<span[^>]*>|<\/span>|\n/g;
  let last = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    current += markup.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[0] === '\n') {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    } else if (match[0] === '</span>') {
      open.pop();
      current += match[0];
    } else {
      open.push(match[0]);
      current += match[0];
    }
  }
  lines.push(current + markup.slice(last));
  return lines;
}
