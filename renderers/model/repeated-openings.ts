import { DomNode, ElementNode, findElements, textContent } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';

/** Fewer files opening alike may share an opening by chance (two chapters both starting with a quotation). */
const FEWEST_FILES = 3;

/** What a file printed above its first title, and the warning that said so. */
export interface FileOpening {
  file: string;
  /** The division the opening is printed in (its element holds the nodes). */
  element: ElementNode;
  nodes: DomNode[];
  where: SourceLocation | string;
  warning: BookWarning;
}

/**
 * The same text opening FEWEST_FILES files or more, above each one's title: a web page's banner that a site's tooling
 * put atop every page (jakevdp's notebooks: "This notebook contains an excerpt from the Whirlwind Tour of Python",
 * the cover's picture, the licence), not the chapters' own words. It is left out of each, and the files' warnings
 * about text before their titles become one saying so. `warnings` holds the files' warnings; each opening's nodes
 * are taken out of its division.
 */
export function leaveOutRepeatedOpenings(openings: readonly FileOpening[], warnings: BookWarning[]): void {
  const byText = new Map<string, FileOpening[]>();
  for (const opening of openings) {
    const key = openingKey(opening.nodes);
    if (key === '') continue;
    byText.set(key, [...(byText.get(key) ?? []), opening]);
  }
  for (const alike of byText.values()) {
    const files = [...new Set(alike.map((opening) => opening.file))];
    if (files.length < FEWEST_FILES) continue;
    for (const opening of alike) removeNodes(opening.element, new Set(opening.nodes));
    const first = alike[0]!;
    const at = warnings.indexOf(first.warning);
    const dropped = new Set(alike.map((opening) => opening.warning));
    const kept = warnings.filter((w) => !dropped.has(w));
    const text = collapse(textContent(first.nodes));
    const quoted = text.length > 60 ? `${text.slice(0, 60)}…` : text;
    const others = files.slice(1);
    const named = others.slice(0, 3).join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
    const grouped = warning(
      'source',
      first.where,
      `${files.length} files open with the same text before their titles ("${quoted}"; here and in ${named}): a ` +
        "web page's banner, repeated on every page of the site; it is left out of the book. To print it, write it " +
        'once, in a file of its own',
      quoted,
    );
    warnings.splice(0, warnings.length, ...kept);
    warnings.splice(at === -1 ? warnings.length : Math.min(at, warnings.length), 0, grouped);
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The opening's text and pictures: what makes two openings the same to a reader. */
function openingKey(nodes: DomNode[]): string {
  const pictures = findElements(nodes, (el) => el.name === 'img').map((img) => img.attrs.get('src') ?? '');
  const text = collapse(textContent(nodes));
  return text === '' ? '' : `${text}\u0000${pictures.join('\u0000')}`;
}

function removeNodes(root: ElementNode, nodes: ReadonlySet<DomNode>): void {
  root.children = root.children.filter((child) => !nodes.has(child));
  for (const child of root.children) if (child.type === 'element') removeNodes(child, nodes);
}
