import { isExpression, rValue, topLevelParts } from './code-cell-options';
import { folderPath, FolderListings, rStrings, RStringValues } from './r-string-values';

/** The strings the page's earlier chunks named (`img_path <- "R/img"`) and the folders they list. */
export interface RStringScope {
  values: RStringValues;
  listings?: FolderListings;
}

/** What a cell that only calls `knitr::include_graphics(…)` shows. */
export type IncludedGraphics =
  /** The pictures it names, one or a vector of them (`c("a.png", "b.png")`), and the `dpi` it shows them at. */
  | { pictures: string[]; dpi?: number }
  /** A path only running R knows (`file.path("images", x)`, `paste0(…)`): the expression as written. */
  | { unread: string };

/** `knitr::include_graphics(` opening a cell's code; its arguments follow. */
const CALL_START = /^\s*(?:knitr::)?include_graphics\(/;

/**
 * The pictures of a cell whose whole code is one `include_graphics` call: its `path` (first argument or named) a
 * quoted string or R's vector of them (`c('images/wrap-none.png', "images/wrap-listings.png")`), as knitr takes it,
 * or a path joined from strings the page's earlier chunks named (`file.path(img_path, "rstudio.png")`,
 * `screenshots[30]` of `list.files(…)`). Undefined when the code does anything else.
 */
export function includedGraphics(source: string, scope?: RStringScope): IncludedGraphics | undefined {
  // A comment over the call (dsbook's `## http://…/class2_8.jpg`, where the picture came from) runs nothing.
  const code = source.replace(/^[ \t]*#.*$/gm, '');
  const start = CALL_START.exec(code);
  if (!start) return undefined;
  const rest = code.slice(start[0].length);
  const end = closingParenthesis(rest);
  if (end === undefined || rest.slice(end + 1).trim() !== '') return undefined;
  const args = topLevelParts(rest.slice(0, end));
  const named = args.find((arg) => /^path\s*=(?!=)/.test(arg));
  const written = (named ?? args.find((arg) => !/^[A-Za-z_.][\w.]*\s*=(?!=)/.test(arg)) ?? '')
    .replace(/^path\s*=\s*/, '')
    .trim();
  if (written === '') return undefined;
  const value = rValue(written);
  const joined = isExpression(value) && scope ? rStrings(written, scope.values, scope.listings) : undefined;
  // R's file.path("R/img/", "a.png") doubles the slash, which names the same file.
  const pictures = joined ? joined.map(folderPath) : typeof value === 'string' ? [value] : value;
  if (Array.isArray(pictures) && pictures.length > 0 && pictures.every(isPath)) {
    const dpi = dpiOf(rest.slice(0, end));
    return { pictures, ...(dpi ? { dpi } : {}) };
  }
  return isExpression(value) ? { unread: written } : undefined;
}

function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !value.includes('\n');
}

/** The index of the parenthesis closing the call whose arguments `text` starts with, outside quotes. */
function closingParenthesis(text: string): number | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[' || char === '{') depth++;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return char === ')' ? i : undefined;
      depth--;
    }
  }
  return undefined;
}

/** `dpi = 270`, `dpi = 300 * 1.25`: include_graphics' resolution, a number or a product or quotient of numbers. */
const DPI_ARGUMENT = /\bdpi\s*=\s*(\d+(?:\.\d+)?(?:\s*[*/]\s*\d+(?:\.\d+)?)*)\s*(?:[,)]|$)/;

function dpiOf(call: string): number | undefined {
  const written = DPI_ARGUMENT.exec(call)?.[1];
  if (written === undefined) return undefined;
  const [first, ...rest] = written.split(/\s*([*/])\s*/);
  let dpi = Number(first);
  for (let i = 0; i < rest.length; i += 2)
    dpi = rest[i] === '*' ? dpi * Number(rest[i + 1]) : dpi / Number(rest[i + 1]);
  return Number.isFinite(dpi) && dpi > 0 ? dpi : undefined;
}
