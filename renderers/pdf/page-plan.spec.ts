import { Division } from '../model/book-model';
import {
  blanksForRecto,
  bodyStartIndex,
  divisionBlock,
  folioText,
  PageBlock,
  pageNumbers,
  toRoman,
} from './page-plan';
import { pageRuleCss } from './print-style';

const division = (
  kind: Division['kind'],
  html = `<section data-type="${kind}"><h1>T</h1></section>`,
): Division => ({
  id: kind,
  kind,
  title: 'T',
  sourceFile: `${kind}.html`,
  html,
  sections: [],
  ids: [kind],
});

describe('bodyStartIndex', () => {
  it('starts the body at the division marked pagenumrestart, as O’Reilly books do', () => {
    const marked = division(
      'introduction',
      '<section data-type="introduction" class="intro pagenumrestart"><h1>I</h1></section>',
    );
    expect(bodyStartIndex([division('titlepage'), division('preface'), marked, division('chapter')])).toBe(2);
  });

  it("reads the mark on a title, copyright or contents page (O'Reilly's titlepage.html) as the front matter's start", () => {
    const titlepage = division(
      'titlepage',
      '<section data-type="titlepage" class="pagenumrestart"><h1>Scaling Python with Dask</h1></section>',
    );
    const chapter = division(
      'chapter',
      '<section data-type="chapter" class="pagenumrestart"><h1>1</h1></section>',
    );
    expect(bodyStartIndex([titlepage, division('toc'), division('preface'), chapter])).toBe(3);
    expect(bodyStartIndex([titlepage, division('toc'), division('preface'), division('chapter')])).toBe(3);
  });

  it('starts it at the first chapter or part otherwise, as Atlas did', () => {
    expect(
      bodyStartIndex([division('titlepage'), division('toc'), division('preface'), division('chapter')]),
    ).toBe(3);
    expect(bodyStartIndex([division('preface'), division('part'), division('chapter')])).toBe(1);
  });

  it('without chapters, at the first division that is not a title, copyright, dedication or contents page', () => {
    expect(bodyStartIndex([division('titlepage'), division('copyright-page'), division('glossary')])).toBe(2);
    expect(bodyStartIndex([division('titlepage')])).toBe(1);
  });
});

describe('page numbers', () => {
  const blocks: PageBlock[] = [
    divisionBlock(division('titlepage'), 0, true),
    divisionBlock(division('preface'), 1, true),
    divisionBlock(division('chapter'), 2, false),
    divisionBlock(division('appendix'), 3, false),
  ];

  it('counts title pages without printing their folio, roman in front, arabic from 1 in the body', () => {
    // A cover on page 1 (before any block), title page 2, preface 3–4, chapter 5–7, appendix 8.
    const numbers = pageNumbers(blocks, [2, 3, 5, 8], 8);
    expect(numbers.map(folioText)).toEqual(['', '', 'ii', 'iii', '1', '2', '3', '4']);
    expect(numbers[0]).toEqual({ numbering: 'none', value: 0, folio: false });
    expect(numbers[1]).toEqual({ numbering: 'front', value: 1, folio: false });
  });

  it('lets a block without a destination run on with the one before it', () => {
    expect(pageNumbers(blocks, [1, 2, undefined, 4], 5).map(folioText)).toEqual(['', 'ii', 'iii', '1', '2']);
  });

  it('gives each block a named page that advances its counter and prints its folio and head', () => {
    expect(pageRuleCss(blocks[0])).toBe('@page d0 { counter-increment: octavo-front; }');
    expect(pageRuleCss(blocks[1])).toBe(
      '@page d1 { counter-increment: octavo-front; @bottom-center { content: counter(octavo-front, lower-roman); } ' +
        '@top-center { content: "T"; } }',
    );
    expect(pageRuleCss({ ...blocks[2], head: 'Chapter 1 · "Quotes" \\ here' })).toBe(
      '@page d2 { counter-increment: octavo-body; @bottom-center { content: counter(octavo-body); } ' +
        '@top-center { content: "Chapter 1 · \\"Quotes\\" \\\\ here"; } }',
    );
  });

  it('writes roman numerals', () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1994].map(toRoman)).toEqual([
      'i',
      'iv',
      'ix',
      'xiv',
      'xl',
      'xc',
      'cd',
      'mcmxciv',
    ]);
  });
});

describe('blanksForRecto', () => {
  const block = (id: string, recto = true): PageBlock => ({
    id,
    pageName: id,
    numbering: 'body',
    folio: true,
    recto,
  });

  it('puts a blank page before each block that would open on a left-hand page, counting the blanks already added', () => {
    // Pages without blanks: title 1, copyright 2 (a verso by nature), contents 3–4, chapter 1 at 5–7, chapter 2 at 8.
    const blocks = [block('title'), block('copyright', false), block('toc'), block('ch1'), block('ch2')];
    expect([...blanksForRecto(blocks, [1, 2, 3, 5, 8])]).toEqual(['ch2']);
    // Contents on 2 (even) needs a blank; that moves chapter 1 from 4 to 5, which then needs none.
    expect([...blanksForRecto([block('title'), block('toc'), block('ch1')], [1, 2, 4])]).toEqual(['toc']);
  });
});
