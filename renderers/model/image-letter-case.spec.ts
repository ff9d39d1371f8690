import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { pngHeader } from '../test-support/image-headers';

describe('images written in another letter case', () => {
  it('shows an image whose folder and name differ only in case, saying how to write the path', async () => {
    const source = memorySource({
      'text/ch01.md': '# Sheds\n\n![A shed](Pictures/Shed_Door.PNG)\n\n![Gone](Pictures/roof.png)\n',
      'text/pictures/shed_door.png': pngHeader(40, 30),
    });
    const model = await buildBookModel(
      source,
      { files: ['text/ch01.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(/<img[^>]+alt="A shed"/);
    // The one truly missing is left out, its caption (its alt text) standing for it once.
    expect(html).toContain(
      '<figure><figcaption><span class="label">Figure 1-2. </span>Gone</figcaption></figure>',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining(
        'text/ch01.md:3: image Pictures/Shed_Door.PNG not found (looked for text/Pictures/Shed_Door.PNG and ' +
          'Pictures/Shed_Door.PNG); text/pictures/shed_door.png differs from it only in letter case',
      ),
      expect.stringContaining('text/ch01.md:5: image Pictures/roof.png not found'),
    ]);
    expect(model.warnings.map(formatWarning)[0]).toContain('write the path as pictures/shed_door.png');
  });
});
