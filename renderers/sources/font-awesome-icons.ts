import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { load } from 'js-yaml';
import { escapeAttribute } from '../dom/escape';

/** Font Awesome's three free styles, as its `svgs/` folders name them. */
type IconStyle = 'solid' | 'regular' | 'brands';

/** asciidoctor-pdf's icon sets (`set=fab`, `:icon-set: far`); `fa` is Font Awesome 4's names, in any style. */
const SET_STYLES: Record<string, IconStyle> = { fas: 'solid', far: 'regular', fab: 'brands' };
const ANY_STYLE: IconStyle[] = ['solid', 'regular', 'brands'];

/** A name written with its set in front (`fab-github`), as asciidoctor-pdf also reads it. */
const SET_PREFIX = /^(fas|far|fab)-(.+)$/;

export interface FontAwesomeIcon {
  /** The name the icon has in Font Awesome now (`triangle-exclamation` for Font Awesome 4's `warning`). */
  name: string;
  viewBox: { width: number; height: number };
  /** The drawing inside the `<svg>`: its paths, filled with the text's colour. */
  drawing: string;
}

let svgRoot: string | null | undefined;

/** The package's `svgs/` folder; null when it is not installed (the icon is then printed as its name). */
function svgFolder(): string | null {
  if (svgRoot !== undefined) return svgRoot;
  try {
    svgRoot = join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
  } catch {
    svgRoot = null;
  }
  return svgRoot;
}

interface OtherNames {
  /** Font Awesome 4's names (`code-fork`), with the style they became (`-o` names are regular). */
  shims: Map<string, { name: string; style?: IconStyle }>;
  /** Font Awesome 5's and 6's names that are aliases now (`exclamation-triangle`). */
  aliases: Map<string, string>;
}

let otherNames: OtherNames | undefined;

/** Read only when a name is not an icon's own: the metadata is a megabyte of YAML. */
function namesOfOtherVersions(root: string): OtherNames {
  if (otherNames) return otherNames;
  const metadata = join(dirname(root), 'metadata');
  const shims = new Map<string, { name: string; style?: IconStyle }>();
  const aliases = new Map<string, string>();
  const shimYaml = load(readFileSync(join(metadata, 'shims.yml'), 'utf8')) as Record<
    string,
    { name?: string; prefix?: string } | null
  >;
  for (const [old, shim] of Object.entries(shimYaml ?? {})) {
    const style = shim?.prefix ? SET_STYLES[shim.prefix] : undefined;
    shims.set(old, { name: shim?.name ?? old, ...(style ? { style } : {}) });
  }
  const icons = load(readFileSync(join(metadata, 'icons.yml'), 'utf8')) as Record<
    string,
    { aliases?: { names?: string[] } } | null
  >;
  for (const [name, icon] of Object.entries(icons ?? {}))
    for (const alias of icon?.aliases?.names ?? []) aliases.set(alias, name);
  otherNames = { shims, aliases };
  return otherNames;
}

const cache = new Map<string, FontAwesomeIcon | null>();

/**
 * The Font Awesome icon an `icon:name[]` macro names, as Asciidoctor's `:icons: font` and asciidoctor-pdf print it:
 * `set` (fas, far, fab; fa or none: any style, solid first) and the name in Font Awesome 7's terms or an earlier
 * version's (asciidoctor-pdf's default set is Font Awesome 4's names: `warning`, `code-fork`, `file-o`).
 * Undefined when no free icon has that name.
 */
export function fontAwesomeIcon(written: string, set?: string): FontAwesomeIcon | undefined {
  const key = `${set ?? ''}\0${written}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const found = findIcon(written.trim().toLowerCase(), set?.trim().toLowerCase());
  cache.set(key, found ?? null);
  return found;
}

function findIcon(written: string, set: string | undefined): FontAwesomeIcon | undefined {
  const root = svgFolder();
  if (!root || !/^[a-z0-9-]+$/.test(written)) return undefined;
  const prefixed = SET_PREFIX.exec(written);
  const name = prefixed ? prefixed[2]! : written.replace(/^fa-/, '');
  const chosen = SET_STYLES[prefixed?.[1] ?? set ?? ''];
  const styles = chosen ? [chosen] : ANY_STYLE;
  const own = readIcon(root, name, styles);
  if (own) return own;
  const { shims, aliases } = namesOfOtherVersions(root);
  const shim = shims.get(name);
  if (shim) {
    const shimmed = readIcon(root, shim.name, shim.style && !chosen ? [shim.style, ...styles] : styles);
    if (shimmed) return shimmed;
  }
  const alias = aliases.get(name);
  if (alias) return readIcon(root, alias, styles);
  // Font Awesome 4 named an outlined icon with `-o` (`file-o`, `envelope-o`): Font Awesome 5 on, its regular style.
  const outlined = /^(.+)-o$/.exec(name)?.[1];
  return outlined
    ? readIcon(root, aliases.get(outlined) ?? outlined, chosen ? styles : ['regular'])
    : undefined;
}

function readIcon(root: string, name: string, styles: IconStyle[]): FontAwesomeIcon | undefined {
  for (const style of styles) {
    const file = join(root, style, `${name}.svg`);
    if (!existsSync(file)) continue;
    const svg = readFileSync(file, 'utf8');
    const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
    const drawing = /<svg[^>]*>([\s\S]*)<\/svg>/
      .exec(svg)?.[1]
      ?.replace(/<!--[\s\S]*?-->/g, '')
      .trim();
    if (!viewBox || !drawing) continue;
    return { name, viewBox: { width: Number(viewBox[1]), height: Number(viewBox[2]) }, drawing };
  }
  return undefined;
}

/**
 * Font Awesome's sizes (`size=2x`, `size=lg`), and the LaTeX size names Quarto's fontawesome extension also takes
 * (`size=Huge`), in the text's ems.
 */
const SIZES: Record<string, number> = {
  '2xs': 0.625,
  xs: 0.75,
  sm: 0.875,
  lg: 1.3333,
  xl: 1.5,
  '2xl': 2,
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [`${n}x`, n])),
  tiny: 0.5,
  scriptsize: 0.7,
  footnotesize: 0.8,
  small: 0.9,
  normalsize: 1,
  large: 1.2,
  Large: 1.44,
  LARGE: 1.728,
  huge: 2.074,
  Huge: 2.488,
};

/**
 * The icon as inline SVG, one em high (or the size asked for) in the text's colour, sitting on the baseline as Font
 * Awesome's own CSS sets it; named for a reader who cannot see it by its title, else its name.
 */
export function iconSvg(icon: FontAwesomeIcon, options: { size?: string; title?: string } = {}): string {
  const height = SIZES[options.size ?? ''] ?? 1;
  const width = Math.round((icon.viewBox.width / icon.viewBox.height) * height * 1000) / 1000;
  const label = escapeAttribute(options.title?.trim() || icon.name.replace(/-/g, ' '));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.viewBox.width} ${icon.viewBox.height}" ` +
    // The pixel size is for readers that ignore the style: Calibre draws the old Kindle format's picture of it so.
    `width="${Math.round(width * 16)}" height="${Math.round(height * 16)}" ` +
    `role="img" aria-label="${label}" style="height:${height}em;width:${width}em;vertical-align:-0.125em">` +
    `${icon.drawing}</svg>`
  );
}
