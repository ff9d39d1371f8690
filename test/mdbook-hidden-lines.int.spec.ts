import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'mdbook-hidden-lines');

/** The text of every code listing on a page, in order, markup and entities undone. */
function listings(page: string): string[] {
  return [...page.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((found) =>
    found[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

describe('Rust listings in Markdown: the lines mdBook and rustdoc hide (`# `) are not printed', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/pointers', 'octavo-mdbook-hidden-');

  it('HTML: hidden lines left out, `##` printed as `#`, attributes and other languages untouched', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const [hidden, escaped, shell] = listings(page);
    expect(hidden).toBe('pub fn read_first(&self) -> T {\n    unsafe { ptr::read(&self.0) }\n}');
    expect(escaped).toBe('#[derive(Debug)]\n#![allow(unused)]\nlet text = "\n#[not hidden]\n";');
    expect(shell).toBe('# install the toolchain\nrustup default stable');
  });

  it('EPUB: the same listings', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const page = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8');
    const [hidden] = listings(page);
    expect(hidden).toBe('pub fn read_first(&self) -> T {\n    unsafe { ptr::read(&self.0) }\n}');
    expect(page).not.toContain('struct Slot');
  });
});
