import { parseHtml, serializeHtml } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { BookWarning } from '../warnings';
import { fillAtlasPlaceholders } from './atlas-placeholders';
import { buildBookModel } from './build-book-model';

describe('fillAtlasPlaceholders', () => {
  const fill = (html: string) => {
    const warnings: BookWarning[] = [];
    const nodes = fillAtlasPlaceholders(
      parseHtml(html, { locate: { file: 'a.html' } }),
      { title: 'The Book', authors: ['Ann', 'Bo'] },
      'a.html',
      warnings,
    );
    return { html: serializeHtml(nodes), warnings };
  };

  it.each([
    ['{{ toc }}', '<nav data-type="toc"></nav>'],
    ['\n  {{toc}}\n', '<nav data-type="toc"></nav>'],
    ['<p>{{ index }}</p>', '<section data-type="index"></section>'],
  ])('reads a file of only %j as the generated part', (html, made) => {
    expect(fill(html).html).toBe(made);
  });

  it("fills the book's values, and leaves code as written", () => {
    expect(
      fill('<h1>{{ title }}</h1><p>by {{ authors }}</p><pre>{{ title }}</pre><code>{{author}}</code>').html,
    ).toBe('<h1>The Book</h1><p>by Ann, Bo</p><pre>{{ title }}</pre><code>{{author}}</code>');
  });

  it('says once, where, of markup it does not fill, and prints it as written', () => {
    const { html, warnings } = fill('<p>{{ edition }} and\n{{ edition }}</p>\n<p>{{ subtitle }}</p>');
    expect(html).toBe('<p>{{ edition }} and\n{{ edition }}</p>\n<p>{{ subtitle }}</p>');
    expect(warnings.map((w) => [w.file, w.line, w.subject])).toEqual([
      ['a.html', 1, '{{ edition }}'],
      ['a.html', 3, '{{ subtitle }}'],
    ]);
    expect(warnings[1]!.text).toContain('the book sets no such value');
  });

  it('keeps the chapters numbered from 1 in a book whose contents file is {{ toc }}', async () => {
    const model = await buildBookModel(
      memorySource({
        'titlepage.html': '<section data-type="titlepage"><h1>{{ title }}</h1></section>',
        'toc.html': '{{ toc }}',
        'ch01.html': '<section data-type="chapter"><h1>Start</h1><p>x</p></section>',
      }),
      { files: ['titlepage.html', 'toc.html', 'ch01.html'], title: 'Templated', formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title])).toEqual([
      ['titlepage', '', 'Templated'],
      ['toc', '', 'Contents'],
      ['chapter', 'Chapter 1', 'Start'],
    ]);
  });

  it('reads an AsciiDoc or Markdown file of only {{ toc }} or {{ index }} as Atlas did, nothing else in them', async () => {
    // The Atom Flight Manual lists book/toc.asc, `{{ toc }}`: it became "Chapter 3" and moved every chapter.
    const model = await buildBookModel(
      memorySource({
        'book/toc.asc': '{{ toc }}\n',
        'ch01.asc': '== Getting Started\n\nA ((term)).\n',
        'ch02.md': '# Templates\n\nWrite {{ name }} in a template.\n',
        'ix.md': '{{ index }}\n',
      }),
      { files: ['book/toc.asc', 'ch01.asc', 'ch02.md', 'ix.md'], title: 'Templated', formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title])).toEqual([
      ['toc', '', 'Contents'],
      ['chapter', 'Chapter 1', 'Getting Started'],
      ['chapter', 'Chapter 2', 'Templates'],
      ['index', '', 'Index'],
    ]);
    // Braces in a Markdown or AsciiDoc chapter are the author's text: printed, not reported.
    expect(model.divisions[2]!.html).toContain('Write {{ name }} in a template.');
    expect(model.warnings.filter((w) => w.text.includes('Atlas template'))).toEqual([]);
  });
});
