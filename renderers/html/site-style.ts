import { FALLBACK_STACK } from '../theme/fonts';

/**
 * The site around the book's text (appended after the default web theme, before the book's own CSS):
 * header with search, contents sidebar (a column on wide screens, a fold-out on phones), footnote
 * popovers, a dark palette following the reader's system, and a print stylesheet that prints only the
 * book. Nothing here uses a glyph the shipped fonts lack: arrows and chevrons are drawn with borders.
 */
export const SITE_CSS = `
:root {
  --sans: "Octavo Sans", ${FALLBACK_STACK}, "Helvetica Neue", Arial, "DejaVu Sans", sans-serif;
  --field-bg: #ffffff;
  --hover-bg: rgba(139, 30, 30, 0.07);
  --current-bg: rgba(139, 30, 30, 0.1);
  --target-bg: #fff3c4;
  --shadow: 0 8px 28px rgba(0, 0, 0, 0.16);
  --sidebar-width: 17.5rem;
}
body { overflow-wrap: break-word; }
a { overflow-wrap: anywhere; }
pre, table, math[display="block"], .MathJax_Display { max-width: 100%; }
math[display="block"] { overflow-x: auto; overflow-y: hidden; }
figure, .informalfigure { max-width: 100%; }
img { height: auto; }
/* A table wider than the column scrolls inside itself; its caption stays where the reader starts. */
caption { text-align: left; }
td > :last-child, th > :last-child { margin-bottom: 0; }
h4.block-title, h5.block-title, h6.block-title, h3.block-title, h2.block-title {
  font-size: 1rem;
  margin: 1.2em 0 0.5em;
}
.visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.skip-link {
  position: absolute;
  left: 0.75rem;
  top: -4rem;
  z-index: 30;
  padding: 0.5rem 0.9rem;
  background: var(--paper);
  border: 1px solid var(--rule);
  border-radius: 6px;
  font-family: var(--sans);
}
.skip-link:focus { top: 0.5rem; }

/* Header: the book's title, then the search field. */
.site-header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding: 0.65rem 1.25rem;
  border-bottom: 1px solid var(--rule);
  font-family: var(--sans);
}
.site-title {
  flex: 1 1 14rem;
  min-width: 0;
  color: var(--text);
  font-weight: 600;
  font-size: 1.05rem;
  text-decoration: none;
}
.site-title:hover { color: var(--accent); }
.site-search { position: relative; flex: 1 1 18rem; max-width: 30rem; }
.site-search[hidden] { display: none; }
.site-search input {
  width: 100%;
  font: inherit;
  font-size: 1rem;
  padding: 0.45rem 0.8rem;
  color: var(--text);
  background: var(--field-bg);
  border: 1px solid var(--rule);
  border-radius: 6px;
}
.site-search input:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
.site-search-results {
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 20;
  width: min(36rem, calc(100vw - 1.5rem));
  max-height: min(32rem, 75vh);
  overflow-y: auto;
  padding: 0.35rem;
  background: var(--paper);
  border: 1px solid var(--rule);
  border-radius: 8px;
  box-shadow: var(--shadow);
  font-size: 0.95rem;
}
.site-search-results[hidden] { display: none; }
.site-search-results ol { list-style: none; margin: 0; padding: 0; }
.site-search-results a {
  display: block;
  padding: 0.5rem 0.7rem;
  border-radius: 6px;
  color: var(--text);
  text-decoration: none;
  line-height: 1.4;
}
.site-search-results a:hover, .site-search-results a:focus { background: var(--current-bg); outline: none; }
.search-result-title { display: block; font-weight: 600; color: var(--accent); }
.search-result-where { display: block; font-size: 0.82rem; color: var(--muted); }
.search-result-excerpt { display: block; font-family: "Octavo Serif", ${FALLBACK_STACK}, Georgia, serif; font-size: 0.9rem; margin-top: 0.15rem; }
.site-search-results mark { background: var(--target-bg); color: inherit; border-radius: 2px; }
.site-search-results p { margin: 0.5rem 0.7rem; color: var(--muted); }

/* The contents: a fold-out on narrow screens, a column beside the text on wide ones. */
.site-contents { border-bottom: 1px solid var(--rule); font-family: var(--sans); font-size: 0.95rem; }
.site-contents > summary {
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.65rem 1.25rem;
  cursor: pointer;
  font-weight: 600;
  list-style: none;
}
.site-contents > summary::-webkit-details-marker { display: none; }
.site-contents > summary::before {
  content: "";
  width: 0.45em;
  height: 0.45em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(-45deg);
  transition: transform 0.15s;
}
.site-contents[open] > summary::before { transform: rotate(45deg); }
.site-contents > nav { max-height: 70vh; overflow-y: auto; padding: 0 1rem 1rem; }
.site-toc, .site-toc ol { list-style: none; margin: 0; padding: 0; }
.site-toc ol { padding-left: 0.6rem; }
.site-toc a {
  display: block;
  padding: 0.28rem 0.6rem;
  border-radius: 5px;
  color: var(--text);
  text-decoration: none;
  line-height: 1.35;
  overflow-wrap: break-word;
}
.site-toc a:hover { background: var(--hover-bg); }
.site-toc a:has(> .toc-label) { display: flex; gap: 0.45em; }
.site-toc .toc-label { flex: none; min-width: 1.3em; color: var(--muted); font-variant-numeric: tabular-nums; }
.site-toc .toc-part > a > .toc-label { min-width: 0; }
.site-toc .toc-title { min-width: 0; }
.site-toc .toc-part { margin-top: 0.75rem; }
.site-toc .toc-part > a { font-weight: 600; }
.site-toc a[aria-current="page"], .site-toc a[aria-current="location"] {
  color: var(--accent);
  background: var(--current-bg);
  font-weight: 600;
}
.site-toc a[aria-current] .toc-label { color: inherit; }
.site-toc .toc-sections { margin: 0.15rem 0 0.4rem 0.9rem; padding-left: 0.3rem; border-left: 2px solid var(--rule); }
.site-toc .toc-sections a { font-size: 0.88rem; color: var(--muted); padding: 0.2rem 0.6rem; }
.site-toc .toc-sections a[aria-current] { color: var(--accent); background: none; }
.js .site-contents[data-single] li:not(.is-current) > .toc-sections { display: none; }
@media (min-width: 64em) {
  .site-body { display: grid; grid-template-columns: var(--sidebar-width) minmax(0, 1fr); }
  .site-contents {
    position: sticky;
    top: 0;
    align-self: start;
    max-height: 100vh;
    overflow-y: auto;
    border-bottom: 0;
    border-right: 1px solid var(--rule);
    font-size: 0.92rem;
  }
  .site-contents > summary { display: none; }
  .site-contents > nav { max-height: none; overflow: visible; padding: 1.25rem 0.75rem 2rem; }
}
/* Wide screens show the contents even where no script opened the fold-out. */
@media (min-width: 64em) {
  .site-contents::details-content { content-visibility: visible; }
}

/* Previous / next. */
.page-nav { align-items: flex-start; }
.page-nav > span { min-width: 0; }
.page-nav a { display: inline-block; color: var(--accent); line-height: 1.35; }
.page-nav-direction {
  display: block;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--muted);
}
.page-nav .prev .page-nav-direction::before, .page-nav .next .page-nav-direction::after {
  content: "";
  display: inline-block;
  width: 0.42em;
  height: 0.42em;
  border-left: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  vertical-align: 0.12em;
}
.page-nav .prev .page-nav-direction::before { transform: rotate(45deg); margin-right: 0.35em; }
.page-nav .next .page-nav-direction::after { transform: rotate(-135deg); margin-left: 0.35em; }
.page-nav .contents a { padding-top: 1.1em; }

/* Footnotes: the notes list at the end, and a note opened in place by its reference. */
.footnotes-title { font-size: 1.1rem; margin-top: 0; padding-top: 1rem; }
.footnotes li:target { background: var(--target-bg); border-radius: 3px; }
.footnote-back { font-family: var(--sans); font-size: 0.85em; white-space: nowrap; }
.footnote-ref { padding: 0 0.1em; }
.footnote-popover {
  position: absolute;
  inset: auto;
  margin: 0;
  max-width: min(28rem, calc(100vw - 1rem));
  max-height: 60vh;
  overflow: auto;
  padding: 0.8rem 1rem;
  color: var(--text);
  background: var(--paper);
  border: 1px solid var(--rule);
  border-radius: 8px;
  box-shadow: var(--shadow);
  font-size: 0.95rem;
  line-height: 1.5;
}
.footnote-popover > :last-child, .footnote-popover-body > :last-child { margin-bottom: 0; }
.footnote-popover-go { margin: 0.5rem 0 0; font-family: var(--sans); font-size: 0.85rem; }
:target { scroll-margin-top: 1rem; }

@media (max-width: 40em) {
  .site-header { padding: 0.55rem 0.9rem; gap: 0.45rem; }
  .site-search { flex-basis: 100%; max-width: none; }
  .site-search-results { left: 0; right: 0; width: auto; }
  .site-contents > summary { padding: 0.6rem 0.9rem; }
  .page-nav { padding: 0.6rem 0.9rem; }
  .page-nav .contents { display: none; }
}

@page { margin: 20mm 18mm; }
@media print {
  :root {
    --text: #000000;
    --muted: #333333;
    --accent: #000000;
    --rule: #bbbbbb;
    --paper: #ffffff;
    --code-bg: #f3f3f3;
  }
  .skip-link, .site-header, .site-contents, .page-nav, .footnote-popover, .footnote-back { display: none !important; }
  .site-body { display: block; }
  body { font-size: 11pt; line-height: 1.45; background: none; }
  main { max-width: none; padding: 0; border: 0 !important; }
  a { color: inherit; text-decoration: none; }
  main a[href^="http"]:not(.url):not(.bare)::after, main a[href^="mailto:"]:not(.url):not(.bare)::after {
    content: " (" attr(href) ")";
    font-size: 0.85em;
    overflow-wrap: anywhere;
  }
  .footnote-ref { color: inherit; }
  main img { background: none; }
  pre { white-space: pre-wrap; overflow: visible; overflow-wrap: anywhere; }
  .code-indent { white-space: pre; }
  table, .table-scroll { overflow: visible; }
  h1, h2, h3, h4, h5, h6 { break-after: avoid; break-inside: avoid; }
  figure, img, tr, .footnotes li { break-inside: avoid; }
  p, li { orphans: 2; widows: 2; }
  main > section[data-type] + section[data-type], main > section[data-type] + div[data-type="part"],
  main > div[data-type="part"] + section[data-type] { break-before: page; }
  .footnotes li:target { background: none; }
}
`;

