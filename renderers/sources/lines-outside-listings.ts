/** A fenced listing's opening or closing line: three backticks or tildes, or more. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The lines of a Markdown text outside its fenced listings, each with its 1-based number: where a line of markup
 * (`{mainmatter}`, bookdown's `# (APPENDIX)`) is read, a listing showing it as code left alone.
 */
export function linesOutsideListings(text: string): { line: string; number: number }[] {
  const outside: { line: string; number: number }[] = [];
  let fence: string | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    outside.push({ line, number: index + 1 });
  });
  return outside;
}
