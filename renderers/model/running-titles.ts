import { comparable } from './title-page-title';
import { ElementNode, isBlank } from '../dom/html-dom';
import { BookWarning, locationText, warning } from '../warnings';
import { firstHeading, moveId, shiftHeadings } from './divisions';
import { titleText } from './title-text';

interface SplitDivision {
  untyped?: boolean;
  element: ElementNode;
}

/** A running title found at the top of a file: its text and where it was written. */
export interface RunningTitle {
  title: string;
  file: string;
  line?: number;
}

/**
 * A Markdown file that opens on a heading with nothing under it, straight before the file's own title
 * (`# You Don't Know JS Yet` over `# Chapter 1: What's the Scope?`), opens on a running title: the name of the book
 * or series, as a page on GitHub shows it. Split at its headings it would be an empty chapter of its own before every
 * real one; it is left out. A heading that names a part ("Part I") is the start of a part, not a running title.
 */
export function takeRunningTitle<T extends SplitDivision>(
  file: string,
  divisions: T[],
): RunningTitle | undefined {
  const [first, next] = divisions;
  if (!first?.untyped || !next?.untyped) return undefined;
  const heading = firstHeading(first.element);
  if (!heading || !onlyTitle(first.element, heading)) return undefined;
  const title = titleText(heading);
  if (PART_TITLE.test(title)) return undefined;
  if (PLACE_IN_SERIES.test(title) && !holdsSections(next.element)) {
    keepAsSeriesTitle(first.element, next.element);
    divisions.splice(1, 1);
    return undefined;
  }
  divisions.shift();
  return { title, file, ...(heading.loc?.line ? { line: heading.loc.line } : {}) };
}

const PART_TITLE = /^\s*part\b/i;
/**
 * A heading naming the file's own place in a series ("Kernel initialization. Part 4."): the file's, not the book's.
 * A running title is the same over every file; this one is numbered for its file, as its other parts are.
 */
const PLACE_IN_SERIES = /\b(?:part|chapter|lesson|lecture|episode|installment)\.?\s+(?:\d+|[ivxlc]+)\b/i;

/**
 * linux-insides writes its Part 3 as `# Kernel initialization. Part 3.` over a `##` section, its Parts 4 to 10 with a
 * second `#` for that section's title. GitHub and GitBook show both headings: the series' line titles the chapter, as
 * in Part 3, and the title under it heads the chapter's first section, its own sections one level further in.
 */
function keepAsSeriesTitle(chapter: ElementNode, under: ElementNode): void {
  const title = firstHeading(under);
  // The heading's id was moved to its division: linked as `#kernel-entry-point`, it leads to the section.
  if (title) moveId(under, title);
  shiftHeadings(under.children, 1);
  chapter.children.push(...under.children);
}

function holdsSections(division: ElementNode): boolean {
  return division.children.some((node) => node.type === 'element' && node.name === 'section');
}

function onlyTitle(division: ElementNode, heading: ElementNode): boolean {
  return division.children.every((node) => node === heading || isBlank([node]));
}

/**
 * The book's title when its configuration names none: the running title that opens the most files, two at least, as
 * a reader of the repository sees it over every chapter. The project's name ("ann/js-book") titled the book instead.
 */
export function titleFromRunningTitles(found: RunningTitle[]): string | undefined {
  const ranked = [...filesByTitle(found).entries()].sort((a, b) => b[1].length - a[1].length);
  const [most] = ranked;
  return most !== undefined && most[1].length >= 2 ? most[0] : undefined;
}

function filesByTitle(found: RunningTitle[]): Map<string, RunningTitle[]> {
  const byTitle = new Map<string, RunningTitle[]>();
  for (const place of found) byTitle.set(place.title, [...(byTitle.get(place.title) ?? []), place]);
  return byTitle;
}

/**
 * One warning for each running title, naming every file it opened, and saying where the book's title comes from:
 * `titledElsewhere` when the configuration or a title page titles it, else the running title it is titled by.
 */
export function runningTitleWarnings(
  found: RunningTitle[],
  configFile: string,
  titledElsewhere: { title: string; from: string } | undefined,
): BookWarning[] {
  const bookTitle = titledElsewhere === undefined ? titleFromRunningTitles(found) : undefined;
  return [...filesByTitle(found).entries()].map(([title, places]) => {
    const others = places.slice(1).map(locationText);
    const where =
      others.length === 0 ? '' : ` (and ${places.length - 1} other file(s): ${others.join(', ')})`;
    const titleSource = titledElsewhere
      ? comparable(title) === comparable(titledElsewhere.title)
        ? `it repeats the book's title, which comes from ${titledElsewhere.from}`
        : `taken for the name of the book's series or of a part of it, over each of its pages; the book's title, ` +
          `"${titledElsewhere.title}", comes from ${titledElsewhere.from}`
      : title === bookTitle
        ? `it titles the book, as ${configFile} names no title`
        : bookTitle !== undefined
          ? `the book is titled "${bookTitle}", the heading over most files`
          : `${configFile} names no title: the book is titled by its project's name`;
    return warning(
      'source',
      { file: places[0].file, ...(places[0].line ? { line: places[0].line } : {}) },
      `the heading "${title}" opens the file${where} with nothing under it, straight before the file's own title: ` +
        `it is read as a running title and left out, so it is not an empty chapter of its own (${titleSource}); ` +
        'remove the line, or write text under it to make it a chapter',
    );
  });
}
