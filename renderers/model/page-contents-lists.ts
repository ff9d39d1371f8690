import { DomNode, ElementNode, findElements, isHeading, textContent } from '../dom/html-dom';
import { ID_ALIASES } from '../sources/markdown';
import { BookWarning, warning } from '../warnings';

/**
 * Pages kept on GitHub open with their own contents: a "# Table of Contents" heading over a numbered list of links to
 * the page's headings (the TypeScript Handbook's Basic Types), or that list alone as the file's first block (its
 * release notes; doctoc and markdown-toc write the same), or first under the page's title. A book lists those headings in its own contents: printed,
 * the page's list was a chapter of its own ("Chapter 1. Table of Contents", every chapter after it one number more
 * than its place) or a list of links above the chapter's text. It is left out, with a note of where it was.
 */
const CONTENTS_TITLE = /^\s*(?:table of contents|contents|toc|in this (?:page|chapter|article))\s*:?\s*$/iu;

export interface PageContents {
  nodes: DomNode[];
  warnings: BookWarning[];
}

/** The file's nodes without its own contents, and a note of where it was. */
export function leaveOutPageContents(nodes: DomNode[], file: string): PageContents {
  const blocks = nodes.flatMap((node, at) => (node.type === 'element' ? [at] : []));
  const headingIds = new Set(
    findElements(nodes, (el) => isHeading(el)).flatMap((heading) => [
      ...(heading.attrs.get('id') ? [heading.attrs.get('id')!] : []),
      ...(heading.attrs.get(ID_ALIASES)?.split(/\s+/).filter(Boolean) ?? []),
    ]),
  );
  const isContentsList = (at: number | undefined) =>
    at !== undefined && linksOnlyToHeadings(nodes[at] as ElementNode, headingIds);
  const [first, second] = blocks;
  const firstBlock = first === undefined ? undefined : (nodes[first] as ElementNode);
  if (firstBlock && isHeading(firstBlock) && CONTENTS_TITLE.test(textContent(firstBlock.children))) {
    if (!isContentsList(second)) return { nodes, warnings: [] };
    const title = textContent(firstBlock.children).trim();
    return {
      nodes: nodes.filter((_, at) => at !== first && at !== second),
      warnings: [leftOut(firstBlock, file, `"${title}", a list of links to its headings`)],
    };
  }
  // The list first in the file, or first under the page's title.
  const listAt = isContentsList(first)
    ? first
    : firstBlock && isHeading(firstBlock) && isContentsList(second)
      ? second
      : undefined;
  if (listAt === undefined) return { nodes, warnings: [] };
  return {
    nodes: nodes.filter((_, at) => at !== listAt),
    warnings: [leftOut(nodes[listAt] as ElementNode, file, 'a list of links to its headings')],
  };
}

function leftOut(el: ElementNode, file: string, what: string): BookWarning {
  return warning(
    'source',
    el.loc ?? file,
    `the page's own contents (${what}) is left out: the book's contents list those headings; remove it from the file`,
  );
}

/** A list (nested or not) whose every item is a link to one of the file's headings, and nothing more. */
function linksOnlyToHeadings(list: ElementNode, headingIds: ReadonlySet<string>): boolean {
  if (list.name !== 'ul' && list.name !== 'ol') return false;
  const links = findElements([list], (el) => el.name === 'a');
  if (links.length < 2) return false;
  const toHeadings = links.every((link) => {
    const href = link.attrs.get('href') ?? '';
    return href.startsWith('#') && headingIds.has(decodeFragment(href.slice(1)));
  });
  const linkText = links.map((link) => textContent(link.children)).join('');
  const text = textContent(list.children).replace(/\s+/g, '');
  return toHeadings && text === linkText.replace(/\s+/g, '');
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
