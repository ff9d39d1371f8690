import { posix } from 'node:path';
import MarkdownIt from 'markdown-it';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';

/**
 * How deep a GitBook or mdBook SUMMARY.md nests each page it lists: 0 for a page outside its lists (mdBook's prefix
 * chapters), 1 for a top-level entry, 2 for a page nested below one, and so on. Keyed by repository path.
 */
export type SummaryNesting = ReadonlyMap<string, number>;

const parser = new MarkdownIt('commonmark');

/**
 * The nesting of the SUMMARY.md files that list the book's files: the one in each listed file's folder or a folder
 * above it (GitBook's book root), and mdBook's `src/SUMMARY.md`. A page listed twice keeps its first place.
 */
export async function readSummaryNesting(
  listedFiles: readonly string[],
  source: BookSource,
): Promise<SummaryNesting> {
  const nesting = new Map<string, number>();
  for (const summary of summaryCandidates(listedFiles)) {
    const bytes = await source.readFile(summary).catch(() => null);
    if (bytes === null) continue;
    for (const [path, depth] of summaryEntries(bytes.toString('utf8'), summary)) {
      if (!nesting.has(path)) nesting.set(path, depth);
    }
  }
  return nesting;
}

function summaryCandidates(listedFiles: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of listedFiles) {
    for (let folder = posix.dirname(file); ; folder = posix.dirname(folder)) {
      folders.add(folder === '.' ? '' : folder);
      if (folder === '.' || folder === '/') break;
    }
  }
  const candidates = [...folders].map((folder) => (folder ? `${folder}/SUMMARY.md` : 'SUMMARY.md'));
  return candidates.includes('src/SUMMARY.md') ? candidates : [...candidates, 'src/SUMMARY.md'];
}

/** Each page a SUMMARY.md links, with the depth of the list item holding the link. */
export function summaryEntries(text: string, summaryFile: string): [string, number][] {
  const entries: [string, number][] = [];
  let depth = 0;
  for (const token of parser.parse(text, {})) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') depth++;
    if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') depth--;
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      const href = child.type === 'link_open' ? child.attrGet('href') : null;
      if (typeof href !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) continue;
      const resolved = resolveFromFile(summaryFile, href.replace(/[?#].*$/, ''));
      if (resolved.ok) entries.push([resolved.path, depth]);
    }
  }
  return entries;
}
