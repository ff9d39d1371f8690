import { MATH_CSS } from '../math/math-style';
import { ADMONITION_HEADINGS } from '../model/admonition-labels';
import { calloutCss } from '../theme/callout-style';
import {
  BYLINE_CSS,
  LINE_NUMBER_CSS,
  STATEMENT_CSS,
  SUBFIGURES_CSS,
  UPRIGHT_SCRIPTS_CSS,
} from '../theme/book-style';
import { CELL_ALIGNMENT_CSS } from '../theme/cell-alignment';
import { asciidocTableRulesCss } from '../theme/asciidoc-table-rules';
import { FALLBACK_STACK } from '../theme/fonts';

/**
 * The default web theme: a serif body at a comfortable measure, clear code blocks, and nothing
 * loaded from outside the zip (the fonts ship inside it).
 */
export const DEFAULT_HTML_CSS = `:root {
  --text: #1d1d1f;
  --muted: #5f6368;
  --accent: #8b1e1e;
  --rule: #ddd8d0;
  --paper: #fffdf9;
  --code-bg: #f6f4ef;
  --measure: 40rem;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--paper);
  color: var(--text);
  font-family: "Octavo Serif", ${FALLBACK_STACK}, Charter, Georgia, "DejaVu Serif", serif;
  font-size: 1.125rem;
  line-height: 1.6;
}
main { max-width: var(--measure); margin: 0 auto; padding: 1.5rem 1.25rem 4rem; }
h1, h2, h3, h4, h5, h6 {
  font-family: "Octavo Sans", ${FALLBACK_STACK}, "Helvetica Neue", Arial, "DejaVu Sans", sans-serif;
  line-height: 1.25;
  margin: 2em 0 0.6em;
}
h1 { font-size: 2rem; margin-top: 1em; }
h2 { font-size: 1.5rem; }
h3 { font-size: 1.2rem; }
h4, h5, h6 { font-size: 1rem; }
p, ul, ol, dl, blockquote, figure, table, pre { margin: 0 0 1.1em; }
a { color: var(--accent); text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
/* A link taken away (a cross-reference to no target) or an anchor around words goes nowhere: it reads as text. */
a:not([href]) { color: inherit; }
img, svg { max-width: 100%; height: auto; }
/* An image in a line of code stands for characters (an emoji, a glyph no font has): set a line high, not at its pixel size. */
pre img, code img { height: 1.2em; width: auto; vertical-align: -0.25em; }
figure { margin-left: 0; margin-right: 0; text-align: center; }
figcaption, caption, .title { font-size: 0.9rem; color: var(--muted); font-style: italic; }
${SUBFIGURES_CSS}
${UPRIGHT_SCRIPTS_CSS}
/* Japanese: no small kana or ー at a line's start; headings and contents entries break between phrases (see book-style.ts). */
:lang(ja) { line-break: strict; }
h1:lang(ja), h2:lang(ja), h3:lang(ja), h4:lang(ja), h5:lang(ja), h6:lang(ja), nav li:lang(ja) { word-break: auto-phrase; }
/* Korean breaks its lines between words, not between any two syllables (see book-style.ts). */
:lang(ko) { word-break: keep-all; }
/* Chinese and Japanese: a narrow space between ideographs or kana and Latin letters or digits, never in code (see book-style.ts). */
html:lang(zh), html:lang(ja) { text-autospace: normal; }
code, kbd, samp, pre, tt { text-autospace: no-autospace; }
/* A superscript or subscript is one unit: x⁻¹ never breaks between its minus and its one. */
sup, sub { white-space: nowrap; }
/* Markua's {align: left|right|center} over an image sets it, and its caption, at that side of the column. */
figure.align-left, p.align-left { text-align: left; }
figure.align-right, p.align-right { text-align: right; }
figure.align-center, p.align-center { text-align: center; }
dt { font-weight: 600; }
dd { margin: 0.15em 0 0.6em; margin-inline-start: 1.5rem; }
dd > p:last-child { margin-bottom: 0; }
/* A reference list as pandoc makes it: each work hangs (author-date styles) or has its number in the margin. */
.references .csl-entry { margin: 0 0 0.5em; break-inside: avoid; page-break-inside: avoid; }
.references.hanging-indent .csl-entry { padding-inline-start: 2em; text-indent: -2em; }
.references .csl-left-margin { float: left; min-width: 2em; text-indent: 0; }
.references .csl-right-inline { margin-inline-start: 2.5em; }
blockquote { margin-left: 0; padding-left: 1rem; border-left: 3px solid var(--rule); color: var(--muted); }
hr { border: 0; border-top: 1px solid var(--rule); margin: 2rem 0; }
table { border-collapse: collapse; font-size: 0.95rem; }
/* A table wider than the column scrolls sideways in its own box (scrollable-tables.ts); an AsciiDoc table spans the
   text's width unless it asks to fit its content (%autowidth), as Asciidoctor sets it. */
.table-scroll { overflow-x: auto; margin: 0 0 1.1em; }
.table-scroll > table { margin: 0; }
table.stretch { width: 100%; }
th, td { border: 1px solid var(--rule); padding: 0.4em 0.6em; text-align: left; vertical-align: top; }${CELL_ALIGNMENT_CSS}
${asciidocTableRulesCss('var(--rule)', true)}
th { background: var(--code-bg); }
/* A horizontal description list ([horizontal]) is a list laid out in two columns, not a table with rules. */
.hdlist table { width: auto; font-size: 1em; }
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
code, kbd, samp, pre {
  font-family: "Octavo Mono", ${FALLBACK_STACK}, Menlo, Consolas, "DejaVu Sans Mono", monospace;
  font-size: 0.88em;
  /* JetBrains Mono draws "=>", "->" and "!=" as arrows and signs by default: code shows what readers type. */
  font-variant-ligatures: none;
  font-feature-settings: "calt" 0, "liga" 0;
}
:not(pre) > code { background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 3px; }
pre {
  background: var(--code-bg);
  border: 1px solid var(--rule);
  border-radius: 4px;
  padding: 0.9em 1em;
  overflow-x: auto;
  line-height: 1.45;
  tab-size: 4;
}
pre code { background: none; padding: 0; font-size: inherit; }
/* A notebook cell's output is set apart from its code, as Jupyter sets it (see book-style.ts). */
.output > pre { background: none; border-width: 0 0 0 1px; border-radius: 0; }
/* What a cell wrote to stderr on light red, as Jupyter shows it (see book-style.ts). */
.output.cell-output-stderr > pre { background: #fdd; }
/* AsciiDoc's verse is text in a <pre>, set as a quotation; attributions under it to the right (see book-style.ts). */
.verseblock > pre.content {
  font-family: inherit; font-size: 1em; line-height: inherit; background: none; border: 0; border-radius: 0;
  border-left: 3px solid var(--rule); padding: 0 0 0 1rem; color: var(--muted); white-space: pre-wrap;
  font-variant-ligatures: normal; font-feature-settings: normal;
}
.quoteblock > .attribution, .verseblock > .attribution {
  margin: -0.5em 0 1.2em; text-align: right; font-size: 0.9rem; color: var(--muted);
}
blockquote > p[data-type="attribution"] { text-align: end; font-size: 0.9rem; }
.hljs-comment, .hljs-quote { color: #6a737d; font-style: italic; }
.hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-doctag { color: #a626a4; }
.hljs-string, .hljs-regexp, .hljs-addition, .hljs-attribute { color: #50a14f; }
.hljs-number, .hljs-built_in, .hljs-type, .hljs-symbol, .hljs-bullet { color: #986801; }
.hljs-title, .hljs-section, .hljs-name, .hljs-selector-id, .hljs-selector-class { color: #4078f2; }
.hljs-variable, .hljs-template-variable, .hljs-attr, .hljs-params { color: #c18401; }
.hljs-meta, .hljs-deletion { color: #e45649; }
.hljs-emphasis { font-style: italic; }
.hljs-strong { font-weight: bold; }
${STATEMENT_CSS}
${BYLINE_CSS}
${LINE_NUMBER_CSS}
.octavo-line-number { color: var(--muted); }
[data-type="note"], [data-type="tip"], [data-type="warning"], [data-type="caution"], [data-type="important"],
aside[data-type="sidebar"], .admonitionblock, .sidebarblock {
  border-left: 4px solid var(--accent);
  background: var(--code-bg);
  padding: 0.6em 1em;
  margin: 0 0 1.1em;
}
/* An untitled AsciiDoc example (==== or [example]) is framed, as Asciidoctor frames it (see book-style.ts). */
.exampleblock > .content { border: 1px solid var(--rule); border-radius: 4px; padding: 0.6em 1em; margin: 0 0 1.1em; }
.exampleblock > .content > :last-child { margin-bottom: 0; }
${ADMONITION_HEADINGS} {
  font-size: 0.8rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; margin: 0 0 0.4em;
  color: var(--accent);
}
${calloutCss(`"Octavo Sans", ${FALLBACK_STACK}, "Helvetica Neue", Arial, "DejaVu Sans", sans-serif`)}
.footnotes { border-top: 1px solid var(--rule); margin-top: 3rem; font-size: 0.9rem; }
.footnote-ref { text-decoration: none; }
.image-unavailable { color: var(--muted); font-style: italic; }
a[data-type="indexterm"] { display: none; }
.site-cover { margin: 2rem 0 0; }
.site-cover img { display: block; width: auto; max-width: min(100%, 18rem); max-height: 55vh; height: auto; }
.book-title { font-size: 2.5rem; margin-top: 2rem; }
/* A book's own title page (Atlas's titlepage.html) is centred, as the EPUB and the PDF set it (book-style.ts). */
section[data-type="titlepage"], section[data-type="titlepage"] p { text-align: center; }
.toc, .toc ol { list-style: none; padding-left: 1.25rem; }
.toc { padding-left: 0; }
.toc li { margin: 0.3em 0; }
.toc .label { color: var(--muted); }
[data-type="indexdiv"] ul { list-style: none; padding-left: 0; }
/* An entry that wraps hangs, its later lines set in; a sub-entry starts where they do. */
[data-type="indexdiv"] ul ul { padding-left: 0; }
[data-type="indexdiv"] li { padding-left: 1.25rem; text-indent: -1.25rem; }
.page-nav {
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  max-width: var(--measure);
  margin: 0 auto;
  padding: 0.75rem 1.25rem;
  font-family: "Octavo Sans", ${FALLBACK_STACK}, "Helvetica Neue", Arial, sans-serif;
  font-size: 0.9rem;
}
.page-nav a { text-decoration: none; }
.page-nav .contents { text-align: center; flex: 1; }
.page-nav .prev, .page-nav .next { flex: 1; }
.page-nav .next { text-align: right; }
.page-nav + main { border-top: 1px solid var(--rule); }
main + .page-nav { border-top: 1px solid var(--rule); }
@media (max-width: 600px) {
  body { font-size: 1rem; }
  h1 { font-size: 1.6rem; }
  main { padding: 1rem 0.9rem 3rem; }
}
@media print {
  .page-nav { display: none; }
  body { background: none; }
}
${MATH_CSS}
h1 > .division-label { display: block; font-size: 0.55em; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--accent); margin-bottom: 0.4em; }
`;
