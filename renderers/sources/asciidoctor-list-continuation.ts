import { Reader } from '@asciidoctor/core';

/**
 * In a list item, @asciidoctor/core 4.1.0 stands a boxed empty String in for each `+` that attaches a block.
 * Paragraphs stop at it, but a styled verbatim paragraph (`[source]`, `[listing]`, `[literal]` over undelimited
 * lines) reads on "until a blank line" with `line === ''`, which a boxed string never equals: the listing swallows
 * every block attached after it, up to the next real blank line, and a `----` among them is reported as an
 * unterminated block on the console. Ruby Asciidoctor (`line.empty?`) ends the paragraph there; so does this.
 */
const STOPS_AT_BLANK = ['breakOnBlankLines', 'break_on_blank_lines'] as const;

type LineFilter = ((line: unknown) => boolean) | null;
interface ReadOptions extends Record<string, unknown> {
  terminator?: string | null;
}
interface MendableReader {
  readLinesUntil(options?: ReadOptions, filter?: LineFilter): Promise<string[]>;
  octavoMended?: true;
}

/** The stand-in for a list continuation: the only lines that are String objects, not string values. */
const isContinuationStandIn = (line: unknown): boolean => typeof line === 'object' && String(line) === '';

export function mendVerbatimParagraphsInListItems(): void {
  const reader = Reader.prototype as unknown as MendableReader;
  if (reader.octavoMended) return;
  const readLinesUntil = reader.readLinesUntil;
  reader.readLinesUntil = function (this: unknown, options: ReadOptions = {}, filter: LineFilter = null) {
    const stopsAtBlank = !options.terminator && STOPS_AT_BLANK.some((key) => options[key]);
    if (!stopsAtBlank) return readLinesUntil.call(this, options, filter);
    const stop = filter
      ? (line: unknown) => isContinuationStandIn(line) || filter(line)
      : isContinuationStandIn;
    return readLinesUntil.call(this, options, stop);
  };
  reader.octavoMended = true;
}
