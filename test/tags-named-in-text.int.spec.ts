import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'tags-named-in-text');

describe('A tag HTML knows but written without the attribute HTML requires (`the <data> one` in Markdown)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/format', 'octavo-tags-in-text-');

  it('EPUB: its tag is left out, its text kept, with a warning naming the line; epubcheck finds no error', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      'format.md:7: <data> without the value= attribute HTML requires of it (2 in this file, the first here): its ' +
        'tag is left out and what it holds printed as text; to show the tag itself, write `<data>` in backticks ' +
        'or &lt;data&gt;, else give it value=""',
      'format.md:12: <bdo> without the dir= attribute HTML requires of it: its tag is left out and what it holds ' +
        'printed as text; to show the tag itself, write `<bdo>` in backticks or &lt;bdo&gt;, else give it dir=""',
    ]);
    const chapter = (await readZip(outFile)).get('OEBPS/introduction.xhtml')!.toString('utf8');
    expect(chapter).toContain('instead of the  one\nwhen the test asks for it.');
    expect(chapter).toContain('<data value="7">seven</data>');
    expect(chapter).toContain('Text read backwards needs a direction.');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
