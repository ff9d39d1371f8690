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
