import { matterAt, matterDirectives } from './book-matter';

describe('matterDirectives', () => {
  it("finds Leanpub's division lines, not those shown in a code listing", () => {
    const text = '{frontmatter}\n\n# Preface\n\n```\n{backmatter}\n```\n\n{mainmatter}\n\n# One\n';
    expect(matterDirectives(text)).toEqual([
      { line: 1, matter: 'front' },
      { line: 9, matter: 'main' },
    ]);
  });
});

describe('matterAt', () => {
  it('is the last directive above the line, else the matter the file began in', () => {
    const directives = [{ line: 5, matter: 'back' as const }];
    expect(matterAt(directives, 3, 'front')).toBe('front');
    expect(matterAt(directives, 7, 'front')).toBe('back');
    expect(matterAt([], 7, 'main')).toBe('main');
  });
});
