import type { ProjectView } from '../../../projections/read-model-types';
import { html, SafeHtml } from '../html';
import { encodePath } from '../project-loader';
import type { WebContext } from '../web-context';
import type { FormState } from './auth-views';
import { alert, csrfField, describedBy, fieldErrors } from './layout';
import { breadcrumbs, projectPage, projectUrl } from './project-views';

/** Which CodeMirror language the editor loads for a path. */
export function editorLanguage(path: string): 'markdown' | 'html' | 'json' | 'text' {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  if (['md', 'markdown'].includes(ext)) return 'markdown';
  if (['html', 'htm', 'xhtml', 'xml', 'svg'].includes(ext)) return 'html';
  if (ext === 'json') return 'json';
  return 'text';
}

function messageField(form: FormState, fallback: string): SafeHtml {
  return html`<label for="message">Commit message</label>
    <input
      id="message"
      name="message"
      required
      maxlength="500"
      value="${form.values.message ?? fallback}"
      ${describedBy(form.errors, 'message')}
    />
    ${fieldErrors(form.errors, 'message')}`;
}

function editorArea(path: string, content: string, errors: Record<string, string>): SafeHtml {
  return html`<label for="content">Content</label>
    <textarea
      id="content"
      name="content"
      rows="24"
      class="mono editor-source"
      spellcheck="false"
      data-editor="${editorLanguage(path)}"
      ${describedBy(errors, 'content')}
    >
${content}</textarea>
    ${fieldErrors(errors, 'content')}`;
}

export interface EditData {
  branch: string;
  path: string;
  baseCommit: string;
  content: string;
}

export function editPage(web: WebContext, project: ProjectView, data: EditData, form: FormState): SafeHtml {
  const { branch, path } = data;
  const location = `${encodePath(branch)}/${encodePath(path)}`;
  const isConfig = path === 'platform.json' || path === 'atlas.json';
  return projectPage(
    web,
    project,
    'files',
    `Edit ${path}`,
    html`<div class="toolbar">
        ${breadcrumbs(project, branch, path)}<span class="muted small">on branch <code>${branch}</code></span>
      </div>
      ${form.message ? alert('error', form.message) : ''}
      ${
        isConfig
          ? html`<p class="hint">
              This file configures the book: <code>files</code> lists the sources in reading order. It is
              checked before it is committed.
            </p>`
          : ''
      }
      <form method="post" action="${projectUrl(project, `/edit/${location}`)}" class="stack editor-form">
        ${csrfField(web)}
        <input type="hidden" name="base_commit" value="${data.baseCommit}" />
        ${editorArea(path, data.content, form.errors)} ${messageField(form, `Update ${path}`)}
        <div class="form-actions">
          <button type="submit" class="button primary">Commit changes</button>
          <a class="button" href="${projectUrl(project, `/blob/${location}`)}">Cancel</a>
        </div>
      </form>`,
    ['editor.js'],
  );
}

export function newFilePage(
  web: WebContext,
  project: ProjectView,
  data: { branch: string; folder: string; baseCommit: string },
  form: FormState,
): SafeHtml {
  const path = form.values.path ?? (data.folder ? `${data.folder}/` : '');
  return projectPage(
    web,
    project,
    'files',
    'New file',
    html`<div class="toolbar">
        ${breadcrumbs(project, data.branch, data.folder)}<span class="muted small"
          >on branch <code>${data.branch}</code></span
        >
      </div>
      <h2>New file</h2>
      ${form.message ? alert('error', form.message) : ''}
      <form
        method="post"
        action="${projectUrl(project, `/new/${encodePath(data.branch)}`)}"
        class="stack editor-form"
      >
        ${csrfField(web)}
        <input type="hidden" name="base_commit" value="${data.baseCommit}" />
        <label for="path">File name</label>
        <input
          id="path"
          name="path"
          required
          class="mono"
          placeholder="chapters/ch02.md"
          value="${path}"
          ${describedBy(form.errors, 'path', 'path-hint')}
        />
        <p class="hint" id="path-hint">
          A path inside the repository. Add it to <code>files</code> in <code>platform.json</code> to make it
          part of the book.
        </p>
        ${fieldErrors(form.errors, 'path')}
        ${editorArea(path || 'new.md', form.values.content ?? '', form.errors)}
        ${messageField(form, 'Add a file')}
        <div class="form-actions"><button type="submit" class="button primary">Commit new file</button></div>
      </form>`,
    ['editor.js'],
  );
}

export function uploadPage(
  web: WebContext,
  project: ProjectView,
  data: { branch: string; folder: string; baseCommit: string },
  form: FormState,
): SafeHtml {
  const folder = data.folder ? `${data.folder}/` : 'images/';
  return projectPage(
    web,
    project,
    'files',
    'Upload an image',
    html`<div class="toolbar">
        ${breadcrumbs(project, data.branch, data.folder)}<span class="muted small"
          >on branch <code>${data.branch}</code></span
        >
      </div>
      <h2>Upload an image</h2>
      ${form.message ? alert('error', form.message) : ''}
      <form
        method="post"
        action="${projectUrl(project, `/upload/${encodePath(data.branch)}`)}"
        enctype="multipart/form-data"
        class="stack"
      >
        ${csrfField(web)}
        <input type="hidden" name="base_commit" value="${data.baseCommit}" />
        <label for="file">Image</label>
        <input
          id="file"
          name="file"
          type="file"
          required
          accept="image/*"
          data-fills-path="#path"
          data-folder="${folder}"
          ${describedBy(form.errors, 'file')}
        />
        ${fieldErrors(form.errors, 'file')}
        <label for="path">Save as</label>
        <input
          id="path"
          name="path"
          required
          class="mono"
          value="${form.values.path ?? folder}"
          ${describedBy(form.errors, 'path', 'upload-hint')}
        />
        <p class="hint" id="upload-hint">
          Refer to it from a chapter relative to that chapter, e.g.
          <code>![Diagram](images/diagram.png)</code>.
        </p>
        ${fieldErrors(form.errors, 'path')} ${messageField(form, 'Add an image')}
        <div class="form-actions">
          <button type="submit" class="button primary">Upload and commit</button>
        </div>
      </form>`,
  );
}
