import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { formatWarning } from '../renderers/warnings';
import { epubcheck } from './support/render-tools';

/**
 * What real books write that HTML does not allow, each as the book wrote it, and the EPUB that epubcheck passes
 * (the contract: 0 errors). Before the repairs: Open Government (a link in a link), the Rust book (a span holding
 * paragraphs and a table), Nature of Code (a tfoot before the body), Etudes for Erlang (markup run into a
 * web address) and a processor manual (description-list terms with no description) had 27, 5, 1, 9 and 472
 * epubcheck errors.
 */
const BOOK = {
  'ch1.adoc':
    '== Data\n\nThe portal.footnote:[link:$$http://www.data.gov/$$[http://www.data.gov/]]\n\n' +
    'A feed at http://weather.gov/</credit_URL&gt and more.\n',
  'ch2.md':
    '# Crabs\n\n<span id="ferris">\n\n<p>Ferris says:</p>\n<table><tr><td>Does not compile</td></tr></table>\n\n</span>\n',
  'ch3.html':
    '<section data-type="chapter"><h1>Table</h1><table><thead><tr><th>h</th></tr></thead>' +
    '<tfoot><tr><td>total</td></tr></tfoot><tbody><tr><td>1</td></tr></tbody></table></section>',
  'ch4.adoc': '== Valves\n\nInlet::\nOpens first.\n\nOutlet::\n[listing]\n....\nopens last\n....\n',
  'ch5.adoc':
    '== Rulings\n\nHeld in link:++https://example.org/r?id=2#p9[Second]); [underline]#see# the ruling. See ' +
    'link:++https://example.org/r?id=4[Fourth].\n',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octavo-repairs-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('writes an EPUB epubcheck passes from sources with links in links, blocks in spans, early footers, bad web addresses and terms without a description', async () => {
  const outFile = join(dir, 'book.epub');
  const { warnings } = await renderEpub({
    source: memorySource(BOOK),
    config: { files: Object.keys(BOOK), title: 'Repairs', lang: 'en', formats: {} },
    workDir: join(dir, 'work'),
    outFile,
    bookName: 'ann/repairs',
  });
  const check = await epubcheck(outFile);
  expect(check.stdout + check.stderr).toMatch(/0 fatals \/ 0 errors \/ 0 warnings/);
  expect(warnings.map(formatWarning)).toEqual([
    'ch1.adoc:5: link http://weather.gov/</credit_URL&gt has characters a web address cannot hold (is markup run into it?); written as http://weather.gov/%3C/credit_URL&gt',
    'ch5.adoc:3: link https://example.org/r?id=2#p9[Second]); [underline]#see# the ruling. See link:https://example.org/r?id=4 has characters a web address cannot hold (is markup run into it?); written as https://example.org/r?id=2#p9%5BSecond%5D);%20%5Bunderline%5D%23see%23%20the%20ruling.%20See%20link:https://example.org/r?id=4',
  ]);
}, 120_000);
