import type { ElementNode } from '../dom/html-dom';
import { NUMERAL_MARK } from '../sources/asciidoc-counter-resets';

/**
 * The count a chapter or appendix restarts the book's counter at, from the numeral its document set for it (a
 * volume's `:!chapter-number:` makes its first chapter 1 again, `:appendix-number: @` its first appendix A): 1 for
 * "1" and "A", 3 for "3" and "C". The mark is taken off the division; undefined when it had none, or a numeral of
 * another kind than the division's (an appendix numbered in digits) that the book's count cannot follow.
 */
export function restartedCount(division: ElementNode, kind: 'chapter' | 'appendix'): number | undefined {
  const numeral = division.attrs.get(NUMERAL_MARK);
  division.attrs.delete(NUMERAL_MARK);
  if (numeral === undefined) return undefined;
  if (kind === 'chapter') return /^\d+$/.test(numeral) ? Number(numeral) : undefined;
  return /^[A-Z]+$/.test(numeral) ? letterCount(numeral) : undefined;
}

/** A → 1, Z → 26, AA → 27: letterNumeral read back. */
function letterCount(letters: string): number {
  return [...letters].reduce((count, letter) => count * 26 + letter.charCodeAt(0) - 64, 0);
}
