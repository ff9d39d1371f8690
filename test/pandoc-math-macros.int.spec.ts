import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

describe('a pandoc book whose TeX macros are defined in its metadata and its text', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['metadata.yaml', 'calculus.md'] }),
      'metadata.yaml': [
        'title: Calculus',
        'header-includes: |',
        '  \\usepackage{amsmath}',
        '  \\newcommand{\\df}[1]{\\frac{\\partial}{\\partial #1}}',
        '  \\renewcommand{\\rm}{}',
      ].join('\n'),
      'calculus.md': [
        '# Derivatives',
        '',
        '\\newcommand{\\RR}{\\mathbb{R}}',
        '',
        'For $f : \\RR \\to \\RR$ the derivative is $\\df{x} f$.',
        '',
      ].join('\n'),
    }),
    'ann/pandoc-math-macros',
    'octavo-pandoc-math-macros-',
  );

  it('expands them in every formula, and leaves the definitions out of the text without a warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toContain('ℝ');
    expect(chapter).toMatch(
      /<mfrac>\s*<mi>∂<\/mi>\s*<mrow>\s*<mi>∂<\/mi>\s*<mi>x<\/mi>\s*<\/mrow>\s*<\/mfrac>/,
    );
    expect(chapter).not.toContain('newcommand');
    expect(chapter).not.toMatch(/<code[^>]*>[^<]*\\df/);
    expect(warnings).toEqual([]);
  });
});
