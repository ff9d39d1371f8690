/**
 * Ranges of characters a terminal or an editor draws two columns wide (Unicode's East Asian Width W and F), as
 * pandoc counts them (its doclayout's `charWidth`) when it lines a table's cells up under its dashes.
 */
const WIDE: [number, number][] = [
  [0x1100, 0x115f],
  [0x11a3, 0x11a7],
  [0x11fa, 0x11ff],
  [0x2329, 0x232a],
  [0x2e80, 0x303e],
  [0x3041, 0x3247],
  [0x3250, 0x4dbf],
  [0x4e00, 0xa4c6],
  [0xa960, 0xa97c],
  [0xac00, 0xd7fb],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6b],
  [0xff01, 0xff60],
  [0xffe0, 0xffe6],
  [0x1b000, 0x1b001],
  [0x1f200, 0x1f251],
  [0x20000, 0x3fffd],
];

/** Marks drawn on the character before them: no column of their own. */
const ZERO_WIDTH = /[\p{Mn}\p{Me}\u200b-\u200f\u2060]/u;

/** The columns `character` (one code point) takes on a line of a plain-text table. */
function characterColumns(character: string): number {
  if (ZERO_WIDTH.test(character)) return 0;
  const code = character.codePointAt(0)!;
  return WIDE.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
}

/**
 * `text` a display column an entry: a character at the column it starts on, the marks drawn on it with it, and an
 * empty entry for the second column of a wide character.
 */
function columnEntries(text: string): string[] {
  const entries: string[] = [];
  for (const character of text) {
    const columns = characterColumns(character);
    if (columns === 0 && entries.length > 0) {
      let last = entries.length - 1;
      while (last > 0 && entries[last] === '') last--;
      entries[last] += character;
    } else {
      entries.push(character, ...Array<string>(Math.max(columns - 1, 0)).fill(''));
    }
  }
  return entries;
}

/** Plain ASCII, the common case, is its own columns. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** A line cut into display columns, to measure and slice by columns (see columnsOf). */
export interface TextColumns {
  /** The columns the line takes. */
  readonly length: number;
  /** The characters that start on columns `start` (0-based) to `end` (excluded, the line's end when not given). */
  slice(start: number, end?: number): string;
}

/**
 * `text` cut into display columns once, for a table's line sliced at each of its columns (plain ASCII is its own
 * columns): `slice` by columns, as pandoc cuts a table's line into cells. Cut by characters, a Chinese book's grid
 * table of statisticians (data-analysis-in-action) lost its cells' ends to the next column: 姓名 lined up under ten
 * dashes is four columns, not two.
 */
export function columnsOf(text: string): TextColumns {
  if (PLAIN_ASCII.test(text)) return text;
  const entries = columnEntries(text);
  return { length: entries.length, slice: (start, end) => entries.slice(start, end).join('') };
}

/** The columns `text` takes on a line of a plain-text table. */
export function displayColumns(text: string): number {
  return PLAIN_ASCII.test(text) ? text.length : columnEntries(text).length;
}
