import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'untitled-notice-preamble');

describe('An untitled preamble of a few lines ("Specification: … Version: … Release: …") beside the book’s own Preface', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/widget-spec', 'octavo-notice-preamble-');

  it('HTML: is printed, untitled, at the start of the page after it, and the contents list one "Preface"', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = (name: string) => zip.get(name)!.toString('utf8');
    const contents = plain(/<nav data-type="toc"[\s\S]*?<\/nav>/.exec(page('index.html'))![0]);
    expect(contents).toBe('Contents Copyright Widget Specification License Preface 1. Overview 2. Lifecycle');
    const copyright = plain(/<main[^>]*>(.*)<\/main>/s.exec(page('ch01.html'))![1]);
    expect(copyright).toMatch(
      /^Copyright Specification: Widget Servlet 2\.0 Version: 2\.0 Status: Final Release Release: May 2026 Copyright \(c\) 2026/,
    );
    const prefaces = [...zip.keys()].filter((name) => /^preface/.test(name));
    expect(prefaces).toEqual(['preface.html']);
    expect(plain(/<h1[^>]*>.*?<\/h1>/s.exec(page('preface.html'))![0])).toBe('Preface');
  });

  it('EPUB: the navigation names "Preface" once', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const nav = (await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = plain(/<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0]);
    expect(toc.match(/Preface/g)).toHaveLength(1);
  });
});
