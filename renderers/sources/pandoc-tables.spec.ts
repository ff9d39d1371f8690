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
    expect(html).toMatch(/<table [^>]*id="tbl:kilns"[^>]*>\s*<caption>Kilns compared<\/caption>/);
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

  it('keeps the column widths pandoc reads off a grid, multiline or long pipe table’s dashes', () => {
    const widths = (html: string) => {
      const table = /<table[^>]*>/.exec(html)?.[0] ?? '';
      const columns = [...html.matchAll(/<col style="width: (\d+)%"/g)].map((found) => Number(found[1]));
      return { table: /style="([^"]*)"/.exec(table)?.[1], columns };
    };
    // Wider than 72 columns: shares of its own width (pandoc: 24, 15, 21, 38 %).
    const wide = markdownToHtml(
      [
        '+----------------------+--------------+-------------------+------------------------------------+',
        '| Variable à expliquer | Type         | Interprétation    | Modèle de base                     |',
        '+:=====================+:=============+:==================+:===================================+',
        '| **Continue**         | Linéaire     | directe           | `stats::lm()`                      |',
        '+----------------------+--------------+-------------------+------------------------------------+',
        '',
      ].join('\n'),
    );
    expect(widths(wide)).toEqual({ table: undefined, columns: [24, 15, 21, 38] });
    // Narrower: shares of 72 columns, the table as wide as they add up to (pandoc: 13, 12, 26 %, table 53 %).
    const narrow = markdownToHtml(
      [
        '+---------+--------+------------------+',
        '| Fruit   | Price  | Advantages       |',
        '+=========+========+==================+',
        '| Bananas | $1.34  | built-in         |',
        '+---------+--------+------------------+',
        '',
      ].join('\n'),
    );
    expect(widths(narrow)).toEqual({ table: 'width:53%;', columns: [13, 12, 26] });
    // A multiline table: each column with the spaces after it, the last one more (pandoc: 9, 16 %, table 26 %).
    const multiline = markdownToHtml(
      [
        '-------------------',
        'Kiln   Notes',
        '----   -----------',
        'Gas    Fires',
        '       hot',
        '-------------------',
        '',
      ].join('\n'),
    );
    expect(widths(multiline)).toEqual({ table: 'width:26%;', columns: [9, 16] });
    // A pipe table with a line past 72 columns, in pandoc's Markdown (pandoc: 19, 80 %); a simple table has none.
    const pipe = [
      '| Variable | Interprétation des coefficients, longue et détaillée |',
      '|:---------|------------------------------------------|',
      '| Continue | Linéaire, directe, sans transformation des coefficients du modèle |',
      '',
    ].join('\n');
    const pandoc = (text: string) =>
      markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, { pandoc: true });
    expect(widths(pandoc(pipe))).toEqual({ table: undefined, columns: [19, 80] });
    expect(widths(markdownToHtml(pipe)).columns).toEqual([]);
    expect(widths(pandoc(pipe.split('\n').slice(0, 2).join('\n') + '\n| a | b |\n')).columns).toEqual([]);
    expect(
      widths(markdownToHtml('  Right  Left\n-------  ------\n     12  ' + 'x'.repeat(80) + '\n')).columns,
    ).toEqual([]);
    // Quarto's tbl-colwidths take their place.
    const chosen = markdownToHtml(
      ['+-----+-----+', '| a   | b   |', '+-----+-----+', '', ': Shares {tbl-colwidths="[25,75]"}', ''].join(
        '\n',
      ),
    );
    expect(chosen.match(/<colgroup>/g)).toHaveLength(1);
    expect(chosen).toContain('width: 75%');
    expect(widths(chosen).table).toBeUndefined();
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
