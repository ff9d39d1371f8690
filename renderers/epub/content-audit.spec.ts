import { ElementNode, firstElement, parseHtml } from '../dom/html-dom';
import { auditContent } from './content-audit';

const audit = (html: string) =>
  auditContent(firstElement(parseHtml(html)) as ElementNode, 'ch01.xhtml', 'ch1.html');

describe('auditContent', () => {
  it('counts pictures, finds notes and heading skips', () => {
    const found = audit(
      '<section><h1>C</h1><h3>Skip</h3><p><img src="a.png" alt="A"/></p>' +
        '<svg><title>Chart</title></svg><svg aria-hidden="true"></svg>' +
        '<aside epub:type="footnote" id="n1"><p>note</p></aside></section>',
    );
    expect(found).toEqual({
      images: 2,
      footnotes: true,
      headingSkips: ['ch01.xhtml: h1 → h3'],
      warnings: [],
    });
  });

  it('warns about an inline SVG picture without a title or label', () => {
    const found = audit('<section><h1>C</h1><svg><rect/></svg><svg aria-label="Flow"></svg></section>');
    expect(found.images).toBe(2);
    expect(found.warnings).toEqual([
      expect.objectContaining({
        kind: 'image-alt-missing',
        file: 'ch1.html',
        text: expect.stringContaining('inline SVG'),
      }),
    ]);
  });
});
