import type { CommitSummary } from '../../../git';
import type { ProjectView } from '../../../projections/read-model-types';
import { canWrite } from '../../projects/project-access';
import { html, SafeHtml, trusted } from '../html';
import { encodePath } from '../project-loader';
import type { WebContext } from '../web-context';
import { highlightedLines } from './code-lines';
import { commitLine, commitUrl, shortSha } from './commit-parts';
import { alert } from './layout';
import {
  branchSwitcher,
  breadcrumbs,
  formatSize,
  imageTypeOf,
  isText,
  projectPage,
  projectUrl,
} from './project-views';

/** Sources the book's renderer can show as the book shows them. */
const PREVIEWABLE = /\.(?:md|markdown|adoc|asciidoc|asc|html?|xhtml)$/i;

export function isPreviewable(path: string): boolean {
  return PREVIEWABLE.test(path);
}

/** A preview as the file page and the editor show it: the book's rendering in a frame, its problems below. */
export interface FilePreview {
  document: string;
  warnings: Array<{ kind: string; file?: string; line?: number; text: string; formatted: string }>;
  listed: boolean;
  error?: string;
}

/** The frame a preview is shown in: no script runs in it; links to other chapters open in the whole tab. */
export function previewFrame(document: string, title: string): SafeHtml {
  return html`<iframe
    class="preview-frame"
    title="${title}"
    sandbox="allow-same-origin allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
    srcdoc="${document}"
  ></iframe>`;
}

/** Each problem with its place; a place in this file links to its line (`href` makes the link). */
export function warningList(
  warnings: FilePreview['warnings'],
  lineHref: (file: string, line: number) => string | undefined,
  options: { id?: string } = {},
): SafeHtml {
  if (warnings.length === 0) {
    return html`<p class="preview-problems ok small" id="${options.id ?? 'preview-problems'}" role="status">
      No warnings in this file.
    </p>`;
  }
  return html`<section
    class="preview-problems"
    id="${options.id ?? 'preview-problems'}"
    aria-label="Warnings"
  >
    <h3 class="small">${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}</h3>
    <ul>
      ${warnings.map((w) => {
        const href = w.file && w.line ? lineHref(w.file, w.line) : undefined;
        const where = w.file ? (w.line ? `${w.file}:${w.line}` : w.file) : '';
        return html`<li data-kind="${w.kind}">
          ${href ? html`<a class="mono where" href="${href}" data-line="${w.line}">${where}</a>` : where ? html`<span class="mono where">${where}</span>` : ''}
          <span>${w.text}</span>
        </li>`;
      })}
    </ul>
  </section>`;
}

export interface BlobData {
  branch: string;
  branches: string[];
  path: string;
  content: Buffer;
  view: 'source' | 'preview';
  lastChange?: CommitSummary;
  preview?: FilePreview;
}

/** The lines of a text file, numbered, each with its anchor (#L37) and highlighted when the type is known. */
export function sourceLines(path: string, text: string): SafeHtml {
  // Built as one string: the newline after each line is what <pre> shows, so no formatter may touch it.
  const rows = highlightedLines(text, path)
    .map(
      (line, i) =>
        `<span class="line" id="L${i + 1}"><a class="ln" href="#L${i + 1}" data-line="${i + 1}" ` +
        `aria-label="Line ${i + 1}"></a><span class="lc">${line}</span></span>\n`,
    )
    .join('');
  return html`<div class="code-scroll">
    <pre class="code numbered hljs" aria-label="Contents of ${path}"><code>${trusted(rows)}</code></pre>
  </div>`;
}

export function blobPage(web: WebContext, project: ProjectView, data: BlobData, notice?: string): SafeHtml {
  const { branch, path, content } = data;
  const location = `${encodePath(branch)}/${encodePath(path)}`;
  const raw = projectUrl(project, `/raw/${location}`);
  const blob = projectUrl(project, `/blob/${location}`);
  const text = isText(content) && !imageTypeOf(path);
  let view: SafeHtml;
  if (imageTypeOf(path)) {
    view = html`<div class="image-view"><img src="${raw}" alt="${path}" /></div>`;
  } else if (text && data.view === 'preview' && data.preview) {
    const preview = data.preview;
    view = preview.error
      ? html`<div class="empty"><p>${preview.error}</p></div>`
      : html`${previewFrame(preview.document, `Preview of ${path}`)}
        ${warningList(preview.warnings, (file, line) =>
          file === path
            ? `${blob}#L${line}`
            : projectUrl(project, `/blob/${encodePath(branch)}/${encodePath(file)}#L${line}`),
        )}`;
  } else if (text) {
    view = sourceLines(path, content.toString('utf8'));
  } else {
    view = html`<div class="empty">
      <p>This is a binary file (${formatSize(content.length)}). <a href="${raw}">Download it</a>.</p>
    </div>`;
  }
  // A commit sha in place of the branch: the file as it was then, read-only.
  const pinned = !data.branches.includes(branch);
  const editable = canWrite(project, web.user) && text && !pinned;
  const lineCount = text ? content.toString('utf8').replace(/\n$/, '').split('\n').length : 0;
  const toggle =
    text && isPreviewable(path)
      ? html`<nav class="view-toggle" aria-label="View">
          <a href="${blob}" ${data.view === 'source' ? html`aria-current="page" class="active"` : ''}
            >Source</a
          >
          <a
            href="${blob}?view=preview"
            ${data.view === 'preview' ? html`aria-current="page" class="active"` : ''}
            >Preview</a
          >
        </nav>`
      : '';
  return projectPage(
    web,
    project,
    'files',
    path,
    html`${alert('notice', notice)}
      <div class="toolbar">
        ${
          pinned
            ? html`<span class="pinned small"
                >at commit <a class="mono" href="${commitUrl(project, branch)}">${shortSha(branch)}</a></span
              >`
            : branchSwitcher(project, data.branches, branch, path)
        }
        ${breadcrumbs(project, branch, path)}
        <span class="spacer"></span>
        ${pinned ? '' : html`<a class="button small" href="${projectUrl(project, `/commits/${location}`)}">History</a>`}
        <a class="button small" href="${raw}">Raw</a>
        ${editable ? html`<a class="button small primary" href="${projectUrl(project, `/edit/${location}`)}">Edit</a>` : ''}
      </div>
      ${data.lastChange ? html`<p class="last-change card">${commitLine(project, data.lastChange, { label: 'Last change:' })}</p>` : ''}
      <div class="card file-view">
        <div class="file-head">
          <strong>${path.split('/').pop()}</strong>
          <span class="muted small"
            >${lineCount ? `${lineCount} ${lineCount === 1 ? 'line' : 'lines'} · ` : ''}${formatSize(content.length)}</span
          >
          <span class="spacer"></span>
          ${toggle}
        </div>
        ${view}
      </div>`,
  );
}
