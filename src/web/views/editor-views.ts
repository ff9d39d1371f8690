import type { ProjectView } from '../../../projections/read-model-types';
import { html, SafeHtml } from '../html';
import { encodePath } from '../project-loader';
import type { WebContext } from '../web-context';
import type { FormState } from './auth-views';
import { inputField } from './form-parts';
import { alert, csrfField, describedBy, fieldErrors } from './layout';
import { breadcrumbs, projectPage, projectUrl } from './project-views';
import { commitLine, shortSha } from './commit-parts';
import { diffTable } from './history-views';
import { parseUnifiedDiff } from './diff';
import { isPreviewable } from './file-views';
import type { CommitSummary } from '../../../git';

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

/** Where the editor's live preview asks for a rendering: a fixed file, or the one the path field names. */
export type LivePreview = { url: string; path: string } | { base: string; pathInput: string } | null;

/**
 * The editor, and beside it (for a book source) the chapter as the book renders it, updated as the author
 * types, with the file's warnings under it: each links to its line and moves the cursor there.
 */
function editorArea(
  path: string,
  content: string,
  errors: Record<string, string>,
  preview: LivePreview = null,
  baseCommit = '',
): SafeHtml {
  const editor = plainEditorArea(path, content, errors);
  if (!preview) return editor;
  const target =
    'url' in preview
      ? html`data-preview-url="${preview.url}" data-path="${preview.path}"`
      : html`data-preview-base="${preview.base}" data-path-input="${preview.pathInput}"`;
  return html`<div class="editor-split">
    <div class="editor-pane">${editor}</div>
    <section
      class="preview-pane card"
      aria-label="Preview"
      data-live-preview
      ${target}
      data-base-commit="${baseCommit}"
    >
      <div class="preview-head">
        <strong>Preview</strong>
        <span class="preview-status muted small" role="status" aria-live="polite">As the book shows it</span>
      </div>
      <iframe
        class="preview-frame"
        title="Preview of ${path || 'the new file'}"
        sandbox="allow-same-origin allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
        srcdoc="<p style='font-family:sans-serif;color:#5d6675;padding:1rem'>The preview appears here as you type.</p>"
      ></iframe>
      <div class="preview-problems-slot"></div>
    </section>
  </div>`;
}

function plainEditorArea(path: string, content: string, errors: Record<string, string>): SafeHtml {
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
  const preview = isPreviewable(path) ? { url: projectUrl(project, `/preview/${location}`), path } : null;
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
      <form
        method="post"
        action="${projectUrl(project, `/edit/${location}`)}"
        class="stack editor-form"
        data-unsaved-guard
        ${form.message ? html`data-unsaved="1"` : ''}
      >
        ${commitFormFields(web, data.baseCommit)}
        ${editorArea(path, data.content, form.errors, preview, data.baseCommit)}
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
  /** The book's configuration file (platform.json or atlas.json), when the branch has one. */
  configFile?: string;
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
  const addToBook = form.values.add_to_book === undefined ? true : form.values.add_to_book === '1';
  const preview = { base: projectUrl(project, `/preview/${encodePath(data.branch)}/`), pathInput: '#path' };
  return folderFormPage(web, project, data, form, {
    title: 'New file',
    action: 'new',
    formAttributes: html`class="stack editor-form" data-unsaved-guard
    ${form.message ? html`data-unsaved="1"` : ''}`,
    fields: html`${inputField(form.errors, {
        id: 'path',
        name: 'path',
        label: 'File name',
        attributes: html`required class="mono" placeholder="chapters/ch02.md"`,
        value: path,
        hint: {
          id: 'path-hint',
          text: html`A path inside the repository, such as <code>chapters/ch02.md</code> (Markdown),
            <code>.adoc</code> (AsciiDoc) or <code>.html</code> (HTMLBook).`,
        },
      })}
      ${
        data.configFile
          ? html`<label class="checkbox add-to-book">
                <input type="checkbox" name="add_to_book" value="1" ${addToBook ? html`checked` : ''} />
                Add to the book: list it at the end of <code>files</code> in <code>${data.configFile}</code>
              </label>
              <input type="hidden" name="add_to_book_offered" value="1" />
              <p class="hint">
                Only sources (.md, .adoc, .html) are added; move the entry in
                <code>${data.configFile}</code> to change where the chapter comes in the book.
              </p>`
          : ''
      }
      ${editorArea(path || 'new.md', form.values.content ?? '', form.errors, preview, data.baseCommit)}
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

export interface ConflictData {
  branch: string;
  path: string;
  /** The text the author sent, not committed. */
  yours: string;
  /** The commit the author edited from, and the branch tip that moved past it. */
  baseCommit: string;
  tip: CommitSummary | undefined;
  tipSha: string;
  /** `git diff` of the branch's version against the author's text. */
  patch: string;
  message: string;
}

/**
 * A stale edit: someone committed to the branch after the editor was opened. Nothing is lost: the page shows
 * what differs between the branch's version and the author's text, the text itself to copy, and a form that
 * commits it on top of the new tip once the author has looked.
 */
export function conflictPage(web: WebContext, project: ProjectView, data: ConflictData): SafeHtml {
  const { branch, path } = data;
  const location = `${encodePath(branch)}/${encodePath(path)}`;
  const files = parseUnifiedDiff(data.patch);
  return projectPage(
    web,
    project,
    'files',
    `Conflict in ${path}`,
    html`${toolbar(project, branch, path)}
      <div class="alert error" role="alert">
        <strong>Your change was not committed:</strong> ${conflictText(data)}
      </div>
      ${data.tip ? html`<p class="last-change card">${commitLine(project, data.tip, { label: 'Changed by:' })}</p>` : ''}
      <section class="card diff-file conflict-diff">
        <h2 class="diff-file-name">Your text compared with ${branch} (− on ${branch}, + yours)</h2>
        <div class="diff-scroll">
          ${files.length ? diffTable(files[0]) : html`<p class="diff-note muted">Your text is the same as the branch's.</p>`}
        </div>
      </section>
      <section class="card">
        <h2>Your text</h2>
        <div class="copy-field stacked">
          <textarea id="your-text" class="mono" rows="10" readonly aria-label="Your text">
${data.yours}</textarea>
          <button type="button" class="button small" data-copy="#your-text">Copy</button>
        </div>
      </section>
      <form method="post" action="${projectUrl(project, `/edit/${location}`)}" class="card stack">
        ${commitFormFields(web, data.tipSha)}
        <input type="hidden" name="content" value="${data.yours}" />
        ${inputField(
          {},
          {
            id: 'message',
            name: 'message',
            label: 'Commit message',
            attributes: html`required maxlength="500"`,
            value: data.message,
          },
        )}
        <div class="form-actions">
          <button type="submit" class="button primary">Commit my version on top</button>
          <a class="button" href="${projectUrl(project, `/edit/${location}`)}"
            >Start again from the new version</a
          >
        </div>
        <p class="hint">Committing replaces the branch's version of ${path} with yours.</p>
      </form>`,
  );
}

function conflictText(data: ConflictData): string {
  return (
    `${data.path} changed on ${data.branch} after you opened the editor (you started from ` +
    `${shortSha(data.baseCommit)}; the branch is now at ${shortSha(data.tipSha)}). Compare, copy your text if ` +
    'you need it, then commit it on top or start again from the new version.'
  );
}
