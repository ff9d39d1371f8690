import {
  ElementNode,
  escapeAttribute,
  escapeText,
  serializeHtml,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { DEFAULT_HTML_CSS } from '../html/default-style';
import { optional, rightToLeftCss } from '../theme/right-to-left-style';
import { footnotesToEndnotes } from '../html/footnotes-to-endnotes';
import { levelHeadings } from '../html/heading-levels';
import { percentWidthCss, sizeImages } from '../html/image-dimensions';
import { wrapTablesToScroll } from '../html/scrollable-tables';
import { markBareUrls } from '../html/print-links';
import { SITE_CSS, SITE_DARK_CSS, SITE_LIGHT_ONLY_CSS, themeIsLightOnly } from '../html/site-style';
import { buildBookModel } from '../model/build-book-model';
import type { BookAsset, Division } from '../model/book-model';
import type { BookLabels } from '../model/labels';
import { parseDivision } from '../output/division-dom';
import { extensionOf, normalizeRepoPath } from '../paths/repo-path';
import { fontFaceCss, previewFontFiles } from '../theme/fonts';
import type { BookSource, PlatformConfig } from '../types';
import type { BookOutline, OutlineDivision } from './book-outline';
import type { ChapterPreview } from './preview-document';
import { nativeDigitsCss } from '../typography/native-digits';

export interface ChapterPreviewRequest {
  /** The repository at the commit previewed. */
  source: BookSource;
  /** The book's configuration there; a file alone when the book has none that parses. */
  config: PlatformConfig;
  /** Repository path of the file to show. */
  path: string;
  /** Text being edited, in place of the file's committed content. */
  text?: string;
  /** The rest of the book (from buildBookOutline at the same commit): cross-references into it become links. */
  outline?: BookOutline;
  bookName: string;
  /** Where a link to another file's id goes (the app's own preview of that file). */
  hrefForFile: (file: string, id: string) => string;
  /** Where an image or other repository file is served from. */
  hrefForAsset: (path: string) => string;
  /** Prefix of the shipped fonts' `fonts/…` files. */
  fontPrefix: string;
  signal?: AbortSignal;
}

export type { ChapterPreview } from './preview-document';
export { previewDocument } from './preview-document';

/** Warnings about the book as a whole, not about the file previewed. */
const BOOK_WIDE_KINDS = new Set(['config', 'theme', 'font', 'cover', 'metadata']);

/**
 * One source file rendered the way the `html` format renders it, fast enough to follow typing: the other
 * listed files are replaced by stubs that hold only their divisions and ids (from the outline), so the
 * book's numbering, id renames and cross-references come out as in a full build while only this file is
 * converted. The model is only read.
 */
export async function renderChapterPreview(request: ChapterPreviewRequest): Promise<ChapterPreview> {
  const path = normalizedOrThrow(request.path);
  const listedFiles = request.config.files
    .map((f) => normalizeRepoPath(f))
    .flatMap((r) => (r.ok ? [r.path] : []));
  const listed = listedFiles.includes(path);
  const stubs = stubFiles(request.outline, listedFiles, path);
  const files = listedFiles.flatMap((file) =>
    file === path ? [file] : stubs.pathOf.has(file) ? [stubs.pathOf.get(file)!] : [],
  );
  if (!listed) files.push(path);

  const source = previewSource(request.source, path, request.text, stubs.content);
  const model = await buildBookModel(
    source,
    { ...request.config, files },
    {
      bookName: request.bookName,
      syntaxHighlighting: request.config.formats.html?.syntaxhighlighting !== false,
      signal: request.signal,
      format: 'html',
      bookFiles: request.config.files,
      keepFilesApart: true,
    },
  );
  const own = model.divisions.filter((d) => d.sourceFile === path);
  const ownIds = new Set(own.flatMap((d) => d.ids));
  const realFileOfStub = new Map([...stubs.pathOf].map(([real, stub]) => [stub, real]));
  const fileOfId = new Map<string, string>();
  for (const division of model.divisions) {
    const real = realFileOfStub.get(division.sourceFile);
    if (real) for (const id of division.ids) fileOfId.set(id, real);
  }
  const assetsByHref = new Map(model.assets.map((asset) => [asset.href, asset]));
  const percentWidths = new Set<string>();
  const html = own
    .map((division) =>
      divisionHtml(division, {
        ownIds,
        fileOfId,
        stubText: (id) => model.targets.get(id)?.text,
        realText: (id) =>
          request.outline && Object.hasOwn(request.outline.targetText, id)
            ? request.outline.targetText[id]
            : undefined,
        assetsByHref,
        percentWidths,
        hrefForFile: request.hrefForFile,
        hrefForAsset: request.hrefForAsset,
        labels: model.labels,
      }),
    )
    .join('\n');

  const fonts = await previewFontFiles();
  const themeCss =
    model.themeCss === undefined ? '' : relinkCss(model.themeCss, assetsByHref, request.hrefForAsset);
  const palette = themeIsLightOnly(model.themeCss) ? SITE_LIGHT_ONLY_CSS : SITE_DARK_CSS;
  const css = [
    fontFaceCss(fonts, request.fontPrefix),
    DEFAULT_HTML_CSS,
    SITE_CSS,
    palette,
    percentWidthCss(percentWidths),
    PREVIEW_CSS,
    ...optional(rightToLeftCss(model.direction, 'site')),
    ...optional(nativeDigitsCss(model.lang)),
    themeCss ? `/* Book theme */\n${themeCss}` : '',
  ].join('\n');
  const stubPaths = new Set(realFileOfStub.keys());
  // A warning about this file may name another one (where a repeated id was first written, the chapter its text
  // ends): by its own name, not its stub's.
  const realNames = (text: string) =>
    [...realFileOfStub].reduce((named, [stub, real]) => named.split(stub).join(real), text);
  const warnings = model.warnings
    .filter(
      (w) =>
        !(w.file && stubPaths.has(w.file)) &&
        (w.file === path || !BOOK_WIDE_KINDS.has(w.kind)) &&
        w.file !== undefined,
    )
    .map((w) => ({ ...w, text: realNames(w.text) }));
  return {
    html,
    css,
    lang: model.lang,
    direction: model.direction,
    title: own[0]?.title ?? path,
    warnings,
    listed,
  };
}

/** The page around the text is the app's, so the site's own margins give way to a frame's width. */
const PREVIEW_CSS = `
body.octavo-preview { margin: 0; }
.octavo-preview .site-page { max-width: 46rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
.octavo-preview .preview-empty { color: var(--muted); font-style: italic; }
`;

interface DivisionLinks {
  ownIds: Set<string>;
  fileOfId: Map<string, string>;
  stubText: (id: string) => string | undefined;
  realText: (id: string) => string | undefined;
  assetsByHref: Map<string, BookAsset>;
  percentWidths: Set<string>;
  hrefForFile: (file: string, id: string) => string;
  hrefForAsset: (path: string) => string;
  labels: BookLabels;
}

function divisionHtml(division: Division, links: DivisionLinks): string {
  const root = parseDivision(division);
  if (!root) return '';
  footnotesToEndnotes(root, division.id, links.labels);
  sizeImages(root, links.assetsByHref, links.percentWidths);
  wrapTablesToScroll(root);
  walkElements([root], (el) => {
    if (el.name === 'img') relinkAsset(el, 'src', links);
    if (el.name !== 'a') return;
    const href = el.attrs.get('href');
    if (!href) return;
    if (!href.startsWith('#')) {
      if (relinkAsset(el, 'href', links)) el.attrs.set('target', '_top');
      else if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
        el.attrs.set('target', '_blank');
        el.attrs.set('rel', 'noopener noreferrer');
      }
      return;
    }
    const id = decodeId(href.slice(1));
    if (links.ownIds.has(id)) return;
    const file = links.fileOfId.get(id);
    if (!file) return;
    el.attrs.set('href', links.hrefForFile(file, id));
    el.attrs.set('target', '_top');
    el.attrs.set('data-preview-xref', file);
    // Generated xref text came from the stub; the real book says "Figure 2-1" where the stub knew no figure.
    const real = links.realText(id);
    if (real && textContent(el).trim() === links.stubText(id)) el.children = [text(real)];
  });
  levelHeadings(root);
  markBareUrls(root);
  return serializeHtml([root]);
}

