import { BookWarning, warning } from '../warnings';
import { FALLBACK_STACK } from './fonts';

const FALLBACK_FAMILIES = FALLBACK_STACK.split(', ');

const SHIPPED = new Set([
  'octavo serif',
  'octavo sans',
  'octavo mono',
  'octavo math',
  'octavo symbols',
  'octavo cjk',
  'octavo korean',
]);
const GENERIC: Record<string, string> = {
  serif: 'Octavo Serif',
  'sans-serif': 'Octavo Sans',
  monospace: 'Octavo Mono',
  'ui-serif': 'Octavo Serif',
  'ui-sans-serif': 'Octavo Sans',
  'ui-monospace': 'Octavo Mono',
  'system-ui': 'Octavo Sans',
  math: 'Octavo Math',
};
const KEYWORDS = new Set([
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
  'cursive',
  'fantasy',
  'emoji',
  'fangsong',
]);

/** The shipped family closest to a font Octavo does not have, by its generic family or its name. */
function standIn(name: string, generic: string | undefined): string {
  if (generic) return GENERIC[generic];
  // "Code" as a word of its own (Source Code Pro, Fira Code), never inside one: Lucida Sans Unicode and Arial
  // Unicode MS are sans faces; Monotype is a foundry (Monotype Corsiva), not a monospace.
  if (/mono(?!type)|courier|consol|\bcode\b|menlo|monaco|typewriter/i.test(name)) return 'Octavo Mono';
  if (
    /sans|arial|helvetica|myriad|verdana|tahoma|segoe|frutiger|gill|futura|avenir|lato|roboto|open/i.test(
      name,
    )
  )
    return 'Octavo Sans';
  return 'Octavo Serif';
}

function unquote(name: string): string {
  return name
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim();
}

/** Families a stylesheet ships itself with `@font-face` rules, lower-cased. */
export function declaredFontFamilies(css: string): Set<string> {
  return new Set(
    [...css.matchAll(/@font-face\s*{[^}]*font-family\s*:\s*([^;}]+)/gi)].map((m) =>
      unquote(m[1]).toLowerCase(),
    ),
  );
}

/**
 * A `font-family` value (`Georgia, serif`, an SVG `font-family` attribute) as shipped families: each family neither
 * Octavo nor the book (`declared`) ships is left out and told to `missing` with the shipped family of the same kind
 * that stands in for it; generic families get the shipped one first. Keywords (`inherit`) stay as written.
 */
export function shippedFontStack(
  value: string,
  declared: ReadonlySet<string>,
  missing: (name: string, instead: string) => void,
): string {
  const important = /!\s*important\s*$/i.exec(value)?.[0] ?? '';
  const names = value
    .slice(0, value.length - important.length)
    .split(',')
    .map(unquote)
    .filter(Boolean);
  if (names.some((n) => KEYWORDS.has(n.toLowerCase()))) return value;
  const generic = names.map((n) => n.toLowerCase()).find((n) => GENERIC[n]);
  const kept: string[] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    if (SHIPPED.has(lower) || declared.has(lower)) kept.push(`"${name}"`);
    else if (GENERIC[lower]) kept.push(`"${GENERIC[lower]}"`, lower);
    else missing(name, standIn(name, generic));
  }
  if (!kept.some((k) => SHIPPED.has(unquote(k).toLowerCase()) || declared.has(unquote(k).toLowerCase()))) {
    kept.unshift(`"${standIn(names[0] ?? '', generic)}"`);
  }
  // Octavo's fallbacks for symbols, math and CJK come before any generic family (a system font).
  const firstGeneric = kept.findIndex((k) => !k.startsWith('"'));
  const at = firstGeneric === -1 ? kept.length : firstGeneric;
  const stack = [...kept.slice(0, at), ...FALLBACK_FAMILIES, ...kept.slice(at)];
  return `${[...new Set(stack)].join(', ')}${important ? ` ${important.trim()}` : ''}`;
}

/**
 * Every `font-family` declaration of `css` (a stylesheet or a style attribute) with shipped families. One that sets
 * text in a monospace face (`.command { font-family: Courier, monospace }` over command lines written as
 * paragraphs) also turns off justification: the book's paragraphs are justified, and monospaced lines were
 * stretched at their spaces (`key           =           value`), which readers copy as written.
 */
