import {
  DomNode,
  ElementNode,
  element,
  hasClass,
  isHeading,
  replaceElements,
  textContent,
  TextNode,
} from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';
import { ADMONITION_KINDS, AdmonitionKind } from '../model/admonition-labels';

/** `[!NOTE]` alone on a quotation's first line: a GitHub alert (mdBook 0.5 reads them too), any case. */
const ALERT_MARKER = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

/** `NOTE:` as the only header cell of a one-column table: a callout boxed as GitHub draws a table. */
const TABLE_MARKER = /^\s*(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\s*:?\s*$/i;

/**
 * Admonitions as Markdown books write them where Markdown has none: GitHub's alerts (`> [!WARNING]` over a
 * quotation), mdBook's warning block (`<div class="warning">`, styled by its default theme), the boxes of the
 * other admonition classes that site themes style (`<div class="note">`, `tip`, `caution`, `important`; an
 * `<aside>` of those classes too) and a
 * one-column table headed `NOTE:` (You Don't Know JS Yet's way of boxing a note on GitHub). Read as plain Markdown
 * they printed as a quotation opening on "[!WARNING]", an unmarked paragraph (a box's own "Note" heading an entry of
 * the book's contents) and a data table; they become HTMLBook admonitions of their kind, labelled and set apart like
 * the book's other ones.
 */
export function markdownAdmonitions(
  nodes: DomNode[],
  file: string,
  warnings: BookWarning[],
  /** The elements whose end tag the file never writes (ParseOptions.report). */
  unended: readonly ElementNode[],
): DomNode[] {
  const unclosed = new Set(unended);
  return admonitionsIn(nodes, file, warnings, unclosed);
}

function admonitionsIn(
  nodes: DomNode[],
  file: string,
  warnings: BookWarning[],
  unclosed: ReadonlySet<ElementNode>,
): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name === 'table') {
      const callout = tableCallout(el);
      return callout ? [admonition(callout.kind, callout.paragraphs, el)] : undefined;
    }
    const boxKind =
      (el.name === 'div' || el.name === 'aside') && !el.attrs.has('data-type') ? classKind(el) : undefined;
    if (boxKind && unclosed.has(el) && holdsSections(el)) {
      warnings.push(unclosedBoxWarning(el, file));
      return undefined;
    }
    if (boxKind) return [admonition(boxKind, admonitionsIn(el.children, file, warnings, unclosed), el)];
    if (el.name !== 'blockquote') return undefined;
    const kind = alertKind(el);
    return kind ? [admonition(kind, admonitionsIn(el.children, file, warnings, unclosed), el)] : undefined;
  });
}

/** The rows (`<tr>`) of a table section, or of the table itself. */
function rowsOf(parent: ElementNode | undefined): ElementNode[] {
  return (parent?.children ?? []).filter(
    (child): child is ElementNode => child.type === 'element' && child.name === 'tr',
  );
}

function cellsOf(row: ElementNode): ElementNode[] {
  return row.children.filter(
    (child): child is ElementNode => child.type === 'element' && (child.name === 'td' || child.name === 'th'),
  );
}

/**
 * A table of one column whose one header cell is an admonition's word (`| NOTE: |`, then `| :--- |` and the text):
 * its kind, and each body row as a paragraph. A caption, a second column or a header of other words is a table.
 */
function tableCallout(table: ElementNode): { kind: AdmonitionKind; paragraphs: ElementNode[] } | undefined {
  const sections = table.children.filter((child): child is ElementNode => child.type === 'element');
  const head = sections.find((child) => child.name === 'thead');
  const body = sections.find((child) => child.name === 'tbody');
  if (!head || sections.some((child) => child !== head && child !== body)) return undefined;
  const headRows = rowsOf(head);
  const bodyRows = rowsOf(body);
  if (headRows.length !== 1 || bodyRows.length === 0) return undefined;
  const header = cellsOf(headRows[0]!);
  if (header.length !== 1) return undefined;
  const marker = TABLE_MARKER.exec(textContent(header[0]!));
  if (!marker || bodyRows.some((row) => cellsOf(row).length !== 1)) return undefined;
  const paragraphs = bodyRows
    .map((row) => cellsOf(row)[0]!)
    .filter(
      (cell) => textContent(cell).trim() !== '' || cell.children.some((child) => child.type === 'element'),
    )
    .map((cell) => {
      const paragraph = element('p', {}, cell.children);
      if (cell.loc) paragraph.loc = cell.loc;
      return paragraph;
    });
  return { kind: marker[1]!.toLowerCase() as AdmonitionKind, paragraphs };
}

