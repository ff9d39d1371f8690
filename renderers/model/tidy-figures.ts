import { DomNode, walkElements } from '../dom/html-dom';

/**
 * A figure as HTML allows it, so every format can hold it (EPUB's XHTML is checked against the content model):
 * line breaks standing directly in a figure are spacing, not content, and go; a caption that is neither the
 * figure's first nor its last child moves to the end. Real books write `<figure><img><figcaption>…</figcaption>
 * <br><br></figure>` (epubcheck: "element br not allowed here").
 */
export function tidyFigures(nodes: DomNode[]): void {
  walkElements(nodes, (el) => {
    if (el.name !== 'figure') return;
    el.children = el.children.filter((child) => child.type !== 'element' || child.name !== 'br');
    const content = el.children.filter((child) => child.type === 'element' || child.value.trim() !== '');
    const caption = content.find((child) => child.type === 'element' && child.name === 'figcaption');
    if (!caption || caption === content[0] || caption === content.at(-1)) return;
    el.children = [...el.children.filter((child) => child !== caption), caption];
  });
}
