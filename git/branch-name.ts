import { hasControlCharacter } from './control-characters';

/**
 * git check-ref-format rules applied to `refs/heads/<name>`, plus the extra refusals of `git branch`
 * (leading "-", the name "HEAD").
 */
export function isValidBranchName(name: string): boolean {
  if (typeof name !== 'string' || name === '' || name === '@' || name === 'HEAD') return false;
  if (name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.')) return false;
  if (name.includes('..') || name.includes('//') || name.includes('@{')) return false;
  // Space and the characters git reserves for revision syntax and globs.
  if (hasControlCharacter(name) || /[ ~^:?*[\\]/.test(name)) return false;
  return name.split('/').every((component) => !component.startsWith('.') && !component.endsWith('.lock'));
}
