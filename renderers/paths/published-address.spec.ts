import { publishedPageFile, publishedPaths } from './published-address';

describe('published (pretty) page addresses of a static-site book', () => {
  it('reads a relative reference from the page address, an index page from its folder', () => {
    expect(publishedPaths('content/a/sections/b.md', '../../images/x.png')).toEqual([
      'content/a/images/x.png',
    ]);
    expect(publishedPaths('content/a/index.md', 'images/x.png')).toEqual(['content/a/images/x.png']);
  });

  it('reads a site-absolute reference from each folder above the page, nearest the repository first', () => {
    expect(publishedPaths('content/a/b.md', '/a/c/')).toEqual(['content/a/c', 'content/a/a/c']);
  });

  it('names the listed page or folder index a page address means, or nothing', () => {
    const listed = new Set(['content/a/index.md', 'content/a/sections/b.md']);
    const page = (from: string, ref: string) => publishedPageFile(from, ref, (path) => listed.has(path));
    expect(page('content/a/sections/c.md', '../b/')).toBe('content/a/sections/b.md');
    expect(page('content/a/sections/c.md', '/a/')).toBe('content/a/index.md');
    expect(page('content/a/sections/c.md', '/a/missing/')).toBeUndefined();
  });

  it('names the listed page a link without its extension names beside the file, as GitHub Pages serves it', () => {
    const listed = new Set(['notes/01_intro.md', 'notes/02_lists.md', 'notes/2/01_dicts.md']);
    const page = (from: string, ref: string) => publishedPageFile(from, ref, (path) => listed.has(path));
    expect(page('notes/01_intro.md', '02_lists')).toBe('notes/02_lists.md');
    expect(page('notes/01_intro.md', '2/01_dicts')).toBe('notes/2/01_dicts.md');
    expect(page('notes/2/01_dicts.md', '../01_intro')).toBe('notes/01_intro.md');
    expect(page('notes/01_intro.md', '03_missing')).toBeUndefined();
  });

  it("names the listed page a site-absolute .html address names from the book's site root, as mdBook publishes it", () => {
    const listed = new Set(['src/basic/compound-type/array.md', 'src/basic/collections/vector.md']);
    const page = (from: string, ref: string) => publishedPageFile(from, ref, (path) => listed.has(path));
    expect(page('src/basic/collections/vector.md', '/basic/compound-type/array.html')).toBe(
      'src/basic/compound-type/array.md',
    );
    expect(page('src/basic/collections/vector.md', '/basic/compound-type/missing.html')).toBeUndefined();
  });

  it('names the notebook or Quarto page a MyST link to a document names without its extension, as Sphinx does', () => {
    const listed = new Set(['intro.md', 'notebooks/preface.ipynb', 'notebooks/ch01.ipynb', 'talks/one.qmd']);
    const page = (from: string, ref: string) => publishedPageFile(from, ref, (path) => listed.has(path));
    expect(page('notebooks/preface.ipynb', 'ch01')).toBe('notebooks/ch01.ipynb');
    expect(page('intro.md', 'notebooks/preface')).toBe('notebooks/preface.ipynb');
    expect(page('intro.md', 'talks/one')).toBe('talks/one.qmd');
  });

  it('names a folder’s README page, as GitHub, GitBook and mdBook publish it', () => {
    const listed = new Set(['setup/README.md', 'setup/unix.md', 'usage/readme.md']);
    const page = (from: string, ref: string) => publishedPageFile(from, ref, (path) => listed.has(path));
    expect(page('intro.md', 'setup/')).toBe('setup/README.md');
    expect(page('setup/unix.md', '../usage/')).toBe('usage/readme.md');
    expect(page('intro.md', 'extras/')).toBeUndefined();
    expect(page('setup/unix.md', '../usage/index.html')).toBe('usage/readme.md');
  });
});
