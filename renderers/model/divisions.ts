import {
  DomNode,
  ElementNode,
  element,
  findElements,
  hasClass,
  isBlank,
  isHeading,
  replaceElements,
  text,
  textContent,
} from '../dom/html-dom';
import {
  DISCRETE_HEADING_CLASS,
  SECTION_NUMBER_MARK,
  UNNUMBERED_CHAPTER_MARK,
} from '../sources/asciidoc-htmlbook';
import { DIVISION_TYPE, ID_ALIASES, PAGE_TITLE } from '../sources/markdown';
import { DivisionKind } from './book-model';
import { showsNothing } from './blank-blocks';
import { chapterLabelOpening } from './chapter-label-openings';
import { isCopyrightNotice } from './copyright-notice';
import { readsAsDedication } from './dedication-text';
import { backMatterNamed, frontMatterNamed } from './matter-file-names';

const DIVISION_KINDS = new Set<DivisionKind>([
  'chapter',
  'preface',
  'appendix',
  'part',
  'foreword',
  'introduction',
  'afterword',
  'acknowledgments',
  'conclusion',
  'titlepage',
  'copyright-page',
  'dedication',
  'colophon',
  'glossary',
  'bibliography',
  'halftitlepage',
  'toc',
  'index',
]);

/** Content a part held after one of its divisions, printed at the end of that division. */
export interface MovedIntoDivision {
  element: ElementNode;
  into: ElementNode;
  part: ElementNode;
}

/** A division as found in one source file, before ids, numbering and links are settled. */
export interface RawDivision {
  kind: DivisionKind;
  element: ElementNode;
  /** Index (in the same file's list) of the part this division sits in. */
  partIndex?: number;
  /** Split at a heading (Markdown, bare HTML): the source did not say what kind of division it is. */
  untyped?: true;
  /**
   * A Markdown file whose headings are all below the book's chapter level (`## Prelude` in a book of `#` chapters):
   * one division, titled by its first heading, its other headings its sections.
   */
  belowChapters?: true;
  /** Text the file has before this chapter's title (its first), printed above the title: the author is told. */
  textBeforeTitle?: DomNode[];
  /**
   * This chapter's title follows sections the file opens with (`## Setup` before `# Usage`), which continue the
   * chapter before, as pandoc reads the book: the title of the first of them, for the author's warning.
   */
  afterOpeningSection?: ElementNode;
  /** The label the file wrote above this chapter's title and that was taken out ("Chapter 7"): its number is the author's. */
  labelOnlyTitle?: string;
  /** Its title is the one the book's SUMMARY.md names the page by, not one the file writes. */
  titledBySummary?: true;
}

/** How one file's content is split. */
export interface SplitOptions {
  /**
   * The level of a chapter's title across the book (Markdown: the shallowest heading any of its files uses). A file
   * without a heading at that level is not split at its shallower headings: it is one division.
   */
  chapterLevel?: number;
  /**
   * The book's pages are titled by their front matter (`title:`, printed above each page by its site's layout): a
   * page whose first heading repeats its `title:` is a page of its own, whatever that heading's level.
   */
  pagesTitledByFrontMatter?: boolean;
  /**
   * The file is a page the book's SUMMARY.md names (its link text): a page that does not open with its title is that
   * page, titled so (see summaryTitledPage).
   */
  summaryPage?: { title: string; gitSync?: boolean };
}

function divisionKindOf(el: ElementNode): DivisionKind | null {
  const type = el.attrs.get('data-type');
  if (!type || !DIVISION_KINDS.has(type as DivisionKind)) return null;
  if (type === 'toc' && el.name !== 'nav') return null;
  return type as DivisionKind;
}

/** Whether the content names any of its divisions (`<section data-type="chapter">`): it is HTMLBook, not plain HTML. */
export function namesDivisions(nodes: DomNode[]): boolean {
  return nodes.some(
    (node) => node.type === 'element' && (divisionKindOf(node) !== null || namesDivisions(node.children)),
  );
}

/**
 * Splits one file's content into divisions. HTMLBook files name their divisions with `data-type`;
 * anything else (Markdown, AsciiDoc, bare HTML) becomes chapters split at its top-level headings.
 */
export function splitIntoDivisions(
  nodes: DomNode[],
  moved: MovedIntoDivision[] = [],
  options: SplitOptions = {},
): RawDivision[] {
  const content = unwrapBook(nodes);
  const divisions: RawDivision[] = [];
  let loose: DomNode[] = [];
  const flushLoose = () => {
    // Blank paragraphs left between divisions (Atlas's visual editor) make no division of their own.
    if (!showsNothing(loose)) divisions.push(...wrapAsChapters(loose, options.chapterLevel, options));
    loose = [];
  };
  for (const node of content) {
    const kind = node.type === 'element' ? divisionKindOf(node) : null;
    if (!kind || node.type !== 'element') {
      loose.push(node);
      continue;
    }
    flushLoose();
    if (kind === 'part') {
      splitPart(node, divisions, moved);
      continue;
    }
    normalizeDivisionHeadings(node);
    divisions.push({ kind, element: node });
  }
  flushLoose();
  return divisions;
}

