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

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-sections-file');
const source = directorySource(FIXTURE);
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('A Markdown file of ## sections before a book of # chapters is one division, not a chapter each', () => {
  let dir: string;
  let config: PlatformConfig;

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await renderFixture(
      { source, config, dir, bookName: 'ann/backbone' },
      renderer,
      file,
    );
    return { outFile, warnings: warnings.map(formatWarning) };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-md-sections-'));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    config = loaded.config;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('HTML: the prelude is one unnumbered page with its sections; Chapter 1 is the first # heading', async () => {
    const { outFile, warnings } = await render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      "chapters/00-prelude.md:1: the book's chapters are # headings and this file has none: it is printed as one " +
        'division, unnumbered front matter titled "Prelude", its other headings sections of it (as pandoc reads ' +
        "the book's files run together); to make each of its headings a chapter, write them as # headings",
    ]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'index.html', 'preface.html']);
    const prelude = plain(zip.get('preface.html')!.toString('utf8'));
    expect(prelude).toMatch(/Prelude Not so long ago.* Target Audience This book .* Credits I am indebted/);
    expect(prelude).not.toContain('Chapter');
    expect(plain(zip.get('ch01.html')!.toString('utf8'))).toContain('Chapter 1 Backbone Basics');
    expect(plain(zip.get('ch02.html')!.toString('utf8'))).toContain('Chapter 2 Views');
  });

  it('EPUB: the navigation nests the sections under the prelude', async () => {
    const { outFile } = await render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toContain(
      'Prelude Target Audience Credits Chapter 1. Backbone Basics Models Chapter 2. Views',
    );
  });
});
