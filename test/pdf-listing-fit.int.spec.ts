import { fitListings, listingColumnsAt, LISTING_EM } from '../renderers/pdf/listing-fit';
import { DEFAULT_TRIM, parseTrimSize, TrimSize } from '../renderers/pdf/trim-size';
import { formatWarning } from '../renderers/warnings';
import { renderBookPdf, RenderedPdf } from './support/pdf-book';
import { textLines, TextLine } from './support/pdf-checks';

const TRIM = parseTrimSize(DEFAULT_TRIM) as TrimSize;

/** A code line exactly `columns` wide that opens and closes with its tag, so a wrap shows as two rows. */
const codeLine = (tag: string, columns: number) =>
  `${tag}(${'='.repeat(columns - 2 * tag.length - 2)})${tag}`;

/**
 * A book written for O'Reilly's 80-odd columns of code, as Kubernetes: Up and Running and Continuous Enterprise
 * Development in Java are: at the usual code size a 7-inch page holds 69, and every wider line wrapped, its end at
 * the listing's left edge. The book's code is now set at the size its widest line fits; a line in a list item, a
 * note or a numbered listing fits what is left there; a line too wide for any size wraps and is named.
 */
describe('PDF: code set at the size that keeps the book’s lines whole', () => {
  // The size the 80-column line asks, and what a listing holds at it in each place.
  const size = fitListings(
    [{ where: { file: 'x' }, indentEm: 0, numbered: false, lines: [{ line: 1, columns: 80, opening: '' }] }],
    TRIM,
  ).sizeEm;
  const inItem = listingColumnsAt(size, TRIM, { indentEm: 1.6, numbered: false });
  const inNote = listingColumnsAt(size, TRIM, { indentEm: 2.3, numbered: false });
  const numbered = listingColumnsAt(size, TRIM, { indentEm: 0, numbered: true });

  const chapter = [
    '== Running the Cluster',
    '',
    'The status, as kubectl prints it:',
    '',
    '[source,shell]',
    '----',
    codeLine('body', 80),
    'short line',
    '----',
    '',
    '. Apply the manifest:',
    '+',
    '----',
    codeLine('item', inItem),
    '----',
    '',
    'Then read it back.',
    '',
    '[NOTE]',
    '====',
    'The note holds a listing:',
    '',
    '----',
    codeLine('note', inNote),
    '----',
    '====',
    '',
    '[source,shell,linenums]',
    '----',
    codeLine('numb', numbered),
    'echo done',
    '----',
    '',
    'And one line no page holds:',
    '',
    '----',
    codeLine('wide', 110),
    '----',
    '',
  ].join('\n');
  const files = { 'platform.json': '{}', 'cluster.adoc': chapter };
  let pdf: RenderedPdf;
  let rows: TextLine[];

  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'Clusters', files: ['cluster.adoc'] });
    rows = (await textLines(pdf.file)).flatMap((page) => page.lines);
  }, 120_000);

  const rowsWith = (text: string) => rows.filter((row) => row.text.includes(text));

  it('chooses a size below the usual one for the 80-column line, where each place still holds a line', () => {
    expect(size).toBeLessThan(LISTING_EM);
    expect(Math.min(inItem, inNote, numbered)).toBeGreaterThan(69);
  });

  it.each([
    ['as wide as the body', 'body'],
    ['in a list item', 'item'],
    ['in a note', 'note'],
    ['numbered', 'numb'],
  ])('prints the widest line of a listing %s on one line', (_where, tag) => {
    const [row, ...others] = rowsWith(`${tag}(`);
    expect(others).toEqual([]);
    expect(row!.text).toContain(`)${tag}`);
  });

  it("wraps the line too wide for any size, and names it at its listing's line", () => {
    const [opening] = rowsWith('wide(');
    expect(opening!.text).not.toContain(')wide');
    expect(rowsWith(')wide')).toHaveLength(1);
    const warnings = pdf.warnings
      .map(formatWarning)
      .filter((w) => w.includes('columns a listing there holds'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^cluster\.adoc:3[67]: this listing's line 1 \("wide\(=+…"\) is 110 columns long, more than the \d+ columns/,
      ),
    ]);
  });
});
