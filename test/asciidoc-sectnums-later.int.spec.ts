import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-sectnums-later');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-sectnums-later',
  'octavo-asciidoc-sectnums-later-',
);

/**
 * One document whose first two chapters (the manual's title and its preface) come before `:numbered:`, as
 * hazelcast's reference manual is written: Asciidoctor numbers the chapters from the one after the entry, and so
 * does the book, where before every chapter was numbered and Quick Start became Chapter 3.
 */
describe('AsciiDoc: chapters before :numbered: is turned on', () => {
  it('HTML: are unnumbered; the chapters after it are 1 and 2, with their sections', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const heading = (page: string) =>
      plainText(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(site.get(page)!.toString('utf8'))![0]);
    // A section titled Preface is the book's preface (preface.html), as AsciiDoc Python typed it.
    expect(['ch01.html', 'preface.html', 'ch02.html', 'ch03.html'].map(heading)).toEqual([
      'Grid Manual',
      'Preface',
      'Chapter 1 Quick Start',
      'Chapter 2 Overview',
    ]);
    expect(site.get('ch02.html')!.toString('utf8')).toContain(
      '<span class="section-number">1.1.</span> Members',
    );
    const main = /<main[\s\S]*<\/main>/.exec(site.get('index.html')!.toString('utf8'))![0];
    expect(plainText(main)).toContain('Grid Manual Preface 1. Quick Start 1.1. Members 2. Overview');
    expect([...site.values()].some((page) => page.toString('utf8').includes('data-octavo-unnumbered'))).toBe(
      false,
    );
  });

  it('EPUB: the navigation lists them the same way', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const epub = await readZip(outFile);
    const nav = [...epub].find(([name]) => /nav\.xhtml$/.test(name))![1].toString('utf8');
    expect(plainText(nav)).toMatch(/Grid Manual Preface (Chapter )?1\.? Quick Start/);
    expect(plainText(nav)).not.toMatch(/3\.? Quick Start/);
  });
});
