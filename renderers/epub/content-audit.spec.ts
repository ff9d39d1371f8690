import { ElementNode, firstElement, parseHtml } from '../dom/html-dom';
import { auditContent, lowContrastWarnings } from './content-audit';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const audit = (html: string) =>
  auditContent(firstElement(parseHtml(html)) as ElementNode, 'ch01.xhtml', 'ch1.html');

/** As a source parsed with its lines: each element knows where it was written. */
const auditLocated = (html: string) =>
  auditContent(
    firstElement(parseHtml(html, { locate: { file: 'ch1.html' } })) as ElementNode,
    'ch01.xhtml',
    'ch1.html',
  );

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
      lowContrastText: [],
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

  it("names text the source colours itself below 4.5:1, on its own background or the page (the chronicles example's red)", () => {
    const found = auditLocated(
      '<section><h1>C</h1>\n' +
        '<p>A <span style="color: #FF0000">red</span> word, a <span style="color:#b00000">dark red</span> one.</p>' +
        '<p style="background-color: #333"><span style="color: navy">navy on grey</span></p>' +
        '<p style="background: url(x.png) #ffffcc"><span style="COLOR: rgb(0, 0, 0) !important">black</span></p>' +
        '<p><span style="color: var(--accent)">unknown</span><span style="color: silver"></span></p></section>',
    );
    expect(found.lowContrastText).toEqual([
      'ch01.xhtml: #FF0000 on white, 4.00:1',
      'ch01.xhtml: navy on #333, 1.27:1',
    ]);
    // Said by the book model, where the lines are (see below); the audit counts them for the metadata.
    expect(found.warnings).toEqual([]);
    const root = firstElement(
      parseHtml(
        '<section><h1>C</h1>\n<p>A <span style="color: #FF0000">red</span> word.</p>\n' +
          '<p style="background-color: #333"><span style="color: navy">navy on grey</span></p>\n' +
          // A formula's \\color{red}: each token coloured, one place and colour.
          '<p><math><mi style="color: #FF0000">x</mi><mo style="color: #FF0000">=</mo><mn style="color: #FF0000">1</mn></math></p></section>',
        {
          locate: { file: 'ch1.html' },
        },
      ),
    ) as ElementNode;
    expect(lowContrastWarnings(root, 'ch1.html')).toEqual([
      expect.objectContaining({
        kind: 'theme',
        file: 'ch1.html',
        line: 2,
        text: expect.stringContaining(
          'text coloured in the source (#FF0000 on white, 4.00:1) is hard to read',
        ),
      }),
      expect.objectContaining({ text: expect.stringContaining('navy on #333, 1.27:1') }),
      expect.objectContaining({ line: 4, text: expect.stringContaining('#FF0000 on white, 4.00:1') }),
    ]);
  });

  it("is said at the source's line by the EPUB's book model (the chronicles example's passthrough)", async () => {
    const chapter = '= Roses\n\nRoses are\n+++<span style="color: #FF0000">red</span>+++.\n';
    const model = (format?: 'epub' | 'pdf') =>
      buildBookModel(
        memorySource({ 'ch1.adoc': chapter }),
        { files: ['ch1.adoc'], formats: {} },
        { bookName: 'roses', ...(format ? { format } : {}) },
      );
    // The paragraph's line: Asciidoctor locates blocks, not the passthrough inside one.
    expect((await model('epub')).warnings.map(formatWarning)).toEqual([
      'ch1.adoc:3: text coloured in the source (#FF0000 on white, 4.00:1) is hard to read: WCAG 2 AA asks for at ' +
        'least 4.5:1, so the EPUB claims no conformance; use a darker colour',
    ]);
    expect((await model('pdf')).warnings).toEqual([]);
  });
});
