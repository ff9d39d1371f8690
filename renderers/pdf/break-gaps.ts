import { addClass, DomNode, ElementNode, element, isBlank, isHeading, walkElements } from '../dom/html-dom';
import type { BookModel } from '../model/book-model';
import { asksPrintBreak, FLOAT_CLASS, floatsInPrint, isPictureFigure } from '../model/page-breaks';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { SourceFormat, sourceFormatOf, XML_FILE } from '../paths/source-formats';
import { inLeanpubManuscript } from '../paths/leanpub-resources';
import { otherPlacesByFileText } from '../warning-groups';

/**
 * Page breaks placed for another layout. Atlas books carry the breaks O'Reilly's production edit put in against
 * the final print pages (`[role="pagebreak-before"]`: 21 in _Programming Bitcoin_, 42 in _Mastering the Lightning
 * Network_); with other fonts and measures a break can land where the page before it is mostly empty. The print
 * marks, for each break, where the text before it ends and where the block after it starts (two empty elements
 * with ids, so Chromium records where each printed), and the finished PDF says which breaks left more than half of
 * their page blank, naming the line that asked for them.
 */
/**
 * The gaps marked: before a production break, and before a figure of a picture, which the pages cannot split and
 * which goes whole to the next page when it does not fit under the text before it (Debugging Teams' drawings of
 * about 1,000 px left pages half blank, unnoticed).
 */
type GapKind = 'break' | 'figure';
const END = (kind: GapKind) => `octavo-${kind}-end-`;
const AT = (kind: GapKind) => `octavo-${kind}-at-`;
/** `h` after a figure's number: headings above it went with it, and its gap is measured from the text before them. */
const MARK = /^octavo-(break|figure)-(end|at)-(\d+)(h?)-(.+)$/;
/** A production break's mark once the break was not made (see stale-breaks.ts): `octavo-break-…` renamed. */
export const DROPPED_PREFIX = 'octavo-dropped-';
const DROPPED_END = /^octavo-dropped-end-(\d+)-(.+)$/;
/** Whether a print's HTML holds production breaks' marks. */
export const holdsBreakMarks = (html: string) => html.includes(AT('break'));
/** The name a mark of a production break takes once the break is not made. */
export const droppedName = (id: string) => id.replace(/^octavo-break-/, DROPPED_PREFIX);

/** More than this share of a page's text area left blank before a break is worth the author's look. */
export const MOST_BLANK_BEFORE_BREAK = 0.5;
/** About one line of body text in CSS pixels: a destination is the top of the last line, its bottom is below. */
const LINE_PX = 18;

/** Blocks a mark goes into, down to the last one holding text; inline elements (links, index anchors) are not entered. */
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'details',
  'summary',
  'figure',
  'figcaption',
  'blockquote',
  'pre',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
]);
/** Table structure and lists: a mark goes into a cell or an item, never straight into these. */
const STRUCTURE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl']);

const mark = (id: string): ElementNode => element('span', { id }, []);

/**
 * Puts the marks in a division's print HTML: for the k-th block a production break goes before (in document order, as the
 * model's `breakSources` counts them), and for the k-th figure of a picture (as `figureSources` counts them), an
 * empty element at the end of what prints before it and one at its start. A block with nothing before it in the
 * division (its first block) gets none.
 */
export function markBreakGaps(root: ElementNode, divisionId: string): void {
  const targets: Record<GapKind, { el: ElementNode; parents: ElementNode[] }[]> = { break: [], figure: [] };
  walkElements([root], (el, ancestors) => {
    if (asksPrintBreak(el)) targets.break.push({ el, parents: [...ancestors] });
    if (isPictureFigure(el)) targets.figure.push({ el, parents: [...ancestors] });
  });
  for (const kind of ['break', 'figure'] as const) {
    targets[kind].forEach(({ el, parents }, k) => {
      const before =
        kind === 'figure'
          ? beforeHeadings(el, parents)
          : { block: previousBlock(el, parents), headed: false };
      if (!before.block) return;
      // Headings above it go to the next page with it: moved apart, they would stand over text it left behind.
      if (kind === 'figure' && !before.headed && floatsInPrint(el)) addClass(el, FLOAT_CLASS);
      appendAtEnd(before.block, mark(`${END(kind)}${k}${before.headed ? 'h' : ''}-${divisionId}`));
      prependAtStart(el, mark(`${AT(kind)}${k}-${divisionId}`));
    });
  }
}

