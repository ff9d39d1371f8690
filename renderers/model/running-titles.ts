import { ElementNode, isBlank } from '../dom/html-dom';
import { BookWarning, locationText, warning } from '../warnings';
import { firstHeading } from './divisions';
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
  divisions.shift();
  return { title, file, ...(heading.loc?.line ? { line: heading.loc.line } : {}) };
}

const PART_TITLE = /^\s*part\b/i;

function onlyTitle(division: ElementNode, heading: ElementNode): boolean {
  return division.children.every((node) => node === heading || isBlank([node]));
}

/** One warning for each running title, naming every file it opened. */
export function runningTitleWarnings(found: RunningTitle[]): BookWarning[] {
  const byTitle = new Map<string, RunningTitle[]>();
  for (const place of found) byTitle.set(place.title, [...(byTitle.get(place.title) ?? []), place]);
  return [...byTitle.entries()].map(([title, places]) => {
    const others = places.slice(1).map(locationText);
    const where =
      others.length === 0 ? '' : ` (and ${places.length - 1} other file(s): ${others.join(', ')})`;
    return warning(
      'source',
      { file: places[0].file, ...(places[0].line ? { line: places[0].line } : {}) },
      `the heading "${title}" opens the file${where} with nothing under it, straight before the file's own title: ` +
        "it is read as a running title and left out, so it is not an empty chapter of its own (the book's title " +
        'comes from title in platform.json); remove the line, or write text under it to make it a chapter',
    );
  });
}
