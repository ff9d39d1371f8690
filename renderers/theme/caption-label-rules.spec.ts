import { captionLabelRules } from './caption-label-rules';

describe('captionLabelRules', () => {
  it('hides the label of a caption whose ::before the book empties', () => {
    const rules = captionLabelRules(
      '/* no labels on listings */\nsection[data-type="chapter"] div[data-type="example"] h5:before { content: none; }',
    );
    expect(rules).toContain('section[data-type="chapter"] div[data-type="example"] h5 > .label');
    expect(rules).toContain('{ display: none !important; }');
    expect(rules).not.toContain('counter');
  });

  it('counts, per division, a counter the book shows but never counts, and hides the label it replaces', () => {
    const rules = captionLabelRules(
      'section[data-type="afterword"] figcaption::before { content: "Figure Z-"counter(PictureNumber)". "; }',
    );
    expect(rules).toContain('section[data-type="afterword"] figcaption > .label');
    expect(rules).toContain(
      'section[data-type="afterword"] figcaption { counter-increment: PictureNumber; }',
    );
    expect(rules).toMatch(
      /section\[data-type\][^{]*div\[data-type="part"\] \{ counter-reset: PictureNumber; \}/,
    );
  });

  it("leaves a counter on a division's title alone: it would count across the book, not per division", () => {
    const rules = captionLabelRules(
      'section[data-type="chapter"] > h1::before { content: counter(ChapterNumber); }',
    );
    expect(rules).not.toContain('counter-increment');
    expect(rules).not.toContain('counter-reset');
  });

  it('leaves counters the book keeps itself, page counters and decorations alone', () => {
    const css = [
      'body { counter-reset: tip; }',
      '.tip { counter-increment: tip; }',
      '.tip::before { content: "Tip " counter(tip); }',
      '@page { @bottom-center { content: counter(page) " of " counter(pages); } }',
      'blockquote::before { content: "\\201C"; }',
    ].join('\n');
    expect(captionLabelRules(css)).toBe(
      '.tip > .label,\n.tip > p:first-child > .label { display: none !important; }',
    );
    expect(captionLabelRules('p { color: red }')).toBe('');
  });
});
