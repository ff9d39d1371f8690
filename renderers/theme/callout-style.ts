/**
 * Callouts as O'Reilly's books print them (a circled number: Atlas set an image of one, asciidoctor-pdf a circled
 * digit): the mark in a listing and the number of its explanation below are the same circle, so a reader matches
 * one to the other. The circle is drawn in the text's own colour, on no background of its own (so it reads
 * wherever the text does, and the contrast checks of a theme have nothing new to weigh). The mark is not
 * selectable: code copied from a listing is the code alone.
 */
export function calloutCss(sansStack: string): string {
  const circle = `display: inline-block; box-sizing: border-box; min-width: 1.5em; height: 1.5em; padding: 0 0.3em;
  border: 0.1em solid currentColor; border-radius: 0.75em; font-family: ${sansStack}; font-size: 0.72rem;
  font-style: normal; font-weight: 700; line-height: 1.3em; text-align: center; text-indent: 0;`;
  return `.conum { ${circle} vertical-align: 0.1em; user-select: none; -webkit-user-select: none; }
.colist ol { list-style: none; counter-reset: colist; padding-left: 2.2em; }
.colist ol > li { counter-increment: colist; position: relative; }
.colist ol > li::before { content: counter(colist); ${circle} position: absolute; left: -2.2em; top: 0.2em; }
.colist table, .colist td { border: 0; }`;
}
