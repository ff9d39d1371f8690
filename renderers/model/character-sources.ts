import { DomNode, ElementNode } from '../dom/html-dom';
import { SourceLocation } from '../warnings';

/** MathML annotations (the TeX an equation came from) and scripts are never printed. */
const HIDDEN = new Set(['annotation', 'annotation-xml', 'script', 'style']);

const BEYOND_ASCII = /[^\0-\x7f]/;

/**
 * Records, for each character beyond ASCII, the first place it occurs: the source location of the
 * closest located element around it (else the division's file). A renderer that cannot draw a
 * character names that place.
 */
export function collectCharacterSources(
  root: ElementNode,
  file: string,
  into: Map<number, SourceLocation>,
): void {
  const visit = (nodes: DomNode[], where: SourceLocation) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        // By code unit: most text is ASCII, which the string iterator walked one small string at a time.
        const value = node.value;
        // Most text nodes are all ASCII: the pattern tells so faster than the loop.
        if (!BEYOND_ASCII.test(value)) continue;
        for (let i = 0; i < value.length; i++) {
          if (value.charCodeAt(i) < 0x80) continue;
          const point = value.codePointAt(i)!;
          if (point > 0xffff) i++;
          if (!into.has(point)) into.set(point, where);
        }
      } else if (!HIDDEN.has(node.name)) {
        visit(node.children, node.loc ?? where);
      }
    }
  };
  visit([root], root.loc ?? { file });
}
