import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { Division } from '../model/book-model';
import { rendererVersion } from '../cache/renderer-version';
import { FootnoteCut, NoteAfterBlock } from './footnote-placement';
import { TrimSize } from './trim-size';

/** One division as the print document holds it: its HTML, the ids in it and the links out of it, its notes. */
export interface PrintedDivision {
  html: string;
  ids: string[];
  targets: string[];
  notes: PrintedDivisionNote[];
}

/** A footnote of the division and where the print put it (PrintedNote without the division). */
export interface PrintedDivisionNote {
  refId: string;
  noteId: string;
  asideId?: string;
  afterBlock?: NoteAfterBlock;
  pending: boolean;
}

/** What a division's print HTML is made from, besides the renderer: all of it goes into its key. */
export interface PrintedDivisionInputs {
  division: Division;
  pageName: string;
  lang: string;
  trim: TrimSize;
  pageAnchors: boolean;
  cuts: FootnoteCut[];
  finalNotes: boolean;
  /** The print edition: web links are followed by their addresses (link-addresses.ts). */
  linkAddresses: boolean;
  /** The columns a listing as wide as the body holds at the book's code size (listing-fit.ts). */
  listingColumns: number;
}

/** The key of a division's print HTML: the hash of everything it is made from and the renderer's version. */
export function printedDivisionKey(inputs: PrintedDivisionInputs): string {
  const { division, pageName, lang, trim, pageAnchors, cuts, finalNotes, linkAddresses, listingColumns } =
    inputs;
  return createHash('sha256')
    .update(JSON.stringify([1, rendererVersion(), division.id, division.kind, pageName, lang, trim]))
    .update(JSON.stringify([pageAnchors, finalNotes, linkAddresses, cuts, listingColumns]))
    .update('\0')
    .update(division.html)
    .digest('hex');
}

/**
 * Divisions' print HTML kept in the render process, least recently used dropped past `budgetChars` (issue 17,
 * item 4). A render after a one-chapter change made the print HTML of every division again, twice for a division
 * with footnotes (the whole book's document, then its part's with the notes placed): parsing, hyphenating and
 * serialising the corpus book's 1.5 MB of HTML, 0.4 CPU-seconds, most of it before the changed part could be sent
 * to Chromium. Render processes are kept between renders (RenderThreadPool), so the next build of the book
 * usually finds its unchanged divisions here.
 */
export class PrintedDivisions {
  private readonly entries: LRUCache<string, PrintedDivision>;

  constructor(budgetChars: number) {
    this.entries = new LRUCache({ maxSize: budgetChars, sizeCalculation: sizeOf });
  }

  /** The division printed before under `key`, as a copy the caller may change. */
  get(key: string): PrintedDivision | undefined {
    const found = this.entries.get(key);
    return found ? copied(found) : undefined;
  }

  set(key: string, printed: PrintedDivision): void {
    this.entries.set(key, copied(printed));
  }

  get size(): number {
    return this.entries.size;
  }
}

function copied(printed: PrintedDivision): PrintedDivision {
  return {
    html: printed.html,
    ids: [...printed.ids],
    targets: [...printed.targets],
    notes: printed.notes.map((note) => ({
      ...note,
      ...(note.afterBlock ? { afterBlock: { ...note.afterBlock } } : {}),
    })),
  };
}

function sizeOf(printed: PrintedDivision): number {
  let size = printed.html.length;
  for (const id of printed.ids) size += id.length;
  for (const id of printed.targets) size += id.length;
  return Math.max(1, size + printed.notes.length * 64);
}

/** The render process's divisions (about 64 MB of strings at most). */
export const processPrintedDivisions = new PrintedDivisions(32 * 1024 * 1024);
