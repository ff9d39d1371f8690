import { memorySource } from '../test-support/memory-source';
import { asciidocToHtml } from './asciidoc';

// dsa.js's book: `book/readme.asc` titled `DSA.js` over `=======` (compatibility mode), its parts included from
// files beside it, cross-referenced as `<<part02-linear-data-structures#queue>>` and by title.
const MASTER = 'DSA.js\n======\n:doctype: book\n\ninclude::part01.asc[]\n\ninclude::part02.asc[]\n';
const PART01 =
  '[[part01]]\n= Algorithms Analysis\n\n== Big O\n\n' +
  'Use a <<part02#queue>>, see <<part02#queue,the queue>>, apply <<Divide and Conquer, divide and conquer>>, ' +
  'read <<Divide and Conquer>>, or go <<Nowhere Known>>.\n';
const PART02 =
  '[[part02]]\n= Linear Data Structures\n\n== Structures\n\n[[queue]]\n=== Queue\n\nFirst in.\n\n' +
  '=== Divide and Conquer\n\nSplit.\n';

describe('cross-references of a master document in a folder, in compatibility mode', () => {
  it('land on ids of the documents it includes, and on sections named by their titles', async () => {
    const source = memorySource({
      'book/readme.asc': MASTER,
      'book/part01.asc': PART01,
      'book/part02.asc': PART02,
    });
    const { html } = await asciidocToHtml(MASTER, 'book/readme.asc', source);
    const links = html.match(/<a [^>]*href="[^"]*"[^>]*>[^<]*<\/a>/g) ?? [];
    expect(links).toEqual([
      expect.stringMatching(/^<a data-type="xref" href="#queue"[^>]*><\/a>$/),
      expect.stringMatching(/^<a [^>]*href="#queue"[^>]*>the queue<\/a>$/),
      expect.stringMatching(/^<a [^>]*href="#divide-and-conquer"[^>]*>divide and conquer<\/a>$/),
      expect.stringMatching(/^<a data-type="xref" href="#divide-and-conquer"[^>]*><\/a>$/),
      // A title no section has stays as written, for the book's warning to name.
      expect.stringMatching(/^<a data-type="xref" href="#Nowhere Known"[^>]*><\/a>$/),
    ]);
  });

  it('outside compatibility mode, Asciidoctor resolves titles itself and the same links land', async () => {
    const master = MASTER.replace('DSA.js\n======', '= DSA.js');
    const source = memorySource({
      'book/readme.asc': master,
      'book/part01.asc': PART01,
      'book/part02.asc': PART02,
    });
    const { html } = await asciidocToHtml(master, 'book/readme.asc', source);
    expect(html).toContain('href="#divide-and-conquer"');
    expect(html).not.toContain('href="#Divide and Conquer"');
  });
});
