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
  if (/mono|courier|consol|code|menlo|monaco|typewriter/i.test(name)) return 'Octavo Mono';
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

/**
 * A book's theme CSS names fonts the machine that built it had (O'Reilly themes ask for UbuntuMono,
 * MyriadPro …). Octavo ships its fonts so a book looks the same everywhere: a family the theme neither
 * ships (`@font-face` in the theme) nor Octavo has is replaced by the shipped family of the same kind, and
 * generic families (`monospace`) by the shipped one, each said once as a warning.
 */
export function substituteThemeFonts(css: string, file: string, warnings: BookWarning[]): string {
  const declared = new Set(
    [...css.matchAll(/@font-face\s*{[^}]*font-family\s*:\s*([^;}]+)/gi)].map((m) =>
      unquote(m[1]).toLowerCase(),
    ),
  );
  const reported = new Set<string>();
  // @font-face rules name the family they define: set aside while the rest is rewritten.
  const faces: string[] = [];
  const withoutFaces = css.replace(
    /@font-face\s*{[^}]*}/gi,
    (rule) => `@octavo-font-face-${faces.push(rule) - 1};`,
  );
  const rewritten = withoutFaces.replace(
    /(font-family\s*:\s*)([^;}]+)/gi,
    (whole, prefix: string, value: string) => {
      const important = /!\s*important\s*$/i.exec(value)?.[0] ?? '';
      const names = value
        .slice(0, value.length - important.length)
        .split(',')
        .map(unquote)
        .filter(Boolean);
      if (names.some((n) => KEYWORDS.has(n.toLowerCase()))) return whole;
      const generic = names.map((n) => n.toLowerCase()).find((n) => GENERIC[n]);
      const kept: string[] = [];
      for (const name of names) {
        const lower = name.toLowerCase();
        if (SHIPPED.has(lower) || declared.has(lower)) kept.push(`"${name}"`);
        else if (GENERIC[lower]) kept.push(`"${GENERIC[lower]}"`, lower);
        else if (!reported.has(lower)) {
          reported.add(lower);
          const instead = standIn(name, generic);
          warnings.push(
            warning(
              'font',
              file,
              `font "${name}" is not shipped with Octavo or the book; ${instead} is used instead ` +
                '(to use it, add its font file to the repository with an @font-face rule in the theme)',
              name,
            ),
          );
        }
      }
      if (
        !kept.some((k) => SHIPPED.has(unquote(k).toLowerCase()) || declared.has(unquote(k).toLowerCase()))
      ) {
        kept.unshift(`"${standIn(names[0] ?? '', generic)}"`);
      }
      // Octavo's fallbacks for symbols, math and CJK come before any generic family (a system font).
      const firstGeneric = kept.findIndex((k) => !k.startsWith('"'));
      const at = firstGeneric === -1 ? kept.length : firstGeneric;
      const stack = [...kept.slice(0, at), ...FALLBACK_FAMILIES, ...kept.slice(at)];
      return `${prefix}${[...new Set(stack)].join(', ')}${important ? ` ${important.trim()}` : ''}`;
    },
  );
  return rewritten.replace(/@octavo-font-face-(\d+);/g, (_m, index: string) => faces[Number(index)]);
}