/**
 * The dark palette, used when the reader's system asks for it (and never in print). Left out for a
 * book whose theme sets colours for a light page without saying how they look in the dark: its
 * colours win, and dark red headings on a dark page would be unreadable.
 */
export const SITE_DARK_CSS = `
:root { color-scheme: light dark; }
@media screen and (prefers-color-scheme: dark) {
  :root {
    --text: #e8e4dc;
    --muted: #a9a59d;
    --accent: #f2a48f;
    --rule: #3b3835;
    --paper: #18171a;
    --code-bg: #232125;
    --field-bg: #211f23;
    --hover-bg: rgba(242, 164, 143, 0.08);
    --current-bg: rgba(242, 164, 143, 0.14);
    --target-bg: #4a3f1d;
    --shadow: 0 8px 28px rgba(0, 0, 0, 0.55);
  }
  main img { background: #ffffff; border-radius: 2px; }
  .hljs-comment, .hljs-quote { color: #8b949e; }
  .hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-doctag { color: #ff7b72; }
  .hljs-string, .hljs-regexp, .hljs-addition, .hljs-attribute { color: #a5d6ff; }
  .hljs-number, .hljs-built_in, .hljs-type, .hljs-symbol, .hljs-bullet { color: #79c0ff; }
  .hljs-title, .hljs-section, .hljs-name, .hljs-selector-id, .hljs-selector-class { color: #d2a8ff; }
  .hljs-variable, .hljs-template-variable, .hljs-attr, .hljs-params { color: #ffa657; }
  .hljs-meta, .hljs-deletion { color: #ffa198; }
}
`;

/** The site keeps the light palette only: `color-scheme` so form fields and scrollbars agree. */
export const SITE_LIGHT_ONLY_CSS = `
:root { color-scheme: light; }
`;

/**
 * Whether a book's theme chooses colours (text or background colours) for a light page only, i.e.
 * without any `prefers-color-scheme` rule of its own.
 */
export function themeIsLightOnly(css: string | undefined): boolean {
  if (!css || /prefers-color-scheme/i.test(css)) return false;
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return (
    /(?:^|[{;\s])(?:color|background-color)\s*:/i.test(withoutComments) ||
    /(?:^|[{;\s])background\s*:[^;}]*(?:#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(?:white|black)\b)/i.test(
      withoutComments,
    )
  );
}
