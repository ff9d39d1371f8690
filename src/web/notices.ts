/** Confirmations shown after a redirect (`?done=<code>`): fixed texts, so a link cannot inject a message. */
const NOTICES: Record<string, string> = {
  welcome: 'Welcome to Octavo! Create your first project to start a book.',
  'signed-out': 'You are logged out.',
  'token-revoked': 'The token was revoked. Requests that use it are refused from now on.',
  'key-added': 'SSH key added. You can clone and push with it now.',
  'key-deleted': 'SSH key deleted. Git over SSH with it is refused from now on.',
  'project-deleted': 'The project and its repository were deleted.',
  committed: 'Your change was committed.',
  'committed-added': "The file was committed and added to the end of the book's files list.",
  uploaded: 'The file was uploaded and committed.',
  'collaborator-saved': 'Collaborator saved.',
  'collaborator-removed': 'Collaborator removed.',
  'visibility-changed': 'Visibility changed.',
  'default-branch-changed': 'Default branch changed.',
  'password-changed':
    'Your password was changed. Every other browser signed in to your account was signed out; this one stays signed in.',
  'account-deleted':
    'Your account was deleted. Its API tokens, SSH keys and sessions no longer work, and its username is retired.',
  'session-revoked': 'That browser was signed out. Its next request goes to the log-in page.',
  'sessions-revoked': 'Every other browser was signed out; this one stays signed in.',
  'no-other-sessions': 'No other browser was signed in; nothing changed.',
  'site-published':
    'The site is published, private to readers of this project. It serves this HTML build until you publish again.',
  'site-published-public':
    'The site is published and public: anyone with the link can read it. It serves this HTML build until you publish again.',
  'site-following':
    'The site is published and follows its branch: each HTML build of the branch is published when it completes.',
  'build-cancelled': 'The build was cancelled; formats that had not finished are marked failed.',
};

export function noticeFor(code: unknown): string | undefined {
  return typeof code === 'string' ? NOTICES[code] : undefined;
}
