import { parseHtml, serializeHtml } from '../dom/html-dom';
import { asciidocToHtml } from './asciidoc';
import { inlineFootnotes } from './footnotes';
import { markdownToHtml } from './markdown';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';

const inline = (html: string) => serializeHtml(inlineFootnotes(parseHtml(html)));

describe('inlineFootnotes', () => {
  it('moves markdown-it footnotes to where they are referenced and drops the list', () => {
    const out = inline(markdownToHtml('Text.[^a] More.[^b]\n\n[^a]: First *note*.\n[^b]: Second.\n'));
    expect(out).toContain('Text.<span data-type="footnote">First <em>note</em>.</span>');
    expect(out).toContain('More.<span data-type="footnote">Second.</span>');
    expect(out).not.toContain('footnotes-sep');
    expect(out).not.toContain('footnote-backref');
  });

  it("keeps a note of two paragraphs in its sentence, each paragraph on a line of the note (mdlearn's markdown-extended.md)", async () => {
    const markdown = '# T\n\nA and B[^n].\n\n[^n]: two.\n\n    three.\n';
    expect(inline(markdownToHtml(markdown))).toContain(
      '<p>A and B<span data-type="footnote">two.<br>three.</span>.</p>',
    );
    const model = await buildBookModel(
      memorySource({ 'x.md': markdown }),
      { files: ['x.md'], formats: {} },
      {
        bookName: 'a/b',
      },
    );
    expect(model.divisions[0]!.html).toContain(
      '<p>A and B<span data-type="footnote">two.<br>three.</span>.</p>',
    );
  });

  it('does the same for Asciidoctor footnotes', async () => {
    const { html } = await asciidocToHtml('Para.footnote:[An AsciiDoc note.]\n', 'a.adoc', memorySource({}));
    const out = inline(html);
    expect(out).toContain('Para.<span data-type="footnote">An AsciiDoc note.</span>');
    expect(out).not.toContain('id="footnotes"');
  });

  it('leaves markup without footnotes, and references without a definition, alone', () => {
    expect(inline('<p>plain</p>')).toBe('<p>plain</p>');
    expect(
      inline(
        '<p>x<sup class="footnote-ref"><a href="#nope">1</a></sup></p><ol><li class="footnote-item" id="fn1">n</li></ol>',
      ),
    ).toContain('<sup class="footnote-ref"><a href="#nope">1</a></sup>');
  });
});
