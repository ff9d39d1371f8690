/** How much of a piece of markup a warning quotes. */
const SHOWN_LENGTH = 60;

/** The start of `markup` as a warning quotes it: whole when short, else its first characters and an ellipsis. */
export function markupExcerpt(markup: string): string {
  return markup.length > SHOWN_LENGTH ? `${markup.slice(0, SHOWN_LENGTH)}…` : markup;
}
