import { load as loadYaml } from 'js-yaml';
import { BookWarning, warning } from '../warnings';
import {
  BOOKDOWN_TEXT_BLOCKS,
  cellFigureLabel,
  CodeCell,
  LISTING_ONLY_ENGINES,
  mystCodeCell,
  readCodeCell,
  textOption,
} from './code-cell-options';
import { bookdownTableLabel, unrunTableOf } from './unrun-tables';
import { INLINE_EXPRESSION } from './inline-expressions';
import { unrunGlue } from './unrun-glue';

/** A knitr or Quarto code cell's opening fence: ```` ```{r} ````, ```` ```{python, echo=FALSE} ````. */
const CELL_FENCE = /^\s{0,3}(`{3,}|~{3,})\s*\{([A-Za-z][\w-]*)(?=[\s,}])(?:[\s,]+([^]*)\})?/;

/** A YAML front matter opening the page, up to (not past) its closing line's end. */
const FRONT_MATTER = /^---[ \t]*\r?\n[^]*?\r?\n(?:---|\.\.\.)[ \t]*(?=\r?\n|$)/;

/** A MyST code cell's options over its code: a `---` YAML block, or `:tags: [hide-input]` lines. */
const MYST_CELL_OPTIONS = /^(?:---\n[^]*?\n---[ \t]*(?:\n|$)|(?::[\w-]+:[^\n]*(?:\n|$))+)/;

/**
 * A Quarto (`.qmd`) or R Markdown (`.Rmd`) page's code cells are run by Quarto or knitr when the book is made, and
 * their output (printed results, plots, tables) is printed under them; a MyST page's ```` ```{code-cell} ```` are run
 * by Jupyter Book (MyST-NB). Octavo never runs a book's code: the cells print as listings and their output is
 * missing, so the file gets one warning at its first cell, counting them, naming the figures and tables the cells
 * would have made (references to them have no target), and saying how to print the output: list the Markdown that
 * `quarto render --to md` writes, outputs and figures in it, or the notebook `jupytext --execute` writes.
 */
export function unrunCodeCellsWarning(text: string, path: string): BookWarning | undefined {
  // A First Course in Quantitative Economics with Python: 1,156 code cells, their plots and the figures they name.
  const myst = /\.(?:md|markdown)$/i.test(path) && text.includes('{code-cell}');
  if (!myst && !/\.(?:qmd|rmd)$/i.test(path)) return undefined;
  const lines = text.split('\n');
  let cells = 0;
  let firstLine = 0;
  const engines = new Set<string>();
  const made: string[] = [];
  let fence: string | undefined;
  let open: { engine: string; header: string; line: number; body: string[] } | undefined;
  const inline: string[] = [];
  const drawn: string[] = [];
  const tabled: string[] = [];
  let inlineLine = 0;
  // A page whose cells all print nothing may still glue values: its warning is at its first cell.
  let firstCellLine = 0;
  // knitr's inline R in the front matter is a value of the book (a date), not text printed as code: the config
  // loader tells of those the book reads (Data Science at the Command Line's `date: "`r …`"`).
  const frontMatterLines = FRONT_MATTER.exec(text)?.[0].split('\n').length ?? 0;
  const close = () => {
    if (!open) return;
    const body = open.body.join('\n');
    const cell = myst ? mystCellOf(body) : readCodeCell(body, open.header);
    // A picture the book holds is printed (myst-directives.ts); a cell kept out of the book, one its author shows
    // unrun (`eval: false`), or one whose output is not printed (`output: false`), misses nothing.
    const setupOnly = cell.options['echo'] === false && isSetup(cell.code);
    // A picture whose path only R knows is warned of at its cell (myst-directives.ts), not counted again here.
    const missesNothing =
      cell.unreadPicture !== undefined ||
      cell.options['include'] === false ||
      cell.options['eval'] === false ||
      cell.options['output'] === false ||
      setupOnly;
    if (cell.pictures === undefined && !missesNothing) {
      cells++;
      if (firstLine === 0) firstLine = open.line;
      engines.add(open.engine);
      const label = textOption(cell.options, 'label');
      // A table whose caption the code says is printed unrun, numbered (myst-directives.ts): it misses only its rows.
      const keptTable = unrunTableOf(cell)?.id;
      if (keptTable) tabled.push(keptTable);
      if (label && /^(?:fig|tbl)-/.test(label) && label !== keptTable) made.push(label);
      const table = bookdownTableLabel(cell.code, label);
      if (table && table !== keptTable) made.push(table);
      const figure = cellFigureLabel(cell);
      if (figure && textOption(cell.options, 'fig-cap')) drawn.push(figure);
      else if (figure && cell.figureName && !made.includes(figure)) made.push(figure);
    }
    open = undefined;
  };
  for (const [index, line] of lines.entries()) {
    if (fence !== undefined) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
        fence = undefined;
        close();
      } else open?.body.push(line);
      continue;
    }
    if (index < frontMatterLines) continue;
    const cell = CELL_FENCE.exec(line);
    const plain = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (!cell && !plain) {
      for (const expression of line.matchAll(INLINE_EXPRESSION)) {
        if (inline.length === 0) inlineLine = index + 1;
        inline.push(expression[0]);
      }
      continue;
    }
    fence = (cell ?? plain)![1]!;
    // bookdown's blocks of text (`{block2, type = "rmdnote"}`, `{exercise}`), knitr's `{asis}` text (printed as
    // Markdown) and the engines that print only their listing have no output to miss.
    const engine = cell?.[2]!.toLowerCase();
    // On a MyST page only its code cells are run (```` ```{r} ```` there is a directive MyST does not know).
    const runs = myst
      ? engine === 'code-cell'
      : !BOOKDOWN_TEXT_BLOCKS.has(engine!) && engine !== 'asis' && !LISTING_ONLY_ENGINES.has(engine!);
    if (cell && runs) open = { engine: engine!, header: cell[3] ?? '', line: index + 1, body: [] };
    if (cell && runs && firstCellLine === 0) firstCellLine = index + 1;
  }
  close();
  const glued = myst ? gluedText(unrunGlue(text)) : '';
  if (cells === 0 && inline.length === 0 && glued === '') return undefined;
  const expressions =
    inline.length === 0
      ? ''
      : `${cells === 0 ? '' : ', and '}${inline.length === 1 ? 'an inline expression' : `${inline.length} inline expressions`} ` +
        `(${inline[0]}${inline.length > 1 ? ', …' : ''}) ${cells === 0 && inline.length === 1 ? 'is' : 'are'}`;
  const kinds = [...engines].map((engine) => `{${engine}}`).join(', ');
  const cellsText =
    cells === 0
      ? ''
      : `${cells === 1 ? 'a code cell' : `${cells} code cells`} (${kinds})${inline.length === 0 ? (cells === 1 ? ' is' : ' are') : ''}`;
  const tables = made.filter((label) => label.startsWith('tbl-') || label.startsWith('tab:'));
  const uncaptioned = made.filter(
    (label) => (label.startsWith('fig-') || myst) && !tables.includes(label) && !drawn.includes(label),
  );
  const missing = [
    ...(tables.length ? [`tables (${listed(tables, myst)})`] : []),
    ...(uncaptioned.length ? [`figures without a caption (${listed(uncaptioned, myst)})`] : []),
  ];
  const figures =
    (drawn.length === 0
      ? ''
      : ` The figures they make (${listed(drawn, myst)}) keep their numbers and captions, their code where the plot would be.`) +
    (tabled.length === 0
      ? ''
      : ` The tables they make (${listed(tabled, myst)}) keep their numbers and captions, their code where the rows would be.`) +
    (missing.length === 0
      ? ''
      : ` The ${missing.join(' and ')} they make are missing, and references to them have no target.`);
  const output = myst
    ? `jupytext --to ipynb --execute ${path}`
    : path.toLowerCase().endsWith('.rmd')
      ? `rmarkdown::render("${path}", "md_document")`
      : `quarto render ${path} --to md`;
  const written = myst
    ? `the notebook it writes (${path.replace(/\.[^./]+$/, '.ipynb')}, its outputs in it)`
    : 'the Markdown file it writes (its figures beside it)';
  const opening =
    cells + inline.length === 0
      ? "this page's code cells are not run: Octavo never runs a book's code."
      : `${cellsText}${expressions}`.replace(/\s+$/, '') +
        ` printed as code without ${cells + inline.length === 1 ? 'its' : 'their'} output: Octavo never runs a ` +
        "book's code.";
  const said = warning(
    'source',
    { file: path, line: firstLine || inlineLine || firstCellLine },
    `${opening}${figures}${glued} To print the output, run \`${output}\` once and list ${written} instead`,
  );
  // The references to what is missing have no target: this warning says so, for the book to drop theirs.
  const unmade = [...tables, ...uncaptioned];
  return unmade.length ? { ...said, unmade } : said;
}

