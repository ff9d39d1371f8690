import type { BookModel, IndexTerm } from './book-model';
import { renderIndexBody } from './generated-content';
import { labelsFor } from './labels';

function indexOf(terms: IndexTerm[], pages: Record<string, string>): string {
  const model = {
    lang: 'en',
    labels: labelsFor('en'),
    divisions: [],
    indexTerms: terms,
  } as unknown as BookModel;
  return renderIndexBody(model, (id) => `#${id}`, { locator: (id) => pages[id] })
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' | ');
}

const mark = (id: string, rangeEndId?: string): IndexTerm => ({
  primary: 'design',
  id,
  divisionId: 'ch06',
  ...(rangeEndId ? { rangeEndId } : {}),
});

describe('page locators of one index entry', () => {
  it('does not cite again a page its range already cites (Debugging Teams: "design, 138–144, 138")', () => {
    expect(indexOf([mark('a', 'a-end'), mark('b')], { a: '138', 'a-end': '144', b: '138' })).toBe(
      'D | design, | 138–144',
    );
    expect(indexOf([mark('b'), mark('a', 'a-end')], { a: '138', 'a-end': '144', b: '140' })).toBe(
      'D | design, | 138–144',
    );
  });

  it('keeps a page outside the range, and a range inside a longer one goes', () => {
    expect(
      indexOf([mark('a', 'a-end'), mark('b'), mark('c', 'c-end')], {
        a: '12',
        'a-end': '20',
        b: '21',
        c: '14',
        'c-end': '15',
      }),
    ).toBe('D | design, | 12–20 | , | 21');
  });

  it('reads roman folios of the front matter apart from the body’s arabic ones', () => {
    expect(indexOf([mark('a', 'a-end'), mark('b')], { a: 'xii', 'a-end': 'xiv', b: 'xiii' })).toBe(
      'D | design, | xii–xiv',
    );
    expect(indexOf([mark('a', 'a-end'), mark('b')], { a: 'xii', 'a-end': 'xiv', b: '13' })).toBe(
      'D | design, | xii–xiv | , | 13',
    );
  });
});
