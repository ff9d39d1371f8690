import { type DomNode, type ElementNode, walkElements } from '../dom/html-dom';

/** Spaces at the end of a line of code, no-break ones included: invisible, never part of the code. */
const TRAILING_SPACES = /[ \t\u00A0]+(?=\r?\n)/g;

/**
 * A listing's no-break spaces are spaces, and the spaces that end its lines are dropped: HTML saved by a visual
 * editor (Atlas's, Refactoring JavaScript's) pads lines of output with runs of `&nbsp;`, which a printed listing
 * wrapped onto lines of their own, blank, and counted as characters of a line too long for the page. Asciidoctor
 * drops the spaces that end a line too.
 */
export function plainSpacesInCode(nodes: DomNode[]): void {
  walkElements(nodes, (el) => {
    if (el.name !== 'pre') return;
    const texts: { value: string }[] = [];
    collectTexts(el, texts);
    for (const node of texts) node.value = node.value.replace(/\u00A0/g, ' ').replace(TRAILING_SPACES, '');
    const last = texts.at(-1);
    if (last) last.value = last.value.replace(/[ \t]+$/, '');
  });
}

function collectTexts(el: ElementNode, into: { value: string }[]): void {
  for (const child of el.children) {
    if (child.type === 'text') into.push(child);
    else if (child.name !== 'math' && child.name !== 'svg') collectTexts(child, into);
  }
}
