import { ElementNode, element, replaceElements } from '../dom/html-dom';

/** The class of the box a site's table scrolls in (see default-style.ts). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

/**
 * Puts each outermost table of a page in a box of its own that scrolls sideways when the table is wider than the
 * column: the table itself stays a table, so one that spans the column (an AsciiDoc table unless %autowidth) can
 * be as wide as the text, which a table made a scrolling block cannot (its rows shrink to their content).
 */
export function wrapTablesToScroll(root: ElementNode): void {
  root.children = replaceElements(root.children, (el) =>
    el.name === 'table' ? [element('div', { class: TABLE_SCROLL_CLASS }, [el])] : undefined,
  );
}