function relinkAsset(el: ElementNode, attribute: 'src' | 'href', links: DivisionLinks): boolean {
  const value = el.attrs.get(attribute) ?? '';
  const [href, fragment] = splitFragment(value);
  const asset = links.assetsByHref.get(href);
  if (!asset) return false;
  el.attrs.set(attribute, links.hrefForAsset(asset.sourcePath) + fragment);
  return true;
}

function relinkCss(
  css: string,
  assetsByHref: Map<string, BookAsset>,
  hrefForAsset: (path: string) => string,
): string {
  return css.replace(/url\("([^"]+)"\)/g, (whole, href: string) => {
    const asset = assetsByHref.get(href);
    return asset ? `url("${hrefForAsset(asset.sourcePath)}")` : whole;
  });
}

interface Stubs {
  /** Listed file → the stub path standing in for it. */
  pathOf: Map<string, string>;
  content: Map<string, string>;
}

/**
 * A stub per listed file but the previewed one: HTMLBook holding that file's divisions (kind, id, title) and an
 * empty anchor per id. An AsciiDoc or Markdown file's stub keeps its stem with an .html extension, so links
 * written to `ch02.adoc#id` or `ch02.html#id` still find it.
 */
function stubFiles(outline: BookOutline | undefined, listed: string[], current: string): Stubs {
  const stubs: Stubs = { pathOf: new Map(), content: new Map() };
  if (!outline) return stubs;
  const byFile = new Map<string, OutlineDivision[]>();
  for (const division of outline.divisions) {
    const list = byFile.get(division.sourceFile) ?? [];
    list.push(division);
    byFile.set(division.sourceFile, list);
  }
  const taken = new Set(listed);
  for (const file of listed) {
    const divisions = byFile.get(file);
    if (file === current || !divisions) continue;
    let stubPath = file;
    if (extensionOf(file) !== '.html' && extensionOf(file) !== '.htm' && extensionOf(file) !== '.xhtml') {
      const sameStem = file.replace(/\.[^./]+$/, '') + '.html';
      stubPath = taken.has(sameStem) ? `${file}.octavo-preview.html` : sameStem;
    }
    taken.add(stubPath);
    stubs.pathOf.set(file, stubPath);
    stubs.content.set(stubPath, stubHtml(divisions));
  }
  return stubs;
}

