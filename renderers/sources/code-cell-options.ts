import { isRecord } from '../model/citation-settings';
import { load as loadYaml } from 'js-yaml';
import { R_EXPRESSION_SCHEMA } from './r-expression-yaml';
import { includedGraphics, RStringScope } from './include-graphics';

/**
 * A Quarto or knitr cell's leading `#|` lines: its options, as YAML. Quarto writes them after the comment mark of the
 * cell's language: `%%|` in a `{mermaid}` cell, `//|` in a `{dot}` or `{ojs}` one, `--|` in a `{sql}` one.
 */
const OPTION_LINES = /^(?:[ \t]*(?:#|%%|\/\/|--)\|[^\n]*(?:\n|$))+/;
const OPTION_MARK = /^[ \t]*(?:#|%%|\/\/|--)\|[ \t]?/;

export interface CodeCell {
  /** The cell's code without its option lines. */
  code: string;
  options: Record<string, unknown>;
  /**
   * The pictures a cell that only calls `include_graphics` shows: one, or knitr's vector of them
   * (`include_graphics(c("a.png", "b.png"))`), each a figure of its own unless `fig.show = "hold"` keeps them in one.
   */
  pictures?: string[];
  /** The resolution `include_graphics(…, dpi = 270)` shows them at (their pixels over it, in inches). */
  pictureDpi?: number;
  /** The path of an `include_graphics` call only running R knows (`file.path("images", x)`), as written. */
  unreadPicture?: string;
  /** The id a `\label{fig:x}` in its caption names, which LaTeX's `\ref{fig:x}` cites (see {@link withoutLatexLabel}). */
  captionLabel?: string;
  /**
   * The name of the figure a MyST code cell's metadata says it makes (`mystnb: figure: name:`), whatever the name
   * looks like: a Quarto cell's figure is told by its label's `fig-` instead.
   */
  figureName?: string;
}

/** `\label{fig:git-basics}` written in a caption, with the space after it. */
const LATEX_LABEL = /\\label\{([^{}]*)\}\s*/g;

/**
 * A caption without the `\label{…}` written in it for the book's LaTeX build (Happy Git with R's
 * `fig.cap="\\label{fig:git-basics}A caption."`): pandoc leaves raw LaTeX out of HTML and EPUB, so bookdown prints
 * the caption alone; the id the label names is the figure's too.
 */
function withoutLatexLabel(options: Record<string, unknown>): { captionLabel?: string } {
  const caption = options['fig-cap'];
  if (typeof caption !== 'string' || !caption.includes('\\label{')) return {};
  let named: string | undefined;
  options['fig-cap'] = caption.replace(LATEX_LABEL, (_written, id: string) => {
    named ??= id.trim();
    return '';
  });
  return named ? { captionLabel: named } : {};
}

/**
 * A code cell's options (`#| label: fig-palette`, `#| fig-cap: |` over several lines, `#| echo: false`) read as
 * Quarto reads them, and the picture it shows when all it does is `knitr::include_graphics(…)`: such a cell needs
 * no running, its figure is the book's file. Options that are not YAML are none, unless written in R as knitr also
 * reads them (`#| fig.cap = "…",`). knitr's options in the chunk's header (`{r label, echo = FALSE}`) are read first,
 * the `#|` lines over them.
 */
export function readCodeCell(body: string, knitrHeader = '', scope?: RStringScope): CodeCell {
  const written = OPTION_LINES.exec(body)?.[0] ?? '';
  const code = body.slice(written.length);
  const lines = written
    .split('\n')
    .map((line) => line.replace(OPTION_MARK, ''))
    .join('\n');
  // knitr also reads `#|` lines written in R (`#| fig.cap = "Neighborhoods",` over several lines), as its header is.
  if (R_OPTION_LINE.test(lines))
    return cellOf(code, knitrChunkOptions(`${knitrHeader}, ${lines.replace(/\n/g, ' ')}`), scope);
  let options: Record<string, unknown> = knitrChunkOptions(knitrHeader);
  if (written) {
    try {
      const data = loadYaml(lines, { schema: R_EXPRESSION_SCHEMA });
      if (typeof data === 'object' && data !== null && !Array.isArray(data))
        options = { ...options, ...(data as Record<string, unknown>) };
    } catch {
      // Options that are not YAML are none.
    }
  }
  return cellOf(code, options, scope);
}

/** `out.width = "100%",`: a first `#|` line in R's syntax, not YAML's `out-width: 100%`. */
const R_OPTION_LINE = /^\s*[A-Za-z_.][\w.]*\s*=(?!=)/;

function cellOf(code: string, options: Record<string, unknown>, scope?: RStringScope): CodeCell {
  const graphics = includedGraphics(code, scope);
  return {
    code,
    options,
    ...(graphics && 'pictures' in graphics ? { pictures: graphics.pictures } : {}),
    ...(graphics && 'dpi' in graphics ? { pictureDpi: graphics.dpi } : {}),
    ...(graphics && 'unread' in graphics ? { unreadPicture: graphics.unread } : {}),
    ...withoutLatexLabel(options),
  };
}

/**
 * A MyST code cell (```` ```{code-cell} ipython3 ````) read from its metadata, a `---` YAML block or `:tags:` lines:
 * MyST-NB's `mystnb: figure:` (`caption`, `name`) is the figure the cell makes, as Quarto's `fig-cap` and `label`
 * are; its tags `remove-cell`, `remove-input` and `remove-output` are Quarto's `include`, `echo` and `output` false.
 */
export function mystCodeCell(code: string, metadata: Record<string, unknown>): CodeCell {
  const options: Record<string, unknown> = {};
  const tags = yamlValue(metadata['tags']);
  if (Array.isArray(tags)) {
    if (tags.includes('remove-cell')) options['include'] = false;
    if (tags.includes('remove-input')) options['echo'] = false;
    if (tags.includes('remove-output')) options['output'] = false;
  }
  const mystnb = yamlValue(metadata['mystnb']);
  const figure = isRecord(mystnb) ? mystnb['figure'] : undefined;
  const caption = isRecord(figure) ? textOption(figure, 'caption') : undefined;
  const name = isRecord(figure) ? textOption(figure, 'name') : undefined;
  if (caption) options['fig-cap'] = caption;
  if (name) options['label'] = name;
  return { code, options, ...(name ? { figureName: name } : {}) };
}

/** A value as written in a `:tags: [hide-input]` line (YAML in a string), or as a YAML block read it. */
function yamlValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return loadYaml(value);
  } catch {
    return value;
  }
}

/** The figure a cell makes when run, by its label (Quarto's, bookdown's) or its MyST metadata: its id. */
export function cellFigureLabel(cell: CodeCell): string | undefined {
  const label = textOption(cell.options, 'label');
  return cell.figureName ?? (isFigureLabel(label) ? label : undefined);
}

/** A label that names a figure: Quarto's `fig-penguins`, bookdown's `fig:cars-plot`. */
export function isFigureLabel(label: string | undefined): label is string {
  return label !== undefined && /^fig[-:]/.test(label);
}

/** A cell option as text (`fig-cap`, `fig-alt`, `label`), or undefined when it is not one. */
export function textOption(options: Record<string, unknown>, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}

/**
 * knitr's chunk header after the engine (```` ```{r cars-plot, echo = FALSE, fig.cap = "Speed."} ````): its label
 * (the first value without a name, or `label =`) and its options, named as Quarto names them (`fig.cap` →
 * `fig-cap`). R's `TRUE`/`FALSE`, numbers, quoted strings and `NULL` are read as values; any other expression
 * (`fig.cap = caption_of(x)`) is code only running knows the value of, kept as `{ expression }`. A figure cell's label
 * is its figure's id as bookdown names it: `fig:cars-plot`.
 */
export function knitrChunkOptions(header: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [index, part] of topLevelParts(header).entries()) {
    const equals = /^([A-Za-z_.][\w.]*)\s*=(?!=)\s*([\s\S]*)$/.exec(part);
    if (!equals) {
      if (index === 0 && part !== '') options['label'] = unquoted(part);
      continue;
    }
    const name = equals[1]!.replace(/\./g, '-');
    options[name] = rValue(equals[2]!.trim());
  }
  const label = options['label'];
  const engine = options['engine'];
  if (typeof engine === 'string')
    options['engine'] = engine.toLowerCase() === 'rcpp' ? 'cpp' : engine.toLowerCase();
  const caption = options['fig-cap'];
  // A caption made by a call on one string (Mastering Shiny's `demo$caption("Clicking …")`) prints that string.
  if (isExpression(caption)) {
    const literal = ONE_STRING_CALL.exec(caption.expression);
    if (literal) options['fig-cap'] = unquoted(literal[1]!);
  }
  // bookdown names a cell's figure `fig:label` whenever it has a caption, written or computed.
  if (typeof label === 'string' && caption !== undefined && caption !== null && !/^fig[-:]/.test(label))
    options['label'] = `fig:${label}`;
  return options;
}