/**
 * A part's own content (its title, an introduction) stays on the part's page; each division in it follows as
 * a division of the part, in source order. Content after a division that is not a division itself (a sect1
 * written straight into the part, which HTMLBook does not allow) continues the division before it, where a
 * browser and Atlas print it; moving it to the part's page would reorder the book. A part inside a part
 * becomes a part of its own, after the content before it.
 */
function splitPart(part: ElementNode, divisions: RawDivision[], moved: MovedIntoDivision[]): void {
  const partIndex = divisions.length;
  const inner = part.children;
  const own: DomNode[] = [];
  divisions.push({ kind: 'part', element: part });
  let last: RawDivision | undefined;
  for (const child of inner) {
    const childKind = child.type === 'element' ? divisionKindOf(child) : null;
    if (child.type === 'element' && childKind === 'part') {
      splitPart(child, divisions, moved);
      last = divisions[divisions.length - 1];
    } else if (child.type === 'element' && childKind) {
      last = { kind: childKind, element: child, partIndex };
      divisions.push(last);
    } else if (!last) {
      own.push(child);
    } else {
      last.element.children.push(child);
      if (child.type === 'element') moved.push({ element: child, into: last.element, part });
    }
  }
  part.children = own;
  normalizeDivisionHeadings(part);
  for (const division of divisions.slice(partIndex + 1))
    if (division.partIndex === partIndex) normalizeDivisionHeadings(division.element);
}

function unwrapBook(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'element') return [node];
    if (node.attrs.get('data-type') === 'book') return withoutBookTitle(unwrapBook(node.children));
    if (node.name === 'main') return unwrapBook(node.children);
    if (isUntypedTitledSection(node)) return unwrapBook(sectionContent(node));
    return liftTitleOutOfCentredBlock(node);
  });
}

/**
 * A README's centred opening (`<div align="center">` around `# Title`, its badges and logo, as GitHub shows it):
 * the heading is the file's title, as pandoc reads it. Left in the box, the file had no title and printed as an
 * untitled division with its title a section of it. The heading comes out first, still centred; the rest stays boxed.
 */
function liftTitleOutOfCentredBlock(block: ElementNode): DomNode[] {
  const centred = block.name === 'center' || (block.name === 'div' && block.attrs.has('align'));
  if (!centred || block.attrs.has('data-type')) return [block];
  const title = block.children.find((child) => !isBlank([child]));
  if (title?.type !== 'element' || !isHeading(title)) return [block];
  if (!title.attrs.has('align')) title.attrs.set('align', block.attrs.get('align') ?? 'center');
  block.children = block.children.filter((child) => child !== title);
  return isBlank(block.children) ? [title] : [title, block];
}

/**
 * A web page's `<section>` or `<article>` around its whole text (Texinfo's HTML wraps every page so) is no division
 * HTMLBook names: kept, it hid the page's title, so the page printed as an untitled "Chapter N" with its real title a
 * section inside. Its headings are the page's own, as they are to pandoc and to a browser's outline. A `data-type`
 * HTMLBook has no division for (a site generator's `"page"`) names none either; `sectN` is a section, kept as one.
 */
function isUntypedTitledSection(el: ElementNode): boolean {
  const type = el.attrs.get('data-type');
  return (
    (el.name === 'section' || el.name === 'article') &&
    (type === undefined || (!DIVISION_KINDS.has(type as DivisionKind) && !/^sect[1-5]$/.test(type))) &&
    el.children.some((child) => child.type === 'element' && isHeading(child))
  );
}

/** The section's content, its id kept on an anchor where it began so links to it still land. */
function sectionContent(section: ElementNode): DomNode[] {
  const id = section.attrs.get('id');
  if (!id) return section.children;
  const anchor = element('a', { id });
  if (section.loc) anchor.loc = section.loc;
  return [anchor, ...section.children];
}

/**
 * HTMLBook lets a book open with its own `<h1>` title before its divisions. That heading is not a chapter:
 * with a title page in the book it goes (the title page holds the title), without one it becomes the title page.
 */
function withoutBookTitle(nodes: DomNode[]): DomNode[] {
  const content = nodes.filter((node) => !isBlank([node]));
  const [first, next] = content;
  if (first?.type !== 'element' || first.name !== 'h1') return nodes;
  if (next?.type !== 'element' || !divisionKindOf(next)) return nodes;
  const rest = nodes.filter((node) => node !== first);
  const hasTitlepage = rest.some((node) => node.type === 'element' && divisionKindOf(node) === 'titlepage');
  return hasTitlepage ? rest : [element('section', { 'data-type': 'titlepage' }, [first]), ...rest];
}

/**
 * Asciidoctor wraps each section in `div.sectN > hN + div.sectionbody`; flattening those leaves the
 * same heading-and-blocks shape Markdown produces, so both split the same way.
 */
