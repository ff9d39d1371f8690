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
export const PAGE_REFERENCE_CLASS = 'octavo-page-ref';
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
    return (
      `<span class="${PAGE_REFERENCE_CLASS}">${escapeText(before)}` +
      `${numberSpan(PAGE_NUMBER_CLASS, written, ALL_DIGITS)}${escapeText(after)}</span>`
    );
  });
}

/**
 * Every character of a folio the contents may list, drawn out of the line beside each of its stand-in numbers: the
 * digits and the front matter's roman letters (page-plan.ts `toRoman`).
 */
const ALL_FOLIO_CHARACTERS = `${ALL_DIGITS}ivxlcdm`;
const LISTED_PAGE_CLASS = 'octavo-listed-page';
const LISTED_ROOM_CLASS = 'octavo-listed-room';

/**
 * A page number the contents lists sits at the end of its room, whatever it is (61, xi): room for as many tabular
 * digits as the body's last page has, or in the front matter for the widest roman folio it probably reaches. A
 * stand-in as wide fills the room, and the real number written into its print in its place (page-number-patch.ts)
 * is drawn where a print of the real number would draw it. The room is a hidden run of the stand-in's text
 * digits in the same grid cell, so it is as wide as the stand-in in any font.
 */
export const LISTED_PAGE_CSS =
  `.${LISTED_PAGE_CLASS}, .${LISTED_ROOM_CLASS} { grid-area: 1 / 1; justify-self: end; ` +
  `font-variant-numeric: tabular-nums; font-kerning: none; white-space: nowrap; }\n` +
  `.${LISTED_ROOM_CLASS} { visibility: hidden; }`;

/** The inside of a listed page number's box (`display: grid`): the number and its room. */
export function listedPage(
  written: { folio: string; colour?: string; digitsColour?: string } | undefined,
  room: string,
): string {
  if (!written?.folio) return '';
  return (
    numberSpan(LISTED_PAGE_CLASS, written, ALL_FOLIO_CHARACTERS) +
    `<span class="${LISTED_ROOM_CLASS}" aria-hidden="true">${escapeText(room)}</span>`
  );
}

/** A number's own run: in its marker colour when a stand-in, with `characters` drawn beside it for the subset. */
function numberSpan(
  cls: string,
  written: { folio: string; colour?: string; digitsColour?: string },
  characters: string,
): string {
  const style = written.colour ? ` style="color: ${written.colour}"` : '';
  const supply = written.digitsColour
    ? `<span class="${PAGE_DIGITS_CLASS}" style="color: ${written.digitsColour}" aria-hidden="true">${characters}</span>`
    : '';
  return `<span class="${cls}"${style}>${escapeText(written.folio)}${supply}</span>`;
}

/** How many page numbers a document's serialized HTML prints: references' and listed ones. */
export function pageNumberCount(html: string): number {
  let count = 0;
  for (const tag of [`<span class="${PAGE_NUMBER_CLASS}"`, `<span class="${LISTED_PAGE_CLASS}"`]) {
    for (let at = html.indexOf(tag); at !== -1; at = html.indexOf(tag, at + tag.length)) count++;
  }
  return count;
}

/**
 * The stand-in numbers of a document's serialized HTML: each one's marker index and digits, and whether it is a
 * listed number (its real number may be narrower, or roman, and is drawn at the end of its room), in order.
 */
export function standInNumbers(html: string): { index: number; digits: string; listed: boolean }[] {
  return [...html.matchAll(STAND_IN_NUMBER)].flatMap(([, kind, colour, digits]) => {
    const index = markerOfColour(colour!);
    return index === undefined ? [] : [{ index, digits: digits!, listed: kind === LISTED_PAGE_CLASS }];
  });
}

const STAND_IN_NUMBER = new RegExp(
  `<span class="(${PAGE_NUMBER_CLASS}|${LISTED_PAGE_CLASS})" style="color: ([^"]*)">([\\divxlcdm]+)` +
    `(?:<span class="${PAGE_DIGITS_CLASS}"[^>]*>(?:${ALL_FOLIO_CHARACTERS}|${ALL_DIGITS})</span>)?</span>`,
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
