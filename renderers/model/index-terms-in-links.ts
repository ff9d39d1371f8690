import { DomNode, ElementNode, replaceElements } from '../dom/html-dom';

const isIndexTerm = (node: DomNode): boolean =>
  node.type === 'element' && node.name === 'a' && node.attrs.get('data-type') === 'indexterm';

/**
 * An index term marked inside a link's text (AsciiDoc `{url}[((Devoxx))]`) is an `<a>` inside an `<a>`, which
 * HTML does not allow (epubcheck: "The a element must not appear inside a elements"; a browser splits the
 * link). The term's anchor moves to just before the link: the same place in the text, for the index.
 */
export function liftIndexTermsOutOfLinks(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name !== 'a' || isIndexTerm(el)) return undefined;
    const lifted: ElementNode[] = [];
    el.children = takeIndexTerms(el.children, lifted);
    return lifted.length > 0 ? [...lifted, el] : undefined;
  });
}

function takeIndexTerms(nodes: DomNode[], lifted: ElementNode[]): DomNode[] {
  return nodes.flatMap((node) => {
    if (node.type === 'element' && isIndexTerm(node)) {
      lifted.push(node);
      return [];
    }
    if (node.type === 'element') node.children = takeIndexTerms(node.children, lifted);
    return [node];
  });
}
