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
export { renderPdf } from './pdf/render-pdf';
export { printPagesOfPdf, printPagesOfPdfCached } from './pdf/print-edition-pages';
export { renderEpub } from './epub/render-epub';
export type { EpubResult } from './epub/render-epub';
export type { PrintPages } from './epub/page-list';
export { renderMobi } from './mobi/render-mobi';
export type { RenderCache, RenderCacheStats, RenderCacheUse, CacheLookup } from './cache/render-cache';
export { describeCacheStats, emptyCacheStats } from './cache/render-cache';
export { DiskRenderCache } from './cache/disk-render-cache';
export type { BookWarning, WarningKind, SourceLocation } from './warnings';
export { formatWarning, summarizeWarnings, uniqueWarnings, warning } from './warnings';
