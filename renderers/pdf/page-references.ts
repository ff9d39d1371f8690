import {
  decodeEntities,
  element,
  ElementNode,
  escapeAttribute,
  escapeText,
  isHeading,
  textContent,
} from '../dom/html-dom';
import { XrefTarget } from '../model/book-model';
import { decodeId } from '../output/division-dom';
import { markerOfColour } from './page-number-patch';

/**
 * O'Reilly's printed books follow a cross-reference to a section or sidebar with the page it is on ("see “Keys and
 * Addresses” on page 61"): HTMLBook's print CSS asked its formatter for `target-counter(attr(href), page)`, which
 * Chromium does not have. The print marks those references here, in a division's print HTML that is kept between
 * passes, and the page is written into each print document from the folios of the pass before (as the contents'
 * page numbers are), so a reference whose page moves is settled by the same final check.
 */
const PAGE_REFERENCE_CLASS = 'octavo-page-ref';
const PAGE_REFERENCE_ID = 'data-octavo-page-ref';

/**
 * Marks each cross-reference to a section or sidebar that reads as the book generates it (the title in the quotation
 * marks an Atlas book's references to them take: `XrefTarget.quoted`); a reference in the author's own words, to a
 * chapter or a numbered figure, table or example (their numbers find them), or inside a heading is left as it is.
 */
export function markPageReferences(root: ElementNode, targets: ReadonlyMap<string, XrefTarget>): void {
  const visit = (nodes: ElementNode['children']) => {
    for (const node of nodes) {
      if (node.type !== 'element' || isHeading(node)) continue;
      const target = referencedTarget(node, targets);
      if (target) {
        node.children.push(element('span', { class: PAGE_REFERENCE_CLASS, [PAGE_REFERENCE_ID]: target }));
        continue;
      }
      visit(node.children);
    }
  };
  visit(root.children);
}

function referencedTarget(link: ElementNode, targets: ReadonlyMap<string, XrefTarget>): string | undefined {
  if (link.name !== 'a' || link.attrs.get('data-type') !== 'xref') return undefined;
  const href = link.attrs.get('href');
  if (!href?.startsWith('#')) return undefined;
  const id = decodeId(href.slice(1));
  const target = targets.get(id);
  if (!target?.quoted) return undefined;
  const [before, after] = target.quoted;
  return textContent(link) === `${before}${target.text}${after}` ? id : undefined;
}

const MARK = new RegExp(`<span class="${PAGE_REFERENCE_CLASS}" ${PAGE_REFERENCE_ID}="([^"]*)"></span>`, 'g');

const PAGE_NUMBER_CLASS = 'octavo-page-number';
const PAGE_DIGITS_CLASS = 'octavo-page-digits';
/**
 * Every digit, drawn out of the line beside a stand-in number: Chromium's font subset then has the glyph of each
 * digit the real number may need (a chapter of prose had no 4 or 6 in its serif), and the run is taken out of the
 * print when the numbers are written in. At the left of its block: where the number ends a line the run reached past
 * the page, and Chromium shrank every page of the part to fit it.
 */
const ALL_DIGITS = '0123456789';

/**
 * A reference's number is its own run of text whose digits are all one width, in every print: a part printed with
 * stand-in digits keeps its lines when the real ones are written into its PDF (page-number-patch.ts).
 */
export const PAGE_NUMBER_CSS =
  `.${PAGE_NUMBER_CLASS} { font-variant-numeric: tabular-nums; font-kerning: none; white-space: nowrap; }\n` +
  `.${PAGE_DIGITS_CLASS} { position: absolute; left: 0; }`;

/**
 * The marked references of serialized print HTML with their pages written in: `template` is the book's words
 * (" on page {page}"), `page` gives an id's folio (a stand-in in a layout pass) and, for a stand-in, the colour that
 * marks it in the PDF. Without a folio nothing is written.
 */
export function writePageReferences(
  html: string,
  template: string,
  page: (id: string) => { folio: string; colour?: string; digitsColour?: string } | undefined,
): string {
  if (!html.includes(PAGE_REFERENCE_ID)) return html;
  const [before = '', after = ''] = template.split('{page}');
  return html.replace(MARK, (_, raw: string) => {
    const written = page(decodeEntities(raw));
    if (!written?.folio) return '';
    const style = written.colour ? ` style="color: ${written.colour}"` : '';
    const digits = written.digitsColour
      ? `<span class="${PAGE_DIGITS_CLASS}" style="color: ${written.digitsColour}" aria-hidden="true">${ALL_DIGITS}</span>`
      : '';
    return (
      `<span class="${PAGE_REFERENCE_CLASS}">${escapeText(before)}` +
      `<span class="${PAGE_NUMBER_CLASS}"${style}>${escapeText(written.folio)}${digits}</span>` +
      `${escapeText(after)}</span>`
    );
  });
}

/** How many page references' numbers a document's serialized HTML prints. */
export function pageNumberCount(html: string): number {
  const tag = `<span class="${PAGE_NUMBER_CLASS}"`;
  let count = 0;
  for (let at = html.indexOf(tag); at !== -1; at = html.indexOf(tag, at + tag.length)) count++;
  return count;
}

/** The stand-in numbers of a document's serialized HTML: each one's marker index and digits, in order. */
export function standInNumbers(html: string): { index: number; digits: string }[] {
  return [...html.matchAll(STAND_IN_NUMBER)].flatMap(([, colour, digits]) => {
    const index = markerOfColour(colour!);
    return index === undefined ? [] : [{ index, digits: digits! }];
  });
}

const STAND_IN_NUMBER = new RegExp(
  `<span class="${PAGE_NUMBER_CLASS}" style="color: ([^"]*)">(\\d+)(?:<span class="${PAGE_DIGITS_CLASS}"[^>]*>${ALL_DIGITS}</span>)?</span>`,
  'g',
);

/**
 * The digits a stand-in number for a page at `share` (0 to 1) of the book's print HTML has, in a book of about
 * `pages` pages: as many as the page it will probably be on, so the real number is as wide.
 */
export function standInDigits(share: number, pages: number): string {
  const page = Math.max(1, Math.round(share * pages));
  return '0'.repeat(String(page).length);
}

/** For a test: the mark as `markPageReferences` serializes it. */
export function pageReferenceMark(id: string): string {
  return `<span class="${PAGE_REFERENCE_CLASS}" ${PAGE_REFERENCE_ID}="${escapeAttribute(id)}"></span>`;
}
