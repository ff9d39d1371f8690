import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from '@pdf-lib/fontkit';
import { ElementNode, element, textContent, walkElements } from '../dom/html-dom';
import { KEEP_WHOLE_CLASS } from './print-style';

/** Listings of more lines than this may split across pages; shorter ones stay whole. */
export const KEEP_WHOLE_LINES = 8;
export const LONG_LISTING_CLASS = 'octavo-long-listing';
/** Table rows with more text than this may split across pages. */
const KEEP_WHOLE_ROW_CHARS = 400;
const COVER_CLASS = 'octavo-listing-cover';

/**
 * Marks each listing (`pre`) and table as one that stays whole or one that may split. A listing that
 * may split gets two empty covers: see listingPartsCss for what they are for.
 */
export function markSplittableBlocks(root: ElementNode): void {
  walkElements([root], (el) => {
    if (el.name === 'pre') {
      const lines = textContent(el).replace(/\n$/, '').split('\n').length;
      if (lines <= KEEP_WHOLE_LINES) addClass(el, KEEP_WHOLE_CLASS);
      else {
        addClass(el, LONG_LISTING_CLASS);
        el.children.push(
          element('span', { class: `${COVER_CLASS} ${COVER_CLASS}-top`, 'aria-hidden': 'true' }),
          element('span', { class: `${COVER_CLASS} ${COVER_CLASS}-bottom`, 'aria-hidden': 'true' }),
        );
      }
    } else if (el.name === 'table') {
      const rows = walkCount(el, 'tr');
      if (rows <= KEEP_WHOLE_LINES) addClass(el, KEEP_WHOLE_CLASS);
    } else if (el.name === 'tr' && textContent(el).length <= KEEP_WHOLE_ROW_CHARS) {
      // A short row stays on one page; a tall one may split rather than leave a page nearly empty.
      addClass(el, KEEP_WHOLE_CLASS);
    }
  });
}

function walkCount(root: ElementNode, name: string): number {
  let count = 0;
  walkElements(root.children, (el) => {
    if (el.name === name) count++;
  });
  return count;
}

function addClass(el: ElementNode, name: string): void {
  const classes = el.attrs.get('class');
  el.attrs.set('class', classes ? `${classes} ${name}` : name);
}

let labels: { continues: string; continued: string } | undefined;

/** A label drawn as outlines of the shipped sans (an SVG image cannot use the page's web fonts). */
function labelSvg(textValue: string): string {
  const dir = dirname(require.resolve('@fontsource/source-sans-3/package.json'));
  const font = fontkit.create(readFileSync(join(dir, 'files', 'source-sans-3-latin-400-italic.woff2')));
  const run = font.layout(textValue);
  let x = 0;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    paths.push(`<path transform="translate(${x} 0)" d="${glyph.path.toSVG()}"/>`);
    x += run.positions[i].xAdvance;
  });
  const ascent = font.ascent;
  const height = ascent - font.descent;
  // Font units are y-up; the SVG flips them.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} ${height}" width="${x}" height="${height}">` +
    `<g transform="translate(0 ${ascent}) scale(1 -1)" fill="#555">${paths.join('')}</g></svg>`;
  return `url("data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}")`;
}

/**
 * A listing split across pages says so: "continued on next page" at the foot of each part but the
 * last, "continued" at the head of each part but the first. Chromium can tell neither part apart in
 * CSS, so every part of a long listing gets both labels as background images (painted per part with
 * `box-decoration-break: clone`), and two empty boxes in the listing's own background colour hide the
 * ones that do not apply: the top cover lies in the first part, the bottom cover in the last. Nothing
 * moves on the page, so no measuring is needed.
 */
export function listingPartsCss(): string {
  labels ??= { continues: labelSvg('continued on next page'), continued: labelSvg('continued') };
  return `
pre.${LONG_LISTING_CLASS} {
  position: relative; padding-top: 1.25em; padding-bottom: 1.25em; box-decoration-break: clone;
  background-image: ${labels.continued}, ${labels.continues};
  background-repeat: no-repeat, no-repeat;
  background-position: right 0.6em top 0.3em, right 0.6em bottom 0.3em;
  background-size: auto 0.85em, auto 0.85em;
}
pre.${LONG_LISTING_CLASS} > .${COVER_CLASS} {
  position: absolute; right: 0; width: 12em; height: 1.2em; background-color: inherit;
}
pre.${LONG_LISTING_CLASS} > .${COVER_CLASS}-top { top: 0; }
pre.${LONG_LISTING_CLASS} > .${COVER_CLASS}-bottom { bottom: 0; }
/* A listing cut where a page makes room for footnotes: its first part (which keeps no covers) says it
   goes on, the rest says it is a continuation. */
pre[data-octavo-split]:not([data-octavo-continued]) { background-image: ${labels.continues}; background-position: right 0.6em bottom 0.3em; }
pre[data-octavo-continued] > .${COVER_CLASS}-top { display: none; }
`;
}
