import { BookModel, Division } from '../model/book-model';
import { labelsFor } from '../model/labels';
import { generatedFrontMatter } from './front-matter';

const model = (extra: Partial<BookModel> = {}): BookModel => ({
  title: 'Ledger & Pigeons',
  lang: 'en',
  direction: 'ltr',
  labels: labelsFor('en'),
  authors: ['Ada Lovelace'],
  divisions: [],
  assets: [],
  indexTerms: [],
  targets: new Map(),
  warnings: [],
  ...extra,
});

describe('generatedFrontMatter', () => {
  it('makes a half-title (print only), a title page and a copyright page from the metadata', () => {
    const pages = generatedFrontMatter(
      model({
        subtitle: 'By Air',
        publisher: 'Octavo Press',
        rights: '© 2025 Ada',
        isbn: '9781491971949',
        edition: 'First Edition',
      }),
      [],
      true,
    );
    expect(pages.map((p) => [p.block.id, p.block.recto])).toEqual([
      ['octavo-half-title', true],
      ['octavo-title', true],
      ['octavo-copyright', false],
    ]);
    expect(pages[1].html).toContain(
      '<h1 class="book-title">Ledger &amp; Pigeons</h1><p class="book-subtitle">By Air</p>',
    );
    expect(pages[2].html).toContain('© 2025 Ada');
    expect(pages[2].html).toContain('ISBN: 978-1-49197-194-9');
    expect(pages[2].html).toContain('First Edition');
  });

  it('makes none where the book has its own title page, and no copyright page with nothing to say', () => {
    const titlepage = { kind: 'titlepage' } as Division;
    expect(generatedFrontMatter(model(), [titlepage], true)).toEqual([]);
    expect(generatedFrontMatter(model(), [], false).map((p) => p.block.id)).toEqual(['octavo-title']);
  });
});
