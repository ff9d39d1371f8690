import { stat } from 'node:fs/promises';
import { escapeAttribute, escapeText, serializeHtml } from '../dom/html-dom';
import { fillPlaceholder, parseDivision, relinkIds } from '../output/division-dom';
import { buildModelFor } from '../model/model-for-render';
import { BookAsset, BookModel, Division } from '../model/book-model';
import { listedInContents, renderIndexBody, renderTocList } from '../model/generated-content';
import { writeZip, ZipEntry } from '../output/write-zip';
import { oversizedEditionWarning } from '../limits/oversized-edition';
import { RenderRequest, RenderResult } from '../types';
import { DEFAULT_HTML_CSS } from './default-style';

import { ATLAS_FIGURE_WIDTHS } from '../theme/book-style';
import { wrapTablesToScroll } from './scrollable-tables';
import { footnotesToEndnotes } from './footnotes-to-endnotes';
import { chunkFileNames } from './chunk-file-names';
import { fontFaceCss, loadBookFonts, uniqueFontFiles } from '../theme/fonts';
import { bookText } from '../theme/book-text';
import { bookHasMath } from '../math/book-has-math';
import { optional, rightToLeftCss } from '../theme/right-to-left-style';
import { SITE_CSS, SITE_DARK_CSS, SITE_LIGHT_ONLY_CSS, themeIsLightOnly } from './site-style';
import { siteScript } from './site-script';
import { siteFootnotes } from './site-footnotes';
import { SiteLabels, siteLabelsFor } from './site-labels';
import { levelHeadings } from './heading-levels';
import { imageSize, percentWidthCss, sizeImages } from './image-dimensions';
import { markBareUrls } from './print-links';
import { sidebarContents } from './site-contents';
import { SearchDocument, searchDocuments } from './search-documents';
import { miniSearchLibrary, searchIndexScript } from './search-index';
import {
  NavLink,
  SEARCH_INDEX_FILE,
  SEARCH_LIBRARY_FILE,
  SITE_SCRIPT_FILE,
  sitePage,
  STYLESHEET,
} from './site-page';
import { digitsOf, nativeDigitsCss } from '../typography/native-digits';

/**
 * The `html` format: a zip holding a browsable, offline site (chunked, or one page when consolidated),
 * with a contents sidebar, full-text search built here and shipped as a script, footnotes that open
 * in place, light and dark themes and a print stylesheet.
 */
export async function renderHtml(req: RenderRequest): Promise<RenderResult> {
  const options = req.config.formats.html ?? {};
  const model = await buildModelFor(req, 'html');
  req.signal?.throwIfAborted();
  // `index: false` drops the generated index; `toc` is always honoured on the landing page for navigation.
  const divisions = model.divisions.filter((d) => !(d.kind === 'index' && options.index === false));
  const site = new SiteBuilder(model);
  // `toc: false`: a one-page book has no contents list; a chunked site keeps its landing page's, which
  // is how a reader finds the chapters.
  const pages = options.consolidated
    ? renderConsolidated(
        site,
        divisions.filter((d) => !(d.kind === 'toc' && options.toc === false)),
        options.toc !== false,
      )
    : renderChunked(site, divisions);

  // Built once the zip has taken the entries before it (their compression runs on libuv's threads meanwhile):
  // about 70 ms of the corpus book's search index overlap its pages' compression.
  const searchIndex = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => searchIndexScript(site.searchDocuments, req.cache?.cache))
    .then((script) => Buffer.from(script, 'utf8'));
  const fonts = await loadBookFonts({
    math: bookHasMath(model),
    usedText: bookText(model, Object.values(site.siteLabels)),
    lang: model.lang,
  });
  const palette = site.lightOnly ? SITE_LIGHT_ONLY_CSS : SITE_DARK_CSS;
  const base = [
    fontFaceCss(fonts),
    DEFAULT_HTML_CSS,
    SITE_CSS,
    ATLAS_FIGURE_WIDTHS,
    palette,
    percentWidthCss(site.percentWidths),
    ...optional(rightToLeftCss(model.direction, 'site')),
    ...optional(nativeDigitsCss(model.lang)),
  ].join('\n');
  const css = model.themeCss === undefined ? base : `${base}\n/* Book theme */\n${model.themeCss}\n`;
  const entries: ZipEntry[] = [
    ...pages.map((page) => ({ name: page.file, data: Buffer.from(page.html, 'utf8') })),
    { name: STYLESHEET, data: Buffer.from(css, 'utf8') },
    { name: SITE_SCRIPT_FILE, data: Buffer.from(siteScript(site.siteLabels, model.labels.footnote), 'utf8') },
    { name: SEARCH_LIBRARY_FILE, data: Buffer.from(miniSearchLibrary(), 'utf8') },
    { name: SEARCH_INDEX_FILE, data: searchIndex },
    ...model.assets.map((asset) => ({ name: asset.outputPath, data: asset.data })),
    ...uniqueFontFiles(fonts).map((font) => ({ name: font.file, data: font.data })),
  ];
  await writeZip(req.outFile, entries, req.signal, req.sourceDate);
  const images = model.assets
    .filter((asset) => asset.mediaType.startsWith('image/'))
    .map((asset) => ({ sourcePath: asset.sourcePath, bytes: asset.data.length }));
  const oversized = oversizedEditionWarning('HTML zip', (await stat(req.outFile)).size, images, {
    file: req.config.configFile ?? 'platform.json',
    why: "each page loads its images at this size on the reader's screen, and the published site is that heavy",
    advice:
      'save the largest images smaller in the repository (a screen shows at most about 2,048 px a side; ' +
      '"downsample_images" shrinks them in the EPUB and MOBI only)',
  });
  return {
    warnings: oversized ? [...model.warnings, oversized] : model.warnings,
    ...(model.notes ? { notes: model.notes } : {}),
  };
}

