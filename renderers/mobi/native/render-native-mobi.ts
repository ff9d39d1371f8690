import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { RenderCacheUse } from '../../cache/render-cache';
import { rendererVersion } from '../../cache/renderer-version';
import { escapeText, firstElement, parseHtml } from '../../dom/html-dom';
import { footnotesToEpubNotes } from '../../epub/epub-footnotes';
import { BookModel, Division } from '../../model/book-model';
import { DEFAULT_CONTENTS_DEPTH } from '../../model/contents-depth';
import { contentsTree, isOpeningPage, renderIndexBody, renderTocList } from '../../model/generated-content';
import { fillPlaceholder, parseDivision } from '../../output/division-dom';
import { FIXED_SOURCE_DATE, FormatOptions, RenderRequest, RenderResult } from '../../types';
import { digitsOf } from '../../typography/native-digits';
import { BookWarning, warning } from '../../warnings';
import { calendarDate, kindleUuid } from '../kindle-metadata';
import { kindleImages, KindleImages, kindleThumbnail } from './kindle-images';
import { ContentsEntry, mobiFile } from './mobi-book';
import { divisionMobiml, MobimlPart } from './mobiml';

/** Bumped when a cached part changes shape (the renderer's digest covers the code that makes it). */
const PART_FORMAT = 1;
/** The id of the contents page Octavo adds when the book places none. */
const CONTENTS_ID = 'octavo-mobi-contents';

/**
 * The `mobi` format written by Octavo itself (OCTAVO_MOBI_WRITER=native): a MOBI 6 file for old and new Kindles,
 * each division's Mobipocket markup kept in the render cache, so a one-chapter change writes one chapter again and
 * joins the rest (Calibre converted the whole book every time: 10-13 s on the corpus book).
 */
export async function writeNativeMobi(
  model: BookModel,
  options: FormatOptions,
  req: Pick<RenderRequest, 'outFile' | 'bookName' | 'sourceDate' | 'cache' | 'signal'>,
): Promise<RenderResult> {
  const warnings: BookWarning[] = [...model.warnings];
  const images = await kindleImages(model.assets, req.cache);
  const divisions = model.divisions.filter(
    (d) => !(d.kind === 'index' && options.index === false) && !(d.kind === 'toc' && options.toc === false),
  );
  const listed: BookModel = { ...model, divisions };
  const hrefFor = (id: string) => `#${encodeURIComponent(id)}`;
  const placedToc = divisions.find((d) => d.kind === 'toc');
  const contentsAt = placedToc || options.toc === false ? -1 : divisions.findIndex((d) => !isOpeningPage(d));
  const parts: MobimlPart[] = [];
  if (!divisions.some((d) => d.kind === 'titlepage')) parts.push(titlePage(model));
  const contentsPage = () =>
    parts.push(
      convert(
        `<nav id="${CONTENTS_ID}"><h1>${escapeText(model.labels.contents)}</h1>${renderTocList(listed, hrefFor)}</nav>`,
        images,
      ),
    );
  for (const [index, division] of divisions.entries()) {
    req.signal?.throwIfAborted();
    if (index === contentsAt) contentsPage();
    const generated =
      division.kind === 'toc'
        ? renderTocList(listed, hrefFor)
        : division.kind === 'index'
          ? renderIndexBody(model, hrefFor)
          : undefined;
    const part = await divisionPart(division, generated, model.lang, images, req.cache);
    for (const src of new Set(part.dropped)) warnings.push(droppedImage(division, src, model));
    parts.push(part);
  }
  if (contentsAt === -1 && !placedToc && options.toc !== false) contentsPage();

  const tocId = placedToc?.id ?? (options.toc === false ? undefined : CONTENTS_ID);
  const start = divisions.find((d) => ['chapter', 'part', 'preface', 'introduction'].includes(d.kind));
  const cover = model.cover ? images.keyOf(model.cover.href) : undefined;
  const thumbnail = cover ? await kindleThumbnail(images.bytes.get(cover)!, req.cache) : undefined;
  const committed = req.sourceDate ?? FIXED_SOURCE_DATE;
  const published = calendarDate(model.date);
  const file = mobiFile({
    title: model.title,
    authors: model.authors,
    ...(model.publisher ? { publisher: model.publisher } : {}),
    ...(model.description ? { description: model.description } : {}),
    ...(model.isbn ? { isbn: model.isbn } : {}),
    publishingDate: published
      ? `${published}T00:00:00+00:00`
      : committed.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    asin: kindleUuid(model, req.bookName),
    language: model.lang,
    made: committed,
    parts,
    contents: contentsEntries(divisions, model.contentsDepth ?? DEFAULT_CONTENTS_DEPTH.list),
    guide: {
      ...(tocId ? { toc: { id: tocId, title: model.labels.contents } } : {}),
      ...(start ? { start: { id: start.id, title: model.labels.start } } : {}),
    },
    images: images.bytes,
    ...(cover ? { cover } : {}),
    ...(thumbnail ? { thumbnail } : {}),
  });
  await writeFile(req.outFile, file);
  return { warnings, ...(model.notes ? { notes: model.notes } : {}) };
}

