import { ElementNode, findElements } from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';
import { headingSkips } from './heading-levels';

/** What one content document holds that the accessibility metadata depends on. */
export interface ContentAudit {
  /** Pictures: `<img>` and inline `<svg>` not hidden from assistive technology. */
  images: number;
  footnotes: boolean;
  /** Where headings skip a level, as `file: h2 → h4`. */
  headingSkips: string[];
  /** Inline SVG pictures without a text alternative (images without alt are warned about by the model). */
  warnings: BookWarning[];
}

/** Looks at a division's finished tree (written to `file`, from `sourceFile`). */
export function auditContent(root: ElementNode, file: string, sourceFile: string): ContentAudit {
  const svgWithoutText = findElements([root], (el) => isInlineSvgImage(el) && !svgHasTextAlternative(el));
  return {
    images: findElements([root], (el) => el.name === 'img' || isInlineSvgImage(el)).length,
    footnotes: findElements([root], (el) => el.attrs.get('epub:type') === 'footnote').length > 0,
    headingSkips: headingSkips([root]).map((skip) => `${file}: ${skip}`),
    warnings: svgWithoutText.map(() =>
      warning(
        'image-alt-missing',
        sourceFile,
        'an inline SVG picture has no text alternative: give it a <title> describing it, or aria-hidden="true" if it is only decoration',
      ),
    ),
  };
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
