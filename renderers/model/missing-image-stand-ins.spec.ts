import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

// Joomla's book: its warnings said 347 missing images were left out, where its PDF printed 174 of them as their alt
// text in brackets ("[C:\Users\…\Bild506.PNG]").
describe('the warning about an image that is not found', () => {
  it('says its alt text is printed in brackets in its place, as it is', async () => {
    const model = await buildBookModel(
      memorySource({
        'a.adoc':
          '= Book\n\n== One\n\nimage::missing.png[Block alt text]\n\n' +
          'See image:pictures/missing2.png[Inline alt text,width=100] here.\n',
        'b.html':
          '<section data-type="chapter"><h1>B</h1>\n' +
          '<figure><img src="gone.png" alt="An alt"><figcaption>Missing</figcaption></figure></section>',
      }),
      { files: ['a.adoc', 'b.html'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    for (const alt of ['[Block alt text]', '[Inline alt text]', '[An alt]']) expect(html).toContain(alt);
    expect(model.warnings.map(formatWarning)).toEqual([
      'a.adoc:5: image missing.png not found (looked for missing.png); its alt text is printed in ' +
        'brackets in its place ("[Block alt text]"): add the image there, or correct the path',
      'a.adoc:7: image pictures/missing2.png not found (looked for pictures/missing2.png): folder pictures/ does ' +
        'not exist at this commit; its alt text is printed in ' +
        'brackets in its place ("[Inline alt text]"): add the image there, or correct the path',
      'b.html:2: image gone.png not found (looked for gone.png); its alt text is printed in brackets in its place ' +
        '("[An alt]"): add the image there, or correct the path',
    ]);
  });

  it('says it is left out where the figure caption is its alt text, and where it has none', async () => {
    const model = await buildBookModel(
      memorySource({
        'a.md': '# A\n\n![A shed](shed.png)\n',
        'b.md': '# B\n\nText <img src="roof.png" alt=""> here.\n',
      }),
      { files: ['a.md', 'b.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions[0]!.html).not.toContain('[A shed]');
    expect(model.warnings.map(formatWarning)).toEqual([
      'a.md:3: image shed.png not found (looked for shed.png); left out, the figure' +
        "'s caption standing for it: add the image there, or correct the path",
      'b.md:3: image roof.png not found (looked for roof.png); left out: add the image there, or correct the path',
    ]);
  });
});

// Joomla's book: 294 images not found, 243 of them in 12 folders the repository does not have
// (`book/07-inhalte-verwalten/media/`, 122 times over five files, the images being in `media/07/`): a warning each
// buried the rest of the log under lines alike.
describe('the warnings about images that are not found', () => {
  it('are one for the images of the whole book in a folder the repository does not have', async () => {
    const model = await buildBookModel(
      memorySource({
        'book/07/inhalte.adoc':
          '= Inhalte\n\n== Kategorien\n\nimage:book/07/media/1.png[Kategorien]\n\n' +
          'include::abschnitte/01-kategorien.adoc[]\n\ninclude::abschnitte/02-beitraege.adoc[]\n',
        'book/07/abschnitte/01-kategorien.adoc':
          '=== Anlegen\n\nimage:book/07/media/2.png[]\n\nimage:book/07/media/3.png[Neu]\n',
        'book/07/abschnitte/02-beitraege.adoc':
          '=== Beiträge\n\nimage:book/07/media/4.png[Liste]\n\nimage:media/07/9.png[Neun]\n\n' +
          'image:media/07/1.png[Eins]\n',
        'book/08/menues.adoc': '= Menüs\n\n== Menü\n\nimage:book/08/media/1.png[Menü]\n',
        'media/07/1.png': 'not read',
      }),
      { files: ['book/07/inhalte.adoc', 'book/08/menues.adoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'ann/book' },
    );
    const missing = model.warnings.filter((w) => w.kind === 'image-missing');
    expect(missing.map(formatWarning)).toEqual([
      'book/07/inhalte.adoc:5: 4 images are not found: their paths lead into book/07/media/, a folder that does ' +
        'not exist at this commit (the first, book/07/media/1.png, here, the others at ' +
        '01-kategorien.adoc:3 (2 there) and 02-beitraege.adoc:3, all in book/07/abschnitte/); ' +
        "each one's alt text is printed in brackets in its place: add the folder with the images, or correct the paths",
      // In a folder the repository has: its own mistake, with its own warning.
      expect.stringMatching(
        /^book\/07\/abschnitte\/02-beitraege\.adoc:5: image media\/07\/9\.png not found \(looked for [^)]*\); its alt/,
      ),
      // A folder's only image is told as ever.
      expect.stringMatching(
        /^book\/08\/menues\.adoc:5: image book\/08\/media\/1\.png not found .*: folder book\/08\/media\/ does not exist at this commit; its alt text is printed in brackets in its place \("\[Menü\]"\): add the image there, or correct the path$/,
      ),
    ]);
    // The build message counts every image.
    expect(missing.map((w) => w.count ?? 1)).toEqual([4, 1, 1]);
  });

  it('say what is printed in place of a group whose images are told apart', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch.md':
          '# One\n\nText <img src="gone/a.png" alt=""> here.\n\nSee ![A tray](gone/b.png) here.\n\n' +
          '![A shed](gone/c.png)\n',
      }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch\.md:3: 3 images are not found: .* \(the first, gone\/a\.png, here, the others at lines 5 and 7\); each is left out, its alt text printed in brackets in its place or its figure's caption standing for it where it has one: add the folder/,
      ),
    ]);
  });
});
