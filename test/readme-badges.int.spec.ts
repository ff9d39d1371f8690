import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'readme-badges');

describe("a README's status badges (shields.io, CI) in a book", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/knots', 'octavo-readme-badges-');

  it('are left out with their links, not printed as "[Build Status]"; other remote images keep their alt text', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const main = /<section data-type="chapter"[\s\S]*<\/section>/.exec(chapter)![0];
    expect(main).not.toMatch(/Build Status|\[npm\]|travis-ci|npmjs/);
    expect(main).not.toMatch(/<p>\s*<\/p>/);
    // A lone image is a figure captioned by its alt text, which stands for it.
    expect(main).toMatch(/<figcaption[^>]*><span class="label">[^<]*<\/span>A bowline<\/figcaption>/);
    expect(warnings).toEqual([
      'README.md:1: remote image https://travis-ci.org/ann/knots.svg?branch=master is a status badge, live only on ' +
        'the web; left out',
      'README.md:1: remote image https://img.shields.io/npm/v/knots.svg is a status badge, live only on the web; ' +
        'left out',
      'README.md:7: remote image https://example.com/photos/bowline.jpg is not fetched (rendering never uses the ' +
        'network); printed as a link to its address: put a copy of it in the repository and point at that to print the image',
    ]);
  });
});
