import { escapeAttribute } from '../dom/escape';
import type { ReadFile } from './asciidoc-missing-attributes';

/**
 * On an AsciiDoc image whose path leads from an imagesdir the book's files set: where that `:imagesdir:` entry is
 * written ("manuscript/header.adoc:12"), so a warning that the imagesdir leads elsewhere names the line to change.
 */
export const IMAGESDIR_AT_MARK = 'data-octavo-imagesdir-at';

const IMAGESDIR_ENTRY = /^:imagesdir:[ \t]+(.*?)\s*$/;
const IMAGE_TAG = /<img\s[^>]*>/g;

/**
 * `html` with each image marked (IMAGESDIR_AT_MARK) with the first `:imagesdir:` entry among `files` (the listed
 * file first, then those it includes) whose value is the imagesdir its path was made from: cdi-book sets
 * `:imagesdir: ../../images` in manuscript/header.adoc, which manuscript/book.adoc includes.
 */
export function markImagesdirEntries(html: string, files: readonly ReadFile[]): string {
  const entries = new Map<string, string>();
  for (const { file, lines, firstLine } of files) {
    lines.forEach((line, i) => {
      const value = IMAGESDIR_ENTRY.exec(line)?.[1]?.replace(/\/+$/, '');
      const key = value ? escapeAttribute(value) : undefined;
      if (key && !entries.has(key)) entries.set(key, `${file}:${firstLine + i}`);
    });
  }
  if (entries.size === 0) return html;
  return html.replace(IMAGE_TAG, (tag) => {
    const target = /\sdata-octavo-target="([^"]*)"/.exec(tag)?.[1];
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (!target || !src?.endsWith(`/${target}`)) return tag;
    const at = entries.get(src.slice(0, -target.length - 1).replace(/\/+$/, ''));
    return at ? tag.replace(/^<img /, `<img ${IMAGESDIR_AT_MARK}="${escapeAttribute(at)}" `) : tag;
  });
}
