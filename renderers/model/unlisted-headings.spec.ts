import { buildBookModel } from './build-book-model';
import { everyContents } from '../test-support/every-contents';
import { memorySource } from '../test-support/memory-source';

describe('a Markdown heading marked {.unlisted}', () => {
  it('is left out of every contents list with the sections under it, as pandoc leaves it out', async () => {
    // As each man page of Beej's Guide to Network Programming: `### Synopsis {.unnumbered .unlisted}`.
    const source = memorySource({
      'man.md': [
        '# Man Pages',
        '',
        '## accept()',
        '',
        'Accept a connection.',
        '',
        '### Synopsis {.unnumbered .unlisted}',
        '',
        'Code.',
        '',
        '#### Hidden Below',
        '',
        'Deeper.',
        '',
        '### Return Value {.unnumbered .unlisted}',
        '',
        'Zero.',
        '',
        '## bind()',
        '',
        'Bind a socket.',
      ].join('\n'),
    });
    const model = await buildBookModel(source, { files: ['man.md'], formats: {} }, { bookName: 'x' });
    for (const { text: contents } of everyContents(model, 3)) {
      expect(contents).toContain('accept()');
      expect(contents).toContain('bind()');
      expect(contents).not.toContain('Synopsis');
      expect(contents).not.toContain('Hidden Below');
      expect(contents).not.toContain('Return Value');
    }
    expect(model.divisions[0]!.html).toContain('Synopsis');
  });
});
