import { PrintedBook, PrintPiece } from './print-document';
import {
  citingPartPrintedOnce,
  PART_SIZES,
  partDocument,
  partsBySize,
  printableInParts,
  splitAtRectoBlocks,
  splitIntoParts,
} from './print-parts';

function piece(blockId: string, chars: number, extra: Partial<PrintPiece> = {}): PrintPiece {
  return {
    blockId,
    html: `<section id="${blockId}">${'x'.repeat(Math.max(0, chars - 30))}</section>`,
    ids: new Set([blockId]),
    targets: new Set(),
    cites: false,
    ...extra,
  };
}

const blocksOf = (parts: ReturnType<typeof splitIntoParts>) => parts.map((part) => [...part.blockIds]);

describe('splitIntoParts', () => {
  const big = PART_SIZES.minPart;

  it.each([
    [
      'the contents and index alone with the short runs beside them, the body cut per lane',
      [
        piece('title', 500),
        piece('toc', 2_000, { cites: true }),
        piece('ch1', big),
        piece('ch2', big),
        piece('ch3', big),
        piece('ch4', big),
        piece('index', 9_000, { cites: true }),
        piece('colophon', 300),
      ],
      2,
      [
        ['title', 'toc'],
        ['ch1', 'ch2'],
        ['ch3', 'ch4'],
        ['index', 'colophon'],
      ],
    ],
    [
      'a short book: one part of body, never one under the minimum',
      [piece('toc', 1_000, { cites: true }), piece('ch1', 20_000), piece('ch2', 20_000)],
      4,
      [['toc'], ['ch1', 'ch2']],
    ],
    [
      'no contents or index: the body alone, at most one part per lane',
      [piece('ch1', big), piece('ch2', big), piece('ch3', big)],
      2,
      [['ch1', 'ch2'], ['ch3']],
    ],
    ['one lane: one part of body', [piece('ch1', big), piece('ch2', big)], 1, [['ch1', 'ch2']]],
  ])('%s', (_name, pieces, lanes, expected) => {
    expect(blocksOf(splitIntoParts(pieces, lanes))).toEqual(expected);
  });

  it('cuts a long body into the count asked for, however short each part', () => {
    const pieces = Array.from({ length: 8 }, (_, i) => piece(`ch${i + 1}`, big / 2));
    expect(blocksOf(splitIntoParts(pieces, 4))).toEqual([
      ['ch1', 'ch2'],
      ['ch3', 'ch4'],
      ['ch5', 'ch6'],
      ['ch7', 'ch8'],
    ]);
  });

  it('keeps every block once, in order', () => {
    const pieces = Array.from({ length: 40 }, (_, i) =>
      piece(`b${i}`, 20_000 + ((i * 7919) % 50_000), { cites: i % 13 === 0 }),
    );
    const parts = splitIntoParts(pieces, 3);
    expect(parts.flatMap((part) => [...part.blockIds])).toEqual(pieces.map((p) => p.blockId));
    expect(parts.filter((part) => !part.cites).length).toBeLessThanOrEqual(3 + 4);
  });
});

describe('partsBySize', () => {
  const chapters = (count: number, chars: number) =>
    Array.from({ length: count }, (_, i) => piece(`ch${i}`, chars));
  it.each([
    ['a body of about eight reprinted parts, two lanes', chapters(32, PART_SIZES.reprinted / 4), 2, 8],
    ['a body shorter than the lanes ask: one part per lane', chapters(2, PART_SIZES.reprinted / 4), 2, 2],
    ['one lane: one part', chapters(30, PART_SIZES.reprinted / 4), 1, 1],
    ['a very long body: at most sixteen', chapters(200, PART_SIZES.reprinted / 2), 2, 16],
    [
      'the contents and index do not count',
      [...chapters(8, PART_SIZES.reprinted / 2), piece('index', 10 * PART_SIZES.reprinted, { cites: true })],
      2,
      4,
    ],
  ])('%s', (_name, pieces, lanes, expected) => {
    expect(partsBySize(pieces, lanes)).toBe(expected);
  });
});

