import { extensionOf } from '../paths/repo-path';
import { otherLinesText } from '../warning-groups';
import { BookWarning, warning } from '../warnings';
import { PRINT_ONLY_IMAGE_EXTENSIONS } from './print-only-images';

const URL_PATTERN = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;

interface PrintOnlyReference {
  reference: string;
  /** Its kind, as the warning names it: PDF, EPS. */
  kind: string;
  line: number;
}

/**
 * The `url()`s of `css` (the theme file `path`) that name an image no page can draw, in one warning at the first
 * (Atlas's PDF themes name eight callout images, one a rule: eight warnings the same but for the number).
 */
export function printOnlyImageWarnings(css: string, path: string): BookWarning[] {
  const found: PrintOnlyReference[] = [];
  for (const match of css.matchAll(URL_PATTERN)) {
    const reference = match[2]!.trim();
    const extension = extensionOf(reference.replace(/[?#].*$/, ''));
    // Atlas's PDF themes (AH Formatter, PrinceXML) set O'Reilly's callout numbers as
    // `content: url("../../images/callouts/1.pdf")` and hide the `<img>` the book holds: the rule prints nothing.
    if (!PRINT_ONLY_IMAGE_EXTENSIONS.has(extension)) continue;
    const line = css.slice(0, match.index).split('\n').length;
    found.push({ reference, kind: extension.slice(1).toUpperCase(), line });
  }
  const [first, ...others] = found;
  if (!first) return [];
  const kinds = [...new Set(found.map((f) => f.kind))].join(', ');
  const text =
    others.length === 0
      ? `url(${first.reference}) names a print-only image (${first.kind}), which no page can draw: what this rule ` +
        `puts in prints nothing (and an element the theme hides for it, such as a callout number's <img>, is ` +
        'missing); point it at a PNG or SVG, or remove the rule'
      : `url(${first.reference}) here and ${others.length} more url()s of this file (at ` +
        `${otherLinesText(others.map((o) => o.line))}) name print-only images (${kinds}), which no page can draw: ` +
        `what these rules put in prints nothing (and an element the theme hides for them, such as a callout ` +
        "number's <img>, is missing); point them at PNG or SVG images, or remove the rules";
  return [warning('theme', { file: path, line: first.line }, text, first.reference)];
}
