import { Page } from 'puppeteer';
import { FootnoteCut } from './footnote-placement';
import { ExpectedReference, MeasuredCuts, measureFootnoteCuts } from './footnote-measure';
import { PrintedBook } from './print-document';
import { measureInput, printedAt, PrintedPdf } from './print-passes';
import { TrimSize } from './trim-size';

/** Chains in a row taken back from their first predicted page, after which a division goes one page a pass. */
const FRUITLESS_CHAINS = 2;

/** What a layout pass changed: whether the book must be printed again, and which divisions still place notes. */
export interface FootnoteStep {
  changed: boolean;
  /** Divisions with notes left to place after this pass (print these alone next). */
  placing: Set<string>;
  /** Divisions whose predicted cuts this print proved wrong and took back. */
  rolledBack: Set<string>;
}

/**
 * The footnote cuts of one printing (the whole book, or one part), built up over layout passes. A pass
 * measures, per division, the first page with notes still to place exactly (from where the print put its
 * references), and goes on to the pages right after it while each starts at the cut before it and holds
 * references, past pages without references where Chromium's own break is foreseeable: those cuts are
 * predictions from the continuous layout. The next print of the division checks them (every note on the page
 * of its reference, every reference on a predicted page within 2 pixels of where it was predicted); a wrong one
 * is taken back, with the cuts after it, and the next pass measures from there, predicting again: a chain that
 * went wrong after some right pages still saved passes (SICP's first chapter, 89 pages and 66 notes, took 18
 * passes so, 32 a page at a time). A division whose predictions failed on their first page twice in a row, which
 * only cost a pass each, is measured one page a pass from then on.
 */
export class FootnotePasses {
  constructor(private readonly measure: typeof measureFootnoteCuts = measureFootnoteCuts) {}

  readonly cuts = new Map<string, FootnoteCut[]>();
  /** Per division, the index of its first cut not yet seen printed where it was predicted. */
  private readonly unverified = new Map<string, number>();
  /** Per division, where the references on predicted pages should print (cut indices into `cuts`). */
  private readonly expected = new Map<string, ExpectedReference[]>();
  /** Per division, how many chains in a row were taken back from their first predicted page (nothing gained). */
  private readonly fruitless = new Map<string, number>();

  /** Predicted cuts no print has checked yet, of these divisions. */
  unverifiedIn(divisions: Iterable<string>): Set<string> {
    return new Set([...divisions].filter((d) => this.unverified.has(d)));
  }

  /**
   * Takes one layout print: checks the predicted cuts it shows, then (when `measuring`) measures the next
   * cuts on its page.
   */
  async step(
    page: Page,
    book: PrintedBook,
    pass: Omit<PrintedPdf, 'unsettled'>,
    trim: TrimSize,
    measuring: boolean,
  ): Promise<FootnoteStep> {
    const rolledBack = this.check(book, pass, trim);
    const next = measuring
      ? await this.measure(
          page,
          measureInput(
            book,
            pass,
            trim,
            (division) => (this.fruitless.get(division) ?? 0) < FRUITLESS_CHAINS,
          ),
        )
      : new Map<string, MeasuredCuts>();
    // What was measured after a cut that is now taken back is measured on the wrong pages.
    for (const division of rolledBack) next.delete(division);
    for (const [division, { cuts: more, expected }] of next) {
      const before = this.cuts.get(division) ?? [];
      this.cuts.set(division, [...before, ...more]);
      if (more.length > 1 && !this.unverified.has(division)) this.unverified.set(division, before.length + 1);
      const placed = expected.map((e) => ({ ...e, cut: before.length + e.cut }));
      if (placed.length) this.expected.set(division, [...(this.expected.get(division) ?? []), ...placed]);
    }
    const placing = new Set<string>();
    for (const division of [...next.keys(), ...rolledBack]) {
      const placed = new Set((this.cuts.get(division) ?? []).flatMap((cut) => cut.noteIds));
      if (book.notes.some((note) => note.division === division && !placed.has(note.noteId)))
        placing.add(division);
    }
    return { changed: next.size > 0 || rolledBack.size > 0, placing, rolledBack };
  }

  /**
   * Takes back each predicted cut this print put its notes on another page than their references, or whose
   * references did not print where they were predicted.
   */
  private check(book: PrintedBook, pass: Omit<PrintedPdf, 'unsettled'>, trim: TrimSize): Set<string> {
    const printed = new Set(book.notes.map((note) => note.division));
    const misplaced = new Map<string, number>();
    const wrongFrom = (division: string, index: number) =>
      misplaced.set(division, Math.min(misplaced.get(division) ?? Infinity, index));
    for (const note of book.notes) {
      if (!note.asideId) continue;
      const ref = pass.layout.destinations.get(note.refId)?.page;
      const notes = pass.layout.destinations.get(note.asideId)?.page;
      if (ref === undefined || notes === undefined || ref === notes) continue;
      const index = Number(/-notes-(\d+)$/.exec(note.asideId)?.[1] ?? '0') - 1;
      if (index >= 0) wrongFrom(note.division, index);
    }
    for (const [division, expected] of this.expected) {
      if (!printed.has(division)) continue;
      for (const e of expected) {
        const at = printedAt(pass, e.refId, trim);
        if (!at || Math.abs(at.top - e.top) > 2) wrongFrom(division, e.cut);
      }
      this.expected.delete(division);
    }
    const rolledBack = new Set<string>();
    for (const [division, from] of this.unverified) {
      if (!printed.has(division)) continue;
      const wrong = misplaced.get(division);
      this.unverified.delete(division);
      if (wrong === undefined || wrong < from) {
        this.fruitless.delete(division);
        continue;
      }
      this.cuts.set(division, (this.cuts.get(division) ?? []).slice(0, wrong));
      if (wrong === from) this.fruitless.set(division, (this.fruitless.get(division) ?? 0) + 1);
      else this.fruitless.delete(division);
      rolledBack.add(division);
    }
    return rolledBack;
  }
}
