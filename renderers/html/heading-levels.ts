import { addClass, ElementNode, isHeading } from '../dom/html-dom';
import { firstHeading } from '../model/divisions';

/**
 * Heading levels that never skip one, as a screen reader's outline needs. Within a division or
 * section, headings in its own flow (Markdown's flat `##`/`###`) may go at most one level deeper than
 * the heading before them. A heading inside a block (HTMLBook titles examples and sidebars with `<h5>`,
 * notes with `<h1>`, whatever section they sit in) goes one level below the heading it falls under.
 */
export function levelHeadings(root: ElementNode): void {
  const visitScope = (scope: ElementNode, enclosing: number) => {
    const title = firstHeading(scope);
    const titleLevel = title ? raise(title, enclosing) : enclosing;
    let last = titleLevel;
    const flow = new FlowLevels(titleLevel);
    const walk = (el: ElementNode, inFlow: boolean) => {
      for (const child of el.children) {
        if (child.type !== 'element' || child === title) continue;
        if (isSectioning(child)) visitScope(child, last);
        else if (isHeading(child) && inFlow) last = flow.place(child);
        else if (isHeading(child)) setLevel(child, last + 1);
        else walk(child, inFlow && child.name === 'header');
      }
    };
    walk(scope, true);
  };
  visitScope(root, 0);
}

/**
 * The levels of headings in one flow (Markdown's flat `###`/`####`): each goes one level below the nearest heading
 * before it written at a higher level (or the scope's title), so headings written alike are siblings however deep
 * they were written. Raising each only to one below the heading just before made a chapter's four `###` an `h2`
 * followed by three `h3` (learn.jquery.com's "External", "Inline", "Attributes", "Placement").
 */
export class FlowLevels {
  private readonly open: { written: number; level: number }[] = [];

  constructor(private readonly base: number) {}

  /** Sets the heading's level; returns it. */
  place(heading: ElementNode): number {
    const written = Number(heading.name.slice(1));
    while (this.open.length > 0 && this.open[this.open.length - 1]!.written >= written) this.open.pop();
    const parent = this.open[this.open.length - 1]?.level ?? this.base;
    const level = Math.min(6, written <= parent ? written : parent + 1);
    if (level !== written) heading.name = `h${level}`;
    this.open.push({ written, level });
    return level;
  }
}

function isSectioning(el: ElementNode): boolean {
  return el.name === 'section' || el.name === 'article' || el.attrs.get('data-type') === 'part';
}

/**
 * A block's title (an example's, a note's) belongs to the heading it falls under: exactly one level
 * below it, whether the source wrote `<h5>` or `<h1>`; the `block-title` class keeps its look small, at any level.
 */
function setLevel(heading: ElementNode, wanted: number): void {
  heading.name = `h${Math.min(6, wanted)}`;
  // Also a title already at its level (an example's `<h5>` under an `<h4>`): it looked like a section's heading.
  addClass(heading, 'block-title');
}

/** Sets `heading` to at most one level below `above`; returns its level. */
function raise(heading: ElementNode, above: number): number {
  const level = Number(heading.name.slice(1));
  const allowed = Math.min(6, above + 1);
  if (level <= allowed) return level;
  heading.name = `h${allowed}`;
  return allowed;
}