function stubHtml(divisions: OutlineDivision[]): string {
  const inPart = new Set(divisions.filter((d) => d.partId).map((d) => d.id));
  const one = (d: OutlineDivision): string => {
    const anchors = d.ids
      .filter((id) => id !== d.id)
      .map((id) => `<a id="${escapeAttribute(id)}"></a>`)
      .join('');
    const title = `<h1>${escapeText(d.title)}</h1>`;
    if (d.kind === 'toc') return `<nav data-type="toc" id="${escapeAttribute(d.id)}">${title}</nav>`;
    if (d.kind === 'part') {
      const chapters = divisions
        .filter((c) => c.partId === d.id)
        .map(one)
        .join('');
      return `<div data-type="part" id="${escapeAttribute(d.id)}">${title}<p>${anchors}</p>${chapters}</div>`;
    }
    return `<section data-type="${d.kind}" id="${escapeAttribute(d.id)}">${title}<p>${anchors}</p></section>`;
  };
  return divisions
    .filter((d) => !inPart.has(d.id) || !divisions.some((p) => p.id === d.partId))
    .map(one)
    .join('\n');
}

/** The repository as the preview reads it: the edited text for the file, stubs for the other listed files. */
function previewSource(
  source: BookSource,
  path: string,
  edited: string | undefined,
  stubs: Map<string, string>,
): BookSource {
  const override = (p: string): Buffer | undefined => {
    if (p === path && edited !== undefined) return Buffer.from(edited, 'utf8');
    const stub = stubs.get(p);
    return stub === undefined ? undefined : Buffer.from(stub, 'utf8');
  };
  return {
    readFile: async (p) => override(p) ?? source.readFile(p),
    ...(source.listFiles ? { listFiles: (d: string) => source.listFiles!(d) } : {}),
    ...(source.listFolders ? { listFolders: (d: string) => source.listFolders!(d) } : {}),
    sizeOf: async (p) =>
      override(p)?.length ??
      (source.sizeOf ? source.sizeOf(p) : ((await source.readFile(p))?.length ?? null)),
  };
}

function normalizedOrThrow(path: string): string {
  const result = normalizeRepoPath(path);
  if (!result.ok) throw new Error(`cannot preview "${path}": it ${result.reason}`);
  return result.path;
}

function splitFragment(value: string): [string, string] {
  const at = value.indexOf('#');
  return at === -1 ? [value, ''] : [value.slice(0, at), value.slice(at)];
}

function decodeId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
