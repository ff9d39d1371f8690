import { ElementNode, firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { footnotesToEpubNotes } from './epub-footnotes';

const notes = (html: string, prefix = 'ch1') => {
  const root = firstElement(parseHtml(html)) as ElementNode;
  footnotesToEpubNotes(root, prefix);
  return serializeHtml([root]);
};

describe('footnotesToEpubNotes', () => {
  it('turns each footnote into a noteref and an aside numbered in the division, with a text back link', () => {
    const out = notes(
      '<section><p>One<span data-type="footnote">First <em>note</em>.</span> two<span data-type="footnote">Second.</span></p></section>',
    );
    expect(out).toBe(
      '<section><p>One<sup><a href="#ch1-fn1" id="ch1-fnref1" class="footnote-ref" epub:type="noteref" role="doc-noteref">1</a></sup>' +
        ' two<sup><a href="#ch1-fn2" id="ch1-fnref2" class="footnote-ref" epub:type="noteref" role="doc-noteref">2</a></sup></p>' +
        '<aside id="ch1-fn1" class="footnote first-footnote" epub:type="footnote" role="doc-footnote">' +
        '<p><a href="#ch1-fnref1" class="footnote-number" role="doc-backlink">1.</a> First <em>note</em>.</p></aside>' +
        '<aside id="ch1-fn2" class="footnote" epub:type="footnote" role="doc-footnote">' +
        '<p><a href="#ch1-fnref2" class="footnote-number" role="doc-backlink">2.</a> Second.</p></aside></section>',
    );
    expect(out).not.toContain('↩');
  });

  it('starts again at 1 in the next division, with ids of its own', () => {
    const out = notes('<section><p>x<span data-type="footnote">n</span></p></section>', 'app-a');
    expect(out).toContain('<a href="#app-a-fn1" id="app-a-fnref1"');
    expect(out).toContain('<aside id="app-a-fn1"');
  });

  it('keeps a note made of blocks as blocks, the number opening its first paragraph', () => {
    expect(
      notes('<section><p>x<span data-type="footnote"><p>Para one.</p><p>Para two.</p></span></p></section>'),
    ).toContain(
      '<p><a href="#ch1-fnref1" class="footnote-number" role="doc-backlink">1.</a> Para one.</p><p>Para two.</p></aside>',
    );
    expect(
      notes('<section><p>x<span data-type="footnote"><ul><li>a</li></ul></span></p></section>'),
    ).toContain(
      '<p><a href="#ch1-fnref1" class="footnote-number" role="doc-backlink">1.</a></p><ul><li>a</li></ul></aside>',
    );
  });

  it('leaves a division without footnotes as it was', () => {
    expect(notes('<section><p>plain <span class="x">span</span></p></section>')).toBe(
      '<section><p>plain <span class="x">span</span></p></section>',
    );
  });
});
