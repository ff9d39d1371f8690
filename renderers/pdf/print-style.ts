import { LONG_RUN_CLASS } from './table-fit';
import { FALLBACK_STACK } from '../theme/fonts';
import { HEADING_MARK_ROOM_EM } from '../theme/book-style';
import { INDEX_ANCHOR_CLASS } from './index-anchors';
import { NOTE_CLASS, NOTES_CLASS } from './print-footnotes';
import { PageBlock } from './page-plan';
import { TrimSize } from './trim-size';
import { PAGE_BREAK_CLASS, PRINT_BREAK_CLASS } from '../model/page-breaks';

export function cssString(value: string): string {
  return `"${value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')}"`;
}

/** A listing or table short enough to stay on one page whole. */
export const KEEP_WHOLE_CLASS = 'octavo-keep-whole';
/** A paragraph introducing the block after it (see introducing-paragraphs.ts): printed on that block's page. */
export const KEEP_WITH_NEXT_CLASS = 'octavo-keep-with-next';
/**
 * A division's title, and the section heading under it that opens on a figure (see introducing-paragraphs.ts): the
 * page may break between them, so that the heading goes with its figure when the figure does not fit under both.
 */
export const TITLE_APART_CLASS = 'octavo-title-apart';
export const HEADING_APART_CLASS = 'octavo-heading-apart';
/** A note, warning or sidebar too tall to be kept whole: it may split across pages (see listing-parts.ts). */
export const BREAKABLE_BOX_CLASS = 'octavo-breakable-box';
/**
 * A figure under an introduction kept on its page (see introducing-paragraphs.ts) is classed with this and the lines
 * the introduction takes, 1 to MOST_INTRODUCTION_LINES: its image leaves room for them on the page.
 */
export const INTRODUCED_CLASS_PREFIX = 'octavo-introduced-';
/**
 * The most lines a figure makes room for: a longer introduction may split above it, its last lines (the theme's
 * `widows: 2`) going with it, which three lines of room hold.
 */
export const MOST_INTRODUCTION_LINES = 3;
/** A line of the page's running text (the theme's line-height), and the space between a paragraph and a figure. */
const TEXT_LINE_EM = 1.45;
const FIGURE_GAP_EM = 1.2;
/** The room a figure's image leaves for the introduction kept on its page, by the introduction's lines. */
const INTRODUCTION_ROOM = '--octavo-introduction-room';

function introducedFigureCss(): string {
  return Array.from({ length: MOST_INTRODUCTION_LINES }, (_, i) => {
    const room = (i + 1) * TEXT_LINE_EM + FIGURE_GAP_EM;
    return `.${INTRODUCED_CLASS_PREFIX}${i + 1} { ${INTRODUCTION_ROOM}: ${room.toFixed(2)}em; }`;
  }).join('\n');
}

/**
 * Margins in whole CSS pixels: Chromium rounds a page margin down to a whole pixel when it prints
 * (0.8in = 76.8px became 76px), and the footnote measure must know the page area exactly.
 */
const MARGIN_TOP_PX = 77;
const MARGIN_BOTTOM_PX = 77;
/** Left and right pages of a printed book: the inner margin wider than the outer. */
const MIRROR_PX = 10;
/** Room kept under a figure's image for its caption, so image and caption always share a page. */
const CAPTION_ROOM = '7em';

/** The height of the page area (inside the margins), in points. */
export function pageAreaHeightPt(trim: TrimSize): number {
  return trim.heightPt - (MARGIN_TOP_PX + MARGIN_BOTTOM_PX) * 0.75;
}

/** The side margin of a page (CSS pixels, about 0.7in or 0.9in): narrower on small trims. */
function sideMarginPx(trim: TrimSize): number {
  return trim.widthPt < 500 ? 67 : 86;
}

/** The width of the page area (inside the margins), in points; the same on left and right pages. */
/** The page's text size: 1em of the print document. */
export const PAGE_FONT_PT = 10;

