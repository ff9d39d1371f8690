/**
 * Text contrast as WCAG 2.1 measures it (1.4.3: at least 4.5:1), for the colours a stylesheet sets.
 * The EPUB claims WCAG AA only when every text colour it can find stands out enough from every
 * background it can find; a colour it cannot read (a variable, a gradient, transparency) means it
 * cannot tell, and so claims nothing.
 */
export const MINIMUM_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** The 16 basic CSS colour keywords; any other name counts as a colour Octavo cannot check. */
const NAMED: Record<string, string> = {
  black: '#000000',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  white: '#ffffff',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
};
/** Values that set no colour of their own. */
const NO_COLOUR = /^(?:inherit|initial|unset|revert|currentcolor|transparent|none)$/i;

interface Painted {
  colour: Rgb;
  rule: string;
  selector?: string;
}

export interface StylesheetColours {
  /** `color` values, with the rule they come from (`h1 { color: #4a1010 }`) and its selector. */
  foregrounds: Painted[];
  /** `background` / `background-color` colours. */
  backgrounds: Painted[];
  /** Declarations setting a colour Octavo cannot read. */
  unreadable: string[];
}

/**
 * A stylesheet's style rules as they apply on screen: comments, `@page` and `@media print` blocks
 * left out; rules inside other at-rules (`@media screen`, `@supports`) counted as if always on.
 */
export function cssRules(css: string): { selector: string; body: string }[] {
  const screen = withoutPrintRules(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return [...screen.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .map(([, selector, body]) => ({ selector: selector.trim().replace(/\s+/g, ' '), body }))
    .filter((rule) => !rule.selector.startsWith('@'));
}

/** The colours a stylesheet gives text and backgrounds on screen. */
export function stylesheetColours(
  css: string,
  applies: (selector: string) => boolean = () => true,
): StylesheetColours {
  const result: StylesheetColours = { foregrounds: [], backgrounds: [], unreadable: [] };
  for (const { selector, body } of cssRules(css)) {
    if (!applies(selector)) continue;
    for (const declaration of body.split(';')) {
      const match = /^\s*(color|background-color|background)\s*:\s*([\s\S]+?)\s*(?:!important\s*)?$/i.exec(
        declaration,
      );
      if (!match) continue;
      const property = match[1].toLowerCase();
      const value = match[2].trim();
      const rule = `${selector} { ${property}: ${value} }`;
      const colour = property === 'background' ? backgroundColour(value) : parseColour(value);
      if (colour === 'none') continue;
      if (colour === 'unknown') {
        result.unreadable.push(rule);
        continue;
      }
      (property === 'color' ? result.foregrounds : result.backgrounds).push({ colour, rule, selector });
    }
  }
  return result;
}

/**
 * Pairs of text colour and background below {@link MINIMUM_CONTRAST}, as sentences naming the rule:
 * the book's own colours against its own and the default theme's, and the default theme's text
 * against the book's backgrounds. Colours it cannot read are reported too. A rule that sets both its text
 * colour and its background (`td.banner { color: white; background: black }`) paints its own pair: its text is
 * measured on its own background only, and other text on its background only when an element that text colour
 * selects sits inside one it selects (`contains`, over the book's elements); inherited text (`body`'s) never does.
 */
export function contrastProblems(
  book: StylesheetColours,
  defaults: StylesheetColours,
  contains: (outer: string, inner: string) => boolean = () => true,
): string[] {
  const problems = book.unreadable.map((rule) => `cannot check the colour in \`${rule}\``);
  const pagesBackgrounds: Painted[] = [
    { colour: [255, 255, 255], rule: 'the page' },
    ...defaults.backgrounds,
  ];
  const ownColours = new Set(book.foregrounds.map((fg) => fg.selector));
  const ownBackgrounds = new Set(book.backgrounds.map((bg) => bg.selector));
  const meets = (fg: Painted, bg: Painted) => {
    if (fg.selector === undefined || fg.selector === bg.selector) return true;
    if (ownBackgrounds.has(fg.selector)) return false;
    if (bg.selector === undefined) return true;
    return !ownColours.has(bg.selector) || contains(bg.selector, fg.selector);
  };
  const check = (fg: Painted, bg: Painted) => {
    if (!meets(fg, bg)) return;
    const ratio = contrastRatio(fg.colour, bg.colour);
    if (ratio < MINIMUM_CONTRAST) {
      problems.push(
        `\`${fg.rule}\` on ${bg.rule === 'the page' ? 'a white page' : `\`${bg.rule}\``} has a contrast of ${ratio.toFixed(2)}:1 (at least ${MINIMUM_CONTRAST}:1 is needed)`,
      );
    }
  };
  for (const fg of book.foregrounds)
    for (const bg of [...pagesBackgrounds, ...book.backgrounds]) check(fg, bg);
  for (const bg of book.backgrounds) for (const fg of defaults.foregrounds) check(fg, bg);
  return [...new Set(problems)];
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A colour as sRGB, 'none' for values that set none, 'unknown' for what this reader does not follow. */
export function parseColour(value: string): Rgb | 'none' | 'unknown' {
  const v = value.trim().toLowerCase();
  if (NO_COLOUR.test(v)) return 'none';
  // Own keys only: a colour written "constructor" or "__proto__" is unknown, not Object's.
  if (Object.hasOwn(NAMED, v)) return parseColour(NAMED[v]!);
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    if (digits.length === 8 && digits.slice(6) !== 'ff') return 'unknown';
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*([^)]*)\)$/.exec(v);
  if (rgb) {
    const parts = rgb[1].split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3 || parts.length > 4) return 'unknown';
    if (parts.length === 4 && !/^(?:1|1\.0*|100%)$/.test(parts[3])) return 'unknown';
    const channels = parts
      .slice(0, 3)
      .map((p) => (p.endsWith('%') ? (parseFloat(p) * 255) / 100 : parseFloat(p)));
    if (channels.some((c) => !Number.isFinite(c))) return 'unknown';
    return channels.map((c) => Math.max(0, Math.min(255, c))) as Rgb;
  }
  return 'unknown';
}

/** The colour layer of a `background` shorthand: images alone set no colour. */
export function backgroundColour(value: string): Rgb | 'none' | 'unknown' {
  const withoutUrls = value.replace(/url\([^)]*\)/gi, ' ').trim();
  if (/gradient\(/i.test(withoutUrls)) return 'unknown';
  const colourToken = /(#[0-9a-f]{3,8}\b|rgba?\([^)]*\))/i.exec(withoutUrls)?.[1];
  if (colourToken) return parseColour(colourToken);
  const words = withoutUrls.split(/\s+/).filter(Boolean);
  const named = words.find((w) => NAMED[w.toLowerCase()] || /^transparent$/i.test(w));
  return named ? parseColour(named) : 'none';
}

/** Drops `@page …{…}` and `@media print …{…}` blocks (nested braces included). */
function withoutPrintRules(css: string): string {
  let out = '';
  let i = 0;
  const start = /@(?:page\b|media\s+print\b)/gi;
  for (let match = start.exec(css); match; match = start.exec(css)) {
    out += css.slice(i, match.index);
    let j = css.indexOf('{', match.index);
    if (j === -1) return out;
    let depth = 0;
    for (; j < css.length; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}' && --depth === 0) break;
    }
    i = j + 1;
    start.lastIndex = i;
  }
  return out + css.slice(i);
}
