import { stat } from 'node:fs/promises';
import {
  DomNode,
  escapeAttribute,
  escapeText,
  findElements,
  replaceElements,
  text,
  walkElements,
} from '../dom/html-dom';
import { removeLink } from '../dom/remove-link';
import { chunkFileNames } from '../html/chunk-file-names';
import { percentWidthCss, percentWidthToClass } from '../html/image-dimensions';
import { buildModelFor } from '../model/model-for-render';
import { BookAsset, BookModel, Division } from '../model/book-model';
import { BookLabels } from '../model/labels';
import { contentsTree, isOpeningPage, renderIndexBody, renderTocList } from '../model/generated-content';
import { DEFAULT_CONTENTS_DEPTH } from '../model/contents-depth';
import { blockAnchors } from '../output/block-anchors';
import { fillPlaceholder, parseDivision, relinkIds } from '../output/division-dom';
import { BOOK_CONTENT_CSS, keptWholeBoxesCss, stackedMarksCss } from '../theme/book-style';
import { optional, rightToLeftCss } from '../theme/right-to-left-style';
import { fontFaceCss, loadBookFonts, uniqueFontFiles } from '../theme/fonts';
import { bookText } from '../theme/book-text';
import { bookHasMath } from '../math/book-has-math';
import { FIXED_SOURCE_DATE, FormatOptions, RenderRequest, RenderResult } from '../types';
import { writeEpubZip } from './epub-zip';
import { BookWarning, warning } from '../warnings';
import { oversizedEditionWarning } from '../limits/oversized-edition';
import {
  bookIdentifier,
  CONTAINER_XML,
  ManifestItem,
  navDocumentBody,
  ncxDocument,
  NavPoint,
  packageDocument,
} from './package-documents';
import { cleanForXhtml, serializeXhtml, xhtmlDocument } from './xhtml';
import { accessibilityMetadata, AccessibilityMetadata } from './accessibility-metadata';
import { isAnimatedImage } from './animated-images';
import { CONVERTED_TYPES, describeDownsampling, downsampleImages, EbookImage } from './downsample-images';
import { renamedHref, relinkRenamedFiles } from './renamed-images';
import { footnotesToEpubNotes } from './epub-footnotes';
import { setEpubType } from './epub-roles';
import { EPUB_CSS } from './epub-style';
import { levelHeadings } from './heading-levels';
import { auditContent } from './content-audit';
import { insertPageBreaks, PageTarget, pageListNav, PrintPages, printSourceOf } from './page-list';
import { themeProblems } from './theme-checks';
import { SelectorPresence } from './selector-presence';
import { svgForEpub } from './svg-doctype';
import { withoutFlowedText } from './svg-flowed-text';
import { withPathData } from './svg-empty-paths';
import { hrefToPath } from '../paths/repo-path';
import { diagramsNetSvgForEpub } from './diagrams-net-svg';
import { withSvg11Attributes } from './svg-schema-attributes';
import { keepPlayableMedia, playableMedia } from './epub-players';
import { digitsOf, nativeDigitsCss } from '../typography/native-digits';

/** Image types every EPUB 3 reading system must show (EPUB 3.2 core media types). */
const CORE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml']);

/**
 * An image's bytes as the EPUB holds them: an SVG without the outside DTD EPUB 3 forbids, SVG 1.2's flowed text,
 * paths without data, diagrams.net's HTML labels, or attributes newer than SVG 1.1 (Excalidraw's).
 */
function imageForEpub(image: { data: Buffer; mediaType: string }): Buffer {
  return image.mediaType === 'image/svg+xml'
    ? withSvg11Attributes(diagramsNetSvgForEpub(withPathData(withoutFlowedText(svgForEpub(image.data)))))
    : image.data;
}
const XHTML = 'application/xhtml+xml';
const EPUB_TYPES: Partial<Record<Division['kind'], string>> = {
  chapter: 'chapter',
  appendix: 'appendix',
  preface: 'preface',
  part: 'part',
  foreword: 'foreword',
  introduction: 'introduction',
  afterword: 'afterword',
  acknowledgments: 'acknowledgments',
  conclusion: 'conclusion',
  glossary: 'glossary',
  bibliography: 'bibliography',
  index: 'index',
  dedication: 'dedication',
  colophon: 'colophon',
  'copyright-page': 'copyright-page',
  titlepage: 'titlepage',
  toc: 'toc',
};

