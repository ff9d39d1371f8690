import { parseHtml, textContent } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

const BIB = [
  '@book{hive2001, author = {Comb, Ada}, title = {Hives}, year = 2001}',
  '@book{wax1999, author = {Wick, Ben}, title = {Wax}, year = 1999}',
  '@book{smoke2010, author = {Fume, Cy}, title = {Smoke}, year = 2010}',
].join('\n');

async function build(files: Record<string, string>) {
  return buildBookModel(
    memorySource(files),
    { files: Object.keys(files).filter((f) => f.endsWith('.md')), formats: {} },
    { bookName: 'ann/bees' },
  );
}

describe('a {bibliography} without :all: (sphinxcontrib-bibtex’s default filter)', () => {
  it('lists the entries cited anywhere in the book, on a references page that cites nothing itself', async () => {
    const model = await build({
      'ch01.md': '# Hives\n\nAs {cite}`hive2001` shows.\n',
      'ch02.md': '# Wax\n\nSee {cite:t}`wax1999`.\n',
      'refs.md': '# References\n\n```{bibliography} bees.bib\n```\n',
      'bees.bib': BIB,
    });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const refs = parseHtml(model.divisions.at(-1)!.html);
    const text = textContent(refs);
    expect(text).toContain('[Com01]');
    expect(text).toContain('[Wic99]');
    expect(text).not.toContain('Smoke');
    expect(model.divisions.at(-1)!.html).not.toContain('data-octavo-');
    // Each citation prints its entry's label, as sphinxcontrib-bibtex's default (alpha) style does.
    expect(textContent(parseHtml(model.divisions[0]!.html))).toContain('As [Com01] shows.');
  });

  it('leaves out a list none of whose entries the book cites', async () => {
    const model = await build({
      'ch01.md': '# Hives\n\nNo citations.\n\n```{bibliography} bees.bib\n```\n',
      'bees.bib': BIB,
    });
    expect(model.divisions[0]!.html).not.toContain('<dl');
  });
});
