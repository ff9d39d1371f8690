import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { encodePng } from '../test-support/png-encoder';
import { BookWarning, formatWarning } from '../warnings';
import { unlinkRepositoryFiles } from './repository-file-links';

describe('unlinkRepositoryFiles', () => {
  it('keeps a link to a repository file as text with a warning; a linked thumbnail only loses its link', async () => {
    const chapter = [
      '# Tides',
      '',
      'The [tide table](data/tides.csv) lists them.',
      '',
      '[![The bay](bay.png)](bay.png)',
    ].join('\n');
    const pixel = encodePng({ width: 1, height: 1, colorType: 0, samples: Buffer.from([0]) });
    const model = await buildBookModel(
      memorySource({ 'ch01.md': chapter, 'data/tides.csv': 'high,low\n', 'bay.png': pixel }),
      { files: ['ch01.md'], formats: {} },
      { bookName: 'ann/tides', format: 'pdf' },
    );
    const warnings: BookWarning[] = [];
    const printed = unlinkRepositoryFiles(model, warnings);
    const html = printed.divisions[0]!.html;
    expect(html).not.toMatch(/href="assets\//);
    expect(html).toMatch(/<a>tide table<\/a>/);
    expect(html).toMatch(/<img[^>]*src="assets\/[^"]*bay\.png"/);
    expect(warnings.map(formatWarning)).toEqual([
      'ch01.md:3: link to data/tides.csv kept as text in the PDF: that file is not a page of the book, and the PDF ' +
        'does not carry it; link to its web address instead, or list it in the book',
    ]);
    // The model the other formats build from is left as it was.
    expect(model.divisions[0]!.html).toMatch(/href="assets\//);
  });
});
