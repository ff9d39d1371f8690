import { DomNode, ElementNode, textContent } from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';

/** AsciiDoc's image macro (`image::target[alt]`, inline `image:target[alt]`) and Markdown's `![alt](target)`. */
const FOREIGN_IMAGES: { syntax: string; pattern: RegExp; target: number; alt: number }[] = [
  { syntax: 'AsciiDoc', pattern: /\bimage::?([^\s[\]]+)\[([^\]]*)\]/g, target: 1, alt: 2 },
  { syntax: 'Markdown', pattern: /!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, target: 2, alt: 1 },
];

/** Where text is code: the syntax shown there is the book's subject, not a mistake. */
const CODE = new Set(['pre', 'code', 'kbd', 'samp', 'tt', 'script', 'style']);

/**
 * An image written in another format's syntax into an HTML (HTMLBook) file, as happens when text is pasted from an
 * AsciiDoc or Markdown draft into Atlas's editor (Kids Code Python: `image::images/Capture.JPG[]` in a paragraph):
 * the book prints it as text, as Atlas did. The author is told where, and what to write instead.
 */
export function warnAboutForeignImageSyntax(nodes: DomNode[], file: string, warnings: BookWarning[]): void {
  const visit = (el: ElementNode) => {
    if (CODE.has(el.name)) return;
    // Only the element's own text: a nested element is visited itself, with its own line.
    let before = '';
    for (const child of el.children) {
      if (child.type === 'element') {
        visit(child);
        before += textContent(child);
        continue;
      }
      for (const { syntax, pattern, target, alt } of FOREIGN_IMAGES) {
        for (const match of child.value.matchAll(pattern)) {
          const offset = before + child.value.slice(0, match.index);
          const line = el.loc?.line === undefined ? undefined : el.loc.line + lineBreaks(offset);
          const description = match[alt]!.trim() || 'What it shows';
          warnings.push(
            warning(
              'source',
              line === undefined ? file : { file: el.loc?.file ?? file, line },
              `"${match[0]}" is ${syntax} image syntax, printed as text in an HTML file; write ` +
                `<img src="${match[target]}" alt="${description}"/> instead`,
              match[target],
            ),
          );
        }
      }
      before += child.value;
    }
  };
  for (const node of nodes) if (node.type === 'element') visit(node);
}

function lineBreaks(text: string): number {
  return text.split('\n').length - 1;
}
