import { hasClass, textContent, walkElements, ElementNode } from '../dom/html-dom';

/**
 * A printed page cannot be clicked, so the print stylesheet writes a web link's address after its
 * text; a link whose text already is its address is marked `url` so it is not written twice.
 */
export function markBareUrls(root: ElementNode): void {
  walkElements([root], (el) => {
    const href = el.name === 'a' ? el.attrs.get('href') : undefined;
    if (!href || !/^(https?|mailto):/i.test(href) || hasClass(el, 'url')) return;
    const shown = normalize(textContent(el));
    if (shown === normalize(href)) {
      const classes = el.attrs.get('class');
      el.attrs.set('class', classes ? `${classes} url` : 'url');
    }
  });
}

function normalize(address: string): string {
  return address
    .trim()
    .replace(/^(https?:\/\/|mailto:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
    .toLowerCase();
}
