import { ElementNode, element, hasClass, text } from '../dom/html-dom';

const CALLOUT_IMAGE = /(?:^|\/)callouts\/(\d+)\.(?:png|svg|gif|jpe?g|pdf)$/i;

/**
 * The number of an Atlas callout (asciidoctor-htmlbook's `<a class="co"><img src="callouts/1.png" alt="1"/></a>`)
 * when `img` is its image; undefined for any other image.
 */
export function atlasCalloutNumber(img: ElementNode, parent: ElementNode | undefined): string | undefined {
  if (!parent || parent.name !== 'a' || !hasClass(parent, 'co')) return undefined;
  return CALLOUT_IMAGE.exec((img.attrs.get('src') ?? '').trim().replace(/[?#].*$/, ''))?.[1];
}

/** The callout mark AsciiDoc's callouts print as, for a callout whose image the book does not hold. */
export function calloutMark(number: string): ElementNode {
  return element('b', { class: 'conum' }, [text(number)]);
}
