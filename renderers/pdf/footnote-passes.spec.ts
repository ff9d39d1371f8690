import { PDFDocument, PDFName } from 'pdf-lib';
import { Page } from 'puppeteer';
import { FootnotePasses } from './footnote-passes';
import { FootnoteCut } from './footnote-placement';
import { MeasuredCuts, MeasureInput } from './footnote-measure';
import { PrintedBook, PrintedNote } from './print-document';
import { PrintedPdf } from './print-passes';
import { DEFAULT_TRIM, parseTrimSize, TrimSize } from './trim-size';

const TRIM = parseTrimSize(DEFAULT_TRIM) as TrimSize;
const NO_PAGE = {} as Page;

const cut = (block: string, ...noteIds: string[]): FootnoteCut => ({
  block,
  offset: 0,
  noteIds,
  paddingTop: 0,
});

/** Division `ch1` with notes 1-4; `placed` says which cut (by its index) holds each placed note. */
function book(placed: Record<number, number>, division = 'ch1', count = 4): PrintedBook {
  const notes: PrintedNote[] = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const at = placed[n];
    return {
      division,
      refId: `${division}-fnref${n}`,
      noteId: `${division}-fn${n}`,
      pending: at === undefined,
      ...(at === undefined ? {} : { asideId: `${division}-notes-${at + 1}` }),
    };
  });
  return { notes } as PrintedBook;
}

/**
 * A printed layout: each id on the page given (1-based), ten pages, or on [page, top] (CSS pixels from the page
 * area's top; 100 unless given).
 */
async function printed(
  pages: Record<string, number | [number, number]>,
): Promise<Omit<PrintedPdf, 'unsettled'>> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 10; i++) doc.addPage([500, 700]);
  const destinations = new Map(
    Object.entries(pages).map(([id, at]) => {
      const [page, top] = Array.isArray(at) ? at : [at, 100];
      // Destinations are in points from the page's bottom (0.75 points a CSS pixel).
      const y = 700 - top * 0.75;
      return [id, { page, target: doc.context.obj([doc.getPage(page - 1).ref, PDFName.of('XYZ'), 0, y, 0]) }];
    }),
  );
  return { doc, book: book({}), layout: { blocks: [], destinations } };
}

type Answer = FootnoteCut[] | MeasuredCuts;

/** A measure that answers from a script, one answer a call, and records what it was asked. */
function scripted(...answers: Array<Record<string, Answer>>) {
  const asked: MeasureInput[] = [];
  const measure = async (_page: Page, input: MeasureInput) => {
    asked.push(input);
    return new Map(
      Object.entries(answers.shift() ?? {}).map(([division, answer]): [string, MeasuredCuts] => [
        division,
        Array.isArray(answer) ? { cuts: answer, expected: [] } : answer,
      ]),
    );
  };
  return { asked, measure };
}