function flattenAsciidoctorSections(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) =>
    el.name === 'div' &&
    (/(?:^|\s)sect[0-6](?:\s|$)/.test(el.attrs.get('class') ?? '') || hasClass(el, 'sectionbody'))
      ? flattenAsciidoctorSections(el.children)
      : undefined,
  );
}

/**
 * What the heading's own attributes make of its division: the kind its `epub:type` names (pandoc's
 * `# Dedication {epub:type=dedication}`), or a chapter left unnumbered (`{.unnumbered}`, `{-}`). Set on the section.
 */
function namedDivision(title: ElementNode, section: ElementNode): DivisionKind | undefined {
  const type = title.attrs.get(DIVISION_TYPE);
  title.attrs.delete(DIVISION_TYPE);
  if (title.attrs.has(UNNUMBERED_CHAPTER_MARK)) {
    title.attrs.delete(UNNUMBERED_CHAPTER_MARK);
    section.attrs.set(UNNUMBERED_CHAPTER_MARK, '');
  }
  const kind = type === 'acknowledgements' ? 'acknowledgments' : type;
  if (!kind || !DIVISION_KINDS.has(kind as DivisionKind) || ['part', 'toc', 'index'].includes(kind))
    return undefined;
  section.attrs.set('data-type', kind);
  return kind as DivisionKind;
}

export function headingLevel(el: ElementNode): number {
  return Number(el.name.slice(1));
}

function wrapAsChapters(nodes: DomNode[], chapterLevel?: number, options: SplitOptions = {}): RawDivision[] {
  const flat = flattenAsciidoctorSections(nodes);
  const topHeadings = flat.filter((n): n is ElementNode => n.type === 'element' && isHeading(n));
  const summaryTitled = options.summaryPage && summaryTitledPage(flat, topHeadings, options.summaryPage);
  if (summaryTitled) return [summaryTitled];
  if (topHeadings.length === 0)
    return [
      { kind: 'chapter', element: element('section', { 'data-type': 'chapter' }, flat), untyped: true },
    ];
  const top = Math.min(...topHeadings.map(headingLevel));
  const titles = topHeadings.filter((h) => headingLevel(h) === top);
  // Headings that each name an appendix ("## Appendix A: Keywords") are appendixes, whatever their level.
  const appendixes = titles.every((h) => APPENDIX_TITLE.test(textContent(h.children)));
  const belowTheChapters = chapterLevel !== undefined && top > chapterLevel && !appendixes;
  const untitled = belowTheChapters && opensWithText(flat);
  const ownPage = belowTheChapters && options.pagesTitledByFrontMatter === true && opensWithPageTitle(flat);
  for (const heading of topHeadings) heading.attrs.delete(PAGE_TITLE);
  if (ownPage) return [titledPage(flat, topHeadings[0]!)];
  if (untitled) return [untitledWithSections(flat, top)];
  if (belowTheChapters) return [belowChapters(flat, topHeadings[0], top)];
  const chunks: DomNode[][] = [];
  let current: DomNode[] = [];
  let currentHasTitle = false;
  const isTopTitle = (n: DomNode) => n.type === 'element' && isHeading(n) && headingLevel(n) === top;
  for (const node of flat) {
    const isTitle = isTopTitle(node);
    // Content before the first title stays with the first chapter.
    if (isTitle && currentHasTitle) {
      chunks.push(current);
      current = [];
    }
    if (isTitle) currentHasTitle = true;
    current.push(node);
  }
  chunks.push(current);
  let firstTitle = chunks[0].findIndex(isTopTitle);
  const writtenLabel = chapterLabelOpening(chunks[0].slice(0, firstTitle));
  if (writtenLabel !== undefined) {
    // The label is the one every format prints over the chapter's title (with the number it wrote): not twice.
    const [title, ...rest] = chunks.flat().slice(firstTitle);
    shiftHeadings(rest, 1);
    chunks.splice(0, chunks.length, [title!, ...rest]);
    firstTitle = 0;
  }
  const opening = chunks[0].slice(0, firstTitle);
  const openingTitle = opening.find((n) => !isBlank([n]));
  if (chapterLevel !== undefined && openingTitle?.type === 'element' && isHeading(openingTitle)) {
    // The file opens as a page nested below the chapter before (mdBook's and GitBook's nested pages): that opening is
    // a file of sections, the rest chapters of their own.
    chunks[0] = chunks[0].slice(firstTitle);
    const openingLevel = Math.min(
      ...opening.filter((n): n is ElementNode => n.type === 'element' && isHeading(n)).map(headingLevel),
    );
    const chapters = wrapAsChapters(chunks.flat(), chapterLevel);
    chapters[0] = { ...chapters[0]!, afterOpeningSection: openingTitle };
    return [belowChapters(opening, openingTitle, openingLevel), ...chapters];
  }
  const openingHeadings = opening.filter((n): n is ElementNode => n.type === 'element' && isHeading(n));
  if (openingHeadings.length > 0) {
    // A README that opens with a line of text and a `## About` section before its `#` chapters (the Mostly Adequate
    // Guide's): that opening is a division of its own, its headings its sections. Left at the top of the first
    // chapter, `## About` became that chapter's title and the real title (`# Contents Note`) a stray heading in it.
    chunks[0] = chunks[0].slice(firstTitle);
    const chapters = wrapAsChapters(chunks.flat(), chapterLevel, options);
    return [untitledWithSections(opening, Math.min(...openingHeadings.map(headingLevel))), ...chapters];
  }
  return chunks.map((chunk, index) => {
    const textBeforeTitle =
      index === 0 && textContent(opening).trim() !== '' ? { textBeforeTitle: opening } : {};
    shiftHeadings(chunk, 1 - top);
    const title = chunk.find((n): n is ElementNode => n.type === 'element' && n.name === 'h1');
    const section = element('section', { 'data-type': 'chapter' }, inNumberedSections(chunk, title));
    const id = title?.attrs.get('id');
    if (title?.loc) section.loc = title.loc;
    if (title && id) {
      // HTMLBook puts a division's id on the division, so xrefs to it read "Chapter N".
      moveId(title, section);
    }
    const named = title && namedDivision(title, section);
    if (named) return { kind: named, element: section, ...textBeforeTitle };
    const labelled = writtenLabel !== undefined ? { labelOnlyTitle: writtenLabel } : {};
    return { kind: 'chapter', element: section, untyped: true, ...textBeforeTitle, ...labelled };
  });
}

