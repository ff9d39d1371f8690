import type * as PrintEditionPages from './pdf/print-edition-pages';
import type { RenderRequest as PdfRenderRequest, RenderResult as PdfRenderResult } from './types';

export { RenderFailure } from './types';
export type {
  BookSource,
  ConfigFileName,
  FormatOptions,
  FormatsConfig,
  HtmlFormatOptions,
  PdfFormatOptions,
  PlatformConfig,
  PlatformConfigResult,
  RenderRequest,
  RenderResult,
} from './types';
export { configWarningsFor, loadPlatformConfig, parsePlatformConfig } from './config/load-platform-config';
export { PLATFORM_SCHEMA } from './config/platform-schema';
export { buildBookModel } from './model/build-book-model';
export type {
  BookAsset,
  BookModel,
  BuildBookModelOptions,
  Division,
  DivisionKind,
  IndexTerm,
  SectionEntry,
  XrefTarget,
} from './model/book-model';
export type { HrefFor } from './model/generated-content';
export { renderIndexBody, renderTocList } from './model/generated-content';
export { renderHtml } from './html/render-html';
export { renderEpub } from './epub/render-epub';
export type { EpubResult } from './epub/render-epub';
export type { PrintPages } from './epub/page-list';
export { renderMobi } from './mobi/render-mobi';
export type { RenderCache, RenderCacheStats, RenderCacheUse, CacheLookup } from './cache/render-cache';
export { describeCacheStats, emptyCacheStats } from './cache/render-cache';
export { DiskRenderCache } from './cache/disk-render-cache';
export type { BookWarning, WarningKind, SourceLocation } from './warnings';
export { formatWarning, summarizeWarnings, uniqueWarnings, warning } from './warnings';

// The PDF path (Chromium's driver, pdf-lib, fontkit: about 500 modules, 0.7 s of CPU) is loaded on its first use,
// so a process or test that makes only HTML, EPUB or MOBI never loads it.

/** Renders a book's PDF (pdf/render-pdf.ts). */
export async function renderPdf(req: PdfRenderRequest): Promise<PdfRenderResult> {
  return (await import('./pdf/render-pdf')).renderPdf(req);
}

/** The page label of every anchor of a PDF (pdf/print-edition-pages.ts). */
export async function printPagesOfPdf(
  ...args: Parameters<typeof PrintEditionPages.printPagesOfPdf>
): ReturnType<typeof PrintEditionPages.printPagesOfPdf> {
  return (await import('./pdf/print-edition-pages')).printPagesOfPdf(...args);
}

/** printPagesOfPdf through the render cache (pdf/print-edition-pages.ts). */
export async function printPagesOfPdfCached(
  ...args: Parameters<typeof PrintEditionPages.printPagesOfPdfCached>
): ReturnType<typeof PrintEditionPages.printPagesOfPdfCached> {
  return (await import('./pdf/print-edition-pages')).printPagesOfPdfCached(...args);
}