/** What the page's glue prints without the values its code cells glue, or nothing when it has none. */
function gluedText({ roles, figures, others }: ReturnType<typeof unrunGlue>): string {
  const printed = [
    ...(roles.length === 0
      ? []
      : [
          `${roles.length === 1 ? 'its glue role' : `its ${roles.length} glue roles`} (${roles[0]}${roles.length > 1 ? ', …' : ''}) ` +
            `print${roles.length === 1 ? 's' : ''} the name of the value`,
        ]),
    ...(figures === 0
      ? []
      : [`${figures === 1 ? 'its {glue:figure}' : `its ${figures} {glue:figure}s`} only a numbered caption`]),
    ...(others === 0
      ? []
      : [`${others === 1 ? 'its other glue directive' : `its ${others} other glue directives`} nothing`]),
  ];
  return printed.length === 0 ? '' : ` Without the values the cells glue, ${printed.join(', ')}.`;
}

function listed(labels: readonly string[], myst: boolean): string {
  // bookdown's labels (`fig:cars`) are cited as `\@ref(fig:cars)`, Quarto's (`fig-cars`) as `@fig-cars`, MyST's as
  // {numref}`fr_fig4`.
  const shown = labels
    .slice(0, 5)
    .map((label) => (myst ? `{numref}\`${label}\`` : label.includes(':') ? `\\@ref(${label})` : `@${label}`));
  return labels.length > 5 ? `${shown.join(', ')} and ${labels.length - 5} more` : shown.join(', ');
}

