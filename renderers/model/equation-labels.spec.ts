import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

async function build(text: string) {
  const model = await buildBookModel(
    memorySource({ 'solow.md': text }),
    { files: ['solow.md'], formats: {} },
    { bookName: 'x/y' },
  );
  const html = model.divisions[0]!.html.replace(/ data-octavo-[\w-]+="[^"]*"/g, '');
  return { html, warnings: model.warnings.map(formatWarning) };
}

describe('equation labels beside section labels of the same name', () => {
  // A First Course in Quantitative Economics with Python, solow.md: the chapter and its main formula are both `solow`.
  it('sends {eq} to the equation, printed "(1)", and {ref} to the section, with no warning', async () => {
    const { html, warnings } = await build(
      [
        '(solow)=',
        '# Solow',
        '',
        '```{math}',
        ':label: solow',
        '',
        'k_{t+1} = g(k_t)',
        '```',
        '',
        'The function from {eq}`solow` is plotted, as {ref}`solow` says.',
        '',
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('id="equation-solow"');
    expect(html).toContain(
      'The function from <a data-type="xref" href="#equation-solow">(1)</a> is plotted, as ' +
        '<a data-type="xref" href="#solow">Chapter 1</a> says.',
    );
  });

  it('names the line of the second equation that uses a label twice', async () => {
    const { warnings } = await build(
      '# A\n\n```{math}\n:label: e1\n\nx\n```\n\nText.\n\n```{math}\n:label: e1\n\ny\n```\n\nSee {eq}`e1`.\n',
    );
    expect(warnings).toEqual([
      'solow.md:11: id "e1" is used at solow.md:3 and here: this one was renamed "e1-2" (cross-references go to ' +
        'the first); give each place its own id',
    ]);
  });
});
