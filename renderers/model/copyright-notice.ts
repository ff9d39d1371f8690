/** What a copyright page says: the notice, the sign, or the licence the work is under. */
const NOTICE = /\bcopyright\b|\u00a9|\(c\)\s*\d{4}|\blicen[cs](e|ed)\b|\ball rights reserved\b/i;

/**
 * Whether untitled text before a book's first chapter is its copyright page rather than a preface: it states a
 * copyright or a licence (Atlas left such a page out of the contents).
 */
export function isCopyrightNotice(text: string): boolean {
  return NOTICE.test(text);
}
