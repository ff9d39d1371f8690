import { parseRepoPath } from '../../git';
import { hasControlCharacter } from '../../git/control-characters';

export type GitVerb = 'git-upload-pack' | 'git-receive-pack' | 'git-upload-archive';
const VERBS: readonly GitVerb[] = ['git-upload-pack', 'git-receive-pack', 'git-upload-archive'];

export interface GitExecRequest {
  verb: GitVerb;
  owner: string;
  repo: string;
  /** receive-pack changes the repository; the others only read it. */
  writes: boolean;
}

export type ParsedExec = { ok: true; request: GitExecRequest } | { ok: false; message: string };

const USAGE =
  'this server runs only git-upload-pack, git-receive-pack or git-upload-archive on one owner/repo.git path; ' +
  'use git clone, fetch, pull or push with the clone address';

/**
 * Splits a command line the way a POSIX shell would quote it (single quotes, double quotes, backslashes), but
 * without any expansion: nothing here is ever handed to a shell. Returns null for an unterminated quote or a
 * control character.
 */
export function splitCommandLine(line: string): string[] | null {
  if (hasControlCharacter(line.replace(/\t/g, ' '))) return null;
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === ' ' || c === '\t') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return null;
      word += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '"') {
      inWord = true;
      for (i++; ; i++) {
        if (i >= line.length) return null;
        if (line[i] === '"') break;
        if (line[i] === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) i++;
        word += line[i];
      }
    } else if (c === '\\') {
      if (i + 1 >= line.length) return null;
      word += line[++i];
      inWord = true;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** What a client asked to run, accepted only as `<git verb> <owner>/<repo>[.git]` with nothing else. */
export function parseGitExecRequest(command: string): ParsedExec {
  const words = splitCommandLine(command);
  if (words === null) {
    return { ok: false, message: `the command could not be read (unbalanced quotes?); ${USAGE}` };
  }
  if (words.length === 0) return { ok: false, message: `no command given; ${USAGE}` };
  const [verb, ...args] = words;
  if (!VERBS.includes(verb as GitVerb)) {
    return { ok: false, message: `"${printable(verb)}" is not allowed; ${USAGE}` };
  }
  if (args.length !== 1) {
    return {
      ok: false,
      message: `${verb} takes exactly one repository path (owner/repo.git), got ${args.length} arguments`,
    };
  }
  const [path] = args;
  let coordinates;
  try {
    coordinates = parseRepoPath(path);
  } catch {
    return {
      ok: false,
      message:
        `"${printable(path)}" is not a repository path; use owner/repo.git, where owner and repo are letters, ` +
        'digits, ".", "_" or "-" and do not start with "." or "-"',
    };
  }
  return {
    ok: true,
    request: { verb: verb as GitVerb, ...coordinates, writes: verb === 'git-receive-pack' },
  };
}

/** Echoes client input back without letting it paint the terminal. */
function printable(text: string): string {
  const clipped = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return clipped.replace(/[^\x20-\x7e]/g, '?');
}