/** Front and back matter, so reading systems know where the body of the book starts and ends. */
const FRONT_MATTER = new Set<Division['kind']>([
  'titlepage',
  'halftitlepage',
  'copyright-page',
  'dedication',
  'foreword',
  'preface',
]);
const BACK_MATTER = new Set<Division['kind']>([
  'appendix',
  'afterword',
  'glossary',
  'bibliography',
  'colophon',
]);

/** What an EPUB can carry beyond the book model. */
export interface EpubExtras {
  /** The print edition's pages (from the PDF build): page-list, page-break markers, `dc:source`. */
  printPages?: PrintPages;
  /**
   * Ship no fonts: for the EPUB Calibre turns into a MOBI. Kindles read no WOFF2, so Calibre left the fonts out and
   * kept their 38 `@font-face` rules pointing at nothing (the corpus book's KF8 CSS); the Kindle's own fonts print.
   */
  withoutFonts?: boolean;
  /**
   * Warn when the EPUB is too heavy (`oversized-edition.ts`), naming the book's config file: for the `epub` format,
   * not for the EPUB Calibre turns into a MOBI.
   */
  sizeWarning?: boolean;
}

export interface EpubResult extends RenderResult {
  accessibility: AccessibilityMetadata;
}

/**
 * The `epub` format: EPUB 3 (with an NCX for older readers), fonts and images inside. With
 * `printPages` (the PDF edition's page of each anchor, from the PDF build of the same commit) it also
 * carries the print page numbers: page-break markers, a page-list and the print source.
 */
export async function renderEpub(
  req: RenderRequest,
  extras: Pick<EpubExtras, 'printPages'> = {},
): Promise<EpubResult> {
  const options = req.config.formats.epub ?? {};
  const model = await buildModelFor(req, 'epub');
  return writeEpub(model, options, req, { ...extras, sizeWarning: true });
}

/**
 * Writes `model` as an EPUB to `req.outFile` (also the first step of MOBI). With `extras.printPages`
 * (the PDF edition's page of each anchor) it carries the print page numbers as well.
 */
