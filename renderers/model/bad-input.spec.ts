import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { PlatformConfig, RenderFailure } from '../types';
import { memorySource } from '../test-support/memory-source';
import { pngHeader } from '../test-support/image-headers';
import { DEFAULT_BOOK_LIMITS } from '../limits/book-limits';

const config = (files: string[]): PlatformConfig => ({ files, formats: {} });
const build = (files: Record<string, string | Buffer>, list: string[], limits = DEFAULT_BOOK_LIMITS) =>
  buildBookModel(memorySource(files), config(list), { bookName: 'eve/bad', limits });

describe('buildBookModel with hostile or broken input', () => {
  it('refuses absolute paths and paths leaving the repository, naming the entry', async () => {
    await expect(build({}, ['/etc/passwd'])).rejects.toThrow(
      'The book\'s files list an invalid path "/etc/passwd" (files[0]): it is an absolute path',
    );
    await expect(build({ 'a.md': '# A' }, ['a.md', 'chapters/../../secret.md'])).rejects.toThrow(
      /"chapters\/..\/..\/secret.md" \(files\[1\]\): it points outside the repository/,
    );
  });

  it('never reads an image outside the repository', async () => {
    const source = memorySource({ 'ch/a.md': '# A\n\n![x](../../../etc/passwd) ![y](/../etc/shadow)' });
    const model = await buildBookModel(source, config(['ch/a.md']), { bookName: 'x' });
    // The source, the book.toml that makes it an mdBook book's page, the .gitbook.yaml that makes it a Git-synced
    // GitBook page (whose description is its lead), the mkdocs.yml whose arithmatex makes \( \) math,
    // the .gitbook.yaml and book.json that may name a
    // GitBook book's summary, the SUMMARY.md, _toc.yml, _quarto.yml,
    // myst.yml and mkdocs.yml files a GitBook, mdBook, Jupyter Book, Quarto, MyST or MkDocs book would keep (read
    // before the pages, whose titles SUMMARY.md may give), a Sphinx or d2lbook project's conf.py and config.ini (then
    // the config.ini a d2lbook page's markup depends on, the _quarto.yml that numbers a Quarto book's sections, the
    // conf.py beside or above a page pandoc may have converted from a Sphinx book's rST, the _toc.yml of a Jupyter Book
    // that numbers its equations by chapter, and the _quarto.yml again as
    // the metadata under every page's, and once more for the extension it gives images named without one), and the
    // EPUB layout an Atlas book describes itself in, all inside the repository.
    expect(source.reads).toEqual([
      'ch/a.md',
      'ch/book.toml',
      'book.toml',
      '.gitbook.yaml',
      'mkdocs.yml',
      'mkdocs.yaml',
      'docs/mkdocs.yml',
      '.gitbook.yaml',
      'book.json',
      'ch/SUMMARY.md',
      'ch/_toc.yml',
      'ch/_quarto.yml',
      'ch/myst.yml',
      'ch/mkdocs.yml',
      'SUMMARY.md',
      '_toc.yml',
      '_quarto.yml',
      'myst.yml',
      'mkdocs.yml',
      'src/SUMMARY.md',
      'conf.py',
      'docs/conf.py',
      'doc/conf.py',
      'source/conf.py',
      'docs/source/conf.py',
      'doc/source/conf.py',
      'book/conf.py',
      'config.ini',
      'ch/docusaurus.config.js',
      'ch/docusaurus.config.ts',
      'ch/docusaurus.config.mjs',
      'docusaurus.config.js',
      'docusaurus.config.ts',
      'docusaurus.config.mjs',
      'config.ini',
      '_quarto.yml',
      'ch/conf.py',
      'conf.py',
      'ch/_toc.yml',
      '_toc.yml',
      '_quarto.yml',
      '_quarto.yml',
      'theme/epub/layout.html',
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch/a.md:3: image ../../../etc/passwd points outside the repository; its alt text is printed in brackets in its place ("[x]")',
      'ch/a.md:3: image /../etc/shadow points outside the repository; its alt text is printed in brackets in its place ("[y]")',
    ]);
  });

  it('flattens 100 000 nested elements with a warning instead of overflowing the stack', async () => {
    const depth = 100_000;
    const html = `<section data-type="chapter"><h1>Deep</h1>${'<div>'.repeat(depth)}bottom${'</div>'.repeat(depth)}<p>after</p></section>`;
    const model = await build({ 'deep.html': html }, ['deep.html']);
    expect(model.divisions[0].html).toContain('bottom');
    expect(model.divisions[0].html).toContain('after');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^deep.html: elements nested more than 200 levels deep were flattened \(\d+ element\(s\) dropped/,
      ),
    ]);
  });

  it('leaves out decompression-bomb images, SVG entity bombs, inline bombs and oversized images, saying why', async () => {
    const laughs =
      '<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>';
    const inline = `data:image/png;base64,${pngHeader(90000, 90000).toString('base64')}`;
    const model = await build(
      {
        'a.md': `# A\n\n![bomb](bomb.png) ![laughs](laughs.svg) ![big](big.png) ![ok](ok.png) ![inline](${inline})`,
        'bomb.png': pngHeader(100000, 100000),
        'laughs.svg': laughs,
        'big.png': Buffer.concat([pngHeader(10, 10), Buffer.alloc(3000)]),
        'ok.png': pngHeader(10, 10),
      },
      ['a.md'],
      { ...DEFAULT_BOOK_LIMITS, assetBytes: 2048 },
    );
    expect(model.assets.map((a) => a.sourcePath)).toEqual(['ok.png']);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^a.md:3: image bomb.png was refused: bomb.png declares 100000 × 100000 pixels/),
      expect.stringMatching(
        /^a.md:3: image laughs.svg was refused: laughs.svg is an SVG declaring XML entities/,
      ),
      'a.md:3: image big.png was refused: big.png is 3 KB, over the 2 KB limit for one image or file; its alt text is printed in brackets in its place ("[big]")',
      expect.stringMatching(/^a.md:3: an inline \(data:\) image declares 90000 × 90000 pixels/),
    ]);
  });

  it('ships an Illustrator SVG with its plain-text entities written out and no DOCTYPE, inline ones too', async () => {
    const illustrator =
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ' +
      '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n\t<!ENTITY ns_svg "http://www.w3.org/2000/svg">\n' +
      '\t<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">\n]>\n<svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;"/>';
    const inline = `data:image/svg+xml;base64,${Buffer.from(illustrator).toString('base64')}`;
    const model = await build(
      {
        'a.md': `# A\n\n![RStudio](bilder/rstudio.svg) <img src="${inline}" alt="inline">`,
        'bilder/rstudio.svg': illustrator,
      },
      ['a.md'],
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const shipped = model.assets.map((a) => a.data.toString('utf8'));
    expect(shipped).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>\n\n<svg xmlns="http://www.w3.org/2000/svg" ' +
        'xmlns:xlink="http://www.w3.org/1999/xlink"/>',
    ]);
    const inlineSrc = /src="data:image\/svg\+xml;base64,([^"]+)"/.exec(model.divisions[0].html)![1]!;
    expect(Buffer.from(inlineSrc, 'base64').toString('utf8')).toBe(shipped[0]);
  });

  it('fails on a source file over the limit, and on a book over the total, naming the file', async () => {
    const limits = { ...DEFAULT_BOOK_LIMITS, sourceFileBytes: 100, bookBytes: 150 };
    const huge = build({ 'a.md': `# A\n\n${'x'.repeat(200)}` }, ['a.md'], limits);
    await expect(huge).rejects.toThrow(RenderFailure);
    await expect(huge).rejects.toThrow(
      /^a.md is 1 KB, over the 1 KB limit for one file: a source file may be at most/,
    );
    const many = build(
      { 'a.md': `# A\n\n${'x'.repeat(90)}`, 'b.md': `# B\n\n${'y'.repeat(90)}` },
      ['a.md', 'b.md'],
      limits,
    );
    await expect(many).rejects.toThrow(/The book's files add up to more than .* \(stopped at b.md\)/);
  });
});
