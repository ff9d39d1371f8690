import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from '@pdf-lib/fontkit';
// fontkit's Indic shaper (Hindi's "अगले पृष्ठ पर जारी") is a compiled generator that needs this global.
import 'regenerator-runtime/runtime';
import {
  addClass,
  DomNode,
  ElementNode,
  element,
  findElements,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { listingLanguage } from '../model/highlight-code';
import { BookLabels } from '../model/labels';
import { inUnicodeRange } from '../theme/unicode-range';
import { likelyScript } from '../typography/likely-locale';
import { writesTraditionalChinese } from '../typography/traditional-chinese';
import { BREAKABLE_BOX_CLASS, KEEP_WHOLE_CLASS } from './print-style';

/** Listings of more lines than this may split across pages; shorter ones stay whole. */
export const KEEP_WHOLE_LINES = 8;
export const LONG_LISTING_CLASS = 'octavo-long-listing';
/**
 * Notes, warnings and sidebars of more lines than this (estimated from their text) may split across pages;
 * shorter ones stay whole. Kept whole, a box taller than what is left of its page moved to the next one and left
 * the rest of its page empty: up to most of a page before a long note.
 */
export const KEEP_WHOLE_BOX_LINES = 12;
/** About how many characters of running text a line of the page holds, to estimate a box's height. */
const LINE_CHARS = 80;
/** Table rows with more text than this may split across pages. */
const KEEP_WHOLE_ROW_CHARS = 400;
const COVER_CLASS = 'octavo-listing-cover';
/**
 * Languages of diagrams drawn in text (svgbob's `bob`, ditaa, ASCIIToSVG, GoAT, aafigure): printed as written, such a
 * listing is a picture, which a page break cuts in two like any figure; it stays whole, however many lines.
 */
const TEXT_DIAGRAM_LANGUAGES: ReadonlySet<string> = new Set([
  'bob',
  'svgbob',
  'ditaa',
  'a2s',
  'goat',
  'aafigure',
  'ascii-art',
  'asciiart',
]);

/**
 * Marks each listing (`pre`) and table as one that stays whole or one that may split. A listing that
 * may split gets two empty covers: see listingPartsCss for what they are for.
 */
export function markSplittableBlocks(root: ElementNode): void {
  const keptWhole = keptTogetherBlocks(root);
  walkElements([root], (el) => {
    if (keptWhole.has(el)) return;
    if (el.name === 'pre') {
      const lines = textContent(el).replace(/\n$/, '').split('\n').length;
      if (lines <= KEEP_WHOLE_LINES || TEXT_DIAGRAM_LANGUAGES.has(listingLanguage(el) ?? ''))
        addClass(el, KEEP_WHOLE_CLASS);
      else {
        addClass(el, LONG_LISTING_CLASS);
        el.children.push(
          element('span', { class: `${COVER_CLASS} ${COVER_CLASS}-top`, 'aria-hidden': 'true' }),
          element('span', { class: `${COVER_CLASS} ${COVER_CLASS}-bottom`, 'aria-hidden': 'true' }),
        );
      }
    } else if (isFramedBox(el)) {
      const lines = estimatedLines(el.children);
      if (lines > KEEP_WHOLE_BOX_LINES && !(lines <= PAGE_LINES && shortBeforePicture(el)))
        addClass(el, BREAKABLE_BOX_CLASS);
    } else if (el.name === 'table') {
      const rows = walkCount(el, 'tr');
      if (rows <= KEEP_WHOLE_LINES) addClass(el, KEEP_WHOLE_CLASS);
    } else if (el.name === 'tr' && textContent(el).length <= KEEP_WHOLE_ROW_CHARS) {
      // A short row stays on one page; a tall one may split rather than leave a page nearly empty.
      addClass(el, KEEP_WHOLE_CLASS);
    }
  });
}

/**
 * Blocks an Atlas book marks keep-together (`[role="keep-together"]` on a listing, a table, a paragraph; O'Reilly's
 * production role, which its print formatter kept on one page), and the listings and tables inside them: each is
 * kept whole, however long, where Octavo would let a long one split.
 */
function keptTogetherBlocks(root: ElementNode): Set<ElementNode> {
  const kept = new Set<ElementNode>();
  walkElements([root], (el) => {
    if (
      el.name === 'span' ||
      kept.has(el) ||
      !(el.attrs.get('class') ?? '').split(/\s+/).includes('keep-together')
    )
      return;
    addClass(el, KEEP_WHOLE_CLASS);
    kept.add(el);
    walkElements(el.children, (inner) => {
      if (inner.name !== 'pre' && inner.name !== 'table' && inner.name !== 'tr') return;
      addClass(inner, KEEP_WHOLE_CLASS);
      kept.add(inner);
    });
  });
  return kept;
}

const BOX_TYPES = new Set(['note', 'tip', 'warning', 'caution', 'important', 'sidebar']);

/** An admonition or a sidebar (HTMLBook's data-type, Asciidoctor's classes): the blocks the theme keeps whole. */
function isFramedBox(el: ElementNode): boolean {
  if (BOX_TYPES.has(el.attrs.get('data-type') ?? '')) return true;
  const classes = (el.attrs.get('class') ?? '').split(/\s+/);
  return classes.includes('admonitionblock') || classes.includes('sidebarblock');
}

/** Blocks of text: each ends in a line of its own, partly filled, and is set off from the next. */
const TEXT_BLOCKS = new Set(['p', 'li', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figcaption']);
const PICTURES = new Set(['img', 'svg', 'video']);
/** A line of text on the page, and the page area's width, in CSS pixels, about. */
const LINE_PX = 20;
const PAGE_PX = 500;

/** Lines of a box's text before its first picture at most, for it to be kept whole with its picture. */
const LINES_BEFORE_PICTURE = 4;
/** About the lines a page holds, less a few: a box estimated taller splits wherever it must anyway. */
const PAGE_LINES = 30;

/**
 * A box whose first picture comes after a few lines of text (a sidebar's title and a sentence, then its figure): split,
 * it left those lines at the foot of a page in a frame running on empty to the page's end, the picture, which never
 * splits, opening the next page (lean-series' "Amusing Digression"). Kept whole (when it fits a page) it moves with
 * its picture, which would have left that space anyway.
 */
function shortBeforePicture(box: ElementNode): boolean {
  const before: DomNode[] = [];
  const holdsPicture = (el: ElementNode) =>
    findElements([el], (inner) => PICTURES.has(inner.name)).length > 0;
  // Down to the first picture, in reading order, every node before it kept for the estimate.
  const reachesPicture = (nodes: DomNode[]): boolean =>
    nodes.some((node) => {
      if (node.type === 'element' && holdsPicture(node))
        return PICTURES.has(node.name) || reachesPicture(node.children);
      before.push(node);
      return false;
    });
  return reachesPicture(box.children) && estimatedLines(before) <= LINES_BEFORE_PICTURE;
}

/** About how many lines of the page `nodes` take: a listing its lines, text its length, a picture its height. */
function estimatedLines(nodes: DomNode[]): number {
  let lines = 0;
  for (const node of nodes) {
    if (node.type === 'text') lines += node.value.trim().length / LINE_CHARS;
    else if (node.name === 'pre') lines += textContent(node).replace(/\n$/, '').split('\n').length;
    else if (PICTURES.has(node.name)) lines += pictureLines(node);
    else lines += estimatedLines(node.children) + (TEXT_BLOCKS.has(node.name) ? 1 : 0);
  }
  return lines;
}

/** A picture's height in lines, scaled to the page's width, from its size; a box's worth when it has none. */
function pictureLines(el: ElementNode): number {
  const width = Number(el.attrs.get('width'));
  const height = Number(el.attrs.get('height'));
  if (!(width > 0 && height > 0)) return KEEP_WHOLE_BOX_LINES;
  return (height * Math.min(1, PAGE_PX / width)) / LINE_PX;
}

function walkCount(root: ElementNode, name: string): number {
  let count = 0;
  walkElements(root.children, (el) => {
    if (el.name === name) count++;
  });
  return count;
}

/** A shipped face: its Fontsource package, and the file of each of its slices. */
interface LabelFace {
  pkg: string;
  file: (subset: string) => string;
}

/** A Noto face Fontsource ships as package `@fontsource/${name}`: its regular slices. */
function notoFace(name: string): LabelFace {
  return { pkg: `@fontsource/${name}`, file: (subset) => `${name}-${subset}-400-normal.woff2` };
}

/**
 * The shipped faces a label is drawn with, each character with the first that has it: the sans's italic (Latin,
 * Cyrillic, Greek, Vietnamese), then Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Thai, then the CJK faces (Han, kana, Hangul),
 * which are upright as those scripts are. Fontsource slices each into files by `unicode-range` (its unicode.json).
 * Arabic and Hebrew come before the CJK ones: a slice of Noto Sans SC's range takes Arabic letters (U+0627 …) its
 * file does not have.
 */
const LABEL_FACES: LabelFace[] = [
  { pkg: '@fontsource/source-sans-3', file: (subset: string) => `source-sans-3-${subset}-400-italic.woff2` },
  notoFace('noto-sans-arabic'),
  notoFace('noto-sans-hebrew'),
  // Thai's "ต่อ" was drawn as empty boxes: no slice whose range lists Thai letters has them but Noto Sans Thai's.
  notoFace('noto-sans-thai'),
  // Hindi's "जारी" (its labels came with the Hindi label set).
  notoFace('noto-sans-devanagari'),
];

/**
 * The CJK faces, Noto Sans SC first unless the label's language or script asks for another: Japanese's Han and kana
 * from Noto Sans JP, Traditional Chinese's from Noto Sans TC, Hangul from Noto Sans KR. A slice's range is not
 * its cmap: Noto Sans SC's slice 21 lists U+ACC4 (계) and 79 other Hangul syllables it has no glyph for, and Pro Git's
 * Korean "계속" printed as "⊠속".
 */
const CJK_LABEL_FACES = {
  sc: notoFace('noto-sans-sc'),
  tc: notoFace('noto-sans-tc'),
  jp: notoFace('noto-sans-jp'),
  kr: notoFace('noto-sans-kr'),
};
type CjkLabelFace = keyof typeof CJK_LABEL_FACES;

/** The CJK face that draws a character of a label in `lang` best, before the others. */
function preferredCjkFace(lang: string, character: string): CjkLabelFace {
  if (/\p{Script=Hangul}/u.test(character)) return 'kr';
  const script = likelyScript(lang);
  if (script === 'Jpan') return 'jp';
  if (writesTraditionalChinese(lang)) return 'tc';
  if (script === 'Kore') return 'kr';
  return 'sc';
}

/** A label whose first letter is Arabic-script or Hebrew reads right to left. */
const RIGHT_TO_LEFT = /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const BASE_LABEL_FONT = ['@fontsource/source-sans-3', 'source-sans-3-latin-400-italic.woff2'] as const;

type LabelFont = ReturnType<typeof fontkit.create>;
interface LabelFaceFile {
  pkg: string;
  file: string;
  range: string;
}
const labelFonts = new Map<string, LabelFont>();
const labelImages = new Map<string, { image: string; width: number; height: number }>();
const faceFiles = new Map<string, LabelFaceFile[]>();

function packageDir(pkg: string): string {
  return dirname(require.resolve(`${pkg}/package.json`));
}

function labelFont(pkg: string, file: string): LabelFont {
  const key = `${pkg}/${file}`;
  let font = labelFonts.get(key);
  if (!font) {
    font = fontkit.create(readFileSync(join(packageDir(pkg), 'files', file)));
    labelFonts.set(key, font);
  }
  return font;
}

/** A face's slices, each with its unicode-range. */
function sliceFiles(face: LabelFace): LabelFaceFile[] {
  let files = faceFiles.get(face.pkg);
  if (!files) {
    const ranges = JSON.parse(readFileSync(join(packageDir(face.pkg), 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    files = Object.entries(ranges).map(([subset, range]) => ({
      pkg: face.pkg,
      file: face.file(subset.replace(/^\[|\]$/g, '')),
      range,
    }));
    faceFiles.set(face.pkg, files);
  }
  return files;
}

/** The font file that draws `character` in a label in `lang` (the sans's Latin one when no shipped face has it). */
function labelFontFile(character: string, lang: string): readonly [string, string] {
  const preferred = preferredCjkFace(lang, character);
  const cjk = [
    preferred,
    ...(Object.keys(CJK_LABEL_FACES) as CjkLabelFace[]).filter((name) => name !== preferred),
  ];
  const point = character.codePointAt(0)!;
  for (const face of [...LABEL_FACES, ...cjk.map((name) => CJK_LABEL_FACES[name])]) {
    const slice = sliceFiles(face).find(
      ({ pkg, file, range }) =>
        inUnicodeRange(range, point) && labelFont(pkg, file).hasGlyphForCodePoint(point),
    );
    if (slice) return [slice.pkg, slice.file];
  }
  return BASE_LABEL_FONT;
}

/** Where a label at a part's foot stands: its height, and its distance from the right and bottom edges (em). */
const FOOT_LABEL = { height: 0.85, right: 0.6, bottom: 0.3 };

/**
 * A label drawn as outlines of the shipped fonts (an SVG image cannot use the page's web fonts); `margins` (in
 * units of the label's height) leave room right of and below it, and its size in those units is returned.
 */
function labelSvg(
  textValue: string,
  lang: string,
  margins: { right: number; bottom: number } = { right: 0, bottom: 0 },
): { image: string; width: number; height: number } {
  const cacheKey = `${lang} ${margins.right} ${margins.bottom} ${textValue}`;
  const known = labelImages.get(cacheKey);
  if (known) return known;
  const base = labelFont(...BASE_LABEL_FONT);
  // Runs of characters one font draws, each laid out whole (so a Latin label keeps its kerning).
  const runs: { font: LabelFont; text: string }[] = [];
  let runKey = '';
  for (const character of textValue) {
    const last = runs[runs.length - 1];
    if (last && /\s/.test(character)) {
      last.text += character;
      continue;
    }
    const [pkg, file] = labelFontFile(character, lang);
    const key = `${pkg}/${file}`;
    if (last && key === runKey) last.text += character;
    else {
      runs.push({ font: labelFont(pkg, file), text: character });
      runKey = key;
    }
  }
  // fontkit shapes each run (Arabic letters joined) and gives an RTL run's glyphs in visual order; a Persian or
  // Hebrew label's runs go right to left too, so the first is drawn rightmost.
  if (RIGHT_TO_LEFT.test(textValue)) runs.reverse();
  let x = 0;
  const paths: string[] = [];
  for (const { font, text } of runs) {
    const scale = base.unitsPerEm / font.unitsPerEm;
    const run = font.layout(text);
    run.glyphs.forEach((glyph, i) => {
      const scaled = scale === 1 ? '' : ` scale(${scale})`;
      paths.push(`<path transform="translate(${x} 0)${scaled}" d="${glyph.path.toSVG()}"/>`);
      x += run.positions[i].xAdvance * scale;
    });
  }
  const ascent = base.ascent;
  const height = ascent - base.descent;
  // Font units are y-up; the SVG flips them.
  const width = x + margins.right * height;
  const tall = height * (1 + margins.bottom);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${tall}" width="${width}" height="${tall}">` +
    `<g transform="translate(0 ${ascent}) scale(1 -1)" fill="#555">${paths.join('')}</g></svg>`;
  const label = {
    image: `url("data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}")`,
    width: width / height,
    height: tall / height,
  };
  labelImages.set(cacheKey, label);
  return label;
}

/**
 * A listing split across pages says so: "continued on next page" at the foot of each part but the
 * last, "continued" at the head of each part but the first. Chromium can tell neither part apart in
 * CSS, so every part of a long listing gets both labels, and two empty boxes in the listing's own background colour
 * hide the ones that do not apply: the top cover lies in the first part, the bottom cover in the last. Nothing moves
 * on the page, so no measuring is needed. The labels are in the book's language (`lang`), drawn with its fonts.
 * Each part paints them with `box-decoration-break: clone`: the head's as a background image, the foot's as the
 * corner of a border image on a box laid over the listing. Chromium places a cloned part's background as if the
 * part were as tall as the whole listing, its top at the part's top: a background at the bottom was never painted
 * in any part (measured: a gradient too), while a border image's corner is drawn in each part's own corner.
 */
export function listingPartsCss(
  words: Pick<BookLabels, 'continued' | 'continuedOnNextPage'>,
  lang: string,
): string {
  const continued = labelSvg(words.continued, lang).image;
  const margins = {
    right: FOOT_LABEL.right / FOOT_LABEL.height,
    bottom: FOOT_LABEL.bottom / FOOT_LABEL.height,
  };
  const continues = labelSvg(words.continuedOnNextPage, lang, margins);
  const em = (units: number) => `${Number((units * FOOT_LABEL.height).toFixed(3))}em`;
  return `
pre.${LONG_LISTING_CLASS} {
  position: relative; padding-top: 1.25em; padding-bottom: 1.25em; box-decoration-break: clone;
  background-image: ${continued};
  background-repeat: no-repeat;
  background-position: right 0.6em top 0.3em;
  background-size: auto ${FOOT_LABEL.height}em;
}
pre.${LONG_LISTING_CLASS}::before {
  content: ''; position: absolute; inset: 0; box-decoration-break: clone;
  border-style: solid; border-width: 0;
  border-image-source: ${continues.image};
  border-image-slice: 0 100% 100% 0;
  border-image-width: 0 ${em(continues.width)} ${em(continues.height)} 0;
}
pre.${LONG_LISTING_CLASS} > .${COVER_CLASS} {
  position: absolute; right: 0; width: 12em; height: 1.2em; background-color: inherit;
}
pre.${LONG_LISTING_CLASS} > .${COVER_CLASS}-top { top: 0; }
pre.${LONG_LISTING_CLASS} > .${COVER_CLASS}-bottom { bottom: 0; }
/* A listing cut where a page makes room for footnotes: its first part (which keeps no covers) says it
   goes on, the rest says it is a continuation. */
pre[data-octavo-split]:not([data-octavo-continued]) { background-image: none; }
pre[data-octavo-continued] > .${COVER_CLASS}-top { display: none; }
`;
}
