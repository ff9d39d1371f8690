import { markdownToHtml } from './markdown';

/** The table's cells, row by row, as text (`th:` marking a heading cell, `>`/`<`/`^` its alignment). */
function cells(html: string): string[][] {
  const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<(t[hd])([^>]*)>([\s\S]*?)<\/t[hd]>/g)].map(([, tag, attrs, text]) => {
      const align = /text-align:(\w+)/.exec(attrs!)?.[1];
      const mark = align === 'right' ? '>' : align === 'left' ? '<' : align === 'center' ? '^' : '';
      return `${tag === 'th' ? 'th:' : ''}${mark}${text!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim()}`;
    }),
  );
}

describe('pandoc’s simple, multiline and grid tables', () => {
  it('reads a simple table, each column aligned as its heading sits on its dashes', () => {
    const html = markdownToHtml(
      [
        '  Right     Left     Center     Default',
        '-------     ------ ----------   -------',
        '     12     12        12            12',
        '    123     123       123          123',
        '',
      ].join('\n'),
    );
    expect(cells(html)).toEqual([
      ['th:>Right', 'th:<Left', 'th:^Center', 'th:Default'],
      ['>12', '<12', '^12', '12'],
      ['>123', '<123', '^123', '123'],
    ]);
  });

  it('reads a simple table whose first heading is empty (its line indented like code), and one with no heading', () => {
    const indented = markdownToHtml(
      ['          a      b', '  ----- ------ ------', '  s-0     1.5    2.5', ''].join('\n'),
    );
    expect(cells(indented)).toEqual([
      ['th:', 'th:^a', 'th:^b'],
      ['s-0', '^1.5', '^2.5'],
    ]);
    const headless = markdownToHtml(['-----  -----', 'Ann    12', 'Bo     7', '-----  -----', ''].join('\n'));
    expect(cells(headless)).toEqual([
      ['<Ann', '<12'],
      ['<Bo', '<7'],
    ]);
  });

  it('reads a multiline table, its cells’ lines and inline Markdown kept, and captions it', () => {
    const html = markdownToHtml(
      [
        '-----------------------------',
        ' Kiln      Notes',
        '---------  ------------------',
        ' Gas       Fires *hot* and',
        '           evenly.',
        '',
        ' Wood      1. Slow',
        '           2. Smoky',
        '-----------------------------',
        '',
        'Table: Kilns compared {#tbl:kilns}',
        '',
      ].join('\n'),
    );
    expect(cells(html)).toEqual([
      ['th:^Kiln', 'th:<Notes'],
      ['^Gas', '<Fires hot and evenly.'],
      ['^Wood', '<1. Slow 2. Smoky'],
    ]);
    expect(html).toMatch(/<table id="tbl:kilns"[^>]*>\s*<caption>Kilns compared<\/caption>/);
    expect(html).toMatch(/Fires <em>hot<\/em> and/);
    // pandoc reads a multiline table's cell as text (its Plain), not as blocks: the numbers stay as written.
    expect(html).not.toContain('<ol');
  });

  it('reads a grid table, its heading under =, its alignment from the colons, a list in a cell', () => {
    const html = markdownToHtml(
      [
        '+---------+--------+------------------+',
        '| Fruit   | Price  | Advantages       |',
        '+:========+=======:+==================+',
        '| Bananas | $1.34  | - built-in       |',
        '|         |        | - bright         |',
        '+---------+--------+------------------+',
        '',
      ].join('\n'),
    );
    expect(cells(html)).toEqual([
      ['th:<Fruit', 'th:>Price', 'th:Advantages'],
      ['<Bananas', '>$1.34', 'built-in bright'],
    ]);
    expect(html).toMatch(/<td[^>]*>\s*<ul[^>]*>\s*<li[^>]*>built-in<\/li>/);
  });

  it('cuts the cells of tables holding Chinese by display columns, a wide character two, as pandoc does', () => {
    const grid = markdownToHtml(
      [
        '+------------+------------+-------+',
        '| 姓名       | 出生       | 寿命  |',
        '+============+============+=======+',
        '| 王小明     | 1930-07-13 | 93    |',
        '+------------+------------+-------+',
        '',
      ].join('\n'),
    );
    expect(cells(grid)).toEqual([
      ['th:姓名', 'th:出生', 'th:寿命'],
      ['王小明', '1930-07-13', '93'],
    ]);
    const simple = markdownToHtml(['姓名     国籍', '------   ------', '王小明   英国', ''].join('\n'));
    expect(cells(simple)).toEqual([
      ['th:<姓名', 'th:<国籍'],
      ['<王小明', '<英国'],
    ]);
  });

  it('leaves rules, headings and text that only look like tables as they were', () => {
    const html = markdownToHtml(
      '---\n\ntext\n\n---\n\nHeading\n-------\n\n----------\nTitle\n----------\n\nEnd.\n',
    );
    expect(html).not.toContain('<table');
    expect(html.match(/<hr/g)).toHaveLength(3);
    expect(html).toContain('>Heading</h2>');
    expect(html).toContain('>Title</h2>');
  });
});
