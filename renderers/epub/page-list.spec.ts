import { ElementNode, escapeAttribute, firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { insertPageBreaks, pageListNav, PageTarget } from './page-list';

const MARK = (label: string, id = `page-${label}`) =>
  `<span id="${id}" aria-label="${label}" epub:type="pagebreak" role="doc-pagebreak"></span>`;

const paged = (
  html: string,
  pages: Record<string, string | number>,
  placed = new Set<string>(),
  taken = new Set<string>(),
) => {
  const root = firstElement(parseHtml(html)) as ElementNode;
  const targets = insertPageBreaks(
    root,
    'ch01.xhtml',
    { pages: new Map(Object.entries(pages)) },
    placed,
    taken,
  );
  return { html: serializeHtml([root]), targets };
};

describe('insertPageBreaks', () => {
  it('marks where each page starts: before the first mapped element of the page, in reading order', () => {
    const { html, targets } = paged(
      '<section id="ch"><h1 id="t">T</h1><p id="a">A</p><p id="b">B <a id="ix1"></a>more</p><p id="c">C</p></section>',
      { ch: 11, t: 11, a: 12, b: 12, ix1: 13, c: 13 },
    );
    expect(html).toBe(
      `<section id="ch">${MARK('11')}<h1 id="t">T</h1>${MARK('12')}<p id="a">A</p><p id="b">B ${MARK('13')}<a id="ix1"></a>more</p><p id="c">C</p></section>`,
    );
    expect(targets).toEqual([
      { label: '11', id: 'page-11', file: 'ch01.xhtml' },
      { label: '12', id: 'page-12', file: 'ch01.xhtml' },
      { label: '13', id: 'page-13', file: 'ch01.xhtml' },
    ]);
  });

  it('puts the marker inside a list item or a table cell, where a span may stand', () => {
    const { html } = paged(
      '<section><ol><li id="l1">one</li><li id="l2">two</li></ol><table><tbody><tr id="r1"><td>x</td></tr></tbody></table></section>',
      { l1: 'iv', l2: 'v', r1: 'vi' },
    );
    expect(html).toBe(
      `<section><ol><li id="l1">${MARK('iv')}one</li><li id="l2">${MARK('v')}two</li></ol>` +
        `<table><tbody><tr id="r1"><td>${MARK('vi')}x</td></tr></tbody></table></section>`,
    );
  });

  it('never marks a page twice, across documents, and never reuses an id the book has', () => {
    const placed = new Set(['11']);
    const { html, targets } = paged(
      '<section id="s"><p id="a">A</p><p id="b">B</p></section>',
      { s: 11, a: 12, b: 12 },
      placed,
      new Set(['page-12']),
    );
    expect(html).toBe(`<section id="s">${MARK('12', 'page-12-2')}<p id="a">A</p><p id="b">B</p></section>`);
    expect(targets.map((t) => t.id)).toEqual(['page-12-2']);
    expect([...placed]).toEqual(['11', '12']);
  });

  it('writes nothing without pages for the document', () => {
    const html = '<section id="s"><p id="a">A</p></section>';
    expect(paged(html, { elsewhere: 3 })).toEqual({ html, targets: [] });
  });
});

describe('pageListNav', () => {
  it('lists the pages with links to their markers, hidden, with its role', () => {
    const targets: PageTarget[] = [
      { label: '1', id: 'page-1', file: 'ch01.xhtml' },
      { label: '2', id: 'page-2', file: 'ch02.xhtml' },
    ];
    expect(pageListNav(targets, escapeAttribute, 'Pages')).toBe(
      '<nav epub:type="page-list" role="doc-pagelist" id="page-list" hidden=""><h2>Pages</h2><ol>' +
        '<li><a href="ch01.xhtml#page-1">1</a></li><li><a href="ch02.xhtml#page-2">2</a></li></ol></nav>',
    );
    expect(pageListNav([], escapeAttribute, 'Pages')).toBe('');
  });
});
