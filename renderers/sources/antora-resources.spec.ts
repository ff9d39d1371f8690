import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { antoraImageFile, antoraPageFile, antoraResourceFile } from './antora-resources';
import { encodePng } from '../test-support/png-encoder';

describe('antoraPageFile', () => {
  it.each([
    ['docs/modules/ROOT/pages/a.adoc', 'b.html', 'docs/modules/ROOT/pages/b.adoc'],
    ['docs/modules/ROOT/pages/sub/a.adoc', 'b.html', 'docs/modules/ROOT/pages/b.adoc'],
    ['docs/modules/ROOT/index.adoc', 'sub/b.html', 'docs/modules/ROOT/pages/sub/b.adoc'],
    ['modules/ROOT/pages/a.adoc', 'admin:b.html', 'modules/admin/pages/b.adoc'],
    ['modules/ROOT/pages/a.adoc', '2.0@guide:ROOT:b.html', 'modules/ROOT/pages/b.adoc'],
    ['modules/ROOT/pages/a.adoc', 'page$b.adoc', 'modules/ROOT/pages/b.adoc'],
  ])('%s: xref to %s is %s', (writtenIn, path, file) => {
    expect(antoraPageFile(writtenIn, path)).toBe(file);
  });

  it.each([
    ['chapters/a.adoc', 'b.html'],
    ['modules/ROOT/pages/a.adoc', 'example$b.adoc'],
    ['modules/ROOT/pages/a.adoc', 'b.pdf'],
    ['modules/ROOT/pages/a.adoc', '../../../../outside.html'],
  ])('%s: %s is no Antora page of the repository', (writtenIn, path) => {
    expect(antoraPageFile(writtenIn, path)).toBeUndefined();
  });
});

describe('Antora page xrefs in a book assembled from its pages', () => {
  const pages = {
    'docs/modules/ROOT/book.adoc':
      '= Knots\n:doctype: book\n:leveloffset: 1\n\ninclude::pages/loops.adoc[]\n\ninclude::pages/hitches.adoc[]\n',
    'docs/modules/ROOT/pages/loops.adoc': [
      '[[loops]]',
      '= Loops',
      '',
      'Tie xref:hitches.adoc#clove[] first, read xref:hitches.adoc[the hitches],',
      'or xref:ROOT:hitches.adoc#clove[the clove hitch]; xref:hitches.adoc#reef[] is nowhere.',
    ].join('\n'),
    'docs/modules/ROOT/pages/hitches.adoc':
      '[[hitches]]\n= Hitches\n\n[[clove]]\n== Clove hitch\n\nTwo turns.\n',
  };

  it('land on the included page’s id, or its first section, and only a missing id is warned of', async () => {
    const model = await buildBookModel(
      memorySource(pages),
      { files: ['docs/modules/ROOT/book.adoc'], formats: {} },
      { bookName: 'ann/knots' },
    );
    const loops = model.divisions.find((d) => d.title === 'Loops')!.html;
    // The book is a plain Asciidoctor book: Asciidoctor writes the xref's text, the section's title.
    expect(loops).toMatch(/<a href="#clove"[^>]*>Clove hitch<\/a>/);
    expect(loops).toMatch(/<a href="#hitches"[^>]*>the hitches<\/a>/);
    expect(loops).toMatch(/<a href="#clove"[^>]*>the clove hitch<\/a>/);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^docs\/modules\/ROOT\/pages\/loops\.adoc:5: cross-reference to "#reef" has no target/,
      ),
    ]);
  });

  it('land on a page listed as a file of its own', async () => {
    const model = await buildBookModel(
      memorySource(pages),
      {
        files: ['docs/modules/ROOT/pages/loops.adoc', 'docs/modules/ROOT/pages/hitches.adoc'],
        formats: {},
      },
      { bookName: 'ann/knots' },
    );
    const loops = model.divisions.find((d) => d.title === 'Loops')!.html;
    expect(loops).toMatch(/<a href="#clove"[^>]*>the clove hitch<\/a>/);
    expect(loops).toMatch(/<a href="#hitches"[^>]*>the hitches<\/a>/);
  });

  it('leave a book whose folder is only named modules as Asciidoctor links it', async () => {
    const model = await buildBookModel(
      memorySource({
        'guide/modules/net/sockets.adoc': '= Sockets\n\nSee xref:ports.adoc#listen[listening].\n',
        'guide/modules/net/ports.adoc': '= Ports\n\n[[listen]]\n== Listen\n\nBind first.\n',
      }),
      { files: ['guide/modules/net/sockets.adoc', 'guide/modules/net/ports.adoc'], formats: {} },
      { bookName: 'ann/net' },
    );
    expect(model.divisions.find((d) => d.title === 'Sockets')!.html).toMatch(
      /<a href="#listen"[^>]*>listening<\/a>/,
    );
    expect(model.warnings).toEqual([]);
  });
});