interface Page {
  file: string;
  html: string;
}

/** Turns divisions into page bodies, collecting what the search index needs on the way. */
class SiteBuilder {
  readonly searchDocuments: SearchDocument[] = [];
  readonly percentWidths = new Set<string>();
  private documentCount = 0;
  private readonly assetsByHref: Map<string, BookAsset>;
  readonly lightOnly: boolean;
  readonly siteLabels: SiteLabels;

  constructor(readonly model: BookModel) {
    this.lightOnly = themeIsLightOnly(model.themeCss);
    this.siteLabels = siteLabelsFor(model.lang);
    this.assetsByHref = new Map(model.assets.map((asset) => [asset.href, asset]));
  }

  /**
   * One division's element, ready for a page: links pointed at the right file, placeholders filled,
   * notes at the end, images sized, headings in order. `searchHref` is how the search (which runs on
   * any page, all of which sit at the site's root) links to an id.
   */
  divisionBody(
    division: Division,
    hrefFor: (id: string) => string,
    searchHref: (id: string) => string,
  ): string {
    const root = parseDivision(division);
    if (!root) return '';
    if (division.kind === 'toc') {
      fillPlaceholder(root, division.title, renderTocList(this.model, hrefFor));
    } else if (division.kind === 'index') {
      fillPlaceholder(root, division.title, renderIndexBody(this.model, hrefFor));
    } else {
      const next = () => this.documentCount++;
      for (const document of searchDocuments(root, division, searchHref, next))
        this.searchDocuments.push(document);
    }
    footnotesToEndnotes(root, division.id, this.model.labels, digitsOf(this.model.lang));
    siteFootnotes(root, this.model.labels);
    relinkIds(root, hrefFor);
    sizeImages(root, this.assetsByHref, this.percentWidths);
    wrapTablesToScroll(root);
    levelHeadings(root);
    markBareUrls(root);
    return serializeHtml([root]);
  }
}

