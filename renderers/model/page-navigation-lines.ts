import { DomNode, ElementNode, textContent } from '../dom/html-dom';
import { urlScheme } from '../dom/sanitize';
import { BookWarning, warning } from '../warnings';

/**
 * Books kept as web pages on GitHub open and close each page with a line of links to its neighbours:
 * "[Contents](../Contents.md) | [Previous (1.6 Files)](06_Files.md) | [Next (2.2 Containers)](02_Containers.md)".
 * A printed book or an EPUB has its own contents and page order: printed, that line stood above every chapter's
 * title and below its last paragraph. A paragraph at the start or end of a Markdown file that holds only links
 * to other pages of the repository, one of them named for where it leads (next, previous, contents, home …), is
 * that line, and is left out.
 */
const NAVIGATION_WORD =
  /^\W*(?:next|previous|prev|back|contents|table of contents|toc|home|index|up|top)\b/iu;
/** What may stand between the links: separators, arrows and white space. */
const SEPARATOR = /^[\s|·•/,:\-–—<>←→«»⬅➡↑]*$/u;

export interface PageNavigation {
  nodes: DomNode[];
  warnings: BookWarning[];
}

/** The file's nodes without the page navigation at their start and end, and a note of where it was. */
export function leaveOutPageNavigation(nodes: DomNode[], file: string): PageNavigation {
  const blocks = nodes.flatMap((node, at) => (node.type === 'element' ? [at] : []));
  const ends = [...new Set([blocks[0], blocks[blocks.length - 1]])].filter((at) => at !== undefined);
  const dropped = ends.filter((at) => isNavigationLine(nodes[at] as ElementNode));
  if (dropped.length === 0) return { nodes, warnings: [] };
  const first = nodes[dropped[0]] as ElementNode;
  return {
    nodes: nodes.filter((_, at) => !dropped.includes(at)),
    warnings: [
      warning(
        'source',
        first.loc ?? file,
        `the line of links to other pages ("${linkTexts(first).join(' | ')}") is web page navigation: it is left ` +
          'out, as the book has its own contents and page order',
      ),
    ],
  };
}

function isNavigationLine(paragraph: ElementNode): boolean {
  if (paragraph.name !== 'p') return false;
  const links: ElementNode[] = [];
  for (const child of paragraph.children) {
    if (child.type === 'text') {
      if (!SEPARATOR.test(child.value)) return false;
    } else if (child.name === 'a') {
      links.push(child);
    } else if (child.name !== 'br') {
      return false;
    }
  }
  if (links.length === 0) return false;
  const toPages = links.every((link) => {
    const href = link.attrs.get('href')?.trim() ?? '';
    return href !== '' && !href.startsWith('#') && !href.startsWith('//') && !urlScheme(href);
  });
  return toPages && linkTexts(paragraph).some((name) => NAVIGATION_WORD.test(name));
}

function linkTexts(paragraph: ElementNode): string[] {
  return paragraph.children
    .filter((child): child is ElementNode => child.type === 'element' && child.name === 'a')
    .map((link) => textContent(link).trim());
}
