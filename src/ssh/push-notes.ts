/** What became of one branch a push updated, as far as builds go. */
export type BranchOutcome =
  | { branch: string; kind: 'deleted' }
  | { branch: string; commit: string; kind: 'built'; buildId: number; formats: string[] }
  | { branch: string; commit: string; kind: 'config_error'; lines: string[] }
  | { branch: string; commit: string; kind: 'refused'; message: string }
  | { branch: string; commit: string; kind: 'pending' }
  | { branch: string; commit: string; kind: 'off' }
  | { branch: string; commit: string; kind: 'not_covered'; patterns: string[] };

export interface PushNotesContext {
  /** The app's web address (BASE_URL), no trailing slash. */
  baseUrl: string;
  /** owner/repo */
  project: string;
  /** Only the owner can change the builds-on-push settings; anyone else is told to ask them. */
  pusherIsOwner: boolean;
}

const PREFIX = 'octavo: ';

/**
 * The lines a pusher reads after `git push` (git shows them as `remote:` lines): per branch, the build the push
 * started with its web address, or why none was started and what to do; then the project page. A config error
 * is given as `file:line: problem` lines, unprefixed, so terminals and editors can jump to it.
 */
export function pushNotes(outcomes: BranchOutcome[], context: PushNotesContext): string[] {
  const projectPage = `${context.baseUrl}/${context.project}`;
  const settings = `${projectPage}/settings/automation#auto-build`;
  const owner = context.project.split('/')[0];
  const change = context.pusherIsOwner
    ? `change that at ${settings}`
    : `ask ${owner}, the owner, to change that`;
  const lines: string[] = [];
  const say = (text: string) => lines.push(`${PREFIX}${text}`);
  for (const outcome of outcomes) {
    if (outcome.kind === 'deleted') continue;
    const at = `${outcome.branch} (${outcome.commit.slice(0, 7)})`;
    switch (outcome.kind) {
      case 'built':
        say(`build ${outcome.buildId} of ${at} started on push: ${outcome.formats.join(', ')}`);
        say(`  ${projectPage}/builds/${outcome.buildId}`);
        break;
      case 'config_error':
        say(`no build of ${at}: the book's configuration has an error:`);
        lines.push(...outcome.lines);
        say('fix it, commit and push again');
        break;
      case 'refused':
        say(`no build of ${at} was started on push: ${outcome.message}`);
        break;
      case 'pending':
        say(`a build of ${at} was asked for on push and is not started yet; it will be listed at`);
        say(`  ${projectPage}/builds`);
        break;
      case 'off':
        say(`no build of ${at} was started: builds on push are off for ${context.project}`);
        say(
          context.pusherIsOwner
            ? `  turn them on at ${settings}`
            : `  ask ${owner}, the owner, to turn them on`,
        );
        say(`  or start one at ${projectPage}/builds`);
        break;
      case 'not_covered':
        say(
          `no build of ${at} was started: builds on push are on for ${outcome.patterns.join(', ')} only; ` +
            change,
        );
        break;
    }
  }
  say(`project: ${projectPage}`);
  return lines;
}