/**
 * A page of a GitBook or mdBook SUMMARY.md that does not open with its title: the page SUMMARY.md names, titled by its
 * link text, the file's headings its sections, as GitBook shows it (GitBook takes a page's title from SUMMARY.md; a
 * `#` heading in the page is its first level of sections). 0xn3va's cheat sheets open pages with text and write their
 * sections as `#` headings: "Application Sandbox" printed as "Chapter 5. Protections", its opening above that title,
 * every later `#` heading warned of. A Git Sync book (`.gitbook.yaml`) titles every page so: a file's opening `#`
 * heading is its title only when it is the link text (GitBook's export writes it so); any other is a section, as
 * AxonIQ's "Kafka" page opens with "# Axon Kafka Extension". Undefined for a page that opens with its title.
 */
function summaryTitledPage(
  flat: DomNode[],
  headings: ElementNode[],
  page: { title: string; gitSync?: boolean },
): RawDivision | undefined {
  const first = headings[0];
  if (first?.attrs.has(PAGE_TITLE)) return undefined;
  const opening = first ? flat.slice(0, flat.indexOf(first)) : flat;
  const opensWithHeading = first !== undefined && textContent(opening).trim() === '';
  // A label written above the title ("Chapter 7") is the title's (chapter-label-openings.ts).
  if (!opensWithHeading && chapterLabelOpening(opening) !== undefined) return undefined;
  const ownTitle = opensWithHeading && sameTitle(textContent(first.children), page.title);
  // Outside Git Sync a page's opening heading is its title, as GitBook's legacy toolchain printed it.
  if (opensWithHeading && !page.gitSync) return undefined;
  for (const heading of headings) heading.attrs.delete(PAGE_TITLE);
  const sections = ownTitle ? headings.slice(1) : headings;
  if (sections.length > 0) shiftHeadings(flat, 2 - Math.min(...sections.map(headingLevel)));
  const title = ownTitle ? first : element('h1', {}, [text(page.title)]);
  title.name = 'h1';
  if (!ownTitle && first?.loc) title.loc = first.loc;
  const section = element('section', { 'data-type': 'chapter' }, ownTitle ? flat : [title, ...flat]);
  if (title.loc) section.loc = title.loc;
  if (title.attrs.has('id')) moveId(title, section);
  return { kind: 'chapter', element: section, untyped: true, ...(ownTitle ? {} : { titledBySummary: true }) };
}

/** Whether a file's heading is the title SUMMARY.md names its page by, spaces and letter case aside. */
function sameTitle(heading: string, title: string): boolean {
  const key = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
  return key(heading) === key(title);
}

/**
 * Whether text comes before the first heading (a lesson's "Goal:" line, not only blank lines or a badge image) and
 * that heading is not the title the file's front matter names (a notice written above it).
 */
function opensWithText(flat: DomNode[]): boolean {
  const firstHeadingAt = flat.findIndex((n) => n.type === 'element' && isHeading(n));
  const named = (flat[firstHeadingAt] as ElementNode).attrs.has(PAGE_TITLE);
  return !named && textContent(flat.slice(0, firstHeadingAt)).trim() !== '';
}

/** Whether the file's first heading is the title its front matter names. */
function opensWithPageTitle(flat: DomNode[]): boolean {
  const first = flat.find((n): n is ElementNode => n.type === 'element' && isHeading(n));
  return first?.attrs.has(PAGE_TITLE) === true;
}

/**
 * A page of a site whose layout titles its pages, opening with a heading that repeats its `title:` at a lower level
 * (`## Event Basics` over `###` sections): a chapter of its own, titled by that heading, its other headings its
 * sections. Read as pandoc runs files together, it was a section of the chapter before, the page's title gone from
 * the contents.
 */
