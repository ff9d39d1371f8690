/**
 * What a copyright page says: the notice, the sign, or the licence the work is under; in Persian, Arabic and
 * Hebrew, "all rights reserved" and the copyright's own name (حق نشر, حقوق النشر, זכויות יוצרים).
 */
const NOTICE = /\bcopyright\b|\u00a9|\(c\)\s*\d{4}|\blicen[cs](e|ed)\b|\ball rights reserved\b/i;
const RTL_NOTICE =
  /حق(?:وق)?\s*(?:نشر|چاپ|النشر|الطبع)|حقوق\s*(?:محفوظة|محفوظ)|کپی\u200c?رایت|זכויות\s*(?:יוצרים|שמורות)/;

/**
 * Whether untitled text before a book's first chapter is its copyright page rather than a preface: it states a
 * copyright or a licence (Atlas left such a page out of the contents).
 */
export function isCopyrightNotice(text: string): boolean {
  return NOTICE.test(text) || RTL_NOTICE.test(text);
}
