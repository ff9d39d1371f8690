import { Page } from 'puppeteer';
import { FootnoteCut } from './footnote-placement';

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
  /** Per division, its pending references in reading order. */
  divisions: { id: string; refs: PendingReference[] }[];
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
    return rects[0];
  };
  const linesOf = (root) => {
    const lines = [];
    for (const node of textNodes(root)) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.height === 0) continue;
        const line = lines.find((l) => r.top < l.bottom - 1 && r.bottom > l.top + 1);
        if (line) { line.top = Math.min(line.top, r.top); line.bottom = Math.max(line.bottom, r.bottom); }
        else lines.push({ top: r.top, bottom: r.bottom });
      }
    }
    return lines.sort((a, b) => a.top - b.top);
  };
  // Characters of root's text before the first one drawn at or below y.
  const offsetAt = (root, y) => {
    let offset = 0;
    for (const node of textNodes(root)) {
      const length = node.data.length;
      const last = length ? charRect(node, length - 1) : undefined;
      if (!last || last.top < y - 0.5) { offset += length; continue; }
      let low = 0, high = length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        const rect = charRect(node, mid);
        if (!rect || rect.top < y - 0.5) low = mid + 1; else high = mid;
      }
      return offset + low;
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
  const SPLITTABLE = new Set(['P', 'UL', 'OL', 'DL', 'PRE', 'BLOCKQUOTE', 'DIV']);
  const results = [];
  for (const division of input.divisions) {
    const root = document.getElementById(division.id);
    const template = root && root.querySelector(':scope > template.octavo-pending-notes');
    if (!root || !template || division.refs.length === 0) continue;
    const page = division.refs[0].page;
    const onPage = division.refs.filter((r) => r.page === page);
    const first = document.getElementById(onPage[0].refId);
    if (!first) continue;
    const shift = onPage[0].top - first.getBoundingClientRect().top;
    const aside = document.createElement('aside');
    aside.className = 'octavo-footnotes octavo-page-notes';
    aside.setAttribute('data-type', 'footnotes');
    root.append(aside);
    const noteHeight = (refs) => {
      aside.replaceChildren(...refs.map((r) => template.content.getElementById(r.noteId).cloneNode(true)));
      const style = getComputedStyle(aside);
      return aside.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
    };
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
    aside.remove();
    const limit = chosen.length ? input.height - height - SAFETY - shift : lineAround(first).top - 0.5;
    const blocks = [...root.querySelectorAll('[data-octavo-b]')].filter(
      (el) => !el.parentElement.closest('[data-octavo-b]'),
    );
    let cut;
    const target = blocks.find((el) => el.getBoundingClientRect().bottom > limit + 0.5);
    if (!target) {
      const last = blocks[blocks.length - 1];
      const bottom = last ? last.getBoundingClientRect().bottom + parseFloat(getComputedStyle(last).marginBottom) : 0;
      cut = { block: '', offset: 0, top: bottom };
    } else {
      const box = target.getBoundingClientRect();
      const minLines = target.tagName === 'PRE' ? 3 : 2;
      const splittable =
        SPLITTABLE.has(target.tagName) && !target.classList.contains('octavo-keep-whole') &&
        !target.querySelector('figure, table, img, svg, math, h1, h2, h3, h4, h5, h6');
      let line = -1;
      let lines = [];
      // A listing's first part keeps its bottom padding (its "continued" label sits there).
      const targetStyle = getComputedStyle(target);
      const extra = target.tagName === 'PRE' ? parseFloat(targetStyle.paddingBottom) + parseFloat(targetStyle.borderBottomWidth) : 0;
      if (splittable && box.top < limit) {
        lines = linesOf(target);
        line = lines.findIndex((l) => l.bottom + extra > limit + 0.5);
        if (line !== -1 && lines.length - line < minLines) line = lines.length - minLines;
        if (line < minLines) line = -1;
      }
      if (line === -1) {
        // The page ends before the block: measure where the notes would start by putting them there.
        aside.replaceChildren();
        aside.style.minHeight = '1px';
        target.before(aside);
        const top = aside.getBoundingClientRect().top;
        aside.remove();
        cut = { block: target.getAttribute('data-octavo-b'), offset: 0, top };
      } else {
        cut = { block: target.getAttribute('data-octavo-b'), offset: offsetAt(target, lines[line].top), top: lines[line].top + extra };
      }
    }
    results.push({
      division: division.id,
      cut: {
        block: cut.block,
        offset: cut.offset,
        noteIds: chosen.map((r) => r.noteId),
        paddingTop: chosen.length ? input.height - SAFETY - height - (cut.top + shift) : 0,
      },
    });
  }
  style.remove();
  return results;
}`;

/** The next cut of each division that still has notes to place (see MEASURE). */
export async function measureFootnoteCuts(
  page: Page,
  input: MeasureInput,
): Promise<Map<string, FootnoteCut>> {
  await page.emulateMediaType('print');
  // Chromium on Linux positions glyphs at fractional pixels, as print does, only on high-density
  // screens; at 1x it rounds advances and screen lines come out wider than printed ones.
  await page.setViewport({ width: 1000, height: 800, deviceScaleFactor: 2 });
  const results = (await page.evaluate(`(${MEASURE})(${JSON.stringify(input)})`)) as {
    division: string;
    cut: FootnoteCut;
  }[];
  return new Map(results.map((r) => [r.division, r.cut]));
}
