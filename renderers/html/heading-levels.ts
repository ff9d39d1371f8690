import { ElementNode, isHeading } from '../dom/html-dom';
import { firstHeading } from '../model/divisions';

/**
 * Heading levels that never skip one, as a screen reader's outline needs. Within a division or
 * section, headings in its own flow (Markdown's flat `##`/`###`) may go at most one level deeper than
 * the heading before them. A heading inside a block (HTMLBook titles examples and sidebars with `<h5>`
 * whatever section they sit in) goes one level below the heading it falls under, and a raised
 * `<h5>`/`<h6>` keeps its small look through the `block-title` class.
 */
export function levelHeadings(root: ElementNode): void {
  const visitScope = (scope: ElementNode, enclosing: number) => {
    const title = firstHeading(scope);
    let last = title ? raise(title, enclosing) : enclosing;
    const walk = (el: ElementNode, inFlow: boolean) => {
      for (const child of el.children) {
        if (child.type !== 'element' || child === title) continue;
        if (isSectioning(child)) visitScope(child, last);
        else if (isHeading(child) && inFlow) last = raise(child, last);
        else if (isHeading(child)) raise(child, last);
        else walk(child, inFlow && child.name === 'header');
      }
    };
    walk(scope, true);
  };
  visitScope(root, 0);
}

function isSectioning(el: ElementNode): boolean {
  return el.name === 'section' || el.name === 'article' || el.attrs.get('data-type') === 'part';
}

/** Sets `heading` to at most one level below `above`; returns its level. */
function raise(heading: ElementNode, above: number): number {
  const level = Number(heading.name.slice(1));
  const allowed = Math.min(6, above + 1);
  if (level <= allowed) return level;
  heading.name = `h${allowed}`;
  if (level >= 5) {
    const classes = heading.attrs.get('class');
    heading.attrs.set('class', classes ? `${classes} block-title` : 'block-title');
  }
  return allowed;
}
