/**
 * What Asciidoctor's `Section.generate_id` removes from a title: tags, character references, and every character
 * that is no word character, space, hyphen or period.
 */
const NOT_IN_ID =
  /<[^>]+>|&(?:[a-z][a-z]+\d{0,2}|#\d\d\d{0,4}|#x[\da-f][\da-f][\da-f]{0,3});|[^ \p{L}\p{M}\p{N}\p{Pc}.-]+/gu;

/**
 * The id Asciidoctor gives a section of this (converted) title with its default `idprefix` and `idseparator` (`_`):
 * "Scale Horizontally" → `_scale_horizontally`, as the Asciidoctor CLI, asciidoctor-pdf and GitHub make them.
 */
export function asciidoctorDefaultId(title: string): string {
  const id = `_${title.toLowerCase().replace(NOT_IN_ID, '')}`.replace(/[ _.-]+/g, '_');
  return id.endsWith('_') && id.length > 1 ? id.slice(0, -1) : id;
}

/**
 * The other names a section with an id made from its title answers to: when the book's ids are made Atlas's way
 * (`scale-horizontally`), a cross-reference written for Asciidoctor's defaults (`<<_scale_horizontally>>`, as the
 * Elasticsearch guide writes some) still finds it. None when the two are the same.
 */
export function defaultIdAliases(id: string, title: string): string[] {
  const asciidoctor = asciidoctorDefaultId(title);
  return asciidoctor === '_' || asciidoctor === id ? [] : [asciidoctor];
}
