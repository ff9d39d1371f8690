import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-anchor-lines');
const source = directorySource(FIXTURE);

describe('Markdown written on the line after an anchor tag alone (<a name="x"/>)', () => {
  const book = fixtureSuite(source, 'ann/anchors', 'octavo-md-anchor-lines-');

  it('is read as Markdown, as pandoc reads it, with a warning; the anchor still takes links', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'tour.md:5: the anchor <a name="gutter-shot"/> has Markdown on the line after it, which CommonMark (GitHub) ' +
        'reads as HTML and prints as written; read as Markdown, as pandoc does: put a blank line after the anchor',
    ]);
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(/<a id="gutter-shot"><\/a>\s*<figure><img src="[^"]*gutter\.png"/);
    expect(chapter).toContain('<a href="#gutter-shot">the picture below</a>');
    expect(plain(chapter)).not.toContain('](');
    expect(chapter).toContain('That is <strong>all</strong> there is to it.');
    expect(chapter).toContain('<div>An HTML block after an anchor stays HTML.</div>');
  });
});
