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
          '= Book\n\n== One\n\nimage::nope/missing.png[Block alt text]\n\n' +
          'See image:nope/missing2.png[Inline alt text,width=100] here.\n',
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
      'a.adoc:5: image nope/missing.png not found (looked for nope/missing.png); its alt text is printed in ' +
        'brackets in its place ("[Block alt text]"): add the image there, or correct the path',
      'a.adoc:7: image nope/missing2.png not found (looked for nope/missing2.png); its alt text is printed in ' +
        'brackets in its place ("[Inline alt text]"): add the image there, or correct the path',
      'b.html:2: image gone.png not found (looked for gone.png); its alt text is printed in brackets in its place ' +
        '("[An alt]"): add the image there, or correct the path',
    ]);
  });

  it('says it is left out where the figure caption is its alt text, and where it has none', async () => {
    const model = await buildBookModel(
      memorySource({ 'a.md': '# A\n\n![A shed](shed.png)\n\nText <img src="roof.png" alt=""> here.\n' }),
      { files: ['a.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions[0]!.html).not.toContain('[A shed]');
    expect(model.warnings.map(formatWarning)).toEqual([
      'a.md:3: image shed.png not found (looked for shed.png); left out, the figure' +
        "'s caption standing for it: add the image there, or correct the path",
      'a.md:5: image roof.png not found (looked for roof.png); left out: add the image there, or correct the path',
    ]);
  });
});
