import { buildBookModel } from '../model/build-book-model';
import { fitListings, listingWrapWarnings } from '../pdf/listing-fit';
import { DEFAULT_TRIM, parseTrimSize, TrimSize } from '../pdf/trim-size';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { ElementNode, parseHtml } from '../dom/html-dom';
import { insetsByTheme } from './theme-insets';

const wrapWarnings = async (css: string | undefined, widths: number[]) => {
  const source = memorySource({
    'ch01.asciidoc': [
      '== One',
      '',
      '[role="sourcecode"]',
      '.file.py',
      '====',
      '[source,python]',
      '----',
      ...widths.map((width) => `x = "${'a'.repeat(width - 6)}"`),
      '----',
      '====',
    ].join('\n'),
    ...(css ? { 'theme/pdf/pdf.css': css } : {}),
  });
  const model = await buildBookModel(
    source,
    { files: ['ch01.asciidoc'], formats: {}, configFile: 'atlas.json' },
    { bookName: 'x', format: 'pdf' },
  );
  return listingWrapWarnings(
    fitListings(model.listingWidths ?? [], parseTrimSize(DEFAULT_TRIM) as TrimSize),
  ).map(formatWarning);
};

describe('the margins and paddings the book’s theme gives listings', () => {
  it('narrow the listings the PDF’s check of wrapping code lines measures', async () => {
    // Test-Driven Development with Python's theme: `div.sourcecode pre { margin-left: 17pt; }`.
    const widths = [70, 80, 86, 88];
    const plain = await wrapWarnings(undefined, widths);
    const themed = await wrapWarnings('div.sourcecode pre { margin-left: 17pt; }\n', widths);
    expect(plain).toEqual([
      expect.stringMatching(/^ch01\.asciidoc:7: this listing's line 4 \(.*88 columns long/),
    ]);
    expect(themed).toEqual([
      expect.stringMatching(/^ch01\.asciidoc:7: 2 of this listing's lines \(3: 86 columns, 4: 88 columns\)/),
    ]);
    const columns = (said: string) => Number(/than the (\d+) columns/.exec(said)?.[1]);
    expect(columns(themed[0]!)).toBeLessThan(columns(plain[0]!) - 4);
  });

  it('are read from rules of elements inside others, shorthands and lengths in points, pixels, inches and ems', () => {
    const insets = insetsByTheme(
      [
        'div.sourcecode pre { margin-left: 17pt; }',
        '.example > pre { padding: 0 1em 0 0.5in; }',
        'pre.wide { margin: 0 8px; } pre.wide { margin-right: 0; }',
        '@media screen { pre { margin-left: 5in; } }',
        'pre:first-child, pre.auto { margin-left: auto; }',
      ].join('\n'),
    );
    const tree = (html: string) => {
      const path: ElementNode[] = [];
      for (let el = parseHtml(html)[0] as ElementNode | undefined; el;) {
        path.push(el);
        el = el.children.find((c): c is ElementNode => c.type === 'element');
      }
      return { el: path.at(-1)!, ancestors: path.slice(0, -1) };
    };
    const of = (html: string) => {
      const { el, ancestors } = tree(html);
      return insets(el, ancestors);
    };
    expect(of('<div class="sourcecode"><div class="content"><pre></pre></div></div>')).toEqual({
      'margin-left': { pt: 17, em: 0 },
    });
    expect(of('<div class="sourcecode-not"><pre></pre></div>')).toEqual({});
    expect(of('<div class="example"><pre></pre></div>')).toEqual({
      'padding-left': { pt: 36, em: 0 },
      'padding-right': { pt: 0, em: 1 },
    });
    expect(of('<div class="example"><div><pre></pre></div></div>')).toEqual({});
    expect(of('<pre class="wide"></pre>')).toEqual({
      'margin-left': { pt: 6, em: 0 },
      'margin-right': { pt: 0, em: 0 },
    });
    expect(of('<pre class="auto"></pre>')).toEqual({});
  });
});
