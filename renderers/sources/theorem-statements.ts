/**
 * bookdown's and Quarto's theorem environments: the statement each is, and the id prefix its cross-references
 * name (`\@ref(thm:pyth)` in bookdown, `@thm-pyth` in Quarto), as their documentation lists them.
 */
const PREFIX_OF_KIND: Record<string, string> = {
  theorem: 'thm',
  lemma: 'lem',
  corollary: 'cor',
  proposition: 'prp',
  conjecture: 'cnj',
  definition: 'def',
  example: 'exm',
  exercise: 'exr',
  solution: 'sol',
  remark: 'rem',
};
const KIND_OF_PREFIX = new Map(Object.entries(PREFIX_OF_KIND).map(([kind, prefix]) => [prefix, kind]));

/** The unnumbered environments both print, titled by their word alone. */
const UNNUMBERED = new Set(['proof', 'remark', 'solution']);

/**
 * The id bookdown gives a theorem-like block labelled `label` (`{theorem pyth}`, `::: {.theorem #pyth}`):
 * `thm:pyth`; an unnumbered one (a proof, a remark) keeps the label as written.
 */
export function bookdownStatementId(kind: string, label: string): string {
  const prefix = PREFIX_OF_KIND[kind];
  return prefix === undefined || UNNUMBERED.has(kind) ? label : `${prefix}:${label}`;
}

/** The statement a bookdown fenced div is by its first such class (`::: {.theorem #pyth}`), if any. */
export function bookdownStatementKind(classes: readonly string[]): string | undefined {
  return classes.find((name) => PREFIX_OF_KIND[name] !== undefined || name === 'proof');
}

/** The statement a Quarto div is by its id's prefix (`::: {#thm-pyth}`), if any. */
export function quartoStatementKind(id: string | undefined): string | undefined {
  const prefix = id === undefined ? undefined : /^([a-z]+)-/.exec(id)?.[1];
  return prefix === undefined ? undefined : KIND_OF_PREFIX.get(prefix);
}
