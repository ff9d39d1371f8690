import { Page } from 'puppeteer';
import { FootnoteCut } from './footnote-placement';
import { PAGE_REFERENCE_CLASS } from './page-references';

/**
 * What each print writes into a division after its footnote cuts are placed: a cross-reference's " on page 61"
 * (page-references.ts). placeFootnotes counts a cut's offset in the text without it, and so does the measure.
 */
export const WRITTEN_LATER_SELECTOR = `span.${PAGE_REFERENCE_CLASS}`;

/** A reference whose note is not placed yet, where the last print put it. */
export interface PendingReference {
  refId: string;
  noteId: string;
  /** 1-based page, and the top of the reference in CSS pixels from the top of the page area. */
  page: number;
  top: number;
}

export interface MeasureInput {
  /** The page area in CSS pixels. */
  width: number;
  height: number;
  /**
   * Per division, its pending references in reading order, and whether to go on past the first page with
   * notes to the pages right after it (each starts where the cut before it ends) while they hold references.
   */
  divisions: { id: string; refs: PendingReference[]; chain: boolean }[];
}

/**
 * Runs in the printed page through the DevTools protocol (the page's own scripts stay off), with the
 * print styles and the body as wide as the page area, so lines break exactly as printed. For each
 * division it finds the first page that has references whose notes are not placed yet, and where
 * that page must end so those notes fit at its foot: positions within one printed page are the same
 * as in the continuous layout, shifted by an offset read from a reference's printed position.
 */
