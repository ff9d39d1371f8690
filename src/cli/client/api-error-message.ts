import { ApiRequestError } from './errors';

const TOKEN_HELP =
  'create a token in the web UI (account settings → Tokens) and pass it with --token, $OCTAVO_TOKEN or "octavo login"';

/** One clear sentence (or a few lines) per API error code, with what to do about it. */
export function apiErrorMessage(error: ApiRequestError): string {
  const serverUrl = error.serverUrl || 'the server';
  const said = error.serverMessage;
  switch (error.code) {
    case 'invalid_token':
      return `the server at ${serverUrl} refused the API token (unknown or revoked); ${TOKEN_HELP}`;
    case 'project_not_found':
      return `${said ?? 'project not found'} — check the owner/repo name (pass it with -p owner/repo) and that your account may read it`;
    case 'build_not_found':
      return said ?? 'build not found';
    case 'validation_failed': {
      const lines = error.details.map((d) => [d.field, d.message].filter(Boolean).join(': ')).filter(Boolean);
      const list = lines.length ? lines.map((l) => `\n  - ${l}`).join('') : said ? `: ${said}` : '';
      return `the server refused the request${list}`;
    }
    case 'branch_not_found':
      return `${said ?? 'that branch does not exist'} — push the branch first, or pass an existing one with -b`;
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
