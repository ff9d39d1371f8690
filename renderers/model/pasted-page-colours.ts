import { DomNode, walkElements } from '../dom/html-dom';
import { parseColour } from '../epub/colour-contrast';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { locationOf } from './source-locations';

type Rgb = [number, number, number];

interface Pasted {
  declaration: string;
  first: SourceLocation;
  times: number;
}

/** A grey as dark as the book's own text: a web page's text colour (#333, `rgb(51, 51, 51)`, black). */
function isPageText([r, g, b]: Rgb): boolean {
  return Math.max(r, g, b) <= 0x44 && Math.max(r, g, b) - Math.min(r, g, b) <= 0x11;
}

/** A white or near-white, neutral: a web page's paper. */
function isPagePaper([r, g, b]: Rgb): boolean {
  return Math.min(r, g, b) >= 0xee && Math.max(r, g, b) - Math.min(r, g, b) <= 0x11;
}

/** `color`, `background-color`, or a `background` that is only a colour, naming the page's text or paper. */
function isPageColour(property: string, value: string): boolean {
  const colour = parseColour(value);
  if (colour === 'none' || colour === 'unknown') return false;
  if (property === 'color') return isPageText(colour);
  return (property === 'background-color' || property === 'background') && isPagePaper(colour);
}

/**
 * A `font-size` in pixels or points near a web page's body text (12-20 px, 9-15 pt; `medium`): the size of the page it
 * was pasted from, never a size chosen for the book, whose own text size is the theme's. Larger sizes (a title an
 * author set big) and relative ones (`smaller`, `0.8em`, `90%`) stay.
 */
function isPageTextSize(property: string, value: string): boolean {
  if (property !== 'font-size') return false;
  const size = value.toLowerCase();
  if (size === 'medium') return true;
  const match = /^(\d+(?:\.\d+)?)(px|pt)$/.exec(size);
  if (!match) return false;
  const amount = Number(match[1]);
  return match[2] === 'px' ? amount >= 12 && amount <= 20 : amount >= 9 && amount <= 15;
}

type PastedKind = 'colour' | 'size';

/** A style attribute's declarations; `;` inside brackets (`url(data:…;base64,…)`) splits none. */
function declarations(style: string): string[] {
  return (style.match(/(?:[^;()]|\([^)]*\))+/g) ?? []).map((d) => d.trim()).filter(Boolean);
}

/**
 * Text pasted from a web page into Atlas's editor (or any WYSIWYG editor) keeps that page's colours (and its text
 * size, see isPageTextSize) on every span:
 * `color: rgb(51, 51, 51)` for its text, `background-color: #fff` for its paper. On a white page they change
 * nothing, but the HTML site's dark mode and e-readers' night modes keep them, and the text they set became dark
 * grey on near-black, or light on white: unreadable. They are left out in every format (a colour an author chose,
 * red or a mid grey, stays), said once a file at the first place, with how many more there are.
 */
export function dropPastedPageColours(
  texts: Iterable<{ nodes: DomNode[]; file: string }>,
  warnings: BookWarning[],
): void {
  const pasted = new Map<string, Pasted & { kind: PastedKind }>();
  for (const { nodes, file } of texts) {
    walkElements(nodes, (el, ancestors) => {
      const style = el.attrs.get('style');
      if (!style || !/color|background|font-size/i.test(style)) return;
      if (['svg', 'math'].includes(el.name) || ancestors.some((a) => a.name === 'svg' || a.name === 'math'))
        return;
      const kept: string[] = [];
      const dropped: Record<PastedKind, string[]> = { colour: [], size: [] };
      for (const declaration of declarations(style)) {
        const colon = declaration.indexOf(':');
        const property = declaration.slice(0, colon).trim().toLowerCase();
        // Without `!important`, which says nothing of what the value is.
        const value = declaration
          .slice(colon + 1)
          .replace(/!\s*important\s*$/i, '')
          .trim();
        if (colon > 0 && isPageColour(property, value)) dropped.colour.push(declaration);
        else if (colon > 0 && isPageTextSize(property, value)) dropped.size.push(declaration);
        else kept.push(declaration);
      }
      if (dropped.colour.length + dropped.size.length === 0) return;
      if (kept.length > 0) el.attrs.set('style', `${kept.join('; ')};`);
      else el.attrs.delete('style');
      const where = locationOf(el, ancestors, file);
      for (const kind of ['colour', 'size'] as const) {
        if (dropped[kind].length === 0) continue;
        const key = `${where.file}\0${kind}`;
        const seen = pasted.get(key);
        if (seen) seen.times++;
        else pasted.set(key, { kind, declaration: dropped[kind].join('; '), first: where, times: 1 });
      }
    });
  }
  for (const { kind, declaration, first, times } of pasted.values()) {
    const more = times > 1 ? ` (here and ${times - 1} more time${times > 2 ? 's' : ''} in this file)` : '';
    const why =
      kind === 'colour'
        ? 'is the colour of the web page this text was pasted from; Octavo leaves it out, as the book already ' +
          "prints dark text on a white page, and in the HTML site's dark mode and e-readers' night modes it would " +
          'hide the text'
        : 'is the text size of the web page this text was pasted from; Octavo leaves it out, so the text is set at ' +
          "the book's own size, as the rest of its paragraph is";
    warnings.push(
      warning(
        'source',
        first,
        `the style attribute's "${declaration}"${more} ${why}. Remove it from the markup`,
        declaration,
      ),
    );
  }
}
