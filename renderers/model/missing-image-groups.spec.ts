import { memorySource } from '../test-support/memory-source';
import { ONE_PIXEL_PNG as PNG } from '../test-support/png-encoder';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

async function missingImageWarnings(files: Record<string, string | Buffer>, listed: string[]) {
  const model = await buildBookModel(memorySource(files), { files: listed, formats: {} }, { bookName: 'x' });
  return model.warnings.filter((w) => w.kind === 'image-missing').map(formatWarning);
}

// As the Joomla book (JandBeyond): 294 pictures never committed, 294 warnings burying the rest.
describe('images found nowhere', () => {
  it('are one warning per file, at the first, with the count, the other lines and the fix', async () => {
    const warnings = await missingImageWarnings(
      {
        'ch1.adoc':
          '== One\n\nimage::media/a.png[A]\n\nText.\n\nimage::media/b.png[B]\n\nimage::media/c.png[C]\n',
        'ch2.adoc': '== Two\n\nimage::media/d.png[D]\n',
      },
      ['ch1.adoc', 'ch2.adoc'],
    );
    expect(warnings).toEqual([
      'ch1.adoc:3: 3 images not found: the first, media/a.png, here (looked for media/a.png), the others at ' +
        'lines 7 and 9; left out: add the files to the repository (git add, commit, push), or correct the paths',
      'ch2.adoc:3: image media/d.png not found (looked for media/d.png); left out',
    ]);
  });

  it('leaves a missing image told where a copy is apart from the group', async () => {
    const warnings = await missingImageWarnings(
      {
        'ch1.adoc': '== One\n\nimage::logo.png[Logo]\n\nimage::media/b.png[B]\n\nimage::media/c.png[C]\n',
        'pictures/logo.png': PNG,
      },
      ['ch1.adoc'],
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^ch1\.adoc:3: image logo\.png not found \(looked for logo\.png\); .*pictures\/logo\.png/,
    );
    expect(warnings[1]).toMatch(
      /^ch1\.adoc:5: 2 images not found: the first, media\/b\.png, here \(looked for media\/b\.png\), the other at line 7;/,
    );
  });
});