/**
 * A box left open with headings after its text holds the sections that follow it: its `</div>` is missing (browsers
 * run it to the end of the page). As a note it would take them out of the contents, so it is left a plain box. A box
 * the author closed holds its headings as written (kphis-book shows headings inside mdBook's warning box).
 */
function holdsSections(box: ElementNode): boolean {
  const blocks = box.children.filter((child): child is ElementNode => child.type === 'element');
  return blocks.slice(1).some(isHeading);
}

function unclosedBoxWarning(box: ElementNode, file: string): BookWarning {
  const tag = `<div class="${box.attrs.get('class') ?? ''}">`;
  const headings = box.children
    .filter((child): child is ElementNode => child.type === 'element')
    .slice(1)
    .filter(isHeading)
    .map((heading) => `"${textContent(heading).trim()}"`);
  // Every heading it swallowed is named (the first and last of many): one of them said too little of what was lost.
  const held =
    headings.length === 1
      ? `the heading ${headings[0]}`
      : headings.length === 2
        ? `the headings ${headings.join(' and ')}`
        : `${headings.length} headings, ${headings[0]} to ${headings.at(-1)},`;
  return warning(
    'source',
    box.loc ?? file,
    `${tag} holds ${held} and the text after it: its </div> is missing, so it is printed as a plain box, not as ` +
      'an admonition; close it with </div> where it ends',
    tag,
  );
}

/** A box's admonition kind from its class (`<div class="note">`, mdBook's `<div class="warning">`). */
function classKind(box: ElementNode): AdmonitionKind | undefined {
  return ADMONITION_KINDS.find((kind) => hasClass(box, kind));
}

/** The alert's kind, its marker taken out of the quotation's first paragraph. */
function alertKind(quotation: ElementNode): AdmonitionKind | undefined {
  return takeQuotationMarker(quotation, ALERT_MARKER)?.[1]!.toLowerCase() as AdmonitionKind | undefined;
}

/**
 * The match of `marker` at the start of a quotation's first paragraph, taken out of it (the paragraph goes if nothing
 * is left of it); undefined, and the quotation untouched, when it does not open so.
 */
export function takeQuotationMarker(quotation: ElementNode, marker: RegExp): RegExpExecArray | undefined {
  const paragraph = quotation.children.find((child): child is ElementNode => child.type === 'element');
  if (paragraph?.name !== 'p') return undefined;
  const first = paragraph.children[0];
  if (first?.type !== 'text') return undefined;
  const found = marker.exec(first.value);
  if (!found) return undefined;
  const rest: TextNode = { ...first, value: first.value.slice(found[0].length) };
  paragraph.children =
    rest.value === '' ? paragraph.children.slice(1) : [rest, ...paragraph.children.slice(1)];
  if (paragraph.children.every((child) => child.type === 'text' && child.value.trim() === '')) {
    quotation.children = quotation.children.filter((child) => child !== paragraph);
  }
  return found;
}

/** An HTMLBook admonition of `kind` made of `children`, in place of `from` (its id and source line kept). */
export function admonition(kind: AdmonitionKind, children: DomNode[], from: ElementNode): ElementNode {
  const made = element('div', { 'data-type': kind }, children);
  const id = from.attrs.get('id');
  if (id) made.attrs.set('id', id);
  if (from.loc) made.loc = from.loc;
  return made;
}
