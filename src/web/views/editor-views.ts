import type { ProjectView } from '../../../projections/read-model-types';
import { html, SafeHtml } from '../html';
import { encodePath } from '../project-loader';
import type { WebContext } from '../web-context';
import type { FormState } from './auth-views';
import { inputField } from './form-parts';
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
  return inputField(form.errors, {
    id: 'message',
    name: 'message',
    label: 'Commit message',
    attributes: html`required maxlength="500"`,
    value: form.values.message ?? fallback,
  });
}

/** Where the page is: the path's breadcrumbs and the branch. */
function toolbar(project: ProjectView, branch: string, path: string): SafeHtml {
  return html`<div class="toolbar">
    ${breadcrumbs(project, branch, path)}<span class="muted small">on branch <code>${branch}</code></span>
  </div>`;
}

/** What every commit form carries first: the CSRF token and the commit the form was opened at. */
function commitFormFields(web: WebContext, baseCommit: string): SafeHtml {
  return html`${csrfField(web)} <input type="hidden" name="base_commit" value="${baseCommit}" />`;
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
    html`${toolbar(project, branch, path)} ${alert('error', form.message)}
      ${
        isConfig
          ? html`<p class="hint">
              This file configures the book: <code>files</code> lists the sources in reading order. It is
              checked before it is committed.
            </p>`
          : ''
      }
      <form method="post" action="${projectUrl(project, `/edit/${location}`)}" class="stack editor-form">
        ${commitFormFields(web, data.baseCommit)} ${editorArea(path, data.content, form.errors)}
        ${messageField(form, `Update ${path}`)}
        <div class="form-actions">
          <button type="submit" class="button primary">Commit changes</button>
          <a class="button" href="${projectUrl(project, `/blob/${location}`)}">Cancel</a>
        </div>
      </form>`,
    ['editor.js'],
  );
}

/** Where a new file goes: the branch, the folder the form was opened in, and the commit it was opened at. */
export interface FolderFormData {
  branch: string;
  folder: string;
  baseCommit: string;
}

/** A page that adds a file to a folder: the new-file editor or the image upload. */
export type FolderFormPage = (
  web: WebContext,
  project: ProjectView,
  data: FolderFormData,
  form: FormState,
) => SafeHtml;

/** The frame both folder forms share: where the file goes, the title, what was wrong, the commit fields. */
function folderFormPage(
  web: WebContext,
  project: ProjectView,
  data: FolderFormData,
  form: FormState,
  page: { title: string; action: string; formAttributes: SafeHtml; fields: SafeHtml; scripts?: string[] },
): SafeHtml {
  return projectPage(
    web,
    project,
    'files',
    page.title,
    html`${toolbar(project, data.branch, data.folder)}
      <h2>${page.title}</h2>
      ${alert('error', form.message)}
      <form
        method="post"
        action="${projectUrl(project, `/${page.action}/${encodePath(data.branch)}`)}"
        ${page.formAttributes}
      >
        ${commitFormFields(web, data.baseCommit)} ${page.fields}
      </form>`,
    page.scripts,
  );
}

export const newFilePage: FolderFormPage = (web, project, data, form) => {
  const path = form.values.path ?? (data.folder ? `${data.folder}/` : '');
  return folderFormPage(web, project, data, form, {
    title: 'New file',
    action: 'new',
    formAttributes: html`class="stack editor-form"`,
    fields: html`${inputField(form.errors, {
        id: 'path',
        name: 'path',
        label: 'File name',
        attributes: html`required class="mono" placeholder="chapters/ch02.md"`,
        value: path,
        hint: {
          id: 'path-hint',
          text: html`A path inside the repository. Add it to <code>files</code> in
            <code>platform.json</code> to make it part of the book.`,
        },
      })}
      ${editorArea(path || 'new.md', form.values.content ?? '', form.errors)}
      ${messageField(form, 'Add a file')}
      <div class="form-actions"><button type="submit" class="button primary">Commit new file</button></div>`,
    scripts: ['editor.js'],
  });
};

export const uploadPage: FolderFormPage = (web, project, data, form) => {
  const folder = data.folder ? `${data.folder}/` : 'images/';
  return folderFormPage(web, project, data, form, {
    title: 'Upload an image',
    action: 'upload',
    formAttributes: html`enctype="multipart/form-data" class="stack"`,
    fields: html`${inputField(form.errors, {
        id: 'file',
        name: 'file',
        label: 'Image',
        attributes: html`type="file" required accept="image/*" data-fills-path="#path" data-folder="${folder}"`,
      })}
      ${inputField(form.errors, {
        id: 'path',
        name: 'path',
        label: 'Save as',
        attributes: html`required class="mono"`,
        value: form.values.path ?? folder,
        hint: {
          id: 'upload-hint',
          text: html`Refer to it from a chapter relative to that chapter, e.g.
            <code>![Diagram](images/diagram.png)</code>.`,
        },
      })}
      ${messageField(form, 'Add an image')}
      <div class="form-actions">
        <button type="submit" class="button primary">Upload and commit</button>
      </div>`,
  });
};