function renderChunked(site: SiteBuilder, divisions: Division[]): Page[] {
  const model = site.model;
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
  const fromRoot = hrefFrom('');
  const page = (file: string, title: string, main: string, current?: Division, nav?: NavPair): Page => ({
    file,
    html: sitePage({
      lang: model.lang,
      direction: model.direction,
      labels: site.siteLabels,
      contentsLabel: model.labels.contents,
      title,
      bookTitle: model.title,
      description: model.description,
      // A division's entry names its page, even on that page (the scroll-following marks only sections).
      contents: sidebarContents(
        readingOrder,
        (id) => (divisionIds.has(id) ? (files.get(id) ?? 'index.html') : hrefFrom(file)(id)),
        { current, ...(model.contentsDepth === undefined ? {} : { depth: model.contentsDepth }) },
      ),
      single: false,
      lightOnly: site.lightOnly,
      main,
      nav,
    }),
  });

  const contents = renderTocList(model, hrefFrom('index.html'), {
    include: (d) => readingOrder.includes(d) && listedInContents(d),
  });
  const first = readingOrder[0];
  const landing = [
    siteCover(model),
    `<header><h1 class="book-title">${escapeText(model.title)}</h1></header>`,
    `<nav data-type="toc" id="toc" aria-label="${escapeAttribute(model.labels.contents)}"><h2>${escapeText(model.labels.contents)}</h2>${contents}</nav>`,
  ].join('\n');
  const pages: Page[] = [
    page('index.html', model.title, landing, undefined, {
      next: first ? { href: files.get(first.id) as string, title: first.title } : undefined,
      contents: false,
    }),
  ];

  readingOrder.forEach((division, index) => {
    const file = files.get(division.id) as string;
    const prev = readingOrder[index - 1];
    const next = readingOrder[index + 1];
    const body = site.divisionBody(division, hrefFrom(file), fromRoot);
    pages.push(
      page(file, pageTitle(division.title, model.title), body, division, {
        prev: prev
          ? { href: files.get(prev.id) as string, title: prev.title }
          : { href: 'index.html', title: model.labels.contents },
        next: next ? { href: files.get(next.id) as string, title: next.title } : undefined,
        contents: true,
      }),
    );
  });
  return pages;
}

/**
 * The book's cover (Atlas's `cover.html`, `<figure data-type="cover">`) opens the site's front page, as it opens the
 * EPUB and the PDF: the image was packed into the site but shown nowhere. Its alt is empty: the book's title, which
 * the cover shows, is the heading right after it.
 */
function siteCover(model: BookModel): string {
  if (!model.cover) return '';
  const size = imageSize(model.cover);
  const box =
    size && size.width > 0 && size.height > 0
      ? ` width="${Math.round(size.width)}" height="${Math.round(size.height)}"`
      : '';
  return `<figure class="site-cover"><img src="${escapeAttribute(model.cover.href)}" alt=""${box}/></figure>`;
}

interface NavPair {
  prev?: NavLink;
  next?: NavLink;
  contents: boolean;
}

/** The pages a book opens with, before its contents. */
const OPENING_PAGES = new Set<Division['kind']>(['halftitlepage', 'titlepage', 'copyright-page']);

function renderConsolidated(site: SiteBuilder, divisions: Division[], toc: boolean): Page[] {
  const model = site.model;
  const hrefFor = (id: string) => `#${encodeURIComponent(id)}`;
  // A book with its own title page (Atlas's titlepage.html) shows the title there: a generated heading above it
  // printed the title twice in a row, as the PDF's generated title page is left out for it (front-matter.ts).
  const ownTitlePage = divisions.some((d) => d.kind === 'titlepage');
  const parts = [
    siteCover(model),
    ownTitlePage ? '' : `<header><h1 class="book-title">${escapeText(model.title)}</h1></header>`,
  ];
  // Generated contents follow the pages a book opens with (half-title, title, copyright), as Atlas's toc.html does.
  const opening = divisions.findIndex((d) => !OPENING_PAGES.has(d.kind));
  const bodies = divisions.map((division) => site.divisionBody(division, hrefFor, hrefFor));
  if (toc && !divisions.some((d) => d.kind === 'toc')) {
    bodies.splice(
      opening === -1 ? bodies.length : opening,
      0,
      `<nav data-type="toc" id="toc" aria-label="${escapeAttribute(model.labels.contents)}"><h2>${escapeText(model.labels.contents)}</h2>${renderTocList(model, hrefFor)}</nav>`,
    );
  }
  parts.push(...bodies);
  const html = sitePage({
    lang: model.lang,
    direction: model.direction,
    labels: site.siteLabels,
    contentsLabel: model.labels.contents,
    title: model.title,
    bookTitle: model.title,
    description: model.description,
    contents: sidebarContents(
      divisions.filter((d) => d.kind !== 'toc'),
      hrefFor,
      { allSections: true, ...(model.contentsDepth === undefined ? {} : { depth: model.contentsDepth }) },
    ),
    single: true,
    lightOnly: site.lightOnly,
    main: parts.join('\n'),
  });
  return [{ file: 'index.html', html }];
}

/** A page's title: its division's, then the book's; the book's alone where the division is named by it. */
export function pageTitle(divisionTitle: string, bookTitle: string): string {
  return divisionTitle.trim() === '' || divisionTitle === bookTitle
    ? bookTitle
    : `${divisionTitle} \u2013 ${bookTitle}`;
}
