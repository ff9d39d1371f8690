import { CodeCell, isExpression, rValue, textOption, topLevelParts } from './code-cell-options';

/**
 * The label bookdown gives the table a cell prints with a caption (`knitr::kable(df, caption = "…")`, `kbl`): the
 * `label` it is given, else the cell's own, as `tab:label`; undefined for a cell that prints no captioned table.
 */
export function bookdownTableLabel(code: string, cellLabel: string | undefined): string | undefined {
  const run = withoutRComments(code);
  if (!/\b(?:kable|kbl)\s*\(/.test(run) || !/\bcaption\s*=/.test(run)) return undefined;
  // A chunk label is letters, digits, dashes and slashes (bookdown's rule): a footnote's `label = "…"` is no label.
  const label = /\blabel\s*=\s*(["'])([\w/.-]+)\1/.exec(run)?.[2] ?? cellLabel;
  return label && !/^(?:fig|tbl)[-:]/.test(label) ? `tab:${label}` : undefined;
}

/** R code without its comments (`# kableExtra::add_footnote(label = "…")`), a `#` in a string kept. */
function withoutRComments(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      let quote: string | undefined;
      for (let i = 0; i < line.length; i++) {
        const char = line[i]!;
        if (quote) {
          if (char === '\\') i++;
          else if (char === quote) quote = undefined;
        } else if (char === '"' || char === "'" || char === '`') quote = char;
        else if (char === '#') return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

/**
 * The caption a kable call is given when the code says it without running anything: a string, or `paste(…)` /
 * `paste0(…)` of strings (Geocomputation with R's three lines of one caption). Undefined for an expression.
 */
export function kableCaption(code: string): string | undefined {
  const run = withoutRComments(code);
  const at = /\bcaption\s*=\s*/.exec(run);
  if (!at) return undefined;
  const value = rValue((topLevelParts(run.slice(at.index + at[0].length))[0] ?? '').trim());
  if (typeof value === 'string') return value;
  const pasted = isExpression(value) ? /^(paste0?)\s*\(([\s\S]*)\)$/.exec(value.expression) : null;
  if (!pasted) return undefined;
  const parts = topLevelParts(pasted[2]!).map((part) => rValue(part));
  return parts.every((part) => typeof part === 'string')
    ? parts.join(pasted[1] === 'paste0' ? '' : ' ')
    : undefined;
}

/**
 * The numbered table a cell makes when run, whose number and caption the code says (Quarto's `#| label: tbl-planets`
 * with its `tbl-cap`; knitr's `kable(df, caption = "…")` in a bookdown book): its id and caption. Printed unrun, the
 * table keeps its place, number and caption, the cell's code standing where its rows would be.
 */
export function unrunTableOf(cell: CodeCell): { id: string; caption: string } | undefined {
  const label = textOption(cell.options, 'label');
  const quartoCaption = textOption(cell.options, 'tbl-cap');
  if (label?.startsWith('tbl-') && quartoCaption) return { id: label, caption: quartoCaption };
  const id = bookdownTableLabel(cell.code, label);
  const caption = id ? kableCaption(cell.code) : undefined;
  return id && caption ? { id, caption } : undefined;
}
