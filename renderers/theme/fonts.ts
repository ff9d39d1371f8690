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

let loaded: Promise<FontFace[]> | undefined;

/** The default theme's fonts, read once from the installed @fontsource packages (never from the network). */
export function loadBookFonts(): Promise<FontFace[]> {
  loaded ??= Promise.all(
    FACES.map(async (spec) => {
      const name = `${spec.stem}-latin-${spec.weight}-${spec.style}.woff2`;
      const dir = join(dirname(require.resolve(`${spec.pkg}/package.json`)), 'files');
      return {
        family: spec.family,
        weight: spec.weight,
        style: spec.style,
        file: `fonts/${name}`,
        data: await readFile(join(dir, name)),
      };
    }),
  ).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
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
