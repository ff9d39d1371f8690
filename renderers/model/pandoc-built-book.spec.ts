import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

/** Category Theory for Programmers' Makefile: pandoc reads the chapters it lists, and no metadata file is listed. */
const MAKEFILE = [
  'CHAPTERS = preface.md part_one/ch05.md',
  '',
  'html: $(CHAPTERS)',
  '\tpandoc --toc --standalone --css=base.css --to=html5 -o build/book.html $^',
].join('\n');

// As part_one/ch05.md's challenges: a listing's first line of code written at the margin, under the item's text.
const CHALLENGES = [
  '# Products',
  '',
  '1.  Show that `Either` is better:',
  '',
  '    ```cpp',
  'int i(int n) { return n; }',
  '    int j(bool b) { return b? 0: 1; }',
  '```',
  '',
  '2.  Next challenge.',
  '',
  '## Bibliography',
  '',
  '1.  The Catsters video.',
  '',
].join('\n');

async function build(files: Record<string, string>, listed: string[]) {
  return buildBookModel(memorySource(files), { files: listed, formats: {} }, { bookName: 'ann/ct' });
}

describe('a Markdown book its Makefile builds with pandoc', () => {
  it("reads its Markdown as pandoc's: a listing in a list item goes on past a line at the margin", async () => {
    const files = {
      Makefile: MAKEFILE,
      'preface.md': '# Preface\n\nText.\n',
      'part_one/ch05.md': CHALLENGES,
    };
    const model = await build(files, ['preface.md', 'part_one/ch05.md']);
    const chapter = model.divisions.find((division) => division.sourceFile === 'part_one/ch05.md')!;
    const listing = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(chapter.html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(listing).toBe('int i(int n) { return n; }\nint j(bool b) { return b? 0: 1; }\n');
    expect(chapter.html).toMatch(/<h2[^>]*>Bibliography<\/h2>/);
    expect(chapter.html).toMatch(/<li[^>]*>\s*<p[^>]*>Next challenge\.<\/p>/);
    expect(model.warnings.map(formatWarning).filter((text) => /never closed|listing/.test(text))).toEqual([]);
  });

  it('reads the Markdown between the tags of its HTML blocks, as pandoc does: images are figures, code is code', async () => {
    const functors = [
      '# Functoriality',
      '',
      '<table width="100%">',
      '<tr>',
      '<td>',
      '<div style="width: 160px">',
      '![first](images/first.jpg)',
      '</div>',
      '</td>',
      '</tr>',
      '</table>',
      '',
      '<table border="1">',
      '<tr>',
      '  <td>0</td>',
      '  <td>`Void`</td>',
      '</tr>',
      '</table>',
      '',
    ].join('\n');
    const files = {
      Makefile: MAKEFILE.replace('part_one/ch05.md', 'part_one/ch08.md'),
      'preface.md': '# Preface\n\nText.\n',
      'part_one/ch08.md': functors,
      'images/first.jpg': 'jpeg',
    };
    const model = await build(files, ['preface.md', 'part_one/ch08.md']);
    const chapter = model.divisions.find((division) => division.sourceFile === 'part_one/ch08.md')!;
    expect(chapter.html).toMatch(/<div style="width: 160px">\s*<figure[^>]*><img [^>]*alt="first"/);
    expect(chapter.html).toContain('<td><code>Void</code></td>');
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it("finds its images in the folders of its command's --resource-path, as pandoc does, without a warning", async () => {
    // The RLHF book's Makefile: the chapters piped through awk to pandoc, which reads images/ from book/; a comment
    // after a variable's value.
    const makefile = [
      'METADATA = book/metadata.yml',
      'CONTENT_FILTERS = tee # Use this to add sed filters or other piped commands',
      'PANDOC_COMMAND = pandoc',
      'CONTENT = awk \'FNR==1 && NR!=1 {print "\\n\\n"}{print}\' $(wildcard book/chapters/*.md)',
      'html:',
      '\t$(CONTENT) | $(CONTENT_FILTERS) | $(PANDOC_COMMAND) --metadata-file $(METADATA) --resource-path=.:book -o $@',
    ].join('\n');
    const files = {
      Makefile: makefile,
      'book/metadata.yml': 'title: RLHF\n',
      'book/chapters/01-introduction.md': '# Introduction\n\n![The RLHF loop](images/rlhf-basic.png)\n',
      'book/images/rlhf-basic.png': 'png',
    };
    const model = await build(files, ['book/metadata.yml', 'book/chapters/01-introduction.md']);
    expect(model.divisions[0]!.html).toContain(
      '<img src="assets/book/images/rlhf-basic.png" alt="The RLHF loop"',
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('is read as CommonMark when no command of its builds reads its files', async () => {
    const files = {
      Makefile: 'readme:\n\tpandoc -o README.html README.md\n',
      'README.md': '# Read me\n',
      'part_one/ch05.md': CHALLENGES,
    };
    const model = await build(files, ['part_one/ch05.md']);
    expect(model.warnings.map(formatWarning).join('\n')).toContain('is never closed');
  });
});
