import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'pandoc-heading-attributes');

describe("pandoc's heading attributes ({#id .class key=value}, {-}) are read, never printed", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/notes', 'octavo-heading-attributes-');

  it("EPUB: epub:type files the division, {-} leaves a chapter unnumbered, the id is the heading's", async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = plainText(zip.get('OEBPS/nav.xhtml')!.toString('utf8'));
    expect(nav).toContain(
      'Before We Begin Chapter 1. First Steps Details Chapter 2. Using {braces} Appendix A. Sources',
    );
    expect(nav).not.toMatch(/\{[#.-]|epub:type=[a-z]/);
    const xhtml = [...zip.entries()]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    expect(xhtml).toMatch(/<section data-type="dedication" id="dedication"[^>]*><h1>Dedication<\/h1>/);
    expect(xhtml).toMatch(/<section data-type="chapter" id="steps"[^>]*><h1 class="hands-on">/);
    expect(xhtml).toMatch(
      /<section data-type="appendix"[^>]*><h1><span class="division-label">Appendix A<\/span> Sources<\/h1>/,
    );
    expect(xhtml).not.toMatch(/\{-\}|\{\.unnumbered\}|epub:type=[a-z]/);
  });

  it('HTML: the link to the written id reaches the chapter', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const chapter = [...zip.entries()].find(([, bytes]) => bytes.toString('utf8').includes('Start here'))!;
    expect(chapter[1].toString('utf8')).toMatch(/<a[^>]*href="[^"]*#steps"[^>]*>the first steps<\/a>/);
  });
});
