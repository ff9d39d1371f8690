import { ElementNode, findElements, textContent, walkElements } from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';
import { backgroundColour, contrastRatio, MINIMUM_CONTRAST, parseColour } from './colour-contrast';
import { headingSkips } from './heading-levels';

/** What one content document holds that the accessibility metadata depends on. */
export interface ContentAudit {
  /** Pictures: `<img>` and inline `<svg>` not hidden from assistive technology. */
  images: number;
  footnotes: boolean;
  /** Where headings skip a level, as `file: h2 → h4`. */
  headingSkips: string[];
  /** Text the book colours itself (`style="color: …"`) below 4.5:1 on its background, as `file: #ff0000 on white, 4.00:1`. */
  lowContrastText: string[];
  /** Inline SVG pictures without a text alternative (images without alt, and low-contrast text, are warned about by the model). */
  warnings: BookWarning[];
}

/** Looks at a division's finished tree (written to `file`, from `sourceFile`). */
export function auditContent(root: ElementNode, file: string, sourceFile: string): ContentAudit {
  const svgWithoutText = findElements([root], (el) => isInlineSvgImage(el) && !svgHasTextAlternative(el));
  const lowContrast = lowContrastInlineColours(root);
  return {
    images: findElements([root], (el) => el.name === 'img' || isInlineSvgImage(el)).length,
    footnotes: findElements([root], (el) => el.attrs.get('epub:type') === 'footnote').length > 0,
    headingSkips: headingSkips([root]).map((skip) => `${file}: ${skip}`),
    lowContrastText: lowContrast.map(({ colours }) => `${file}: ${colours}`),
    warnings: [
      ...svgWithoutText.map(() =>
        warning(
          'image-alt-missing',
          sourceFile,
          'an inline SVG picture has no text alternative: give it a <title> describing it, or aria-hidden="true" if it is only decoration',
        ),
      ),
    ],
  };
}

/**
 * Text the sources colour below WCAG's contrast, at the lines they do it on: said by the book model, which still has
 * them (the EPUB's documents are parsed from its HTML, without them); the EPUB's audit counts them for its metadata.
 */
export function lowContrastWarnings(root: ElementNode, sourceFile: string): BookWarning[] {
  // Once a place and colour: a formula's `\color{red}` colours each of its MathML tokens, and a paragraph's
  // words coloured alike share its line.
  const seen = new Set<string>();
  const once = lowContrastInlineColours(root).filter(({ where, colours }) => {
    const key = `${where?.file ?? sourceFile}:${where?.line ?? ''}:${colours}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return once.map(({ where, colours }) =>
    warning(
      'theme',
      where ?? sourceFile,
      `text coloured in the source (${colours}) is hard to read: WCAG 2 AA asks for at least ` +
        `${MINIMUM_CONTRAST}:1, so the EPUB claims no conformance; use a darker colour`,
    ),
  );
}

const declarations = (style: string): Map<string, string> =>
  new Map(
    style
      .split(';')
      .map((declaration) => declaration.split(':'))
      .filter((parts) => parts.length >= 2)
      .map(([name, ...value]) => [
        name.trim().toLowerCase(),
        value
          .join(':')
          .replace(/!important/i, '')
          .trim(),
      ]),
  );

/**
 * Text a source colours with an inline style (the asciidoctor-pdf chronicles example's
 * `<span style="color: #FF0000">`), measured against the nearest inline background, else the white page.
 * The book's stylesheet is checked on its own (theme-checks); a colour that cannot be read is not judged.
 */
function lowContrastInlineColours(root: ElementNode): { where: ElementNode['loc']; colours: string }[] {
  const found: { where: ElementNode['loc']; colours: string }[] = [];
  walkElements([root], (el, ancestors) => {
    const style = el.attrs.get('style');
    if (!style || !/(?:^|;)\s*color\s*:/i.test(style)) return;
    const written = declarations(style).get('color') ?? '';
    const colour = parseColour(written);
    if (colour === 'none' || colour === 'unknown' || textContent(el).trim() === '') return;
    let background: [number, number, number] = [255, 255, 255];
    let backgroundName = 'white';
    for (const holder of [...ancestors, el].reverse()) {
      const own = declarations(holder.attrs.get('style') ?? '');
      const value = own.get('background-color') ?? own.get('background');
      const parsed = value === undefined ? 'none' : backgroundColour(value);
      if (parsed === 'unknown') return;
      if (parsed === 'none') continue;
      background = parsed;
      backgroundName = value!;
      break;
    }
    const ratio = contrastRatio(colour, background);
    if (ratio >= MINIMUM_CONTRAST) return;
    const where = [el, ...[...ancestors].reverse()].find((node) => node.loc)?.loc;
    found.push({
      where,
      colours: `${written} on ${backgroundName}, ${ratio.toFixed(2)}:1`,
    });
  });
  return found;
}

function isInlineSvgImage(el: ElementNode): boolean {
  return (
    el.name === 'svg' && el.attrs.get('aria-hidden') !== 'true' && el.attrs.get('role') !== 'presentation'
  );
}

function svgHasTextAlternative(svg: ElementNode): boolean {
  if (svg.attrs.get('aria-label')?.trim() || svg.attrs.has('aria-labelledby')) return true;
  return svg.children.some((c) => c.type === 'element' && c.name === 'title' && c.children.length > 0);
}
