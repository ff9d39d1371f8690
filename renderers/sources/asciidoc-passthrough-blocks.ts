import { walkBlocks } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';

/**
 * HTML whose text a reader sees as written (code, preformatted text, keyboard input) or never sees (scripts,
 * styles, math, comments): AsciiDoc markup there is meant as it stands.
 */
const AS_WRITTEN_HTML =
  /<(pre|code|kbd|samp|tt|script|style|math)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

/** A passthrough block (`++++`) of an AsciiDoc file: the HTML between its delimiters. */
export interface PassthroughBlock {
  file: string;
  /** Its lines, joined with line feeds. */
  text: string;
  /** The 1-based line of the file an offset of `text` is on. */
  lineAt(offset: number): number;
  /** Whether an offset of `text` falls in HTML shown as written or not shown: `<pre>`, `<code>`, a comment. */
  asWritten(offset: number): boolean;
}

/** The passthrough blocks of `read`, in the order they are written. */
export function passthroughBlocksOf(read: readonly ReadFile[]): PassthroughBlock[] {
  const blocks: PassthroughBlock[] = [];
  for (const { file, lines, firstLine } of read) {
    const byOpening = new Map<number, { first: number; lines: string[] }>();
    walkBlocks(lines, {
      insideVerbatim: (line, index, block) => {
        if (block.name !== 'passthrough') return;
        const found = byOpening.get(block.line);
        if (found) found.lines.push(line);
        else byOpening.set(block.line, { first: index, lines: [line] });
      },
    });
    for (const { first, lines: held } of byOpening.values())
      blocks.push(passthroughBlock(file, firstLine + first, held.join('\n')));
  }
  return blocks;
}

function passthroughBlock(file: string, firstLine: number, text: string): PassthroughBlock {
  let ranges: (readonly [number, number])[] | undefined;
  return {
    file,
    text,
    lineAt: (offset) => firstLine + (text.slice(0, offset).match(/\n/g)?.length ?? 0),
    asWritten: (offset) =>
      (ranges ??= [...text.matchAll(AS_WRITTEN_HTML)].map(
        (span) => [span.index, span.index + span[0].length] as const,
      )).some(([start, end]) => offset >= start && offset < end),
  };
}