export function withShippedFonts(
  css: string,
  declared: ReadonlySet<string>,
  /** `at`: where in `css` the declaration naming the font begins. */
  missing: (name: string, instead: string, at: number) => void,
): string {
  return css.replace(
    /(font-family\s*:\s*)([^;}]+)/gi,
    (_whole, prefix: string, value: string, at: number) =>
      `${prefix}${shippedFontStack(value, declared, (name, instead) => missing(name, instead, at))}` +
      (isMonospaceStack(value) ? '; text-justify: none' : ''),
  );
}

/** The first family of a `font-family` value is a monospace face, by its generic family or its name. */
function isMonospaceStack(value: string): boolean {
  const names = value
    .replace(/!\s*important\s*$/i, '')
    .split(',')
    .map(unquote)
    .filter(Boolean);
  if (names.length === 0 || names.some((n) => KEYWORDS.has(n.toLowerCase()))) return false;
  const generic = names.map((n) => n.toLowerCase()).find((n) => GENERIC[n]);
  const first = names[0]!.toLowerCase();
  if (SHIPPED.has(first)) return first === 'octavo mono';
  return (GENERIC[first] ?? standIn(names[0]!, generic)) === 'Octavo Mono';
}

/**
 * A book's theme CSS names fonts the machine that built it had (O'Reilly themes ask for UbuntuMono,
 * MyriadPro …). Octavo ships its fonts so a book looks the same everywhere: a family the theme neither
 * ships (`@font-face` in the theme) nor Octavo has is replaced by the shipped family of the same kind, and
 * generic families (`monospace`) by the shipped one, each said once as a warning.
 */
export function substituteThemeFonts(css: string, file: string, warnings: BookWarning[]): string {
  const declared = declaredFontFamilies(css);
  const reported = new Set<string>();
  // Comments (rules switched off, as O'Reilly's theme templates ship them) name no font the book uses, and
  // @font-face rules name the family they define: both are set aside, keeping their line breaks so each warning
  // names its line, while the rest is rewritten.
  const setAside: string[] = [];
  const keep = (text: string) =>
    `/*octavo-set-aside-${setAside.push(text) - 1}:${text.replace(/[^\n]/g, '')}*/`;
  const withoutFaces = css.replace(/\/\*[\s\S]*?\*\//g, keep).replace(/@font-face\s*{[^}]*}/gi, keep);
  // One warning a declaration: a fallback stack (`"MinionPro", "Symbola", "Arial Unicode MS"`) is one choice.
  const byDeclaration = new Map<number, { names: string[]; instead: string }>();
  const rewritten = withShippedFonts(withoutFaces, declared, (name, instead, at) => {
    if (reported.has(name.toLowerCase())) return;
    reported.add(name.toLowerCase());
    const missing = byDeclaration.get(at) ?? { names: [], instead };
    missing.names.push(name);
    byDeclaration.set(at, missing);
  });
  for (const [at, { names, instead }] of byDeclaration) {
    const [first] = names as [string, ...string[]];
    const listed = names.map((name) => `"${name}"`);
    const fonts =
      names.length === 1
        ? `font ${listed[0]} is`
        : `fonts ${listed.slice(0, -1).join(', ')} and ${listed.at(-1)} are`;
    warnings.push(
      warning(
        'font',
        { file, line: lineAt(withoutFaces, at) },
        `${fonts} not shipped with Octavo or the book; ${instead} is used instead ` +
          `(to use ${names.length === 1 ? 'it' : 'one'}, add its font file to the repository with an @font-face rule ` +
          'in the theme)',
        first,
      ),
    );
  }
  // A set-aside @font-face may hold a comment: restored until none is left.
  let restored = rewritten;
  for (let previous = ''; previous !== restored;) {
    previous = restored;
    restored = restored.replace(
      /\/\*octavo-set-aside-(\d+):\n*\*\//g,
      (_m, index: string) => setAside[Number(index)],
    );
  }
  return restored;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
