import { findElements, serializeHtml, textContent } from '../dom/html-dom';
import { convertSource } from '../model/read-source';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const KATEX_BOOK = '[book]\ntitle = "Proofs"\n\n[preprocessor.katex]\n';

async function convert(page: string, bookToml = KATEX_BOOK) {
  const files = { 'book.toml': bookToml, 'src/protocol.md': page };
  const read = await convertSource('src/protocol.md', Buffer.from(page), 'markdown', memorySource(files), {
    legacy: false,
    mdBook: true,
  });
  const maths = findElements(read.nodes, (el) => el.name === 'math');
  const items = findElements(read.nodes, (el) => el.name === 'li').map(textContent);
  return { maths, items, html: serializeHtml(read.nodes), log: read.warnings.map(formatWarning) };
}

describe("displayed formulas of an mdBook book's mdbook-katex", () => {
  it('reads a $$ formula over a blank line as one formula, as mdbook-katex does', async () => {
    const read = await convert('# Protocol\n\n$$x =\n\ny$$\n\nAfter.\n');
    expect(read.maths).toHaveLength(1);
    expect(read.maths[0]!.attrs.get('display')).toBe('block');
    expect(textContent(read.maths[0]!)).toMatch(/^x=y/);
    expect(read.html).not.toContain('$$');
    expect(read.log).toEqual([]);
  });

  it('keeps the list a formula over a blank line is written in, its closing $$ opening no formula', async () => {
    const page = [
      '# Protocol',
      '',
      '14. $P$ sends $Q$ where',
      "$$q'(X) = \\sum_i",
      '',
      'x_2^i',
      '$$',
      '15. $V$ responds with challenge $x_3$.',
      '16. $P$ sends $u$.',
      '',
    ].join('\n');
    const read = await convert(page);
    expect(read.items).toHaveLength(3);
    expect(read.items[1]).toMatch(/responds with challenge/);
    expect(read.maths).toHaveLength(7);
    expect(read.log).toEqual([]);
  });

  it('reads no line of a formula in a list item as Markdown: a lone + starts no list', async () => {
    const page = [
      '# Protocol',
      '',
      '18. $V$ sets $v = $',
      '$$',
      '\\sum_i a_i',
      '+',
      'b',
      '$$',
      '19. $P$ sets $p$.',
      '',
    ];
    const read = await convert(page.join('\n'));
    expect(read.items).toHaveLength(2);
    expect(read.maths).toHaveLength(5);
    expect(textContent(read.maths[2]!)).toMatch(/ai\+b$/);
    expect(read.log).toEqual([]);
  });

  it('reads an inline formula whose $ opens a line of its own, as mdbook-katex does', async () => {
    const read = await convert('# Protocol\n\nWe have\n\n$\n\\begin{array}{l}\na \\\\\nb\n\\end{array}\n$\n');
    expect(read.maths).toHaveLength(1);
    expect(read.log).toEqual([]);
  });

  it('warns at its line about a $$ no later one closes, and prints it as written', async () => {
    const read = await convert('# Protocol\n\nCost $a$.\n\n$$x = 1\n\nThe end.\n');
    expect(read.log).toEqual([
      'src/protocol.md:5: $$ opens a displayed formula that no later $$ closes (mdbook-katex reads no math ' +
        'after it); it is printed as written: close the formula with $$, or write a dollar sign as \\$',
    ]);
    expect(read.html).toContain('$$x = 1');
  });

  it("leaves a book without mdbook-katex to pandoc's rule: no blank line in a formula", async () => {
    const read = await convert('# Protocol\n\n$$x =\n\ny$$\n', '[book]\ntitle = "Proofs"\n');
    expect(read.maths).toEqual([]);
  });
});
