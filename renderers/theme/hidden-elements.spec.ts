import { buildBookModel } from '../model/build-book-model';
import { fitListings, listingWrapWarnings } from '../pdf/listing-fit';
import { DEFAULT_TRIM, parseTrimSize, TrimSize } from '../pdf/trim-size';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { parseHtml, ElementNode } from '../dom/html-dom';
import { hiddenByTheme } from './hidden-elements';

const LONG =
  'Component(fetch, "View Fetcher", "Reads data from db, returning list of tuples or dicts, and more")';

describe('elements the book’s theme hides from the page', () => {
  it('are left out of the PDF’s check of wrapping code lines', async () => {
    // Architecture Patterns with Python: diagram sources kept as `[role="image-source"]` listings, which its
    // theme's pdf.css hides.
    const source = memorySource({
      'ch01.asciidoc': [
        '[[ch01]]',
        '== One',
        '',
        '[role="image-source"]',
        '----',
        LONG,
        '----',
        '',
        '----',
        LONG,
        '----',
      ].join('\n'),
      'theme/pdf/pdf.css': '/* Diagram sources */\n.image-source { display: none !important; }\n',
    });
    const model = await buildBookModel(
      source,
      { files: ['ch01.asciidoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'x', format: 'pdf' },
    );
    const warnings = listingWrapWarnings(
      fitListings(model.listingWidths ?? [], parseTrimSize(DEFAULT_TRIM) as TrimSize),
    );
    expect(warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^ch01\.asciidoc:9: this listing's line 1 \("Component\(fetch/),
    ]);
  });

  it('are read from rules of one element, outside screen-only media, as the last display of the selector', () => {
    const hidden = hiddenByTheme(
      [
        '.image-source, pre.secret { display: none !important }',
        'div[data-type="note"] { color: red; display: none; }',
        '.shown { display: none } .shown { display: block }',
        '@media screen { .screen-only { display: none } }',
        '@media print { .print-only { display: none } }',
        '.chapter .nested { display: none }',
      ].join('\n'),
    );
    const el = (html: string) => parseHtml(html)[0] as ElementNode;
    expect(hidden(el('<div class="listingblock image-source"></div>'))).toBe(true);
    expect(hidden(el('<pre class="secret"></pre>'))).toBe(true);
    expect(hidden(el('<div class="secret"></div>'))).toBe(false);
    expect(hidden(el('<div data-type="note"></div>'))).toBe(true);
    expect(hidden(el('<div class="shown"></div>'))).toBe(false);
    expect(hidden(el('<div class="screen-only"></div>'))).toBe(false);
    expect(hidden(el('<div class="print-only"></div>'))).toBe(true);
    expect(hidden(el('<div class="nested"></div>'))).toBe(false);
    // A selector of an element inside another is not read, not run together into one element's classes.
    expect(hidden(el('<div class="chapter nested"></div>'))).toBe(false);
  });
});