export async function writeEpub(
  model: BookModel,
  options: FormatOptions,
  req: Pick<RenderRequest, 'config' | 'outFile' | 'signal' | 'bookName' | 'sourceDate' | 'cache'>,
  extras: EpubExtras = {},
): Promise<EpubResult> {
  const warnings = [...model.warnings];
  const images = await ebookImages(model, options, req);
  const fonts = extras.withoutFonts
    ? []
    : await loadBookFonts({
        math: bookHasMath(model),
        usedText: bookText(model),
        lang: model.lang,
      });
  const divisions = model.divisions.filter((d) => !(d.kind === 'index' && options.index === false));
  // The contents page lists what this edition holds: not an index it leaves out (a link to no file).
  const listed: BookModel = { ...model, divisions };
  const files = chunkFileNames(divisions);
  const fileOf = (division: Division) => (files.get(division.id) as string).replace(/\.html$/, '.xhtml');
  const fileOfId = new Map<string, string>();
  for (const division of divisions) for (const id of division.ids) fileOfId.set(id, fileOf(division));
  const divisionIds = new Set(divisions.map((d) => d.id));
  const hrefFrom = (current: string) => (id: string) => {
    const file = fileOfId.get(id);
    if (!file) return `#${encodeURIComponent(id)}`;
    if (file === current) return `#${encodeURIComponent(id)}`;
    return divisionIds.has(id) ? file : `${file}#${encodeURIComponent(id)}`;
  };

  const shippable = model.assets.filter((a) => CORE_IMAGE_TYPES.has(images.item(a).mediaType));
  const shippableHrefs = new Set(shippable.map((a) => a.href));
  const assetsByHref = new Map(model.assets.map((a) => [a.href, a]));
  const playable = playableMedia(model.assets);
  const played = new Set<BookAsset>();
  const manifest: ManifestItem[] = [];
  const spine: { idref: string; linear?: boolean }[] = [];
  const entries: { name: string; data: Buffer }[] = [];
  const add = (item: ManifestItem, data: Buffer | string) => {
    manifest.push(withContentProperties(item, data));
    entries.push({
      // The manifest holds the URL (`a%20b.png`); the entry is the file it names (`a b.png`).
      name: `OEBPS/${hrefToPath(item.href)}`,
      data: Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8'),
    });
  };
  const page = (title: string, body: string, bodyType?: string) =>
    xhtmlDocument({
      lang: model.lang,
      direction: model.direction,
      title,
      body,
      stylesheets: ['style.css'],
      ...(bodyType ? { bodyType } : {}),
    });

  const css = [
    fontFaceCss(fonts),
    BOOK_CONTENT_CSS,
    keptWholeBoxesCss(false),
    EPUB_CSS,
    ...optional(rightToLeftCss(model.direction, 'epub')),
    ...optional(nativeDigitsCss(model.lang)),
    ...optional(stackedMarksCss(model.lang)),
    model.themeCss ? `/* Book theme */\n${model.themeCss}` : '',
  ].join('\n');
  add({ id: 'style', href: 'style.css', mediaType: 'text/css' }, css);
  // Completed once every chapter is written: the percentage widths its images were given.
  const styleEntry = entries[entries.length - 1]!;
  const percentWidths = new Set<string>();
  uniqueFontFiles(fonts).forEach((font, i) =>
    add({ id: `font${i + 1}`, href: font.file, mediaType: 'font/woff2' }, font.data),
  );

  let coverImageId: string | undefined;
  const landmarks: { type: string; href: string; text: string }[] = [];
  if (model.cover && CORE_IMAGE_TYPES.has(images.item(model.cover).mediaType)) {
    coverImageId = 'cover-image';
    add(
      { id: coverImageId, ...images.item(model.cover), properties: 'cover-image' },
      images.bytes(model.cover),
    );
    const body = `<section class="cover-page" epub:type="cover"><img src="${escapeAttribute(images.item(model.cover).href)}" alt="${escapeAttribute(model.title)}"/></section>`;
    add({ id: 'cover', href: 'cover.xhtml', mediaType: XHTML }, page(model.labels.cover, body, 'cover'));
    spine.push({ idref: 'cover' });
    landmarks.push({ type: 'cover', href: 'cover.xhtml', text: model.labels.cover });
  } else if (model.cover) {
    warnings.push(
      warning(
        'cover',
        model.cover.sourcePath,
        'the cover is not a PNG, JPEG, GIF or SVG image; the EPUB has no cover',
      ),
    );
  }
  shippable
    .filter((asset) => asset !== model.cover)
    .forEach((asset, i) => add({ id: `img${i + 1}`, ...images.item(asset) }, images.bytes(asset)));

  if (!divisions.some((d) => d.kind === 'titlepage')) {
    const authors = model.authors.length
      ? `<p class="book-author">${escapeText(model.authors.join(', '))}</p>`
      : '';
    const body = `<section class="titlepage-block" epub:type="titlepage"><h1 class="book-title">${escapeText(model.title)}</h1>${authors}</section>`;
    add(
      { id: 'titlepage', href: 'titlepage.xhtml', mediaType: XHTML },
      page(model.title, body, 'frontmatter'),
    );
    spine.push({ idref: 'titlepage' });
    landmarks.push({ type: 'titlepage', href: 'titlepage.xhtml', text: model.labels.titlepage });
  }

  const navPoints = buildNavPoints(divisions, fileOf, model.contentsDepth ?? DEFAULT_CONTENTS_DEPTH.list);
  const placedToc = options.toc !== false ? divisions.find((d) => d.kind === 'toc') : undefined;
  // The nav document is also the visible contents page unless the book placed its own, after the pages the
  // book opens with (title, copyright, dedication), where the PDF prints its contents; without a visible
  // contents page (toc: false) it stays in the spine out of the reading order, so the landmarks that point at
  // it stay inside the publication.
  const navAt = placedToc ? -1 : divisions.findIndex((d) => !isOpeningPage(d));
  const placeNav = () => spine.push({ idref: 'nav', ...(options.toc === false ? { linear: false } : {}) });

  const takenIds = new Set(fileOfId.keys());
  const placedPages = new Set<string>();
  const pageTargets: PageTarget[] = [];
  const audit = {
    images: 0,
    imagesLeftOut: warnings
      .filter((w) => w.kind === 'image-refused' || w.kind === 'image-missing')
      .reduce((sum, w) => sum + (w.count ?? 1), 0),
    footnotes: false,
    headingSkips: [] as string[],
    lowContrastText: [] as string[],
  };
  const presence = new SelectorPresence();
  const noteDigits = digitsOf(model.lang);
  divisions.forEach((division, index) => {
    if (index === navAt) placeNav();
    const file = fileOf(division);
    if (division.kind === 'toc' && options.toc === false) return;
    const root = parseDivision(division);
    if (!root) return;
    if (division.kind === 'toc') fillPlaceholder(root, division.title, renderTocList(listed, hrefFrom(file)));
    if (division.kind === 'index')
      fillPlaceholder(root, division.title, renderIndexBody(model, hrefFrom(file)));
    // Named after the generated contents and index are in: their letter headings are on the PDF's pages too.
    const anchors = extras.printPages ? blockAnchors(root, division.id) : undefined;
    footnotesToEpubNotes(root, division.id, noteDigits);
    relinkIds(root, hrefFrom(file));
    const epubType = EPUB_TYPES[division.kind];
    if (epubType) setEpubType(root, epubType);
    levelHeadings(root);
    if (extras.printPages) {
      pageTargets.push(...insertPageBreaks(root, file, extras.printPages, placedPages, takenIds, anchors));
    }
    const warned = warnings.length;
    root.children = keepShippableMedia(root.children, shippableHrefs, division, assetsByHref, warnings);
    audit.imagesLeftOut += warnings.slice(warned).filter((w) => w.kind === 'image-refused').length;
    root.children = keepPlayableMedia(root.children, playable, played, division.sourceFile, warnings);
    relinkRenamedFiles([root], images.renamed);
    const found = auditContent(root, file, division.sourceFile);
    audit.images += found.images;
    audit.footnotes ||= found.footnotes;
    audit.headingSkips.push(...found.headingSkips);
    audit.lowContrastText.push(...found.lowContrastText);
    warnings.push(...found.warnings);
    walkElements([root], (el) => {
      if (el.name === 'img') percentWidthToClass(el, percentWidths);
    });
    cleanForXhtml([root]);
    presence.add([root]);
    const id = `d${index + 1}`;
    add(
      { id, href: file, mediaType: XHTML },
      page(division.title, serializeXhtml([root]), bodyTypeOf(division)),
    );
    spine.push({ idref: id });
  });
  if (!placedToc && navAt === -1) placeNav();
  if (percentWidths.size > 0)
    styleEntry.data = Buffer.from(`${css}\n${percentWidthCss(percentWidths)}\n`, 'utf8');
  [...played].forEach((asset, i) =>
    add({ id: `media${i + 1}`, href: asset.href, mediaType: asset.mediaType }, asset.data),
  );

  add(
    { id: 'nav', href: 'nav.xhtml', mediaType: XHTML, properties: 'nav' },
    page(
      model.labels.contents,
      navDocumentBody(
        navPoints,
        landmarksWith(
          landmarks,
          divisions,
          fileOf,
          placedToc ? fileOf(placedToc) : 'nav.xhtml',
          model.labels,
        ),
        pageListNav(pageTargets, escapeAttribute, model.labels.pages),
        model.labels,
      ),
    ),
  );

  const problems = model.themeCss
    ? themeProblems(
        model.themeCss,
        `${BOOK_CONTENT_CSS}\n${EPUB_CSS}`,
        (selector) => presence.mayMatch(selector),
        (outer, inner) => presence.mayContain(outer, inner),
      )
    : [];
  // The book builds as its theme asks; the author learns why the EPUB claims no accessibility conformance.
  for (const problem of problems) {
    warnings.push(
      warning(
        'theme',
        undefined,
        `the book's theme: ${problem}; the EPUB claims no WCAG 2 AA conformance while it does`,
      ),
    );
  }
  const accessibility = accessibilityMetadata({
    images: audit.images,
    imagesLeftOut: audit.imagesLeftOut,
    imagesWithoutAlt: warnings
      .filter((w) => w.kind === 'image-alt-missing')
      .reduce((sum, w) => sum + (w.count ?? 1), 0),
    math: divisions.some((d) => /<math[\s>]/.test(d.html)),
    footnotes: audit.footnotes,
    index: divisions.some((d) => d.kind === 'index') && model.indexTerms.length > 0,
    printPages: pageTargets.length > 0,
    language: model.languageUndeclared ?? 'declared',
    headingSkips: audit.headingSkips,
    themeProblems: problems,
    lowContrastText: audit.lowContrastText,
    animatedImages: shippable
      .filter(
        (asset) =>
          asset !== model.cover && isAnimatedImage(images.bytes(asset), images.item(asset).mediaType),
      )
      .map((asset) => asset.sourcePath),
  });

  const identifier = bookIdentifier(model, req.bookName);
  add(
    { id: 'ncx', href: 'toc.ncx', mediaType: 'application/x-dtbncx+xml' },
    ncxDocument(identifier, model.title, navPoints),
  );
  const opf = packageDocument({
    model,
    identifier,
    modified: (req.sourceDate ?? FIXED_SOURCE_DATE).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    manifest,
    spine,
    accessibility,
    ...(coverImageId ? { coverImageId } : {}),
    ...(pageTargets.length > 0 ? { pageSource: printSourceOf(extras.printPages, model) } : {}),
  });
  req.signal?.throwIfAborted();
  await writeEpubZip(
    req.outFile,
    [
      { name: 'META-INF/container.xml', data: Buffer.from(CONTAINER_XML, 'utf8') },
      { name: 'OEBPS/content.opf', data: Buffer.from(opf, 'utf8') },
      ...entries,
    ],
    req.sourceDate,
    req.signal,
  );
  if (extras.sizeWarning) {
    const configFile = req.config.configFile ?? 'platform.json';
    const shipped = shippable.map((asset) => ({
      sourcePath: asset.sourcePath,
      bytes: images.bytes(asset).length,
    }));
    const oversized = oversizedEditionWarning('EPUB', (await stat(req.outFile)).size, shipped, {
      file: configFile,
      why:
        'KDP charges each copy sold a delivery fee by the megabyte and refuses an EPUB over 650 MB, and a reader ' +
        'waits minutes for it to download',
      advice:
        options.downsample_images === true
          ? 'save the largest images smaller in the repository (an e-reader shows at most about 2,048 px a side)'
          : `set "downsample_images": true in "formats": {"epub": …} of ${configFile}: images larger ` +
            'than an e-reader shows are scaled to 2,048 px and photographs saved as PNG are shipped as JPEG',
    });
    if (oversized) warnings.push(oversized);
  }
  const notes = [...(model.notes ?? []), ...images.notes];
  return { warnings, accessibility, ...(notes.length ? { notes } : {}) };
}

