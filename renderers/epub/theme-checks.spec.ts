import { BOOK_CONTENT_CSS } from '../theme/book-style';
import { EPUB_CSS } from './epub-style';
import { themeProblems } from './theme-checks';

const DEFAULT_CSS = `${BOOK_CONTENT_CSS}\n${EPUB_CSS}`;

describe('themeProblems', () => {
  it('finds nothing wrong with a theme that keeps dark text and underlined links', () => {
    expect(
      themeProblems(
        'h1 { color: #4a1010; }\nnav a { text-decoration: none }\na:hover { color: #000 }',
        DEFAULT_CSS,
      ),
    ).toEqual([]);
  });

  it('names a rule that takes the underline off links in the text', () => {
    expect(themeProblems('p > a.xref, .x { text-decoration: none; color: #7a1f1f }', DEFAULT_CSS)).toEqual([
      '`p > a.xref, .x { text-decoration: none }` takes the underline off links',
    ]);
    expect(
      themeProblems(
        'abbr { text-decoration: none }\n@media print { a { text-decoration: none } }',
        DEFAULT_CSS,
      ),
    ).toEqual([]);
  });

  it('passes on the contrast problems', () => {
    expect(themeProblems('body { color: #888 }', DEFAULT_CSS)[0]).toMatch(
      /^`body \{ color: #888 \}` on a white page has a contrast of 3\.54:1/,
    );
  });
});
