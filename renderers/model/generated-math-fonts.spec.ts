import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

/**
 * `$\boldsymbol{0}$` in a Chinese book of statistics (data-analysis-in-action) warned that fonts "named in a style
 * attribute" were not shipped and told the author to remove them from the markup: the math converter had written
 * them, not the author.
 */
describe('fonts of the math Octavo converts', () => {
  it('are no font the author is warned about', async () => {
    const model = await buildBookModel(
      memorySource({ 'ch01.md': '# Optimisation\n\nThe gradient is $\\boldsymbol{0}$ at $\\mathit{1}$.\n' }),
      { files: ['ch01.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions[0]!.html).toContain('<mn>𝟎</mn>');
  });
});
