import { DomNode, element, ElementNode, replacing, textContent, walkElements } from '../dom/html-dom';
import { extensionOf } from '../paths/repo-path';

const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif']);

/** Attributes that size or name the picture, kept from the embedding element. */
const KEPT_ATTRIBUTES = ['id', 'class', 'style', 'width', 'height', 'title'];

/**
 * A picture a web page embeds with `<object data="fig.svg" type="image/svg+xml">` or `<embed src="fig.svg">`
 * (Texinfo's and Inkscape's way to keep an SVG figure scalable, as SICP's HTML does) is an image, not a frame: every
 * format drops `<object>` and `<embed>` (they may load anything), which left the book without its figures and said
 * nothing. Each one whose address is an image becomes an `<img>` of that image, its fallback content the text
 * alternative, so the figure is collected, sized and checked like any other image.
 */
export function embeddedImagesAsImages(nodes: DomNode[]): DomNode[] {
  const visit = (list: DomNode[]): DomNode[] =>
    list.map((node) => {
      if (node.type !== 'element') return node;
      const image = node.name === 'object' || node.name === 'embed' ? asImage(node) : undefined;
      if (image) return image;
      if (node.name !== 'svg' && node.name !== 'math') node.children = visit(node.children);
      return node;
    });
  return visit(nodes);
}

function asImage(el: ElementNode): ElementNode | undefined {
  const src = (el.name === 'object' ? el.attrs.get('data') : el.attrs.get('src'))?.trim();
  if (!src || !isImage(src, el.attrs.get('type'))) return undefined;
  const attrs: Record<string, string> = { src, alt: alternativeText(el) };
  for (const name of KEPT_ATTRIBUTES) {
    const value = el.attrs.get(name);
    if (value !== undefined) attrs[name] = value;
  }
  return replacing(el, element('img', attrs));
}

function isImage(src: string, type: string | undefined): boolean {
  if (type?.trim()) return /^image\//i.test(type.trim());
  if (/^data:image\//i.test(src)) return true;
  const path = src.split(/[?#]/)[0]!;
  return IMAGE_EXTENSIONS.has(extensionOf(path));
}

/**
 * What the element shows where it cannot embed: an image's alt (`<object …><img src="fig.png" alt="…">`) or its
 * text. A lone word naming the format ("SVG") says nothing about the picture, so it is no alternative.
 */
function alternativeText(el: ElementNode): string {
  let alt: string | undefined;
  walkElements(el.children, (child) => {
    if (alt === undefined && child.name === 'img') alt = child.attrs.get('alt')?.trim();
  });
  const said = (alt ?? textContent(el.children)).replace(/\s+/g, ' ').trim();
  return FORMAT_NAMES.test(said) ? '' : said;
}

const FORMAT_NAMES = /^(?:svg|png|jpe?g|gif|webp|image|figure|picture)$/i;
