import { buildBookModel } from './build-book-model';
import { renderIndexBody } from './generated-content';
import { PlatformConfig } from '../types';
import { memorySource } from '../test-support/memory-source';

const mark = (primary: string, extra = '') =>
  `<a data-type="indexterm" data-primary="${primary}"${extra}></a>`;

/** The index a web format (HTML, EPUB, MOBI) prints: each entry with the text of its links. */
async function webIndex(files: Record<string, string>): Promise<string[]> {
  const names = Object.keys(files);
  const config: PlatformConfig = { title: 'Places', files: [...names, 'ix.html'], formats: {} };
  const model = await buildBookModel(
    memorySource({ ...files, 'ix.html': '<section data-type="index"></section>' }),
    config,
    { bookName: 'x', format: 'html' },
  );
  return renderIndexBody(model, (id) => `#${id}`)
    .replace(/<h2>[^<]*<\/h2>/g, '')
    .split(/<li[^>]*>/)
    .slice(1)
    .map((entry) => entry.replace(/<a href="#([^"]+)">([^<]*)<\/a>/g, '[$2 → $1]').replace(/<[^>]+>/g, ''));
}

describe('a web index cites each section an entry is marked in (no page to cite)', () => {
  it('links every section of a chapter by its title, and the chapter itself before its first section', async () => {
    const index = await webIndex({
      'ch01.html':
        `<section data-type="chapter"><h1>Keys</h1><p>${mark('hash', ' id="h1"')}Intro.</p>` +
        `<section data-type="sect1"><h1>Private Keys</h1><p>${mark('hash', ' id="h2"')}One.${mark('hash', ' id="h3"')}</p></section>` +
        `<section data-type="sect1"><h1>Public Keys</h1><section data-type="sect2"><h2>Curves</h2>` +
        `<p>${mark('hash', ' id="h4"')}Two.</p></section></section></section>`,
    });
    // The second mark in "Private Keys" is the same place as the first: cited once.
    expect(index).toEqual(['hash, [Keys → h1], [Private Keys → h2], [Curves → h4]']);
  });

  it('cites a range by its first and last sections, and no place inside it again', async () => {
    const index = await webIndex({
      'ch01.html':
        `<section data-type="chapter"><h1>Transactions</h1>` +
        `<section data-type="sect1"><h1>Structure</h1><p>${mark('gas', ' id="gas-range" data-range-start="gas-range"')}A.</p></section>` +
        `<section data-type="sect1"><h1>Nonces</h1><p>${mark('gas', ' id="g2"')}B.</p></section>` +
        `<section data-type="sect1"><h1>Signatures</h1><p>C.<a data-type="indexterm" data-startref="gas-range"></a></p></section>` +
        `<section data-type="sect1"><h1>Propagation</h1><p>${mark('gas', ' id="g3"')}D.</p></section></section>`,
    });
    expect(index).toEqual(['gas, [Structure–Signatures → gas-range], [Propagation → g3]']);
  });

  it('names the chapter beside two places of one entry whose sections have the same title', async () => {
    const chapter = (title: string, id: string) =>
      `<section data-type="chapter"><h1>${title}</h1><section data-type="sect1"><h1>Summary</h1>` +
      `<p>${mark('wallet', ` id="${id}"`)}Text.</p></section></section>`;
    const index = await webIndex({
      'ch01.html': chapter('Wallets', 'w1'),
      'ch02.html': chapter('Nodes', 'w2'),
    });
    expect(index).toEqual(['wallet, [Summary (Chapter 1) → w1], [Summary (Chapter 2) → w2]']);
  });

  it('places a mark in a heading under that heading, and a block title heads no place', async () => {
    const index = await webIndex({
      'ch01.html':
        `<section data-type="chapter"><h1>Tools</h1>` +
        `<section data-type="sect1"><h1>${mark('solc', ' id="s1"')}The Compiler</h1>` +
        `<aside data-type="sidebar"><h5>Versions</h5><p>${mark('solc', ' id="s2"')}x</p></aside>` +
        `<p>${mark('evm', ' id="e1"')}y</p></section></section>`,
    });
    expect(index).toEqual(['evm, [The Compiler → e1]', 'solc, [The Compiler → s1]']);
  });

  it('names the recipe a cookbook section sits in when the book gives many sections its title', async () => {
    const recipe = (title: string, problem: string, discussion: string) =>
      `<section data-type="sect1"><h1>${title}</h1>` +
      `<section data-type="sect2"><h2>Problem</h2><p>${problem}P.</p></section>` +
      `<section data-type="sect2"><h2>Discussion</h2><p>${discussion}D.</p></section></section>`;
    const index = await webIndex({
      'ch01.html':
        `<section data-type="chapter"><h1>Numbers</h1>` +
        recipe('Rounding', mark('BigDecimal', ' id="b1"'), mark('BigDecimal', ' id="b2"')) +
        recipe('Rational Numbers', '', mark('BigDecimal', ' id="b3"')) +
        `<section data-type="sect1"><h1>Precision</h1><p>${mark('BigDecimal', ' id="b4"')}x</p></section></section>`,
    });
    // "Precision" is the book's only section so titled: cited as it is.
    expect(index).toEqual([
      'BigDecimal, [Rounding: Problem → b1], [Rounding: Discussion → b2], [Rational Numbers: Discussion → b3], ' +
        '[Precision → b4]',
    ]);
  });

  it('cites a range across one recipe by the recipe once, and across two recipes by both', async () => {
    const index = await webIndex({
      'ch01.html':
        `<section data-type="chapter"><h1>Numbers</h1>` +
        `<section data-type="sect1"><h1>Rounding</h1>` +
        `<section data-type="sect2"><h2>Problem</h2><p>${mark('dates', ' id="d1" data-range-start="d1"')}A.</p></section>` +
        `<section data-type="sect2"><h2>Discussion</h2><p>B.<a data-type="indexterm" data-startref="d1"></a></p></section></section>` +
        `<section data-type="sect1"><h1>Parsing</h1>` +
        `<section data-type="sect2"><h2>Problem</h2><p>${mark('time', ' id="t1" data-range-start="t1"')}A.</p></section></section>` +
        `<section data-type="sect1"><h1>Formatting</h1>` +
        `<section data-type="sect2"><h2>Problem</h2><p>B.<a data-type="indexterm" data-startref="t1"></a></p></section></section>` +
        `</section>`,
    });
    expect(index).toEqual([
      'dates, [Rounding: Problem–Discussion → d1]',
      'time, [Parsing: Problem–Formatting: Problem → t1]',
    ]);
  });
});
