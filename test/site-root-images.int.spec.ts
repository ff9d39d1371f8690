import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

/**
 * Pages of a site that serves `public/` at its root (heroku/12factor: `content/en/codebase.md` shows
 * `/images/codebase-deploys.png`, which is `public/images/codebase-deploys.png`): every figure of the book was left
 * out with "not found".
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'site-root-images');

describe("Images written as addresses from a site's root are found in the folder the site serves", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/twelve', 'octavo-site-root-images-');

  it('HTML: shown from public/, with a warning saying how to write the path; a missing one still said', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'content/en/intro.md:6: image /images/deploys.png not found (looked for images/deploys.png); used ' +
        "public/images/deploys.png, in public/, where the book's own build publishes its pages; write it as " +
        '../../public/images/deploys.png so the path leads from this file to the image',
      'content/en/intro.md:8: image /images/missing.png not found (looked for images/missing.png): folder images/ does not exist at this commit; left out, the ' +
        "figure's caption standing for it: add the image there, or correct the path",
    ]);
    const zip = await readZip(outFile);
    expect(zip.has('assets/public/images/deploys.png')).toBe(true);
    const pages = [...zip]
      .filter(([name]) => name.endsWith('.html'))
      .map(([, data]) => data.toString('utf8'));
    expect(pages.join('\n')).toContain('src="assets/public/images/deploys.png"');
  });
});