/**
 * One division's markup, from the render cache when the division's HTML, what is generated into it (a contents
 * page, an index) and the images it shows are what they were.
 */
async function divisionPart(
  division: Division,
  generated: string | undefined,
  lang: string,
  images: KindleImages,
  use: RenderCacheUse | undefined,
): Promise<MobimlPart> {
  const shown = [...division.html.matchAll(/\ssrc="([^"]*)"/g)].map((m) => [
    m[1],
    images.keyOf(m[1]!) ?? null,
  ]);
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        'mobiml',
        PART_FORMAT,
        rendererVersion(),
        lang,
        division.id,
        division.kind,
        division.title,
        division.html,
        generated ?? null,
        shown,
      ]),
    )
    .digest('hex');
  const found = use ? await use.cache.get(key) : null;
  if (use && found) {
    const part = 'value' in found ? decodePart(found.value) : undefined;
    if (part) {
      use.stats.markupHits = (use.stats.markupHits ?? 0) + 1;
      return part;
    }
    use.stats.corrupt++;
  }
  if (use) use.stats.markupMisses = (use.stats.markupMisses ?? 0) + 1;
  const root = parseDivision(division);
  if (!root) return { markup: '', anchors: [], links: [], images: [], dropped: [] };
  if (generated !== undefined) fillPlaceholder(root, division.title, generated);
  footnotesToEpubNotes(root, division.id, digitsOf(lang));
  const part = divisionMobiml(root, images.keyOf);
  if (use) await use.cache.put(key, Buffer.from(JSON.stringify(part), 'utf8'));
  return part;
}

function decodePart(value: Buffer): MobimlPart | undefined {
  try {
    const part = JSON.parse(value.toString('utf8')) as MobimlPart;
    return typeof part.markup === 'string' && Array.isArray(part.links) ? part : undefined;
  } catch {
    return undefined;
  }
}

function convert(html: string, images: KindleImages): MobimlPart {
  return divisionMobiml(firstElement(parseHtml(html))!, images.keyOf);
}

function titlePage(model: BookModel): MobimlPart {
  const authors = model.authors.length ? `<p>${escapeText(model.authors.join(', '))}</p>` : '';
  return {
    markup: `<h1>${escapeText(model.title)}</h1>${authors}`,
    anchors: [],
    links: [],
    images: [],
    dropped: [],
  };
}

/** The contents the NCX lists: as the EPUB's navigation, parts holding their chapters, chapters their sections. */
function contentsEntries(divisions: readonly Division[], depth: number): ContentsEntry[] {
  return contentsTree<ContentsEntry>(divisions, depth, (division, section, label, children) => ({
    id: section ? section.id : division.id,
    label,
    children,
  }));
}

function droppedImage(division: Division, src: string, model: BookModel): BookWarning {
  const asset = model.assets.find((a) => a.href === src);
  const at = division.assetLinkSources?.[src]?.[0] ?? division.sourceFile;
  return warning(
    'image-refused',
    at,
    `image ${asset?.sourcePath ?? src} is not a JPEG, PNG or GIF, nor an SVG, WebP or AVIF Octavo can draw as PNG; left ` +
      'out of the MOBI: save it as PNG or JPEG',
    src,
  );
}
