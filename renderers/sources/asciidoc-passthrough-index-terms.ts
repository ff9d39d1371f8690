import { escapeAttribute } from '../dom/escape';
import { decodeEntities } from '../dom/html-dom';
import { indexTermAttributes } from './asciidoc-htmlbook';

/**
 * AsciiDoc's index terms as Asciidoctor finds them (its InlineIndextermMacroRx), on one line: the macros
 * `indexterm:[…]` and `indexterm2:[…]`, the hidden `(((…)))` and the flow `((…))`. Written in HTML, a flow term is
 * taken only when it reads as a term (a word first, no brackets, operators or tags): `f((x))` or `((a + b))` in a
 * formula is no term meant.
 */
const INDEX_TERM =
  /\b(indexterm2?):\[((?:\\\]|[^\]\n])*[^\\\]\n])\]|\(\(\((["'\p{L}\p{N}][^<\n]*?)\)\)\)(?!\))|(?<![(\p{L}\p{N}_])\(\(([\p{L}\p{N}][^()<>[\]{}=+*/\\;\n]*?)\)\)(?!\))/gu;

/** An index term written in a passthrough's HTML, and the HTMLBook index term that marks it there. */
export interface WrittenIndexTerm {
  /** Its offset in the HTML. */
  index: number;
  written: string;
  /** What to write instead: the term's text too when the AsciiDoc prints it (`((term))`, `indexterm2:[term]`). */
  html: string;
}

/** The index terms written in `html`, the HTML of a passthrough block, with the HTML that marks each. */
export function indexTermsIn(html: string): WrittenIndexTerm[] {
  if (!html.includes('((') && !html.includes('indexterm')) return [];
  const found: WrittenIndexTerm[] = [];
  for (const match of html.matchAll(INDEX_TERM)) {
    const [written, macro, listed, hidden, flow] = match;
    const visible = flow ?? (macro === 'indexterm2' ? listed : undefined);
    if (visible !== undefined) {
      const term = decodeEntities(visible).trim();
      const mark = `<a data-type="indexterm" data-primary="${escapeAttribute(term)}"></a>`;
      found.push({ index: match.index, written, html: `${visible}${mark}` });
      continue;
    }
    const mark = indexTermMark((hidden ?? listed)!);
    if (mark) found.push({ index: match.index, written, html: mark });
  }
  return found;
}

/** HTMLBook's mark of a hidden term's list (`"disk space", "reclaiming"`), as the AsciiDoc of one is converted. */
function indexTermMark(list: string): string | undefined {
  const terms = indexTermAttributes({
    getAttribute: (name: string) => (name === 'terms' ? termsOf(list) : undefined),
  });
  if (!terms) return undefined;
  const attributes = Object.entries(terms)
    // What the converter keeps for the model; the HTMLBook of a range's start is its id.
    .filter(([name]) => name !== 'data-range-start')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<a data-type="indexterm"${attributes}></a>`;
}

/** The comma-separated items of an index term's list, quotes kept, commas inside double quotes kept as text. */
function termsOf(list: string): string[] {
  const items: string[] = [];
  let item = '';
  let quoted = false;
  for (const character of list) {
    if (character === '"') quoted = !quoted;
    if (character === ',' && !quoted) {
      items.push(item.trim());
      item = '';
    } else item += character;
  }
  items.push(item.trim());
  return items;
}
