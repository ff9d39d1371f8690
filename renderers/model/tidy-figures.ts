import { DomNode, ElementNode, addClass, findElements, walkElements } from '../dom/html-dom';

/** What a figure shows: an element a caption can be written under. */
const PICTURES = new Set(['img', 'picture', 'svg', 'video', 'object', 'canvas', 'iframe']);

/**
 * A figure as HTML allows it, so every format can hold it (EPUB's XHTML is checked against the content model):
 * line breaks standing directly in a figure are spacing, not content, and go; a caption that is neither the
 * figure's first nor its last child moves to the end. Real books write `<figure><img><figcaption>…</figcaption>
 * <br><br></figure>` (epubcheck: "element br not allowed here").
 *
 * A caption outside a figure is made valid too (epubcheck: "element figcaption not allowed here"): a `<div>` holding
 * a picture and the caption is the figure its author meant (mdlearn's `<div style="text-align:center"><img>
 * <figcaption>`), and any other such caption, and a figure's second one, is a `<div class="caption">` as the
 * DocBook converter writes a caption outside a figure.
 */
export function tidyFigures(nodes: DomNode[]): void {
  walkElements(nodes, (el, ancestors) => {
    if (el.name === 'div' && holdsPictureAndCaption(el)) el.name = 'figure';
    if (el.name === 'figure') tidyFigure(el);
    else if (el.name === 'figcaption' && ancestors.at(-1)?.name !== 'figure') captionOutsideFigure(el);
  });
}

function tidyFigure(el: ElementNode): void {
  el.children = el.children.filter((child) => child.type !== 'element' || child.name !== 'br');
  const [caption, ...others] = el.children.filter(
    (child): child is ElementNode => child.type === 'element' && child.name === 'figcaption',
  );
  others.forEach(captionOutsideFigure);
  const content = el.children.filter((child) => child.type === 'element' || child.value.trim() !== '');
  if (!caption || caption === content[0] || caption === content.at(-1)) return;
  el.children = [...el.children.filter((child) => child !== caption), caption];
}

function holdsPictureAndCaption(el: ElementNode): boolean {
  return (
    el.children.some((child) => child.type === 'element' && child.name === 'figcaption') &&
    findElements(el.children, (inner) => PICTURES.has(inner.name)).length > 0
  );
}

function captionOutsideFigure(caption: ElementNode): void {
  caption.name = 'div';
  addClass(caption, 'caption');
}
