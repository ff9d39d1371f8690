import { escapeAttribute, escapeText, serializeHtml } from '../dom/html-dom';
import { BookModel, Division } from '../model/book-model';
import { renderIndexBody } from '../model/generated-content';
import { fillPlaceholder, parseDivision } from '../output/division-dom';
import { footnotesToEndnotes } from '../html/footnotes-to-endnotes';
import { BOOK_CONTENT_CSS } from '../theme/book-style';
import { FontFace, fontFaceCss } from '../theme/fonts';
import { printPageCss, runningHeadCss } from './print-style';
import { TrimSize } from './trim-size';

export interface PrintOptions {
  trim: TrimSize;
  forPrint: boolean;
  toc: boolean;
  index: boolean;
  fonts: FontFace[];
  /** Page of each id from a previous pass; absent on the first pass (placeholders keep the layout). */
  pages?: Map<string, number>;
}

const PLACEHOLDER_PAGE = '000';
const TOC_ID = 'octavo-contents';

/** Divisions that get a contents entry. */
function listed(division: Division): boolean {
  return !['toc', 'titlepage', 'halftitlepage', 'copyright-page', 'dedication'].includes(division.kind);
}

/** The whole book as one HTML document for Chromium to paginate. */
export function printDocument(model: BookModel, options: PrintOptions): string {
  const page = (id: string) => {
    const n = options.pages?.get(id);
    return n === undefined ? PLACEHOLDER_PAGE : String(n);
  };
  const divisions = model.divisions.filter((d) => !(d.kind === 'index' && !options.index));
  const hasTocPlaceholder = divisions.some((d) => d.kind === 'toc');
  const heads: string[] = [];
  const body: string[] = [];

  if (model.cover) {
    body.push(
      `<section class="cover-page"><img src="${escapeAttribute(model.cover.href)}" alt="Cover"></section>`,
    );
  }
  if (!divisions.some((d) => d.kind === 'titlepage')) {
    const authors = model.authors.length
      ? `<p class="book-author">${escapeText(model.authors.join(', '))}</p>`
      : '';
    body.push(
      `<section class="titlepage-block"><h1 class="book-title" id="octavo-title">${escapeText(model.title)}</h1>${authors}</section>`,
    );
  }
  const contents = () =>
    `<nav data-type="toc" class="pdf-toc" id="${TOC_ID}"><h1>Contents</h1>${tocList(divisions, page)}</nav>`;
  if (options.toc && !hasTocPlaceholder) body.push(contents());

  divisions.forEach((division, index) => {
    if (division.kind === 'toc') {
      if (options.toc) body.push(contents());
      return;
    }
    const root = parseDivision(division);
    if (!root) return;
    if (division.kind === 'index') {
      const generated = renderIndexBody(model, (id) => `#${encodeURIComponent(id)}`, {
        locator: (id) => page(id),
      });
      fillPlaceholder(root, division.title, `<div class="index-columns">${generated}</div>`);
    }
    footnotesToEndnotes(root, division.id);
    const pageName = `d${index}`;
    root.attrs.set('style', `page: ${pageName}`);
    const head = division.label ? `${division.label} · ${division.title}` : division.title;
    heads.push(runningHeadCss(pageName, head));
    body.push(serializeHtml([root]));
  });

  // A link to every division makes Chromium record where each one starts (a named destination),
  // which is how their opening pages are found afterwards, with or without a contents page.
  const anchors = divisions
    .filter((d) => d.kind !== 'toc')
    .map((d) => `<a href="#${escapeAttribute(encodeURIComponent(d.id))}"></a>`)
    .join('');
  body.unshift(`<div class="octavo-destinations" aria-hidden="true">${anchors}</div>`);

  const css = [
    fontFaceCss(options.fonts),
    BOOK_CONTENT_CSS,
    printPageCss(options.trim, options.forPrint),
    heads.join('\n'),
    model.themeCss ? `/* Book theme */\n${model.themeCss}` : '',
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(model.lang)}">
<head>
<meta charset="utf-8">
<title>${escapeText(model.title)}</title>
${model.authors.length ? `<meta name="author" content="${escapeAttribute(model.authors.join(', '))}">` : ''}
<meta name="generator" content="Octavo">
<style>${css.replace(/<\/style/gi, '<\\/style')}</style>
</head>
<body>
${body.join('\n')}
</body>
</html>
`;
}

function tocList(divisions: Division[], page: (id: string) => string): string {
  const entry = (cls: string, id: string, text: string) =>
    `<li class="${cls}"><a href="#${escapeAttribute(encodeURIComponent(id))}"><span class="toc-text">${text}</span>` +
    `<span class="toc-leader"></span><span class="toc-page">${escapeText(page(id))}</span></a></li>`;
  const items: string[] = [];
  for (const division of divisions) {
    if (!listed(division)) continue;
    const label = division.label ? `${escapeText(division.label)}. ` : '';
    items.push(entry('toc-division', division.id, `${label}${escapeText(division.title)}`));
    for (const section of division.sections) {
      if (section.level === 1) items.push(entry('toc-section', section.id, escapeText(section.title)));
    }
  }
  return `<ol>${items.join('')}</ol>`;
}
