import { DomNode, ElementNode, element, hasClass, isHeading, serializeHtml, text } from '../dom/html-dom';
import { NOTES_CLASS, notesBlock, PrintNote } from './print-footnotes';

/**
 * Where a page of a division ends so that the notes referenced on it fit at its foot, as measured on
 * a previous print (see footnote-measure.ts): the page ends inside (or before) the flow block `block`,
 * `offset` characters into its text; the notes follow, pushed down by `paddingTop` pixels to the foot
 * of the page, and the rest of the block starts the next page. `block` '' means the division's end.
 */
export interface FootnoteCut {
  block: string;
  offset: number;
  noteIds: string[];
  paddingTop: number;
  /**
   * The notes' references are inside `block`, which the page cannot end in and which, with the notes, is taller
   * than a page (a sidebar, table or figure kept whole): no page can hold both, so the notes are printed right
   * after the block, wherever that falls, and the page does not end there.
   */
  afterBlock?: boolean;
}

/** A note printed right after the block that holds its reference rather than at the foot of a page. */
export interface NoteAfterBlock {
  /** The id of the block of notes, where the print tells its page. */
  asideId: string;
  /** What holds the reference, in an author's words: "sidebar", "table", "paragraph"… */
  block: string;
  /** The measure found that block too tall to share a page with the note (else the passes gave up on it). */
  tooTall: boolean;
}

/** Where placeFootnotes put each note that is not at a page's foot. */
export interface NotePlacement {
  /** Notes no cut has placed: waiting to be measured, or in the final print printed after their blocks. */
  pending: PrintNote[];
  afterBlock: Map<string, NoteAfterBlock>;
}

/** Attribute naming a flow block, so that a cut measured on one print finds it in the next. */
export const BLOCK_KEY = 'data-octavo-b';
export const SPLIT_ATTR = 'data-octavo-split';
export const CONTINUED_ATTR = 'data-octavo-continued';
export const PAGE_END_ATTR = 'data-octavo-page-end';
export const PAGE_NOTES_CLASS = 'octavo-page-notes';
export const PENDING_NOTES_CLASS = 'octavo-pending-notes';
export const AFTER_BLOCK_NOTES_CLASS = 'octavo-notes-after';

function isContainer(el: ElementNode): boolean {
  if (el.name === 'section') return true;
  return el.name === 'div' && /^sect[1-5]$/.test(el.attrs.get('data-type') ?? '');
}

/** Numbers the flow blocks of a division (children of the division and of its sections) in order. */
export function numberFlowBlocks(root: ElementNode): void {
  let next = 0;
  const visit = (container: ElementNode) => {
    for (const child of container.children) {
      if (child.type !== 'element') continue;
      if (isContainer(child)) visit(child);
      else child.attrs.set(BLOCK_KEY, String(next++));
    }
  };
  visit(root);
}

/** Where a node sits: the list holding it and its index there. */
interface Place {
  list: DomNode[];
  index: number;
}

/**
 * The element with `key` and the places of the containers it is in: the division's child first, the block's
 * own place last.
 */
function findBlock(root: ElementNode, key: string): Place[] | undefined {
  const visit = (el: ElementNode): Place[] | undefined => {
    for (let i = 0; i < el.children.length; i++) {
      const child = el.children[i];
      if (child.type !== 'element') continue;
      if (child.attrs.get(BLOCK_KEY) === key) return [{ list: el.children, index: i }];
      if (isContainer(child)) {
        const found = visit(child);
        if (found) return [{ list: el.children, index: i }, ...found];
      }
    }
    return undefined;
  };
  return visit(root);
}

const isElementNode = (node: DomNode): node is ElementNode => node.type === 'element';

/**
 * Where a page that ends right before a block ends: before the outermost section that opens with that block. Notes
 * put inside the section, above its heading, would start the section on the page before its heading, and the
 * section's id (what the contents and the outline link to) would give that page (Scaling Python with Ray: "Where
 * does it fit in the ecosystem?" listed on page 5, printed on 6).
 */
function pageEndBefore(path: Place[]): Place {
  let level = path.length - 1;
  while (level > 0 && !path[level].list.slice(0, path[level].index).some(isElementNode)) level--;
  return path[level];
}

/** The element printed last before `place`, and the last elements of the sections it ends. */
function lastPrintedBefore(place: Place): ElementNode[] {
  const chain: ElementNode[] = [];
  let last = place.list.slice(0, place.index).findLast(isElementNode);
  while (last) {
    chain.push(last);
    last = isContainer(last) ? last.children.findLast(isElementNode) : undefined;
  }
  return chain;
}

/**
 * Splits `el` at `offset` characters of its text (every text node counts, as the browser's
 * `textContent` does): `el` keeps what comes before, the returned copy (no id) what comes after.
 */
