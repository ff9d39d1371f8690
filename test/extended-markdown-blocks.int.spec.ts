import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'extended-markdown-blocks');
const source = directorySource(FIXTURE);

describe("Markdown with GitHub's extended-markdown blocks ({{#tip}} … {{/tip}}, {{#mac}} … {{/mac}})", () => {
  const book = fixtureSuite(source, 'ann/handbook', 'octavo-extended-md-');

  it('HTML: callouts are admonitions, platform blocks are named, no tag is printed but an unclosed one', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'handbook.md:35: {{#note}} has no {{/note}} after it: it is printed as written, and the text it was meant ' +
        'to hold as running text; close the block with {{/note}} on a line of its own',
    ]);
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(/<div data-type="tip">[\s\S]*Settings are saved as you type\.[\s\S]*?<\/div>/);
    expect(chapter).toMatch(/<div data-type="caution">[\s\S]*cannot be undone\.[\s\S]*?<\/div>/);
    const text = plain(chapter);
    expect(text).toContain('macOS Press Cmd+, to open them. Windows Press Ctrl+, to open them.');
    expect(text).not.toMatch(/\{\{[#/](tip|mac|windows|danger)\}\}/);
    expect(text).toContain("'begin' : '{{#note}}'");
  });

  it('EPUB: the admonitions are asides of their kind', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const xhtml = [...zip.keys()]
      .filter((name) => name.endsWith('.xhtml') && !name.endsWith('nav.xhtml'))
      .map((name) => zip.get(name)!.toString('utf8'))
      .join('\n');
    expect(plain(xhtml)).toMatch(/Tip Settings are saved as you type\./);
    expect(plain(xhtml)).not.toContain('{{#tip}}');
  });
});
