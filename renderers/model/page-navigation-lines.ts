import { DomNode, ElementNode, findElements, textContent } from '../dom/html-dom';
import { urlScheme } from '../dom/sanitize';
import { isStatusBadge } from '../paths/status-badge';
import { BookWarning, warning } from '../warnings';
import { groupWarnings, otherPlacesText } from '../warning-groups';

/**
 * Books kept as web pages on GitHub open and close each page with a line of links to its neighbours:
 * "[Contents](../Contents.md) | [Previous (1.6 Files)](06_Files.md) | [Next (2.2 Containers)](02_Containers.md)".
 * A printed book or an EPUB has its own contents and page order: printed, that line stood above every chapter's
 * title and below its last paragraph. A paragraph at the start or end of a Markdown file that holds only links
 * to other pages of the repository, one of them named for where it leads (next, previous, contents, home …), is
 * that line, and is left out.
 */
// Only marks before the word: `\W` would pass over Chinese words too, taking "挂载主机目录" for a link to "目录".
const NAVIGATION_WORD =
  /^[^\p{L}\p{N}]*(?:(?:next|previous|prev|back|contents|table of contents|toc|home|index|up|top|directory)\b|(?:目录|目錄)(?![\p{L}\p{N}])|[上下]一(?:[节章页篇節頁]|部分)|返回)/iu;
/** The heading GitBook books put over their navigation list: "## Links", "## links", "## 导航". */
const NAVIGATION_HEADING = /^[^\p{L}\p{N}]*(?:links?|navigation|导航|導航|链接|鏈接)[^\p{L}\p{N}]*$/iu;
/** What may stand between the links: separators, arrows and white space. */
const SEPARATOR = /^[\s|·•/,:\-–—<>←→«»⬅➡↑]*$/u;

export interface PageNavigation {
  nodes: DomNode[];
  warnings: BookWarning[];
}

/** The file's nodes without the page navigation at their start and end, and a note of where it was. */
export function leaveOutPageNavigation(nodes: DomNode[], file: string): PageNavigation {
  const blocks = nodes.flatMap((node, at) => (node.type === 'element' ? [at] : []));
  // The line also closes the page's text above the sections that end it ("## Further Readings", "## Licenses"),
  // as changkun/modern-cpp-tutorial's chapters do: the last block before a heading.
  const beforeHeadings = blocks.filter((at, i) => {
    const next = nodes[blocks[i + 1] ?? -1];
    return next?.type === 'element' && /^h[1-6]$/.test(next.name);
  });
  const outer = [blocks[0], ...beforeHeadings, blocks[blocks.length - 1]];
  // An "Open in Colab" or "Launch Binder" badge line beside it (a notebook's) is the page's too: look past it.
  const pastBadges = outer.flatMap((at) => {
    const i = blocks.indexOf(at!);
    return i >= 0 && isBadgeLine(nodes[at!] as ElementNode) ? [blocks[i - 1], blocks[i + 1]] : [];
  });
  const ends = [...new Set([...outer, ...pastBadges])].filter((at) => at !== undefined);
  const dropped = ends.filter((at) => isNavigationLine(nodes[at] as ElementNode));
  const last = blocks[blocks.length - 1];
  if (last !== undefined && !dropped.includes(last) && isNavigationList(nodes[last] as ElementNode)) {
    // GitBook's "## Links" list closing every page: "[Directory](preface.md)", "Next section: [Pipes](02.md)".
    const before = blocks[blocks.length - 2];
    const heading = before === undefined ? undefined : (nodes[before] as ElementNode);
    if (heading && /^h[1-6]$/.test(heading.name) && NAVIGATION_HEADING.test(textContent(heading.children)))
      dropped.push(last, before!);
    else dropped.push(last);
  }
  if (dropped.length === 0) return { nodes, warnings: [] };
  const first = nodes[Math.min(...dropped)] as ElementNode;
  const shown = nodes[dropped[0]!] as ElementNode;
  const navigation: LeftOut = {
    what: shown.name === 'p' ? 'line' : 'list',
    links: linkTexts(shown).join(' | '),
  };
  const said = warning(
    'source',
    first.loc ?? file,
    `the ${navigation.what} of links to other pages ("${navigation.links}") is web page navigation: it is left ` +
      `out, ${OWN_ORDER}`,
  );
  leftOut.set(said, navigation);
  return { nodes: nodes.filter((_, at) => !dropped.includes(at)), warnings: [said] };
}

