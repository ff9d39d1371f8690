import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

async function divisionsOf(files: Record<string, string>) {
  const model = await buildBookModel(
    memorySource(files),
    { files: [Object.keys(files)[0]!], formats: {} },
    { bookName: 'ann/orchard' },
  );
  return {
    divisions: model.divisions.map((d) => [d.kind, d.label ?? '', d.title]),
    warnings: model.warnings.map(formatWarning),
  };
}

describe('a chapter titled as the contents, with nothing under its title', () => {
  it('is the book’s contents in its place, and the chapters after it are numbered from 1', async () => {
    const book = await divisionsOf({
      'orchard.adoc': '= Orchard\n\n== 目錄\n\ninclude::trees.adoc[]\n\n== Pruning\n\nCut in winter.\n',
      'trees.adoc': '== Trees\n\nApples.\n',
    });
    expect(book.divisions).toEqual([
      ['titlepage', '', 'Orchard'],
      ['toc', '', '目錄'],
      ['chapter', 'Chapter 1', 'Trees'],
      ['chapter', 'Chapter 2', 'Pruning'],
    ]);
    expect(book.warnings).toEqual([
      'orchard.adoc:3: the chapter "目錄" has nothing under its title, which is the contents\' own: the book\'s ' +
        'contents are printed there, not an empty chapter; write text under the title to keep it a chapter',
    ]);
  });

  it('stays a chapter with text under its title, and any other empty chapter stays one', async () => {
    const book = await divisionsOf({
      'orchard.adoc':
        '= Orchard\n\n== Table of Contents\n\nWhat each chapter grows.\n\n== Trees\n\nApples.\n\n== Notes\n',
    });
    expect(book.divisions).toEqual([
      ['titlepage', '', 'Orchard'],
      ['chapter', 'Chapter 1', 'Table of Contents'],
      ['chapter', 'Chapter 2', 'Trees'],
      ['chapter', 'Chapter 3', 'Notes'],
    ]);
    expect(book.warnings).toEqual([]);
  });
});