describe('antoraResourceFile', () => {
  it.each([
    ['docs/modules/ROOT/pages/a.adoc', 'partial$setup.adoc', 'docs/modules/ROOT/partials/setup.adoc'],
    ['docs/modules/ROOT/pages/a.adoc', 'example$code/Main.java', 'docs/modules/ROOT/examples/code/Main.java'],
    ['modules/ROOT/pages/a.adoc', 'admin:partial$users.adoc', 'modules/admin/partials/users.adoc'],
    ['modules/ROOT/pages/a.adoc', '1.0@guide:admin:example$x.yml', 'modules/admin/examples/x.yml'],
    ['modules/ROOT/partials/a.adoc', 'partial$b.adoc', 'modules/ROOT/partials/b.adoc'],
  ])('%s: %s is %s', (writtenIn, target, file) => {
    expect(antoraResourceFile(writtenIn, target)).toBe(file);
  });

  it.each([
    ['chapters/a.adoc', 'partial$b.adoc'],
    ['modules/ROOT/pages/a.adoc', 'b.adoc'],
    ['modules/ROOT/pages/a.adoc', 'cost$b.adoc'],
  ])('%s: %s is no Antora resource', (writtenIn, target) => {
    expect(antoraResourceFile(writtenIn, target)).toBeUndefined();
  });

  it('includes a page’s partials and examples from its module’s folders', async () => {
    const model = await buildBookModel(
      memorySource({
        'docs/modules/ROOT/pages/rigging.adoc': [
          '= Rigging',
          '',
          'include::partial$safety.adoc[]',
          '',
          '[source,yaml]',
          '----',
          'include::example$mast.yml[]',
          '----',
        ].join('\n'),
        'docs/modules/ROOT/partials/safety.adoc': 'Wear gloves on deck.\n',
        'docs/modules/ROOT/examples/mast.yml': 'height: 12\n',
      }),
      { files: ['docs/modules/ROOT/pages/rigging.adoc'], formats: {} },
      { bookName: 'ann/rigging' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toContain('Wear gloves on deck.');
    expect(html).toMatch(/height.*12/);
    expect(model.warnings).toEqual([]);
  });
});

describe('antoraImageFile', () => {
  it.each([
    ['docs/modules/ROOT/pages/a.adoc', 'admin:flow.png', 'docs/modules/admin/images/flow.png'],
    ['docs/modules/ROOT/pages/a.adoc', 'image$flow.png', 'docs/modules/ROOT/images/flow.png'],
    ['modules/ROOT/pages/a.adoc', 'guide:admin:image$d/flow.svg', 'modules/admin/images/d/flow.svg'],
  ])('%s: %s is %s', (writtenIn, target, file) => {
    expect(antoraImageFile(writtenIn, target)).toBe(file);
  });

  it.each([
    ['modules/ROOT/pages/a.adoc', 'flow.png'],
    ['modules/ROOT/pages/a.adoc', 'https://example.org/flow.png'],
    ['modules/ROOT/pages/a.adoc', 'data:image/png;base64,AAAA'],
    ['chapters/a.adoc', 'admin:flow.png'],
  ])('%s: %s is left to the imagesdir rules', (writtenIn, target) => {
    expect(antoraImageFile(writtenIn, target)).toBeUndefined();
  });

  it('finds a page’s images named with their module or family, block and inline', async () => {
    const png = encodePng({ width: 2, height: 2, colorType: 0, samples: Buffer.alloc(4) });
    const model = await buildBookModel(
      memorySource({
        'docs/modules/ROOT/pages/sails.adoc':
          '= Sails\n\nimage::rigging:jib.png[Jib]\n\nA image:image$reef.png[reef knot] holds.\n',
        'docs/modules/rigging/images/jib.png': png,
        'docs/modules/ROOT/images/reef.png': png,
      }),
      { files: ['docs/modules/ROOT/pages/sails.adoc'], formats: {} },
      { bookName: 'ann/sails' },
    );
    expect(model.warnings).toEqual([]);
    expect(model.assets.map((asset) => asset.sourcePath).sort()).toEqual([
      'docs/modules/ROOT/images/reef.png',
      'docs/modules/rigging/images/jib.png',
    ]);
  });
});
