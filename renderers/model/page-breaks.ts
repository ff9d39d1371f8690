import { DomNode, ElementNode, hasClass, isBlank, textContent } from '../dom/html-dom';

/**
 * The class a block starts a new printed page with: a forced page break the author wrote before it. The PDF's
 * print style and the EPUB's style break the page there; the HTML site has no pages and ignores it.
 */
export const PAGE_BREAK_CLASS = 'octavo-break-before';

/** Atlas's (and HTMLBook's) processing instruction for a page break, which an HTML parser drops. */
const HARD_PAGEBREAK = /<\?hard-pagebreak\s*\??>/gi;

/** A forced break in an inline style: `page-break-after: always`, `break-before: page`, … */
const FORCED_BREAK_STYLE =
  /(?:^|;)\s*(?:page-)?break-(?:before|after)\s*:\s*(?:always|page|left|right|recto|verso)\s*(?:!important\s*)?(?:;|$)/i;

/** LaTeX's page breaks alone in a paragraph of Markdown, which pandoc passes to LaTeX (and drops from HTML). */
const LATEX_BREAK = /^\s*\\(?:newpage|pagebreak|clearpage)\s*$/;

/** Elements an empty page-break marker is written as. */
const MARKER_ELEMENTS = new Set(['div', 'p', 'span', 'hr', 'br']);
/** What a marker is never inside, and a break never goes into. */
const OPAQUE = new Set(['pre', 'code', 'svg', 'math', 'table', 'template']);

/**
 * Atlas's `<?hard-pagebreak?>` as the element Asciidoctor writes for `<<<`, before the source is parsed (the
 * parser, as a browser's, would drop it as a bogus comment).
 */
export function pageBreakInstructions(html: string): string {
  return html.includes('<?') ? html.replace(HARD_PAGEBREAK, '<div class="page-break"></div>') : html;
}

/**
 * An empty element that only asks for a page break: Asciidoctor's `<<<` (`<div class="page-break">` from
 * Asciidoctor.js, `<div style="page-break-after: always;">` from Ruby Asciidoctor; `<hr class="page-break">` from
 * its semantic converter), Atlas's `<?hard-pagebreak?>`, or the same written by hand in HTMLBook or Markdown.
 */
function isBreakMarker(el: ElementNode, latex: boolean): boolean {
  if (latex && el.name === 'p' && el.attrs.size === 0 && LATEX_BREAK.test(textContent(el))) return true;
  if (!MARKER_ELEMENTS.has(el.name) || !isBlank(el.children)) return false;
  if (el.attrs.has('id')) return false;
  return hasClass(el, 'page-break') || FORCED_BREAK_STYLE.test(el.attrs.get('style') ?? '');
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

function addBreak(el: ElementNode): void {
  const target = breakTarget(el);
  const classes = (target.attrs.get('class') ?? '').split(/\s+/).filter((c) => c !== '');
  if (!classes.includes(PAGE_BREAK_CLASS)) classes.push(PAGE_BREAK_CLASS);
  target.attrs.set('class', classes.join(' '));
}

/**
 * Turns each page-break marker into a break before the block after it (PAGE_BREAK_CLASS), as asciidoctor-pdf
 * starts a new page there: the marker itself goes, so no empty element is left at a page's top or foot (an
 * empty block breaking after itself at a page's top would print a blank page). A marker with nothing after it
 * in its block breaks before what follows that block; one at the end of the source is dropped (a division
 * starts a page of its own anyway), as is one inside a line of text. `latex`: a Markdown paragraph of only
 * `\newpage`, `\pagebreak` or `\clearpage` is one too, as pandoc's PDF (through LaTeX) reads it.
 */
export function markPageBreaks(nodes: DomNode[], options: { latex?: boolean } = {}): void {
  mark(nodes, options.latex === true);
}

/** Returns whether a break is still waiting for a block after `list`. */
function mark(list: DomNode[], latex: boolean): boolean {
  let pending = false;
  for (let i = 0; i < list.length;) {
    const node = list[i];
    if (node.type === 'text') {
      if (pending && node.value.trim() !== '') pending = false;
      i++;
      continue;
    }
    if (isBreakMarker(node, latex)) {
      list.splice(i, 1);
      pending = true;
      continue;
    }
    if (pending) {
      addBreak(node);
      pending = false;
    }
    if (!OPAQUE.has(node.name) && mark(node.children, latex)) pending = true;
    i++;
  }
  return pending;
}
