import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

/**
 * HTMLBook written by hand in an editor (Études for ClojureScript, jdeisenberg/etudes-for-clojurescript): listings
 * declare their language by the name Atlas's highlighter (Pygments) knows it, `clojurescript`, which highlight.js
 * calls `clojure`; an xref's `href` lost its `#` (`href="ETUDE04-02"`) though the book has that id; a web link
 * was written without its scheme (`href="clojurescriptmadeeasy.com"`).
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'htmlbook-hand-written');
const source = directorySource(FIXTURE);

describe('HTMLBook written by hand: Pygments language names, an xref without #, a web link without https://', () => {
  const book = fixtureSuite(source, 'ann/etudes-for-tea', 'octavo-htmlbook-hand-written-');

  it('html: listings named as Pygments names them are highlighted; both links land, each with a warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const ch01 = zip.get('ch01.html')!.toString('utf8');
    const ch02 = zip.get('ch02.html')!.toString('utf8');

    // `clojurescript` and `cljs` are Clojure to highlight.js; `shell-session` is a shell session.
    const listings = [...(ch01 + ch02).matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[0]);
    expect(listings).toHaveLength(3);
    for (const listing of listings) expect(listing).toContain('class="hljs');
    expect(listings[0]).toContain('<span class="hljs-keyword">defn</span>');
    // The language stays named as the author wrote it.
    expect(listings[0]).toContain('data-code-language="clojurescript"');

    // The xref whose href lost its `#` lands on the section it names, with the section's title, quoted as Atlas writes it, as its text.
    expect(ch02).toMatch(/<a [^>]*href="ch01\.html#ETUDE01-01"[^>]*>“Étude 1-1: Filling the Kettle”<\/a>/);
    // The web address written without its scheme is a web link.
    expect(ch01).toMatch(/<a [^>]*href="https:\/\/kettlecentral\.com"[^>]*>Kettle Central<\/a>/);

    expect(warnings).toEqual([
      'ch01-kettles.html:4: link kettlecentral.com is a web address written without its scheme ' +
        '(read as a file of the book, there is none): linked to https://kettlecentral.com; ' +
        'write href="https://kettlecentral.com"',
      'ch02-teapots.html:4: link ETUDE01-01 names no file, but the book has an element with the id ETUDE01-01: ' +
        'linked to it; write href="#ETUDE01-01"',
    ]);
  });

  it('epub: the same links land in the chapter files', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const chapters = [...zip.keys()].filter((name) => /\.xhtml$/.test(name) && !/nav|cover/.test(name));
    const all = chapters.map((name) => zip.get(name)!.toString('utf8')).join('\n');
    expect(all).toMatch(/href="[^"]*#ETUDE01-01"[^>]*>“Étude 1-1: Filling the Kettle”</);
    expect(all).toContain('href="https://kettlecentral.com"');
    expect(all).toContain('<span class="hljs-keyword">defn</span>');
  });
});
