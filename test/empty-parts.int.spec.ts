import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'empty-parts');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/keeping-time', 'octavo-empty-parts-');

/**
 * A book of chapters whose last files open `= Index` (empty) and `[colophon]` over `= Colophon`, as
 * continuous-enterprise-development does: the index was printed as an empty "Part I: Index" page before the
 * generated index. Asciidoctor's "invalid part" message is about `= Index` (it named the colophon's title, where its
 * parser stood when the part closed): the warning below says what to write there, so that message is not repeated.
 */
const WARNINGS = [
  'ix.adoc:1: "= Index" is a part (a level-0 title) with nothing in it: printed as the book\'s index, not as an ' +
    'empty part; write it as [index] over "== Index"',
];

describe('An empty level-0 section titled as a division of the book', () => {
  it('HTML: is that division where the author put it, not an empty part; the author is told how to write it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(WARNINGS);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toBe('Contents 1. Clocks 2. Calendars Index Colophon');
    expect([...site.keys()].filter((name) => name.endsWith('.html')).sort()).toEqual([
      'ch01.html',
      'ch02.html',
      'colophon.html',
      'index.html',
      'ix.html',
      'titlepage.html',
    ]);
    expect(plainText(site.get('ix.html')!.toString())).toMatch(/calendars.*clocks/);
  });

  it('EPUB: the navigation lists no part', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(WARNINGS);
    const nav = plainText((await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString());
    expect(nav).toContain('Chapter 2. Calendars Index Colophon');
    expect(nav).not.toMatch(/Part I/);
  });
});
