import { parseHtml, serializeHtml } from '../dom/html-dom';
import { firstHeading, splitIntoDivisions, typeByTitle } from './divisions';
import { titleText } from './title-text';
import { textContent } from '../dom/html-dom';

const SECTIONS_ONLY = '<h2 id="prelude">Prelude</h2><p>a</p><h2>Audience</h2><p>b</p><h3>More</h3><p>c</p>';

describe('splitIntoDivisions', () => {
  it('splits a file at its shallowest headings when the book says nothing of its chapter level', () => {
    const divisions = splitIntoDivisions(parseHtml(SECTIONS_ONLY));
    expect(divisions.map((d) => serializeHtml(d.element.children))).toEqual([
      '<h1>Prelude</h1><p>a</p>',
      '<h1>Audience</h1><p>b</p><h2>More</h2><p>c</p>',
    ]);
  });

  it('keeps a file with no heading at the book’s chapter level one division, titled by its first heading', () => {
    const [division, ...rest] = splitIntoDivisions(parseHtml(SECTIONS_ONLY), [], { chapterLevel: 1 });
    expect(rest).toEqual([]);
    expect(division).toMatchObject({ kind: 'chapter', untyped: true, belowChapters: true });
    expect(division.element.attrs.get('id')).toBe('prelude');
    expect(serializeHtml(division.element.children)).toBe(
      '<h1>Prelude</h1><p>a</p><h2>Audience</h2><p>b</p><h3>More</h3><p>c</p>',
    );
  });

  it('splits a file that has headings at the chapter level as before', () => {
    const html = '<h1>One</h1><h2>Models</h2><h1>Two</h1>';
    expect(splitIntoDivisions(parseHtml(html), [], { chapterLevel: 1 })).toHaveLength(2);
  });

  it('reads the headings of a page wrapped whole in a <section> without data-type (Texinfo’s HTML) as its own', () => {
    const html =
      '<section id="top"><nav class="header"><p>Next</p></nav><h2 class="chapter">Procedures</h2><p>a</p>' +
      '<h3>Naming</h3><p>b</p></section>';
    const divisions = splitIntoDivisions(parseHtml(html));
    expect(divisions).toHaveLength(1);
    expect(firstHeading(divisions[0]!.element)?.name).toBe('h1');
    expect(titleText(firstHeading(divisions[0]!.element)!)).toBe('Procedures');
    expect(serializeHtml(divisions[0]!.element.children)).toContain('<a id="top"></a>');
  });

  it('leaves a section HTMLBook names, and an untitled wrapper, as they are', () => {
    const typed = splitIntoDivisions(parseHtml('<section data-type="preface"><h1>Why</h1></section>'));
    expect(typed.map((d) => d.kind)).toEqual(['preface']);
    const untitled = splitIntoDivisions(parseHtml('<h1>One</h1><section class="aside"><p>x</p></section>'));
    expect(serializeHtml(untitled[0]!.element.children)).toContain('<section class="aside">');
  });
});

