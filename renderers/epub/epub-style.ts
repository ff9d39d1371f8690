import { BLOCK_HEADING_CLASS } from './heading-levels';
import { PAGE_BREAK_CLASS } from '../model/page-breaks';

/**
 * What the EPUB adds to the shared book theme: links told apart from text without colour (WCAG 1.4.1,
 * Ace's `link-in-text-block`), block titles that keep their small-heading look after re-levelling,
 * footnotes at the end of a chapter for reading systems without pop-ups, the look of obsolete HTML
 * elements the EPUB replaces, the cover page.
 */
export const EPUB_CSS = `
body { margin: 0 0.3em; }
section[data-type] > h1 { margin-top: 1.5em; }
a[href] { text-decoration: underline; text-decoration-thickness: 0.06em; text-underline-offset: 0.15em; }
nav a[href], [data-type="toc"] a[href] { text-decoration: none; }
.${BLOCK_HEADING_CLASS} { font-size: 1em; margin: 1.2em 0 0.3em; }
aside.footnote { font-size: 0.82em; margin: 0.3em 0; }
aside.footnote p { margin: 0 0 0.3em; text-align: left; }
aside.footnote.first-footnote { border-top: 1px solid #bbb; margin-top: 2em; padding-top: 0.5em; }
sup > a.footnote-ref { font-size: 1em; vertical-align: baseline; }
.octavo-center { text-align: center; }
span.octavo-center { display: block; }
.octavo-big { font-size: larger; }
.cover-page { text-align: center; margin: 0; padding: 0; }
.cover-page img { max-width: 100%; max-height: 100vh; }
/* The navigation's landmarks and page list are for the reading system: Kindle's renderers know no hidden attribute
   (Calibre's MOBI printed the "Guide" list after the contents). */
nav[hidden] { display: none; }
/* A page break the author wrote: a reading system that pages the text starts a new page there. */
.${PAGE_BREAK_CLASS} { page-break-before: always; break-before: page; }
`;
