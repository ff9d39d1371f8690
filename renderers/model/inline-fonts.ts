import { DomNode, walkElements } from '../dom/html-dom';
import { shippedFontStack, withShippedFonts } from '../theme/theme-fonts';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { locationOf } from './source-locations';

interface Missing {
  name: string;
  first: SourceLocation;
  attribute: 'style' | 'font-family';
  times: number;
  instead: string;
}

/**
 * Fonts named in the book's own markup: a `style` attribute (text pasted from a web page or a word processor into
 * Atlas's editor keeps `font-family: Georgia, serif` on every span) or an SVG's `font-family` attribute. Chromium
 * would print that text in whatever system font answers to the name, so the book would look different on every
 * machine and embed a font Octavo does not ship. Each such family is replaced by the shipped family of the same
 * kind, as in a theme; said once for each file and font, at its first place, with how many more there are.
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
      const noteIn = (attribute: Missing['attribute']) => (name: string, instead: string) => {
        const where = locationOf(el, ancestors, file);
        const key = `${where.file}\0${name.toLowerCase()}`;
        const seen = missing.get(key);
        if (seen) seen.times++;
        else missing.set(key, { name, first: where, attribute, times: 1, instead });
      };
      if (style !== undefined) el.attrs.set('style', withShippedFonts(style, declared, noteIn('style')));
      if (family !== undefined)
        el.attrs.set('font-family', shippedFontStack(family, declared, noteIn('font-family')));
    });
  }
  for (const { name, first, attribute, times, instead } of missing.values()) {
    const more = times > 1 ? ` (here and ${times - 1} more time${times > 2 ? 's' : ''} in this file)` : '';
    warnings.push(
      warning(
        'font',
        first,
        `the font "${name}" named in a ${attribute} attribute${more} is not shipped with Octavo or the book; ${instead} is ` +
          'used instead. Remove the font from the markup (text pasted from a web page keeps its fonts), or add ' +
          'its font file to the repository with an @font-face rule in the theme',
        name,
      ),
    );
  }
}
