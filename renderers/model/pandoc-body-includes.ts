import type { BookSource } from '../types';
import type { DivisionKind } from './book-model';
import { isCopyrightNotice } from './copyright-notice';
import { readsAsDedication } from './dedication-text';
import { metadataBlocks } from './pandoc-metadata-blocks';

/** One `include-before:` or `include-after:` value: Markdown text, and where it is written. */
export interface BodyInclude {
  file: string;
  /** The line (from 1) its text starts on. */
  line: number;
  text: string;
}

export interface BodyIncludes {
  before: BodyInclude[];
  after: BodyInclude[];
}

/**
 * pandoc's `include-before:` and `include-after:` in the book's metadata (its metadata files, and the YAML block its
 * first file opens with): Markdown that pandoc prints before and after the body in every format. BookFun keeps its
 * copyright and licence line there, which was dropped without a word.
 */
export async function pandocBodyIncludes(
  source: BookSource,
  metadataFiles: readonly string[],
  firstMarkdownFile: string | undefined,
): Promise<BodyIncludes> {
  const includes: BodyIncludes = { before: [], after: [] };
  const files = [...metadataFiles, ...(firstMarkdownFile ? [firstMarkdownFile] : [])];
  // Most books have neither: their metadata is not parsed again for nothing.
  const mayHold = (text: string) => /include-(?:before|after)/.test(text);
  for await (const { path, text, data } of metadataBlocks(files, source, mayHold, { quartoProject: false })) {
    const lines = text.replace(/^\uFEFF/, '').split('\n');
    includes.before.push(...valuesOf(data['include-before'], 'include-before', lines, path));
    includes.after.push(...valuesOf(data['include-after'], 'include-after', lines, path));
  }
  return includes;
}

/** The text an include holds, written on its lines of the file: blank lines before it keep its line numbers. */
export function includedText(include: BodyInclude): string {
  return '\n'.repeat(include.line - 1) + include.text;
}

/**
 * What the text included before the body is, as an untitled division before the first chapter is (see typeByTitle):
 * a notice of copyright or licence is the copyright page, a dedication the dedication, other text a preface.
 */
export function includedBeforeKind(text: string): DivisionKind {
  return isCopyrightNotice(text) ? 'copyright-page' : readsAsDedication(text) ? 'dedication' : 'preface';
}

/** A YAML value that starts on the next line (`key: |`, `- >-`, or nothing after the colon). */
const VALUE_BELOW = /^[|>][+-]?\d*\s*(?:#.*)?$|^$/;

/** A value's texts (a string, or a list of them), each with the line it starts on. */
function valuesOf(value: unknown, key: string, lines: string[], file: string): BodyInclude[] {
  const keyLine = new RegExp(`^${key}[ \\t]*:`);
  const at = lines.findIndex((line) => keyLine.test(line));
  if (at === -1) return [];
  const rest = lines[at]!.replace(/^[^:]*:\s*/, '');
  if (typeof value === 'string') {
    return value.trim() === ''
      ? []
      : [{ file, line: at + 1 + (VALUE_BELOW.test(rest) ? 1 : 0), text: value }];
  }
  if (!Array.isArray(value)) return [];
  // The list's items, each opening with `- ` below the key (or all on its line, `[a, b]`: read there).
  const items: number[] = [];
  for (let index = at + 1; index < lines.length && /^(?:\s|-(?:\s|$)|$)/.test(lines[index]!); index++)
    if (/^\s*-\s/.test(lines[index]!) || /^\s*-$/.test(lines[index]!)) items.push(index);
  return value.flatMap((item, index): BodyInclude[] => {
    if (typeof item !== 'string' || item.trim() === '') return [];
    const line = items[index];
    if (line === undefined) return [{ file, line: at + 1, text: item }];
    const after = lines[line]!.replace(/^\s*-\s*/, '');
    return [{ file, line: line + 1 + (VALUE_BELOW.test(after) ? 1 : 0), text: item }];
  });
}
