import { pngHeader } from '../test-support/image-headers';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { altIsFileName, missingAltWarning } from './missing-alt-text';

describe('the warning about an image without alt text', () => {
  it('says how to write one in a Leanpub manuscript as Markua does, not as HTML, which Leanpub prints as text', () => {
    expect(formatWarning(missingAltWarning('kettle.png', { file: 'manuscript/ch1.md', line: 4 }))).toBe(
      'manuscript/ch1.md:4: image kettle.png has no alt text: describe what it shows for readers who cannot see ' +
        'it ({alt: "Description"} on the line above the image, as Markua writes it), or, if it is only ' +
        'decoration, an empty one ({alt: ""})',
    );
  });

  it('says it in Markdown elsewhere, the HTML tag for a decorative image', () => {
    expect(formatWarning(missingAltWarning('kettle.png', { file: 'book/ch1.md', line: 4 }))).toBe(
      'book/ch1.md:4: image kettle.png has no alt text: describe what it shows for readers who cannot see it ' +
        '(![Description](kettle.png)), or, if it is only decoration, write it as HTML with an empty one ' +
        '(<img src="kettle.png" alt="">)',
    );
  });
});

describe('the path of a Markdown image without alt text', () => {
  // 0xn3va/cheat-sheets: GitBook writes ![](<.gitbook/assets/image (1) (2).png>), quoted percent-encoded.
  it('is quoted as the author wrote it, between angle brackets when it holds spaces', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch.md': '# Console\n\n![](<.gitbook/assets/image (1) (2).png>)\n\n![](shots/ok(1).png)\n',
        '.gitbook/assets/image (1) (2).png': pngHeader(40, 30),
        'shots/ok(1).png': pngHeader(40, 30),
      }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'ann/sheets' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch.md:3: 2 images have no alt text: the first, <.gitbook/assets/image (1) (2).png>, here, the other at line ' +
        '5; describe what each shows for readers who cannot see it (![Description](<.gitbook/assets/image (1) (2).png>)), ' +
        'or, if it is only decoration, write it as HTML with an empty one (<img src=".gitbook/assets/image (1) (2).png" alt="">)',
    ]);
  });
});

describe('the warning about a picture Quarto froze from a code cell', () => {
  // Quarto: The Practical Guide's python.qmd: the advice to write ![Description](_freeze/…) could not be followed.
  it("names the cell's fig-alt option, there being no Markdown image to edit", () => {
    const src = '_freeze/python/figure-html/cell-3-output-1.png';
    expect(formatWarning(missingAltWarning(src, { file: 'python.qmd', line: 13 }))).toBe(
      `python.qmd:13: image ${src} has no alt text: describe what it shows for readers who cannot see it (the ` +
        'option #| fig-alt: Description in the code cell that draws it, as Quarto reads it)',
    );
  });
});

describe("an alt text that is the image's file name", () => {
  it.each([
    ['media/03/01-01', 'media/03/01-01.png', true],
    ['01-01', 'media/03/01-01.png', true],
    ['image1.png', 'media/image1.png', true],
    ['IMAGE1', 'media/image1.png', false],
    ['P4Merge', 'images/p4merge.png', false],
    ['Screen Shot 2019', 'Screen%20Shot%202019.png', false],
    ['screen_shot', 'img/screen_shot.jpg?raw=true', true],
    ['my picture.png', 'my%20picture.png', false],
    ['logo', 'images/logo.png', false],
    ['ok', 'ok.png', false],
    ['1', 'images/callouts/1.png', false],
    ['The kettle boiling', 'kettle.png', false],
    ['kettle-2', 'kettle.png', false],
    ['', 'a.png', false],
  ])('alt %j for %s: %s', (alt, src, expected) => {
    expect(altIsFileName(alt, src)).toBe(expected);
  });

  const PNG = pngHeader(40, 30);
  const warningsOf = async (files: Record<string, string | Buffer>) => {
    const listed = Object.keys(files).filter((f) => /\.(adoc|md|html)$/.test(f));
    const model = await buildBookModel(
      memorySource(files),
      { files: listed, formats: {} },
      { bookName: 'a/b' },
    );
    return model.warnings.filter((w) => w.kind === 'image-alt-missing').map(formatWarning);
  };

  it('is warned at its line in the syntax of its file; a described image and a missing one are not', async () => {
    const warnings = await warningsOf({
      'ch01.adoc': [
        '= One',
        '',
        'image:media/03/01-01.png[media/03/01-01,width=548]',
        '',
        'image::media/03/01-02.png[The installer asking for a folder]',
        '',
        'image::media/03/gone.png[gone.png]',
        '',
      ].join('\n'),
      'ch02.md': '# Two\n\n![image7.png](media/image7.png)\n',
      'media/03/01-01.png': PNG,
      'media/03/01-02.png': PNG,
      'media/image7.png': PNG,
    });
    expect(warnings).toEqual([
      // media/03/gone.png is told as not found, not for its alt text.
      `ch01.adoc:3: image media/03/01-01.png has its file's name as alt text ("media/03/01-01"): a listener hears ` +
        'the name, not the picture; describe what it shows for readers who cannot see it (image::file.png' +
        '[Description]), or, if it is only decoration, mark it so with an empty one (image::file.png[""])',
      `ch02.md:3: image media/image7.png has its file's name as alt text ("image7.png"): a listener hears the ` +
        'name, not the picture; describe what it shows for readers who cannot see it ' +
        '(![Description](media/image7.png)), or, if it is only decoration, write it as HTML with an empty one ' +
        '(<img src="media/image7.png" alt="">)',
    ]);
  });

  it("is grouped per file, apart from the file's images without alt text", async () => {
    const warnings = await warningsOf({
      'ch01.md': [
        '# One',
        '',
        '![image1](media/image1.png)',
        '',
        '![image2](media/image2.png)',
        '',
        '![](media/image3.png)',
        '',
        '![image4](media/image4.png)',
        '',
      ].join('\n'),
      'media/image1.png': PNG,
      'media/image2.png': PNG,
      'media/image3.png': PNG,
      'media/image4.png': PNG,
    });
    expect(warnings).toEqual([
      `ch01.md:3: 3 images have their files' names as alt text: the first, media/image1.png, here, the others at ` +
        'lines 5 and 9; describe what each shows for readers who cannot see it (![Description](media/image1.png)), ' +
        'or, if it is only decoration, write it as HTML with an empty one (<img src="media/image1.png" alt="">)',
      'ch01.md:7: image media/image3.png has no alt text: describe what it shows for readers who cannot see it ' +
        '(![Description](media/image3.png)), or, if it is only decoration, write it as HTML with an empty one ' +
        '(<img src="media/image3.png" alt="">)',
    ]);
  });
});
