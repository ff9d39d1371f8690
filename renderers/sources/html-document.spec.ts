import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';

describe('documentContent', () => {
  it('keeps a Markdown chapter whose prose names a <body> or <html> tag whole', async () => {
    const source = memorySource({
      'ch01.md':
        '# Styling\n\nSizes start here.\n\nThe base size is set in the <body> tag:\n\n~~~\nbody {}\n~~~\n\n' +
        'Or on <html>, once.\n\n## Lists\n\nNested lists shrink.\n',
    });
    const model = await buildBookModel(source, { files: ['ch01.md'], formats: {} }, { bookName: 'ann/book' });
    const [chapter] = model.divisions;
    expect(chapter!.title).toBe('Styling');
    expect(chapter!.html).toContain('Sizes start here.');
    expect(chapter!.html).toContain('Nested lists shrink.');
    expect(chapter!.sections.map((s) => s.title)).toEqual(['Lists']);
  });

  it('still takes a whole HTML document for its body', async () => {
    const source = memorySource({
      'ch01.html':
        '<!DOCTYPE html><html><head><title>Page</title></head><body>' +
        '<section data-type="chapter"><h1>Whole</h1><p>Kept.</p></section></body></html>',
    });
    const model = await buildBookModel(
      source,
      { files: ['ch01.html'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => d.title)).toEqual(['Whole']);
    expect(model.divisions[0]!.html).toContain('Kept.');
    expect(model.divisions[0]!.html).not.toContain('Page');
  });
});
