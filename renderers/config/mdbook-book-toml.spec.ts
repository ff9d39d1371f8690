import { readBookToml } from './mdbook-book-toml';

describe('readBookToml', () => {
  it("reads [book]'s title, authors, language and description, comments and other tables aside", () => {
    const toml = [
      '# The book',
      '[book]',
      'title = "Rope \\"Work\\""   # shown on the cover',
      'authors = [',
      '  "Ann Smith",  # first',
      "  'Bo Lee',",
      ']',
      'language = "en"',
      'description = "Knots, # not a comment"',
      'src = "src"',
      '',
      '[output.html]',
      'title = "Not the book"',
    ].join('\n');
    expect(readBookToml(toml)).toEqual({
      metadata: {
        title: 'Rope "Work"',
        authors: ['Ann Smith', 'Bo Lee'],
        lang: 'en',
        description: 'Knots, # not a comment',
      },
      unread: [],
    });
  });

  it('reads dotted keys at the top level, and names values it cannot read with their line', () => {
    expect(readBookToml('book.title = "Ropes"\nbook.authors = 3\n')).toEqual({
      metadata: { title: 'Ropes' },
      unread: [{ key: 'authors', line: 2 }],
    });
    expect(readBookToml('[book]\ntitle = "Ropes"\nauthors = 3\nlanguage = ["en"]\n')).toEqual({
      metadata: { title: 'Ropes' },
      unread: [
        { key: 'authors', line: 3 },
        { key: 'language', line: 4 },
      ],
    });
  });

  it("names a file that is not TOML with the parser's line, and reads nothing from it", () => {
    expect(readBookToml('book.title = "Ropes"\n[book]\nauthors = ["Ann"]\n')).toEqual({
      metadata: {},
      unread: [{ line: 2, reason: expect.stringContaining('Invalid TOML document') }],
    });
  });

  it('reads text-direction, naming a value that is neither rtl nor ltr with its line', () => {
    expect(readBookToml('[book]\ntitle = "ت"\ntext-direction = "rtl"\n')).toEqual({
      metadata: { title: 'ت' },
      unread: [],
      direction: 'rtl',
    });
    expect(readBookToml('[book]\ntext-direction = "right"\n')).toEqual({
      metadata: {},
      unread: [{ key: 'text-direction', line: 2 }],
    });
  });

  it('takes one author written as a string', () => {
    expect(readBookToml('[book]\nauthors = "Ann Smith"\n').metadata).toEqual({ authors: ['Ann Smith'] });
  });

  it("leaves keys named like Object's own (constructor, toString, __proto__) out, as any other key it does not read", () => {
    const toml = [
      '[book]',
      'title = "Objects"',
      'constructor = "x"',
      'toString = "y"',
      '__proto__ = "z"',
    ].join('\n');
    const read = readBookToml(toml);
    expect(read.metadata).toEqual({ title: 'Objects' });
    expect(Object.keys(read.metadata)).toEqual(['title']);
  });
});
