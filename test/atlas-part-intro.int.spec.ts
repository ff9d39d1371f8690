import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'atlas-part-intro');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/orchard-year', 'octavo-atlas-part-intro-');

/**
 * An Atlas book in parts written as O'Reilly's model part file is: each listed file opens with `= Part Title`,
 * its `[partintro]`, then the part's first chapter (`== Chapter`) beneath. Octavo read each file as one chapter
 * titled as the part, whose chapters were printed as sections of it.
 */
describe('An Atlas book whose part files open with a [partintro]', () => {
  it('HTML: the contents list the parts with their chapters, numbered as chapters', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toBe('Contents Preface Part I: Spring 1. Pruning Tools Part II: Autumn 2. Picking');
  });

  it('EPUB: the navigation lists the parts and their chapters; a cross-reference names the part', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const epub = await readZip(outFile);
    const nav = plainText(epub.get('OEBPS/nav.xhtml')!.toString());
    expect(nav).toMatch(
      /Preface .*Part I\. Spring .*Chapter 1\. Pruning .*Part II\. Autumn .*Chapter 2\. Picking/,
    );
    const text = [...epub]
      .map(([name, data]) => (name.endsWith('.xhtml') ? plainText(data.toString()) : ''))
      .join(' ');
    expect(text).toContain('What the year was for. Part I prepared it.');
  });
});