/** `f("text")`, `demo$caption('text')`, `pkg::f("text")`: a call whose only argument is a quoted string. */
const ONE_STRING_CALL = /^[A-Za-z_.][\w.$:]*\(\s*((["'])(?:\\.|(?!\2)[^\\])*\2)\s*\)$/s;

export function isExpression(value: unknown): value is { expression: string } {
  return typeof value === 'object' && value !== null && 'expression' in value;
}

/**
 * The header split at its commas, leaving those inside quotes, parentheses and brackets; it ends at a closing
 * parenthesis it did not open (the end of the call whose arguments it is).
 */
export function topLevelParts(header: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (let i = 0; i < header.length; i++) {
    const char = header[i]!;
    if (quote) {
      if (char === '\\') {
        current += char + (header[i + 1] ?? '');
        i++;
        continue;
      }
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[' || char === '{') depth++;
    else if ((char === ')' || char === ']' || char === '}') && --depth < 0) break;
    else if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts;
}

/**
 * An R value as written: TRUE/FALSE, NULL/NA, a number, a quoted string, a vector of quoted strings
 * (`c('One caption.', "Another.")`, knitr's caption for each of a chunk's figures), else `{ expression }`.
 */
export function rValue(written: string): unknown {
  const vector = /^c\(([\s\S]*)\)$/.exec(written);
  if (vector) {
    const values = topLevelParts(vector[1]!).map(rValue);
    if (values.length > 0 && values.every((value) => typeof value === 'string')) return values;
  }
  if (/^(?:TRUE|T)$/.test(written)) return true;
  if (/^(?:FALSE|F)$/.test(written)) return false;
  if (/^(?:NULL|NA)$/.test(written)) return null;
  if (/^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?L?$/.test(written)) return Number(written.replace(/L$/, ''));
  if (/^(["'])(?:\\.|(?!\1)[^\\])*\1$/s.test(written)) return unquoted(written);
  return { expression: written };
}

function unquoted(written: string): string {
  const quoted = /^(["'])([\s\S]*)\1$/.exec(written);
  return quoted ? quoted[2]!.replace(/\\(.)/g, '$1') : written;
}

/**
 * knitr engines whose listing is all they print, so nothing is missing when the book's code is not run: `verbatim`
 * prints its text as written (that is its output), `cat` writes its text to a file and shows it, `comment` prints
 * nothing at all.
 */
export const LISTING_ONLY_ENGINES: ReadonlySet<string> = new Set(['verbatim', 'cat', 'comment']);

/**
 * bookdown's blocks of text written as chunks: `{block}`/`{block2, type = "rmdnote"}` (a box of the book's
 * Markdown, styled by its type) and its theorem-like environments (`{exercise, name = "Dice"}`, `{proof}`). Their
 * body is text, never code to run.
 */
export const BOOKDOWN_TEXT_BLOCKS = new Set([
  'block',
  'block2',
  'theorem',
  'lemma',
  'corollary',
  'proposition',
  'conjecture',
  'definition',
  'example',
  'exercise',
  'hypothesis',
  'proof',
  'remark',
  'solution',
]);
