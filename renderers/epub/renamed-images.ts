import { DomNode, walkElements } from '../dom/html-dom';
import { rasterTypeOf } from '../limits/image-signature';

/** The attributes through which a page shows or links a file of the book. */
const LINKING_ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster', 'data'];

/**
 * The name an image shipped as another type takes (a PNG photograph as JPEG, a WebP screenshot as PNG): the same
 * path with that type's extension, or with `-2`, `-3`… before it when the book already has a file of that name.
 * `taken` holds every href of the book and receives the new one.
 */
export function renamedHref(href: string, mediaType: string, taken: Set<string>): string {
  const stem = href.replace(/\.[^./]*$/, '');
  const extension = rasterTypeOf(mediaType)?.extension ?? '';
  let candidate = `${stem}${extension}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${stem}-${n}${extension}`;
  taken.add(candidate);
  return candidate;
}

/** Points every link and image source naming a renamed file (with or without a `#fragment`) at its new name. */
export function relinkRenamedFiles(nodes: DomNode[], renamed: ReadonlyMap<string, string>): void {
  if (renamed.size === 0) return;
  walkElements(nodes, (el) => {
    for (const name of LINKING_ATTRIBUTES) {
      const value = el.attrs.get(name);
      if (value === undefined) continue;
      const hash = value.indexOf('#');
      const file = hash === -1 ? value : value.slice(0, hash);
      const to = renamed.get(file);
      if (to !== undefined) el.attrs.set(name, hash === -1 ? to : to + value.slice(hash));
    }
  });
}
