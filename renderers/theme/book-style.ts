import { MATH_CSS } from '../math/math-style';
import { FALLBACK_STACK } from './fonts';
import { ADMONITION_HEADINGS } from '../model/admonition-labels';
import { TABLE_NOTES_CLASS } from '../model/links-to-notes';
import { calloutCss } from './callout-style';
import { CELL_ALIGNMENT_CSS } from './cell-alignment';
import { asciidocTableRulesCss } from './asciidoc-table-rules';
import { likelyScript } from '../typography/likely-locale';

/**
 * The default book theme shared by the paged formats (PDF, EPUB, MOBI): Source Serif body, Source
 * Sans headings, JetBrains Mono code (all shipped with Octavo), classic technical-book furniture.
 * Sizes are relative so an e-reader's font-size setting still works.
 */
/** sphinx-proof's and sphinx-exercise's statements (statement-labels.ts): a titled block; an exercise boxed. */
/**
 * A chapter's byline (its authors, under its title in an edited volume, and under its entry in the contents), in every
 * format: Octavo's from a file's front matter (p.author), or one written as Atlas writes it (AsciiDoc's
 * [role="byline"], HTMLBook's p.byline), which was set as the chapter's first paragraph; a foreword's signature
 * (Atlas's `au` and `auaffil` attributes) at its end.
 */
/** A figure of subfigures (Quarto's layout-ncol) sets them side by side in its columns, its caption under them all. */
export const SUBFIGURES_CSS = `figure.subfigures { display: grid; gap: 0.5em 1em; align-items: end; }
figure.subfigures > figure { margin: 0; }
figure.subfigures > figcaption { grid-column: 1 / -1; }
/* Anything else in it (a mark the print places to measure the page) takes a row of its own, not a subfigure's cell. */
figure.subfigures > :not(figure):not(figcaption) { grid-column: 1 / -1; }`;

export const BYLINE_CSS = `h1 + p.author, h1 + p.byline { font-style: italic; font-size: 1.15em; margin: -0.3em 0 1.5em; }
.toc-byline { display: block; font-style: italic; font-size: 0.9em; }
div.signature { margin: 1.5em 0 0; text-align: right; font-style: italic; break-before: avoid; page-break-before: avoid; }
div.signature p { margin: 0; text-indent: 0; text-align: right; }
div.signature p.affiliation { font-size: 0.9em; }`;

/**
 * A numbered listing (AsciiDoc's linenums, see numberCodeLines): each number in a margin the listing makes for it,
 * so a wrapped line's rest stays under the code. Generated text, so copying the code leaves the numbers out.
 */
export const LINE_NUMBER_CSS = `pre[data-line-numbering="numbered"] { padding-left: calc(0.8em + 4.5ch); }
.octavo-line-number { display: inline-block; width: 3.5ch; margin-left: -4.5ch; margin-right: 1ch; text-align: right;
  color: #6b655c; font-style: normal; font-weight: normal; user-select: none; white-space: pre; }
.octavo-line-number:not(.octavo-line-number-text)::before { content: attr(data-line); }`;

export const STATEMENT_CSS = `.statement { margin: 1em 0; }
.statement-title { margin: 0 0 0.3em; break-after: avoid; page-break-after: avoid; }
.statement-exercise, .statement-solution { border: 1px solid #d6d0c4; padding: 0.5em 0.9em; }
.statement-proof > .statement-title strong { font-weight: normal; font-style: italic; }
.statement-proof::after { content: "\\220E"; display: block; text-align: end; }`;

const BOXES =
  '[data-type="note"], [data-type="tip"], [data-type="warning"], [data-type="caution"], [data-type="important"], ' +
  'aside[data-type="sidebar"], .admonitionblock, .sidebarblock';