const OWN_ORDER = 'as the book has its own contents and page order';

/** What a warning says was left out: a line or a list, and its links' texts. */
interface LeftOut {
  what: 'line' | 'list';
  links: string;
}

/** The navigation each warning of this module is about, for the warnings of several files to be said as one. */
const leftOut = new WeakMap<BookWarning, LeftOut>();

/**
 * The warnings about navigation left out of several files (a site's every page has its "Previous | Contents | Next"
 * line: Whirlwind Tour of Python's 18 notebooks) as one, at the first, naming the other places.
 */
export function groupPageNavigationWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  const files = new Set(warnings.filter((w) => leftOut.has(w)).map((w) => w.file));
  // Two files' lines are said apart: the text of each is still short.
  if (files.size < 3) return [...warnings];
  return groupWarnings(
    warnings,
    (w) => (leftOut.has(w) ? 'page navigation' : undefined),
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      const { what, links } = leftOut.get(first)!;
      return {
        ...first,
        text:
          `the ${what}s of links to other pages in ${files.size} files (here "${links}"; also at ` +
          `${otherPlacesText(others)}) are web page navigation: they are left out, ${OWN_ORDER}`,
      };
    },
  );
}

/** A paragraph of nothing but status badges (each left out later, with its own warning). */
function isBadgeLine(paragraph: ElementNode): boolean {
  if (paragraph.name !== 'p' || textContent(paragraph.children).trim() !== '') return false;
  const images = findElements(paragraph.children, (el) => el.name === 'img');
  return images.length > 0 && images.every((img) => isStatusBadge(img.attrs.get('src') ?? ''));
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

/**
 * A list whose every item is one link to another page of the repository, perhaps after a short label ("Previous
 * section:", "上一节:"), one of them named for where it leads.
 */
function isNavigationList(list: ElementNode): boolean {
  if (list.name !== 'ul' && list.name !== 'ol') return false;
  const items = list.children.filter((child): child is ElementNode => child.type === 'element');
  if (items.length === 0 || items.some((item) => item.name !== 'li')) return false;
  const named = items.map((item) => {
    const holder = onlyParagraph(item);
    const links = holder.children.filter((c): c is ElementNode => c.type === 'element' && c.name === 'a');
    const others = holder.children.filter((c) => !(c.type === 'element' && c.name === 'a'));
    const label = others.map((c) => (c.type === 'text' ? c.value : textContent(c.children))).join('');
    if (links.length !== 1 || !isPageHref(links[0]!.attrs.get('href')) || label.trim().length > 30)
      return null;
    return `${label.trim()} ${textContent(links[0]!.children).trim()}`.trim();
  });
  return named.every((name) => name !== null) && named.some((name) => NAVIGATION_WORD.test(name!));
}

/** The item's paragraph when it holds only one (a loose list), else the item. */
function onlyParagraph(item: ElementNode): ElementNode {
  const elements = item.children.filter((c): c is ElementNode => c.type === 'element');
  const loose = elements.length === 1 && elements[0]!.name === 'p';
  return loose && item.children.every((c) => c.type === 'element' || c.value.trim() === '')
    ? elements[0]!
    : item;
}

function isPageHref(value: string | undefined): boolean {
  const href = value?.trim() ?? '';
  return href !== '' && !href.startsWith('#') && !href.startsWith('//') && !urlScheme(href);
}

function linkTexts(navigation: ElementNode): string[] {
  return findElements(navigation.children, (el) => el.name === 'a').map((link) => textContent(link).trim());
}
