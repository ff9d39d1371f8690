import { escapeAttribute, escapeText } from '../dom/html-dom';
import { Division } from '../model/book-model';
import { listedInContents } from '../model/generated-content';

export interface SidebarOptions {
  /** The division this page shows: marked, with its sections listed. */
  current?: Division;
  /** One page holds the whole book: every division lists its sections (the script shows the one in view). */
  allSections?: boolean;
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
    const sections = current || options.allSections ? sectionList(division, hrefFor) : '';
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

function sectionList(division: Division, hrefFor: (id: string) => string): string {
  const items = division.sections
    .filter((s) => s.level === 1)
    .map((s) => `<li><a href="${escapeAttribute(hrefFor(s.id))}">${escapeText(s.title)}</a></li>`);
  return items.length ? `<ol class="toc-sections">${items.join('')}</ol>` : '';
}
