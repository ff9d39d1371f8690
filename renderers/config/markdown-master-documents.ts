import type { BookSource } from '../types';
import { filesIn } from './master-documents';

const MARKDOWN_FILE = /\.(?:md|markdown)$/i;
/** The include lines of a master document lie near its top; a chapter is never read whole. */
const HEAD_BYTES = 16_384;
/** One include is a chapter pulling in a listing; a master document pulls in the book. */
const MIN_INCLUDES = 2;
/** `<<[chapter/intro.md]`: paperback's line that reads another Markdown file in its place (leanpub-includes.ts). */
const INCLUDE_LINE = /^\s*<<\[\s*([^\]\s]+\.(?:md|markdown))\s*\]\s*$/gim;

/**
 * A book assembled from one Markdown master document of `<<[file.md]` lines (thoughtbot's paperback: Backbone.js on
 * Rails keeps `book/book.md`) has no platform.json; the refusal names the document, at the root or one folder down,
 * as the one file to list: Octavo reads its include lines as paperback does.
 */
export async function markdownMasterDocumentHint(source: BookSource): Promise<string> {
  const folders = ['', ...((await source.listFolders?.('')) ?? [])];
  const found: { path: string; includes: number }[] = [];
  for await (const { path, bytes } of filesIn(source, folders, (file) => MARKDOWN_FILE.test(file))) {
    const includes = [...bytes.subarray(0, HEAD_BYTES).toString('utf8').matchAll(INCLUDE_LINE)].length;
    if (includes >= MIN_INCLUDES) found.push({ path, includes });
  }
  if (found.length === 0) return '';
  const [most] = found.sort((a, b) => b.includes - a.includes);
  return (
    `\nThis repository's ${most!.path} includes ${most!.includes} Markdown files with <<[file.md] lines (a master ` +
    `document, as paperback builds a book from): list it alone, and Octavo reads its includes in place:\n` +
    JSON.stringify({ files: [most!.path] })
  );
}
