import { TrimSize } from './trim-size';

export function cssString(value: string): string {
  return `"${value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')}"`;
}

/** Page layout for print: trim size, margins, folios, chapter openings (recto for `version: print`). */
export function printPageCss(trim: TrimSize, forPrint: boolean): string {
  const side = trim.widthPt < 500 ? 0.7 : 0.9;
  const margins = forPrint
    ? `@page :left { margin-left: ${side - 0.1}in; margin-right: ${side + 0.1}in; }
@page :right { margin-left: ${side + 0.1}in; margin-right: ${side - 0.1}in; }`
    : '';
  const opening = forPrint ? 'right' : 'page';
  return `
@page {
  size: ${trim.width} ${trim.height};
  margin: 0.8in ${side}in 0.8in ${side}in;
  @bottom-center { content: counter(page); font-family: "Octavo Sans", sans-serif; font-size: 8.5pt; color: #444; }
}
${margins}
@page cover { margin: 0; @bottom-center { content: none; } }
@page front { @bottom-center { content: none; } }
html { font-size: 10pt; }
.octavo-destinations { position: absolute; top: 0; left: 0; width: 1px; height: 1px; overflow: hidden; }
.octavo-destinations a { display: block; width: 1px; height: 1px; }
body { margin: 0; }
section.cover-page { page: cover; height: ${trim.height}; width: ${trim.width}; overflow: hidden; text-align: center; }
section.cover-page img { height: 100%; width: 100%; object-fit: contain; }
section.titlepage-block { page: front; break-before: page; padding-top: 30%; }
.book-title { font-size: 26pt; }
body > section, body > nav, body > div[data-type="part"] { break-before: ${opening}; }
body > section.cover-page { break-before: auto; }
[data-type="part"] > h1 { font-size: 28pt; margin-top: 35%; text-align: center; }
[data-type="chapter"] > h1, [data-type="appendix"] > h1, [data-type="preface"] > h1 { margin-top: 0.6in; }
a[data-type="indexterm"] { display: inline; }
pre { white-space: pre-wrap; }
nav.pdf-toc ol { list-style: none; padding: 0; margin: 0; }
nav.pdf-toc li { margin: 0.15em 0; }
nav.pdf-toc li.toc-division { margin-top: 0.6em; font-weight: 600; }
nav.pdf-toc li.toc-section { padding-left: 1.8em; font-size: 0.95em; }
nav.pdf-toc a { display: flex; align-items: baseline; color: inherit; }
nav.pdf-toc .toc-text { flex: 0 1 auto; }
nav.pdf-toc .toc-leader { flex: 1 1 auto; border-bottom: 1px dotted #888; margin: 0 0.4em; min-width: 1em; }
nav.pdf-toc .toc-page { flex: 0 0 auto; font-variant-numeric: tabular-nums; }
[data-type="index"] [data-type="indexdiv"] { break-inside: auto; }
[data-type="index"] .index-columns { column-count: 2; column-gap: 1.5em; font-size: 0.92em; }
`;
}

/** Running heads without `string-set`: each division gets a named page whose top margin box holds its title. */
export function runningHeadCss(pageName: string, head: string): string {
  return `@page ${pageName} { @top-center { content: ${cssString(head)}; font-family: "Octavo Sans", sans-serif; font-size: 8.5pt; color: #444; } }`;
}
