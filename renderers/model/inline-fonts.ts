import { DomNode, walkElements } from '../dom/html-dom';
import { shippedFontStack, withShippedFonts } from '../theme/theme-fonts';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { locationOf } from './source-locations';

interface Missing {
  /** The families one declaration names that the book does not ship, in its order: one choice, one warning. */
  names: string[];
  first: SourceLocation;
  attribute: 'style' | 'font-family';
  times: number;
  instead: string;
}

/**
 * Fonts named in the book's own markup: a `style` attribute (text pasted from a web page or a word processor into
 * Atlas's editor keeps `font-family: Georgia, serif` on every span; a notebook's pandas table names
 * `'Courier New', Courier, monospace`) or an SVG's `font-family` attribute. Chromium would print that text in
 * whatever system font answers to the name, so the book would look different on every machine and embed a font
 * Octavo does not ship. Each such family is replaced by the shipped family of the same kind, as in a theme; said
 * once for each file and declaration (its families together), at its first place, with how many more there are.
 */
export function substituteInlineFonts(
  texts: Iterable<{ nodes: DomNode[]; file: string }>,
  declared: ReadonlySet<string>,
  warnings: BookWarning[],
): void {
  const missing = new Map<string, Missing>();
  for (const { nodes, file } of texts) {
    walkElements(nodes, (el, ancestors) => {
      const style = el.attrs.get('style');
      const family = el.attrs.get('font-family');
      if (!/font-family/i.test(style ?? '') && family === undefined) return;
      const note = (attribute: Missing['attribute'], names: string[], instead: string) => {
        if (names.length === 0) return;
        const where = locationOf(el, ancestors, file);
        const key = `${where.file}\0${attribute}\0${names.map((name) => name.toLowerCase()).join('\0')}`;
        const seen = missing.get(key);
        if (seen) seen.times++;
        else missing.set(key, { names, first: where, attribute, times: 1, instead });
      };
      if (style !== undefined) {
        const byDeclaration = new Map<number, { names: string[]; instead: string }>();
        el.attrs.set(
          'style',
          withShippedFonts(style, declared, (name, instead, at) => {
            const seen = byDeclaration.get(at) ?? { names: [], instead };
            seen.names.push(name);
            byDeclaration.set(at, seen);
          }),
        );
        for (const { names, instead } of byDeclaration.values()) note('style', names, instead);
      }
      if (family !== undefined) {
        const names: string[] = [];
        let instead = '';
        el.attrs.set(
          'font-family',
          shippedFontStack(family, declared, (name, standIn) => {
            names.push(name);
            instead ||= standIn;
          }),
        );
        note('font-family', names, instead);
      }
    });
  }
  for (const { names, first, attribute, times, instead } of missing.values()) {
    const more = times > 1 ? ` (here and ${times - 1} more time${times > 2 ? 's' : ''} in this file)` : '';
    const listed = names.map((name) => `"${name}"`);
    const fonts =
      names.length === 1
        ? `the font ${listed[0]} named in a ${attribute} attribute${more} is`
        : `the fonts ${listed.slice(0, -1).join(', ')} and ${listed.at(-1)} named in a ${attribute} attribute${more} are`;
    warnings.push(
      warning(
        'font',
        first,
        `${fonts} not shipped with Octavo or the book; ${instead} is used instead. Remove the ` +
          `${names.length === 1 ? 'font' : 'fonts'} from the markup (text pasted from a web page keeps its fonts), ` +
          `or add ${names.length === 1 ? 'its font file' : 'the font file of one'} to the repository with an ` +
          '@font-face rule in the theme',
        names[0],
      ),
    );
  }
}
