import { DomNode } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { VERBATIM } from './atlas-placeholders';
import { markupExcerpt } from './markup-excerpt';

/**
 * A start tag carrying an HTMLBook `data-type` (`<span data-type="footnote">`, `<a data-type="xref" href="#x">`)
 * found in the text itself: written with its `<` escaped (`&lt;span …&gt;`), as a visual editor saves markup typed
 * into it, it is no element but characters the reader sees.
 */
const ESCAPED_TAG = /<[a-z][a-z0-9]*\s[^<>]*?\bdata-type\s*=\s*["']?[a-z][\w-]*["']?[^<>]*>/gi;

/**
 * Tells the author, once per file at the first (the line of the nearest block that knows its own), with how many
 * there are, about HTMLBook markup written as text. It is printed as written, as every HTML reader prints it: the
 * book's own toolchain made no footnote or cross-reference of it either. Code shows markup as written and is never
 * looked at.
 */
export function warnAboutEscapedMarkup(nodes: DomNode[], file: string, warnings: BookWarning[]): void {
  const found: { markup: string; at: SourceLocation | undefined }[] = [];
  const visit = (list: DomNode[], located: SourceLocation | undefined) => {
    for (const node of list) {
      if (node.type === 'element') {
        if (!VERBATIM.has(node.name)) visit(node.children, node.loc ?? located);
      } else if (node.value.includes('<')) {
        for (const [markup] of node.value.matchAll(ESCAPED_TAG)) found.push({ markup, at: located });
      }
    }
  };
  visit(nodes, undefined);
  const [first] = found;
  if (!first) return;
  const where = found.length > 1 ? ` (${found.length} such tags in this file, the first here)` : '';
  warnings.push(
    warning(
      'source',
      first.at ?? file,
      `${markupExcerpt(first.markup)} is HTMLBook markup written as text (its < and > escaped, as a visual editor ` +
        `saves markup typed into it): the reader sees the tag itself${where}; write it as markup, with a real < ` +
        'in the HTML, or in the file’s own syntax (a footnote in AsciiDoc is footnote:[…])',
      first.markup,
    ),
  );
}