function titledPage(flat: DomNode[], title: ElementNode): RawDivision {
  const others = flat.filter((n): n is ElementNode => n.type === 'element' && isHeading(n) && n !== title);
  shiftHeadings(flat, 2 - Math.min(headingLevel(title) + 1, ...others.map(headingLevel)));
  title.name = 'h1';
  const section = element('section', { 'data-type': 'chapter' }, flat);
  if (title.loc) section.loc = title.loc;
  if (title.attrs.has('id')) moveId(title, section);
  return { kind: 'chapter', element: section, untyped: true };
}

/**
 * A file that opens with text and has only headings below the book's chapters (a tutorial's lesson folders, each a
 * README.md of "Goal: …" then `Theory` / `Code` sections): its headings are sections of that text, not its title, so
 * it is a division with no title, read as a file of text alone is. Titled by its first section, that section's name
 * stood in the contents above text it never headed.
 */
function untitledWithSections(flat: DomNode[], top: number): RawDivision {
  shiftHeadings(flat, 2 - top);
  return {
    kind: 'chapter',
    element: element('section', { 'data-type': 'chapter' }, nestInSections(flat, 1)),
    untyped: true,
  };
}

/**
 * A chapter whose headings are marked numbered (bookdown's) has its sections wrapped as HTMLBook sections below its
 * title, so the book numbers them as it numbers AsciiDoc's; other Markdown keeps its headings as written.
 */
function inNumberedSections(chunk: DomNode[], title: ElementNode | undefined): DomNode[] {
  const numbered = chunk.some(
    (n) => n.type === 'element' && isHeading(n) && n !== title && n.attrs.has(SECTION_NUMBER_MARK),
  );
  if (!numbered || !title) return chunk;
  const at = chunk.indexOf(title);
  return [...chunk.slice(0, at + 1), ...nestInSections(chunk.slice(at + 1), 1)];
}

/**
 * Each `h(depth + 1)` and what follows it, up to the next heading as high or higher, wrapped in an HTMLBook
 * `sect{depth}` (down to sect5): a division's sections, so none of their headings reads as the division's title.
 */
function nestInSections(nodes: DomNode[], depth: number): DomNode[] {
  if (depth > 5) return nodes;
  const level = depth + 1;
  const out: DomNode[] = [];
  let body: DomNode[] | undefined;
  const close = () => {
    const section = out[out.length - 1] as ElementNode;
    section.children.push(...nestInSections(body!, depth + 1));
  };
  for (const node of nodes) {
    if (node.type === 'element' && isHeading(node) && headingLevel(node) <= level) {
      if (body) close();
      const section = element('section', { 'data-type': `sect${depth}` }, [node]);
      // A Markdown heading marked numbered (bookdown's sections) numbers its section, as AsciiDoc's sections are.
      const numbered = node.attrs.get(SECTION_NUMBER_MARK);
      if (numbered !== undefined) {
        node.attrs.delete(SECTION_NUMBER_MARK);
        section.attrs.set(SECTION_NUMBER_MARK, numbered);
      }
      out.push(section);
      body = [];
    } else if (body) body.push(node);
    else out.push(node);
  }
  if (body) close();
  return out;
}

/**
 * A file of `##` sections in a book of `#` chapters, as pandoc reads the book's files run together: not a chapter for
 * each, but sections of one division. Its first heading titles it; the others keep their level below that title.
 */
function belowChapters(flat: DomNode[], first: ElementNode, top: number): RawDivision {
  shiftHeadings(flat, 2 - top);
  first.name = 'h1';
  const section = element('section', { 'data-type': 'chapter' }, flat);
  if (first.attrs.has('id')) moveId(first, section);
  return { kind: 'chapter', element: section, untyped: true, belowChapters: true };
}

/**
 * A title's id (and the other ids it is known by) moved to its division, with the mark that the converter made it
 * up (a Markdown heading's slug): two chapters of the same title are renamed apart quietly, as two sections are.
 */
export function moveId(title: ElementNode, division: ElementNode): void {
  for (const name of ['id', ID_ALIASES, 'data-octavo-auto-id']) {
    const value = title.attrs.get(name);
    if (value === undefined) continue;
    title.attrs.delete(name);
    division.attrs.set(name, value);
  }
}

const APPENDIX_TITLE = /^\s*(?:appendix\b|附录|附錄|付録|부록)/i;

/**
 * Titles that name front matter, as books written in Markdown title it (before their first chapter only), in the
 * languages labels.ts labels: "序言" before "第 1 章" is the preface, not the book's Chapter 1.
 */
/** The front matter a title names that is never a numbered chapter, wherever before the first one it stands. */
const PREFATORY = new Set<DivisionKind>(['preface', 'foreword']);

