import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** One font file Octavo ships, before it is read: `file` is its path inside an output (`fonts/…woff2`). */
export interface FontFile {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  file: string;
  /** Where it is installed. */
  path: string;
  /** The characters this file has (a Fontsource subset: Latin, Cyrillic, Greek …), as CSS `unicode-range`. */
  unicodeRange?: string;
  /** A fallback family's file (symbols, CJK): shipped only when the text uses its range. */
  fallback?: boolean;
  /**
   * A script with no italic of its own (Arabic, Hebrew) inside a text family: its file is declared for the italic
   * style too, so an italic run of it keeps the shipped face (slanted by the browser) instead of a server font.
   */
  alsoItalic?: boolean;
  /** Its range is a script's blocks, cut from its package's subset: shipped only for a text that uses them. */
  scriptRange?: boolean;
}

/** A family's files, in the order its stylesheet lists them. */
export interface FontFamilyFiles {
  family: string;
  files: FontFile[];
}

interface FaceSpec {
  pkg: string;
  family: string;
  stem: string;
  weight: number;
  style: 'normal' | 'italic';
}

const TEXT_FACES: FaceSpec[] = [
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
 * The scripts of right-to-left books, as more faces of the text families (CSS composite families: each face
 * draws only its script's unicode-range, so Latin text keeps Source Serif and Source Sans). Persian and Arabic:
 * Noto Naskh Arabic with the serif (the book hand of Arabic-script publishers) and Noto Sans Arabic with the sans;
 * Hebrew: Noto Sans Hebrew with both (Fontsource has no Hebrew serif). Only the script subset of each package is
 * used, its range cut to the script's own blocks (Fontsource's also takes U+2010 hyphens, which an English book
 * must not ship an Arabic font for). None of them has an italic: in the serif, declared for the italic style too
 * (alsoItalic).
 */
const ARABIC_BLOCKS = 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFF';
const HEBREW_BLOCKS = 'U+0590-05FF, U+FB1D-FB4F';
/**
 * Scripts no server font can be counted on for (Debian's Chromium drew Thai and Hindi as empty boxes, and bold or
 * italic runs of them not at all), each with Noto Serif in the serif and Noto Sans in the sans, by Fontsource subset
 * name and the script's blocks. Bengali's danda (।) is Devanagari's character, drawn by that face.
 */
const SERIF_AND_SANS_SCRIPTS = [
  { subset: 'thai', unicodeRange: 'U+0E00-0E7F' },
  { subset: 'devanagari', unicodeRange: 'U+0900-097F, U+1CD0-1CFF, U+A8E0-A8FF' },
  { subset: 'bengali', unicodeRange: 'U+0980-09FF' },
  { subset: 'tamil', unicodeRange: 'U+0B80-0BFF, U+11FC0-11FFF' },
  { subset: 'malayalam', unicodeRange: 'U+0D00-0D7F' },
  { subset: 'telugu', unicodeRange: 'U+0C00-0C7F' },
  { subset: 'gujarati', unicodeRange: 'U+0A80-0AFF' },
  { subset: 'sinhala', unicodeRange: 'U+0D80-0DFF, U+111E0-111FF' },
  { subset: 'lao', unicodeRange: 'U+0E80-0EFF' },
  { subset: 'khmer', unicodeRange: 'U+1780-17FF, U+19E0-19FF' },
  { subset: 'myanmar', unicodeRange: 'U+1000-109F, U+A9E0-A9FF, U+AA60-AA7F' },
];
/**
 * Scripts of the same kind Fontsource has no Noto Serif of: Noto Sans draws them in both text families, as Hebrew's
 * does (a Malayalam book printed as empty boxes before these scripts had a face).
 */
const SANS_ONLY_SCRIPTS = [
  { subset: 'kannada', unicodeRange: 'U+0C80-0CFF' },
  { subset: 'gurmukhi', unicodeRange: 'U+0A00-0A7F' },
  { subset: 'oriya', unicodeRange: 'U+0B00-0B7F' },
  { subset: 'ethiopic', unicodeRange: 'U+1200-139F, U+2D80-2DDF, U+AB00-AB2F' },
];
interface ScriptFaceSpec extends FaceSpec {
  subset: string;
  unicodeRange: string;
}
/** A script's faces in one text family, in each weight that family has (a package's subset, cut to `unicodeRange`). */
function scriptFaces(stem: string, family: string, subset: string, unicodeRange: string): ScriptFaceSpec[] {
  const weights = [
    ...new Set(TEXT_FACES.filter((face) => face.family === family).map((face) => face.weight)),
  ];
  return weights.map((weight) => ({
    pkg: `@fontsource/${stem}`,
    family,
    stem,
    subset,
    unicodeRange,
    weight,
    style: 'normal' as const,
  }));
}
const SCRIPT_FACES: ScriptFaceSpec[] = [
  ...scriptFaces('noto-naskh-arabic', 'Octavo Serif', 'arabic', ARABIC_BLOCKS),
  ...scriptFaces('noto-sans-arabic', 'Octavo Sans', 'arabic', ARABIC_BLOCKS),
  ...scriptFaces('noto-sans-hebrew', 'Octavo Serif', 'hebrew', HEBREW_BLOCKS),
  ...scriptFaces('noto-sans-hebrew', 'Octavo Sans', 'hebrew', HEBREW_BLOCKS),
  // Box drawing, block elements and geometric shapes in code (a circuit, a tree, a table drawn in a terminal):
  // JetBrains Mono's shipped subsets have none, and the symbols font that drew them is not monospaced, so the
  // lines of a diagram no longer met. DejaVu Sans Mono's are as wide as its letters (0.602em; JetBrains Mono 0.6em).
  ...scriptFaces('dejavu-mono', 'Octavo Mono', 'latin', 'U+2500-25FF'),
  ...SERIF_AND_SANS_SCRIPTS.flatMap(({ subset, unicodeRange }) => [
    ...scriptFaces(`noto-serif-${subset}`, 'Octavo Serif', subset, unicodeRange),
    ...scriptFaces(`noto-sans-${subset}`, 'Octavo Sans', subset, unicodeRange),
  ]),
  ...SANS_ONLY_SCRIPTS.flatMap(({ subset, unicodeRange }) => [
    ...scriptFaces(`noto-sans-${subset}`, 'Octavo Serif', subset, unicodeRange),
    ...scriptFaces(`noto-sans-${subset}`, 'Octavo Sans', subset, unicodeRange),
  ]),
];

const CJK_WEIGHTS = [400, 700];

/**
 * Fallbacks after the text families, for what they lack, in the order of FALLBACK_STACK: dingbats, arrows,
 * geometric shapes and technical symbols (Noto Sans Symbols 2, ❏ ✓ ★ ⚠ …), then Japanese (Noto Sans JP, shipped
 * only with a Japanese book: JAPANESE_FAMILY), then Traditional Chinese (likewise), then Chinese (Noto Sans SC: the ideographs of simplified and most
 * traditional Chinese, and kana), then Korean (Noto Sans KR: Hangul). The CJK ones are sliced by unicode-range into
 * about 100 files a weight (see docs/architecture.md). STIX Two Math, between the symbols and CJK in the stack, is
 * MATH_FACE.
 *
 * Japanese and Chinese write one ideograph with different glyphs (直 骨 画 将 and the kana's own proportions): drawn
 * with the Chinese font, a Japanese book reads as misprinted to a Japanese reader, and Noto Sans SC lacks Japanese
 * kanji such as 捗. So a Japanese book's Han and kana come from the Japanese font, and the Chinese one draws only
 * what that lacks. Likewise a book in Traditional Chinese (zh-Hant, zh-TW, zh-HK) takes Noto Sans TC
 * (TRADITIONAL_CHINESE_FAMILY, shipped only with such a book): Taiwan's glyph forms (骨 值 過), its punctuation
 * centred in the square (。，、), and the traditional ideographs Noto Sans SC lacks (燬 鉚), which fell to a font of
 * the server.
 */
export const JAPANESE_FAMILY = 'Octavo Japanese';
export const TRADITIONAL_CHINESE_FAMILY = 'Octavo Traditional Chinese';
export const CHINESE_FAMILY = 'Octavo CJK';
const SYMBOLS_FACE: FaceSpec = {
  pkg: '@fontsource/noto-sans-symbols-2',
  family: 'Octavo Symbols',
  stem: 'noto-sans-symbols-2',
  weight: 400,
  style: 'normal',
};
const CJK_FACES: FaceSpec[][] = [
  CJK_WEIGHTS.map((weight) => ({
    pkg: '@fontsource/noto-sans-jp',
    family: JAPANESE_FAMILY,
    stem: 'noto-sans-jp',
    weight,
    style: 'normal',
  })),
  CJK_WEIGHTS.map((weight) => ({
    pkg: '@fontsource/noto-sans-tc',
    family: TRADITIONAL_CHINESE_FAMILY,
    stem: 'noto-sans-tc',
    weight,
    style: 'normal',
  })),
  CJK_WEIGHTS.map((weight) => ({
    pkg: '@fontsource/noto-sans-sc',
    family: CHINESE_FAMILY,
    stem: 'noto-sans-sc',
    weight,
    style: 'normal',
  })),
  CJK_WEIGHTS.map((weight) => ({
    pkg: '@fontsource/noto-sans-kr',
    family: 'Octavo Korean',
    stem: 'noto-sans-kr',
    weight,
    style: 'normal',
  })),
];

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

/**
 * Emoji (🦀 ❌ 🎉, flags, keycaps) in Noto Emoji's outlines, last in the stack: a book's ✓ and ★ keep the symbol
 * font's glyphs, and only what no other family draws comes from it. Outlines, not colour bitmaps: the PDF keeps them
 * as text (selectable, sharp at any size, gray in a one-ink book), and every format embeds the same few slices.
 */
const EMOJI_FACE: FaceSpec = {
  pkg: '@fontsource/noto-emoji',
  family: 'Octavo Emoji',
  stem: 'noto-emoji',
  weight: 400,
  style: 'normal',
};

/**
 * What every font stack of the default theme falls back to, in order, before the generic family. The text families
 * come last: a letter one of them lacks and another has (IPA's "ɘ", in the sans but not the serif) is drawn in a
 * shipped face of another kind rather than, after the generic family, in a font of the server. The glyph check
 * and the subsetting count a character drawn when any shipped face has it, which this makes true of every stack.
 */
export const FALLBACK_STACK = `"Octavo Symbols", "Octavo Math", "${JAPANESE_FAMILY}", "${TRADITIONAL_CHINESE_FAMILY}", "${CHINESE_FAMILY}", "Octavo Korean", "${EMOJI_FACE.family}", "Octavo Serif", "Octavo Sans", "Octavo Mono"`;

export interface ShippedFontFiles {
  /** The text families' files (serif, sans, mono), every subset. */
  text: FontFile[];
  /** The fallback families in the order of FALLBACK_STACK (the math font among them). */
  fallbacks: FontFamilyFiles[];
  math: FontFile;
}

let listed: Promise<ShippedFontFiles> | undefined;

/**
 * Every font file Octavo ships, as the packages' stylesheets list them, without reading one: a render reads only
 * those its book needs (readFontFile), so the CJK families' 400 files cost a book without CJK nothing.
 */
export function shippedFontFiles(): Promise<ShippedFontFiles> {
  listed ??= listShippedFontFiles().catch((error: unknown) => {
    listed = undefined;
    throw error;
  });
  return listed;
}

async function listShippedFontFiles(): Promise<ShippedFontFiles> {
  const [text, symbols, emoji, ...cjk] = await Promise.all([
    Promise.all([...TEXT_FACES.map((spec) => subsetFiles(spec)), ...SCRIPT_FACES.map(scriptFile)]).then(
      (files) => files.flat(),
    ),
    subsetFiles(SYMBOLS_FACE, true),
    subsetFiles(EMOJI_FACE, true),
    ...CJK_FACES.map((specs) =>
      Promise.all(specs.map((spec) => subsetFiles(spec, true))).then((files) => files.flat()),
    ),
  ]);
  const math = mathFile(MATH_FACE);
  return {
    text,
    fallbacks: [
      { family: SYMBOLS_FACE.family, files: symbols },
      { family: MATH_FACE.family, files: [math] },
      ...cjk.map((files, i) => ({ family: CJK_FACES[i]![0]!.family, files })),
      { family: EMOJI_FACE.family, files: emoji },
    ],
    math,
  };
}

const contents = new Map<string, Promise<Buffer>>();

/** A font file's bytes, read once a process. */
export function readFontFile(font: FontFile): Promise<Buffer> {
  let data = contents.get(font.path);
  if (!data) {
    data = readFile(font.path);
    contents.set(font.path, data);
    data.catch(() => contents.delete(font.path));
  }
  return data;
}

function packageDir(pkg: string): string {
  return dirname(require.resolve(`${pkg}/package.json`));
}

/** Every subset file of a face, with its unicode-range, as Fontsource's own stylesheet lists them. */
async function subsetFiles(spec: FaceSpec, fallback = false): Promise<FontFile[]> {
  const dir = packageDir(spec.pkg);
  const css = await readFile(
    join(dir, `${spec.weight}${spec.style === 'italic' ? '-italic' : ''}.css`),
    'utf8',
  );
  const files: FontFile[] = [];
  for (const rule of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule[1])?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule[1])?.[1]?.trim();
    if (!file) continue;
    files.push({
      family: spec.family,
      weight: spec.weight,
      style: spec.style,
      file: `fonts/${file}`,
      path: join(dir, 'files', file),
      ...(range ? { unicodeRange: range } : {}),
      ...(fallback ? { fallback: true } : {}),
    });
  }
  if (files.length === 0) throw new Error(`no font files found for ${spec.pkg} ${spec.weight} ${spec.style}`);
  return files;
}

