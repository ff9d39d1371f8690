import type { Page } from 'puppeteer';
import {
  blankBelow,
  BreakPlace,
  breakPlaces,
  droppedName,
  holdsBreakMarks,
  MOST_BLANK_BEFORE_BREAK,
} from './break-gaps';
import { PrintedPlaces, printedPlaces } from './page-numbers';
import { FLOAT_CLASS, PRINT_BREAK_CLASS } from '../model/page-breaks';
import { FloatedFigures } from './floated-figures';

/** The print document's page area height in CSS pixels, for the measure of the breaks it makes. */
export const PAGE_AREA_HEIGHT_META = 'octavo-page-area-height';
/** The print document's page area width in CSS pixels, for the measure of its display formulas and floated figures. */
export const PAGE_AREA_WIDTH_META = 'octavo-page-area-width';

/** Prints again after dropping breaks, at most: each drop moves what follows and can leave a later break stale. */
const MAX_DROPPING_PRINTS = 3;

/**
 * Production page breaks (Atlas's `pagebreak-before` and `pagebreak-after` roles, its `<?hard-pagebreak?>`) were placed by O'Reilly's production
 * edit against the final print pages of another layout (other fonts, other trim). Test-Driven Development with Python
 * carries 337 of them: printed with Octavo's fonts, about 110 left the page before them more than half blank. A break
 * that does so is stale: the print is made again without it, the block following the text before it (a listing the
 * pages cannot split still goes whole to the next page, as any would). A break the author writes for every format
 * (`<<<`) is always made. One object a run of prints of one document (its layout passes and
 * final prints): a break dropped once stays dropped, so every pass lays out the same pages and the footnotes measured
 * on one are where the next prints them. The marks of a dropped break are renamed (`octavo-dropped-…`) so the PDF's
 * warnings can name it. The same run of prints floats the figures that ask for it (see FloatedFigures), once its
 * breaks are settled.
 */
export class StaleBreaks {
  private readonly dropped = new Set<string>();
  private readonly floats = new FloatedFigures();

  /**
   * Prints with `printPdf` (the page loaded from `html`), dropping stale breaks and printing again while any are, then
   * floating figures and printing again while any float.
   */
  async print(page: Page, html: string, printPdf: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const areaHeightPx = pageAreaHeightOf(html);
    const areaWidthPx = metaNumber(html, PAGE_AREA_WIDTH_META);
    const breaks = holdsBreakMarks(html);
    const floats = html.includes(FLOAT_CLASS);
    if (areaHeightPx === undefined || areaWidthPx === undefined || !(breaks || floats)) return printPdf();
    if (this.dropped.size > 0) await dropInPage(page, [...this.dropped]);
    if (floats) await this.floats.again(page);
    let pdf = await printPdf();
    // Where the ids of `pdf` are, when the last check of its breaks read them: the figures' first look reads no more.
    let placed: PrintedPlaces | undefined;
    for (let print = 0; breaks && print < MAX_DROPPING_PRINTS; print++) {
      placed = await printedPlaces(pdf);
      const stale = staleBreaksOf(placed, areaHeightPx);
      if (stale.length === 0) break;
      for (const id of stale) this.dropped.add(id);
      await dropInPage(page, stale);
      pdf = await printPdf();
      placed = undefined;
    }
    if (!floats) return pdf;
    return this.floats.fill(page, { width: areaWidthPx, height: areaHeightPx }, pdf, printPdf, placed);
  }
}

function pageAreaHeightOf(html: string): number | undefined {
  return metaNumber(html, PAGE_AREA_HEIGHT_META);
}

/** The number a print document's `<meta name="…" content="…">` carries (a page area's measure), if it has one. */
export function metaNumber(html: string, name: string): number | undefined {
  const found = new RegExp(`<meta name="${name}" content="([\\d.]+)">`).exec(html);
  return found ? Number(found[1]) : undefined;
}

/**
 * The start marks of the production breaks in `pdf` that leave more than half of the page before them blank, and of
 * those after them that will once they are dropped: a dropped break lets the text after it move up to follow the text
 * before it, so the next break's page ends that much higher (O'Reilly's breaks come in runs, one every page or two:
 * found one a print, Test-Driven Development with Python's chapters were printed up to eleven times). Told apart from
 * the print, the next print checks them: one that still leaves its page mostly blank is dropped then.
 */
export function staleBreaks(places: BreakPlace[], areaHeightPx: number): string[] {
  const stale: string[] = [];
  // Where the text now ends on the page of the last break dropped, and that break: the text after it moves up.
  let carried: { bottom: number; from: BreakPlace } | undefined;
  for (const place of places) {
    if (carried && carried.from.divisionId !== place.divisionId) carried = undefined;
    const bottom = carried
      ? (carried.bottom + (place.endPage - carried.from.atPage) * areaHeightPx + place.endBottom) %
        areaHeightPx
      : place.endBottom;
    const broke = carried !== undefined || place.atPage === place.endPage + 1;
    const blank = blankBelow(bottom, areaHeightPx);
    if (broke && blank > MOST_BLANK_BEFORE_BREAK) {
      stale.push(place.atId);
      carried = { bottom, from: place };
    } else {
      carried = undefined;
    }
  }
  return stale;
}

function staleBreaksOf({ ids, printedAt }: PrintedPlaces, areaHeightPx: number): string[] {
  return staleBreaks(breakPlaces(ids, printedAt), areaHeightPx);
}

/**
 * In the loaded page: the block each mark starts no longer breaks its page (an inline style outranks any style sheet's,
 * a book theme's `page-break-before` too), and its two marks and the hidden links to them take the dropped name.
 */
async function dropInPage(page: Page, atIds: string[]): Promise<void> {
  const renames = atIds.flatMap((at) => {
    const end = at.replace(/^octavo-break-at-/, 'octavo-break-end-');
    return [
      [at, droppedName(at)],
      [end, droppedName(end)],
    ];
  });
  await page.evaluate(
    (breakClass: string, atList: string[], pairs: string[][]) => {
      for (const at of atList) {
        const block = document.getElementById(at)?.closest(`.${breakClass}`) as
          HTMLElement | null | undefined;
        if (!block) continue;
        block.style.setProperty('break-before', 'auto', 'important');
        block.style.setProperty('page-break-before', 'auto', 'important');
      }
      const links = new Map<string, HTMLAnchorElement>();
      document
        .querySelectorAll<HTMLAnchorElement>('a[href^="#octavo-break-"]')
        .forEach((link) => links.set(link.getAttribute('href')!, link));
      for (const [from, to] of pairs) {
        const el = document.getElementById(from);
        if (el) el.id = to;
        links.get(`#${encodeURIComponent(from)}`)?.setAttribute('href', `#${encodeURIComponent(to)}`);
      }
    },
    PRINT_BREAK_CLASS,
    atIds,
    renames,
  );
}
