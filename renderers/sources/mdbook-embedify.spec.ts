import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';

const book = (toml: string, pages: Record<string, string>) =>
  buildBookModel(
    memorySource({
      'book.toml': `[book]\ntitle = "פייתון"\nlanguage = "he"\n${toml}`,
      'src/SUMMARY.md': `# Summary\n\n${Object.keys(pages)
        .map((page) => `- [${page}](./${page})`)
        .join('\n')}\n`,
      ...Object.fromEntries(Object.entries(pages).map(([page, text]) => [`src/${page}`, text])),
    }),
    { files: Object.keys(pages).map((page) => `src/${page}`), formats: {}, lang: 'he' },
    { bookName: 'x' },
  );

// szabgab/python-he.code-maven.com opens each page with its video: `{% embed youtube id="…" %}` under the title.
describe("mdbook-embedify's embeds", () => {
  it('are links to the video or code page, a paragraph of their own, with no warning', async () => {
    const model = await book('[preprocessor.embedify]\n', {
      'hello.md': [
        '# שלום עולם',
        '',
        '{% embed youtube id="FjFowT-sQkQ" %}',
        'Text after it, then a pen {% embed codepen user="MR-Addict" slug="NWBOqKw" height="600" %} inline.',
        '',
        '`{% embed vimeo id="1" %}` is shown, not run.',
      ].join('\n'),
    });
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toMatch(
      /<p[^>]*><a href="https:\/\/www\.youtube\.com\/watch\?v=FjFowT-sQkQ"[^>]*>https:\/\/www\.youtube\.com\/watch\?v=FjFowT-sQkQ<\/a><\/p>\s*<p[^>]*>Text after it/,
    );
    expect(html).toMatch(/a pen <a href="https:\/\/codepen\.io\/MR-Addict\/pen\/NWBOqKw"/);
    expect(html).toMatch(/<code>\{% embed vimeo id="1" %\}<\/code>/);
    expect(html).not.toMatch(/\{% embed (?:youtube|codepen)/);
    expect(model.warnings.map(formatWarning).join('\n')).not.toMatch(/embed|template/i);
  });

  it('are left as written, with one warning for the book naming mdbook-embedify, when they embed what a book cannot show', async () => {
    const model = await book('[preprocessor.embedify]\n', {
      'a.md': '# A\n\n{% embed giscus repo="a/b" %}\n\nText.\n\n{% embed youtube %}\n',
      'b.md': '# B\n\n{% embed giscus repo="a/b" %}\n',
    });
    const said = model.warnings.map(formatWarning).filter((w) => /embed/.test(w));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^src\/a\.md:3: \{% embed giscus repo="a\/b" %\} \(app "giscus"\) is an mdbook-embedify embed/,
    );
    expect(said[0]).toMatch(/3 such in 2 files: the first here, the others at src\/a\.md:7 and src\/b\.md:3/);
    expect(said[0]).not.toMatch(/Liquid/);
  });

  it('are template markup as before in a book without mdbook-embedify', async () => {
    const model = await book('', { 'a.md': '# A\n\n{% embed youtube id="FjFowT-sQkQ" %}\n' });
    expect(model.divisions.map((d) => d.html).join('\n')).toMatch(/\{% embed youtube id="FjFowT-sQkQ" %\}/);
    expect(model.warnings.map(formatWarning).join('\n')).toMatch(/template markup/);
  });
});
