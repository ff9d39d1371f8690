import { hasControlCharacter } from './control-characters';

/** Longest branch-name component: one file (or folder) name under refs/heads on every file system git uses. */
export const MAX_BRANCH_COMPONENT_BYTES = 255;
/** Longest whole branch name: well past any real one, well below what git and file paths cope with. */
export const MAX_BRANCH_BYTES = 1024;

/** Unicode bidirectional embeddings, overrides and isolates: they make text display in another order. */
const INVISIBLE_OR_REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Why `name` cannot be a branch, in words, or null when it can: git check-ref-format's rules for
 * `refs/heads/<name>`, the extra refusals of `git branch` (leading "-", the name "HEAD"), the lengths the file
 * system allows (longer names failed inside git, or crashed it), and characters that reorder or hide text.
 */
export function branchNameProblem(name: string): string | null {
  if (typeof name !== 'string' || name === '') return 'it is empty';
  if (name === '@' || name === 'HEAD') return `"${name}" is reserved by git`;
  if (name.startsWith('-')) return 'it starts with "-" (git would read it as an option)';
  if (Buffer.byteLength(name) > MAX_BRANCH_BYTES)
    return `it is ${Buffer.byteLength(name)} bytes long, over the limit of ${MAX_BRANCH_BYTES}`;
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//'))
    return 'it starts or ends with "/", or has "//"';
  if (name.endsWith('.')) return 'it ends with "."';
  if (name.includes('..') || name.includes('@{')) return 'it contains ".." or "@{"';
  // Space and the characters git reserves for revision syntax and globs.
  if (hasControlCharacter(name) || /[ ~^:?*[\\]/.test(name))
    return 'it contains a space, a control character or one of ~ ^ : ? * [ \\';
  if (INVISIBLE_OR_REORDERING.test(name))
    return 'it contains text-reordering Unicode characters (bidirectional overrides or isolates, such as a right-to-left override)';
  for (const component of name.split('/')) {
    if (component.startsWith('.') || component.endsWith('.lock'))
      return 'a part between "/" starts with "." or ends with ".lock"';
    if (Buffer.byteLength(component) > MAX_BRANCH_COMPONENT_BYTES)
      return `a part between "/" is ${Buffer.byteLength(component)} bytes long, over git's limit of ${MAX_BRANCH_COMPONENT_BYTES}`;
  }
  return null;
}

export function isValidBranchName(name: string): boolean {
  return branchNameProblem(name) === null;
}

/** A name as quoted in a message: long ones cut, so a 100,000-character name does not fill the answer. */
export function shortenedName(text: string): string {
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} characters)` : text;
}