/** A MyST code cell's metadata (its `---` YAML block or `:tags:` lines) and code. */
function mystCellOf(body: string): CodeCell {
  const written = MYST_CELL_OPTIONS.exec(body)?.[0] ?? '';
  const code = body.slice(written.length).replace(/^[ \t]*\n/, '');
  let metadata: Record<string, unknown> = {};
  try {
    const yaml = written.startsWith('---')
      ? written.replace(/^---\n|\n---[ \t]*\n?$/g, '')
      : written.replace(/^:([\w-]+):/gm, '$1:');
    const read = loadYaml(yaml);
    if (typeof read === 'object' && read !== null && !Array.isArray(read))
      metadata = read as Record<string, unknown>;
  } catch {
    // Metadata that is not YAML is none, as MyST-NB fails such a cell.
  }
  return mystCodeCell(code, metadata);
}

/** A hidden cell that only loads code or sets options (`source("_common.R")`, `library(tidyverse)`) prints nothing. */
function isSetup(code: string): boolean {
  const lines = code.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  return lines.length > 0 && lines.every((line) => SETUP_CALL.test(line));
}

const SETUP_CALL =
  /^\s*(?:source|library|require|requireNamespace|options|set\.seed|suppressPackageStartupMessages|knitr::opts_chunk\$set|opts_chunk\$set)\(.*\)\s*;?\s*$|^\s*(?:import|from)\s+[\w.]+/;
