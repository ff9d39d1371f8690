import { escapeAttribute, escapeText, serializeHtml } from '../dom/html-dom';
import { fillPlaceholder, parseDivision, relinkIds } from '../output/division-dom';
import { buildBookModel } from '../model/build-book-model';
import { BookModel, Division } from '../model/book-model';
import { renderIndexBody, renderTocList } from '../model/generated-content';
import { writeZip, ZipEntry } from '../output/write-zip';
import { RenderRequest, RenderResult } from '../types';
import { DEFAULT_HTML_CSS } from './default-style';
import { footnotesToEndnotes } from './footnotes-to-endnotes';
import { chunkFileNames } from './chunk-file-names';
import { fontFaceCss, loadBookFonts } from '../theme/fonts';
import { bookText } from '../theme/book-text';
import { bookHasMath } from '../math/book-has-math';

const STYLESHEET = 'style.css';

/** The `html` format: a zip holding a browsable, offline site (chunked, or one page when consolidated). */
export async function renderHtml(req: RenderRequest): Promise<RenderResult> {
  const options = req.config.formats.html ?? {};
  const model = await buildBookModel(req.source, req.config, {
    bookName: req.bookName,
    syntaxHighlighting: options.syntaxhighlighting !== false,
    signal: req.signal,
    format: 'html',
  });
  req.signal?.throwIfAborted();
  // `index: false` drops the generated index; `toc` is always honoured on the landing page for navigation.
  const divisions = model.divisions.filter((d) => !(d.kind === 'index' && options.index === false));
  // `toc: false`: a one-page book has no contents list; a chunked site keeps its landing page's, which
  // is how a reader finds the chapters.
  const pages = options.consolidated
    ? renderConsolidated(
        model,
        divisions.filter((d) => !(d.kind === 'toc' && options.toc === false)),
        options.toc !== false,
      )
    : renderChunked(model, divisions);

  const fonts = await loadBookFonts({ math: bookHasMath(model), usedText: bookText(model) });
  const base = `${fontFaceCss(fonts)}\n${DEFAULT_HTML_CSS}`;
  const css = model.themeCss === undefined ? base : `${base}\n/* Book theme */\n${model.themeCss}\n`;
  const entries: ZipEntry[] = [
    ...pages.map((page) => ({ name: page.file, data: Buffer.from(page.html, 'utf8') })),
    { name: STYLESHEET, data: Buffer.from(css, 'utf8') },
    ...model.assets.map((asset) => ({ name: asset.outputPath, data: asset.data })),
    ...fonts.map((font) => ({ name: font.file, data: font.data })),
  ];
  await writeZip(req.outFile, entries, req.signal);
  return { warnings: model.warnings };
}

interface Page {
  file: string;
  html: string;
}

function renderChunked(model: BookModel, divisions: Division[]): Page[] {
  const readingOrder = divisions.filter((d) => d.kind !== 'toc');
  const files = chunkFileNames(readingOrder);
  const fileOfId = new Map<string, string>();
  for (const division of divisions) {
    // The landing page is the table of contents, so a toc placeholder's ids live there.
    const file = files.get(division.id) ?? 'index.html';
    for (const id of division.ids) fileOfId.set(id, file);
  }
  const divisionIds = new Set(divisions.map((d) => d.id));
  const hrefFrom = (currentFile: string) => (id: string) => {
    const file = fileOfId.get(id);
    if (!file) return `#${encodeURIComponent(id)}`;
    if (file === currentFile) return `#${encodeURIComponent(id)}`;
    return divisionIds.has(id) ? file : `${file}#${encodeURIComponent(id)}`;
  };

  const contents = renderTocList(model, hrefFrom('index.html'), { include: (d) => readingOrder.includes(d) });
  const first = readingOrder[0];
  const landing = [
    navBar(undefined, first ? { href: files.get(first.id) as string, title: first.title } : undefined, false),
    '<main>',
    `<header><h1 class="book-title">${escapeText(model.title)}</h1></header>`,
    `<nav data-type="toc" id="toc" aria-label="Contents"><h2>Contents</h2>${contents}</nav>`,
    '</main>',
  ].join('\n');
  const pages: Page[] = [{ file: 'index.html', html: pageDocument(model, model.title, landing) }];

  readingOrder.forEach((division, index) => {
    const file = files.get(division.id) as string;
    const prev = readingOrder[index - 1];
    const next = readingOrder[index + 1];
    const body = divisionBody(model, division, hrefFrom(file));
    const nav = (position: string) =>
      navBar(
        prev
          ? { href: files.get(prev.id) as string, title: prev.title }
          : { href: 'index.html', title: 'Contents' },
        next ? { href: files.get(next.id) as string, title: next.title } : undefined,
        true,
        position,
      );
    const html = [nav('top'), `<main>\n${body}\n</main>`, nav('bottom')].join('\n');
    pages.push({ file, html: pageDocument(model, `${division.title} – ${model.title}`, html) });
  });
  return pages;
}

function renderConsolidated(model: BookModel, divisions: Division[], toc: boolean): Page[] {
  const hrefFor = (id: string) => `#${encodeURIComponent(id)}`;
  const parts = [`<header><h1 class="book-title">${escapeText(model.title)}</h1></header>`];
  if (toc && !divisions.some((d) => d.kind === 'toc')) {
    parts.push(
      `<nav data-type="toc" id="toc" aria-label="Contents"><h2>Contents</h2>${renderTocList(model, hrefFor)}</nav>`,
    );
  }
  for (const division of divisions) parts.push(divisionBody(model, division, hrefFor));
  return [
    { file: 'index.html', html: pageDocument(model, model.title, `<main>\n${parts.join('\n')}\n</main>`) },
  ];
}

/** One division's element, ready for a page: links pointed at the right file, placeholders filled. */
function divisionBody(model: BookModel, division: Division, hrefFor: (id: string) => string): string {
  const root = parseDivision(division);
  if (!root) return '';
  if (division.kind === 'toc') {
    fillPlaceholder(root, division.title, renderTocList(model, hrefFor));
  } else if (division.kind === 'index') {
    fillPlaceholder(root, division.title, renderIndexBody(model, hrefFor));
  }
  footnotesToEndnotes(root, division.id);
  relinkIds(root, hrefFor);
  return serializeHtml([root]);
}

interface NavLink {
  href: string;
  title: string;
}

function navBar(
  prev: NavLink | undefined,
  next: NavLink | undefined,
  contents: boolean,
  position = 'top',
): string {
  const link = (rel: string, arrowed: string, target?: NavLink) =>
    target
      ? `<a rel="${rel}" href="${escapeAttribute(target.href)}">${arrowed.replace('%', () => escapeText(target.title))}</a>`
      : '';
  return (
    `<nav class="page-nav page-nav-${position}" aria-label="Pages">` +
    `<span class="prev">${link('prev', '← %', prev)}</span>` +
    `<span class="contents">${contents ? '<a href="index.html">Contents</a>' : ''}</span>` +
    `<span class="next">${link('next', '% →', next)}</span>` +
    '</nav>'
  );
}

function pageDocument(model: BookModel, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(model.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Octavo">
<title>${escapeText(title)}</title>
<link rel="stylesheet" href="${STYLESHEET}">
</head>
<body>
${body}
</body>
</html>
`;
}
