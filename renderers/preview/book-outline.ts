import { buildBookModel } from '../model/build-book-model';
import type { BookModel, DivisionKind } from '../model/book-model';
import type { BookSource, PlatformConfig } from '../types';

/** What a one-chapter preview needs to know of the rest of the book: its divisions, ids and xref texts. */
export interface BookOutline {
  divisions: OutlineDivision[];
  /** What a cross-reference to each id reads as ("Chapter 3", "Figure 2-1", a section title). */
  targetText: Record<string, string>;
}

export interface OutlineDivision {
  id: string;
  kind: DivisionKind;
  title: string;
  sourceFile: string;
  partId?: string;
  /** Every id defined in the division, its own first. */
  ids: string[];
}

/** Plain data (it crosses thread boundaries and is cached per commit), read from a built book model. */
export function outlineOf(model: BookModel): BookOutline {
  // Own properties, so an id such as "__proto__" is a key like any other (Object.fromEntries defines, not sets).
  const targetText: Record<string, string> = Object.fromEntries(
    [...model.targets].map(([id, target]) => [id, target.text]),
  );
  return {
    divisions: model.divisions.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: d.title,
      sourceFile: d.sourceFile,
      ...(d.partId ? { partId: d.partId } : {}),
      ids: [...d.ids],
    })),
    targetText,
  };
}

/** The whole book's outline at a commit: a full model build, done once per commit by the caller's cache. */
export async function buildBookOutline(
  source: BookSource,
  config: PlatformConfig,
  bookName: string,
): Promise<BookOutline> {
  const model = await buildBookModel(source, config, { bookName, syntaxHighlighting: false, format: 'html' });
  return outlineOf(model);
}
