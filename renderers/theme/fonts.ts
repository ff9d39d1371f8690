import {
  CHINESE_FAMILY,
  FontFile,
  JAPANESE_FAMILY,
  TRADITIONAL_CHINESE_FAMILY,
  readFontFile,
  shippedFontFiles,
} from './font-files';
import { writesJapanese } from '../typography/japanese-text';
import { writesTraditionalChinese } from '../typography/traditional-chinese';
import { inUnicodeRange, rangeCovers } from './unicode-range';
import { woff2Characters } from './woff2-characters';

export { FALLBACK_STACK } from './font-files';
export type { FontFile } from './font-files';
export { rangeCovers } from './unicode-range';

/** One shipped font file, read. */
export interface FontFace extends FontFile {
  data: Buffer;
}

export interface BookFontOptions {
  /** The book has MathML: ship the math font too (400 KB, so only then). */
  math?: boolean;
  /**
   * The book's text: only the subsets it uses are shipped (Latin always), and of the fallback families only the
   * files that draw a character the families before them lack. Without it every subset is (Latin, Latin
   * Extended, Cyrillic, Greek, Vietnamese, every CJK slice).
   */
  usedText?: string;
  /**
   * The book's language (BCP 47): a Japanese book ships the Japanese font, which draws its Han and kana; a Traditional
   * Chinese one the Traditional Chinese font.
   */
  lang?: string;
}

/**
 * The default theme's fonts, from the installed @fontsource packages (never from the network): only the files the
 * book needs are read. A book without CJK reads none of the CJK families' 400 slices; a book with a Chinese name
 * reads the two slices (regular and bold) that have its characters.
 */
export async function loadBookFonts(options: BookFontOptions = {}): Promise<FontFace[]> {
  const shipped = await shippedFontFiles();
  if (options.usedText === undefined) {
    const regional = regionalFamilies(options.lang, '');
    const fallbacks = shipped.fallbacks
      .filter((family) => regional(family.family))
      .flatMap((family) => family.files);
    return readFaces([...shipped.text, ...fallbacks.filter((file) => file !== shipped.math || options.math)]);
  }
  const used = codePointsOf(options.usedText);
  const own = await readFaces(
    shipped.text.filter(
      (file) =>
        !file.unicodeRange ||
        (!file.scriptRange && /-latin-\d/.test(file.file)) ||
        rangeCovers(file.unicodeRange, used),
    ),
  );
  const lacking = new Set(
    [...used].filter((point) => !drawsNothing(point) && !own.some((face) => draws(face, point))),
  );
  const faces = [...own];
  const regional = regionalFamilies(options.lang, options.usedText);
  // Each fallback family draws what the families before it lack, as Chromium goes down FALLBACK_STACK.
  for (const family of shipped.fallbacks) {
    if (!regional(family.family)) continue;
    const isMath = family.files.length === 1 && family.files[0] === shipped.math;
    if (isMath) {
      if (!options.math && lacking.size === 0) continue;
      const [math] = await readFaces(family.files);
      // STIX Two Math also stands in for symbols the others lack (≡, ⇒, 𝔽 …), so it ships when the text has one.
      const has = [...lacking].filter((point) => point >= 0x80 && characterSet(math!).has(point));
      if (!options.math && has.length === 0) continue;
      faces.push(math!);
      for (const point of has) lacking.delete(point);
      continue;
    }
    if (lacking.size === 0) continue;
    const candidates = await readFaces(
      family.files.filter((file) => file.unicodeRange && rangeCovers(file.unicodeRange, lacking)),
    );
    const drawing = candidates.filter((face) => [...lacking].some((point) => draws(face, point)));
    faces.push(...drawing);
    for (const point of lacking) if (drawing.some((face) => draws(face, point))) lacking.delete(point);
  }
  faces.push(...(await chineseQuoteFaces(options.lang, used, shipped.fallbacks)));
  return faces;
}

/** Curly quotation marks, which a Latin font draws narrow and a Chinese one a full square wide. */
const QUOTES = [0x2018, 0x2019, 0x201c, 0x201d];
const QUOTES_RANGE = 'U+2018-2019, U+201C-201D';
/** The text families and the weights their faces are declared in (see TEXT_FACES in font-files.ts). */
const TEXT_FAMILY_WEIGHTS = [
  { family: 'Octavo Serif', weights: [400, 700], alsoItalic: true },
  { family: 'Octavo Sans', weights: [400, 600, 700], alsoItalic: false },
];

/**
 * Chinese sets its quotation marks “ ” ‘ ’ a full square wide, as its other punctuation (CLREQ): a Chinese book
 * drew them with the text family's Latin glyphs, narrow and crowding the ideographs beside them. In a book whose
 * language is Chinese, the Chinese font's file with them is declared last in each text family for those characters
 * alone, so it wins there (CSS Fonts: the last face declared is tried first); code keeps its own.
 */
async function chineseQuoteFaces(
  lang: string | undefined,
  used: Set<number>,
  fallbacks: readonly { family: string; files: FontFile[] }[],
): Promise<FontFace[]> {
  if (lang?.trim().toLowerCase().split(/[-_]/)[0] !== 'zh') return [];
  const quotes = new Set(QUOTES.filter((point) => used.has(point)));
  if (quotes.size === 0) return [];
  const chinese = writesTraditionalChinese(lang) ? TRADITIONAL_CHINESE_FAMILY : CHINESE_FAMILY;
  const files = fallbacks.find((family) => family.family === chinese)?.files ?? [];
  const candidates = await readFaces(
    files.filter((file) => file.unicodeRange && rangeCovers(file.unicodeRange, quotes)),
  );
  const byWeight = (weight: number) =>
    candidates.find((face) => face.weight === weight && [...quotes].every((point) => draws(face, point)));
  return TEXT_FAMILY_WEIGHTS.flatMap(({ family, weights, alsoItalic }) =>
    weights.flatMap((weight) => {
      const face = byWeight(weight >= 600 ? 700 : 400);
      return face
        ? [{ ...face, family, weight, unicodeRange: QUOTES_RANGE, ...(alsoItalic ? { alsoItalic } : {}) }]
        : [];
    }),
  );
}