export function pageAreaWidthPt(trim: TrimSize): number {
  return trim.widthPt - 2 * sideMarginPx(trim) * 0.75;
}

/**
 * Page layout for print: trim size, margins, the margin boxes' look (their content comes from each
 * block's named page), figures that fit the page, headings kept with what follows.
 */
export function printPageCss(trim: TrimSize, forPrint: boolean, grayscale = false): string {
  const side = sideMarginPx(trim);
  const margins = forPrint
    ? `@page :left { margin-left: ${side - MIRROR_PX}px; margin-right: ${side + MIRROR_PX}px; }
@page :right { margin-left: ${side + MIRROR_PX}px; margin-right: ${side - MIRROR_PX}px; }`
    : '';
  const opening = forPrint ? 'right' : 'page';
  const areaHeight = `${pageAreaHeightPt(trim).toFixed(1)}pt`;
  // The running head is a chapter's title: it falls back to the same fonts as the title (a Chinese one's CJK).
  const furniture = `font-family: "Octavo Sans", ${FALLBACK_STACK}, sans-serif; font-size: 8.5pt; color: #444;`;
  return `
@page {
  size: ${trim.width} ${trim.height};
  margin: ${MARGIN_TOP_PX}px ${side}px ${MARGIN_BOTTOM_PX}px ${side}px;
  @top-center { ${furniture} }
  @bottom-center { ${furniture} }
}
${margins}
html { font-size: ${PAGE_FONT_PT}pt; }
.octavo-destinations { position: absolute; top: 0; left: 0; width: 1px; height: 1px; overflow: hidden; }
.octavo-destinations a { display: block; width: 1px; height: 1px; }
body { margin: 0; }
/* Anything wider than the page area makes Chromium shrink every page of the book to fit it (a long
   URL took the text to 66%): long words and URLs wrap, a table too wide even at its columns' longest
   words breaks them anywhere (table-fit.ts), and what is still too wide is clipped at its own page's edge. */
body { overflow-wrap: break-word; }
td, th { overflow-wrap: break-word; }
.${LONG_RUN_CLASS} { overflow-wrap: anywhere; }
body > * { overflow-x: clip; overflow-clip-margin: 0.25in; }
section.titlepage-block { break-before: page; padding-top: 30%; }
section[data-type="titlepage"] { padding-top: 25%; }
.book-title { font-size: 26pt; }
body > section, body > nav, body > div[data-type="part"] { break-before: ${opening}; }
[data-type="part"] > h1 { font-size: 28pt; margin-top: 35%; text-align: center; }
[data-type="chapter"] > h1, [data-type="appendix"] > h1, [data-type="preface"] > h1 { margin-top: calc(0.6in - ${HEADING_MARK_ROOM_EM}em); }
/* Index anchors are placed inside the word they stand at (see index-anchors.ts). One left elsewhere
   gets no destination from Chromium (and so no page number) when a line breaks just before it, unless
   it takes up room: a pixel of padding does, and shows nothing. */
a[data-type="indexterm"]:empty { display: inline !important; }
a[data-type="indexterm"]:empty:not(.${INDEX_ANCHOR_CLASS}) { padding-left: 1px; }
/* A long listing splits across pages (keeping three lines on each side) rather than leaving the page
   before it half empty; each part keeps its frame. Short ones (marked when the page is built) stay whole. */
pre { white-space: pre-wrap; break-inside: auto; orphans: 3; widows: 3; box-decoration-break: clone; }
pre.${KEEP_WHOLE_CLASS}, table.${KEEP_WHOLE_CLASS}, div.${KEEP_WHOLE_CLASS}, p.${KEEP_WHOLE_CLASS} { break-inside: avoid; }
table:not(.${KEEP_WHOLE_CLASS}) { break-inside: auto; }
/* So does a tall note or sidebar, each part framed; short ones stay whole, as the theme keeps them. */
:where(div, aside, section).${BREAKABLE_BOX_CLASS} { break-inside: auto; box-decoration-break: clone; }
tr.${KEEP_WHOLE_CLASS} { break-inside: avoid; }
/* A table that splits begins on the page of its first row: its caption and header row were printed alone at a
   page's foot otherwise, the header repeated over every row on the next. Chromium keeps the caption with the
   header only when both avoid the break after them (the caption's is with the headings' below). */
table > thead { break-after: avoid; }
/* Notes at the foot of the page: smaller type under a short rule, numbered per chapter, no way "back".
   Notes printed after a block are whole, their rule with them, on its page or the next: never also kept to the
   block (break-before: avoid), or after a block that cannot break Chromium, held to both, breaks inside them
   and prints the rule alone at the page's foot. */
aside.${NOTES_CLASS} {
  font-size: 0.8em; line-height: 1.35; margin: 1.2em 0 0; padding-top: 0.4em; border: 0; background: none;
  break-inside: avoid; text-align: left;
}
aside.${NOTES_CLASS}::before { content: ""; display: block; width: 30%; border-top: 0.5pt solid #000; margin-bottom: 0.4em; }
p.${NOTE_CLASS} { margin: 0 0 0.25em; text-align: left; text-indent: 0; hyphens: manual; }
p.${NOTE_CLASS} .footnote-number { font-weight: 600; }
.footnote-back { display: none !important; }
${
  forPrint || grayscale
    ? `/* Black ink: links read as text on paper. */
a, a:link, a:visited { color: inherit !important; }`
    : ''
}
/* A figure never splits: its image is scaled to leave room for the caption on the same page. */
figure, .imageblock, .figure { break-inside: avoid; }
/* A figure under an introduction kept on its page leaves room for the introduction's lines: Chromium broke the
   introduction to keep the promise otherwise, its first line alone on a page. */
img { max-height: calc(${areaHeight} - 2em - var(${INTRODUCTION_ROOM}, 0em)); object-fit: contain; break-inside: avoid; }
figure img, .imageblock img, .figure img {
  max-height: calc(${areaHeight} - ${CAPTION_ROOM} - var(${INTRODUCTION_ROOM}, 0em));
}
${introducedFigureCss()}
figcaption, .imageblock > .title { break-before: avoid; }
/* Only a caption above its image is kept with what follows: under it, the caption's break-after passes to the figure,
   which chained the figure to the next block ("intro: figure, intro: figure" became more than a page, and Chromium
   broke the first introduction, a line alone on a page). */
figcaption:not(:last-child), .imageblock > .title:not(:last-child) { break-after: avoid; }
h1, h2, h3, h4, h5, h6, .listingblock > .title, .tableblock > .title, table > caption {
  break-after: avoid; break-inside: avoid;
}
h1 + *, h2 + *, h3 + *, h4 + *, h5 + *, h6 + * { break-before: avoid; }
/* At a chapter's opening nothing comes before its title: held to the title as to its figure, a section heading over a
   figure too tall for the rest of the page stayed alone under the title, its figure on the next page (a Thai manual's
   first chapter). The heading goes with its figure; the title keeps its page. */
.${TITLE_APART_CLASS} { break-after: auto; }
.${HEADING_APART_CLASS} { break-before: auto; }
/* A directive's label heads what follows it as a heading does: hello-algo's content tabs (\`=== "<2>"\`, each label
   over a picture) left a label alone at the foot of 127 pages, its picture on the next. A label with nothing under
   it keeps nothing: its break-after would pass to the box it ends, chaining that box to the next block. */
p.directive-title:not(:last-child) { break-after: avoid; break-inside: avoid; }
p.directive-title + * { break-before: avoid; }
.${KEEP_WITH_NEXT_CLASS} { break-after: avoid; }
/* A list's last item takes the one before it to the next page: nothing else keeps list items together, and a
   one-line last item printed alone, at worst as the only line of a chapter's last page. */
li + li:last-child { break-before: avoid; }
/* Atlas's keep-together role on a phrase ([.keep-together]#…#, <span class="keep-together">): kept on one line, as
   O'Reilly's print formatter keeps it. */
span.keep-together { white-space: nowrap; }
/* A page break the author wrote (AsciiDoc's <<<, Atlas's <?hard-pagebreak?>, its pagebreak-before and
   pagebreak-after roles): see model/page-breaks.ts. */
.${PAGE_BREAK_CLASS}, .${PRINT_BREAK_CLASS} { break-before: page; }
nav.pdf-toc ol { list-style: none; padding: 0; margin: 0; }
nav.pdf-toc li { margin: 0.15em 0; break-inside: avoid; }
nav.pdf-toc li.toc-part { margin-top: 0.9em; font-weight: 700; }
nav.pdf-toc li.toc-division { margin-top: 0.6em; font-weight: 600; }
nav.pdf-toc li.toc-section { padding-left: 1.8em; font-size: 0.95em; }
/* An edited volume's chapter authors, under the chapter's entry. */
nav.pdf-toc li.toc-byline { margin-top: 0; padding-left: 1.8em; font-style: italic; font-size: 0.9em; break-before: avoid; }
nav.pdf-toc li.toc-level-2 { padding-left: 3.2em; font-size: 0.9em; }
nav.pdf-toc li.toc-level-3 { padding-left: 4.6em; font-size: 0.9em; }
nav.pdf-toc li.toc-level-4, nav.pdf-toc li.toc-level-5 { padding-left: 6em; font-size: 0.9em; }
nav.pdf-toc li.toc-section > a { font-weight: 400; }
nav.pdf-toc li.toc-keep { break-after: avoid; }
/* An entry too long for one line wraps short of the page number's column and takes the number on its last line,
   the leader running to it from that line's end: the leader is an inline box at the title's end as wide as the
   column, adding no width to the line (its end margin takes it back), its overflow clipped at the column. */
nav.pdf-toc a { display: flex; align-items: last baseline; color: inherit; }
nav.pdf-toc .toc-text { flex: 1 1 auto; min-width: 0; overflow-x: clip; }
nav.pdf-toc .toc-leader { display: inline-block; width: 100%; margin-inline: 0.4em calc(-100% - 0.4em); border-bottom: 1px dotted #888; }
nav.pdf-toc .toc-page { flex: 0 0 auto; display: grid; margin-inline-start: 0.4em; font-variant-numeric: tabular-nums; }
[data-type="index"] [data-type="indexdiv"] { break-inside: auto; }
[data-type="index"] .index-columns { column-count: 2; column-gap: 1.5em; font-size: 0.92em; }
/* A term stays in the column of its first subentry, and a short group (index-group) in one column. */
[data-type="index"] li > ul { break-before: avoid; }
[data-type="index"] li.index-group { break-inside: avoid; }
`;
}

/**
 * A block's named page: which count its pages advance and what their margin boxes show. Chromium
 * has no `string-set`, and `@page name:first` means the document's first page only, so the running
 * head is the block's title on all its pages; the opening page's is taken out afterwards.
 */
export function pageRuleCss(block: PageBlock, print: { folio: boolean } = { folio: true }): string {
  const rules: string[] = [];
  if (block.numbering !== 'none') rules.push(`counter-increment: octavo-${block.numbering};`);
  // Printed apart, the folio is laid over the page later; a theme's own bottom-centre box must not show.
  if (!print.folio && block.folio) rules.push('@bottom-center { content: none; }');
  if (print.folio && block.folio && block.numbering !== 'none') {
    const style = block.numbering === 'front' ? ', lower-roman' : block.digits ? `, ${block.digits}` : '';
    rules.push(`@bottom-center { content: counter(octavo-${block.numbering}${style}); }`);
  }
  if (block.head) rules.push(`@top-center { content: ${cssString(block.head)}; }`);
  return `@page ${block.pageName} { ${rules.join(' ')} }`;
}
