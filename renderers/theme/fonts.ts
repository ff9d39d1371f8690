import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { woff2Characters } from './woff2-characters';

/** One shipped font file; `file` is its path inside an output (`fonts/…woff2`). */
export interface FontFace {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  file: string;
  data: Buffer;
  /** The characters this file has (a Fontsource subset: Latin, Cyrillic, Greek …), as CSS `unicode-range`. */
  unicodeRange?: string;
  /** A fallback family's file (symbols, CJK): shipped only when the text uses its range. */
  fallback?: boolean;
}

interface FaceSpec {
  pkg: string;
  family: string;
  stem: string;
  weight: number;
  style: 'normal' | 'italic';
  /** A fallback family ships only the subsets the text needs; a text family always ships its Latin. */
  fallback?: boolean;
}

const FACES: FaceSpec[] = [
  ...[400, 700].flatMap((weight) =>
    (['normal', 'italic'] as const).map((style) => ({
      pkg: '@fontsource/source-serif-4',
      family: 'Octavo Serif',
      stem: 'source-serif-4',
      weight,
      style,
    })),
  ),
  ...[400, 600, 700].map((weight) => ({
    pkg: '@fontsource/source-sans-3',
    family: 'Octavo Sans',
    stem: 'source-sans-3',
    weight,
    style: 'normal' as const,
  })),
  ...[400, 700].map((weight) => ({
    pkg: '@fontsource/jetbrains-mono',
    family: 'Octavo Mono',
    stem: 'jetbrains-mono',
    weight,
    style: 'normal' as const,
  })),
];

/**
 * Fallbacks after the text families, for what they lack: dingbats, arrows, geometric shapes and
 * technical symbols (Noto Sans Symbols 2, ❏ ✓ ★ ⚠ …), then CJK (Noto Sans SC, sliced by unicode-range)
 * when that package is installed. Every font stack of the theme ends with them (FALLBACK_STACK).
 */
const FALLBACK_FACES: FaceSpec[] = [
  {
    pkg: '@fontsource/noto-sans-symbols-2',
    family: 'Octavo Symbols',
    stem: 'noto-sans-symbols-2',
    weight: 400,
    style: 'normal',
    fallback: true,
  },
  ...[400, 700].map((weight) => ({
    pkg: '@fontsource/noto-sans-sc',
    family: 'Octavo CJK',
    stem: 'noto-sans-sc',
    weight,
    style: 'normal' as const,
    fallback: true,
  })),
];

/** What every font stack of the default theme falls back to, in order, before the generic family. */
export const FALLBACK_STACK = '"Octavo Symbols", "Octavo Math", "Octavo CJK"';

/**
 * STIX Two Math: Chromium draws MathML with the font's OpenType MATH table (stretchy brackets,
 * radicals, script sizes). Fontsource's "latin" file of it is the whole font (5 000 glyphs, with
 * double-struck, script and Greek letters), not a Latin subset.
 */
const MATH_FACE: FaceSpec = {
  pkg: '@fontsource/stix-two-math',
  family: 'Octavo Math',
  stem: 'stix-two-math',
  weight: 400,
  style: 'normal',
};

let loaded: Promise<FontFace[]> | undefined;
let mathLoaded: Promise<FontFace> | undefined;

export interface BookFontOptions {
  /** The book has MathML: ship the math font too (400 KB, so only then). */
  math?: boolean;
  /**
   * The book's text: only the subsets it uses are shipped (Latin always). Without it every subset is
   * (Latin, Latin Extended, Cyrillic, Greek, Vietnamese).
   */
  usedText?: string;
}

