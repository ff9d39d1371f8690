import { memorySource } from '../renderers/test-support/memory-source';
import { fixtureSuite, sitePage } from './support/render-fixture';

const BIBTEX = [
  '@book{smith04,',
  '  author = {Smith, Ann}, title = {A History of Kilns}, publisher = {Clay Press}, year = {2004}',
  '}',
  '@book{doe99, author = {Doe, Bo}, title = {Glazes}, publisher = {Clay Press}, year = {1999}}',
].join('\n');

const CHAPTER = [
  '# Firing',
  '',
  'Kilns are old \\cite{smith04}; see \\citep[p.~33]{doe99} and \\citep[see][]{smith04,doe99}.',
  '\\citet{doe99} agrees. Write `\\cite{x}` to cite.',
  '',
].join('\n');

describe('LaTeX citation commands in a pandoc book with a bibliography', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['metadata.yaml', 'kilns.md'] }),
      'metadata.yaml': 'title: Kilns\nbibliography: works.bib\n',
      'works.bib': BIBTEX,
      'kilns.md': CHAPTER,
    }),
    'ann/kilns',
    'octavo-latex-cite-',
  );

  it('are formatted with it, as the pandoc citations they stand for', async () => {
    const { text, warnings } = await sitePage(book);
    expect(text).toContain('Kilns are old (Smith 2004); see (Doe 1999, 33) and (see Smith 2004; Doe 1999).');
    expect(text).toContain('Doe (1999) agrees. Write \\cite{x} to cite.');
    expect(warnings).toEqual([]);
  });
});

describe('LaTeX citation commands in a pandoc book naming no bibliography', () => {
  const book = fixtureSuite(
    memorySource({ 'platform.json': JSON.stringify({ files: ['kilns.md'] }), 'kilns.md': CHAPTER }),
    'ann/kilns',
    'octavo-latex-cite-',
  );

  it('are printed as written, with one warning saying how to name it', async () => {
    const { text, warnings } = await sitePage(book);
    expect(text).toContain('Kilns are old \\cite{smith04}; see \\citep[p.~33]{doe99}');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^kilns\.md:3: \\cite\{smith04\} reads as a LaTeX citation, but the book names no bibliography, so its 4 citations are printed as written: add bibliography:/,
      ),
    ]);
  });
});
