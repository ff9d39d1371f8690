import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { pngHeader } from '../test-support/image-headers';

describe('images named without their extension', () => {
  it("shows a DocBook figure's web image of that name, SVG first, saying how to write the path", async () => {
    const source = memorySource({
      'book.xml':
        '<book xmlns="http://docbook.org/ns/docbook" version="5.0"><info><title>Boots</title></info>\n' +
        '<chapter xml:id="c"><title>Booting</title>\n' +
        '<figure><title>Manager</title><mediaobject><imageobject><imagedata fileref="install/boot-mgr"/>' +
        '</imageobject></mediaobject></figure>\n' +
        '<figure><title>Disk</title><mediaobject><imageobject><imagedata fileref="install/disk"/>' +
        '</imageobject></mediaobject></figure>\n' +
        '<figure><title>Gone</title><mediaobject><imageobject><imagedata fileref="install/gone"/>' +
        '</imageobject></mediaobject></figure></chapter></book>',
      'install/boot-mgr.png': pngHeader(40, 30),
      'install/boot-mgr.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>',
      'install/disk.png': pngHeader(40, 30),
    });
    const model = await buildBookModel(
      source,
      { files: ['book.xml'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions.map((division) => division.html).join('');
    expect(html).toMatch(/<img[^>]+src="[^"]*boot-mgr\.svg"/);
    expect(html).toMatch(/<img[^>]+src="[^"]*disk\.png"/);
    expect(html).not.toMatch(/<img[^>]+gone/);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining(
        'book.xml:3: image install/boot-mgr has no file extension; install/boot-mgr.svg, the image of that name, ' +
          'is shown: write the path as install/boot-mgr.svg so every tool finds it',
      ),
      expect.stringContaining('book.xml:4: image install/disk has no file extension; install/disk.png'),
      expect.stringContaining('book.xml:5: image install/gone not found'),
    ]);
  });

  it("finds it where the book keeps its images under the path written (FreeBSD's share/images/books/)", async () => {
    const source = memorySource({
      'books/handbook/book.xml':
        '<book xmlns="http://docbook.org/ns/docbook" version="5.0"><info><title>Boots</title></info>\n' +
        '<chapter xml:id="c"><title>Booting</title>\n' +
        '<figure><title>Manager</title><mediaobject><imageobject><imagedata fileref="install/boot-mgr"/>' +
        '</imageobject></mediaobject></figure></chapter></book>',
      'share/images/books/handbook/install/boot-mgr.scr': 'a screen capture',
      'share/images/books/handbook/install/boot-mgr.png': pngHeader(40, 30),
    });
    const model = await buildBookModel(
      source,
      { files: ['books/handbook/book.xml'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((division) => division.html).join('')).toMatch(
      /<img[^>]+src="[^"]*boot-mgr\.png"/,
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining(
        'books/handbook/book.xml:3: image install/boot-mgr not found (looked for books/handbook/install/boot-mgr ' +
          'and install/boot-mgr); used share/images/books/handbook/install/boot-mgr.png',
      ),
    ]);
  });

  it("draws the EPS of that name when no web image is kept, beside the path or elsewhere (FreeBSD's diagrams)", async () => {
    const eps = readFileSync(
      join(
        __dirname,
        '..',
        '..',
        'test',
        'fixtures',
        'books',
        'print-only-figures',
        'chapters',
        'wiring.eps',
      ),
    );
    const figure = (fileref: string) =>
      `<figure><title>${fileref}</title><mediaobject><imageobject><imagedata fileref="${fileref}"/>` +
      '</imageobject></mediaobject></figure>\n';
    const source = memorySource({
      'books/handbook/book.xml':
        '<book xmlns="http://docbook.org/ns/docbook" version="5.0"><info><title>Trees</title></info>\n' +
        `<chapter xml:id="c"><title>Basics</title>\n${figure('basics/tree')}${figure('basics/dirs')}</chapter></book>`,
      'books/handbook/basics/tree.eps': eps,
      'share/images/books/handbook/basics/dirs.eps': eps,
    });
    const model = await buildBookModel(
      source,
      { files: ['books/handbook/book.xml'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions.map((division) => division.html).join('');
    expect([...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      expect.stringMatching(/tree[^/]*\.png$/),
      expect.stringMatching(/dirs[^/]*\.png$/),
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining(
        'books/handbook/book.xml:3: image basics/tree has no file extension; books/handbook/basics/tree.eps, the image',
      ),
      expect.stringContaining('books/handbook/book.xml:4: image basics/dirs not found'),
    ]);
  });

  it("completes a Quarto book's paths with its default-image-extension, each format's own first, and says nothing", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>';
    const files = (project: string) =>
      memorySource({
        '_quarto.yml': project,
        'ch01.qmd': '# Fonctions\n\n![Schéma](resources/figures/schema_fonction)\n',
        'resources/figures/schema_fonction.svg': svg,
        'resources/figures/schema_fonction.png': pngHeader(40, 30),
      });
    const shown = async (project: string, format: 'html' | 'pdf' | 'epub') => {
      const model = await buildBookModel(
        files(project),
        { files: ['ch01.qmd'], formats: {} },
        { bookName: 'ann/book', format },
      );
      expect(model.warnings.map(formatWarning)).toEqual([]);
      return /<img[^>]+src="[^"]*schema_fonction(\.\w+)"/.exec(model.divisions[0]!.html)?.[1];
    };
    const perFormat = [
      'project:\n  type: book\nformat:',
      '  bookup-html:\n    default-image-extension: png',
      '  pdf:\n    default-image-extension: svg',
      '  epub:\n    default-image-extension: .png',
      '',
    ].join('\n');
    expect(await shown(perFormat, 'html')).toBe('.png');
    expect(await shown(perFormat, 'pdf')).toBe('.svg');
    expect(await shown(perFormat, 'epub')).toBe('.png');
    expect(await shown('default-image-extension: png\nformat:\n  pdf:\n    toc: true\n', 'pdf')).toBe('.png');
  });
});
