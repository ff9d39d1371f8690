// The editor's live preview: the text as the book renders it, beside the editor, re-rendered a moment after
// typing stops; the file's warnings under it, each moving the cursor to its line. And the unsaved-changes guard.

const DEBOUNCE_MS = 300;

function csrfToken() {
  const meta = document.querySelector('meta[name=csrf-token]');
  return meta ? meta.content : '';
}

function encodePath(path) {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

const PREVIEWABLE = /\.(?:md|markdown|adoc|asciidoc|asc|html?|xhtml)$/i;

function problemsList(warnings, path, editor) {
  const slot = document.createElement('div');
  slot.className = 'preview-problems-slot';
  const box = document.createElement('section');
  box.className = 'preview-problems' + (warnings.length ? '' : ' ok small');
  box.id = 'preview-problems';
  if (!warnings.length) {
    box.textContent = 'No warnings in this file.';
    slot.appendChild(box);
    return slot;
  }
  box.setAttribute('aria-label', 'Warnings');
  const heading = document.createElement('h3');
  heading.className = 'small';
  heading.textContent = `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`;
  const list = document.createElement('ul');
  for (const w of warnings) {
    const item = document.createElement('li');
    item.dataset.kind = w.kind;
    const where = w.file ? (w.line ? `${w.file}:${w.line}` : w.file) : '';
    if (where) {
      const place = document.createElement(w.line && w.file === path ? 'a' : 'span');
      place.className = 'mono where';
      place.textContent = where;
      if (place.tagName === 'A') {
        place.href = `#L${w.line}`;
        place.dataset.line = String(w.line);
        place.addEventListener('click', (event) => {
          event.preventDefault();
          const line = Number(place.dataset.line) - 1;
          editor.focus();
          editor.setCursor({ line, ch: 0 });
          editor.scrollIntoView({ line, ch: 0 }, 120);
        });
      }
      item.appendChild(place);
      item.appendChild(document.createTextNode(' '));
    }
    const text = document.createElement('span');
    text.textContent = w.text;
    item.appendChild(text);
    list.appendChild(item);
  }
  box.appendChild(heading);
  box.appendChild(list);
  slot.appendChild(box);
  return slot;
}

export function livePreview(editor) {
  const pane = document.querySelector('[data-live-preview]');
  if (!pane) return;
  const frame = pane.querySelector('iframe');
  const status = pane.querySelector('.preview-status');
  const pathInput = pane.dataset.pathInput ? document.querySelector(pane.dataset.pathInput) : null;
  let timer = null;
  let controller = null;
  let changedAt = 0;

  const target = () => {
    if (!pathInput) return { url: pane.dataset.previewUrl, path: pane.dataset.path };
    const path = pathInput.value.trim().replace(/^\/+/, '');
    return PREVIEWABLE.test(path) ? { url: pane.dataset.previewBase + encodePath(path), path } : null;
  };

  const render = async () => {
    const where = target();
    if (!where) {
      status.textContent = 'Name the file .md, .adoc or .html to see it as the book shows it';
      return;
    }
    if (controller) controller.abort();
    controller = new AbortController();
    status.textContent = 'Updating…';
    pane.dataset.state = 'rendering';
    const started = changedAt || performance.now();
    let answer;
    try {
      const response = await fetch(where.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': csrfToken() },
        body: new URLSearchParams({ content: editor.getValue(), base_commit: pane.dataset.baseCommit || '' }),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      if (response.status === 409) return; // a newer preview is on its way
      answer = await response.json();
      if (!response.ok) {
        status.textContent = answer.message ? `No preview: ${answer.message}` : 'No preview';
        pane.dataset.state = 'failed';
        return;
      }
    } catch (error) {
      if (error.name !== 'AbortError') {
        status.textContent = 'No preview (the server did not answer)';
        pane.dataset.state = 'failed';
      }
      return;
    }
    const scroll = frame.contentWindow ? frame.contentWindow.scrollY : 0;
    frame.addEventListener(
      'load',
      () => {
        if (frame.contentWindow) frame.contentWindow.scrollTo(0, scroll);
        const elapsed = Math.round(performance.now() - started);
        pane.dataset.lastRenderMs = String(elapsed);
        pane.dataset.state = 'ready';
        status.textContent = `Updated (${elapsed} ms)${answer.listed ? '' : ' · not listed in the book'}`;
      },
      { once: true },
    );
    frame.srcdoc = answer.document;
    const slot = pane.querySelector('.preview-problems-slot');
    slot.replaceWith(problemsList(answer.warnings, where.path, editor));
  };

  const schedule = () => {
    changedAt = performance.now();
    clearTimeout(timer);
    status.textContent = 'Typing…';
    timer = setTimeout(() => {
      void render();
      changedAt = 0;
    }, DEBOUNCE_MS);
  };
  editor.on('change', schedule);
  if (pathInput) pathInput.addEventListener('input', schedule);
  void render();
}

/** Leaving the page with text not committed asks first (the browser's own "Leave site?" question). */
export function unsavedGuard(editor) {
  const form = document.querySelector('form[data-unsaved-guard]');
  if (!form) return;
  const initial = editor.getValue();
  let submitting = false;
  form.addEventListener('submit', () => (submitting = true));
  window.addEventListener('beforeunload', (event) => {
    const unsaved = form.hasAttribute('data-unsaved') || editor.getValue() !== initial;
    if (submitting || !unsaved) return;
    event.preventDefault();
    event.returnValue = '';
  });
}
