import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-smart-quotes');

describe('Markdown prose is set with curly quotes, as pandoc sets it; code keeps straight ones', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/quayside', 'octavo-smart-quotes-');

  it('EPUB: quotes and apostrophes in text and titles are curly, in code straight', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    // Another tool's template markup is printed as written, its quotes straight, and named to the author.
    expect(warnings).toEqual([
      expect.stringMatching(
        /^harbour\.md:11: \{\{< note "Keep it lit" >\}\} is a directive of the tool this book is built with/,
      ),
    ]);
    const zip = await readZip(outFile);
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toContain('The Harbourmaster\u2019s Lamp</h1>');
    expect(chapter).toContain(
      '\u201cIs it lit?\u201d she asked. \u2018Not yet,\u2019 he said, \u201cit\u2019s the old model.\u201d',
    );
    expect(chapter).toContain('<code>lamp.set("on")</code>');
    expect(chapter).toMatch(/print<\/span>\(<span class="hljs-string">'lit'<\/span>.*"dark"/);
    expect(chapter).toContain('{{&lt; note "Keep it lit" &gt;}}');
    expect(chapter).not.toMatch(/<pre[^>]*>(?:(?!<\/pre>)[\s\S])*[\u2018\u2019\u201c\u201d]/);
  });
});
