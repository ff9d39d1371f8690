import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

describe('LaTeX labels in Markdown', () => {
  it('reads \\label{…} on the line under a heading as a name of that heading, printed nowhere and warned of never', async () => {
    const source = memorySource({
      'kilns.md': [
        '# Kilns',
        '',
        '## Firing',
        '\\label{sec.firing}',
        '',
        'As <a href="#sec.firing">the firing section</a> says.',
        '',
        '\\label{loose}',
        '',
        'Text.',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['kilns.md'], formats: {} },
      { bookName: 'ann/kilns' },
    );
    const html = model.divisions[0]!.html;
    const heading = /<h2[^>]*id="([^"]+)"[^>]*>Firing<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    expect(html).toContain(`<a href="#${heading![1]}">the firing section</a>`);
    expect(html).not.toContain('sec.firing}');
    // A label under no heading is raw LaTeX as before: left out, with the warning.
    expect(model.warnings.map((w) => w.text)).toEqual([
      expect.stringMatching(/^\\label\{loose\} is raw LaTeX/),
    ]);
  });
});
