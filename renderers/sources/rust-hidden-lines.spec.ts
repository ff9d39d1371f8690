import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { markdownToHtml } from './markdown';
import { isRustFence, withoutRustHiddenLines } from './rust-hidden-lines';

describe('withoutRustHiddenLines', () => {
  it('leaves out `#` lines and `# ` lines, indented or not', () => {
    expect(withoutRustHiddenLines('# use std::ptr;\nfn f() {}\n    # let x = 1;\n#\n')).toBe('fn f() {}\n');
  });

  it('prints `##` as `#` and keeps attributes', () => {
    expect(withoutRustHiddenLines('##[x]\n#[derive(Debug)]\n#![no_std]\n  ## y')).toBe(
      '#[x]\n#[derive(Debug)]\n#![no_std]\n  # y',
    );
  });
});

describe('isRustFence', () => {
  it('reads the language up to a comma or space', () => {
    expect(isRustFence('rust')).toBe(true);
    expect(isRustFence('rust,ignore')).toBe(true);
    expect(isRustFence('rust ,ignore')).toBe(true);
    expect(isRustFence('rusty')).toBe(false);
    expect(isRustFence('')).toBe(false);
  });
});

describe("Rust listings' hidden lines are an mdBook book's rule", () => {
  const page = '# Ch\n\n```rust\n# fn hidden() {}\nfn main() {}\n```\n';
  const build = (files: Record<string, string>) =>
    buildBookModel(memorySource(files), { files: ['ch.md'], formats: {} }, { bookName: 'ann/book' });

  it('hides them in a book with a book.toml', async () => {
    const model = await build({ 'book.toml': '[book]\ntitle = "R"\n', 'ch.md': page });
    expect(model.divisions[0]!.html).not.toContain('hidden');
    expect(markdownToHtml(page, undefined, undefined, [], false, [], [], { mdBook: true })).not.toContain(
      'hidden',
    );
  });

  it('prints them as written in a book that is no mdBook book, as pandoc does', async () => {
    const model = await build({ 'ch.md': page });
    expect(model.divisions[0]!.html).toMatch(/# <span[^>]*>fn<\/span> <span[^>]*>hidden<\/span>/);
    expect(markdownToHtml(page)).toContain('# fn hidden() {}');
  });
});
