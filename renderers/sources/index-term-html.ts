import { escapeAttribute } from '../dom/escape';

/** HTMLBook's index mark: a term and its subentries (up to three levels), or a cross-reference instead of a page. */
export function indexTermHtml(
  levels: string[],
  crossReference?: { kind: 'see' | 'seealso'; target: string },
): string {
  const names = ['data-primary', 'data-secondary', 'data-tertiary'];
  const attributes = levels.map((level, i) => `${names[i]}="${escapeAttribute(level)}"`);
  if (crossReference)
    attributes.push(`data-${crossReference.kind}="${escapeAttribute(crossReference.target)}"`);
  return `<a data-type="indexterm" ${attributes.join(' ')}></a>`;
}