const FRONT_MATTER = new Map<string, DivisionKind>([
  ...titlesOf('foreword', ['foreword', 'geleitwort', 'avant-propos', '序', '序文']),
  ...titlesOf('preface', [
    'preface',
    'vorwort',
    'préface',
    'prefacio',
    'prólogo',
    'prefazione',
    'prefácio',
    'voorwoord',
    'предисловие',
    'הקדמה',
    'پیشگفتار',
    '前言',
    '序言',
    'まえがき',
    'はじめに',
    '서문',
    '머리말',
  ]),
  ...titlesOf('introduction', [
    'introduction',
    'einleitung',
    'einführung',
    'introducción',
    'introduzione',
    'introdução',
    'inleiding',
    'wprowadzenie',
    'úvod',
    'giriş',
    'giới thiệu',
    'εισαγωγή',
    'введение',
    'вступ',
    'מבוא',
    'مقدمة',
    'مقدمه',
    'معرفی',
    'บทนำ',
    '引言',
    '导言',
    '導言',
    '简介',
    '簡介',
    '序論',
    '서론',
  ]),
  ...titlesOf('acknowledgments', [
    'acknowledgments',
    'acknowledgements',
    'acknowledgment',
    'acknowledgement',
    'danksagung',
    'remerciements',
    'agradecimientos',
    'ringraziamenti',
    'agradecimentos',
    'dankwoord',
    'благодарности',
    '致谢',
    '致謝',
    '謝辞',
  ]),
  ...titlesOf('dedication', [
    'dedication',
    'widmung',
    'dédicace',
    'dedicatoria',
    'посвящение',
    '献词',
    '獻詞',
  ]),
]);
/** Titles a copyright page has in Markdown books, where the title is all a file can say of what it is. */
const COPYRIGHT_TITLES = new Set(['copyright', 'copyright page', 'copyright notice', 'impressum']);
/**
 * Titles that are back matter after a book's appendixes, though not wherever they stand: its list of works (a C++
 * book's chapter may be titled "References"), and its closing words (JS Primer's "おわりに" after its "付録: 参考リンク集",
 * lettered "付録C" with them, in a book written as web pages, where a book's last chapter may be its "Conclusion").
 */
const AFTER_APPENDIXES = new Map<string, DivisionKind>([
  ...titlesOf('bibliography', [
    'references',
    'works cited',
    'literature cited',
    'further reading',
    'sources',
    'références',
    'referencias',
    'referências',
    'riferimenti',
    'literatur',
    'литература',
  ]),
  ...titlesOf('conclusion', [
    'conclusion',
    'conclusions',
    'schluss',
    'fazit',
    'conclusión',
    'conclusiones',
    'conclusione',
    'conclusioni',
    'conclusão',
    'conclusie',
    'заключение',
    '结论',
    '結論',
    '결론',
  ]),
  ...titlesOf('afterword', [
    'epilogue',
    'épilogue',
    'epilog',
    'schlusswort',
    'closing words',
    'closing thoughts',
    'final thoughts',
    'final words',
    '结语',
    '結語',
    '结束语',
    '結束語',
    'おわりに',
    '終わりに',
    'むすび',
    '맺음말',
    '후기',
  ]),
]);

/** Titles that name back matter wherever they stand. */
const BACK_MATTER = new Map<string, DivisionKind>([
  ...titlesOf('afterword', [
    'afterword',
    'nachwort',
    'postface',
    'epílogo',
    'послесловие',
    '后记',
    '後記',
    'あとがき',
  ]),
  ...titlesOf('glossary', [
    'glossary',
    'glossar',
    'glossaire',
    'glosario',
    'glossario',
    'glossário',
    'woordenlijst',
    'глоссарий',
    '术语表',
    '詞彙表',
    '用語集',
    '용어집',
  ]),
  ...titlesOf('bibliography', [
    'bibliography',
    'literaturverzeichnis',
    'bibliographie',
    'bibliografía',
    'bibliografia',
    'библиография',
    '参考文献',
    '參考文獻',
  ]),
  ['colophon', 'colophon'],
  ['about the author', 'colophon'],
  ['about the authors', 'colophon'],
  // What a colophon says, under another title: how this edition was made (Zen of Assembly Language's last page,
  // after its appendixes, was lettered "Appendix C") and what its cover shows.
  ['about this version', 'colophon'],
  ['about this edition', 'colophon'],
  ['about the cover', 'colophon'],
]);

/** Entries of a lookup by title: a Map, as a plain object's keys include "constructor" and "__proto__". */
function titlesOf(kind: DivisionKind, titles: string[]): [string, DivisionKind][] {
  return titles.map((title) => [title, kind]);
}

/**
 * Divisions a source split at its headings without saying what they are (Markdown has no way to) typed by their
 * titles, as HTMLBook would type them: "Foreword", "Preface", "Introduction" before the first chapter, "Appendix
 * …", "Glossary", "About the Authors" (an O'Reilly colophon section) anywhere. Otherwise they stay chapters, so a
 * book's Chapter 4 is not "Chapter 6" for its foreword and introduction.
 */
export function typeByTitle<
  T extends { kind: DivisionKind; untyped?: boolean; belowChapters?: boolean; sourceFile?: string },
