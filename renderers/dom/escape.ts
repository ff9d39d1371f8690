const TEXT_SPECIALS = /[&<>]/g;
const ATTRIBUTE_SPECIALS = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const entityOf = (character: string) => ENTITIES[character];

// One pass, and none when there is nothing to escape (most text): the three chained replaces this replaces
// copied every text of a book three times.

/** Text as HTML text content: the three characters that could start markup. */
export function escapeText(text: string): string {
  TEXT_SPECIALS.lastIndex = 0;
  return TEXT_SPECIALS.test(text) ? text.replace(TEXT_SPECIALS, entityOf) : text;
}

/** Text as a double-quoted HTML attribute value. */
export function escapeAttribute(text: string): string {
  ATTRIBUTE_SPECIALS.lastIndex = 0;
  return ATTRIBUTE_SPECIALS.test(text) ? text.replace(ATTRIBUTE_SPECIALS, entityOf) : text;
}
