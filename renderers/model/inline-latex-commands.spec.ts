import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

describe('LaTeX commands in the running text of a Markdown file', () => {
  it('are named once per file, at the line of the first, with how many; code and formulas are not counted', async () => {
    const source = memorySource({
      'kilns.md': [
        '# Kilns',
        '',
        'A kiln fires clay',
        'as `\\figref{code}` and $\\frac{a}{b}$ show,',
        'and \\figref{fig.kiln} shows it.',
        '',
        '```',
        '\\secref{listing}',
        '```',
        '',
        'See \\secref{sec.glaze} and **\\emph{this}**.',
      ].join('\n'),
      'plain.md': '# Plain\n\nNo TeX here, C:\\Users{} aside.\n',
    });
    const model = await buildBookModel(
      source,
      { files: ['kilns.md', 'plain.md'], formats: {} },
      { bookName: 'ann/kilns' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'kilns.md:5: \\figref{fig.kiln} is a LaTeX command, which pandoc passes to LaTeX only and leaves out of HTML ' +
        'and EPUB: it is printed here as written (3 LaTeX commands in the text of this file, the first here); write ' +
        'what it makes in Markdown (a link, a cross-reference such as [Figure 2](#fig-id), **bold**)',
    ]);
    expect(model.divisions[0]!.html).toContain('and \\figref{fig.kiln} shows it.');
  });
});
