import { DomNode, text } from '../dom/html-dom';
import type { XrefTarget } from './book-model';

/**
 * The text of an HTMLBook cross-reference written with a `data-xrefstyle` (HTMLBook's stylesheets take the
 * values from DocBook's `xrefstyle`):
 * - `select: labelnumber` (or `label`) → "3" (so "Chapters 3 and 4" reads as written); `labelname` → "Chapter";
 *   `title` → the title, `quotedtitle` → “the title”; the page keywords (`page`, `nopage`, …) add nothing;
 * - `template: See %n` → the template with `%n` the number, `%t` the title and `%%` a percent sign;
 * - `chap-num-title` → "Chapter 3, “Title”" (a figure's: "Figure 3-1, “Title”").
 * A style none of these describe is `unknown`; one asking a number of a target without one (an unnumbered
 * section) is `unnumbered`: the xref then keeps the book's own text.
 */
export function htmlbookXrefText(style: string, target: XrefTarget): DomNode[] | 'unknown' | 'unnumbered' {
  const written = style.trim();
  const template = /^template\s*:(.*)$/is.exec(written);
  if (template) return fromTemplate(template[1]!, target);
  const select = /^select\s*:(.*)$/is.exec(written);
  if (select)
    return fromKeywords(
      select[1]!
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean),
      target,
    );
  if (written.toLowerCase() === 'chap-num-title') return numberAndTitle(target) ?? 'unnumbered';
  return 'unknown';
}

/** The xref styles `htmlbookXrefText` reads, as a warning names them. */
export const KNOWN_HTMLBOOK_XREF_STYLES =
  '"select: labelnumber", "select: title", "template: … %n … %t", "chap-num-title"';

/** The DocBook page keywords: a page number is the PDF's own business, so they change no text. */
const PAGE_KEYWORDS = new Set([
  'page',
  'nopage',
  'pageabbrev',
  'pagenumber',
  'nodocname',
  'docname',
  'docnamelong',
]);

function fromKeywords(keywords: string[], target: XrefTarget): DomNode[] | 'unknown' | 'unnumbered' {
  const names: string[] = [];
  const titles: string[] = [];
  for (const keyword of keywords.map((k) => k.toLowerCase())) {
    if (keyword === 'label' || keyword === 'labelnumber') {
      if (target.number === undefined) return 'unnumbered';
      names.push(target.number);
    } else if (keyword === 'labelname') {
      const name = labelName(target);
      if (name === undefined) return 'unnumbered';
      names.push(name);
    } else if (keyword === 'title') titles.push(titleOf(target));
    else if (keyword === 'quotedtitle') titles.push(`\u201c${titleOf(target)}\u201d`);
    else if (!PAGE_KEYWORDS.has(keyword)) return 'unknown';
  }
  const parts = [names.join(' '), ...titles].filter(Boolean);
  // Only page keywords ("select: nopage"): the book's own text.
  return parts.length === 0 ? [text(target.text)] : [text(parts.join(', '))];
}

function fromTemplate(template: string, target: XrefTarget): DomNode[] | 'unknown' | 'unnumbered' {
  if (/%n/.test(template) && target.number === undefined) return 'unnumbered';
  const filled = template
    .trim()
    .replace(/%([nt%])/g, (_, key: string) =>
      key === 'n' ? (target.number as string) : key === 't' ? titleOf(target) : '%',
    );
  return filled === '' ? 'unknown' : [text(filled)];
}

/**
 * Atlas's "xref-number-and-title" text (its English localization: `Chapter %n, “%t”`, as O'Reilly's pages print it,
 * _Qiskit Pocket Guide_'s "Chapter 1, “Quantum Circuits and Operations”"): the title quoted for every target.
 */
function numberAndTitle(target: XrefTarget): DomNode[] | undefined {
  if (!target.fullTitle) return undefined;
  return [text(`${target.text}, \u201c${target.fullTitle.title}\u201d`)];
}

/** The title alone: a labelled target's title after its label, or the text a section is referred to by. */
function titleOf(target: XrefTarget): string {
  return target.fullTitle?.title ?? target.text;
}

/** "Chapter" of "Chapter 3", "Figure" of "Figure 3-1". */
function labelName(target: XrefTarget): string | undefined {
  if (target.number === undefined || !target.text.endsWith(target.number)) return undefined;
  const name = target.text.slice(0, -target.number.length).trim();
  return name === '' ? undefined : name;
}
