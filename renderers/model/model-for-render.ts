import { RenderRequest } from '../types';
import { BookModel } from './book-model';
import { buildBookModel } from './build-book-model';

/** The formats a render builds a book model for (`formats.<name>` of the book's config). */
export type ModelFormat = 'html' | 'pdf' | 'epub' | 'mobi';

/** The book model a format's render works from: the request's source, cache, date and signal, the format's options. */
export function buildModelFor(req: RenderRequest, format: ModelFormat): Promise<BookModel> {
  return buildBookModel(req.source, req.config, {
    ...(req.cache ? { cache: req.cache } : {}),
    ...(req.sourceDate ? { sourceDate: req.sourceDate } : {}),
    bookName: req.bookName,
    syntaxHighlighting: req.config.formats[format]?.syntaxhighlighting !== false,
    signal: req.signal,
    format,
  });
}
