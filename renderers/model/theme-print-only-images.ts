import { extensionOf } from '../paths/repo-path';
import { BookWarning, warning } from '../warnings';
import { PRINT_ONLY_IMAGE_EXTENSIONS } from './print-only-images';

const URL_PATTERN = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;

/** One warning for each `url()` of `css` (the theme file `path`) that names an image no page can draw. */
export function printOnlyImageWarnings(css: string, path: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const match of css.matchAll(URL_PATTERN)) {
    const reference = match[2]!.trim();
    const extension = extensionOf(reference.replace(/[?#].*$/, ''));
    // Atlas's PDF themes (AH Formatter, PrinceXML) set O'Reilly's callout numbers as
    // `content: url("../../images/callouts/1.pdf")` and hide the `<img>` the book holds: the rule prints nothing.
    if (!PRINT_ONLY_IMAGE_EXTENSIONS.has(extension)) continue;
    const line = css.slice(0, match.index).split('\n').length;
    warnings.push(
      warning(
        'theme',
        { file: path, line },
        `url(${reference}) names a print-only image (${extension.slice(1).toUpperCase()}), which no page can draw: ` +
          `what this rule puts in prints nothing (and an element the theme hides for it, such as a callout ` +
          `number's <img>, is missing); point it at a PNG or SVG, or remove the rule`,
        reference,
      ),
    );
  }
  return warnings;
}