/** A right-to-left script's file of a text family: the package's subset of that script, cut to its blocks. */
async function scriptFile(spec: ScriptFaceSpec): Promise<FontFile[]> {
  const subset = (await subsetFiles(spec)).find((file) =>
    file.file.endsWith(`-${spec.subset}-${spec.weight}-${spec.style}.woff2`),
  );
  if (!subset) throw new Error(`no ${spec.subset} font file found for ${spec.pkg} ${spec.weight}`);
  // One file can be in two families (Noto Sans Hebrew in the serif and the sans): outputs store it once (uniqueFiles).
  // Only where the family has italics (the serif): declared italic in the sans, which has none, it would take every
  // italic sans run from Source Sans's synthesized slant and hand its Latin letters to a server font.
  const alsoItalic = TEXT_FACES.some((face) => face.family === spec.family && face.style === 'italic');
  return [
    { ...subset, unicodeRange: spec.unicodeRange, scriptRange: true, ...(alsoItalic ? { alsoItalic } : {}) },
  ];
}

function mathFile(spec: FaceSpec): FontFile {
  const name = `${spec.stem}-latin-${spec.weight}-${spec.style}.woff2`;
  return {
    family: spec.family,
    weight: spec.weight,
    style: spec.style,
    file: `fonts/${name}`,
    path: join(packageDir(spec.pkg), 'files', name),
  };
}
