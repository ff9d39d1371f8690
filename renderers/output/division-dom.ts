import {
  ElementNode,
  escapeText,
  firstElement,
  parseHtml,
  serializeHtml,
  walkElements,
} from '../dom/html-dom';
import { Division } from '../model/book-model';
import { firstHeading } from '../model/divisions';

/** A fresh, mutable tree of one division's element (the model keeps serialized HTML). */
export function parseDivision(division: Division): ElementNode | undefined {
  return firstElement(parseHtml(division.html));
}

/** Replaces a toc/index placeholder's content with generated HTML, keeping (or adding) its title. */
export function fillPlaceholder(root: ElementNode, title: string, generated: string): void {
  const heading = firstHeading(root);
  const headingHtml = heading ? serializeHtml([heading]) : `<h1>${escapeText(title)}</h1>`;
  root.children = parseHtml(headingHtml + generated);
}

/** Points every `#id` link at wherever the output keeps that id. */
export function relinkIds(root: ElementNode, hrefFor: (id: string) => string): void {
  walkElements([root], (el) => {
    const href = el.name === 'a' ? el.attrs.get('href') : undefined;
    if (!href?.startsWith('#') || href.length === 1) return;
    el.attrs.set('href', hrefFor(decodeId(href.slice(1))));
  });
}

/** The id a link's fragment names, percent-decoded as a browser does (kept as written when it is not valid). */
export function decodeId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