/**
 * Notes, tips and sidebars kept whole. `weightless` (the PDF's): with no selector weight, so that the print's rule
 * letting a tall box split by a class outweighs it, and a rule of the book's that names a box by a class or more
 * (Atlas's `.nobreakinside { page-break-inside: avoid }`) keeps one whole again. The EPUB's has its weight: no
 * rule there lets a box split, and epubcheck's CSS parser reads no attribute selector inside `:where()`.
 */
export function keptWholeBoxesCss(weightless: boolean): string {
  return `${weightless ? `:where(${BOXES})` : BOXES} { break-inside: avoid; }`;
}

/**
 * Atlas's figure widths: an O'Reilly book sizes a figure with a role, `[role="width-60"]`, and its theme prints the
 * figure at that share of the text's width at most, centred (the books' own EPUB stylesheets copy the rules, as
 * `.width-60 { width: 60% }`). Unstyled, a diagram drawn for half the width printed across all of it.
 */
export const ATLAS_FIGURE_WIDTHS = [
  ...Array.from({ length: 20 }, (_, i) => [`width-${(i + 1) * 5}`, `${(i + 1) * 5}%`]),
  ['width-full', '100%'],
]
  .map(([name, width]) => `figure.${name} { width: ${width}; margin-left: auto; margin-right: auto; }`)
  .join('\n');

/**
 * The padding over a heading that holds an accented capital's mark (see the headings' rule below), in the heading's
 * em, and a margin above a heading less that padding: the space over the heading's text stays the margin written.
 */
export const HEADING_MARK_ROOM_EM = 0.25;
export function headingMarginTop(em: number): string {
  return `${Math.round((em - HEADING_MARK_ROOM_EM) * 100) / 100}em`;
}

/**
 * The line height of a book in a script that stacks its vowels and tone marks higher over its letters than the text
 * face's ascent (Khmer and Burmese their subscripts deeper under them than its descent), by ISO 15924 code: the
 * least that keeps the tallest and deepest clusters of the shipped Noto faces inside the line box, measured in
 * Chromium (Thai ป่ี 1.14em over the baseline and ฎู 0.48em under it, Lao ປີ່ 1.10em, Khmer ប៊ី 1.31em and ញ្ញូ
 * 0.74em, Burmese ဍ္ဍ 0.59em; the Latin face's line box at 1.45 reaches 1.08em up and 0.37em down), as these
 * scripts are set with more leading anyway. At 1.45 the marks of a page's first line rose out of it and Chromium
 * painted them at the foot of the page before too: a row of lone tone marks ("ตั้ พื้ ชื่ ที่") under pages of a
 * Thai hospital manual whose lists ran across pages. Indic scripts' marks stay under the Latin capitals' height.
 */
const STACKED_MARKS_LINE_HEIGHTS: Readonly<Record<string, number>> = {
  Thai: 1.7,
  Laoo: 1.7,
  Mymr: 1.9,
  Khmr: 2.2,
};

/**
 * The body's line height for a book in `lang` when its script stacks marks (see above), to go after the default theme
 * and before the book's own, which may set another; nothing for any other language.
 */
export function stackedMarksCss(lang: string): string {
  const script = likelyScript(lang);
  const height = script && STACKED_MARKS_LINE_HEIGHTS[script];
  return height ? `\nbody { line-height: ${height}; }\n` : '';
}

/**
 * Han, kana and Hangul have no italics, nor have Devanagari and the other Indic scripts, Thai, Lao, Khmer, Burmese,
 * Arabic and Hebrew: slanted by the browser they read as a fault (a Hindi book's caption "चित्र 1-1. रस्ट लोगो" was
 * printed machine-slanted), so text in those languages stays upright in italic text (a quotation, an emphasis, a
 * caption) while the Latin words beside them keep the serif's real italic.
 */
export const UPRIGHT_SCRIPT_LANGUAGES = [
  ...['zh', 'ja', 'ko'],
  ...['hi', 'mr', 'ne', 'sa', 'bn', 'as', 'pa', 'gu', 'or', 'ta', 'te', 'kn', 'ml', 'si'],
  ...['th', 'lo', 'km', 'my'],
  ...['ar', 'fa', 'ur', 'ps', 'he', 'yi'],
] as const;

