import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { PlatformConfig } from '../renderers/types';
import { formatWarning } from '../renderers/warnings';
import { FixtureRenderer, renderFixture } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'atlas-schacon');
const source = directorySource(FIXTURE);
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("An Atlas book in the Atom Flight Manual's shape: chapters numbered as the published book", () => {
  let dir: string;
  let config: PlatformConfig;

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await renderFixture(
      { source, config, dir, bookName: 'ann/flight' },
      renderer,
      file,
    );
    return { outFile, warnings: warnings.map(formatWarning) };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-schacon-'));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    config = loaded.config;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('HTML: the licence is the copyright page, the preface is the preface, {{ toc }} the contents', async () => {
    const { outFile, warnings } = await render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      "LICENSE.asc:1: the file has no title, before the book's first chapter: it is printed as the copyright page, " +
        'unnumbered and not in the contents; give it a title (== Title in AsciiDoc, # Title in Markdown) to make it ' +
        'a chapter of its own',
    ]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual([
      'ch01.html',
      'ch02.html',
      'copyright-page.html',
      'index.html',
      'ix.html',
      'preface.html',
      'titlepage.html',
    ]);
    const chapterOne = zip.get('ch01.html')!.toString('utf8');
    expect(plain(chapterOne)).toContain('Chapter 1 Getting Started');
    expect(plain(chapterOne)).toContain('See Chapter 2');
    expect(chapterOne).not.toContain('{{');
    const contents = plain(zip.get('index.html')!.toString('utf8'));
    expect(contents).toMatch(
      /Introduction .*1\. Getting Started .*Why .*Summary .*2\. Going Further .*Index/,
    );
    // The contents list leaves the copyright page out, as Atlas did (the site's page navigation still has it).
    const main = /<main id="content">[\s\S]*<\/main>/.exec(zip.get('index.html')!.toString('utf8'))![0];
    expect(plain(main)).not.toContain('Copyright');
    expect(plain(zip.get('preface.html')!.toString('utf8'))).toContain('Introduction Welcome to the notes.');
  });

  it('EPUB: the same divisions in its navigation, no chapter for the licence or the {{ toc }} file', async () => {
    const { outFile } = await render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toContain(
      'Copyright Flight Notes Introduction Chapter 1. Getting Started Why Summary Chapter 2. Going Further Index',
    );
    expect(nav).not.toMatch(/Chapter 3/);
  });
});
