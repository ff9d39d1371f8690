import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

// The Jenkins book (DocBook): its cover is in bookinfo.xml, which book.xml pulls in; the warning named book.xml:115,
// a line past the end of that 26-line file.
describe('a cover image written in an included file', () => {
  it('is warned about at its own file and line', async () => {
    const book =
      '<?xml version="1.0"?>\n<book>\n' +
      '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="bookinfo.xml"/>\n' +
      '<chapter id="c1"><title>One</title><para>Text.</para></chapter>\n</book>\n';
    const bookinfo =
      '<bookinfo>\n<title>Jenkins</title>\n\n\n' +
      '<mediaobject role="cover">\n<imageobject>\n<imagedata fileref="covers/front.jpg"/>\n' +
      '</imageobject>\n</mediaobject>\n</bookinfo>\n';
    const model = await buildBookModel(
      memorySource({ 'book.xml': book, 'bookinfo.xml': bookinfo }),
      { files: ['book.xml'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.warnings.filter((w) => w.kind === 'cover').map(formatWarning)).toEqual([
      expect.stringMatching(/^bookinfo\.xml:\d+: cover image covers\/front\.jpg not found/),
    ]);
  });
});

// 0xn3va's cheat sheets: Linux/Overview/file-descriptor.md is one diagram, deep in the book.
describe('a Markdown file holding only an image', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  const build = (files: string[]) =>
    buildBookModel(
      memorySource({
        'ch1.md': '# One\n\nText of chapter one.\n',
        'pic.md': '![](img/x.png)\n',
        'ch2.md': '# Two\n\nText two.\n',
        'img/x.png': png,
      }),
      { files, formats: {} },
      { bookName: 'x' },
    );

  it('after a chapter is no cover: its image is printed where it is listed, after that chapter', async () => {
    const model = await build(['ch1.md', 'pic.md', 'ch2.md']);
    expect(model.cover).toBeUndefined();
    expect(model.divisions.map((d) => d.title)).toEqual(['One', 'Two']);
    expect(model.divisions[0]!.html).toMatch(/Text of chapter one[^]*<img/);
  });

  it('first in the book is its cover', async () => {
    const model = await build(['pic.md', 'ch1.md', 'ch2.md']);
    expect(model.cover).toBeDefined();
    expect(model.divisions.map((d) => d.sourceFile)).toEqual(['ch1.md', 'ch2.md']);
  });
});
