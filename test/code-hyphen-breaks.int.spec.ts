import { pageLines, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

/**
 * Inline code with hyphens of its own (mjavascript/mastering-modular-javascript: a `--experimental-modules` flag, a
 * `draggable-dropzone` class, an `'unsafe-inline'` keyword): Chromium broke the line after a hyphen, printing "an
 * --" at one line's end and "experimental-modules" at the next one's start, or "draggable-" above "dropzone",
 * which reads as a word hyphenated for the line. Such a token breaks before a hyphen, never after.
 */
const NAMES = [
  '--hive-warmer',
  'smoke-box',
  'queen-excluder-frame',
  'wax-only',
  'brood-chamber-temperature-log',
];

/** Paragraphs that put the names at every place on a line: each starts one filler word longer than the last. */
function chapter(): string {
  const fillers = [
    'bees',
    'hum',
    'in',
    'the',
    'orchard',
    'at',
    'dawn',
    'and',
    'dusk',
    'while',
    'a',
    'keeper',
  ];
  const paragraphs = Array.from({ length: 36 }, (_, i) => {
    const lead = Array.from({ length: i }, (_, j) => fillers[j % fillers.length]).join(' ');
    const names = NAMES.map((name) => `the \`${name}\``).join(', then ');
    return `${lead} Set ${names}, and close the lid.`.trim();
  });
  return ['== Hive Tools', '', ...paragraphs.flatMap((p) => [p, ''])].join('\n');
}

describe('pdf: inline code with hyphens of its own', () => {
  afterAll(removeRenderedBooks);

  it('never ends a line with a hyphen of the code: a short name stays whole, a long one breaks before a hyphen', async () => {
    const { pages } = await renderBookPdf(
      { 'ch01.adoc': chapter() },
      { files: ['ch01.adoc'], formats: { pdf: { trim_size: '5inx8in' } } },
    );
    const lines = pages.flatMap(pageLines);
    const text = lines.join('\n');
    // The fixture does reach the end of lines with its names.
    expect(text).toContain('--hive-warmer');
    // A line ending in one of the names' own hyphens (prose hyphenation of the filler words is not counted).
    const brokenAfterHyphen = lines.filter((line) =>
      /(?:--|hive-|smoke-|queen-|excluder-|wax-|brood-|chamber-|temperature-)$/.test(line),
    );
    expect(brokenAfterHyphen).toEqual([]);
    // A short name stays whole; a long one may still break, before one of its hyphens.
    for (const name of NAMES.filter((n) => n.length < 18)) expect(text.split(name).length - 1).toBe(36);
    expect(lines.some((line) => /^-(?:excluder|frame|chamber|temperature|log)\b/.test(line))).toBe(true);
  }, 180_000);
});
