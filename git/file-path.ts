import { hasControlCharacter } from './control-characters';
import { InvalidFilePath } from './errors';

const MAX_PATH_BYTES = 4096;
/** One file or folder name: what every file system a clone lands on allows. */
const MAX_NAME_BYTES = 255;
/** Unicode bidirectional embeddings, overrides and isolates: a name could show as another (Trojan Source). */
const INVISIBLE_OR_REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Turns a user-supplied repository path into git's canonical form ("a/b/c.md": no leading or doubled slashes,
 * no "." segments) or throws InvalidFilePath saying what is wrong and how to fix it.
 */
export function normalizeRepoFilePath(input: string): string {
  if (typeof input !== 'string' || input === '') {
    throw new InvalidFilePath(String(input), 'the path is empty. Give a path such as "chapters/ch01.md".');
  }
  if (input.includes('\0')) {
    throw new InvalidFilePath(input, 'it contains a NUL byte. Remove it from the file name.');
  }
  // Besides being unusual in a book, a newline would break line-based git protocols (cat-file --batch).
  if (hasControlCharacter(input)) {
    throw new InvalidFilePath(
      input,
      'it contains control characters (such as a newline or tab). Rename the file.',
    );
  }
  if (input.includes('\\')) {
    throw new InvalidFilePath(
      input,
      'it contains "\\". Separate folders with "/", for example "images/cover.png".',
    );
  }
  if (input.startsWith('/')) {
    throw new InvalidFilePath(
      input,
      'absolute paths are not allowed. Give the path relative to the repository root, without a leading "/".',
    );
  }
  const segments: string[] = [];
  for (const segment of input.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) {
        throw new InvalidFilePath(
          input,
          'it leads outside the repository through "..". Use a path inside the repository.',
        );
      }
      segments.pop();
      continue;
    }
    if (Buffer.byteLength(segment) > MAX_NAME_BYTES) {
      throw new InvalidFilePath(
        input,
        `the name "${segment.slice(0, 40)}…" is ${Buffer.byteLength(segment)} bytes long, over the limit of ${MAX_NAME_BYTES} bytes for one file or folder name. Use a shorter name.`,
      );
    }
    if (INVISIBLE_OR_REORDERING.test(segment)) {
      throw new InvalidFilePath(
        input,
        'it contains text-reordering Unicode characters (bidirectional overrides or isolates, such as a right-to-left override), which make a name look like another. Rename the file.',
      );
    }
    if (isGitDirectoryName(segment)) {
      throw new InvalidFilePath(
        input,
        `"${segment}" is reserved for git's own data and cannot be read or written. Choose another folder name.`,
      );
    }
    segments.push(segment);
  }
  if (segments.length === 0) {
    throw new InvalidFilePath(input, 'it names the repository root, not a file. Add a file name.');
  }
  const normalized = segments.join('/');
  if (Buffer.byteLength(normalized) > MAX_PATH_BYTES) {
    throw new InvalidFilePath(input, `it is longer than ${MAX_PATH_BYTES} bytes. Use a shorter path.`);
  }
  return normalized;
}

/** ".git" in any case, and the spellings Windows and macOS file systems treat as ".git" (git refuses them too). */
function isGitDirectoryName(segment: string): boolean {
  return /^\.git[. ]*$/i.test(segment) || /^git~1$/i.test(segment);
}
