import { DomNode, ElementNode, findElements, isHeading } from '../dom/html-dom';
import { ID_ALIASES } from '../sources/markdown';
import { titleText } from './title-text';
import { CHAPTER_WORDS } from './written-chapter-numbers';

/**
 * Books converted from print (and many written in Markdown) title a chapter with its label alone, its name in
 * the heading right below: "# Chapter 1" then "## Introduction to Lisp". Read as written, every contents entry,
 * running head and bookmark says only "Chapter 1", and the name is listed as the chapter's first section. The
 * name is the title: the label is the one the book prints above it.
 */
const LABEL_ONLY = new RegExp(
  `^(?:(?:${CHAPTER_WORDS})\\s+(?:\\d+|[IVXLC]+)|appendix(?:\\s+(?:[A-Z]|\\d+|[IVXLC]+))?)\\s*[:.]?$`,
  'iu',
);
/** "Appendix" without a letter is also the title of a one-appendix book's appendix, its headings sections. */
const BARE_APPENDIX = /^appendix\s*[:.]?$/iu;
/** A subtitle that is a numbered section ("1.1 Symbolic Computation") is the chapter's first section, not its name. */
const SECTION_NUMBER = /^\d+(?:\.\d+)+\b/;

export interface LabelOnlyTitle {
  /** The title as the author wrote it: "Chapter 1", "Appendix B". */
  written: string;
}

/**
 * When the division's title is its label alone and the next thing in it is a heading naming it, that name
 * becomes the title (the heading, and the section it opened, are taken into the title and the division's
 * opening text); ids written for the name still lead to the division. Returns the title as written, if replaced.
 */
export function takeNameFromSubtitle(division: ElementNode): LabelOnlyTitle | undefined {
  const at = division.children.findIndex((child) => child.type === 'element' && isHeading(child));
  if (at < 0) return undefined;
  const title = division.children[at] as ElementNode;
  const written = titleText(title);
  if (!LABEL_ONLY.test(written)) return undefined;
  const nextAt = nextContentIndex(division.children, at + 1);
  if (nextAt < 0) return undefined;
  const next = division.children[nextAt] as ElementNode;
  const subtitle = isHeading(next) ? next : openingHeading(next);
  if (!subtitle || headingRank(subtitle) <= headingRank(title)) return undefined;
  const name = titleText(subtitle);
  if (name === '' || SECTION_NUMBER.test(name)) return undefined;
  // Below a bare "Appendix", a name is the one heading of its level; several are the appendix's sections.
  if (BARE_APPENDIX.test(written) && headingsOfRank(division, headingRank(subtitle)) > 1) return undefined;

  title.children = subtitle.children;
  const aliases = [...idsOf(subtitle), ...(subtitle === next ? [] : idsOf(next))];
  if (aliases.length > 0) {
    const known = division.attrs.get(ID_ALIASES)?.split(/\s+/).filter(Boolean) ?? [];
    division.attrs.set(ID_ALIASES, [...known, ...aliases].join(' '));
  }
  const opening = subtitle === next ? [] : next.children.filter((child) => child !== subtitle);
  division.children.splice(nextAt, 1, ...opening);
  return { written };
}

/** The index of the first element at or after `from`, if only white space comes before it. */
function nextContentIndex(nodes: DomNode[], from: number): number {
  for (let i = from; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.type === 'element') return i;
    if (node.value.trim() !== '') return -1;
  }
  return -1;
}

/** The heading that opens a section element, when nothing but white space comes before it. */
function openingHeading(el: ElementNode): ElementNode | undefined {
  if (el.name !== 'section') return undefined;
  const first = nextContentIndex(el.children, 0);
  const heading = first < 0 ? undefined : (el.children[first] as ElementNode);
  return heading && isHeading(heading) ? heading : undefined;
}

function headingRank(heading: ElementNode): number {
  return Number(heading.name.slice(1));
}

function headingsOfRank(division: ElementNode, rank: number): number {
  return findElements(division.children, (el) => isHeading(el) && headingRank(el) === rank).length;
}

/** The ids an element is known by: its own and its aliases. */
function idsOf(el: ElementNode): string[] {
  const ids = [el.attrs.get('id'), ...(el.attrs.get(ID_ALIASES)?.split(/\s+/) ?? [])];
  return ids.filter((id): id is string => id !== undefined && id.trim() !== '');
}