/**
 * The block printed before a figure and the headings right above it, which go to the next page with the figure
 * (print-style.ts keeps a heading with what follows it): the page they leave is the one the text before them ends.
 * Marked in the heading, the gap was never seen, and a section heading left alone over a page's blank foot was
 * warned about as the figure's alone.
 */
function beforeHeadings(el: ElementNode, parents: ElementNode[]): { block?: ElementNode; headed: boolean } {
  let block = previousBlock(el, parents);
  let headed = false;
  while (block && isHeading(block)) {
    const heading = block;
    const holder = parents.findLast((parent) => parent.children.includes(heading));
    const earlier = holder && previousBlock(heading, parents.slice(0, parents.indexOf(holder) + 1));
    // The division's title opens its page and stays there: the page is measured from it.
    if (!earlier) break;
    headed = true;
    block = earlier;
  }
  return { block, headed };
}

/** The element printed just before `el`: its previous sibling element, or its nearest ancestor's (none past the root). */
function previousBlock(el: ElementNode, parents: ElementNode[]): ElementNode | undefined {
  let child: ElementNode = el;
  for (let i = parents.length - 1; i >= 0; i--) {
    const siblings = parents[i].children;
    for (let at = siblings.indexOf(child) - 1; at >= 0; at--) {
      const node = siblings[at];
      if (node.type === 'element') return node;
      // Text of its own right before the block: no element ends there to mark.
      if (!isBlank([node])) return undefined;
    }
    child = parents[i];
  }
  return undefined;
}

/** Into the last block of `el` that holds text (its last line, cell or item), as its last child. */
function appendAtEnd(el: ElementNode, span: ElementNode): void {
  let at = el;
  for (let last = lastContent(at.children); last?.type === 'element' && CONTAINERS.has(last.name);) {
    at = last;
    last = lastContent(at.children);
  }
  if (CONTAINERS.has(at.name) && !STRUCTURE.has(at.name)) at.children.push(span);
}

/** Into the first block of `el` that holds text, as its first child. */
function prependAtStart(el: ElementNode, span: ElementNode): void {
  let at = el;
  while (STRUCTURE.has(at.name)) {
    const first = at.children.find((node): node is ElementNode => node.type === 'element');
    if (!first) return;
    at = first;
  }
  if (CONTAINERS.has(at.name)) at.children.unshift(span);
}

function lastContent(children: DomNode[]): DomNode | undefined {
  for (let i = children.length - 1; i >= 0; i--) if (!isBlank([children[i]])) return children[i];
  return undefined;
}

/** Where an id printed: its page in the file, the number printed on it (if any), its top in CSS pixels from the top of the page area. */
export type PrintedAt = (id: string) => { page: number; folio?: string; top: number } | undefined;

interface Gap {
  kind: GapKind;
  source: SourceLocation | string | undefined;
  page: number;
  folio?: string;
  blank: number;
  key: string;
  headed: boolean;
}

const BREAK_ADVICE =
  "placed for another page layout (other fonts or trim); remove {it} (Atlas's pagebreak-before role on the block, " +
  'pagebreak-after on the block before, or <?hard-pagebreak?> before it), or move {it}, if this PDF is the one to print';

