import { ElementNode, parseHtml } from '../dom/html-dom';
import { ListingWidths, listingWidthsOf } from '../model/listing-widths';
import { formatWarning } from '../warnings';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import {
  fitListings,
  listingColumnsAt,
  listingSizeCss,
  listingWrapWarnings,
  LISTING_EM,
  SMALLEST_LISTING_EM,
} from './listing-fit';
import { DEFAULT_TRIM, parseTrimSize, TrimSize } from './trim-size';

const TRIM = parseTrimSize(DEFAULT_TRIM) as TrimSize;

function listing(line: number, widths: number[], extra: Partial<ListingWidths> = {}): ListingWidths {
  return {
    where: { file: 'ch01.asciidoc', line },
    indentEm: 0,
    numbered: false,
    lines: widths.map((columns, i) => ({ line: i + 1, columns, opening: `line ${i + 1}` })),
    ...extra,
  };
}

describe('one code size for the book, its widest line fitting the page', () => {
  const usual = listingColumnsAt(LISTING_EM, TRIM);
  const most = listingColumnsAt(SMALLEST_LISTING_EM, TRIM);

  it('holds about 69 columns at the usual size on the default 7-inch page, and 85 or more at the smallest', () => {
    expect(usual).toBe(69);
    expect(most).toBeGreaterThanOrEqual(85);
  });

  it('keeps the usual size, and adds no rule, when every line fits it', () => {
    const fit = fitListings([listing(3, [usual, 50])], TRIM);
    expect(fit).toEqual({ sizeEm: LISTING_EM, columns: usual, wrapping: [] });
    expect(listingSizeCss(fit)).toBe('');
  });

  it('sets every listing at the largest size at which the widest line fits', () => {
    const fit = fitListings([listing(3, [70]), listing(9, [80, 75])], TRIM);
    expect(fit.sizeEm).toBeLessThan(LISTING_EM);
    expect(fit.columns).toBeGreaterThanOrEqual(80);
    // A step larger, the widest line would not fit.
    expect(listingColumnsAt(fit.sizeEm + 0.005, TRIM)).toBeLessThan(80);
    expect(fit.widest).toEqual({ listing: listing(9, [80, 75]), line: listing(9, [80, 75]).lines[0] });
    expect(listingSizeCss(fit)).toContain(`pre { font-size: ${fit.sizeEm}em; }`);
  });

  it('fits a line in a list item or a numbered listing in what is left of the page there', () => {
    const body = fitListings([listing(3, [70])], TRIM).sizeEm;
    const inItem = fitListings([listing(3, [70], { indentEm: 1.6 })], TRIM).sizeEm;
    const numbered = fitListings([listing(3, [70], { numbered: true })], TRIM).sizeEm;
    expect(inItem).toBeLessThan(body);
    expect(numbered).toBeLessThan(body);
    expect(listingColumnsAt(inItem, TRIM, { indentEm: 1.6, numbered: false })).toBeGreaterThanOrEqual(70);
  });

  it('lets a line too wide even at the smallest size wrap without making the rest smaller, and names it', () => {
    const fit = fitListings([listing(3, [120, 72]), listing(40, [100]), listing(90, [60])], TRIM);
    // The 72-column line decides the size; the others wrap whatever it is.
    expect(fit.columns).toBeGreaterThanOrEqual(72);
    expect(fit.sizeEm).toBeGreaterThan(SMALLEST_LISTING_EM);
    expect(fit.wrapping.map((w) => [w.listing.where.line, w.lines.map((l) => l.columns)])).toEqual([
      [3, [120]],
      [40, [100]],
    ]);
    const [only, ...others] = listingWrapWarnings(fit).map(formatWarning);
    expect(others).toEqual([]);
    expect(only).toBe(
      `ch01.asciidoc:3: this listing's line 1 ("line 1") is 120 columns long, more than the ${fit.wrapping[0]!.columns} ` +
        `columns a listing there holds in the PDF (code at ${Math.round(fit.sizeEm * 10 * 10) / 10} pt): it wraps, its end ` +
        "printed at the listing's left edge; so does a listing of this file, at line 40 (its line 1); break such a line " +
        'where its language allows (a shell command with a backslash, a call after a comma), or shorten it',
    );
  });

  it('says how many lines of one listing wrap, each with its width, one warning a file', () => {
    const fit = fitListings(
      [listing(3, [95, 20, 99]), { ...listing(7, [130]), where: { file: 'ch02.asciidoc', line: 7 } }],
      TRIM,
    );
    const texts = listingWrapWarnings(fit).map(formatWarning);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(
      /^ch01\.asciidoc:3: 2 of this listing's lines \(1: 95 columns, 3: 99 columns\) are longer than the \d+ columns/,
    );
    expect(texts[0]).toContain('they wrap');
    expect(texts[1]).toMatch(/^ch02\.asciidoc:7: this listing's line 1 \("line 1"\) is 130 columns long/);
  });

  it('names a long line where it is written and by its number in the listing as written, hidden lines counted', () => {
    // Rust by Example: the fence on line 5, two hidden `# ` lines, the long line the second shown, on line 9.
    const hidden = listing(5, [], {
      where: { file: 'ch.md', line: 5 },
      lines: [{ line: 2, columns: 107, opening: '// xxx', at: { file: 'ch.md', line: 9 } }],
    });
    const [text] = listingWrapWarnings(fitListings([hidden], TRIM)).map(formatWarning);
    expect(text).toMatch(/^ch\.md:9: this listing's line 4 \("\/\/ xxx"\) is 107 columns long, more than/);
  });

  it("says a line an include wrote is known only by the include, at the listing's place", () => {
    const included = listing(3, [], {
      where: { file: 'ch.md', line: 3 },
      lines: [{ line: 2, columns: 107, opening: '// xxx', includedAt: { file: 'ch.md', line: 4 } }],
    });
    const [text] = listingWrapWarnings(fitListings([included], TRIM)).map(formatWarning);
    expect(text).toMatch(
      /^ch\.md:3: a line the include on line 4 writes into this listing \("\/\/ xxx"\) is 107 columns long \(where in the included file is not known\)/,
    );
  });

  // Bausteine der Datenanalyse: R und RStudio (Quarto, frozen): library(tidyverse) printed its conflicts on stderr.
  it("says a frozen code cell's long line is what the cell printed, and how to hide it", async () => {
    const page = ['# Mehrere Datensätze', '', '```{r}', 'library(tidyverse)', '```', '', 'Danach.'].join(
      '\n',
    );
    const conflict =
      'ℹ Use the conflicted package (<http://conflicted.r-lib.org/>) to force all conflicts to become errors';
    const run = [
      '# Mehrere Datensätze',
      '',
      '::: {.cell}',
      '::: {.cell-output .cell-output-stderr}',
      '',
      '```',
      '── Attaching core tidyverse packages ──',
      conflict,
      '```',
      '',
      ':::',
      ':::',
      '',
      'Danach.',
    ].join('\n');
    const model = await buildBookModel(
      memorySource({
        'mehrere.qmd': page,
        '_freeze/mehrere/execute-results/html.json': JSON.stringify({ result: { markdown: run } }),
      }),
      { files: ['mehrere.qmd'], formats: {} },
      { bookName: 'bausteine/w-r' },
    );
    const [text] = listingWrapWarnings(fitListings(model.listingWidths ?? [], TRIM)).map(formatWarning);
    expect(text).toMatch(
      /^mehrere\.qmd:\d+: a line the code cell on line \d+ printed as it ran \(its output, not its code\) \("ℹ Use the conflicted/,
    );
    expect(text).not.toMatch(/include/);
    expect(text).toMatch(
      /hide a cell's messages with `#\| message: false` in the cell \(its warnings with `#\| warning: false`\)/,
    );
    expect(text).not.toMatch(/break such a line/);
  });

  // CoAxLab/Data-Explorations: techniques-for-data-cleansing.ipynb's tidyverse banner, a cell's output in a notebook.
  it("says a notebook cell's long output line is what the cell printed, and how Jupyter Book hides it", async () => {
    const banner =
      '✔ dplyr     1.1.4     ✔ readr     2.1.5     ✔ forcats   1.0.0     ✔ stringr   1.5.1 ✔ tidyr 1.3.1';
    const notebook = JSON.stringify({
      cells: [
        { cell_type: 'markdown', metadata: {}, source: ['# Cleansing'] },
        {
          cell_type: 'code',
          metadata: {},
          source: ['library(tidyverse)'],
          outputs: [{ output_type: 'stream', name: 'stderr', text: [`── Attaching ──\n`, `${banner}\n`] }],
        },
      ],
      metadata: {},
      nbformat: 4,
      nbformat_minor: 5,
    });
    const model = await buildBookModel(
      memorySource({ 'clean.ipynb': notebook }),
      { files: ['clean.ipynb'], formats: {} },
      { bookName: 'coax/de' },
    );
    const [text] = listingWrapWarnings(fitListings(model.listingWidths ?? [], TRIM)).map(formatWarning);
    expect(text).toMatch(
      /^clean\.ipynb:\d+: a line the code cell on line 1 printed as it ran \(its output, not its code\) \("✔ dplyr/,
    );
    expect(text).not.toMatch(/include|#\|/);
    expect(text).toMatch(/tag the cell remove-output/);
  });

  it('names an included line by its file and line there when the source says (an AsciiDoc include)', () => {
    const included = listing(3, [], {
      where: { file: 'ch01.asciidoc', line: 9 },
      lines: [
        {
          line: 5,
          columns: 107,
          opening: '// xxx',
          includedAt: { file: 'ch01.asciidoc', line: 10 },
          includedFrom: { file: 'code/a.ex', line: 5 },
        },
      ],
    });
    const [text] = listingWrapWarnings(fitListings([included], TRIM)).map(formatWarning);
    expect(text).toMatch(
      /^ch01\.asciidoc:9: the line code\/a\.ex:5 that the include on line 10 writes into this listing \("\/\/ xxx"\) is 107 columns long, more than/,
    );
  });

  it('counts a Chinese line in columns as an editor does, two a character, wrapping only what wraps in print', () => {
    // The Rust course's unsafe-queue/basics.md: 64 characters, 53 of them Chinese, said to be "100 characters long".
    const comment =
      '        // 你好编译器，我知道我在做危险的事情，我向你保证：就算犯错了，也和你没有关系，都是我这个不优秀的程序员的责任';
    const fitsInPrint = `// ${'数组切片'.repeat(11)}`;
    const root = parseHtml(`<section data-type="chapter"><pre>${comment}\n${fitsInPrint}</pre></section>`)[0];
    const fit = fitListings(listingWidthsOf(root as ElementNode, 'basics.md'), TRIM);
    const [text, ...others] = listingWrapWarnings(fit).map(formatWarning);
    expect(others).toEqual([]);
    expect(text).toMatch(
      /^basics\.md: this listing's line 1 \("\/\/ 你好编译器.*"\) is 117 columns long, more than the \d+ columns/,
    );
    // 47 columns in print (a Han character about 1.7 of the code font's), 91 in an editor: it fits, so is not named.
    expect(fit.wrapping.flatMap((w) => w.lines.map((l) => l.line))).toEqual([1]);
  });
});
