import type { Page } from 'puppeteer';
import { metaNumber, PAGE_AREA_WIDTH_META } from './stale-breaks';

/**
 * In the loaded page, before it prints: each display formula wider than the room its block has on the printed page
 * (the page area, less any indent of the list or quotation it stands in) gets a font size that makes it fit. A
 * formula's lines never break, and the print clips what passes the page's edge: 500 Lines or Less's sampler chapter
 * lost the right of a formula so, with no warning. Measured as printed (print media, the body as wide as the page
 * area), with the fonts loaded; every print of a document measures it alike, so its layout passes see the pages
 * its final print makes.
 */
export async function fitWideFormulas(page: Page, html: string): Promise<void> {
  if (!html.includes('display="block"')) return;
  const width = metaNumber(html, PAGE_AREA_WIDTH_META);
  if (width === undefined) return;
  await page.emulateMediaType('print');
  await page.evaluate(`(${FIT})(${width})`);
}

/** Runs in the page (a string: the page's JavaScript is off, and a compiled function would not survive bundling). */
const FIT = `(areaWidth) => {
  const body = document.body;
  const written = body.style.width;
  body.style.width = areaWidth + 'px';
  const wider = (math) => {
    let content = math.scrollWidth;
    for (const child of math.children) content = Math.max(content, child.getBoundingClientRect().width);
    const room = math.clientWidth;
    return room > 0 && content > room + 0.5 ? room / content : 1;
  };
  // A formula's spacing does not all scale with its size: measured again until it fits. All are read, then all
  // written, a round at a time: a layout of the whole document a round, not one a formula.
  let pending = [...document.querySelectorAll('math[display="block"]')].map((math) => ({ math, percent: 100 }));
  for (let round = 0; round < 4 && pending.length > 0; round++) {
    const ratios = pending.map(({ math }) => wider(math));
    pending = pending.filter((formula, i) => {
      if (ratios[i] >= 1) return false;
      formula.percent = Math.floor(formula.percent * ratios[i] * 0.995 * 10) / 10;
      formula.math.style.fontSize = formula.percent + '%';
      return true;
    });
  }
  body.style.width = written;
}`;
