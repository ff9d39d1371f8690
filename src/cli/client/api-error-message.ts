import { ApiRequestError, CommandForm } from './errors';

/** Where each input goes, in the form the user typed the command: hints point at what they typed. */
const WHERE: Record<CommandForm, { token: string; project: string; branch: string }> = {
  gem: {
    token: 'give it as the first argument (octavo build <API_TOKEN> <PROJECT> <FORMATS> [BRANCH])',
    project: 'the second argument',
    branch: 'name an existing branch as the fourth argument',
  },
  flags: {
    token: 'pass it with --token, $OCTAVO_TOKEN or "octavo login"',
    project: 'pass it with -p owner/repo',
    branch: 'name an existing branch with -b BRANCH',
  },
};

/**
 * One clear sentence (or a few lines) per API error code, with what to do about it, said once: when the
 * server's message already says what to do, only where to type it is added.
 */
export function apiErrorMessage(error: ApiRequestError): string {
  const serverUrl = error.serverUrl || 'the server';
  const said = error.serverMessage;
  const where = WHERE[error.form ?? 'flags'];
  const TOKEN_HELP = `create a token in the web UI (account settings → Tokens) and ${where.token}`;
  switch (error.code) {
    case 'invalid_token':
      return `the server at ${serverUrl} refused the API token (unknown or revoked); ${TOKEN_HELP}`;
    case 'project_not_found':
      return `${said ?? 'project not found'} — check the owner/repo name (${where.project}) and that your account may read it`;
    case 'build_not_found':
      return said ?? 'build not found';
    case 'validation_failed': {
      const lines = error.details.map((d) => [d.field, d.message].filter(Boolean).join(': ')).filter(Boolean);
      const list = lines.length ? lines.map((l) => `\n  - ${l}`).join('') : said ? `: ${said}` : '';
      return `the server refused the request${list}`;
    }
    case 'branch_not_found':
      return said && /push it first|name an existing branch/.test(said)
        ? `${said.replace(/ or name an existing branch$/, '')} or ${where.branch}`
        : `${said ?? 'that branch does not exist'} — push the branch first, or ${where.branch}`;
    case 'config_missing':
      return (
        said ??
        "there is no platform.json (nor atlas.json) at that commit; add a platform.json listing the book's files"
      );
    case 'config_invalid':
      // The server's message names the file it read (platform.json or atlas.json) and where it is wrong.
      return (
        said ??
        'the book configuration is not usable: it must be JSON with a non-empty "files" list of strings'
      );
    case 'format_unavailable':
      // The server's message names the missing program and how its administrator installs it.
      return `${said ?? 'this server cannot build that format'} — build the other formats, or ask the administrator`;
    case 'rate_limited': {
      const wait =
        error.retryAfterSeconds !== undefined ? ` in ${error.retryAfterSeconds} s` : ' in a minute';
      return `the server is rate limiting your requests; try again${wait}`;
    }
    case 'not_found':
      return said
        ? `the server at ${serverUrl} does not offer ${error.method} ${error.path} (${said}); is it an Octavo server of a matching version?`
        : `the server at ${serverUrl} answered 404 to ${error.method} ${error.path} without saying why; check --url and the token`;
    case 'forbidden':
      return `${said ?? 'not allowed'} (HTTP 403)`;
    default:
      return `the server answered ${error.status} ${error.code}${said ? `: ${said}` : ''} to ${error.method} ${error.path}`;
  }
}
