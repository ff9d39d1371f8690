import { escapeAttribute, escapeText } from '../dom/html-dom';
import { Division } from '../model/book-model';
import { listedInContents } from '../model/generated-content';
import { DEFAULT_CONTENTS_DEPTH, sectionTree, SectionTreeNode } from '../model/contents-depth';

export interface SidebarOptions {
  /** The division this page shows: marked, with its sections listed. */
  current?: Division;
  /** One page holds the whole book: every division lists its sections (the script shows the one in view). */
  allSections?: boolean;
  /** How many levels of sections below a division are listed (one unless the book sets its contents' depth). */
  depth?: number;
}

/**
 * The contents sidebar of a site page: parts, chapters, appendices and the rest in reading order,
 * chapters nested in their part, the current division marked and its sections listed. It lists what the
 * book's contents list (not the title or copyright page: the reading order still passes through them).
 */
export function sidebarContents(
  all: Division[],
  hrefFor: (id: string) => string,
  options: SidebarOptions = {},
): string {
  const divisions = all.filter(listedInContents);
  const listed = new Set(divisions.map((d) => d.id));
  const item = (division: Division): string => {
    const current = division === options.current;
    const classes = [division.kind === 'part' ? 'toc-part' : '', current ? 'is-current' : ''].filter(Boolean);
    const children = divisions.filter((d) => d.partId === division.id);
    const sections =
      current || options.allSections
        ? sectionList(sectionTree(division.sections, options.depth ?? DEFAULT_CONTENTS_DEPTH.list), hrefFor)
        : '';
    const nested = children.length ? `<ol>${children.map(item).join('')}</ol>` : '';
    return (
      `<li${classes.length ? ` class="${classes.join(' ')}"` : ''}>` +
      `<a href="${escapeAttribute(hrefFor(division.id))}"${current ? ' aria-current="page"' : ''}>${entryText(division)}</a>` +
      `${sections}${nested}</li>`
    );
  };
  const top = divisions.filter((d) => !d.partId || !listed.has(d.partId));
  return `<ol class="site-toc">${top.map(item).join('')}</ol>`;
}

function entryText(division: Division): string {
  const label = division.kind === 'part' ? division.label : division.number;
  const title = `<span class="toc-title">${escapeText(division.title)}</span>`;
  // "Chapter 2: Pigeons" already says which chapter it is.
  if (!label || division.labelInTitle) return title;
  return `<span class="toc-label">${escapeText(label)}</span> ${title}`;
}

function sectionList(nodes: SectionTreeNode[], hrefFor: (id: string) => string): string {
  const items = nodes.map(
    ({ section, children }) =>
      `<li><a href="${escapeAttribute(hrefFor(section.id))}">${escapeText(section.title)}</a>` +
      `${sectionList(children, hrefFor)}</li>`,
  );
  return items.length ? `<ol class="toc-sections">${items.join('')}</ol>` : '';
}
