import { divisionLines } from '../test-support/division-lines';

async function chapters(files: Record<string, string>) {
  const { divisions, warnings } = await divisionLines(files, 'natolambert/rlhf-book');
  expect(warnings).toEqual([]);
  return divisions;
}

describe('a pandoc book whose metadata asks for numbered sections', () => {
  // The RLHF book's metadata.yml says numbersections: true; its PDF's Chapter 1 is "Introduction".
  it('numbers its first chapter titled "Introduction", as its PDF does', async () => {
    expect(
      await chapters({
        'metadata.yml': '---\ntitle: Mini\nnumbersections: true\n---\n',
        '01-introduction.md': '# Introduction\n\nRead Chapter 2 next.\n',
        '02-history.md': '# History\n\nText two.\n',
      }),
    ).toEqual(['chapter Chapter 1 Introduction', 'chapter Chapter 2 History']);
  });

  it('reads it from a chapter’s front matter too, and leaves a chapter written unnumbered out', async () => {
    expect(
      await chapters({
        '00-preface.md': '---\nnumbersections: true\n---\n\n# Preface {-}\n\nHello.\n',
        '01-introduction.md': '# Introduction\n\nText.\n',
        '02-history.md': '# History\n\nText two.\n',
      }),
    ).toEqual(['preface - Preface', 'chapter Chapter 1 Introduction', 'chapter Chapter 2 History']);
  });

  it('leaves "Introduction" the unnumbered introduction in a book that does not ask', async () => {
    expect(
      await chapters({
        'metadata.yml': '---\ntitle: Mini\nnumbersections: false\n---\n',
        '01-introduction.md': '# Introduction\n\nText.\n',
        '02-history.md': '# History\n\nText two.\n',
      }),
    ).toEqual(['introduction - Introduction', 'chapter Chapter 1 History']);
  });
});
