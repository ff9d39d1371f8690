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

// Joomla's book: 347 images in 15 folders the repository does not have (`book/04-installation/media/`, the images
// being in `media/04/`) made ~290 warnings alike.
describe("the warnings about a file's images that are not found", () => {
  // The build log lists every image at its own file:line (its message groups and counts them): each warning names
  // the folder the repository does not have, which is the fix for all of them (Joomla's book/04-installation/media/).
  it('are one per image, each naming the folder the repository does not have', async () => {
    const model = await buildBookModel(
      memorySource({
        'book/04/install.adoc':
          '= Install\n\n== Local\n\nimage:book/04/media/2.png[A server]\n\nimage:book/04/media/3.png[]\n\n' +
          'image:media/04/9.png[Nine]\n\nimage:media/04/1.png[One]\n',
        'media/04/1.png': 'not read',
      }),
      { files: ['book/04/install.adoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'ann/book' },
    );
    const missing = model.warnings.filter((w) => w.kind === 'image-missing').map(formatWarning);
    expect(missing).toEqual([
      expect.stringMatching(
        /^book\/04\/install\.adoc:5: image book\/04\/media\/2\.png not found .*: folder book\/04\/media\/ does not exist at this commit; its alt text is printed in brackets in its place \("\[A server\]"\)/,
      ),
      expect.stringMatching(
        /^book\/04\/install\.adoc:7: image book\/04\/media\/3\.png not found .*: folder book\/04\/media\/ does not exist at this commit; its alt text is printed in brackets in its place \("\[3\]"\)/,
      ),
      expect.stringMatching(
        /^book\/04\/install\.adoc:9: image media\/04\/9\.png not found \(looked for [^)]*\); its alt/,
      ),
    ]);
  });
});