function bodyTypeOf(division: Division): string | undefined {
  if (division.kind === 'toc' || division.kind === 'index') return undefined;
  if (FRONT_MATTER.has(division.kind)) return 'frontmatter';
  if (BACK_MATTER.has(division.kind)) return 'backmatter';
  return 'bodymatter';
}

/**
 * EPUB 3 requires a content document holding MathML or inline SVG to say so in the manifest (`properties="mathml"`,
 * `"svg"`).
 */
function withContentProperties(item: ManifestItem, data: Buffer | string): ManifestItem {
  if (item.mediaType !== XHTML) return item;
  const content = Buffer.isBuffer(data) ? data.toString('utf8') : data;
  const added = [/<math[\s>]/.test(content) ? 'mathml' : '', /<svg[\s>]/.test(content) ? 'svg' : ''].filter(
    Boolean,
  );
  if (added.length === 0) return item;
  const properties = [...(item.properties?.split(' ') ?? []), ...added].join(' ');
  return { ...item, properties };
}

/** The book's contents as the navigation document and the NCX list it: what every format's contents list. */
function buildNavPoints(divisions: Division[], fileOf: (d: Division) => string, depth: number): NavPoint[] {
  return contentsTree<NavPoint>(divisions, depth, (division, section, text, children) => ({
    href: section ? `${fileOf(division)}#${encodeURIComponent(section.id)}` : fileOf(division),
    text,
    children,
  }));
}

