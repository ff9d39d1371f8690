import type { Page } from 'puppeteer';
import { FigurePlace, movedFigures } from './break-gaps';
import { PrintedPlaces, printedPlaces } from './page-numbers';
import { KEEP_WITH_NEXT_CLASS } from './print-style';
import { FLOAT_CLASS, PAGE_BREAK_CLASS, PRINT_BREAK_CLASS } from '../model/page-breaks';

/**
 * Prints again after floating figures, at most: each floated figure moves the pages after it in its division, so a
 * division floats one figure a print.
 */
const MAX_FLOATING_PRINTS = 4;

/** A figure moved after the blocks that follow it: its start mark, and how many of those blocks it printed after. */
interface Floated {
  atId: string;
  endId: string;
  blocks: number;
}

/**
 * Figures with one of Atlas's float roles (`float-top`, `float-bottom`; see FLOAT_CLASS) that went whole to the next
 * page and left the page before part blank: Practical Electronics printed its circuit photographs so, pages left
 * 35-50% blank where AH Formatter had let the text after them fill the page. Chromium has no page floats: the print
 * measures how many of the blocks after such a figure (in its section, up to a heading or another figure) fit where
 * the page was left blank, puts the figure after them and prints again, the figure now opening the next page. The
 * reading order of the tagged PDF follows the printed one; the EPUB and the HTML keep the source's. One object a
 * run of prints of one document, as StaleBreaks is: a figure floated once is floated alike in every later print.
 * A figure without a role stays where its source puts it, as AH Formatter and asciidoctor-pdf leave it: its text may
 * say "below", and the gap it leaves is warned about (break-gaps.ts).
 */
export class FloatedFigures {
  private readonly floated = new Map<string, Floated>();

  /** Floats in the loaded page the figures earlier prints floated, before it prints. */
  async again(page: Page): Promise<void> {
    if (this.floated.size > 0)
      await inPage(page, { width: 0, height: 0, places: [], again: [...this.floated.values()] });
  }

  /**
   * Floats the figures `pdf` (printed from the page) left gaps before, printing again while any float. `placed` is
   * where `pdf`'s ids are when the caller has read them already (StaleBreaks' last check of its breaks).
   */
  async fill(
    page: Page,
    areaPx: { width: number; height: number },
    pdf: Uint8Array,
    printPdf: () => Promise<Uint8Array>,
    placed?: PrintedPlaces,
  ): Promise<Uint8Array> {
    for (let print = 0; print < MAX_FLOATING_PRINTS; print++) {
      const { ids, printedAt } = print === 0 && placed ? placed : await printedPlaces(pdf);
      const places = movedFigures(ids, printedAt).filter((place) => !this.floated.has(place.atId));
      if (places.length === 0) break;
      const floated = await inPage(page, { ...areaPx, places, again: [] });
      if (floated.length === 0) break;
      for (const figure of floated) this.floated.set(figure.atId, figure);
      pdf = await printPdf();
    }
    return pdf;
  }
}

interface FloatInput {
  /** The page area in CSS pixels. */
  width: number;
  height: number;
  /** Figures a print moved to the next page, in their divisions' order. */
  places: FigurePlace[];
  /** Figures to float after as many blocks as an earlier print did. */
  again: Floated[];
}

async function inPage(page: Page, input: FloatInput): Promise<Floated[]> {
  if (input.places.length > 0) await page.emulateMediaType('print');
  const classes = {
    float: FLOAT_CLASS,
    keepWithNext: KEEP_WITH_NEXT_CLASS,
    breaks: [PAGE_BREAK_CLASS, PRINT_BREAK_CLASS],
  };
  return (await page.evaluate(
    `(${FLOAT})(${JSON.stringify(input)}, ${JSON.stringify(classes)})`,
  )) as Floated[];
}

/**
 * Runs in the page (a string: the page's JavaScript is off). Measured as printed (print media, the body as wide as
 * the page area): positions within one printed page are the continuous layout's shifted, so a block fits the blank
 * foot of the page when its bottom, with the figure out of the flow, is no further below the end of the text before
 * the figure than the page had room. The mark at the end of that text moves to the end of the last block the figure
 * follows, so the PDF's warnings measure what the page still leaves blank.
 */
const FLOAT = String.raw`(input, classes) => {
  const SAFETY = 4;
  const LINE_PX = 18;
  const BOUNDS = 'h1, h2, h3, h4, h5, h6, section, header, figure, template, .imageblock, .sect1, .sect2, .sect3, ' +
    '.sect4, .sect5, .' + classes.float + classes.breaks.map((name) => ', .' + name).join('');
  const counted = (el) => !el.matches('aside.octavo-footnotes');
  const bound = (el) => el.matches(BOUNDS) || el.querySelector(BOUNDS) !== null;
  const lastText = (el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let last = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.data.trim() && !node.parentElement.closest('svg, math')) last = node;
    }
    return last;
  };
  const place = (figure, end, last) => {
    last.after(figure);
    const text = lastText(last);
    if (text) text.after(end); else last.append(end);
  };
  const floated = [];
  for (const again of input.again) {
    const figure = document.getElementById(again.atId)?.closest('.' + classes.float);
    const end = document.getElementById(again.endId);
    if (!figure || !end) continue;
    let last = null;
    let n = 0;
    for (let el = figure.nextElementSibling; el && n < again.blocks; el = el.nextElementSibling) {
      if (counted(el)) { n++; last = el; }
    }
    if (last && n === again.blocks) place(figure, end, last);
  }
  if (input.places.length === 0) return floated;
  const body = document.body;
  const written = body.style.width;
  body.style.width = input.width + 'px';
  const done = new Set();
  for (const at of input.places) {
    if (done.has(at.divisionId)) continue;
    const figure = document.getElementById(at.atId)?.closest('.' + classes.float);
    const end = document.getElementById(at.endId);
    // An introduction ("as this photograph shows:") stays with its figure.
    const before = figure?.previousElementSibling;
    if (!figure || !end || (before && before.classList.contains(classes.keepWithNext))) continue;
    const room = input.height - at.endBottom - SAFETY;
    const shown = figure.style.display;
    figure.style.display = 'none';
    const endTop = end.getBoundingClientRect().top;
    const passed = [];
    for (let el = figure.nextElementSibling; el && !bound(el); el = el.nextElementSibling) {
      if (el.getBoundingClientRect().bottom - endTop - LINE_PX > room) break;
      passed.push(el);
    }
    figure.style.display = shown;
    // A block that introduces the one after it stays with it; the figure follows a block, not a page's notes.
    while (passed.length > 0) {
      const last = passed[passed.length - 1];
      if (counted(last) && !last.classList.contains(classes.keepWithNext)) break;
      passed.pop();
    }
    const blocks = passed.filter(counted).length;
    if (blocks === 0) continue;
    place(figure, end, passed[passed.length - 1]);
    floated.push({ atId: at.atId, endId: at.endId, blocks });
    done.add(at.divisionId);
  }
  body.style.width = written;
  return floated;
}`;