describe('typeByTitle', () => {
  const title = (d: { element: Parameters<typeof firstHeading>[0] }) => titleText(firstHeading(d.element)!);

  it('makes a file of sections front matter before the first chapter, and a chapter after it', () => {
    const before = splitIntoDivisions(parseHtml(SECTIONS_ONLY), [], { chapterLevel: 1 });
    const chapter = splitIntoDivisions(parseHtml('<h1>Basics</h1>'), [], { chapterLevel: 1 });
    const after = splitIntoDivisions(parseHtml('<h2>Notes</h2>'), [], { chapterLevel: 1 });
    const divisions = [...before, ...chapter, ...after];
    typeByTitle(divisions, title);
    expect(divisions.map((d) => d.kind)).toEqual(['preface', 'chapter', 'chapter']);
  });

  it('knows front matter by its title in the book’s language, before the first chapter only', () => {
    const titled = (...titles: string[]) =>
      titles.flatMap((t) => splitIntoDivisions(parseHtml(`<h1>${t}</h1>`), [], { chapterLevel: 1 }));
    const divisions = titled('简介', '序言', '第 1 章 基准代码', '致谢', '参考文献');
    typeByTitle(divisions, title);
    expect(divisions.map((d) => d.kind)).toEqual([
      'introduction',
      'preface',
      'chapter',
      'chapter',
      'bibliography',
    ]);
    const persian = titled('معرفی', 'کد منبع');
    typeByTitle(persian, title);
    expect(persian.map((d) => d.kind)).toEqual(['introduction', 'chapter']);
  });

  it('makes a titled copyright notice before the first chapter the copyright page, so chapters count from the first', () => {
    const html = [
      '<h1>Copyright</h1><p>Copyright © 2031 Ann Teapot. All rights reserved.</p>',
      '<h1>Preface</h1><p>Why tea.</p>',
      '<h1>Copyright</h1><p>Who owns a recipe?</p>',
    ];
    const divisions = html.flatMap((h) => splitIntoDivisions(parseHtml(h), [], { chapterLevel: 1 }));
    typeByTitle(divisions, title, (d) => textContent(d.element.children));
    expect(divisions.map((d) => d.kind)).toEqual(['copyright-page', 'preface', 'chapter']);
  });

  it('makes untitled text before the first chapter its copyright page, its dedication, or else a preface', () => {
    const file = (sourceFile: string, html: string) =>
      splitIntoDivisions(parseHtml(html), [], { chapterLevel: 1 }).map((d) => ({ ...d, sourceFile }));
    const divisions = [
      ...file('front/a.md', '<p>Licensed under CC BY 4.0.</p>'),
      ...file('front/b.md', '<p><em>To my parents, who taught me to read.</em></p>'),
      ...file('front/c.md', '<p>A word before we start.</p>'),
      ...file('ch01.md', '<h1>Brewing</h1>'),
    ];
    const orEmpty = (d: { element: Parameters<typeof firstHeading>[0] }) => {
      const heading = firstHeading(d.element);
      return heading ? titleText(heading) : '';
    };
    typeByTitle(divisions, orEmpty, (d) => textContent(d.element.children));
    expect(divisions.map((d) => d.kind)).toEqual(['copyright-page', 'dedication', 'preface', 'chapter']);
  });

  it('knows front and back matter by the name of its file when its title does not say', () => {
    const file = (sourceFile: string, html: string) =>
      splitIntoDivisions(parseHtml(html), [], { chapterLevel: 1 }).map((d) => ({ ...d, sourceFile }));
    const divisions = [
      ...file('front/00-Copyright.md', '<h1>Taming Teapots</h1><p>Licensed under CC BY 4.0.</p>'),
      ...file('foreword.md', '<h1>A Word First</h1>'),
      ...file('copyright.md', '<h1>Taming Teapots</h1><p>A story of kettles.</p>'),
      ...file('ch01.md', '<h1>Brewing</h1>'),
      ...file('preface.md', '<h1>Late Thoughts</h1>'),
      ...file('about_the_authors.md', '<h1>Who Wrote This</h1>'),
    ];
    typeByTitle(divisions, title, (d) => textContent(d.element.children));
    // A file named copyright that states no copyright or licence is not taken for the notice.
    expect(divisions.map((d) => d.kind)).toEqual([
      'copyright-page',
      'foreword',
      'chapter',
      'chapter',
      'chapter',
      'colophon',
    ]);
  });

  it('keeps a chapter titled as a property every object has ("Constructor", "__proto__") a chapter', () => {
    const divisions = ['Constructor', 'Brewing', 'toString', '__proto__'].flatMap((t) =>
      splitIntoDivisions(parseHtml(`<h1>${t}</h1><p>Text.</p>`), [], { chapterLevel: 1 }),
    );
    typeByTitle(divisions, title);
    expect(divisions.map((d) => d.kind)).toEqual(['chapter', 'chapter', 'chapter', 'chapter']);
  });

  it('makes a titled file after the first appendix one more appendix, and back matter by its title still', () => {
    const divisions = ['Brewing', 'Appendix: Kettles', 'Licence of the Recipes', 'Glossary'].flatMap((t) =>
      splitIntoDivisions(parseHtml(`<h1>${t}</h1><p>Text.</p>`), [], { chapterLevel: 1 }),
    );
    typeByTitle(divisions, title);
    expect(divisions.map((d) => d.kind)).toEqual(['chapter', 'appendix', 'appendix', 'glossary']);
    const unnumbered = ['Brewing', 'Appendix: Kettles', 'About the Teapot'].flatMap((t) =>
      splitIntoDivisions(parseHtml(`<h1>${t}</h1><p>Text.</p>`), [], { chapterLevel: 1 }),
    );
    typeByTitle(unnumbered, title, undefined, undefined, undefined, (d) => title(d) === 'About the Teapot');
    expect(unnumbered.map((d) => d.kind)).toEqual(['chapter', 'appendix', 'chapter']);
  });

  it('takes a list of works after the appendixes for the bibliography, but a chapter titled so before them for a chapter', () => {
    const divisions = ['References', 'Appendix: Kettles', 'References'].flatMap((t) =>
      splitIntoDivisions(parseHtml(`<h1>${t}</h1><p>Text.</p>`), [], { chapterLevel: 1 }),
    );
    typeByTitle(divisions, title);
    expect(divisions.map((d) => d.kind)).toEqual(['chapter', 'appendix', 'bibliography']);
  });

  it('knows acknowledgments by the singular title too, so the introduction after them is front matter as well', () => {
    const divisions = ['Acknowledgement', 'Introduction', 'Getting Started'].flatMap((t) =>
      splitIntoDivisions(parseHtml(`<h1>${t}</h1>`), [], { chapterLevel: 1 }),
    );
    typeByTitle(divisions, title);
    expect(divisions.map((d) => d.kind)).toEqual(['acknowledgments', 'introduction', 'chapter']);
  });
});

describe('a file of appendixes below the chapter level', () => {
  it('stays an appendix for each heading', () => {
    const html = '<h2>Appendix A: Keywords</h2><p>a</p><h2>Appendix B: Operators</h2><p>b</p>';
    const divisions = splitIntoDivisions(parseHtml(html), [], { chapterLevel: 1 });
    expect(divisions.map((d) => d.belowChapters)).toEqual([undefined, undefined]);
  });
});