function landmarksWith(
  base: { type: string; href: string; text: string }[],
  divisions: Division[],
  fileOf: (d: Division) => string,
  tocHref: string,
  labels: Pick<BookLabels, 'contents' | 'index' | 'start'>,
) {
  const marks = [...base];
  // The pages the contents leave out are found here, as reading systems look for them.
  const titlepage = divisions.find((d) => d.kind === 'titlepage');
  if (titlepage) marks.push({ type: 'titlepage', href: fileOf(titlepage), text: titlepage.title });
  const copyright = divisions.find((d) => d.kind === 'copyright-page');
  if (copyright) marks.push({ type: 'copyright-page', href: fileOf(copyright), text: copyright.title });
  marks.push({ type: 'toc', href: tocHref, text: labels.contents });
  const start = divisions.find((d) => ['chapter', 'part', 'preface', 'introduction'].includes(d.kind));
  if (start) marks.push({ type: 'bodymatter', href: fileOf(start), text: labels.start });
  const index = divisions.find((d) => d.kind === 'index');
  if (index) marks.push({ type: 'index', href: fileOf(index), text: labels.index });
  return marks;
}

/**
 * The images as the EPUB ships them: the repository's files, a WebP or AVIF image as PNG or JPEG (EPUB 3.2 readers
 * and Calibre's MOBI need not show them), and with `downsample_images` those an e-reader does not need at full size
 * made smaller (downsample-images.ts), a photograph saved as PNG then renamed `.jpg`. An image the book's stylesheet
 * names keeps its type, so the stylesheet's `url()` still finds it.
 */