export const UPRIGHT_SCRIPTS_CSS = `${UPRIGHT_SCRIPT_LANGUAGES.map((lang) => `:lang(${lang})`).join(', ')} {
  font-synthesis-style: none; }`;

export const BOOK_CONTENT_CSS = `
body {
  font-family: "Octavo Serif", ${FALLBACK_STACK}, serif;
  line-height: 1.45;
  color: #111;
  hyphens: auto;
  -webkit-hyphens: auto;
  orphans: 2;
  widows: 2;
}
h1, h2, h3, h4, h5, h6, figcaption, caption, .label, th, .book-title, .book-subtitle {
  font-family: "Octavo Sans", ${FALLBACK_STACK}, sans-serif;
}
.smallcaps { font-variant: small-caps; }
h1, h2, h3, h4, h5, h6 { line-height: 1.2; font-weight: 700; hyphens: manual; break-after: avoid; page-break-after: avoid; }
/* Set solid (1.2 under the sans face's 1.42em of ascent and descent), a heading's accented capital rises above its
   line. At a page's top, where a break drops the margin (or a copyright page's title has none), Chromium painted the
   part above the page at the foot of the page before: a stray "É" under a title page. The mark stays in the
   heading's own padding (a quarter em: the sans face's marks reach 0.9em over the baseline, a fallback face's 1.1em),
   taken out of its margin so the space above it is the same. Plain lengths, not calc(): e-readers drop what they
   cannot read. */
h1, h2, h3, h4, h5, h6 { padding-top: ${HEADING_MARK_ROOM_EM}em; }
h1 { font-size: 2em; margin: 0 0 1.2em; }
h2 { font-size: 1.4em; margin: ${headingMarginTop(1.6)} 0 0.5em; }
h3 { font-size: 1.15em; margin: ${headingMarginTop(1.4)} 0 0.4em; }
h4, h5, h6 { font-size: 1em; margin: ${headingMarginTop(1.2)} 0 0.3em; }
p { margin: 0 0 0.75em; text-align: justify; }
a { color: #7a1f1f; text-decoration: none; }
/* A link taken away (a cross-reference to no target) or an anchor around words goes nowhere: it reads as text. */
a:not([href]) { color: inherit; }
section > header .label, .division-label {
  display: block; font-family: "Octavo Sans", ${FALLBACK_STACK}, sans-serif; font-size: 0.9em;
  font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #7a1f1f; margin-bottom: 0.4em;
}
h1 > .division-label { font-size: 0.45em; margin-bottom: 0.6em; }
ul, ol { margin: 0 0 0.75em; padding-left: 1.6em; }
li { margin: 0.2em 0; }
/* A term at the foot of a page, its definition overleaf, reads as a stray line: it stays with its definition. */
dt { break-after: avoid; page-break-after: avoid; }
/* A term stands out from its definition, which is indented under it (Asciidoctor's and pandoc's own pages do so). */
dl { margin: 0 0 0.75em; }
dt { font-weight: 600; }
dd { margin: 0.1em 0 0.5em; margin-inline-start: 1.5em; }
dd > p:last-child { margin-bottom: 0; }
/* A reference list as pandoc makes it: each work hangs (author-date styles) or has its number in the margin. */
.references .csl-entry { margin: 0 0 0.5em; break-inside: avoid; page-break-inside: avoid; }
.references.hanging-indent .csl-entry { padding-inline-start: 2em; text-indent: -2em; }
.references .csl-left-margin { float: left; min-width: 2em; text-indent: 0; }
.references .csl-right-inline { margin-inline-start: 2.5em; }
blockquote { margin: 1em 1.5em; font-style: italic; }
/* AsciiDoc's verse (a poem, a song, an address) keeps its lines as written, in a <pre>: it is text, not code, and is
   set as a quotation is, not as a listing. Its attribution, and a quotation's, stand under it to the right. */
.verseblock > pre.content {
  font-family: inherit; font-size: 1em; font-style: italic; line-height: inherit; background: none; border: 0;
  padding: 0; margin: 1em 1.5em; font-variant-ligatures: normal; font-feature-settings: normal;
}
.quoteblock > .attribution, .verseblock > .attribution { margin: -0.4em 1.5em 1em; text-align: right; font-size: 0.9em; }
/* HTMLBook's attribution (an epigraph's author, <p data-type="attribution">) stands under its quotation at the end. */
blockquote > p[data-type="attribution"] { text-align: end; font-size: 0.9em; }
${UPRIGHT_SCRIPTS_CSS}
/* Japanese books keep small kana (ッ, ョ) and the long-vowel mark (ー) off the start of a line, as JIS X 4051 sets
   Japanese text; the browser's default breaks "ライブラリ|ー". Headings and contents entries break between phrases, not
   inside a word ("アプリケーショ|ン"). */
:lang(ja) { line-break: strict; }
h1:lang(ja), h2:lang(ja), h3:lang(ja), h4:lang(ja), h5:lang(ja), h6:lang(ja), nav li:lang(ja) { word-break: auto-phrase; }
/* Korean is written with spaces between its words (eojeol) and breaks its lines there, as Hangul text is set: the
   browser's default breaks between any two syllables, splitting a word across lines ("시스|템"). */
:lang(ko) { word-break: keep-all; }
/* Thai, Lao, Khmer and Burmese leave no space between words: justified, a line's few spaces (around a Latin word,
   between sentences) took all its slack, gaps of several ems around "Git" in a Thai chapter. They are set ragged. */
p:lang(th), p:lang(lo), p:lang(km), p:lang(my) { text-align: start; }
/* Chinese and Japanese are set with a narrow space between an ideograph or kana and a Latin letter or digit ("使用
   Python 3", CLREQ and JLREQ), which their authors, writing without spaces, leave to the typesetter; code keeps its
   columns as typed. */
html:lang(zh), html:lang(ja) { text-autospace: normal; }
code, kbd, samp, pre, tt { text-autospace: no-autospace; }
code, kbd, samp, pre, tt { font-family: "Octavo Mono", ${FALLBACK_STACK}, monospace; font-size: 0.85em; hyphens: none;
  /* JetBrains Mono draws "=>", "->" and "!=" as arrows and signs by default: code shows what readers type. */
  font-variant-ligatures: none; font-feature-settings: "calt" 0, "liga" 0;
  /* In a justified line the spaces of code keep their width (a file name with spaces reads as typed); the words
     around it take the stretch. */
  text-justify: none; }
pre {
  background: #f5f3ee; border-left: 3px solid #c9c2b4; padding: 0.6em 0.8em; margin: 0 0 1em;
  line-height: 1.35; white-space: pre-wrap; word-wrap: break-word; break-inside: avoid; text-align: left;
  /* Four columns a tab, as the HTML edition, pandoc and CommonMark count them (a browser's own is eight). */
  tab-size: 4;
}
pre code { font-size: 1em; }
/* A notebook cell's output (what its code printed when run) is set apart from the code above it, as Jupyter sets it:
   unshaded, a thin rule at its left. */
.output > pre { background: none; border-left-width: 1px; }
/* What a cell wrote to stderr (R's messages, warnings) on light red, as Jupyter shows it. */
.output.cell-output-stderr > pre { background: #fdd; }
/* A wrapped code line breaks after its indentation only where its code is too long: see keepCodeIndentation. */
.code-indent { white-space: pre; }
${LINE_NUMBER_CSS}
figure { margin: 1.2em 0; text-align: center; break-inside: avoid; }
figure img, img { max-width: 100%; }
${ATLAS_FIGURE_WIDTHS}
/* An image the author floats beside the text (GitBook pages write <img style="float: right">) was sized for a web
   page twice as wide as a book's: at most half the column, so the text beside it is not a sliver of spaced-out words,
   and kept clear of it. */
img[style*="float"], img[align="left"], img[align="right"] { max-width: 50%; height: auto; }
img[style*="float: right"], img[style*="float:right"], img[align="right"] { margin: 0.2em 0 0.5em 1em; }
img[style*="float: left"], img[style*="float:left"], img[align="left"] { margin: 0.2em 1em 0.5em 0; }
/* An image in a line of code stands for characters (an emoji, a glyph no font has): set a line high, not at its pixel size. */
pre img, code img { height: 1.2em; width: auto; vertical-align: -0.25em; }
/* A block's title (AsciiDoc's .Title line above a paragraph, list, literal or quote) heads it, as Asciidoctor sets it;
   a figure's and a table's are captions (below). */
div.title {
  font-family: "Octavo Sans", ${FALLBACK_STACK}, sans-serif; font-weight: 600; font-size: 0.9em;
  margin: 1em 0 0.3em; break-after: avoid; page-break-after: avoid;
}
/* A GitBook page's description (its front matter's), which GitBook sets under the page's title as its lead. */
p.description { font-size: 1.1em; color: #4a4a4a; text-align: left; }
figcaption, caption, .imageblock .title, .tableblock > .title {
  font-size: 0.85em; font-style: italic; margin: 0.4em 0; text-align: center;
}
/* A caption written as paragraphs (HTMLBook allows them, Atlas's editor wrote <figcaption><p>) is set as its caption
   is, not justified as body text: a one-line caption printed flush left under a centred figure. */
figcaption p, caption p { text-align: inherit; }
figcaption p:last-child, caption p:last-child { margin-bottom: 0; }
/* A table's title above it, a figure's below, as O'Reilly's books and Asciidoctor set them. */
caption { caption-side: top; }
figcaption .label, caption .label { font-style: normal; font-weight: 600; }
${SUBFIGURES_CSS}
/* Markua's {align: left|right|center} over an image sets it, and its caption, at that side of the column. */
figure.align-left, p.align-left, figure.align-left figcaption { text-align: left; }
figure.align-right, p.align-right, figure.align-right figcaption { text-align: right; }
figure.align-center, p.align-center { text-align: center; }
/* Leanpub's {begin-hanging-paragraphs}: a bibliography's entries hang, their first line out. */
p.hanging-indent { padding-left: 2em; text-indent: -2em; }
table { border-collapse: collapse; margin: 1em auto; font-size: 0.88em; break-inside: avoid; }
/* A table's notes, each after the mark its author wrote (Scaling Python with Dask's "a"), set under the table. */
.${TABLE_NOTES_CLASS} { font-size: 0.8em; margin: -0.6em 0 1em; break-before: avoid; page-break-before: avoid; }
.${TABLE_NOTES_CLASS} p { margin: 0.2em 0; text-align: left; }
/* An AsciiDoc table spans the text's width unless it asks to fit its content (%autowidth), as Asciidoctor sets it:
   its columns' widths (cols="1,2") are shares of that width. */
table.stretch { width: 100%; }
/* A horizontal description list ([horizontal]) is a list laid out in two columns, not a table with rules. */
.hdlist table { width: auto; margin: 0.5em 0; font-size: 1em; }
.hdlist td { border: 0; padding: 0.15em 0.9em 0.15em 0; }
.hdlist td.hdlist1 { font-weight: 600; }
/* A checklist's box is its item's mark, as in Asciidoctor's own style. */
ul.checklist { list-style: none; }
/* HTMLBook's simple list (DocBook's simplelist): members one a line, unbulleted. */
ul.simplelist { list-style: none; }
/* DocBook's simplelist in columns is a table of members, without rules, as docbook-xsl sets it. */
table.simplelist { width: auto; margin: 0.5em 0; font-size: 1em; }
table.simplelist td { border: 0; padding: 0.15em 1.5em 0.15em 0; }
/* DocBook's segmentedlist: a block an item, each segment on its line. */
.segmentedlist .seglistitem { margin: 0 0 0.6em; }
th, td { border-top: 1px solid #bbb; border-bottom: 1px solid #bbb; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
th { background: #efece6; font-weight: 600; }
td p, th p { margin: 0; text-align: left; }
/* A cell of several paragraphs or blocks (an AsciiDoc a| cell, a cell with blank lines, an HTML cell of <p>s) sets
   them apart as the text does, from the first's top to the last's foot: without it they ran together as one
   paragraph broken across lines. */
td > .content > *, th > .content > *, td > ul:last-child, th > ul:last-child, td > ol:last-child, th > ol:last-child {
  margin-top: 0; margin-bottom: 0;
}
td > p + p, th > p + p, td > p + ul, th > p + ul, td > p + ol, th > p + ol, td > p + dl, th > p + dl,
td > .content > * + *, th > .content > * + * { margin-top: 0.6em; }${CELL_ALIGNMENT_CSS}
${asciidocTableRulesCss('#bbb', false)}
li.task-list-item { list-style: none; }
.task-box {
  display: inline-block; width: 0.75em; height: 0.75em; border: 1px solid currentColor; border-radius: 0.1em;
  margin: 0 0.45em 0 -1.2em; vertical-align: -0.05em; box-sizing: border-box; position: relative;
}
.task-box.done::after {
  content: ""; position: absolute; left: 0.22em; top: 0.02em; width: 0.2em; height: 0.42em;
  border: solid currentColor; border-width: 0 0.1em 0.1em 0; transform: rotate(45deg);
}
[data-type="note"], [data-type="tip"], [data-type="warning"], [data-type="caution"], [data-type="important"],
aside[data-type="sidebar"], .admonitionblock, .sidebarblock {
  border: 1px solid #d6d0c4; border-left: 4px solid #7a1f1f; background: #faf8f4;
  padding: 0.5em 0.9em; margin: 1em 0;
}
/* An untitled AsciiDoc example (a ==== block, an [example] paragraph) is framed, as Asciidoctor frames it: unframed,
   it read as the body text around it, and a paragraph-styled one, its text not in a <p>, ran into the next paragraph. */
.exampleblock > .content { border: 1px solid #d6d0c4; padding: 0.5em 0.9em; margin: 1em 0; }
.exampleblock > .content > :last-child { margin-bottom: 0; }
${STATEMENT_CSS}
${BYLINE_CSS}
${ADMONITION_HEADINGS} {
  font-size: 0.8em; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; margin: 0 0 0.3em;
  color: #7a1f1f; break-after: avoid; page-break-after: avoid;
}
.admonitionblock td.icon { font-family: "Octavo Sans", ${FALLBACK_STACK}, sans-serif; font-weight: 700; width: 5em; border: 0; }
.admonitionblock td.content { border: 0; }
.admonitionblock table { margin: 0; font-size: 1em; }
${calloutCss(`"Octavo Sans", ${FALLBACK_STACK}, sans-serif`)}
.footnotes { border-top: 1px solid #bbb; margin-top: 2em; padding-top: 0.5em; font-size: 0.82em; }
.footnotes ol { padding-left: 1.4em; }
.footnote-ref { font-size: 0.75em; vertical-align: super; line-height: 0; }
/* A mark whose link is a footnote-ref too (a note referenced again) is raised and made smaller once, not twice. */
.footnote-ref .footnote-ref { font-size: 1em; vertical-align: baseline; }
sup { line-height: 0; }
/* A superscript or subscript is one unit: x⁻¹ never breaks between its minus and its one. */
sup, sub { white-space: nowrap; }
.image-unavailable { font-style: italic; color: #666; }
a[data-type="indexterm"] { display: none; }
.hljs-comment, .hljs-quote { color: #4f565e; font-style: italic; }
.hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-doctag { color: #8b1a8b; }
.hljs-string, .hljs-regexp, .hljs-addition, .hljs-attribute { color: #1f5c1f; }
.hljs-number, .hljs-built_in, .hljs-type, .hljs-symbol, .hljs-bullet { color: #6f4700; }
.hljs-title, .hljs-section, .hljs-name, .hljs-selector-id, .hljs-selector-class { color: #1f4fa8; }
.hljs-variable, .hljs-template-variable, .hljs-attr, .hljs-params { color: #7a4206; }
.hljs-meta, .hljs-deletion { color: #a3221b; }
.hljs-strong { font-weight: bold; }
.hljs-emphasis { font-style: italic; }
nav[data-type="toc"] ol { list-style: none; padding-left: 0; }
nav[data-type="toc"] ol ol { padding-left: 1.4em; }
nav[data-type="toc"] li { margin: 0.25em 0; }
nav[data-type="toc"] > ol > li > a { font-weight: 600; }
[data-type="indexdiv"] h2 { font-size: 1.1em; margin-top: ${headingMarginTop(1)}; }
[data-type="indexdiv"] ul { list-style: none; padding-left: 0; margin: 0; }
/* An entry that wraps hangs: its later lines set in, so they read as its continuation, not as another entry; a
   sub-entry's first line starts where its entry's later lines do. */
[data-type="indexdiv"] ul ul { padding-left: 0; }
[data-type="indexdiv"] li { margin: 0.1em 0; padding-left: 1.5em; text-indent: -1.5em; }
.titlepage-block { text-align: center; margin-top: 30%; }
/* A book's own title page (Atlas's titlepage.html, an AsciiDoc book's = Title) set as one, not as a chapter opening. */
section[data-type="titlepage"] { text-align: center; }
section[data-type="titlepage"] > h1 { font-size: 2.4em; margin: 0 0 0.5em; }
section[data-type="titlepage"] > h2, section[data-type="titlepage"] .subtitle { font-size: 1.3em; font-weight: 400; margin: 0 0 2em; }
section[data-type="titlepage"] p { text-align: center; }
section[data-type="titlepage"] .author { font-size: 1.2em; margin: 0 0 0.4em; }
section[data-type="titlepage"] .revision { font-size: 0.9em; margin: 1.5em 0 0; }
/* A book's own copyright page (HTMLBook's copyright-page, Atlas's copyright.html) in the small type books set it in,
   its headings (the title, a revision history) no larger than a line of it, as Octavo sets the page it makes: at the
   body's size, with a chapter-size heading in its middle, it ran over two pages; at 0.85 of it, a whole O'Reilly
   page (Mastering the Lightning Network's: staff, revision history, disclaimer, licence, ISBN) ran over by two lines,
   where O'Reilly sets it at about three quarters. Atlas's lists of names, printings and releases are lines, without
   bullets. */
section[data-type="copyright-page"] { font-size: 0.78em; line-height: 1.4; }
section[data-type="copyright-page"] p { text-align: left; margin: 0 0 0.5em; }
section[data-type="copyright-page"] h1, section[data-type="copyright-page"] h2, section[data-type="copyright-page"] h3,
section[data-type="copyright-page"] h4, section[data-type="copyright-page"] h5, section[data-type="copyright-page"] h6 {
  font-size: 1.15em; margin: ${headingMarginTop(1.2)} 0 0.5em;
}
section[data-type="copyright-page"] > h1:first-child { margin-top: 0; }
section[data-type="copyright-page"] ul.stafflist, section[data-type="copyright-page"] ul.printings,
section[data-type="copyright-page"] ul.releases { list-style: none; padding-left: 0; }
section[data-type="copyright-page"] ul.stafflist li, section[data-type="copyright-page"] ul.printings li,
section[data-type="copyright-page"] ul.releases li { margin: 0; }
.book-title { font-size: 2.4em; font-weight: 700; margin: 0 0 0.5em; text-align: center; }
.book-author { font-size: 1.2em; text-align: center; }
${MATH_CSS}`;
