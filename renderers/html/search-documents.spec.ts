import { firstElement, parseHtml } from '../dom/html-dom';
import { Division } from '../model/book-model';
import { divisionName, searchDocuments } from './search-documents';

function division(html: string, extra: Partial<Division> = {}): Division {
  return {
    id: 'ch',
    kind: 'chapter',
    title: 'Keys',
    label: 'Chapter 4',
    number: '4',
    sourceFile: 'ch.adoc',
    html,
    sections: [],
    ids: [],
    ...extra,
  };
}

function documents(d: Division) {
  let id = 0;
  return searchDocuments(
    firstElement(parseHtml(d.html))!,
    d,
    (target) => `ch04.html#${target}`,
    () => id++,
  ).map(({ href, title, division: name, text }) => ({ href, title, division: name, text }));
}

describe('searchDocuments', () => {
  it('gives the opening text and each section its own document, linked to it', () => {
    const d = division(
      '<section data-type="chapter" id="ch"><h1>Keys</h1><p>Intro <em>text</em>.</p>' +
        '<section data-type="sect1" id="pk"><h2>Private keys</h2><p>Random</p><p>numbers.</p>' +
        '<section data-type="sect2" id="wif"><h3>WIF</h3><p>Base58</p></section></section></section>',
    );
    expect(documents(d)).toEqual([
      { href: 'ch04.html#ch', title: 'Chapter 4. Keys', division: 'Chapter 4. Keys', text: 'Intro text.' },
      { href: 'ch04.html#pk', title: 'Private keys', division: 'Chapter 4. Keys', text: 'Random numbers.' },
      { href: 'ch04.html#wif', title: 'WIF', division: 'Chapter 4. Keys', text: 'Base58' },
    ]);
  });

  it('splits at the headings a Markdown chapter lists as its sections', () => {
    const d = division(
      '<section data-type="chapter" id="ch"><h1>Keys</h1><p>One</p><h2 id="a">A</h2><p>Two</p><h3 id="b">B</h3><p>Three</p></section>',
      { sections: [{ id: 'a', title: 'A', level: 1 }] },
    );
    expect(documents(d).map((doc) => [doc.href, doc.text])).toEqual([
      ['ch04.html#ch', 'One'],
      ['ch04.html#a', 'Two B Three'],
    ]);
  });

  it('leaves out index marks, scripts and MathML annotations, and the marks typography adds inside words', () => {
    const d = division(
      '<section data-type="chapter" id="ch"><h1>Keys</h1><p>hy\u00adphen\u00adated zero\u200bwidth' +
        '<a data-type="indexterm" data-primary="secret"></a></p>' +
        '<math><semantics><mi>x</mi><annotation encoding="application/x-tex">\\alpha</annotation></semantics></math></section>',
    );
    expect(documents(d)[0].text).toBe('hyphenated zerowidth x');
  });

  it('keeps a footnote apart from the words around its reference', () => {
    const d = division(
      '<section data-type="chapter" id="ch"><h1>Keys</h1><p>tools:<span data-type="footnote">From Debian.</span>done</p></section>',
    );
    expect(documents(d)[0].text).toBe('tools: From Debian. done');
  });

  it('names a division as a reader does, without repeating a label its title already has', () => {
    expect(divisionName(division(''))).toBe('Chapter 4. Keys');
    expect(divisionName(division('', { title: 'Chapter 4: Keys' }))).toBe('Chapter 4: Keys');
    expect(divisionName(division('', { label: undefined, title: 'Preface' }))).toBe('Preface');
    expect(divisionName(division('', { label: '第5章', title: '第五章 操作容器', labelInTitle: true }))).toBe(
      '第五章 操作容器',
    );
  });
});
