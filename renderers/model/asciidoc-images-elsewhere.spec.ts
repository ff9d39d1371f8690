import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { encodePng, varyingSamples } from '../test-support/png-encoder';
import { formatWarning } from '../warnings';

const PNG = encodePng({ width: 4, height: 4, colorType: 2, samples: varyingSamples(4, 4, 3) });

// GITenberg's Flatland: book.asciidoc writes image:images/ill_001.png[001]; the files are in its HTML edition's
// folder, 201-h/images/, where the project's own build finds them.
describe('an AsciiDoc image kept under another folder of the repository', () => {
  it('is shown from there, with the imagesdir that leads to it', async () => {
    const book =
      '= Flatland\nEdwin A. Abbott\n\n== Part I\n\nA square.\n\nimage:images/ill_001.png[001]\n\n' +
      'image:images/ill_404.png[404]\n\n== Part II\n\nA line.\n\n== Part III\n\nA point.\n';
    const model = await buildBookModel(
      memorySource({ 'book.asciidoc': book, '201-h/images/ill_001.png': PNG }),
      { files: ['book.asciidoc'], formats: {} },
      { bookName: 'gitenberg/flatland' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html.match(/<img [^>]*>/g)).toHaveLength(1);
    expect(model.warnings.map(formatWarning)).toEqual([
      'book.asciidoc:8: image images/ill_001.png not found (looked for images/ill_001.png); used ' +
        "201-h/images/ill_001.png, where the book's own build tool probably finds it; set :imagesdir: 201-h in " +
        'the header of book.asciidoc (or write the path from its imagesdir) so Asciidoctor finds it too',
      'book.asciidoc:10: image images/ill_404.png not found (looked for images/ill_404.png): folder images/ does ' +
        'not exist at this commit; its alt text is ' +
        'printed in brackets in its place ("[404]"): add the image there, or correct the path',
    ]);
  });

  it('several found under the same folder are one warning for the file, naming the imagesdir once', async () => {
    const book =
      '= Flatland\nEdwin A. Abbott\n\n== Part I\n\nimage:images/ill_001.png[001]\n\n' +
      'image:images/ill_002.png[002]\n\n== Part II\n\nimage:images/ill_003.png[003]\n\n== Part III\n\nA point.\n';
    const model = await buildBookModel(
      memorySource({
        'book.asciidoc': book,
        '201-h/images/ill_001.png': PNG,
        '201-h/images/ill_002.png': PNG,
        '201-h/images/ill_003.png': PNG,
      }),
      { files: ['book.asciidoc'], formats: {} },
      { bookName: 'gitenberg/flatland' },
    );
    expect(
      model.divisions
        .map((d) => d.html)
        .join('\n')
        .match(/<img [^>]*>/g),
    ).toHaveLength(3);
    expect(model.warnings.map(formatWarning)).toEqual([
      'book.asciidoc:6: 3 images are not where their paths lead from the imagesdir: the first, images/ill_001.png ' +
        '(used from 201-h/images/ill_001.png), here, the others at lines 8 and 12, each found under the same folder, ' +
        "where the book's own build tool probably finds them; set :imagesdir: 201-h in the header of book.asciidoc " +
        '(or write the paths from its imagesdir) so Asciidoctor finds them too',
    ]);
  });

  // cdi-book: manuscript/book.adoc includes header.adoc, whose line 12 sets `:imagesdir: ../../images`, a folder
  // above the repository; the advice named book.adoc's header and not the line that sets the wrong value.
  it('names the entry that sets the imagesdir the path was made from, in an included file', async () => {
    const model = await buildBookModel(
      memorySource({
        'manuscript/book.adoc':
          '= CDI\n:doctype: book\ninclude::header.adoc[]\n\n== Intro\n\nimage::jsr.png[JSR]\n',
        'manuscript/header.adoc': ':toc: right\n:imagesdir: ../../images\n',
        'images/jsr.png': PNG,
      }),
      { files: ['manuscript/book.adoc'], formats: {} },
      { bookName: 'antoinesd/cdi-book' },
    );
    expect(model.divisions.map((d) => d.html).join('\n')).toMatch(/<img [^>]*src="[^"]*jsr[^"]*\.png"/);
    expect(model.warnings.map(formatWarning)).toEqual([
      'manuscript/book.adoc:7: image ../../images/jsr.png not found (looked for jsr.png and manuscript/jsr.png); ' +
        "used images/jsr.png, where the book's own build tool probably finds it; change :imagesdir: ../../images " +
        "at manuscript/header.adoc:2 to ../images, a path from manuscript/book.adoc's folder, which Asciidoctor " +
        'reads it from (or write the path from its imagesdir) so Asciidoctor finds it too',
    ]);
  });
});