describe('partDocument', () => {
  it('anchors its own ids that are linked to and stands in for the ids it links to elsewhere', () => {
    const book = {
      pieces: [
        piece('ch1', 100, { ids: new Set(['ch1', 'a']), targets: new Set(['b', 'a']) }),
        piece('ch2', 100, { ids: new Set(['ch2', 'b']), targets: new Set(['a']) }),
      ],
      anchored: new Set(['ch1', 'ch2']),
      shell: (body: string) => `<html><body>${body}</body></html>`,
    } as unknown as PrintedBook;
    const [first] = splitIntoParts([book.pieces[0]!], 1);
    const doc = partDocument(book, first!, new Set(['a']));
    expect([...doc.foreign]).toEqual(['b']);
    expect(doc.html).toContain('<a href="#ch1"></a><a href="#a"></a><span id="b"></span></div>');
    expect(doc.html).toContain('<section id="ch1">');
    expect(doc.html).not.toContain('<section id="ch2">');
  });
});

describe('printableInParts', () => {
  it.each([
    [undefined, true],
    ['@page { margin: 1in; @bottom-center { content: "x" } }', true],
    // Atlas themes name pages Octavo never uses.
    ['@page toc:first { margin-top: 2in; }', true],
    ['@page :first { margin-top: 2in; }', false],
    ['@page chapter, :left { margin-left: 1in; }', false],
    ['@page d3:right { margin-left: 1in; }', false],
    ['@page { @bottom-right { content: counter(page); } }', false],
  ])('theme %s: %s', (css, expected) => {
    expect(printableInParts(css)).toBe(expected);
  });
});

describe('splitAtRectoBlocks', () => {
  const big = PART_SIZES.minPart;
  const blocks = (ids: string[], leftToo: string[] = []) =>
    ids.map((id) => ({
      id,
      pageName: id,
      numbering: 'body' as const,
      folio: true,
      recto: !leftToo.includes(id),
    }));

  it('opens a part at every right-hand block, the blocks that may open on a left-hand page with the one before', () => {
    const pieces = [
      piece('title', 500),
      piece('copyright', 400),
      piece('toc', 2_000, { cites: true }),
      piece('ch1', big),
      piece('ch2', big),
      piece('index', 9_000, { cites: true }),
    ];
    const ids = pieces.map((p) => p.blockId);
    expect(blocksOf(splitAtRectoBlocks(pieces, blocks(ids, ['copyright'])))).toEqual([
      ['title', 'copyright'],
      ['toc'],
      ['ch1'],
      ['ch2'],
      ['index'],
    ]);
  });

  it('keeps a short body one part (printed as one document)', () => {
    const pieces = [piece('ch1', big / 2), piece('ch2', big / 2)];
    expect(blocksOf(splitAtRectoBlocks(pieces, blocks(['ch1', 'ch2'])))).toEqual([['ch1', 'ch2']]);
  });
});

describe('citingPartPrintedOnce', () => {
  const big = PART_SIZES.minPart;
  const pieces = [
    piece('title', 500),
    piece('toc', 2_000, { cites: true, targets: new Set(['ch1', 'ch2', 'index', 'colophon']) }),
    piece('ch1', big, { ids: new Set(['ch1', 'ch1-term']) }),
    piece('ch2', big, { ids: new Set(['ch2', 'ch2-term']) }),
    piece('index', 9_000, {
      cites: true,
      ids: new Set(['index', 'index-a']),
      targets: new Set(['ch1-term', 'ch2-term', 'index-a']),
    }),
    piece('colophon', 300),
  ];
  const parts = splitIntoParts(pieces, 2);
  const index = parts.at(-1)!;
  const cited = ['ch1', 'ch2', 'index', 'colophon', 'ch1-term', 'ch2-term'];
  const noNotes = () => false;

  it('is the index, whose numbers are all of earlier pages (a link inside itself carries none)', () => {
    expect(index.blockIds.has('index') && index.blockIds.has('colophon')).toBe(true);
    expect(citingPartPrintedOnce(parts, cited, noNotes)).toBe(index);
  });

  it('is none when the last citing part cites a page of its own or a later one', () => {
    expect(citingPartPrintedOnce(parts, [...cited, 'index-a'], noNotes)).toBeUndefined();
  });

  it('is none when that part has footnotes (its first print measures them)', () => {
    expect(citingPartPrintedOnce(parts, cited, (part) => part === index)).toBeUndefined();
  });

  it('is none without a citing part', () => {
    expect(citingPartPrintedOnce(splitIntoParts([piece('ch1', big)], 1), [], noNotes)).toBeUndefined();
  });
});