async function ebookImages(
  model: BookModel,
  options: FormatOptions,
  req: Pick<RenderRequest, 'signal' | 'cache'>,
) {
  const shipped = new Map<BookAsset, EbookImage>();
  const renamed = new Map<string, string>();
  const notes: string[] = [];
  const scale = options.downsample_images === true;
  const made = await downsampleImages(model.assets, req.cache, req.signal, { scale });
  const taken = new Set(model.assets.map((a) => a.href));
  for (const asset of model.assets) {
    const image = made.shipped.get(asset);
    if (!image) continue;
    if (image.mediaType === asset.mediaType) shipped.set(asset, image);
    else if (!model.themeCss?.includes(asset.href.replace(/^.*\//, ''))) {
      shipped.set(asset, image);
      renamed.set(asset.href, renamedHref(asset.href, image.mediaType, taken));
    }
  }
  const shippedPaths = new Set([...shipped.keys()].map((asset) => asset.sourcePath));
  const note = describeDownsampling(made.made.filter((image) => shippedPaths.has(image.sourcePath)));
  if (note) notes.push(note);
  // The package and the animated-image check both read an asset's bytes; an SVG is converted once.
  const converted = new Map<BookAsset, Buffer>();
  const convertedOnce = (asset: BookAsset): Buffer => {
    const data = converted.get(asset) ?? imageForEpub(asset);
    converted.set(asset, data);
    return data;
  };
  return {
    renamed,
    notes,
    item: (asset: BookAsset) => ({
      href: renamed.get(asset.href) ?? asset.href,
      mediaType: shipped.get(asset)?.mediaType ?? asset.mediaType,
    }),
    bytes: (asset: BookAsset) => shipped.get(asset)?.data ?? convertedOnce(asset),
  };
}

/** Images a reader may not show, and links to files outside the spine, become text. */
function keepShippableMedia(
  nodes: DomNode[],
  shippable: Set<string>,
  division: Division,
  assets: ReadonlyMap<string, BookAsset>,
  warnings: BookWarning[],
) {
  const sourceFile = division.sourceFile;
  // The file's path in the repository, as the author wrote it, not where the HTML edition ships it.
  const repositoryPath = (href: string) => {
    const [file = '', fragment] = href.split(/#(.*)/s);
    return (assets.get(file)?.sourcePath ?? file.slice('assets/'.length)) + (fragment ? `#${fragment}` : '');
  };
  // Each href's lines, taken in the order its links are met.
  const linkLines = new Map(
    Object.entries(division.assetLinkSources ?? {}).map(([href, at]) => [href, [...at]]),
  );
  return replaceElements(nodes, (el) => {
    if (el.name === 'img') {
      const src = el.attrs.get('src') ?? '';
      // Every image and link takes its line as it is met, warned about or not, so the next one gets its own.
      const writtenAt = linkLines.get(src)?.shift() ?? sourceFile;
      if (shippable.has(src) || src.startsWith('data:image/')) return undefined;
      const convertible = CONVERTED_TYPES.get(assets.get(src)?.mediaType ?? '');
      warnings.push(
        warning(
          'image-refused',
          writtenAt,
          convertible
            ? `image ${repositoryPath(src)} is a ${convertible} file Octavo could not read to convert it to PNG or ` +
                'JPEG, the images every EPUB reader shows; left out of the EPUB: open it and save it again, as PNG or JPEG'
            : `image ${repositoryPath(src)} is not a PNG, JPEG, GIF or SVG, the images every EPUB reader shows; left ` +
                'out of the EPUB: save it as PNG or JPEG',
          src,
        ),
      );
      const alt = el.attrs.get('alt')?.trim();
      return alt ? [text(`[${alt}]`)] : [];
    }
    if (el.name === 'a') {
      const href = el.attrs.get('href') ?? '';
      const writtenAt = linkLines.get(href)?.shift() ?? sourceFile;
      if (href.startsWith('assets/') && shippable.has(href.replace(/#.*$/, ''))) {
        // A link to an image (a thumbnail linked to its full-size picture, as web pages do) is not allowed in an
        // EPUB, which links only to its own pages (RSC-010): what the link shows stays, as the image in it does.
        removeLink(el);
        if (findElements(el.children, (child) => child.name === 'img').length > 0) return undefined;
        const linked = repositoryPath(href);
        warnings.push(
          warning(
            'link-broken',
            writtenAt,
            `link to the image ${linked} kept as text: an EPUB links only to its own pages; show the image in the ` +
              'text instead (Markdown ![Description](file.png), AsciiDoc image::file.png[Description])',
            linked,
          ),
        );
        return undefined;
      }
      if (href.startsWith('assets/')) {
        removeLink(el);
        const linked = repositoryPath(href);
        warnings.push(
          warning(
            'link-broken',
            writtenAt,
            `link to ${linked} kept as text: that file is not a page of the book, and an EPUB links only to its ` +
              'own pages; link to its web address instead, or list it in the book',
            linked,
          ),
        );
      }
    }
    return undefined;
  });
}
