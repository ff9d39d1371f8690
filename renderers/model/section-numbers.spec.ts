import { ElementNode, parseHtml, serializeHtml } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { numberedTitle, numberSections, showSectionNumbers } from './section-numbers';

const division = (html: string) => parseHtml(html)[0] as ElementNode;
const numbersOf = (numbers: ReturnType<typeof numberSections>) =>
  [...numbers].map(([section, n]) => [section.attrs.get('id'), n.number, n.shown]);

describe('numberSections', () => {
  it('numbers marked sections under the division number, counting only the numbered ones beside each other', () => {
    const chapter = division(
      '<section data-type="chapter"><h1>C</h1>' +
        '<section data-type="sect1" id="a" data-octavo-sectnum="shown"><h2>A</h2>' +
        '<section data-type="sect2" id="a1" data-octavo-sectnum="xref"><h3>A1</h3></section></section>' +
        '<section data-type="sect1" id="off"><h2>Off</h2></section>' +
        '<div class="wrapper"><section data-type="sect1" id="b" data-octavo-sectnum="shown"><h2>B</h2></section></div>' +
        '</section>',
    );
    const numbers = numberSections(chapter, '4');
    expect(numbersOf(numbers)).toEqual([
      ['a', '4.1', true],
      ['a1', '4.1.1', false],
      ['b', '4.2', true],
    ]);
    showSectionNumbers(numbers);
    const html = serializeHtml([chapter]);
    expect(html).toContain('<h2><span class="section-number">4.1.</span> A</h2>');
    // Beyond sectnumlevels: numbered (an xref may quote it), not shown.
    expect(html).toContain('<h3>A1</h3>');
    expect(html).toContain('<h2>Off</h2>');
    expect(html).toContain('<h2><span class="section-number">4.2.</span> B</h2>');
    expect(html).not.toContain('data-octavo-sectnum');
  });

  it('gives a numbered section under an unnumbered one an empty numeral there, as Asciidoctor does', () => {
    const appendix = division(
      '<section data-type="appendix"><h1>X</h1><section data-type="sect1" id="off"><h2>Off</h2>' +
        '<section data-type="sect2" id="on" data-octavo-sectnum="shown"><h3>On</h3></section></section></section>',
    );
    expect(numbersOf(numberSections(appendix, 'B'))).toEqual([['on', 'B..1', true]]);
  });

  it('numbers nothing in a division the book does not number, and takes the marks away', () => {
    const preface = division(
      '<section data-type="preface"><h1>P</h1>' +
        '<section data-type="sect1" id="a" data-octavo-sectnum="shown"><h2>A</h2></section></section>',
    );
    expect(numberSections(preface, undefined).size).toBe(0);
    expect(serializeHtml([preface])).not.toContain('data-octavo-sectnum');
  });

  it('titles a contents entry with the number only when the heading shows it', () => {
    expect(numberedTitle('Tuning', { number: '2.1', shown: true })).toBe('2.1. Tuning');
    expect(numberedTitle('Deep', { number: '2.1.1', shown: false })).toBe('Deep');
    expect(numberedTitle('Plain', undefined)).toBe('Plain');
  });
});

describe('buildBookModel: AsciiDoc :sectnums:', () => {
  const FILES = {
    'preface.adoc': ':sectnums:\n\n[preface]\n== Preface\n\n=== About This Book\n\nx\n',
    'ch01.adoc':
      ':sectnums:\n:sectnumlevels: 2\n\n[[start]]\n== Getting Started\n\n[[install]]\n=== Installing\n\n' +
      '==== On Linux\n\nx\n\n[discrete]\n=== Floating\n\n:sectnums!:\n\n=== Aside\n\n:sectnums:\n\n' +
      '[[running]]\n=== Running\n\nx\n',
    'plain.md': '# Plain Chapter\n\n## Not Numbered\n\nx\n',
    'ch03.adoc':
      '= Going Further\n:sectnums:\n:xrefstyle: short\n\nSee <<install>>, <<start>>, <<ed>> and <<running,this>>.\n\n' +
      '== Tuning\n\n=== Deep Tuning\n\nx\n',
    'ch04.adoc':
      ':xrefstyle: full\n\n== Wrapping Up\n\nSee <<install>> and <<ed>>.\n\n:section-refsig: §\n\nAlso <<running>>.\n',
    'app.adoc': ':sectnums:\n\n[appendix]\n== Tools\n\n[[ed]]\n=== Editors\n\n==== Vim\n\nx\n',
  };

  it('numbers sections within the chapter numbers the book gives across its files, in headings, contents and xrefs', async () => {
    const model = await buildBookModel(
      memorySource(FILES),
      { files: Object.keys(FILES), formats: {} },
      { bookName: 'ann/book' },
    );
    const sections = Object.fromEntries(
      model.divisions.map((d) => [d.label ?? d.title, d.sections.map((s) => s.title)]),
    );
    expect(sections).toEqual({
      Preface: ['About This Book'],
      // A discrete heading is not a section: in the text, not in the contents (as Asciidoctor's TOC).
      'Chapter 1': ['1.1. Installing', 'On Linux', 'Aside', '1.2. Running'],
      'Chapter 2': ['Not Numbered'],
      // A file titled `= Going Further` is one chapter: its `==` sections are its sections, numbered in chapter 3.
      'Chapter 3': ['3.1. Tuning', '3.1.1. Deep Tuning'],
      'Chapter 4': [],
      'Appendix A': ['A.1. Editors', 'A.1.1. Vim'],
    });
    const html = (label: string) => model.divisions.find((d) => d.label === label)!.html;
    expect(html('Chapter 1')).toContain('<h2><span class="section-number">1.1.</span> Installing</h2>');
    expect(html('Chapter 1')).toContain('<h3>On Linux</h3>');
    expect(html('Chapter 1')).toMatch(/<h2[^>]*class="discrete"[^>]*>Floating<\/h2>/);
    expect(html('Chapter 3')).toContain(
      'See <a data-type="xref" href="#install">Section 1.1</a>, <a data-type="xref" href="#start">Chapter 1</a>, ' +
        '<a data-type="xref" href="#ed">Section A.1</a> and <a href="#running">this</a>.',
    );
    expect(html('Chapter 4')).toContain(
      'See <a data-type="xref" href="#install">Section 1.1, “Installing”</a> and ' +
        '<a data-type="xref" href="#ed">Section A.1, “Editors”</a>.',
    );
    expect(html('Chapter 4')).toContain('Also <a data-type="xref" href="#running">§ 1.2, “Running”</a>.');
    expect(model.targets.get('install')).toMatchObject({ text: 'Installing', sectionNumber: '1.1' });
    expect(model.divisions.map((d) => d.html).join('')).not.toMatch(
      /data-octavo-(?:sectnum|xrefstyle|refsig)/,
    );
  });

  it('quotes a numbered section by its title alone when the xref has no style, as Asciidoctor does', async () => {
    const model = await buildBookModel(
      memorySource({
        'a.adoc': ':sectnums:\n\n== One\n\n[[s]]\n=== Sub\n\nSee <<s>>.\n',
      }),
      { files: ['a.adoc'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions[0]!.html).toContain('See <a data-type="xref" href="#s">Sub</a>.');
  });
});
