import { DEFAULT_SCHEMA, Type } from 'js-yaml';

/**
 * YAML with R's `!expr` tag (Quarto's `#| eval: !expr create`, bookdown's `pandoc_args: !expr c(…)`): an R
 * expression only running gives the value of, kept as `{ expression }` so it can be named. Without it the tag is a
 * YAML error, and everything else the file says was lost with it.
 */
export const R_EXPRESSION_SCHEMA = DEFAULT_SCHEMA.extend([
  new Type('!expr', { kind: 'scalar', construct: (data: unknown) => ({ expression: String(data ?? '') }) }),
]);