/** Whether a fallback family is for this book: the Japanese and Traditional Chinese ones only for books in them. */
function regionalFamilies(lang: string | undefined, text: string): (family: string) => boolean {
  const japanese = writesJapanese(lang, text);
  const traditional = writesTraditionalChinese(lang);
  return (family) =>
    (family !== JAPANESE_FAMILY || japanese) && (family !== TRADITIONAL_CHINESE_FAMILY || traditional);
}

/** Whether a face draws `point`: its file has it, within its unicode-range. */
function draws(face: FontFace, point: number): boolean {
  return characterSet(face).has(point) && (!face.unicodeRange || inUnicodeRange(face.unicodeRange, point));
}

function readFaces(files: FontFile[]): Promise<FontFace[]> {
  return Promise.all(files.map(async (file) => ({ ...file, data: await readFontFile(file) })));
}

/** Every file Octavo ships but the math font, unread: a preview declares them all and serves each when asked. */
export async function previewFontFiles(): Promise<FontFile[]> {
  const shipped = await shippedFontFiles();
  // A preview does not know the book's language: Chinese glyphs, as before, rather than Japanese ones for Chinese.
  const regional = regionalFamilies(undefined, '');
  return [...shipped.text, ...shipped.fallbacks.flatMap((family) => family.files)].filter(
    (file) => file !== shipped.math && regional(file.family),
  );
}

/** A shipped font file by its name in an output (`noto-sans-sc-47-400-normal.woff2`), read; undefined if none. */
export async function shippedFontData(name: string): Promise<Buffer | undefined> {
  const shipped = await shippedFontFiles();
  const file = [...shipped.text, ...shipped.fallbacks.flatMap((family) => family.files)].find(
    (f) => f.file === `fonts/${name}`,
  );
  return file && readFontFile(file);
}

const characterSets = new WeakMap<Buffer, Set<number>>();

type Fontkit = typeof import('@pdf-lib/fontkit');
let fontkitModule: Fontkit | undefined;
/** fontkit (44,000 lines; about 80 ms to load) only for a font woff2Characters does not read. */
function fontkit(): Fontkit {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  fontkitModule ??= require('@pdf-lib/fontkit') as Fontkit;
  return fontkitModule;
}

/** The characters a shipped font file really has (its cmap; fontkit reads what woff2Characters does not). */
export function characterSet(face: FontFace): Set<number> {
  let set = characterSets.get(face.data);
  if (!set) {
    set = new Set(woff2Characters(face.data) ?? fontkit().create(face.data).characterSet);
    characterSets.set(face.data, set);
  }
  return set;
}

/**
 * The characters of `points` that no font of `faces` draws: a face draws a character its file has only within its
 * unicode-range (Fontsource's latin-ext file has "ɘ", U+0258, but its range stops short of it, so Chromium drew it
 * with a font of the server).
 */
export function uncovered(points: Iterable<number>, faces: FontFace[]): number[] {
  const sets = faces.map(characterSet);
  const missing: number[] = [];
  for (const point of points) {
    if (drawsNothing(point)) continue;
    const drawn = faces.some(
      (face, i) => sets[i]!.has(point) && (!face.unicodeRange || inUnicodeRange(face.unicodeRange, point)),
    );
    if (!drawn) missing.push(point);
  }
  return missing;
}

/**
 * Controls, the invisible format characters (soft hyphen, zero-width space and joiners), and the default-ignorable
 * marks (variation selectors such as VS15 in "⬆︎", tag characters): no font need draw them, and a shaper drops
 * them where the font has none.
 */
function drawsNothing(point: number): boolean {
  if (point < 0x20 || (point >= 0x7f && point < 0xa0) || point === 0xad) return true;
  return (
    point >= 0x80 &&
    /^[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]$/u.test(String.fromCodePoint(point))
  );
}

/**
 * The characters of `text`. Scanned by code unit: a book is megabytes of mostly ASCII markup, which the
 * string iterator walked one small string at a time (a tenth of an HTML render after a one-chapter change).
 */
function codePointsOf(text: string): Set<number> {
  const points = new Set<number>();
  const ascii = new Uint8Array(0x80);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) {
      ascii[unit] = 1;
      continue;
    }
    const point = text.codePointAt(i)!;
    if (point > 0xffff) i++;
    points.add(point);
  }
  for (let unit = 0; unit < 0x80; unit++) if (ascii[unit]) points.add(unit);
  return points;
}

/** `@font-face` rules pointing at the fonts as `prefix + face.file`. */
export function fontFaceCss(fonts: FontFile[], prefix = ''): string {
  const rule = (face: FontFile, style: string): string =>
    `@font-face { font-family: "${face.family}"; font-weight: ${face.weight}; font-style: ${style}; ` +
    `src: url("${prefix}${face.file}") format("woff2");${face.unicodeRange ? ` unicode-range: ${face.unicodeRange};` : ''} }`;
  return fonts
    .flatMap((face) => [rule(face, face.style), ...(face.alsoItalic ? [rule(face, 'italic')] : [])])
    .join('\n');
}

/** The faces' files, each once: one file can draw a script in two families (Noto Sans Hebrew). */
export function uniqueFontFiles<T extends FontFile>(fonts: T[]): T[] {
  const seen = new Set<string>();
  return fonts.filter((font) => !seen.has(font.file) && seen.add(font.file));
}
