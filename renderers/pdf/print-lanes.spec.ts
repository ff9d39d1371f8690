import { bodyParts, printLanes, printOrder, coversFolios } from './print-in-parts';
import { PrintPart } from './print-parts';

type Env = Record<string, string>;

describe('how a PDF is printed in parts: lanes and parts', () => {
  const lanesCases: [Env, number | undefined, string][] = [
    [{}, undefined, 'one lane per core, at most four'],
    [{ OCTAVO_PDF_PRINT_LANES: '3' }, 3, 'as configured'],
    [{ OCTAVO_PDF_PRINT_LANES: '0' }, 0, 'every book as one document'],
    [{ OCTAVO_PDF_PRINT_LANES: 'many' }, undefined, 'not a number: the default'],
  ];
  it.each(lanesCases)('printLanes(%j) → %s (%s)', (env, expected) => {
    const lanes = printLanes(env);
    if (expected === undefined) {
      expect(lanes).toBeGreaterThanOrEqual(1);
      expect(lanes).toBeLessThanOrEqual(4);
    } else {
      expect(lanes).toBe(expected);
    }
  });

  const partsCases: [Env, number | undefined, string][] = [
    [{}, undefined, 'as many as the book is long (partsBySize)'],
    [{ OCTAVO_PDF_PARTS: '8' }, 8, 'as configured'],
    [{ OCTAVO_PDF_PARTS: '0' }, 1, 'at least one'],
    [{ OCTAVO_PDF_PARTS: 'x' }, undefined, 'not a number: as the book is long'],
  ];
  it.each(partsCases)('bodyParts(%j) → %s (%s)', (env, expected) => {
    expect(bodyParts(env)).toBe(expected);
  });

  const part = (name: string, size: number, cites = false): PrintPart => ({
    blockIds: new Set([name]),
    ids: new Set([name]),
    targets: new Set(),
    cites,
    size,
  });
  const names = (parts: PrintPart[]) => parts.map((p) => [...p.blockIds][0]);
  const contents = part('contents', 110_000, true);
  const index = part('index', 290_000, true);
  const body = [part('body 1', 980_000), part('body 2', 950_000), part('body 3', 400_000)];

  it.each([
    [2, ['body 1', 'index', 'contents', 'body 2', 'body 3']],
    [3, ['body 1', 'body 2', 'index', 'contents', 'body 3']],
    [1, ['body 1', 'index', 'contents', 'body 2', 'body 3']],
  ])(
    'printOrder with %i lanes: the longest part of body first, then the parts that print numbers, then the rest longest first',
    (lanes, expected) => {
      expect(names(printOrder([contents, ...body, index], lanes))).toEqual(expected);
    },
  );

  it('printOrder after a change: the parts holding divisions printed afresh first, each group in its own order', () => {
    const parts = [contents, ...body, index];
    expect(names(printOrder(parts, 2, new Set(['body 3'])))).toEqual([
      'body 3',
      'body 1',
      'index',
      'contents',
      'body 2',
    ]);
    expect(names(printOrder(parts, 2, new Set(['body 2', 'contents'])))).toEqual([
      'contents',
      'body 2',
      'body 1',
      'index',
      'body 3',
    ]);
    // Nothing kept (a fresh process): every division afresh, the order of a first print.
    expect(printOrder(parts, 2, new Set(parts.flatMap((p) => [...p.blockIds])))).toEqual(
      printOrder(parts, 2),
    );
    expect(printOrder(parts, 2, new Set())).toEqual(printOrder(parts, 2));
  });

  it('printOrder of the parts that print numbers alone (the numbered passes): longest first', () => {
    expect(names(printOrder([contents, index], 2))).toEqual(['index', 'contents']);
  });
});

describe('coversFolios', () => {
  it('takes a folio sheet printed with room for more pages when every folio the book prints is at its place', () => {
    const printed = ['', 'v', 'vi', '1', '2', '3', '4', '5', '6'];
    expect(coversFolios(printed, ['', 'v', 'vi', '1', '2', '3'])).toBe(true);
    // A page without a folio (a colophon after the index) takes no page of the sheet.
    expect(coversFolios(printed, ['', 'v', 'vi', '1', '2', ''])).toBe(true);
    expect(coversFolios(printed, printed)).toBe(true);
  });

  it('refuses one whose folios moved, or that has fewer pages than the book', () => {
    expect(coversFolios(['', 'v', '1', '2'], ['', 'v', 'vi', '1'])).toBe(false);
    expect(coversFolios(['', 'v', '1'], ['', 'v', '1', '2'])).toBe(false);
  });
});
