import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'static-site-addresses');
const source = directorySource(FIXTURE);

/** Each link of a page: its text and where it goes. */
const links = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map(
    ([, attrs, text]) => `${text.trim()} -> ${/href="([^"]*)"/.exec(attrs)?.[1] ?? '(none)'}`,
  );

describe("A book kept as a static site: links and images written for the site's page addresses", () => {
  const book = fixtureSuite(source, 'ann/site-guide', 'octavo-site-addresses-');

  it('HTML: page addresses link to the pages, images resolve from the page address; a missing page is said', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'content/guide/sections/next-steps.md:10: link /guide/sections/missing-page/ names a folder, and no file of ' +
        "the book is the page at that address (its .md, or the folder's index.md or README.md); link removed, its text kept: " +
        'correct the path, or, for a page published outside the book, write its full address (https://…)',
    ]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html') && name !== 'index.html');
    const html = pages.map((name) => zip.get(name)!.toString('utf8')).join('\n');
    expect(links(html)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^First Steps -> [^#]*#first-steps$/),
        expect.stringMatching(/^what comes next -> [^#]*#next-steps$/),
        expect.stringMatching(/^the settings -> [^#]*#changing-settings$/),
        expect.stringMatching(/^chapter -> [^#]*#guide$/),
        'this one -> (none)',
      ]),
    );
    const image = /<img [^>]*src="([^"]+)"[^>]*>/.exec(html);
    expect(image?.[1]).toMatch(/window\.png$/);
    expect(zip.has(image![1].replace(/^(\.\.\/)+/, ''))).toBe(true);
  });

  it('EPUB: the image is in the package and the links reach their chapters', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    expect([...zip.keys()].some((name) => name.endsWith('window.png'))).toBe(true);
    const xhtml = [...zip.keys()]
      .filter((name) => name.endsWith('.xhtml') && !name.endsWith('nav.xhtml'))
      .map((name) => zip.get(name)!.toString('utf8'))
      .join('\n');
    expect(links(xhtml)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^the settings -> [^#]*#changing-settings$/)]),
    );
  });
});
