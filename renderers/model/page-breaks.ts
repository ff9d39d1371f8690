import { DomNode, ElementNode, findElements, hasClass, isBlank, textContent } from '../dom/html-dom';
import type { SourceLocation } from '../warnings';

/**
 * The class a block starts a new printed page with: a forced page break the author wrote before it. The PDF's
 * print style and the EPUB's style break the page there; the HTML site has no pages and ignores it.
 */
export const PAGE_BREAK_CLASS = 'octavo-break-before';

/**
 * The class of a break the book asks of its printed pages alone: Atlas's `pagebreak-before` and `pagebreak-after`
 * roles (`[role="pagebreak-before"]` in AsciiDoc, the class in HTMLBook), which O'Reilly's production edit places
 * against the print layout. The PDF breaks the page there; an e-reader's much smaller page would get a part-empty
 * screen from a break placed for a printed one, so the EPUB runs on, as the HTML site does.
 */
export const PRINT_BREAK_CLASS = 'octavo-print-break-before';

/**
 * A block the printed pages alone break before, as a production edit asks (Atlas's `pagebreak-before` role on it,
 * `pagebreak-after` on the block before, its `<?hard-pagebreak?>` before it): a break placed against one print
 * layout, which another layout can leave after a mostly empty page. A break for every format (`<<<`) is the
 * author's own choice.
 */
export function asksPrintBreak(el: ElementNode): boolean {
  return hasClass(el, PRINT_BREAK_CLASS);
}

const PICTURES = new Set(['img', 'svg', 'object', 'picture']);

/**
 * A figure that prints a picture (an image, an SVG drawing, an embedded object): a block the pages cannot split,
 * which goes whole to the next page when it does not fit under the text before it, leaving that page part blank.
 */
export function isPictureFigure(el: ElementNode): boolean {
  if (el.name !== 'figure' && el.attrs.get('data-type') !== 'figure') return false;
  return findElements(el.children, (inner) => PICTURES.has(inner.name)).length > 0;
}

/**
 * Atlas's roles for a figure its print floats to the top or the foot of a page (`[role="float-top"]`,
 * `[role="float-top wide"]`, `[role="float-bottom"]` in AsciiDoc, the classes in HTMLBook): AH Formatter places it
 * there and lets the text after it fill the page before. O'Reilly's production edit adds them by hand; Practical
 * Electronics carries 57.
 */
const FLOAT_ROLES = ['float-top', 'float-bottom'];

/**
 * The class of a figure the PDF may print after some of the blocks that follow it, to fill the page the text before it
 * ends (see floated-figures.ts).
 */
export const FLOAT_CLASS = 'octavo-float';

/** Whether a figure asks to float to the top or the foot of a printed page (one of Atlas's float roles). */
export function floatsInPrint(el: ElementNode): boolean {
  return FLOAT_ROLES.some((role) => hasClass(el, role));
}

/** Atlas's roles for a printed page break before or after a block. */
const ROLE_BREAK_BEFORE = 'pagebreak-before';
const ROLE_BREAK_AFTER = 'pagebreak-after';

type BreakClass = typeof PAGE_BREAK_CLASS | typeof PRINT_BREAK_CLASS;

/** Atlas's (and HTMLBook's) processing instruction for a page break, which an HTML parser drops. */
const HARD_PAGEBREAK = /<\?hard-pagebreak\s*\??>/gi;

/**
 * The class of the marker Atlas's `<?hard-pagebreak?>` is read as. Atlas made the break in its PDF alone (an HTML
 * or EPUB reader drops a processing instruction), and O'Reilly's production edit put it in against that PDF's final
 * pages: the Clojure Cookbook's 31 fall between a listing and its callouts, or after a recipe's first lines. So it
 * is a break for printed pages alone, as the `pagebreak-before` role is, which the PDF leaves out where it would
 * leave the page before it mostly blank.
 */
export const HARD_PAGEBREAK_MARKER = 'octavo-hard-pagebreak';

/** A forced break in an inline style: `page-break-after: always`, `break-before: page`, … */
const FORCED_BREAK_STYLE =
  /(?:^|;)\s*(?:page-)?break-(?:before|after)\s*:\s*(?:always|page|left|right|recto|verso)\s*(?:!important\s*)?(?:;|$)/i;

/** LaTeX's page breaks alone in a paragraph of Markdown, which pandoc passes to LaTeX (and drops from HTML). */
export const LATEX_BREAK = /^\s*\\(?:newpage|pagebreak|clearpage|cleardoublepage)\s*$/;

/** Elements an empty page-break marker is written as. */
const MARKER_ELEMENTS = new Set(['div', 'p', 'span', 'hr', 'br']);
/** What a marker is never inside, and a break never goes into. */
const OPAQUE = new Set(['pre', 'code', 'svg', 'math', 'table', 'template']);

/**
 * Atlas's `<?hard-pagebreak?>` as an empty marker element, before the source is parsed (the parser, as a
 * browser's, would drop it as a bogus comment).
 */
export function pageBreakInstructions(html: string): string {
  return html.includes('<?')
    ? html.replace(HARD_PAGEBREAK, `<div class="${HARD_PAGEBREAK_MARKER}"></div>`)
    : html;
}

