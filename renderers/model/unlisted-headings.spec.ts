import { buildBookModel } from './build-book-model';
import { renderTocList } from './generated-content';
import { sidebarContents } from '../html/site-contents';
import { printDocument } from '../pdf/print-document';
import { DEFAULT_TRIM, parseTrimSize } from '../pdf/trim-size';
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
    const hrefFor = (id: string) => `#${id}`;
    const page = renderTocList(model, hrefFor);
    const sidebar = sidebarContents(model.divisions, hrefFor, { allSections: true, depth: 3 });
    const printed = printDocument(model, {
      trim: parseTrimSize(DEFAULT_TRIM)!,
      forPrint: false,
      grayscale: false,
      toc: true,
      index: false,
      fonts: [],
    });
    const pdfContents = printed.html.match(/<nav[^>]*data-type="toc"[\s\S]*?<\/nav>/)?.[0] ?? '';
    for (const contents of [page, sidebar, pdfContents, JSON.stringify(printed.outline)]) {
      expect(contents).toContain('accept()');
      expect(contents).toContain('bind()');
      expect(contents).not.toContain('Synopsis');
      expect(contents).not.toContain('Hidden Below');
      expect(contents).not.toContain('Return Value');
    }
    expect(model.divisions[0]!.html).toContain('Synopsis');
  });
});
