import type { CommitSummary } from '../../../git';
import type { ProjectView } from '../../../projections/read-model-types';
import { html, SafeHtml } from '../html';
import { relativeTime } from './layout';

export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

export function commitUrl(project: Pick<ProjectView, 'owner' | 'name'>, sha: string): string {
  return `/${encodeURIComponent(project.owner)}/${encodeURIComponent(project.name)}/commit/${sha}`;
}

/** "Rework chapter one · Bob Editor · 2 h ago · a1b2c3d": a commit in one line, its subject and sha linked. */
export function commitLine(
  project: Pick<ProjectView, 'owner' | 'name'>,
  commit: CommitSummary,
  options: { label?: string } = {},
): SafeHtml {
  const href = commitUrl(project, commit.sha);
  return html`<span class="commit-line"
    >${options.label ? html`<span class="muted">${options.label}</span> ` : ''}<a
      class="commit-subject"
      href="${href}"
      >${commit.subject || '(no message)'}</a
    >
    <span class="muted small"
      >${commit.authorName} · ${relativeTime(commit.authoredAt)} ·
      <a class="mono sha" href="${href}">${shortSha(commit.sha)}</a></span
    ></span
  >`;
}