/**
 * The break an empty element only asks for, if it is such a marker: Asciidoctor's `<<<` (`<div class="page-break">`
 * from Asciidoctor.js, `<div style="page-break-after: always;">` from Ruby Asciidoctor; `<hr class="page-break">`
 * from its semantic converter) or the same written by hand in HTMLBook or Markdown, a break for every format;
 * Atlas's `<?hard-pagebreak?>`, one for printed pages alone.
 */
function breakMarked(el: ElementNode, latex: boolean): BreakClass | null {
  if (latex && el.name === 'p' && el.attrs.size === 0 && LATEX_BREAK.test(textContent(el)))
    return PAGE_BREAK_CLASS;
  if (!MARKER_ELEMENTS.has(el.name) || !isBlank(el.children)) return null;
  if (el.attrs.has('id')) return null;
  if (hasClass(el, HARD_PAGEBREAK_MARKER)) return PRINT_BREAK_CLASS;
  return hasClass(el, 'page-break') || FORCED_BREAK_STYLE.test(el.attrs.get('style') ?? '')
    ? PAGE_BREAK_CLASS
    : null;
}

function isContainer(el: ElementNode): boolean {
  return el.name === 'section' || (el.name === 'div' && /^sect[1-5]$/.test(el.attrs.get('data-type') ?? ''));
}

/**
 * The block a break before `el` goes on: `el`, or inside a section, its first block (its heading), so the break
 * is on a block the page layout steps through (Chromium carries a first child's break up to its section).
 */
function breakTarget(el: ElementNode): ElementNode {
  let target = el;
  while (isContainer(target)) {
    const first = target.children.find((child): child is ElementNode => child.type === 'element');
    if (!first) break;
    target = first;
  }
  return target;
}

/** Returns the block the break went on. */
function addBreak(el: ElementNode, breakClass: BreakClass): ElementNode {
  const target = breakTarget(el);
  const classes = (target.attrs.get('class') ?? '').split(/\s+/).filter((c) => c !== '');
  // A break for every format already covers the printed page.
  if (classes.includes(PAGE_BREAK_CLASS)) return target;
  if (breakClass === PAGE_BREAK_CLASS) {
    const printOnly = classes.indexOf(PRINT_BREAK_CLASS);
    if (printOnly >= 0) classes.splice(printOnly, 1);
  }
  if (!classes.includes(breakClass)) classes.push(breakClass);
  target.attrs.set('class', classes.join(' '));
  return target;
}

/** The stronger of two pending breaks: one for every format over one for print alone. */
function stronger(a: BreakClass | null, b: BreakClass | null): BreakClass | null {
  return a === PAGE_BREAK_CLASS || b === PAGE_BREAK_CLASS ? PAGE_BREAK_CLASS : (a ?? b);
}

/**
 * Turns each page-break marker into a break before the block after it (PAGE_BREAK_CLASS), as asciidoctor-pdf
 * starts a new page there: the marker itself goes, so no empty element is left at a page's top or foot (an
 * empty block breaking after itself at a page's top would print a blank page). A marker with nothing after it
 * in its block breaks before what follows that block; one at the end of the source is dropped (a division
 * starts a page of its own anyway), as is one inside a line of text. `latex`: a Markdown paragraph of only
 * `\newpage`, `\pagebreak` or `\clearpage` is one too, as pandoc's PDF (through LaTeX) reads it. A block with
 * Atlas's `pagebreak-before` role breaks before itself, one with `pagebreak-after` before the block after it, and
 * Atlas's `<?hard-pagebreak?>` before the block after it, on printed pages only (PRINT_BREAK_CLASS).
 */
export function markPageBreaks(nodes: DomNode[], options: { latex?: boolean } = {}): void {
  mark(nodes, options.latex === true);
}

/** Returns the break still waiting for a block after `list`, if any. */
function mark(list: DomNode[], latex: boolean): BreakClass | null {
  let pending: BreakClass | null = null;
  // Where the pagebreak-after role that made `pending` was written: the block it breaks before names that line.
  let askedAfter: SourceLocation | undefined;
  for (let i = 0; i < list.length;) {
    const node = list[i];
    if (node.type === 'text') {
      if (pending && node.value.trim() !== '') pending = null;
      i++;
      continue;
    }
    const marked = breakMarked(node, latex);
    if (marked) {
      list.splice(i, 1);
      pending = stronger(pending, marked);
      continue;
    }
    const asked = hasClass(node, ROLE_BREAK_BEFORE) ? PRINT_BREAK_CLASS : null;
    const before = stronger(pending, asked);
    if (before) {
      const target = addBreak(node, before);
      if (!asked && before === PRINT_BREAK_CLASS && askedAfter) target.breakAskedAt = askedAfter;
    }
    askedAfter = undefined;
    pending = OPAQUE.has(node.name) ? null : mark(node.children, latex);
    if (hasClass(node, ROLE_BREAK_AFTER)) {
      pending = stronger(pending, PRINT_BREAK_CLASS);
      askedAfter = node.loc;
    }
    i++;
  }
  return pending;
}
