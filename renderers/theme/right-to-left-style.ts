import { TextDirection } from '../typography/text-direction';

/**
 * The default themes name sides (`padding-left` for a list's bullets, `text-align: left` in table cells,
 * `border-left` on notes and quotations, the site's arrows), as left-to-right books need them. A right-to-left
 * book's pages say `dir="rtl"`, and these rules, added only to such a book's style sheets (a left-to-right book's
 * stay byte for byte as they were), mirror each side: bullets and indents on the right, cell text from the right,
 * the rule of a note or a quotation on its right, the contents' sub-entries indented from the right.
 * Listings of code stay left to right (`dir="ltr"` on each `<pre>`), so nothing here touches them; a listing of the
 * book's own prose (`dir="rtl"`, see typography/text-direction.ts) has its text and rule on the right.
 */

/** Each selector of a list, under a right-to-left page. */
function rtl(selectors: string): string {
  return selectors
    .split(',')
    .map((selector) => `[dir="rtl"] ${selector.trim()}`)
    .join(', ');
}

const ASIDES =
  '[data-type="note"], [data-type="tip"], [data-type="warning"], [data-type="caution"], [data-type="important"], ' +
  'aside[data-type="sidebar"], .admonitionblock, .sidebarblock';

/** Mirrors theme/book-style.ts (EPUB and PDF) and theme/callout-style.ts. */
const BOOK_RTL_CSS = `
/* Right to left: the sides of the rules above mirrored. */
${rtl('ul, ol')} { padding-left: 0; padding-right: 1.6em; }
${rtl('th, td, td p, th p, caption')} { text-align: right; }
${rtl('.task-box')} { margin: 0 -1.2em 0 0.45em; }
${rtl(ASIDES)} { border-left-width: 1px; border-right: 4px solid #7a1f1f; }
${rtl('.footnotes ol')} { padding-left: 0; padding-right: 1.4em; }
${rtl('nav[data-type="toc"] ol')} { padding-right: 0; }
${rtl('nav[data-type="toc"] ol ol')} { padding-left: 0; padding-right: 1.4em; }
${rtl('[data-type="indexdiv"] ul')} { padding-right: 0; }
${rtl('[data-type="indexdiv"] li')} { padding-left: 0; padding-right: 1.5em; }
${rtl('.colist ol')} { padding-left: 0; padding-right: 2.2em; }
${rtl('.colist ol > li::before')} { left: auto; right: -2.2em; }
${rtl('pre[dir="rtl"]')} { text-align: right; border-left: 0; border-right: 3px solid #c9c2b4; }
`;

/** Mirrors epub/epub-style.ts. */
const EPUB_RTL_CSS = `${rtl('aside.footnote p')} { text-align: right; }
`;

/** Mirrors pdf/print-style.ts: notes at the foot of the page, the contents' sections. */
function printRtlCss(notesClass: string, noteClass: string): string {
  return `${rtl(`aside.${notesClass}, p.${noteClass}`)} { text-align: right; }
${rtl('nav.pdf-toc li.toc-section, nav.pdf-toc li.toc-byline')} { padding-left: 0; padding-right: 1.8em; }
${rtl('nav.pdf-toc li.toc-level-2')} { padding-left: 0; padding-right: 3.2em; }
${rtl('nav.pdf-toc li.toc-level-3')} { padding-left: 0; padding-right: 4.6em; }
${rtl('nav.pdf-toc li.toc-level-4, nav.pdf-toc li.toc-level-5')} { padding-left: 0; padding-right: 6em; }
`;
}

/** Mirrors html/default-style.ts. */
const HTML_RTL_CSS = `
/* Right to left: the sides of the rules above mirrored. */
${rtl('blockquote')} { margin-right: 0; padding-left: 0; padding-right: 1rem; border-left: 0; border-right: 3px solid var(--rule); }
${rtl('th, td, caption')} { text-align: right; }
${rtl(ASIDES)} { border-left: 0; border-right: 4px solid var(--accent); }
${rtl('.toc ol')} { padding-left: 0; padding-right: 1.25rem; }
${rtl('[data-type="indexdiv"] li')} { padding-left: 0; padding-right: 1.25rem; }
${rtl('.page-nav .next')} { text-align: left; }
${rtl('.colist ol')} { padding-left: 0; padding-right: 2.2em; }
${rtl('.colist ol > li::before')} { left: auto; right: -2.2em; }
`;

/** Mirrors html/site-style.ts: the skip link, search results, contents and the previous/next arrows. */
const SITE_RTL_CSS = `${rtl('.skip-link')} { left: auto; right: 0.75rem; }
${rtl('.site-search-results')} { right: auto; left: 0; }
${rtl('.site-contents > summary::before')} { transform: rotate(135deg); }
${rtl('.site-contents[open] > summary::before')} { transform: rotate(45deg); }
${rtl('.site-toc ol')} { padding-left: 0; padding-right: 0.6rem; }
${rtl('.site-toc .toc-sections')} { margin: 0.15rem 0.9rem 0.4rem 0; padding-left: 0; padding-right: 0.3rem; border-left: 0; border-right: 2px solid var(--rule); }
@media (min-width: 64em) {
  ${rtl('.site-contents')} { border-right: 0; border-left: 1px solid var(--rule); }
}
/* Letter-spacing pulls joined letters apart. */
${rtl('.page-nav-direction')} { letter-spacing: 0; }
${rtl('.page-nav .prev .page-nav-direction::before')} { transform: rotate(-135deg); margin-right: 0; margin-left: 0.35em; }
${rtl('.page-nav .next .page-nav-direction::after')} { transform: rotate(45deg); margin-left: 0; margin-right: 0.35em; }
@media (max-width: 40em) {
  ${rtl('.site-search-results')} { left: 0; right: 0; }
}
`;

/** The HTML site and the preview share the site's style sheet. */
export type RightToLeftSheet = 'epub' | 'pdf' | 'site';

/**
 * The mirroring rules a book written in `direction` needs in the named output's style sheet, to go after the default
 * theme (and before the book's own): nothing for a left-to-right book.
 */
export function rightToLeftCss(
  direction: TextDirection,
  sheet: RightToLeftSheet,
  print?: { notesClass: string; noteClass: string },
): string {
  if (direction !== 'rtl') return '';
  switch (sheet) {
    case 'epub':
      return BOOK_RTL_CSS + EPUB_RTL_CSS;
    case 'pdf':
      return BOOK_RTL_CSS + (print ? printRtlCss(print.notesClass, print.noteClass) : '');
    case 'site':
      return HTML_RTL_CSS + SITE_RTL_CSS;
  }
}

/** A style sheet's part as a list of none or one, so a left-to-right book's sheet gains not even a line break. */
export function optional(css: string): string[] {
  return css ? [css] : [];
}
