import { markdownToHtml } from './markdown';

describe("Leanpub's C> lines", () => {
  it('centre their text, in no box, as {align: center} centres a paragraph', () => {
    const html = markdownToHtml(
      'Before.\n\nC> "ALL KETTLES ON. THIS IS NOT A DRILL"\n\nAfter.\n\nC> One line,\nC> and *its* second.\n',
    );
    expect(html).toContain(
      '<p class="align-center" data-octavo-line="3">“ALL KETTLES ON. THIS IS NOT A DRILL”</p>',
    );
    expect(html).toContain(
      '<p class="align-center" data-octavo-line="7">One line,\nand <em>its</em> second.</p>',
    );
    expect(html).not.toContain('C&gt;');
    expect(html).not.toContain('<aside');
  });

  it('leave "C>" inside a sentence as text', () => {
    expect(markdownToHtml('C>B is a comparison.\n')).toContain(
      '<p data-octavo-line="1">C&gt;B is a comparison.</p>',
    );
  });
});
