import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-display-math-lines');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/beams', 'octavo-display-math-lines-');

/**
 * A `$$` formula written over several lines with its `=` on a line of its own, as Jupyter Book pages write matrix
 * equations. Read line by line, the `=` underlined the rows above it as a heading: the formula's first half became
 * a chapter titled in raw LaTeX, its second half printed as text. It is one formula, as MyST reads a `$$` block.
 */
describe('A displayed formula with a line holding only "="', () => {
  it('HTML: is one formula in its chapter, and no heading', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toBe('Contents 1. Beams Loads');
    const chapter = site.get('ch01.html')!.toString();
    expect(chapter.match(/<math[\s>]/g)).toHaveLength(1);
    expect(chapter.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(plainText(chapter)).toContain('Each row is the balance of forces at one end.');
  });
});