/** How the source format the figure is written in makes an image smaller. */
const SMALLER_IMAGE: Record<SourceFormat, string> = {
  asciidoc: 'pdfwidth or scaledwidth on the image',
  markdown: '{width=60%} after the image, as pandoc and Quarto read it',
  htmlbook: 'a width on the image, style="width: 60%"',
  docbook: 'a contentwidth on its <imagedata>, contentwidth="60%"',
};

/**
 * A Leanpub manuscript sizes an image by an attribute line above it, as cpp-coding-interview does twenty times:
 * pandoc's `{width=60%}` after the image is not its syntax.
 */
const SMALLER_LEANPUB_IMAGE = '{width: "60%"} on the line above the image';

function figureAdvice(file: string, it: string): string {
  const format = sourceFormatOf(file) ?? (XML_FILE.test(file) ? 'docbook' : 'htmlbook');
  const leanpub = format === 'markdown' && inLeanpubManuscript(file);
  const how = leanpub ? SMALLER_LEANPUB_IMAGE : SMALLER_IMAGE[format];
  const name = leanpub
    ? 'Leanpub'
    : { asciidoc: 'AsciiDoc', markdown: 'Markdown', htmlbook: 'HTML', docbook: 'DocBook' }[format];
  return `make ${it} smaller (${name}: ${how}), or move ${it} where a page has room`;
}

/** What a warning says of one gap, and of `n` in one file (the first's page, then the others'). */
const GAP_WORDS: Record<
  GapKind,
  {
    /** `headed`: the heading above the figure went to the next page with it. */
    one: (left: string, file: string, headed: boolean) => string;
    /** `headed`: how many of the figures took the heading above them along. */
    many: (n: number, left: string, elsewhere: string, file: string, headed: number) => string;
  }
> = {
  break: {
    one: (left) =>
      `the page break before this block leaves ${left}: it was ${BREAK_ADVICE.replaceAll('{it}', 'it')}`,
    many: (n, left, elsewhere) =>
      `${n} page breaks before blocks of this file leave the page before them mostly blank: ${left} here, ` +
      `${elsewhere}; they were ${BREAK_ADVICE.replaceAll('{it}', 'them')}`,
  },
  figure: {
    one: (left, file, headed) =>
      `this figure did not fit under the text before it and went to the next page` +
      `${headed ? ' with the heading above it' : ''}, leaving ${left}: ${figureAdvice(file, 'it')}`,
    many: (n, left, elsewhere, file, headed) =>
      `${n} figures of this file did not fit under the text before them and went to the next page` +
      `${headed === 0 ? '' : headed === n ? ' with the headings above them' : ` (${headed} with the heading above it)`}` +
      `, leaving the page before them mostly blank: ${left} here, ${elsewhere}; ${figureAdvice(file, 'them')}`,
  },
};

/** A pair of gap marks a print holds: the gap's kind and place, and where its two marks printed. */
interface MarkedGap {
  kind: GapKind;
  /** The block's place among its division's breaks or figures. */
  k: number;
  divisionId: string;
  /** The id of the mark at the block's start. */
  atId: string;
  /** A figure's headings went with it (see beforeHeadings). */
  headed: boolean;
  end: { page: number; folio?: string; top: number };
  start: { page: number; top: number };
}

/** Every gap whose two marks the print holds. */
function markedGaps(ids: Iterable<string>, printedAt: PrintedAt): MarkedGap[] {
  const marked: MarkedGap[] = [];
  for (const id of ids) {
    const found = MARK.exec(id);
    if (!found || found[2] !== 'end') continue;
    const kind = found[1] as GapKind;
    const [, , , k, headed, divisionId] = found;
    const atId = `${AT(kind)}${k}-${divisionId}`;
    const end = printedAt(id);
    const start = printedAt(atId);
    if (end && start)
      marked.push({ kind, k: Number(k), divisionId, atId, headed: headed === 'h', end, start });
  }
  return marked;
}

/** How much of its page's text area text whose last line ends `bottom` pixels down leaves blank. */
export const blankBelow = (bottom: number, areaHeightPx: number) =>
  1 - Math.min(areaHeightPx, bottom) / areaHeightPx;