describe('FootnotePasses', () => {
  it('given a first pass, when the measure goes on past the first page, then its later cuts wait to be checked', async () => {
    const { measure } = scripted({ ch1: [cut('3', 'ch1-fn1'), cut('6', 'ch1-fn2'), cut('9', 'ch1-fn3')] });
    const passes = new FootnotePasses(measure);
    const step = await passes.step(NO_PAGE, book({}), await printed({ 'ch1-fnref1': 1 }), TRIM, true);
    expect(step).toEqual({ changed: true, placing: new Set(['ch1']), rolledBack: new Set() });
    expect(passes.cuts.get('ch1')).toHaveLength(3);
    expect(passes.unverifiedIn(['ch1', 'ch2'])).toEqual(new Set(['ch1']));
  });

  it('given predicted cuts, when the next print shows each note on the page of its reference, then they stay', async () => {
    const { measure, asked } = scripted({ ch1: [cut('3', 'ch1-fn1'), cut('6', 'ch1-fn2')] }, {});
    const passes = new FootnotePasses(measure);
    await passes.step(NO_PAGE, book({}), await printed({ 'ch1-fnref1': 1 }), TRIM, true);
    const layout = await printed({
      'ch1-fnref1': 1,
      'ch1-notes-1': 1,
      'ch1-fnref2': 2,
      'ch1-notes-2': 2,
      'ch1-fnref3': 3,
    });
    const step = await passes.step(NO_PAGE, book({ 1: 0, 2: 1 }), layout, TRIM, true);
    expect(step.rolledBack).toEqual(new Set());
    expect(passes.cuts.get('ch1')).toHaveLength(2);
    expect(passes.unverifiedIn(['ch1'])).toEqual(new Set());
    expect(asked[1]!.divisions).toEqual([expect.objectContaining({ id: 'ch1', chain: true })]);
  });

  it('given predicted cuts, when a note printed on another page than its reference, then that cut and the ones after it are taken back and the next pass predicts again', async () => {
    const { measure, asked } = scripted(
      { ch1: [cut('3', 'ch1-fn1'), cut('6', 'ch1-fn2'), cut('9', 'ch1-fn3')] },
      // Measured on a print whose pages the taken-back cut moved: dropped.
      { ch1: [cut('12', 'ch1-fn4')] },
      { ch1: [cut('6', 'ch1-fn2')] },
    );
    const passes = new FootnotePasses(measure);
    await passes.step(NO_PAGE, book({}), await printed({ 'ch1-fnref1': 1 }), TRIM, true);
    const layout = await printed({
      'ch1-fnref1': 1,
      'ch1-notes-1': 1,
      'ch1-fnref2': 2,
      'ch1-notes-2': 3,
      'ch1-fnref3': 3,
      'ch1-notes-3': 3,
      'ch1-fnref4': 4,
    });
    const step = await passes.step(NO_PAGE, book({ 1: 0, 2: 1, 3: 2 }), layout, TRIM, true);
    expect(step).toEqual({ changed: true, placing: new Set(['ch1']), rolledBack: new Set(['ch1']) });
    expect(passes.cuts.get('ch1')).toEqual([cut('3', 'ch1-fn1')]);

    const again = await printed({ 'ch1-fnref1': 1, 'ch1-notes-1': 1, 'ch1-fnref2': 2 });
    await passes.step(NO_PAGE, book({ 1: 0 }), again, TRIM, true);
    expect(asked[2]!.divisions).toEqual([expect.objectContaining({ id: 'ch1', chain: true })]);
    expect(passes.cuts.get('ch1')).toEqual([cut('3', 'ch1-fn1'), cut('6', 'ch1-fn2')]);
  });

  it('given predictions taken back from their first predicted page twice in a row, then the division is measured a page at a time', async () => {
    const chain = (from: number) => ({
      ch1: [cut(`${from}`, `ch1-fn${from}`), cut(`${from + 1}`, `ch1-fn${from + 1}`)],
    });
    // Each chain's first cut is measured on its page, the second predicted, and its note prints a page late.
    const { measure, asked } = scripted(chain(1), {}, chain(2), {}, {});
    const passes = new FootnotePasses(measure);
    await passes.step(NO_PAGE, book({}, 'ch1', 6), await printed({ 'ch1-fnref1': 1 }), TRIM, true);
    const late = (placed: number) =>
      printed({
        'ch1-fnref1': 1,
        'ch1-notes-1': 1,
        [`ch1-fnref${placed}`]: placed,
        [`ch1-notes-${placed}`]: placed,
        [`ch1-fnref${placed + 1}`]: placed + 1,
        [`ch1-notes-${placed + 1}`]: placed + 2,
        [`ch1-fnref${placed + 2}`]: placed + 2,
      });
    await passes.step(NO_PAGE, book({ 1: 0, 2: 1 }, 'ch1', 6), await late(1), TRIM, true);
    expect(asked[1]!.divisions).toEqual([expect.objectContaining({ id: 'ch1', chain: true })]);
    await passes.step(NO_PAGE, book({ 1: 0 }, 'ch1', 6), await printed({ 'ch1-fnref2': 2 }), TRIM, true);
    await passes.step(NO_PAGE, book({ 1: 0, 2: 1, 3: 2 }, 'ch1', 6), await late(2), TRIM, true);
    expect(passes.cuts.get('ch1')).toEqual([cut('1', 'ch1-fn1'), cut('2', 'ch1-fn2')]);
    await passes.step(
      NO_PAGE,
      book({ 1: 0, 2: 1 }, 'ch1', 6),
      await printed({ 'ch1-fnref3': 3 }),
      TRIM,
      true,
    );
    expect(asked[4]!.divisions).toEqual([expect.objectContaining({ id: 'ch1', chain: false })]);
  });

  it('keeps a cut measured on the page itself, even misplaced (the render warns about it), and takes nothing back', async () => {
    const { measure } = scripted({ ch1: [cut('3', 'ch1-fn1')] }, {});
    const passes = new FootnotePasses(measure);
    await passes.step(NO_PAGE, book({}, 'ch1', 1), await printed({ 'ch1-fnref1': 1 }), TRIM, true);
    const layout = await printed({ 'ch1-fnref1': 1, 'ch1-notes-1': 2 });
    const step = await passes.step(NO_PAGE, book({ 1: 0 }, 'ch1', 1), layout, TRIM, true);
    expect(step).toEqual({ changed: false, placing: new Set(), rolledBack: new Set() });
    expect(passes.cuts.get('ch1')).toEqual([cut('3', 'ch1-fn1')]);
  });

  it('checks predicted cuts only in a print that holds their division', async () => {
    const { measure } = scripted({ ch1: [cut('3', 'ch1-fn1'), cut('6', 'ch1-fn2')] });
    const passes = new FootnotePasses(measure);
    await passes.step(NO_PAGE, book({}), await printed({ 'ch1-fnref1': 1 }), TRIM, true);
    await passes.step(NO_PAGE, book({}, 'ch2', 1), await printed({ 'ch2-fnref1': 1 }), TRIM, false);
    expect(passes.unverifiedIn(['ch1', 'ch2'])).toEqual(new Set(['ch1']));
  });

  /** A cut predicted to put its reference 240 pixels down page 3; the next print puts it `top` pixels down. */
  async function predictedThenPrintedAt(top: number) {
    const { measure } = scripted({
      ch1: {
        cuts: [cut('3', 'ch1-fn1'), cut('9', 'ch1-fn2')],
        expected: [{ cut: 1, refId: 'ch1-fnref2', top: 240 }],
      },
    });
    const passes = new FootnotePasses(measure);
    await passes.step(NO_PAGE, book({}), await printed({ 'ch1-fnref1': 1 }), TRIM, true);
    const layout = await printed({
      'ch1-fnref1': 1,
      'ch1-notes-1': 1,
      'ch1-fnref2': [3, top],
      'ch1-notes-2': 3,
    });
    const step = await passes.step(NO_PAGE, book({ 1: 0, 2: 1 }), layout, TRIM, false);
    return { passes, step };
  }

  it('given a predicted page, when a reference on it prints more than 2 pixels from where it was predicted, then its cut is taken back', async () => {
    // On the page predicted, with its notes, but 6 pixels lower: the page before it ended elsewhere.
    const { passes, step } = await predictedThenPrintedAt(246);
    expect(step.rolledBack).toEqual(new Set(['ch1']));
    expect(passes.cuts.get('ch1')).toEqual([cut('3', 'ch1-fn1')]);
  });

  it('given a predicted page, when its reference prints where predicted, then the cut stays', async () => {
    const { passes, step } = await predictedThenPrintedAt(241.5);
    expect(step.rolledBack).toEqual(new Set());
    expect(passes.cuts.get('ch1')).toHaveLength(2);
  });
});
