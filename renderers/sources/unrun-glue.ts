/**
 * myst-nb's glue on a MyST Markdown page (jupytext's notebook as text): `glue("fig:scatter", chart)` in a code cell,
 * pasted by `` {glue:text}`n` `` and ```` :::{glue:figure} fig:scatter ````. Jupyter Book runs the page's code cells
 * and pastes the values; Octavo never runs a book's code, so a page with code cells has no value to paste (a saved
 * notebook's are pasted by notebook-glue.ts).
 */

/** A glue role or directive's name: `glue`, `glue:`, `glue:text`, `glue:figure`, … */
const GLUE_NAME = /^glue(?::\w*)?$/;

/** `` {glue:text}`key:.1f` `` and the other glue roles. */
const GLUE_ROLE = /\{glue(?::\w*)?\}`[^`\n]+`/g;
/** A glue directive's opening fence, ```` ```{glue:figure} key ```` or `:::{glue:math} key`: its kind. */
const GLUE_DIRECTIVE = /^[ \t]*(?:`{3,}|:{3,})\{glue(?::(\w*))?\}/gm;

/** Whether a role or directive of this name pastes a glued value. */
export function isGlueName(name: string): boolean {
  return GLUE_NAME.test(name);
}

/** Whether the page's glue pastes values its own code cells make when run: a MyST page with code cells. */
export function gluesUnrunValues(page: string): boolean {
  return page.includes('{code-cell}');
}

/** The glue a page with code cells writes: its roles (the first as written) and its directives, figures apart. */
export function unrunGlue(page: string): { roles: string[]; figures: number; others: number } {
  if (!page.includes('{glue')) return { roles: [], figures: 0, others: 0 };
  const roles = [...page.matchAll(GLUE_ROLE)].map((match) => match[0]);
  let figures = 0;
  let others = 0;
  for (const match of page.matchAll(GLUE_DIRECTIVE)) {
    if (match[1] === 'figure') figures++;
    else others++;
  }
  return { roles, figures, others };
}
