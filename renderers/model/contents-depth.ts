import { metadataBlocks } from './pandoc-metadata-blocks';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { SectionEntry } from './book-model';

/**
 * How many levels of sections below each chapter the contents list when the book does not say: the PDF's contents,
 * the EPUB's navigation and the site's sidebar list one (sect1), the contents page and the PDF's outline two.
 */
export const DEFAULT_CONTENTS_DEPTH = { list: 1, page: 2, outline: 2 } as const;

/** HTMLBook's deepest section (sect5). */
export const MAX_CONTENTS_DEPTH = 5;

/** A section in a contents list, with the sections listed under it. */
export interface SectionTreeNode {
  section: SectionEntry;
  children: SectionTreeNode[];
}

/**
 * A division's sections down to `depth` levels below it, each under the nearest shallower section before it (a
 * `####` right under a `##` is listed under it, as it is read).
 */
export function sectionTree(sections: readonly SectionEntry[], depth: number): SectionTreeNode[] {
  const roots: SectionTreeNode[] = [];
  const open: SectionTreeNode[] = [];
  for (const section of listedSections(sections, depth)) {
    while (open.length > 0 && open[open.length - 1]!.section.level >= section.level) open.pop();
    const node = { section, children: [] };
    (open.length > 0 ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

/** The sections a contents list names, down to `depth` levels: every one but those the author keeps out of it. */
export function listedSections(sections: readonly SectionEntry[], depth: number): SectionEntry[] {
  return sections.filter((section) => section.level <= depth && !section.outOfContents);
}

/** What a pandoc book's metadata says of its contents. */
export interface MetadataContents {
  /** Levels of sections below the chapters (`toc-depth` less one). */
  depth?: number;
  /** The contents' heading (`toc-title`). */
  title?: string;
}

/**
 * What a pandoc book's metadata says of its contents, read from each listed metadata file and each Markdown file's
 * front matter in the book's order, the first that sets each key: `toc-depth` in levels below the chapters (pandoc
 * counts the chapters' own `#` as level 1, so `toc-depth: 3` lists `##` and `###`), and `toc-title`.
 */
export async function readMetadataContents(
  files: readonly string[],
  source: BookSource,
  warnings: BookWarning[],
): Promise<MetadataContents> {
  const contents: MetadataContents = {};
  let depthRead = false;
  for await (const { path, text, data } of metadataBlocks(files, source, (text) => text.includes('toc-'))) {
    if (depthRead && contents.title !== undefined) break;
    const title = data['toc-title'];
    if (contents.title === undefined && typeof title === 'string' && title.trim() !== '')
      contents.title = title.trim();
    const value = data['toc-depth'];
    if (depthRead || value === undefined) continue;
    depthRead = true;
    const levels = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (!Number.isInteger(levels) || levels < 1) {
      const line = text.split('\n').findIndex((written) => /^\s*toc-depth\s*:/.test(written)) + 1;
      warnings.push(
        warning(
          'source',
          line > 0 ? { file: path, line } : path,
          `toc-depth: ${JSON.stringify(value)} is not a number of heading levels, so the contents list the ` +
            'default depth: write a whole number from 1 (chapters only), such as toc-depth: 2',
        ),
      );
      continue;
    }
    contents.depth = Math.min(levels - 1, MAX_CONTENTS_DEPTH);
  }
  return contents;
}
