import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-dollar-math');

describe('TeX math between dollars in Markdown ($…$, $$…$$), as pandoc and GitHub read it', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/filters', 'octavo-dollar-math-');

  it('is typeset as MathML, inline and displayed; prices stay text', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const maths = [...chapter.matchAll(/<math\b[^>]*>/g)].map((m) => m[0]);
    expect(maths).toHaveLength(2);
    expect(maths[1]).toContain('display="block"');
    // The TeX is kept only as the MathML's annotation, which is not shown.
    const text = plainText(chapter.replace(/<annotation\b[\s\S]*?<\/annotation>/g, ''));
    expect(text).toContain('a ticket costs $20 or $30.');
    expect(text).not.toMatch(/\$O\(|\$\$|\\alpha/);
  });
});
