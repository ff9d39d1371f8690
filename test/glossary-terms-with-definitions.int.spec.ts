import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { pageLines, pageTexts } from './support/pdf-book';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'glossary-terms-with-definitions');

/** The glossary's terms, as the fixture writes them (`Term::` lines). */
const TERMS = readFileSync(join(FIXTURE, 'book.adoc'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('::'))
  .map((line) => line.slice(0, -2));

/** The PDF prints an apostrophe typeset (’), the source writes it straight. */
function straightQuotes(line: string): string {
  return line.replace(/\u2019/g, "'");
}

describe('A glossary (an AsciiDoc description list) running over several pages', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/bakery', 'octavo-glossary-terms-');

  it('pdf: no page ends with a term whose definition is printed overleaf', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const pages = await pageTexts(outFile);
    expect(pages.length).toBeGreaterThan(4);
    const lines = pages.flatMap(pageLines).map(straightQuotes);
    expect(TERMS.filter((term) => !lines.includes(term))).toEqual([]);
    const terms = new Set(TERMS);
    // The last line of a page above its folio (a bare number or roman numeral).
    const lastLines = pages.map((page) =>
      pageLines(page)
        .map(straightQuotes)
        .filter((line) => !/^(?:\d+|[ivxlc]+)$/.test(line))
        .pop(),
    );
    expect(lastLines.filter((line) => line !== undefined && terms.has(line))).toEqual([]);
  });
});