export function splitElement(el: ElementNode, offset: number): ElementNode {
  const rest = element(el.name, {});
  for (const [name, value] of el.attrs) if (name !== 'id') rest.attrs.set(name, value);
  let remaining = offset;
  let partial = false;
  const kept: DomNode[] = [];
  const moved: DomNode[] = [];
  for (const child of el.children) {
    if (remaining <= 0) {
      moved.push(child);
      continue;
    }
    const length = allText(child).length;
    if (length <= remaining) {
      kept.push(child);
      remaining -= length;
      continue;
    }
    if (child.type === 'text') {
      // A cut at a line that broke at a soft hyphen ends the page inside the word: its hyphen is printed there.
      kept.push(text(child.value.slice(0, remaining).replace(/\u00ad$/, '-')));
      moved.push(text(child.value.slice(remaining)));
    } else if (allText(child).slice(0, remaining).trim() === '') {
      // Only the white space before its content would stay: the element (a list item) goes whole, or its
      // marker would be printed alone at the page's foot, a line the measure did not count.
      moved.push(child);
    } else {
      const after = splitElement(child, remaining);
      kept.push(child);
      moved.push(after);
      partial = true;
    }
    remaining = 0;
  }
  el.children = kept;
  rest.children = moved;
  el.attrs.set(SPLIT_ATTR, '');
  rest.attrs.set(CONTINUED_ATTR, '');
  if (el.name === 'ol') {
    const before = kept.filter((c) => c.type === 'element' && c.name === 'li').length;
    const start = Number(el.attrs.get('start') ?? '1') || 1;
    // An item cut in two is numbered once, on the page where it starts.
    rest.attrs.set('start', String(start + before - (partial ? 1 : 0)));
  }
  return rest;
}

function allText(node: DomNode): string {
  return node.type === 'text' ? node.value : node.children.map(allText).join('');
}

function notesAside(notes: PrintNote[], id: string, paddingTop: number): ElementNode {
  return notesBlock(notes, {
    class: `octavo-footnotes ${PAGE_NOTES_CLASS}`,
    id,
    style: `padding-top: ${Math.max(0, paddingTop).toFixed(2)}px`,
  });
}

/**
 * Applies the cuts measured so far, in order, and keeps the notes no cut has placed yet in an inert
 * `<template>` (not printed, but measurable). `final`: no more measuring will happen, so a note still
 * unplaced is printed right after the block of its reference instead (and the caller warns).
 */
export function placeFootnotes(
  root: ElementNode,
  divisionId: string,
  notes: PrintNote[],
  cuts: FootnoteCut[],
  final: boolean,
): NotePlacement {
  const afterBlock = new Map<string, NoteAfterBlock>();
  if (notes.length === 0) return { pending: [], afterBlock };
  numberFlowBlocks(root);
  const byId = new Map(notes.map((note) => [note.noteId, note]));
  const placed = new Set<string>();
  cuts.forEach((cut, n) => {
    const chosen = cut.noteIds.map((id) => byId.get(id)).filter((note): note is PrintNote => !!note);
    chosen.forEach((note) => placed.add(note.noteId));
    const asideId = `${divisionId}-notes-${n + 1}`;
    if (cut.afterBlock) {
      const found = findBlock(root, cut.block)?.at(-1);
      if (!found) return;
      const block = found.list[found.index] as ElementNode;
      const id = putAfterBlock(found.list, found.index, chosen, asideId);
      for (const note of chosen)
        afterBlock.set(note.noteId, { asideId: id, block: blockName(block), tooTall: true });
      return;
    }
    // No note fits under its reference's line: the page just ends before that line.
    const aside =
      chosen.length > 0
        ? notesAside(chosen, asideId, cut.paddingTop)
        : element('div', { class: 'octavo-page-end' });
    aside.attrs.set('data-octavo-break', '');
    if (cut.block === '') {
      root.children.push(aside);
      return;
    }
    const path = findBlock(root, cut.block);
    if (!path) return;
    const found = path[path.length - 1];
    const block = found.list[found.index] as ElementNode;
    if (cut.offset <= 0) {
      const end = pageEndBefore(path);
      // The page ends under the block before: its bottom margin would only push the notes off the page.
      for (const before of lastPrintedBefore(end)) before.attrs.set(PAGE_END_ATTR, '');
      end.list.splice(end.index, 0, aside);
      return;
    }
    const rest = splitElement(block, cut.offset);
    rest.attrs.set(BLOCK_KEY, `${cut.block}+`);
    found.list.splice(found.index + 1, 0, aside, rest);
  });
  const pending = notes.filter((note) => !placed.has(note.noteId));
  if (pending.length === 0) return { pending, afterBlock };
  if (final) {
    for (const note of pending) {
      const { block, asideId } = placeAfterReference(root, note, `${note.noteId}-after`);
      afterBlock.set(note.noteId, { asideId, block, tooTall: false });
    }
    return { pending, afterBlock };
  }
  root.children.push(
    element(
      'template',
      { class: PENDING_NOTES_CLASS },
      pending.map((note) => note.body),
    ),
  );
  return { pending, afterBlock };
}

