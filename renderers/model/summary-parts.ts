import { element, ElementNode, parseHtml, text } from '../dom/html-dom';
import { sanitizeNodes } from '../dom/sanitize';
import { markdownInlineToHtml } from '../sources/markdown';
import type { SummaryNesting } from '../sources/summary-nesting';
import type { SourceLocation } from '../warnings';
import type { DivisionKind } from './book-model';
import { numbersOwnChapters } from './written-chapter-numbers';

/** The fields of a division the book's SUMMARY.md parts are made from. */
export interface PartCandidate {
  kind: DivisionKind;
  element: ElementNode;
  sourceFile: string;
  part?: PartCandidate;
}

/** "Part 1: A guide", "Part II", "Teil 2 – Grundlagen": a title that says it opens a part. */
const PART_TITLE =
  /^(?:part|teil|partie|parte|deel|часть)\s+(?:\d+|[IVXLCDM]+|[A-Z]|one|two|three|four|five)\b/iu;

/**
 * The parts an mdBook or GitBook SUMMARY.md groups its pages into (`# Part 1: Guide` between the lists), or a
 * Jupyter Book `_toc.yml` (a `caption:` over each part's `chapters:`): each becomes a part of the book, its listed chapters in it, as the book's own navigation shows them. Without this the
 * part titles were lost and every chapter printed at one level. A part whose first page is titled as the part
 * ("# Part 1: A guide to …", the part's introduction) is that page, not a chapter: printing it as one hid its
 * chapter number (its title already names a label) and the numbering skipped.
 */
export function openSummaryParts<D extends PartCandidate>(
  divisions: D[],
  summaryNesting: SummaryNesting,
  titleOf: (division: D) => string,
  makePart: (title: string, before: D, where: SourceLocation | undefined) => D,
): void {
  let open: { title: string; part: D } | undefined;
  for (let at = 0; at < divisions.length; at++) {
    const division = divisions[at]!;
    if (division.kind === 'part') {
      open = undefined;
      continue;
    }
    const entry = summaryNesting.get(division.sourceFile);
    const partTitle = entry?.part;
    if (partTitle === undefined) {
      if (division.kind !== 'chapter' || divisions[at - 1]?.sourceFile !== division.sourceFile)
        open = undefined;
      else if (open) division.part = open.part;
      continue;
    }
    if (division.part) continue;
    if (division.kind !== 'chapter') {
      if (open?.title === partTitle && chapterOfPartFollows(divisions, at, partTitle, summaryNesting))
        division.part = open.part;
      continue;
    }
    if (open?.title === partTitle) {
      division.part = open.part;
      continue;
    }
    const firstOfFile = divisions[at - 1]?.sourceFile !== division.sourceFile;
    if (firstOfFile && (entry?.partPage === true || PART_TITLE.test(titleOf(division)))) {
      division.kind = 'part';
      division.element.attrs.set('data-type', 'part');
      open = { title: partTitle, part: division };
      continue;
    }
    const part = makePart(partTitle, division, entry?.partAt);
    divisions.splice(at, 0, part);
    open = { title: partTitle, part };
    division.part = part;
    at++;
  }
}

/**
 * The book's SUMMARY.md nesting with the groups of a GitBook summary made parts: a top-level page whose nested pages
 * are still chapters of their own is a part, its page the part's introduction, the pages below it its chapters, as
 * GitBook's navigation shows them. Linux Insides printed as 78 chapters at one level, its 13 groups ("Booting" over
 * six pages) lost in the contents and the PDF outline. A book of one group beside other pages has that part too: JS
 * Primer's shape with one "第一部: 基本" group printed it as Chapter 1, its own pages Chapters 2 and 3 beside it. Not when the groups' titles carry the author's own chapter numbers ("1. Novice"
 * over its pages in How to Be a Programmer): the author calls those chapters, and they stay so. Pages nested as
 * sections of their group's page (written with ## headings) leave no chapter below it, and no part is made.
 */
export function summaryGroupParts<D extends PartCandidate>(
  divisions: readonly D[],
  summaryNesting: SummaryNesting,
  titleOf: (division: D) => string,
): SummaryNesting {
  const groups: { page: D; chapters: D[] }[] = [];
  let open: { page: D; chapters: D[] } | undefined;
  for (const [at, division] of divisions.entries()) {
    if (divisions[at - 1]?.sourceFile === division.sourceFile) continue;
    const entry = summaryNesting.get(division.sourceFile);
    if (entry?.opensGroup === true && division.kind === 'chapter') {
      open = { page: division, chapters: [] };
      groups.push(open);
    } else if (open && entry !== undefined && entry.depth > 1) {
      if (division.kind === 'chapter') open.chapters.push(division);
    } else open = undefined;
  }
  const parts = groups.filter((group) => group.chapters.length > 0);
  if (parts.length === 0 || numbersOwnChapters(parts.map((group) => titleOf(group.page))))
    return summaryNesting;
  // One group that holds every page SUMMARY.md lists is the book itself, not a part of it: GitBook's
  // "Hives" over all of a bee book's pages printed as its only part.
  const [only] = parts;
  if (
    parts.length === 1 &&
    !divisions.some(
      (d) => d.sourceFile !== only!.page.sourceFile && summaryNesting.get(d.sourceFile)?.depth === 1,
    )
  )
    return summaryNesting;
  const nesting = new Map(summaryNesting);
  for (const { page, chapters } of parts) {
    const entry = summaryNesting.get(page.sourceFile)!;
    const part = entry.title || titleOf(page);
    const partAt = { file: entry.listedIn ?? 'SUMMARY.md' };
    nesting.set(page.sourceFile, { ...entry, part, partAt, partPage: true });
    for (const chapter of chapters)
      nesting.set(chapter.sourceFile, { ...nesting.get(chapter.sourceFile)!, part, partAt });
  }
  return nesting;
}

/**
 * Whether a chapter SUMMARY.md lists in the same part comes after the division at `at`: a page its title makes back
 * matter ("Glossary") between a part's chapters is read in the part, and the contents list it there, not after the
 * part's last chapter.
 */
function chapterOfPartFollows<D extends PartCandidate>(
  divisions: D[],
  at: number,
  partTitle: string,
  summaryNesting: SummaryNesting,
): boolean {
  for (const later of divisions.slice(at + 1)) {
    if (later.kind === 'part' || summaryNesting.get(later.sourceFile)?.part !== partTitle) return false;
    if (later.kind === 'chapter') return true;
  }
  return false;
}

/**
 * A part page holding only the part's title, as SUMMARY.md writes it (as inline Markdown when the outline's tool reads
 * it so), located where it is written: without it, a warning about the part (a character no font has in its title)
 * named its first chapter's file.
 */
export function summaryPartElement(title: string, where?: SourceLocation, markdown = false): ElementNode {
  // Quarto reads a `part:` title as Markdown (`"**Bases** du `langage`"`): printed as written, its marks showed.
  const words = markdown ? sanitizeNodes(parseHtml(markdownInlineToHtml(title))).nodes : [text(title)];
  const heading = element('h1', {}, words);
  const part = element('section', { 'data-type': 'part' }, [heading]);
  if (where) {
    heading.loc = where;
    part.loc = where;
  }
  return part;
}
