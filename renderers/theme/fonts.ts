import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** One shipped font face; `file` is its path inside an output (`fonts/…woff2`). */
export interface FontFace {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  file: string;
  data: Buffer;
}

interface FaceSpec {
  pkg: string;
  family: string;
  stem: string;
  weight: number;
  style: 'normal' | 'italic';
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
}

/** The default theme's fonts, read once from the installed @fontsource packages (never from the network). */
export async function loadBookFonts(options: BookFontOptions = {}): Promise<FontFace[]> {
  loaded ??= Promise.all(FACES.map(readFace)).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  if (!options.math) return loaded;
  mathLoaded ??= readFace(MATH_FACE).catch((error: unknown) => {
    mathLoaded = undefined;
    throw error;
  });
  return [...(await loaded), await mathLoaded];
}

async function readFace(spec: FaceSpec): Promise<FontFace> {
  const name = `${spec.stem}-latin-${spec.weight}-${spec.style}.woff2`;
  const dir = join(dirname(require.resolve(`${spec.pkg}/package.json`)), 'files');
  return {
    family: spec.family,
    weight: spec.weight,
    style: spec.style,
    file: `fonts/${name}`,
    data: await readFile(join(dir, name)),
  };
}

/** `@font-face` rules pointing at the fonts as `prefix + face.file`. */
export function fontFaceCss(fonts: FontFace[], prefix = ''): string {
  return fonts
    .map(
      (face) =>
        `@font-face { font-family: "${face.family}"; font-weight: ${face.weight}; font-style: ${face.style}; ` +
        `src: url("${prefix}${face.file}") format("woff2"); }`,
    )
    .join('\n');
}
