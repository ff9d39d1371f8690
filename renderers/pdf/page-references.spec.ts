import { element, parseHtml, serializeHtml } from '../dom/html-dom';
import { XrefTarget } from '../model/book-model';
import { markPageReferences, pageReferenceMark, standInDigits, writePageReferences } from './page-references';

const QUOTES: [string, string] = ['\u201c', '\u201d'];
const targets = new Map<string, XrefTarget>([
  ['keys', { divisionId: 'ch04', text: 'Keys and Addresses', quoted: QUOTES }],
  ['ch04', { divisionId: 'ch04', text: 'Chapter 4' }],
  ['fig-1', { divisionId: 'ch04', text: 'Figure 4-1', number: '4-1' }],
  ['größe', { divisionId: 'ch05', text: 'Größe & Maß', quoted: QUOTES }],
]);

function marked(html: string): string {
  const root = element('section', {}, parseHtml(html));
  markPageReferences(root, targets);
  return serializeHtml(root.children);
}

describe('markPageReferences', () => {
  it('marks a reference to a section that reads as the book generated it, inside its link', () => {
    expect(marked('<p>See <a data-type="xref" href="#keys">\u201cKeys and Addresses\u201d</a>.</p>')).toBe(
      `<p>See <a data-type="xref" href="#keys">\u201cKeys and Addresses\u201d${pageReferenceMark('keys')}</a>.</p>`,
    );
    expect(
      marked('<p><a data-type="xref" href="#gr%C3%B6%C3%9Fe">\u201cGröße &amp; Maß\u201d</a></p>'),
    ).toContain(pageReferenceMark('größe'));
  });

  it("leaves chapters and numbered blocks, the author's own words, plain links and headings as they are", () => {
    const unchanged = [
      '<p><a data-type="xref" href="#ch04">Chapter 4</a></p>',
      '<p><a data-type="xref" href="#fig-1">Figure 4-1</a></p>',
      '<p><a data-type="xref" href="#keys">the section on keys</a></p>',
      '<p><a href="#keys">\u201cKeys and Addresses\u201d</a></p>',
      '<p><a data-type="xref" href="#missing">\u201cMissing\u201d</a></p>',
      '<h2>About <a data-type="xref" href="#keys">\u201cKeys and Addresses\u201d</a></h2>',
    ];
    for (const html of unchanged) expect(marked(html)).toBe(html);
  });
});

describe('writePageReferences', () => {
  const folios = new Map([['keys', '61']]);
  const page = (id: string) => {
    const folio = folios.get(id);
    return folio ? { folio } : undefined;
  };

  it("writes each marked reference's page in the book's words, and nothing where the page is unknown", () => {
    const html = `<a href="#keys">\u201cKeys\u201d${pageReferenceMark('keys')}</a> <a href="#x">\u201cX\u201d${pageReferenceMark('x')}</a>`;
    expect(writePageReferences(html, ' on page\u00a0{page}', page)).toBe(
      '<a href="#keys">\u201cKeys\u201d<span class="octavo-page-ref"> on page\u00a0<span class="octavo-page-number">61</span></span></a> <a href="#x">\u201cX\u201d</a>',
    );
  });

  it("marks a stand-in number with its colour, apart from the book's words around it", () => {
    const html = writePageReferences(pageReferenceMark('keys'), '\uff08\u7b2c{page}\u9875\uff09', () => ({
      folio: '00',
      colour: 'rgb(1, 0, 7)',
    }));
    expect(html).toBe(
      '<span class="octavo-page-ref">\uff08\u7b2c<span class="octavo-page-number" style="color: rgb(1, 0, 7)">00</span>\u9875\uff09</span>',
    );
  });
});

describe('standInDigits', () => {
  it('has as many digits as the page at its share of the book probably has', () => {
    expect(standInDigits(0.01, 300)).toBe('0');
    expect(standInDigits(0.2, 300)).toBe('00');
    expect(standInDigits(0.5, 300)).toBe('000');
    expect(standInDigits(0, 300)).toBe('0');
  });

  it('asks for the page of an id whose mark escapes it', () => {
    const asked: string[] = [];
    writePageReferences(pageReferenceMark('a&b"c'), '{page}', (id) => {
      asked.push(id);
      return undefined;
    });
    expect(asked).toEqual(['a&b"c']);
  });
});
