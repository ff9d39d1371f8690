import { PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import {
  DIGITS_COLOUR,
  digitGlyph,
  FontGlyphs,
  markerColour,
  markerIndex,
  patchContent,
  patchPageNumbers,
  readToUnicode,
  readWidths,
} from './page-number-patch';
import { contentStreamBytes } from './native-deflate';
import { numbersToWrite } from './print-in-parts';
import { listedPage, pageReferenceMark, writePageReferences } from './page-references';

/** Skia's glyph ids for Source Serif's digits in a subset: 0 is 0x13, … 9 is 0x1C; 0x30 an old-style 1. */
const CMAP = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
2 beginbfchar
<0003> <0020>
<0030> <0031>
endbfchar
1 beginbfrange
<0013> <001C> <0030>
endbfrange
endcmap`;

const font: FontGlyphs = {
  text: readToUnicode(CMAP),
  widths: readWidths([3, [250], 19, 28, 500, 48, [430]]),
  defaultWidth: 1000,
};

/** A page as Chromium draws "on page 00" with the number in marker colour 5, then more text in gray. */
const PAGE = [
  '.2 .2 .2 RG .2 .2 .2 rg',
  'BT',
  '/F4 16 Tf',
  '<0052005100030053> Tj',
  'ET',
  `.0039 0 .0196 RG .0039 0 .0196 rg`,
  'BT',
  '/F4 16 Tf',
  '<00130013> Tj',
  'ET',
  '.2 .2 .2 RG .2 .2 .2 rg',
  'BT',
  '<0003> Tj',
  'ET',
].join('\n');

describe('markerColour and markerIndex', () => {
  it('read back the index a colour was given, as Skia writes it in four decimals', () => {
    expect(markerColour(5)).toBe('rgb(1, 0, 5)');
    expect(markerColour(300)).toBe('rgb(1, 1, 44)');
    const written = (index: number) =>
      markerColour(index)
        .match(/\d+/g)!
        .map((n) => (Number(n) / 255).toFixed(4).replace(/^0/, ''));
    for (const index of [0, 5, 255, 256, 300, 65535]) expect(markerIndex(written(index))).toBe(index);
    expect(markerIndex(['.2', '.2', '.2'])).toBeUndefined();
    expect(markerIndex(['0', '0', '.9333'])).toBeUndefined();
  });
});

describe('readToUnicode and readWidths', () => {
  it("read a subset's glyphs' text from bfchar and bfrange, and widths from both forms of W", () => {
    expect(font.text.get(0x13)).toBe('0');
    expect(font.text.get(0x1c)).toBe('9');
    expect(font.text.get(0x30)).toBe('1');
    expect(font.widths.get(0x13)).toBe(500);
    expect(font.widths.get(0x30)).toBe(430);
    expect(font.widths.get(3)).toBe(250);
  });

  it('finds the one glyph of a digit as wide as the stand-in, not an old-style one of its text', () => {
    expect(digitGlyph(font, 0x13, '1')).toBe(0x14);
    expect(digitGlyph({ ...font, widths: readWidths([19, 28, 500, 48, [500]]) }, 0x13, '1')).toBeUndefined();
  });
});

describe('patchContent', () => {
  it("writes the real digits' glyphs and the colours before the marker back, the rest byte for byte", () => {
    const patched = patchContent(PAGE, new Map([[5, '61']]), (name) => (name === 'F4' ? font : undefined));
    expect(patched?.patched).toEqual([5]);
    expect(patched?.content).toBe(
      PAGE.replace('<00130013>', '<00190014>').replace(
        '.0039 0 .0196 RG .0039 0 .0196 rg',
        '.2 .2 .2 RG .2 .2 .2 rg',
      ),
    );
  });

  it('writes nothing when a number does not fit: another count of digits, a digit the subset lacks, no number', () => {
    const fonts = () => font;
    expect(patchContent(PAGE, new Map([[5, '610']]), fonts)).toBeUndefined();
    expect(patchContent(PAGE, new Map([[5, '6']]), fonts)).toBeUndefined();
    expect(patchContent(PAGE, new Map([[4, '61']]), fonts)).toBeUndefined();
    const withoutSix: FontGlyphs = {
      ...font,
      text: new Map([...font.text].filter(([glyph]) => glyph !== 0x19)),
    };
    expect(patchContent(PAGE, new Map([[5, '61']]), () => withoutSix)).toBeUndefined();
    expect(patchContent(PAGE, new Map([[5, '61']]), () => undefined)).toBeUndefined();
  });

  it('takes out the digits drawn beside a stand-in for the font subset, and their colour', () => {
    const supply = [
      '.0078 0 0 RG .0078 0 0 rg',
      'BT',
      '/F4 16 Tf',
      '<0013001400150016001700180019001A001B001C> Tj',
      'ET',
    ];
    const page = PAGE.replace(
      '.2 .2 .2 RG .2 .2 .2 rg\nBT\n<0003>',
      `${supply.join('\n')}\n.2 .2 .2 RG .2 .2 .2 rg\nBT\n<0003>`,
    );
    const patched = patchContent(page, new Map([[5, '61']]), () => font);
    expect(patched?.content).not.toContain('<0013001400150016001700180019001A001B001C>');
    expect(patched?.content).not.toContain('.0078 0 0');
    expect(patched?.content).toContain('<00190014> Tj');
    // Text in that colour that is not digits is the book's own: nothing is written.
    const words = page.replace('<0013001400150016001700180019001A001B001C>', '<0052>');
    expect(patchContent(words, new Map([[5, '61']]), () => font)).toBeUndefined();
  });

  it('restores the colour a q … Q left in effect', () => {
    const page = [
      '0 0 .9333 rg',
      'q',
      '.2 .2 .2 rg',
      'Q',
      '.0039 0 .0196 rg',
      'BT',
      '/F4 9 Tf',
      '<0013> Tj',
      'ET',
    ].join('\n');
    const patched = patchContent(page, new Map([[5, '7']]), () => font);
    expect(patched?.content).toBe(
      page.replace('.0039 0 .0196 rg', '0 0 .9333 rg').replace('<0013>', '<001A>'),
    );
  });
});

describe('patchContent with a number the contents lists', () => {
  /** The subset's roman letters beside its digits: x 0x40 (500 wide), i 0x41 (280 wide). */
  const withRoman: FontGlyphs = {
    text: new Map([...font.text, [0x40, 'x'], [0x41, 'i']]),
    widths: new Map([...font.widths, [0x40, 500], [0x41, 280]]),
    defaultWidth: 1000,
  };
  /** A stand-in of three digits in marker colour 5, each digit its own text as Skia draws them. */
  const LISTED = [
    '.2 .2 .2 rg',
    '.0039 0 .0196 rg',
    'BT',
    '/F4 10 Tf',
    '1 0 0 -1 400 700 Tm <0013> Tj',
    '1 0 0 -1 405 700 Tm <0013> Tj',
    '1 0 0 -1 410 700 Tm <0013> Tj',
    'ET',
    '.2 .2 .2 rg',
  ].join('\n');
  const patch = (folio: string, standIn = '000') =>
    patchContent(LISTED, new Map([[5, folio]]), () => withRoman, new Map([[5, standIn]]));

  it('draws a narrower number where it ends at the end of the stand-in, and drops the rest of the stand-in', () => {
    // 7 is one digit of three: moved on by two digits' width (2 × 500 thousandths of the font size).
    expect(patch('7')?.content).toBe(
      LISTED.replace('<0013> Tj', '[-1000 <001A>] TJ')
        .replace(/ <0013> Tj/g, ' ')
        .replace('.0039 0 .0196 rg', '.2 .2 .2 rg'),
    );
    expect(patch('123')?.content).toContain('<001400150016> Tj');
    // A roman folio: x and i are 780 of the stand-in's 1,500.
    expect(patch('xi')?.content).toContain('[-720 <00400041>] TJ');
  });

  it('writes nothing when the number is wider than its room, has a letter the subset lacks, or the stand-in differs', () => {
    expect(patch('1234')).toBeUndefined();
    expect(patch('xxxi')).toBeUndefined();
    expect(patch('v')).toBeUndefined();
    // The print drew another stand-in than the document asked for.
    expect(patch('7', '00')).toBeUndefined();
    expect(patch('7', '0000')).toBeUndefined();
  });

  it("draws a right-to-left book's number from the left of its room, where its room ends", () => {
    const rtl = patchContent(LISTED, new Map([[5, '7']]), () => withRoman, new Map([[5, '000']]), true);
    expect(rtl?.content).toContain('1 0 0 -1 400 700 Tm <001A> Tj');
  });

  it('has a roman stand-in filling a room in the front matter', () => {
    const roman = LISTED.replace(/<0013> Tj/g, (_, at: number) =>
      at < LISTED.indexOf('405') ? '<0040> Tj' : '<0041> Tj',
    );
    const patched = patchContent(roman, new Map([[5, 'i']]), () => withRoman, new Map([[5, 'xii']]));
    // x i i is 1,060 wide, i 280: moved on by 780.
    expect(patched?.content).toContain('[-780 <0041>] TJ');
  });
});

describe('patchPageNumbers', () => {
  async function documentWith(content: string): Promise<PDFDocument> {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    const context = doc.context;
    const toUnicode = context.register(context.flateStream(CMAP));
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      W: [3, [250], 19, 28, 500, 48, [430]],
      DW: 1000,
    });
    const type0 = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: toUnicode,
      }),
    );
    page.node.set(PDFName.of('Resources'), context.obj({ Font: { F4: type0 } }));
    page.node.set(PDFName.of('Contents'), context.register(context.flateStream(content)));
    return doc;
  }
  const contentOf = (doc: PDFDocument) =>
    Buffer.from(
      contentStreamBytes(
        doc.context.lookup(doc.getPage(0).node.get(PDFName.of('Contents')) as PDFRef) as never,
      ),
    ).toString('latin1');

  it("writes the numbers into a page's content stream in place", async () => {
    const doc = await documentWith(PAGE);
    expect(patchPageNumbers(doc, new Map([[5, '42']]))).toBe(true);
    expect(contentOf(doc)).toContain('<00170015> Tj');
    expect(contentOf(doc)).not.toContain('.0039');
  });

  it('changes nothing when a number it was given is not in the print', async () => {
    const doc = await documentWith(PAGE);
    expect(
      patchPageNumbers(
        doc,
        new Map([
          [5, '42'],
          [6, '43'],
        ]),
      ),
    ).toBe(false);
    expect(contentOf(doc)).toBe(PAGE);
  });
});

describe('numbersToWrite', () => {
  const html = (colour: string | undefined, folio = '00') =>
    writePageReferences(`${pageReferenceMark('keys')}`, ' on page {page}', () => ({
      folio,
      ...(colour ? { colour } : {}),
    }));

  it("gives each marked stand-in its id's real number when it has as many digits", () => {
    const written = numbersToWrite(html(markerColour(3)), ['a', 'b', 'c', 'keys'], new Map([['keys', '61']]));
    expect([...written!.byMarker]).toEqual([[3, '61']]);
    expect([...written!.cited]).toEqual([['keys', '61']]);
  });

  it('reads a stand-in with the digits drawn beside it', () => {
    const withDigits = writePageReferences(pageReferenceMark('keys'), ' on page {page}', () => ({
      folio: '00',
      colour: markerColour(3),
      digitsColour: DIGITS_COLOUR,
    }));
    expect(withDigits).toContain('0123456789');
    expect([
      ...numbersToWrite(withDigits, ['a', 'b', 'c', 'keys'], new Map([['keys', '61']]))!.byMarker,
    ]).toEqual([[3, '61']]);
  });

  it('gives nothing for a roman folio, another count of digits or a number without a marker', () => {
    const standIns = ['a', 'b', 'c', 'keys'];
    expect(numbersToWrite(html(markerColour(3)), standIns, new Map([['keys', 'xi']]))).toBeUndefined();
    expect(numbersToWrite(html(markerColour(3)), standIns, new Map([['keys', '161']]))).toBeUndefined();
    expect(numbersToWrite(html(undefined), standIns, new Map([['keys', '61']]))).toBeUndefined();
  });

  it('gives a number the contents lists any count of digits or a roman folio, with its stand-in', () => {
    const entry = (id: string, index: number, room: string) =>
      listedPage({ folio: room, colour: markerColour(index), digitsColour: DIGITS_COLOUR }, room);
    const contents = `${entry('preface', 0, 'xxviii')}${entry('ch1', 1, '000')}${html(markerColour(2))}`;
    const written = numbersToWrite(
      contents,
      ['preface', 'ch1', 'keys'],
      new Map([
        ['preface', 'xi'],
        ['ch1', '1'],
        ['keys', '61'],
      ]),
    );
    expect([...written!.byMarker]).toEqual([
      [0, 'xi'],
      [1, '1'],
      [2, '61'],
    ]);
    expect([...written!.listed]).toEqual([
      [0, 'xxviii'],
      [1, '000'],
    ]);
    // An unknown page, or a folio of other numerals (the book's own digits), is printed again.
    const unknown = new Map([
      ['preface', ''],
      ['ch1', '1'],
      ['keys', '61'],
    ]);
    expect(numbersToWrite(contents, ['preface', 'ch1', 'keys'], unknown)).toBeUndefined();
    const arabicIndic = new Map([...unknown, ['preface', '\u0661']]);
    expect(numbersToWrite(contents, ['preface', 'ch1', 'keys'], arabicIndic)).toBeUndefined();
  });
});
