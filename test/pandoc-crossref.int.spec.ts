import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

// A 1x1 PNG, so the figure's image is found.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('a pandoc book citing its figures, tables, sections and equations the pandoc-crossref way', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['kilns.md', 'glazes.md'] }),
      'kiln.png': PNG,
      'kilns.md': [
        '# Kilns {#sec:kilns}',
        '',
        'A kiln is in @fig:kiln, its cones in @tbl:temps, both in [@fig:kiln; @tbl:temps]. Glazes: [@sec:glaze].',
        'Mail ann@fig:kiln or cite [@smith2020] as written.',
        '',
        '![A kiln in the yard](kiln.png){#fig:kiln width=50%}',
        '',
        '| Cone | Temp |',
        '|------|------|',
        '| 06   | 999  |',
        '',
        ': Firing temperatures {#tbl:temps}',
        '',
        '$$ E = mc^2 $$ {#eq:energy}',
        '',
        'As @eq:energy says. Table [-@tbl:temps] and Chapter [-@sec:glaze] too.',
        '',
      ].join('\n'),
      'glazes.md': '# Glazes {#sec:glaze}\n\nBack to @Fig:kiln.\n',
    }),
    'ann/pandoc-crossref',
    'octavo-pandoc-crossref-',
  );

  it('prints each reference as the book numbers its target, and leaves addresses and bibliography keys', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const kilns = zip.get('ch01.html')!.toString('utf8');
    const text = plainText(kilns).replace(/\s+([,.])/g, '$1');
    expect(text).toContain(
      'A kiln is in Figure 1-1, its cones in Table 1-1, both in Figure 1-1 and Table 1-1. Glazes: Chapter 2.',
    );
    expect(text).toContain('Mail ann@fig:kiln or cite [@smith2020] as written.');
    expect(text).toContain('As (1) says. Table 1-1 and Chapter 2 too.');
    expect(kilns).toMatch(/<a data-type="xref" href="#fig(?::|%3A)kiln">Figure 1-1<\/a>/);
    expect(kilns).toMatch(/<figure id="fig:kiln">/);
    expect(kilns).toMatch(
      /<table id="tbl:temps">\s*<caption><span class="label">Table 1-1\. <\/span>Firing temperatures/,
    );
    expect(kilns).not.toContain('{#');
    expect(zip.get('ch02.html')!.toString('utf8')).toMatch(
      /Back to <a data-type="xref" href="ch01.html#fig(?::|%3A)kiln">Figure 1-1<\/a>\./,
    );
    expect(warnings).toEqual([
      expect.stringMatching(
        /^kilns\.md:4: \[@smith2020\] reads as a pandoc citation, but the book names no bibliography/,
      ),
    ]);
  });
});

describe('a pandoc book citing them the pandoc-xnos way', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['kilns.md', 'glazes.md'] }),
      'kiln.png': PNG,
      'kilns.md': [
        '# Kilns {#sec:kilns}',
        '',
        'A kiln is shown in @fig:kiln; see +@fig:kiln, *@fig:kiln and !@fig:kiln, then {@sec:glaze}.',
        'Equation +@eq:energy, +@tbl:temps.',
        '',
        '![A kiln in the yard](kiln.png){#fig:kiln}',
        '',
        '| Cone | Temp |',
        '|------|------|',
        '| 06   | 999  |',
        '',
        'Table: Firing temperatures {#tbl:temps}',
        '',
        '$$ E = mc^2 $$ {#eq:energy}',
        '',
      ].join('\n'),
      'glazes.md': '# Glazes {#sec:glaze}\n\nBack to @fig:kiln, and Figure @fig:kiln, Table @tbl:temps.\n',
    }),
    'ann/pandoc-xnos',
    'octavo-pandoc-xnos-',
  );

  it('prints +@ in lower case, *@ capitalised, !@, {@…} and a plain @ in that file as the number alone', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const text = plainText(zip.get('ch01.html')!.toString('utf8')).replace(/\s+([,.;])/g, '$1');
    expect(text).toContain(
      'A kiln is shown in 1-1; see figure 1-1, Figure 1-1 and 1-1, then 2. Equation (1), table 1-1.',
    );
    expect(warnings).toEqual([]);
  });

  it('prints a plain @ in a file with no xnos marks as pandoc-crossref does, but never the name twice', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const text = plainText((await readZip(outFile)).get('ch02.html')!.toString('utf8'));
    expect(text.replace(/\s+([,.])/g, '$1')).toContain('Back to Figure 1-1, and Figure 1-1, Table 1-1.');
  });
});