const MEASURE = String.raw`(input) => {
  const SAFETY = 3;
  const style = document.createElement('style');
  style.textContent =
    'html, body { width: ' + input.width + 'px !important; } * { text-rendering: geometricPrecision !important; }';
  document.head.append(style);
  const textNodes = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const out = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node);
    return out;
  };
  const charRect = (node, i) => {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const rects = [...range.getClientRects()].filter((r) => r.height > 0);
    // The letter after a hyphenation break also reports the hyphen drawn at the end of the line above, first.
    const drawn = rects.filter((r) => r.width > 0);
    return drawn.length ? drawn[drawn.length - 1] : rects[0];
  };
  // The containers whose blocks are numbered as the division's own (footnote-placement.ts's isContainer).
  const isSection = (el) =>
    !!el && (el.tagName === 'SECTION' || (el.tagName === 'DIV' && /^sect[1-5]$/.test(el.dataset.type || '')));
  // What lays out as one box a line or a page cannot break inside: a formula, an image, a drawing.
  const ATOMIC = 'math, svg, img';
  const linesOf = (root) => {
    const lines = [];
    const add = (r) => {
      if (r.height === 0) return;
      const line = lines.find((l) => r.top < l.bottom - 1 && r.bottom > l.top + 1);
      if (line) { line.top = Math.min(line.top, r.top); line.bottom = Math.max(line.bottom, r.bottom); }
      else lines.push({ top: r.top, bottom: r.bottom });
    };
    for (const node of textNodes(root)) {
      if (node.parentElement.closest(ATOMIC)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) add(r);
    }
    for (const el of root.querySelectorAll(ATOMIC)) {
      if (!el.parentElement.closest(ATOMIC)) add(el.getBoundingClientRect());
    }
    return lines.sort((a, b) => a.top - b.top);
  };
  // Text written in after the cuts are placed (WRITTEN_LATER_SELECTOR) is not counted: counted, it made the Clojure
  // Cookbook's "See Also" list, two page references above the cut, be cut 44 characters late, mid-word, a line
  // lower than measured, its notes pushed to a page of their own.
  const WRITTEN_LATER = ${JSON.stringify(WRITTEN_LATER_SELECTOR)};
  const counted = (node) => !node.parentElement.closest(WRITTEN_LATER);
  // Characters of root's counted text before the element el.
  const countedBefore = (root, el) => {
    let offset = 0;
    for (const node of textNodes(root)) {
      if (el.contains(node) || !(node.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
      if (counted(node)) offset += node.data.length;
    }
    return offset;
  };
  // Characters of root's counted text before the first one drawn at or below y. A line that starts inside text
  // written later is cut before the link that holds it, which goes to the next page whole: the line above keeps
  // no more than it had.
  const offsetAt = (root, y) => {
    let offset = 0;
    for (const node of textNodes(root)) {
      const length = node.data.length;
      const last = length ? charRect(node, length - 1) : undefined;
      if (!last || last.top < y - 0.5) { if (counted(node)) offset += length; continue; }
      let low = 0, high = length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        const rect = charRect(node, mid);
        if (!rect || rect.top < y - 0.5) low = mid + 1; else high = mid;
      }
      if (counted(node)) return offset + low;
      const link = node.parentElement.closest(WRITTEN_LATER).parentElement;
      return link && link !== root && root.contains(link) ? countedBefore(root, link) : offset;
    }
    return offset;
  };
  const lineAround = (el) => {
    const box = el.getBoundingClientRect();
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const middle = (box.top + box.bottom) / 2;
    return linesOf(block || el).find((l) => l.top <= middle && l.bottom >= middle) || { top: box.top, bottom: box.bottom };
  };
  const SPLITTABLE = new Set(['P', 'UL', 'OL', 'DL', 'PRE', 'BLOCKQUOTE', 'DIV', 'ASIDE']);
  // What a page may not end inside or right under, in a block it ends inside (a sidebar's title, its figure).
  const WHOLE = 'figure, table, img, svg, math, h1, h2, h3, h4, h5, h6';
  // The listing a page ending at \`y\` falls in: the block itself, or a pre inside it.
  const listingAt = (block, y) => {
    if (block.tagName === 'PRE') return block;
    for (const pre of block.querySelectorAll('pre')) {
      const r = pre.getBoundingClientRect();
      if (r.top <= y && y <= r.bottom) return pre;
    }
    return null;
  };
  // A block the measure never cuts.
  const neverCut = (el) => !SPLITTABLE.has(el.tagName) || el.classList.contains('octavo-keep-whole');
  const results = [];
  for (const division of input.divisions) {
    const root = document.getElementById(division.id);
    const template = root && root.querySelector(':scope > template.octavo-pending-notes');
    if (!root || !template || division.refs.length === 0) continue;
    const aside = document.createElement('aside');
    aside.className = 'octavo-footnotes octavo-page-notes';
    aside.setAttribute('data-type', 'footnotes');
    root.append(aside);
    const noteHeight = (refs) => {
      aside.replaceChildren(...refs.map((r) => template.content.getElementById(r.noteId).cloneNode(true)));
      const style = getComputedStyle(aside);
      return aside.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
    };
    const blocks = [...root.querySelectorAll('[data-octavo-b]')].filter(
      (el) => !el.parentElement.closest('[data-octavo-b]'),
    );
    const FORCED = /^(page|left|right|recto|verso)$/;
    // Whether a page break the book forces stands between block i - 1 and block i: before block i or a section
    // it opens, or after block i - 1 or a section it closes (the page ends placed by earlier passes aside).
    const forcedBefore = (i) => {
      if (i <= 0) return false;
      for (let el = blocks[i]; el && el !== root; el = el.parentElement) {
        if (FORCED.test(getComputedStyle(el).breakBefore)) return true;
        if (el.previousElementSibling) break;
      }
      for (let el = blocks[i - 1]; el && el !== root; el = el.parentElement) {
        if (FORCED.test(getComputedStyle(el).breakAfter)) return true;
        if (el.nextElementSibling) break;
      }
      return false;
    };
    // Where the page after a forced break before block i starts: above the top margins of the block and of the
    // sections it opens, which a forced break keeps.
    const breakTop = (i) => {
      let y = Infinity;
      for (let el = blocks[i]; el && el !== root; el = el.parentElement) {
        y = Math.min(y, el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).marginTop));
        if (el.previousElementSibling) break;
      }
      return y;
    };
    // The first block after a forced break inside the page from \`top\` to \`bottom\` (not the one it starts
    // with), -1 when none: the page ends before it, however much room is left.
    const forcedIn = (top, bottom) => {
      for (let i = 1; i < blocks.length; i++) {
        const box = blocks[i].getBoundingClientRect();
        if (box.bottom <= top + 0.5) continue;
        if (box.top >= bottom) return -1;
        if (forcedBefore(i) && breakTop(i) > top + 1) return i;
      }
      return -1;
    };
    // Where Chromium's own page break falls when the page from \`origin\` holds no reference (the top of the next
    // page in the continuous layout): between lines of the block that crosses the page's foot (orphans and widows
    // kept; a listing's frame repeated on each part), inside the blocks a quotation, list or example holds, or
    // before a block that does not fit, with the headings that keep with it. Null where that is not foreseeable
    // here (a table breaking inside, a block taller than a page that cannot break, text beside blocks). A forced
    // break inside the page ends it there.
    const naturalBreak = (top, bottom) => {
      let index = -1;
      for (let i = 0; i < blocks.length; i++) {
        const box = blocks[i].getBoundingClientRect();
        if (box.bottom <= top + 0.5) continue;
        if (box.top > top + 0.5 && box.top < bottom && forcedBefore(i)) {
          const y = breakTop(i);
          if (y > top + 1) return y;
        }
        if (box.bottom > bottom + 0.5) {
          index = i;
          break;
        }
      }
      if (index === -1) return null;
      const y = breakAmong(blocks, index, top, bottom, false);
      return typeof y === 'number' ? y : null;
    };
    const laidOut = (el) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed';
    };
    // Whether a block lays out lines of its own, no block boxes inside it but formulas and images (one line each).
    const holdsLines = (el) =>
      [...el.children].every((c) => !laidOut(c) || getComputedStyle(c).display.startsWith('inline') || c.matches(ATOMIC));
    // The block boxes a block holds, or null when text stands beside them (anonymous boxes the measure cannot see).
    const blockChildren = (el) => {
      for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE && node.data.trim()) return null;
      const children = [...el.children].filter(laidOut);
      return children.some((c) => getComputedStyle(c).display.startsWith('inline')) ? null : children;
    };
    // Where the page breaks between the lines of \`el\`, 'before' when it cannot (orphans), null when unforeseeable.
    const breakInLines = (el, top, bottom) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const cloned = style.boxDecorationBreak === 'clone';
      // A part of a block whose frame is cloned ends with the block's bottom padding and starts with its top one.
      const below = cloned ? parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth) : 0;
      const above = cloned ? parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth) : 0;
      const lines = linesOf(el).filter((l) => l.top >= top - 0.5);
      // The last line's box ends where the block's content does.
      const contentBottom = box.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      const boxBottom = (i) => (lines[i + 1] ? (lines[i].bottom + lines[i + 1].top) / 2 : contentBottom);
      let line = lines.findIndex((l, i) => boxBottom(i) + below > bottom + 0.5);
      if (line === -1) return null;
      const widows = parseInt(style.widows, 10) || 2;
      const orphans = parseInt(style.orphans, 10) || 2;
      if (lines.length - line < widows) line = lines.length - widows;
      if (line < orphans || lines[line - 1].top < top - 0.5) return 'before';
      return (lines[line - 1].bottom + lines[line].top) / 2 - above;
    };
    // Where the page breaks when \`list[index]\`, one of a run of sibling blocks, is the first to cross the page's
    // foot: a number, 'before' (before the first of them: the page breaks before what holds them), or null.
    const breakAmong = (list, index, top, bottom, nested) => {
      const el = list[index];
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const lined = holdsLines(el);
      const whole =
        style.breakInside.startsWith('avoid') || el.classList.contains('octavo-keep-whole') ||
        el.matches('figure, table, img, svg, math') || (lined && !!el.querySelector('figure, table'));
      if (box.top < bottom - 0.5 && !whole) {
        let y = null;
        if (lined) y = breakInLines(el, top, bottom);
        else {
          const children = blockChildren(el);
          const crossing = children ? children.findIndex((c) => c.getBoundingClientRect().bottom > bottom + 0.5) : -1;
          if (crossing !== -1) y = breakAmong(children, crossing, top, bottom, true);
        }
        if (y !== 'before') return y;
      }
      if (box.height > input.height) return null;
      let start = index;
      while (start > 0 && getComputedStyle(list[start - 1]).breakAfter.startsWith('avoid')) start--;
      if (start === 0 && nested) return 'before';
      const next = list[start].getBoundingClientRect().top;
      return next > top + 1 ? next : null;
    };
    const cuts = [];
    // The references placed on a predicted page and where they should print, for the next print to check.
    const expected = [];
    let remaining = division.refs;
    // The top of the page being cut, in the continuous layout, when it starts at a cut measured just before.
    let origin = null;
    // The block the last cut split, its key and where in its text it did.
    let split = null;
    const pages = division.chain ? 64 : 1;
    for (let n = 0; n < pages && remaining.length > 0; n++) {
      let onPage;
      let shift;
      if (origin === null) {
        const page = remaining[0].page;
        onPage = remaining.filter((r) => r.page === page);
        const first = document.getElementById(onPage[0].refId);
        if (!first) break;
        shift = onPage[0].top - first.getBoundingClientRect().top;
        // The page may hold references the print put on the next one, which the cut can keep here: lines Chromium
        // sent on with a block they keep with (the Clojure Cookbook's paragraph introducing a listing, its note
        // left out and printed alone on the next page). Those whose line fits count too, up to a page end the
        // book forces or an earlier pass placed.
        const forced = forcedIn(-shift, -shift + input.height);
        const ends = [...root.querySelectorAll('[data-octavo-break]')].filter(
          (end) => first.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        for (const ref of remaining.slice(onPage.length)) {
          const el = document.getElementById(ref.refId);
          if (!el || lineAround(el).bottom + shift > input.height) break;
          const follows = (mark) => mark.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING;
          if ((forced !== -1 && follows(blocks[forced])) || ends.some(follows)) break;
          onPage.push(ref);
        }
      } else {
        // The page after a cut starts where the cut is: its references are those whose line fits on it, before
        // a forced break.
        shift = -origin;
        onPage = [];
        const forced = forcedIn(origin, origin + input.height);
        for (const ref of remaining) {
          const el = document.getElementById(ref.refId);
          if (!el || lineAround(el).bottom + shift > input.height) break;
          if (forced !== -1 && !(blocks[forced].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)) break;
          onPage.push(ref);
        }
        if (onPage.length === 0) {
          // A page without references: it ends where Chromium breaks it, and the next one is measured.
          const after = naturalBreak(origin, origin + input.height);
          if (after === null) break;
          origin = after;
          continue;
        }
      }
      const first = document.getElementById(onPage[0].refId);
      if (!first) break;
      // Where the page starts in the continuous layout: where the print put it, and never above the page end
      // an earlier pass placed before its first reference (a page measured there would end above its own top).
      let pageTop = -shift;
      if (origin === null) {
        for (const end of root.querySelectorAll('[data-octavo-break]')) {
          if (!(end.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
          pageTop = Math.max(pageTop, end.getBoundingClientRect().bottom);
        }
      }
      let chosen = [];
      let height = 0;
      for (const ref of onPage) {
        const el = document.getElementById(ref.refId);
        if (!el) break;
        const line = lineAround(el);
        const h = noteHeight([...chosen, ref]);
        const lineBottom = line.bottom + shift;
        const lineTop = line.top + shift;
        // A note too tall to fit under even the first line of a page goes with it anyway.
        if (lineBottom <= input.height - h - SAFETY || (chosen.length === 0 && lineTop < 40)) {
          chosen.push(ref);
          height = h;
        } else break;
      }
      aside.replaceChildren();
      // The page ends before the line of the first reference whose note it cannot hold.
      const unchosen = onPage[chosen.length] && document.getElementById(onPage[chosen.length].refId);
      const limit = Math.min(
        chosen.length ? input.height - height - SAFETY - shift : lineAround(first).top - 0.5,
        unchosen ? lineAround(unchosen).top - 0.5 : Infinity,
      );
      // Where the page ends if it ends at (or inside) block \`index\` (-1: the division's end), or null when the
      // block was cut on the page before and cannot be cut again.
      // \`whole\`: the page ends before the block, never inside it (a forced break stands before it).
      // \`overflow\`: the block's lines fit above the notes but what follows them does not (its bottom padding and
      // margin, the division's end): the page ends inside it as if its last line crossed the notes' top.
      const cutAt = (index, whole = false, overflow = false) => {
        const target = blocks[index];
        if (!target) {
          // The notes follow the division's end, after whatever closes its sections: measured there.
          aside.style.minHeight = '1px';
          root.append(aside);
          const top = aside.getBoundingClientRect().top;
          aside.style.minHeight = '';
          return { cut: { block: '', offset: 0, top }, next: null };
        }
        const box = target.getBoundingClientRect();
        const splittable = SPLITTABLE.has(target.tagName) && !target.classList.contains('octavo-keep-whole');
        const wholeBoxes = [...target.querySelectorAll(WHOLE)].map((el) => el.getBoundingClientRect());
        const inWhole = (l) => wholeBoxes.some((b) => l.top < b.bottom - 0.5 && l.bottom > b.top + 0.5);
        const again = split && split.el === target;
        let line = -1;
        let lines = [];
        // A listing's first part keeps its bottom padding (its "continued" label sits there): the block's own,
        // or that of the listing inside it where the page ends (Asciidoctor's div.listingblock around its pre).
        const targetStyle = getComputedStyle(target);
        const listing = listingAt(target, limit);
        const listingStyle = listing && getComputedStyle(listing);
        const extra = listing ? parseFloat(listingStyle.paddingBottom) + parseFloat(listingStyle.borderBottomWidth) : 0;
        const minLines = listing ? 3 : 2;
        if (splittable && !whole && (again || box.top < limit)) {
          // On a page that starts inside the block (cut there, or broken by Chromium), its lines start there.
          lines = linesOf(target).filter((l) => origin === null || l.top >= origin - 0.5);
          // A line's box reaches halfway to the text of the next line: the page must hold it to there.
          line = lines.findIndex((l, i) => (lines[i + 1] ? (l.bottom + lines[i + 1].top) / 2 : l.bottom) + extra > limit + 0.5);
          if (line === -1 && overflow && lines.length > 0) line = lines.length - 1;
          if (line !== -1 && lines.length - line < minLines) line = lines.length - minLines;
          // Not inside a figure, table or title the block holds, nor right under a title.
          while (line >= minLines && (inWhole(lines[line]) || inWhole(lines[line - 1]))) line--;
          if (line < minLines) line = -1;
          // A block the book keeps whole (break-inside: avoid) is cut only to keep a reference with its note: else
          // it goes to the next page whole, as Chromium prints it, when a page can hold it and it does not start
          // this one already.
          const keptWhole =
            line !== -1 && !again && targetStyle.breakInside.startsWith('avoid') && box.height <= input.height &&
            box.top > pageTop + 0.5;
          const holdsNoteAbove = (cutTop) => chosen.some((ref) => {
            const el = document.getElementById(ref.refId);
            return el && target.contains(el) && lineAround(el).bottom < cutTop + 0.5;
          });
          if (keptWhole && !holdsNoteAbove(lines[line].top)) line = -1;
        }
        if (line === -1 && again) return null;
        if (line === -1) {
          // The page ends before the block: measure where the notes would start by putting them there, as
          // placeFootnotes prints them: before the outermost section the block opens, the blocks printed last above
          // losing their bottom margins.
          let end = target;
          while (end.parentElement !== root && isSection(end.parentElement) && !end.previousElementSibling)
            end = end.parentElement;
          const above = [];
          for (let last = end.previousElementSibling; last; last = isSection(last) ? last.lastElementChild : null)
            above.push({
              el: last,
              margin: last.style.getPropertyValue('margin-bottom'),
              priority: last.style.getPropertyPriority('margin-bottom'),
            });
          for (const { el } of above) el.style.setProperty('margin-bottom', '0px', 'important');
          aside.style.minHeight = '1px';
          end.before(aside);
          const top = aside.getBoundingClientRect().top;
          aside.remove();
          aside.style.minHeight = '';
          for (const { el, margin, priority } of above) el.style.setProperty('margin-bottom', margin, priority);
          root.append(aside);
          return {
            cut: { block: target.getAttribute('data-octavo-b'), offset: 0, top },
            // After the page break the block keeps its top margin (and so do the sections it opens, after one the
            // book forces).
            next: { origin: whole ? breakTop(index) : box.top - parseFloat(targetStyle.marginTop), split: null },
          };
        }
        const offset = offsetAt(target, lines[line].top);
        const key = again ? split.key + '+' : target.getAttribute('data-octavo-b');
        // The rest of a listing keeps its top padding and frame; other blocks lose theirs.
        const above = listing ? parseFloat(listingStyle.paddingTop) + parseFloat(listingStyle.borderTopWidth) : 0;
        // The page ends, and the next starts, between the line's box and the box of the line above it.
        const lineBox = (lines[line].top + lines[line - 1].bottom) / 2;
        return {
          cut: { block: key, offset: offset - (again ? split.offset : 0), top: lineBox + extra },
          next: { origin: lineBox - above, split: { el: target, key, offset, top: lines[line].top } },
        };
      };
      let index = blocks.findIndex((el) => el.getBoundingClientRect().bottom > limit + 0.5);
      // A page break the book forces before the page is full ends it there, with the notes at its foot.
      const forced = forcedIn(pageTop, pageTop + input.height);
      const atForced = forced !== -1 && (index === -1 || index >= forced);
      if (atForced) index = forced;
      let found = cutAt(index, atForced);
      // The page ends before a block, but what stands between it and the block above does not fit either: end
      // the page at that block instead, as long as it starts on this page and below the last reference placed.
      const placedBottom = chosen.length
        ? lineAround(document.getElementById(chosen[chosen.length - 1].refId)).bottom
        : -Infinity;
      while (found && found.cut.offset === 0 && found.cut.top > limit + 0.5) {
        const previous = index === -1 ? blocks.length - 1 : index - 1;
        if (previous < 0 || blocks[previous].getBoundingClientRect().top < pageTop) break;
        if (split && split.el === blocks[previous]) break;
        let earlier = cutAt(previous);
        // Before that block is above a reference placed on this page: the page ends inside it, its last lines
        // going on, when its lines fit above the notes and only what follows them (its padding, the division's
        // end) did not.
        if (earlier && earlier.cut.offset === 0 && earlier.cut.top < placedBottom - 0.5)
          earlier = cutAt(previous, false, true) ?? earlier;
        if (!earlier || earlier.cut.top < placedBottom - 0.5) break;
        index = previous;
        found = earlier;
      }
      // Nor does a page end under a heading: the heading goes to the next page with what it heads.
      while (found && found.cut.offset === 0 && index > 0 && /^H[1-6]$/.test(blocks[index - 1].tagName)) {
        if (blocks[index - 1].getBoundingClientRect().top < pageTop) break;
        const earlier = cutAt(index - 1);
        if (!earlier || earlier.cut.top < placedBottom - 0.5) break;
        index -= 1;
        found = earlier;
      }
      if (!found) break;
      // The page ends before the block that holds its first reference, a block the page cannot end in (a table or
      // figure; a sidebar kept whole that starts the page, its lines all above the notes but not its padding) and
      // too tall to share any page with the note: ending the page there would only move it on, or leave the page
      // empty (and the passes gave up on every later note of the division). Its notes go right after it, wherever
      // that falls; what follows is measured on the next print.
      const holderIndex = blocks.findIndex((el) => el.contains(first));
      const holder = blocks[holderIndex];
      const startsPage = () =>
        !blocks.slice(0, holderIndex).some((el) => el.getBoundingClientRect().bottom > pageTop + 0.5);
      const stuck =
        holder && found.cut.offset === 0 && index !== -1 && index <= holderIndex && !(split && split.el === holder) &&
        (neverCut(holder) || (getComputedStyle(holder).breakInside.startsWith('avoid') && startsPage()));
      const inHolder = [];
      // The holder's notes printed right after it, wherever that falls.
      const notesAfterHolder = () => ({
        block: holder.getAttribute('data-octavo-b'),
        offset: 0,
        noteIds: inHolder.map((r) => r.noteId),
        paddingTop: 0,
        afterBlock: true,
      });
      if (stuck) {
        for (const ref of remaining) {
          if (!holder.contains(document.getElementById(ref.refId))) break;
          inHolder.push(ref);
        }
        const need = holder.getBoundingClientRect().height + noteHeight(inHolder.slice(0, 1)) + SAFETY;
        aside.replaceChildren();
        if (need > input.height) {
          cuts.push(notesAfterHolder());
          break;
        }
      }
      // A page with nothing on it: what the print said of the reference does not hold (the measure would end
      // the same page again each pass, a blank page each time). Its notes are left to the fallback, but a stuck
      // holder's (below).
      const above = index === -1 ? blocks.length : index;
      const empty =
        found.cut.offset === 0
          ? !blocks.slice(0, above).some((el) => el.getBoundingClientRect().bottom > pageTop + 0.5)
          : found.cut.top <= pageTop + 0.5;
      if (empty) {
        // A block the page cannot end in that starts the page, with its first note but not all of them (Scaling
        // Python with Dask's Table 12-1 and its three notes): ending the page before it leaves the page empty each
        // pass, and every later note of the division went to the fallback. Its notes go right after it.
        if (stuck && inHolder.length > 0) cuts.push(notesAfterHolder());
        break;
      }
      // A page that ends above chosen references (before the block holding them, or inside it where the lines a
      // block keeps together go on with a reference's) would carry them to the next page, away from their notes:
      // those notes go with them.
      const kept = chosen.filter(
        (ref) => lineAround(document.getElementById(ref.refId)).bottom <= found.cut.top + 0.5,
      );
      if (kept.length < chosen.length) {
        chosen = kept;
        height = kept.length ? noteHeight(kept) : 0;
        aside.replaceChildren();
      }
      const { cut, next } = found;
      if (origin !== null) {
        for (const ref of chosen) {
          const top = document.getElementById(ref.refId).getBoundingClientRect().top + shift;
          expected.push({ cut: cuts.length, refId: ref.refId, top });
        }
      }
      cuts.push({
        block: cut.block,
        offset: cut.offset,
        noteIds: chosen.map((r) => r.noteId),
        paddingTop: chosen.length ? input.height - SAFETY - height - (cut.top + shift) : 0,
      });
      remaining = remaining.slice(chosen.length);
      if (!next || chosen.length === 0) break;
      origin = next.origin;
      split = next.split;
    }
    aside.remove();
    if (cuts.length) results.push({ division: division.id, cuts, expected });
  }
  style.remove();
  return results;
}`;

/** A reference placed on a predicted page: where it should print (CSS pixels from the page area's top). */
export interface ExpectedReference {
  /** The index of the cut that placed its note, among the cuts measured with it. */
  cut: number;
  refId: string;
  top: number;
}

/** A division's next cuts, in order, and where the references on predicted pages should print. */
export interface MeasuredCuts {
  cuts: FootnoteCut[];
  expected: ExpectedReference[];
}

/** The next cuts of each division that still has notes to place, in order (see MEASURE). */
export async function measureFootnoteCuts(
  page: Page,
  input: MeasureInput,
): Promise<Map<string, MeasuredCuts>> {
  await page.emulateMediaType('print');
  // Chromium on Linux positions glyphs at fractional pixels, as print does, only on high-density
  // screens; at 1x it rounds advances and screen lines come out wider than printed ones.
  await page.setViewport({ width: 1000, height: 800, deviceScaleFactor: 2 });
  const results = (await page.evaluate(`(${MEASURE})(${JSON.stringify(input)})`)) as ({
    division: string;
  } & MeasuredCuts)[];
  return new Map(results.map((r) => [r.division, { cuts: r.cuts, expected: r.expected }]));
}
