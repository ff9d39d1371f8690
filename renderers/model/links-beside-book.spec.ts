import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

// The Rust Programming Language links the documentation published beside it: `[prelude](../std/prelude/index.html)`.
describe('links into a folder beside the book that the repository does not have', () => {
  it('are one warning for the whole book, a folder each, at the first link', async () => {
    const model = await buildBookModel(
      memorySource({
        'src/ch01.md':
          '# Getting Started\n\nSee the [prelude](../std/prelude/index.html) and [String](../std/string/struct.String.html).\n',
        'src/ch02.md':
          '# Guessing Game\n\nRead [Stdin](../std/io/struct.Stdin.html#method.read_line), and the ' +
          '[Nomicon](../nomicon/index.html).\n',
      }),
      { files: ['src/ch01.md', 'src/ch02.md'], formats: {} },
      { bookName: 'rust-lang/book' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toContain('the <a>prelude</a> and <a>String</a>');
    expect(model.warnings.map(formatWarning)).toEqual([
      'src/ch01.md:3: 3 links lead into std/, a folder the repository does not have: the first, ' +
        '../std/prelude/index.html, here, the others at src/ch01.md:3 and src/ch02.md:3 (in 2 files); links removed, ' +
        'their text kept: for pages published beside the book (the site it sits in), write their full addresses ' +
        '(https://…)',
      expect.stringMatching(
        /^src\/ch02\.md:3: link \.\.\/nomicon\/index\.html points to nomicon\/index\.html, which/,
      ),
    ]);
  });
});

// Marisada/kphis-book keeps its pages in src/: three links to missing pages of src/ipd/ were said to "lead into src/, a
// folder the repository does not have".
describe('links to missing pages of a folder the repository has', () => {
  it('are each said to point to a file that does not exist, never to a missing folder', async () => {
    const model = await buildBookModel(
      memorySource({
        'src/opd-er/README.md': '# OPD\n\n- [แรกรับ](../ipd/admit.html)\n- [ระบบงาน](../ipd/work.html)\n',
        'src/shared/README.md': '# Shared\n\n[IPD](../ipd/list.html)\n',
        'src/ipd/README.md': '# IPD\n\nText.\n',
      }),
      { files: ['src/opd-er/README.md', 'src/shared/README.md', 'src/ipd/README.md'], formats: {} },
      { bookName: 'Marisada/kphis-book' },
    );
    const warnings = model.warnings.map(formatWarning);
    expect(warnings).not.toContainEqual(expect.stringContaining('a folder the repository does not have'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^src\/opd-er\/README\.md:3: link \.\.\/ipd\/admit\.html points to src\/ipd\/admit\.html, which does not exist/,
      ),
      expect.stringMatching(
        /^src\/opd-er\/README\.md:4: link \.\.\/ipd\/work\.html points to src\/ipd\/work\.html, which does not exist/,
      ),
      expect.stringMatching(
        /^src\/shared\/README\.md:3: link \.\.\/ipd\/list\.html points to src\/ipd\/list\.html, which does not exist/,
      ),
    ]);
  });
});

// modern-cpp-tutorial's preface: `See the code [here](../../code)`, and its chapters' `../../exercises/2`, folders
// of the repository, were said to point to what does not exist, "a folder the repository does not have".
describe('a link to a folder of the repository', () => {
  it('is said to be a folder of the repository, not a page of the book, to be linked by its web address', async () => {
    const model = await buildBookModel(
      memorySource({
        'book/ch1.md':
          '# Ch1\n\nSee the code [here](../code).\n\nDo [exercise 2](../exercises/2) and [all](../exercises/).\n',
        'code/1/a.cpp': 'int main() {}\n',
        'exercises/2/x.cpp': 'int main() {}\n',
      }),
      { files: ['book/ch1.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    const folder = (href: string, path: string) =>
      `link ${href} points to ${path}/, a folder of the repository, not a page of the book (the book carries its ` +
      "pages and images, not the repository's other files); link removed, its text kept: to lead readers there, " +
      "link the folder's web address on the repository's host (https://…)";
    expect(model.warnings.map(formatWarning)).toEqual([
      `book/ch1.md:3: ${folder('../code', 'code')}`,
      `book/ch1.md:5: ${folder('../exercises/2', 'exercises/2')}`,
      `book/ch1.md:5: ${folder('../exercises/', 'exercises')}`,
    ]);
    expect(model.divisions[0]!.html).toContain('See the code <a>here</a>.');
  });
});
