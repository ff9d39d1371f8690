import type { PrintedPartEntry } from './printed-part-cache';

/**
 * One part of a book printed in parts, as another process finds it again: the book is cut in `lanes`
 * parts the same way everywhere (`splitIntoParts`), `index` is its place among them, and `key` is what
 * its print depends on (`printedPartKey`), so a process whose sources, renderer or Chromium differ
 * refuses it rather than print something else.
 */
export interface PartOfBook {
  index: number;
  key: string;
  lanes: number;
}

/**
 * Prints a build's parts in other processes (issue 17, item 5: with `REDIS_URL`, every worker process
 * prints parts of a long book). The render sends every part it needs printed, prints as many as it can
 * itself (taking each back first), and waits for the others.
 */
export interface PartPrinter {
  /**
   * How many other processes print parts now: with none, the render prints its parts itself (sending them
   * would only add a model build and a Chromium start to each).
   */
  others(): Promise<number>;
  send(part: PartOfBook, signal?: AbortSignal): SentPart;
}

export interface SentPart {
  /** True when no process had started it: it is the render's own again. */
  takeBack(): Promise<boolean>;
  /** What another process printed; undefined when it failed, was taken back, or nobody would take it. */
  result(): Promise<PrintedPartEntry | undefined>;
}

/** What a PDF render does with parts besides printing them itself. */
export interface PdfPartsRequest {
  /** Sends the book's first prints of its parts to other processes. */
  printer?: PartPrinter;
  /**
   * Prints only this part of the book, for another process's render: the artifact (`outFile`) is the
   * part's entry (`encodePrintedPart`), not a book.
   */
  only?: PartOfBook;
}
