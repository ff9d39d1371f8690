import { renderEpub, renderPdf } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A book audit (an O'Reilly Atlas book) found its PDF theme's caption labels ignored: its pdf.css prints its
 * listings' titles without "Example 1-1." (`h5:before { content: none }`) and numbers the figures of its unnumbered
 * afterword itself (`content: "Figure E-" counter(FigureNumber) ". "`, a counter Atlas's theme keeps). Octavo
 * printed every listing's label, and "Figure E-0." under each figure of the afterword.
 */
const THEME = [
  '/* Listings are titled without a label */',
  'section[data-type="chapter"] div[data-type="example"] h5:before {',
  '  content: none;',
  '}',
  'section[data-type="afterword"] figcaption:before {',
  '  content: "Figure Z-"counter(FigureNumber)". ";',
  '}',
].join('\n');

const BOOK = memorySource({
  'atlas.json': JSON.stringify({
    title: 'Kites',
    files: ['ch01.asciidoc', 'afterword.asciidoc'],
    formats: { pdf: { toc: false } },
  }),
  'theme/pdf/pdf.css': THEME,
  'theme/epub/epub.css': THEME,
  'ch01.asciidoc': [
    '== Kites',
    '',
    '.Tying the bridle',
    '[source,python]',
    '----',
    'kite.tie(bridle)',
    '----',
    '',
    '.A box kite',
    'image::box.png[A box kite]',
  ].join('\n'),
  'afterword.asciidoc': [
    '[appendix]',
    '[role="afterword"]',
    '== Afterword',
    '',
    '.The first kite',
    'image::box.png[The first kite]',
    '',
    'Between the kites.',
    '',
    '.The last kite',
    'image::box.png[The last kite]',
  ].join('\n'),
  'box.png': PNG,
});

describe("an Atlas book's PDF theme sets its caption labels as in Atlas", () => {
  const book = fixtureSuite(BOOK, 'ann/kites', 'octavo-theme-caption-labels-');

  it("pdf: the listing's title without its label, the afterword's figures numbered by the theme's counter", async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('Tying the bridle');
    expect(text).not.toContain('Example 1-1');
    // The theme's rule is for the afterword only: the chapter's figure keeps Octavo's label.
    expect(text).toContain('Figure 1-1. A box kite');
    expect(text).toContain('Figure Z-1. The first kite');
    expect(text).toContain('Figure Z-2. The last kite');
  });

  it('epub: the rules that carry them over pass epubcheck', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const css = (await readZip(outFile)).get('OEBPS/style.css')!.toString('utf8');
    expect(css).toContain('counter-increment: FigureNumber');
    const check = await epubcheck(outFile);
    expect(check.stdout + check.stderr).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
