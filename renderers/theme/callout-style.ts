/**
 * Callouts as O'Reilly's books print them (Atlas set an image of a circled number): the mark in a listing and the
 * number of its explanation below are the same white-on-dark circle, so a reader matches one to the other. The
 * mark is not selectable: code copied from a listing is the code alone.
 */
export function calloutCss(sansStack: string): string {
  const circle = `display: inline-block; box-sizing: border-box; min-width: 1.45em; height: 1.45em; padding: 0 0.3em;
  border-radius: 0.725em; background: #333; color: #fff; font-family: ${sansStack}; font-size: 0.72rem;
  font-style: normal; font-weight: 700; line-height: 1.45em; text-align: center; text-indent: 0;`;
  return `.conum { ${circle} vertical-align: 0.1em; user-select: none; -webkit-user-select: none; }
.colist ol { list-style: none; counter-reset: colist; padding-left: 2.2em; }
.colist ol > li { counter-increment: colist; position: relative; }
.colist ol > li::before { content: counter(colist); ${circle} position: absolute; left: -2.2em; top: 0.2em; }
.colist table, .colist td { border: 0; }`;
}