/** The default theme's fonts, read once from the installed @fontsource packages (never from the network). */
export async function loadBookFonts(options: BookFontOptions = {}): Promise<FontFace[]> {
  loaded ??= Promise.all([...FACES, ...FALLBACK_FACES.filter(installed)].map(readSubsets))
    .then((faces) => faces.flat())
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  const used = options.usedText === undefined ? undefined : codePointsOf(options.usedText);
  const all = await loaded;
  const own = all.filter(
    (face) =>
      !face.fallback &&
      (!used || !face.unicodeRange || /-latin-\d/.test(face.file) || rangeCovers(face.unicodeRange, used)),
  );
  // A fallback's file ships only for characters the text families lack (its ranges overlap theirs).
  const lacking = used
    ? new Set([...used].filter((point) => !own.some((face) => characterSet(face).has(point))))
    : undefined;
  const text = [
    ...own,
    ...all.filter(
      (face) => face.fallback && (!lacking || (face.unicodeRange && rangeCovers(face.unicodeRange, lacking))),
    ),
  ];
  mathLoaded ??= readMathFace(MATH_FACE).catch((error: unknown) => {
    mathLoaded = undefined;
    throw error;
  });
  // STIX Two Math also stands in for symbols the others lack (≡, ⇒, 𝔽 …), so it ships when the text has one.
  if (!options.math && (!used || !(await needsFace(await mathLoaded, text, used)))) return text;
  return [...text, await mathLoaded];
}

/** Whether `face` has a character of `used` that none of `others` has. */
async function needsFace(face: FontFace, others: FontFace[], used: Set<number>): Promise<boolean> {
  const own = characterSet(face);
  const covered = others.map(characterSet);
  for (const point of used) {
    if (point < 0x80 || !own.has(point)) continue;
    if (!covered.some((set) => set.has(point))) return true;
  }
  return false;
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
    // Controls, and the invisible format characters (soft hyphen, zero-width space and joiners) draw nothing.
    if (point < 0x20 || (point >= 0x7f && point < 0xa0) || point === 0xad) continue;
    if (/^[\p{Cf}\p{Zl}\p{Zp}]$/u.test(String.fromCodePoint(point))) continue;
    const drawn = faces.some(
      (face, i) =>
        sets[i]!.has(point) && (!face.unicodeRange || rangeCovers(face.unicodeRange, new Set([point]))),
    );
    if (!drawn) missing.push(point);
  }
  return missing;
}

function installed(spec: FaceSpec): boolean {
  try {
    return existsSync(packageDir(spec.pkg));
  } catch {
    return false;
  }
}

function packageDir(pkg: string): string {
  return dirname(require.resolve(`${pkg}/package.json`));
}

/** Every subset file of a face, with its unicode-range, as Fontsource's own stylesheet lists them. */
async function readSubsets(spec: FaceSpec): Promise<FontFace[]> {
  const dir = packageDir(spec.pkg);
  const css = await readFile(
    join(dir, `${spec.weight}${spec.style === 'italic' ? '-italic' : ''}.css`),
    'utf8',
  );
  const faces: FontFace[] = [];
  for (const rule of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule[1])?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule[1])?.[1]?.trim();
    if (!file) continue;
    faces.push({
      family: spec.family,
      weight: spec.weight,
      style: spec.style,
      file: `fonts/${file}`,
      data: await readFile(join(dir, 'files', file)),
      ...(range ? { unicodeRange: range } : {}),
      ...(spec.fallback ? { fallback: true } : {}),
    });
  }
  if (faces.length === 0) throw new Error(`no font files found for ${spec.pkg} ${spec.weight} ${spec.style}`);
  return faces;
}

async function readMathFace(spec: FaceSpec): Promise<FontFace> {
  const name = `${spec.stem}-latin-${spec.weight}-${spec.style}.woff2`;
  return {
    family: spec.family,
    weight: spec.weight,
    style: spec.style,
    file: `fonts/${name}`,
    data: await readFile(join(packageDir(spec.pkg), 'files', name)),
  };
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

/** Whether any of `points` falls in a CSS unicode-range (`U+0400-045F,U+2116`). */
export function rangeCovers(unicodeRange: string, points: Set<number>): boolean {
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    const end = Number.isNaN(to) || to === undefined ? from : to;
    for (const point of points) if (point >= from && point <= end) return true;
  }
  return false;
}

/** `@font-face` rules pointing at the fonts as `prefix + face.file`. */
export function fontFaceCss(fonts: FontFace[], prefix = ''): string {
  return fonts
    .map(
      (face) =>
        `@font-face { font-family: "${face.family}"; font-weight: ${face.weight}; font-style: ${face.style}; ` +
        `src: url("${prefix}${face.file}") format("woff2");${face.unicodeRange ? ` unicode-range: ${face.unicodeRange};` : ''} }`,
    )
    .join('\n');
}
