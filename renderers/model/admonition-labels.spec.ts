import { parseHtml, serializeHtml } from '../dom/html-dom';
import { labelAdmonitions } from './admonition-labels';
import { labelsFor } from './labels';

describe('labelAdmonitions', () => {
  const label = (html: string, lang = 'en') => {
    const nodes = parseHtml(html);
    labelAdmonitions(nodes, labelsFor(lang));
    return serializeHtml(nodes);
  };

  it.each([
    ['warning', 'Warning'],
    ['tip', 'Tip'],
    ['note', 'Note'],
    ['caution', 'Caution'],
    ['important', 'Important'],
  ])('gives an untitled %s its word as a title', (kind, word) => {
    expect(label(`<div data-type="${kind}"><p>Careful.</p></div>`)).toBe(
      `<div data-type="${kind}"><h6 class="admonition-label">${word}</h6><p>Careful.</p></div>`,
    );
  });

  it('keeps a title the author gave, at any heading level, after white space', () => {
    for (const html of [
      '<div data-type="note"><h6>Mind this</h6><p>x</p></div>',
      '<div data-type="note">\n  <h1>Mind this</h1><p>x</p></div>',
    ])
      expect(label(html)).toBe(html);
  });

  it("writes the book's language", () => {
    expect(label('<div data-type="warning"><p>x</p></div>', 'de-DE')).toContain('>Warnung</h6>');
    expect(label('<div data-type="note"><p>x</p></div>', 'fr')).toContain('>Note</h6>');
  });

  it('labels admonitions nested anywhere, and nothing else', () => {
    expect(
      label(
        '<section><div data-type="example"><p>x</p></div><ul><li><div data-type="tip">y</div></li></ul></section>',
      ),
    ).toBe(
      '<section><div data-type="example"><p>x</p></div><ul><li><div data-type="tip"><h6 class="admonition-label">Tip</h6>y</div></li></ul></section>',
    );
  });
});
