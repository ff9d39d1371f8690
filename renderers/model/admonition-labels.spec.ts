import { parseHtml, serializeHtml } from '../dom/html-dom';
import { labelAdmonitions } from './admonition-labels';
import { labelsFor } from './labels';

describe('labelAdmonitions', () => {
  const label = (html: string, lang = 'en') => {
    const nodes = parseHtml(html);
    labelAdmonitions(nodes, labelsFor(lang), lang);
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

  it('keeps a title the author gave, at any heading level, after white space, and writes its kind before it', () => {
    expect(label('<div data-type="note"><h6>Mind this</h6><p>x</p></div>')).toBe(
      '<div data-type="note"><h6><span class="admonition-kind">Note: </span>Mind this</h6><p>x</p></div>',
    );
    expect(label('<div data-type="warning">\n  <h1>Watch out</h1><p>x</p></div>')).toBe(
      '<div data-type="warning">\n  <h1><span class="admonition-kind">Warning: </span>Watch out</h1><p>x</p></div>',
    );
  });

  it("names a titled admonition's kind in the book's language, once", () => {
    expect(label('<div data-type="warning"><h6>Vorsicht, heiß</h6><p>x</p></div>', 'de')).toContain(
      '<h6><span class="admonition-kind">Warnung: </span>Vorsicht, heiß</h6>',
    );
    expect(label('<div data-type="tip"><h6>快捷键</h6><p>x</p></div>', 'zh-CN')).toMatch(
      /<h6><span class="admonition-kind">[^<]+：<\/span>快捷键<\/h6>/,
    );
    // A title that already says what it is keeps its words; a word that only begins the same is no label.
    for (const html of [
      '<div data-type="warning"><h6>Warning: hot kiln</h6><p>x</p></div>',
      '<div data-type="warning"><h6>Warnung vor Hitze</h6><p>x</p></div>',
    ])
      expect(label(html, 'de')).toBe(html);
    expect(label('<div data-type="note"><h6>Notebook setup</h6><p>x</p></div>')).toContain(
      '<span class="admonition-kind">Note: </span>Notebook setup',
    );
  });

  // As larmarange/guide-R, a French book: "Astuce : Installer…", a no-break space before the colon, as French sets it.
  it('sets a French kind’s colon after a no-break space', () => {
    expect(label('<div data-type="tip"><h6>Installer les packages</h6><p>x</p></div>', 'fr')).toContain(
      '<h6><span class="admonition-kind">Astuce\u00a0: </span>Installer les packages</h6>',
    );
  });

  it("keeps the author's title, not the kind's word Atlas's editor wrote above it, and names the kind", () => {
    expect(label('<div data-type="note"><h6>Note</h6><h1>A historical note</h1><p>x</p></div>')).toBe(
      '<div data-type="note"><h1><span class="admonition-kind">Note: </span>A historical note</h1><p>x</p></div>',
    );
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
