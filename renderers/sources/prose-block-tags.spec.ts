import { markdownToHtml } from './markdown';

describe('proseBlockTags', () => {
  it('prints block tags named in a sentence and never closed there as written', () => {
    const html = markdownToHtml("A menu (<ul> or <ol>) whose <li>'s shrink, set in the <body> tag.\n");
    expect(html).toMatch(
      /">A menu \(&lt;ul&gt; or &lt;ol&gt;\) whose &lt;li&gt;['’]s shrink, set in the &lt;body&gt; tag\.<\/p>/,
    );
  });

  it('keeps HTML the author wrote whole in a paragraph, and inline tags', () => {
    const html = markdownToHtml('Press <kbd>Enter</kbd> and <div class="x">boxed</div> text.\n');
    expect(html).toContain('<kbd>Enter</kbd>');
    expect(html).toContain('<div class="x">boxed</div>');
  });
});
