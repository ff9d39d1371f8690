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

const NOTE_OR_SPAN = /<span\b[^>]*>|<\/span>|<a data-type="footnoteref"[^>]*><\/a>/g;

/**
 * A converted title without its footnotes (a `footnote:[…]` written in a heading, as the Joomla book's
 * `=== Optimizing HTMLfootnote:[https://…]`): the words an id is made from. Asciidoctor makes the id from the
 * converted title, which for Octavo holds the note's text, and gave "optimizing-htmlhttpsexample-comcache".
 */
export function titleWithoutNotes(title: string): string {
  if (!title.includes('data-type="footnote')) return title;
  let kept = '';
  let at = 0;
  /** How many spans are open inside the footnote being left out; 0 outside one. */
  let depth = 0;
  for (const match of title.matchAll(NOTE_OR_SPAN)) {
    const tag = match[0];
    if (depth === 0) kept += title.slice(at, match.index);
    at = match.index + tag.length;
    if (tag.startsWith('<a')) continue;
    if (tag === '</span>') {
      if (depth > 0) depth--;
      else kept += tag;
    } else if (depth > 0 || tag.includes('data-type="footnote"')) depth++;
    else kept += tag;
  }
  return depth === 0 ? kept + title.slice(at) : kept;
}
