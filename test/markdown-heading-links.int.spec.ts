import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { formatWarning } from '../renderers/warnings';
import { renderFixture } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-heading-links');
const source = directorySource(FIXTURE);

/** Each link of a page: its text and where it goes. */
const links = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)]
    .filter(([, attrs]) => !/data-type="(?:noteref|footnote)/.test(attrs))
    .map(([, attrs, text]) => `${text.trim()} -> ${/href="([^"]*)"/.exec(attrs)?.[1] ?? '(none)'}`);

describe('Markdown links to headings by the ids pandoc or GitHub gave them', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-md-links-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reach their headings in another file and in their own; a missing one is still said', async () => {
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const { outFile, warnings } = await renderFixture(
      { source, config: loaded.config, dir, bookName: 'ann/links' },
      renderHtml,
      'book.zip',
    );
    expect(warnings.map(formatWarning)).toEqual([
      'ch02.md:4: cross-reference to "#overview" has no target in the book; link removed: correct the id, or give the element it points at that id',
    ]);
    const zip = await readZip(outFile);
    const main = (page: string) => /<main[\s\S]*<\/main>/.exec(zip.get(page)!.toString('utf8'))![0];
    expect(links(main('ch01.html'))).toEqual(['the problems -> ch02.html']);
    expect(links(main('ch02.html'))).toEqual([
      'what Backbone is -> ch01.html#what-is-backbone-js',
      'Marionette -> ch01.html#marionettejs-backbone-marionette',
      'the overview -> (none)',
    ]);
  });
});