>(
  divisions: T[],
  titleOf: (division: T) => string,
  textOf: (division: T) => string = () => '',
  /**
   * The book's title (platform.json `title`), and the running title over its files: a first file titled so is the
   * book's title page, not Chapter 1.
   */
  bookTitles: readonly string[] = [],
  /** Whether the division reads as an introduction (see readsAsIntroduction): a title page does not. */
  isIntroduction: (division: T) => boolean = () => false,
  /** Whether the author said the division is not numbered (`{-}`, Leanpub's back matter): not one more appendix. */
  isUnnumbered: (division: T) => boolean = () => false,
  /**
   * Whether the division's own tool numbers every chapter the author did not write unnumbered (Quarto, bookdown):
   * its title then makes it no front or back matter unless it is written so (`# Introduction {.unnumbered}`).
   */
  numbersUnmarked: (division: T) => boolean = () => false,
  /**
   * Whether the division's tool numbers it as a chapter, title or not, though titles still make back matter of it
   * (mdBook, for a chapter of its summary's lists): no title makes it front matter or the title page.
   */
  numberedAsChapter: (division: T) => boolean = () => false,
): { front: T[]; loose: T[] } {
  const normalized = (title: string) =>
    title
      .trim()
      .toLowerCase()
      .replace(/[\s.:]+$/, '');
  const titlePageTitles = new Set(bookTitles.map(normalized));
  let titlepageSeen = divisions.some((division) => division.kind === 'titlepage');
  let chapterSeen = false;
  let numberedChapterSeen = false;
  let appendixSeen = false;
  const untitledBefore: T[] = [];
  const loose: T[] = [];
  for (const division of divisions) {
    const title = normalized(titleOf(division));
    if (division.untyped && title === '' && !chapterSeen) {
      untitledBefore.push(division);
      continue;
    }
    // Text with no title after a chapter (a listed file of it, an AsciiDoc file's text before its first section)
    // continues the division before it, as Asciidoctor reads a book's sections: the caller joins them.
    if (division.untyped && title === '') {
      division.kind = 'chapter';
      loose.push(division);
      continue;
    }
    // mdBook's `title-page.md`, a pandoc book's first file: `# The Rust Programming Language`, the authors, the
    // edition. Numbered, it made the book's Chapter 1 its second file and every chapter one more than its text says.
    const numbered = numberedAsChapter(division);
    if (
      division.untyped &&
      !numbered &&
      !chapterSeen &&
      !titlepageSeen &&
      title !== '' &&
      titlePageTitles.has(title)
    ) {
      // Titled as the book but with more than a title page holds, it is the book's introduction.
      division.kind = isIntroduction(division) ? 'introduction' : 'titlepage';
      if (division.kind === 'titlepage') titlepageSeen = true;
      continue;
    }
    // Quarto and bookdown number `# Introduction` as they number `# Methods` (a Quarto book's Chapter 2 was printed
    // "Chapter 1", the figures of its introduction unnumbered): only `{.unnumbered}` or `{-}` leaves it out.
    if (division.untyped && numbersUnmarked(division) && !isUnnumbered(division)) {
      division.kind = appendixSeen
        ? 'appendix'
        : division.belowChapters && !chapterSeen
          ? 'preface'
          : 'chapter';
    } else if (division.untyped) {
      // A file of sections only, before the first chapter, is front matter whatever its title ("Prelude").
      const front = division.belowChapters ? 'preface' : undefined;
      // "Copyright" over a notice, before the first chapter: the copyright page, so the book's Chapter 1 is its
      // first chapter, not the notice (and the preface and introduction after it are not numbered chapters).
      // A file named for front matter (`copyright.md` titled with the book's name) is that front matter.
      const named = frontMatterNamed(division.sourceFile);
      const notice = isCopyrightNotice(textOf(division).replace(titleOf(division), ''));
      const copyrightPage =
        (COPYRIGHT_TITLES.has(title) || named === 'copyright-page') && notice ? 'copyright-page' : undefined;
      const byName = named === 'copyright-page' ? undefined : named;
      // A preface or foreword is front matter until a numbered chapter comes: after an unnumbered one too (Jupyter
      // Book's root page, "Welcome", then a part opening with its "Preface", which Atlas moved before the part).
      const openingMatter = !numberedChapterSeen && PREFATORY.has(FRONT_MATTER.get(title) ?? 'chapter');
      const kind =
        (chapterSeen && !openingMatter) || numbered
          ? undefined
          : (copyrightPage ?? FRONT_MATTER.get(title) ?? byName ?? front);
      // After the first appendix the book's chapters are over (as LaTeX's \appendix reads them): a file there is
      // one more appendix, lettered with them, not "Chapter 8" printed among the appendixes.
      const body =
        (appendixSeen && !isUnnumbered(division)) || APPENDIX_TITLE.test(title) ? 'appendix' : 'chapter';
      division.kind =
        kind ??
        BACK_MATTER.get(title) ??
        backMatterNamed(division.sourceFile) ??
        (appendixSeen ? AFTER_APPENDIXES.get(title) : undefined) ??
        body;
    }
    if (division.kind === 'chapter') chapterSeen = true;
    if (division.kind === 'chapter' && !isUnnumbered(division)) numberedChapterSeen = true;
    if (division.kind === 'appendix') appendixSeen = true;
  }
  // Text with no title at all before the first chapter (a listed LICENSE.asc of one paragraph, a dedication line)
  // is front matter, as Atlas printed it: unnumbered, so the book's Chapter 1 is its first titled chapter. A
  // notice of copyright or licence is the copyright page (out of the contents, as Atlas left it); other text is
  // an untitled preface, unless its file is named for what it is (`dedication.md`). A book with no titled chapter
  // keeps its text as chapters.
  if (!chapterSeen) return { front: [], loose: [] };
  const front: T[] = [];
  for (const division of untitledBefore) {
    const named = frontMatterNamed(division.sourceFile);
    if (named !== undefined && named !== 'copyright-page') division.kind = named;
    else {
      const text = textOf(division);
      division.kind = isCopyrightNotice(text)
        ? 'copyright-page'
        : readsAsDedication(text)
          ? 'dedication'
          : 'preface';
      front.push(division);
    }
  }
  return { front, loose };
}