/** The CSS of cut blocks and notes at the foot of a page. */
export const FOOTNOTE_PLACEMENT_CSS = `
aside.${PAGE_NOTES_CLASS} { margin: 0 !important; break-before: auto; }
/* Notes printed in the flow, after the block that holds their reference, are set off from the text after them. */
aside.${AFTER_BLOCK_NOTES_CLASS} { margin-bottom: 1.2em; }
[data-octavo-break] { break-after: page; }
[${SPLIT_ATTR}], [${PAGE_END_ATTR}] { margin-bottom: 0 !important; }
:not(pre)[${SPLIT_ATTR}] { padding-bottom: 0 !important; border-bottom-width: 0 !important; }
p[${SPLIT_ATTR}] { text-align-last: justify; }
[${CONTINUED_ATTR}] { margin-top: 0 !important; text-indent: 0 !important; }
/* A listing keeps its frame and the room for its "continued" labels. */
:not(pre)[${CONTINUED_ATTR}] { padding-top: 0 !important; border-top-width: 0 !important; }
li[${CONTINUED_ATTR}] { list-style-type: none; }
`;

/**
 * Notes printed in the flow right after the block at `list[index]`: into the notes already printed there, after
 * them, so a table's notes read in order under one rule (Scaling Python with Dask's Table 12-1 printed 4, 3, 2,
 * each under a rule of its own). Returns the id of the notes' block.
 */
function putAfterBlock(list: DomNode[], index: number, notes: PrintNote[], asideId: string): string {
  const next = list[index + 1];
  if (next?.type === 'element' && hasClass(next, AFTER_BLOCK_NOTES_CLASS)) {
    next.children.push(...notes.map((note) => note.body));
    return next.attrs.get('id') ?? asideId;
  }
  list.splice(
    index + 1,
    0,
    notesBlock(notes, { class: `${NOTES_CLASS} ${AFTER_BLOCK_NOTES_CLASS}`, id: asideId }),
  );
  return asideId;
}

/**
 * The fallback: the note printed right after the flow block that holds its reference. Returns what that block
 * is ("paragraph", "sidebar"…; "chapter" when none holds it and the note ends the division), and the id of the
 * notes' block it went into.
 */
function placeAfterReference(
  root: ElementNode,
  note: PrintNote,
  asideId: string,
): { block: string; asideId: string } {
  const visit = (list: DomNode[]): { block: string; asideId: string } | undefined => {
    for (let i = 0; i < list.length; i++) {
      const child = list[i];
      if (child.type !== 'element') continue;
      if (child.attrs.has(BLOCK_KEY) && serializeHtml([child]).includes(`id="${note.refId}"`))
        return { block: blockName(child), asideId: putAfterBlock(list, i, [note], asideId) };
      if (!isHeading(child)) {
        const found = visit(child.children);
        if (found) return found;
      }
    }
    return undefined;
  };
  const found = visit(root.children);
  if (found) return found;
  return {
    block: 'chapter',
    asideId: putAfterBlock(root.children, root.children.length - 1, [note], asideId),
  };
}

const ADMONITIONS = new Set(['note', 'tip', 'warning', 'caution', 'important']);

/** What a flow block is, as an author calls it: "sidebar", "table", "figure", "example", "listing"… */
export function blockName(el: ElementNode): string {
  const type = el.attrs.get('data-type') ?? '';
  const classes = (el.attrs.get('class') ?? '').split(/\s+/);
  const has = (name: string) => classes.includes(name);
  if (type === 'sidebar' || has('sidebarblock') || el.name === 'aside') return 'sidebar';
  if (ADMONITIONS.has(type) || has('admonitionblock')) return `${type || 'admonition'} box`;
  if (el.name === 'table' || has('tableblock') || type === 'table') return 'table';
  if (el.name === 'figure' || type === 'figure' || has('imageblock')) return 'figure';
  if (type === 'example' || has('exampleblock')) return 'example';
  if (el.name === 'pre' || has('listingblock') || has('literalblock')) return 'listing';
  if (el.name === 'blockquote' || has('quoteblock') || type === 'epigraph') return 'quote';
  if (['ul', 'ol', 'dl'].includes(el.name) || /(^| )(u|o|d|h|c)list( |$)/.test(classes.join(' ')))
    return 'list';
  if (el.name === 'p' || has('paragraph')) return 'paragraph';
  return 'block';
}
