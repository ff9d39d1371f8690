import { posix } from 'node:path';
import type { BookSource } from '../types';
import type { ExpandedMarkdown } from './expanded-lines';

/** The formats whose frozen results are read, in order: any holds the cells' output, HTML's is the usual one. */
const FROZEN_FORMATS = ['html', 'epub', 'pdf', 'docx', 'commonmark', 'gfm', 'markdown'];

/**
 * A Quarto page whose code was run and frozen (`execute: freeze: auto`, `freeze: true`): Quarto keeps the Markdown the
 * run made, outputs and all, in `_freeze/<page>/execute-results/<format>.json`, and its plots in `_freeze/<page>/`,
 * so that the book is made without running the code again. That Markdown is the page's text here too, its pictures
 * found where Quarto keeps them. Each of its lines is traced back to the page's own line it repeats (or the last one
 * before it), so warnings point into the `.qmd`. Undefined when the page has no frozen results.
 */
export async function frozenMarkdown(
  path: string,
  source: BookSource,
): Promise<ExpandedMarkdown | undefined> {
  if (!/\.(?:qmd|rmd)$/i.test(path)) return undefined;
  const stem = path.replace(/\.[^./]+$/, '');
  const folder = `_freeze/${stem}`;
  for (const format of FROZEN_FORMATS) {
    const bytes = await source.readFile(`${folder}/execute-results/${format}.json`).catch(() => null);
    if (bytes === null) continue;
    let markdown: unknown;
    try {
      markdown = (JSON.parse(bytes.toString('utf8')) as { result?: { markdown?: unknown } }).result?.markdown;
    } catch {
      continue;
    }
    if (typeof markdown !== 'string') continue;
    const written = await source.readFile(path);
    const own = written === null ? [] : written.toString('utf8').replace(/\r\n/g, '\n').split('\n');
    const supporting = `${posix.basename(stem)}_files/`;
    const kept = posix.relative(posix.dirname(path), folder) || '.';
    const text = markdown.split(supporting).join(`${kept}/`);
    return { text, lineOf: lineTracer(text.split('\n'), own) };
  }
  return undefined;
}

/** Each frozen line's line in the page as written: the next equal line ahead, else the last one matched. */
function lineTracer(frozen: readonly string[], own: readonly string[]): (line: number) => number {
  const origins: number[] = [];
  let at = 0;
  for (const line of frozen) {
    if (line.trim() !== '') {
      const found = own.indexOf(line, at);
      if (found >= 0) at = found;
    }
    origins.push(Math.min(at + 1, Math.max(own.length, 1)));
  }
  return (line) => origins[line - 1] ?? line;
}