/** Whether a division holds sections below its title: a sectN section, or a heading other than its title. */
export function hasSections(division: ElementNode): boolean {
  const title = firstHeading(division);
  return division.children.some(
    (child) =>
      child.type === 'element' &&
      (/^sect[1-5]$/.test(child.attrs.get('data-type') ?? '') ||
        (isHeading(child) && child !== title && !isDiscreteHeading(child))),
  );
}

/** About as many words as a title page of this trim holds: a first file with more is prose, not a title page. */
const TITLE_PAGE_WORDS = 250;

/**
 * Whether a first file titled as the book reads as the book's introduction rather than its title page: sections of
 * its own (the Rustonomicon's intro.md), a list or a table (Rust by Example's index.md lists its chapters), or more
 * prose than a title page holds. Set as a title page, such text was centred, its list bullets left at the margin,
 * and it was missing from the contents.
 */
export function readsAsIntroduction(division: ElementNode): boolean {
  if (hasSections(division)) return true;
  const title = firstHeading(division);
  const body = division.children.filter((child) => child !== title);
  if (findElements(body, (el) => /^(?:ul|ol|dl|table)$/.test(el.name)).length > 0) return true;
  return (
    textContent(body)
      .split(/\s+/)
      .filter((word) => word !== '').length > TITLE_PAGE_WORDS
  );
}

/** Every heading in `nodes`, blocks' titles too, moved `by` levels (within h1–h6). */
export function shiftHeadings(nodes: DomNode[], by: number): void {
  if (by === 0) return;
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (isHeading(node)) node.name = `h${Math.min(6, Math.max(1, headingLevel(node) + by))}`;
    shiftHeadings(node.children, by);
  }
}

/**
 * HTMLBook gives every division and sect1 an <h1>; browsers and readers need real levels, so the
 * division title becomes h1 and a sectN title h(N+1). A heading the section holds besides its title (a sect1
 * titled `<h1>` with `<h2>` subheads of its own, as books pasted from a blog write them) moves with the title, so
 * it stays below it instead of becoming the title's equal.
 */
export function normalizeDivisionHeadings(division: ElementNode): void {
  const visit = (el: ElementNode, level: number) => {
    const title = firstHeading(el);
    const by = title ? Math.min(6, level) - headingLevel(title) : 0;
    if (title) title.name = `h${Math.min(6, level)}`;
    for (const child of el.children) {
      if (child.type !== 'element') continue;
      const sect = /^sect([1-5])$/.exec(child.attrs.get('data-type') ?? '');
      if (sect) visit(child, Number(sect[1]) + 1);
      else if (isHeading(child)) {
        // An AsciiDoc [discrete] heading was written at its level already (and raised with its section).
        if (child !== title && !isDiscreteHeading(child)) shiftHeadings([child], by);
      } else if (child.name !== 'header') visitNested(child);
    }
  };
  // Sections may sit inside wrappers (div, article); look through them.
  const visitNested = (el: ElementNode) => {
    for (const child of el.children) {
      if (child.type !== 'element') continue;
      const sect = /^sect([1-5])$/.exec(child.attrs.get('data-type') ?? '');
      if (sect) visit(child, Number(sect[1]) + 1);
      else visitNested(child);
    }
  };
  visit(division, 1);
}

/** A heading that is not a section's title (AsciiDoc's `[discrete]`): it stays in the text, in no contents. */
export function isDiscreteHeading(el: ElementNode): boolean {
  return isHeading(el) && hasClass(el, DISCRETE_HEADING_CLASS);
}

/** The element's title heading: its first heading child, possibly inside a <header>. */
export function firstHeading(el: ElementNode): ElementNode | undefined {
  for (const child of el.children) {
    if (child.type !== 'element') continue;
    if (isHeading(child)) return child;
    if (child.name === 'header') {
      const inHeader = child.children.find((c): c is ElementNode => c.type === 'element' && isHeading(c));
      if (inHeader) return inHeader;
    }
  }
  return undefined;
}