/** Where a print put a production break: the page and bottom (CSS pixels) of the text before it, the block's page. */
export interface BreakPlace {
  divisionId: string;
  /** The break's place among its division's breaks. */
  k: number;
  atId: string;
  endPage: number;
  endBottom: number;
  atPage: number;
}

/** Every production break of a print whose two marks it holds, in their divisions' order. */
export function breakPlaces(ids: Iterable<string>, printedAt: PrintedAt): BreakPlace[] {
  return markedGaps(ids, printedAt)
    .filter((gap) => gap.kind === 'break')
    .map(({ divisionId, k, atId, end, start }) => ({
      divisionId,
      k,
      atId,
      endPage: end.page,
      endBottom: end.top + LINE_PX,
      atPage: start.page,
    }))
    .sort((a, b) => a.divisionId.localeCompare(b.divisionId) || a.k - b.k);
}

/** Where a print put a figure that went whole to the page after the text before it, and how much room it left. */
export interface FigurePlace {
  divisionId: string;
  /** The figure's place among its division's figures. */
  k: number;
  atId: string;
  /** The id of the mark at the end of the text before it. */
  endId: string;
  endPage: number;
  /** The bottom of the text before it, in CSS pixels from the top of the page area. */
  endBottom: number;
}

/** Every figure of a print that went to the page after the text before it, headings apart, in their divisions' order. */
export function movedFigures(ids: Iterable<string>, printedAt: PrintedAt): FigurePlace[] {
  return markedGaps(ids, printedAt)
    .filter((gap) => gap.kind === 'figure' && !gap.headed && gap.start.page === gap.end.page + 1)
    .map(({ divisionId, k, atId, end }) => ({
      divisionId,
      k,
      atId,
      endId: `${END('figure')}${k}-${divisionId}`,
      endPage: end.page,
      endBottom: end.top + LINE_PX,
    }))
    .sort((a, b) => a.divisionId.localeCompare(b.divisionId) || a.k - b.k);
}

/**
 * The breaks and figures that start a page when more than MOST_BLANK_BEFORE_BREAK of the page before it was left
 * blank: one warning a source file and kind, at its first such block, naming the others' lines. `ids`: every id the
 * print holds; `areaHeightPx`: the page's text area.
 */
export function breakGapWarnings(
  model: BookModel,
  ids: Iterable<string>,
  printedAt: PrintedAt,
  areaHeightPx: number,
): BookWarning[] {
  const every = [...ids];
  const gaps: Gap[] = [];
  for (const { kind, k, divisionId, headed, end, start } of markedGaps(every, printedAt)) {
    // Only a block that moved to the next page: one that would have started a page anyway leaves its page as full as
    // the text before it made it.
    const blank = blankBelow(end.top + LINE_PX, areaHeightPx);
    if (start.page !== end.page + 1 || blank <= MOST_BLANK_BEFORE_BREAK) continue;
    const division = model.divisions.find((d) => d.id === divisionId);
    const sources = kind === 'break' ? division?.breakSources : division?.figureSources;
    const source = sources?.[k] ?? division?.sourceFile;
    gaps.push({
      kind,
      source,
      page: end.page,
      folio: end.folio,
      blank,
      key: `${divisionId}#${kind}${k}`,
      headed,
    });
  }
  gaps.sort((a, b) => a.page - b.page);
  const dropped = droppedBreakWarnings(model, every);
  const byFile = new Map<string, Gap[]>();
  for (const gap of gaps) {
    const file = typeof gap.source === 'string' ? gap.source : (gap.source?.file ?? '');
    const key = `${gap.kind} ${file}`;
    byFile.set(key, [...(byFile.get(key) ?? []), gap]);
  }
  return [...byFile.values()]
    .map(([first, ...others]) => {
      const left = `${pageName(first.page, first.folio)} ${percent(first.blank)} blank`;
      const elsewhere = others
        .map((gap) => `${shortPage(gap)} ${percent(gap.blank)} at ${lineOf(gap)}`)
        .join(', ');
      const words = GAP_WORDS[first.kind];
      const file = typeof first.source === 'string' ? first.source : (first.source?.file ?? '');
      const headed = [first, ...others].filter((gap) => gap.headed).length;
      const text =
        others.length === 0
          ? words.one(left, file, headed > 0)
          : words.many(others.length + 1, left, elsewhere, file, headed);
      return warning('format', first.source, text, first.key);
    })
    .concat(dropped);
}

/**
 * The production breaks a print did not make (stale-breaks.ts): one warning for the book, at the first, naming the
 * others' files and lines. Atlas books carry them by the dozen (Mastering Bitcoin 33, over twelve chapters), placed
 * for the pages of O'Reilly's own PDF: its build still needs them, so the author is told what Octavo did and that
 * they may stay, not to remove them.
 */
function droppedBreakWarnings(model: BookModel, ids: Iterable<string>): BookWarning[] {
  const dropped: { source: SourceLocation | string | undefined; key: string; order: [number, number] }[] = [];
  for (const id of ids) {
    const found = DROPPED_END.exec(id);
    if (!found) continue;
    const [, k, divisionId] = found;
    const at = model.divisions.findIndex((d) => d.id === divisionId);
    const division = model.divisions[at];
    const source = division?.breakSources?.[Number(k)] ?? division?.sourceFile;
    dropped.push({ source, key: `${divisionId}#dropped${k}`, order: [at, Number(k)] });
  }
  if (dropped.length === 0) return [];
  dropped.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  const places = dropped.map(({ source }) =>
    typeof source === 'string' ? { file: source } : { ...(source ?? {}) },
  );
  const [first] = dropped as [(typeof dropped)[0], ...typeof dropped];
  const text =
    dropped.length === 1
      ? `the page break asked before this block (${ROLES_ONE}) was not made: ${PLACED_ELSEWHERE}, it would have ` +
        `left the page before it more than half blank here, so the block follows the text before it; ${keepRoles('it')}`
      : `${dropped.length} page breaks asked before blocks (${ROLES_MANY}) were not made: the first here, the ` +
        `${dropped.length === 2 ? 'other' : 'others'} at ${otherPlacesByFileText(places)}; ${PLACED_ELSEWHERE}, each would have left the page before ` +
        `it more than half blank here, so the blocks follow the text before them; ${keepRoles('they')}`;
  const one = warning('format', first.source, text, first.key);
  return [dropped.length === 1 ? one : { ...one, count: dropped.length }];
}

const ROLES_ONE =
  "Atlas's pagebreak-before role on it, pagebreak-after on the block before, or <?hard-pagebreak?>";
const ROLES_MANY =
  "Atlas's pagebreak-before roles on them, pagebreak-after on the blocks before, or <?hard-pagebreak?>";
const PLACED_ELSEWHERE =
  "placed for the pages of another layout (Atlas's PDF, made by AH Formatter with other fonts and trim)";
/** Octavo makes the breaks that fit its pages and leaves out the others itself: nothing for the author to undo. */
const keepRoles = (roles: string) =>
  `nothing to change: ${roles} can stay for the book's Atlas build, and each print leaves out the breaks ` +
  "Octavo's pages do not need";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "page 149 (the PDF's page 167)"; the PDF's page alone without a folio. */
export const pageName = (page: number, folio: string | undefined) =>
  folio ? `page ${folio} (the PDF's page ${page})` : `the PDF's page ${page}`;

const shortPage = (gap: Gap) => (gap.folio ? `page ${gap.folio}` : `the PDF's page ${gap.page}`);

const lineOf = (gap: Gap) =>
  typeof gap.source === 'object' && gap.source.line ? `line ${gap.source.line}` : 'a line not known';
