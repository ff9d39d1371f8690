import { keptLineIndices, withKeptLines } from '../model/listing-source-lines';
import { load as loadYaml } from 'js-yaml';
import type MarkdownIt from 'markdown-it';
import { inlineParagraph, lineText, pushInline } from './block-lines';
import { escapeText } from '../dom/escape';
import { cssLength, imageSizeAttributes } from './image-size';
import { indexTermHtml } from './index-term-html';
import { BookWarning, warning } from '../warnings';
import { EquationsEnv, numberedEquation } from './markdown-dollar-math';
import { printGlossary } from './myst-glossary';
import { OWN_TITLE } from '../model/admonition-labels';
import { optionValue } from './myst-includes';
import { bookdownStatementId } from './theorem-statements';
import { listTableRows, listTableTokens, rowsOrColumns } from './myst-list-table';
import { LINE_NUMBERING } from '../model/code-line-numbers';
import { literalMarkdown, titledListingTokens } from './fence-titles';
import { unrunTableOf } from './unrun-tables';
import { gluesUnrunValues, isGlueName } from './unrun-glue';
import { SUBFIGURES_CLASS } from './pandoc-fenced-divs';
import { figureIds, includedPicturesHtml } from './included-pictures';
import type { RStringScope } from './include-graphics';
import { assignStrings, FolderListings } from './r-string-values';
import { sphinxOnlyHolds } from './sphinx-directives';
import { outputOf } from './quarto-conditional-content';
import {
  BOOKDOWN_TEXT_BLOCKS,
  cellFigureLabel,
  CodeCell,
  knitrChunkOptions,
  LISTING_ONLY_ENGINES,
  mystCodeCell,
  readCodeCell,
  textOption,
} from './code-cell-options';

type StateBlock = MarkdownIt.StateBlock;
type StateCore = MarkdownIt.StateCore;

/** Something in MyST markup Octavo could not print as Jupyter Book does, at a line of the text (1-based). */
export interface MystNote {
  line: number;
  text: string;
  /** As written: `{tab-set}`, `{cite}`. */
  subject: string;
}

export type MystEnv = {
  /** Filled while rendering: what of the MyST markup was printed otherwise than its tool prints it. */
  mystNotes?: MystNote[];
  /** Set once the file is seen to be MyST (a directive, a target or a role in it). */
  usesMyst?: boolean;
  /**
   * The file is R Markdown or Quarto: every ```` ```{name} ```` fence in it is a code cell run by the engine it names
   * (knitr's engines are open-ended: `{console}`, `{asis}`, a package's own), never a MyST directive.
   */
  codeCells?: boolean;
  /** The folders the page's R chunks list with `list.files()`, read before it was rendered (r-string-values.ts). */
  rFolders?: FolderListings;
  /** Filled while rendering: the strings the page's R chunks have named so far. */
  rStrings?: RStringScope;
  /** A Jupyter Book's other Sphinx projects its roles name (`{doc}`pyprog:pandas``), by name: their addresses. */
  intersphinx?: ReadonlyMap<string, string>;
};

/** The strings the page's R chunks have named so far, one scope for the page, as knitr runs its chunks in one. */
function rStringScope(env: MystEnv): RStringScope {
  env.rStrings ??= { values: new Map(), ...(env.rFolders ? { listings: env.rFolders } : {}) };
  return env.rStrings;
}

/** ```` ```{note} ```` or `:::{figure} path`: a MyST directive's opening line (the name, then its argument). */
const OPENING = /^(`{3,}|:{3,})\{([A-Za-z][\w:.-]*)\}[ \t]*(.*)$/;

/** A knitr chunk with options in its header: ```` ```{r cars-plot, echo = FALSE} ```` (the engine, then its options). */
const KNITR_OPENING = /^(`{3,})\{([A-Za-z]\w*)(?:[ \t]*,[ \t]*|[ \t]+)([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}[ \t]*$/;

/** `(label)=` alone on a line: a MyST target, naming the heading (or block) under it. */
const TARGET = /^\(([^()\s]+)\)=[ \t]*$/;

/** `:name: value` at the top of a directive's body: one of its options. */
const OPTION = /^:([\w-]+):(?:[ \t]+(.*))?$/;

/** Sphinx's admonitions, each as the HTMLBook admonition that prints alike. */
const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'note',
  seealso: 'note',
  tip: 'tip',
  hint: 'tip',
  important: 'important',
  warning: 'warning',
  attention: 'warning',
  caution: 'caution',
  danger: 'caution',
  error: 'caution',
};

/** Directives whose body is the book's text, set apart in a box or a tab on the site: a book prints it in place. */
const CONTAINERS = new Set([
  'tab',
  'tab-set',
  'tab-item',
  'tab-set-code',
  'card',
  'card-carousel',
  'grid',
  'grid-item',
  'grid-item-card',
  'dropdown',
  'margin',
  'sidebar',
  'topic',
  'epigraph',
  'pull-quote',
  'highlights',
  'container',
  'div',
  'rubric',
  'exercise',
  'solution',
  'proof',
  'theorem',
  'lemma',
  'definition',
  'example',
]);

/** sphinx-proof's statements (`{prf:theorem}`, `{prf:remark}` …): boxes of the book's text, titled by their kind. */
export const PROOF_STATEMENT_KINDS = [
  'proof',
  'theorem',
  'lemma',
  'definition',
  'remark',
  'corollary',
  'proposition',
  'conjecture',
  'axiom',
  'criterion',
  'example',
  'property',
  'observation',
  'assumption',
  'algorithm',
  'notation',
] as const;
const PROOF_STATEMENTS: ReadonlySet<string> = new Set(PROOF_STATEMENT_KINDS);

/**
 * sphinx-exercise's gated directives: ```` ```{exercise-start} ```` … ```` ```{exercise-end} ```` hold the text between
 * them (code cells too), as `{exercise}` holds its body.
 */
const GATED = new Set(['exercise', 'solution']);

/** Directives that list code: their argument is the language. */
const CODE = new Set(['code', 'code-block', 'sourcecode', 'code-cell']);

/**
 * A knitr or Quarto code chunk (```` ```{r} ````, ```` ```{python} ````) looks like a MyST directive: it is a listing
 * in that language, as it was before MyST was read (R Markdown and Quarto books, and the Markdown pages they make).
 */
const CHUNK_ENGINES = new Set([
  'r',
  'python',
  'julia',
  'ojs',
  'bash',
  'sh',
  'sql',
  'js',
  'javascript',
  'stan',
  'rcpp',
  'cpp',
  'c',
  'ruby',
  'perl',
  'octave',
  'matlab',
  'scala',
  'go',
  'rust',
]);

/** Whether a fence's ```` {name} ```` is a code cell's engine: a known one anywhere, any but bookdown's text blocks in R Markdown and Quarto. */
function isChunkEngine(name: string, env: MystEnv): boolean {
  return CHUNK_ENGINES.has(name) || (env.codeCells === true && !BOOKDOWN_TEXT_BLOCKS.has(name));
}

/** Directives that make what the site has elsewhere (its navigation), printed by a book as its own contents. */
const SITE_ONLY = new Set(['tableofcontents', 'toctree']);

interface Directive {
  name: string;
  argument: string;
  options: Record<string, string>;
  /** The first line of the body after the options. */
  bodyStart: number;
  /** The closing fence's line (or the end of the text, when it is never closed). */
  bodyEnd: number;
  closed: boolean;
  /** A knitr chunk's header options, as written after its engine. */
  chunkHeader?: string;
  /** The options as the `---` YAML block over the body wrote them, nested values kept (a code cell's `mystnb:`). */
  metadata?: Record<string, unknown>;
}

/**
 * MyST's block markup (Jupyter Book, mystmd): directives (```` ```{figure} ````, `:::{note}`) and targets
 * (`(label)=`). Read as CommonMark a directive is a code listing in the "language" `{figure}` — the figure printed
 * as its options and caption, the note as code — and a target is a paragraph reading "(label)=". Each directive
 * prints what Jupyter Book prints for it: admonitions as the book's admonitions, figures and images as figures,
 * code as listings, math as display math, tabs and cards as their text in place. One Octavo cannot make is printed
 * as its text (or left out when it has none) and noted in `env.mystNotes`.
 */
export const mystDirectives = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('fence', 'myst_directive', directiveBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.block.ruler.before('fence', 'myst_target', targetBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.block.ruler.before('fence', 'myst_block_break', blockBreak, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.core.ruler.after('block', 'myst_target_ids', targetIds);
  // Numbered as they are printed, in the order of the file, with the formulas labelled after `$$`.
  md.renderer.rules['myst_math'] = (tokens, idx, _options, env) => {
    const token = tokens[idx]!;
    const math = escapeText(`\\[${token.content}\\]`);
    const label = (token.meta as { label?: string }).label;
    // The line the `{math}` directive opens on, for a warning about its label (the section's line was named).
    const line = token.attrGet('data-octavo-line');
    return `${label ? numberedEquation((env ?? {}) as EquationsEnv, label, math, 'div', line === null ? undefined : String(line)) : `<div>${math}</div>`}\n`;
  };
  md.renderer.rules['myst_target'] = (tokens, idx) =>
    `<a id="${md.utils.escapeHtml(targetLabel(tokens[idx]!))}"></a>`;
};

function targetLabel(token: MarkdownIt.Token): string {
  return (token.meta as { label: string }).label;
}

/** `+++`, with a cell's JSON metadata after it or not: MyST's block break (a notebook's cell boundary in jupytext). */
const BLOCK_BREAK = /^\+\+\+(?:[ \t]+\{.*\})?[ \t]*$/;

/**
 * MyST's block break prints nothing: it ends a block, and in a notebook written as MyST Markdown (jupytext, Jupyter
 * Book's pages) it marks where a cell ends, with the cell's metadata. Read as CommonMark it was a paragraph of
 * "+++ {"user_expressions": []}" between the book's paragraphs.
 */
function blockBreak(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (!BLOCK_BREAK.test(lineText(state, startLine))) return false;
  if (silent) return true;
  state.line = startLine + 1;
  return true;
}

function targetBlock(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const found = TARGET.exec(lineText(state, startLine));
  if (!found) return false;
  if (silent) return true;
  const token = state.push('myst_target', '', 0);
  token.meta = { label: found[1]! };
  (state.env as MystEnv).usesMyst = true;
  token.map = [startLine, startLine + 1];
  state.line = startLine + 1;
  return true;
}

/** A target over a heading names that heading, as Sphinx makes the label the section's id. */
function targetIds(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = tokens.length - 2; i >= 0; i--) {
    const target = tokens[i]!;
    const next = tokens[i + 1]!;
    if (target.type !== 'myst_target' || next.type !== 'heading_open' || next.attrGet('id') !== null)
      continue;
    next.attrSet('id', targetLabel(target));
    tokens.splice(i, 1);
  }
}

function directiveBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = lineText(state, startLine);
  const knitr = KNITR_OPENING.exec(text);
  const engine = knitr?.[2]!.toLowerCase() ?? '';
  const env = state.env as MystEnv;
  const opening =
    OPENING.exec(text) ??
    (knitr && (isChunkEngine(engine, env) || BOOKDOWN_TEXT_BLOCKS.has(engine)) ? knitr : null);
  if (!opening) return false;
  if (silent) return true;
  const marker = opening[1]!;
  const header = opening === knitr ? knitr[3]!.trim() : undefined;
  const textBlock =
    header !== undefined && BOOKDOWN_TEXT_BLOCKS.has(engine) ? bookdownBlock(engine, header) : undefined;
  const chunkHeader = textBlock ? undefined : header;
  let closing = startLine + 1;
  for (; closing < endLine; closing++) {
    const text = lineText(state, closing).trimEnd();
    if (text.length >= marker.length && text === marker[0]!.repeat(text.length)) break;
  }
  const read: Directive = {
    name: opening[2]!.toLowerCase(),
    argument: opening[3]!.trim(),
    options: {},
    bodyStart: startLine + 1,
    bodyEnd: closing,
    closed: closing < endLine,
    ...(chunkHeader !== undefined ? { chunkHeader, argument: '' } : {}),
    ...(textBlock ?? {}),
  };
  // A knitr or Quarto chunk's options are in its header and its `#|` lines: its first lines are its text, a
  // `---` there the front matter of the R Markdown it shows (R Packages' README template), not MyST's options.
  const directive = opening === knitr ? read : readOptions(state, read);
  env.usesMyst = true;
  const note = (text: string) =>
    (env.mystNotes ??= []).push({ line: startLine + 1, text, subject: `{${directive.name}}` });
  const gated = directive.closed ? gatedBody(state, directive, closing + 1, endLine) : undefined;
  if (gated) {
    printDirective(state, gated.directive, startLine, note);
    state.line = gated.next;
    return true;
  }
  printDirective(state, directive, startLine, note);
  // A directive left open inside another block ends with that block, as a fence does; only one left open at the
  // file's own level swallows the rest of the file.
  if (!directive.closed && state.parentType === 'root') {
    note(
      `is never closed (no ${marker} line after it): everything after it to the end of the file is in it; close it`,
    );
  }
  state.line = directive.closed ? closing + 1 : closing;
  return true;
}

/**
 * A gated directive's start (`{exercise-start}`) with the text up to its end (`{solution-end}` for a solution) as its
 * body, and the line after the end. Undefined for any other directive, and for a start whose end never comes (it
 * is then read as a directive of its own, with the warning that says so).
 */
function gatedBody(
  state: StateBlock,
  start: Directive,
  from: number,
  endLine: number,
): { directive: Directive; next: number } | undefined {
  const base = start.name.replace(/-start$/, '');
  if (base === start.name || !GATED.has(base) || start.bodyStart < start.bodyEnd) return undefined;
  for (let line = from; line < endLine; line++) {
    const opening = OPENING.exec(lineText(state, line));
    if (!opening || opening[2]!.toLowerCase() !== `${base}-end`) continue;
    let closing = line + 1;
    while (closing < endLine && lineText(state, closing).trim() !== opening[1]) closing++;
    return {
      directive: { ...start, name: base, bodyStart: from, bodyEnd: line, closed: true },
      next: Math.min(closing + 1, endLine),
    };
  }
  return undefined;
}

/** The options over the body: a `---` YAML block, or `:name: value` lines. */
/**
 * A bookdown block of text as the directive that prints it: `{block2, type = "rmdnote"}` as the admonition its type
 * names (`rmdtip` a tip), another type as a box of the book's text; `{exercise, name = "Dice"}` as the book's
 * statements print, "Exercise 2-1 (Dice)".
 */
function bookdownBlock(
  engine: string,
  header: string,
): { name: string; argument: string; options?: Record<string, string> } {
  const options = knitrChunkOptions(header);
  if (engine === 'block' || engine === 'block2') {
    const type =
      typeof options['type'] === 'string' ? options['type'].replace(/^rmd/i, '').toLowerCase() : '';
    return { name: ADMONITIONS[type] ? type : 'div', argument: '' };
  }
  const label = typeof options['label'] === 'string' ? options['label'] : undefined;
  return {
    name: engine,
    argument: typeof options['name'] === 'string' ? options['name'] : '',
    // `{theorem pyth}` is `thm:pyth` to `\@ref(thm:pyth)`, as bookdown names it.
    ...(label ? { options: { label: bookdownStatementId(engine, label) } } : {}),
  };
}

function readOptions(state: StateBlock, directive: Directive): Directive {
  let line = directive.bodyStart;
  if (line < directive.bodyEnd && lineText(state, line).trim() === '---') {
    let end = line + 1;
    while (end < directive.bodyEnd && lineText(state, end).trim() !== '---') end++;
    if (end < directive.bodyEnd) {
      const yaml = state.getLines(line + 1, end, state.blkIndent, false);
      directive.metadata = yamlMetadata(yaml);
      directive.options = Object.fromEntries(
        Object.entries(directive.metadata).map(([key, value]) => [key, String(value)]),
      );
      directive.bodyStart =
        end + 1 < directive.bodyEnd && lineText(state, end + 1).trim() === '' ? end + 2 : end + 1;
      return directive;
    }
  }
  for (; line < directive.bodyEnd; line++) {
    const option = OPTION.exec(lineText(state, line).trim());
    if (!option) break;
    directive.options[option[1]!] = optionValue(option[2]);
  }
  // The blank line that sets options apart from the content is not the content's (myst-parser drops it too).
  if (line > directive.bodyStart && line < directive.bodyEnd && lineText(state, line).trim() === '') line++;
  directive.bodyStart = line;
  return directive;
}

function yamlMetadata(yaml: string): Record<string, unknown> {
  try {
    const read = loadYaml(yaml);
    if (read === null || typeof read !== 'object' || Array.isArray(read)) return {};
    return read as Record<string, unknown>;
  } catch {
    return {};
  }
}

function printDirective(
  state: StateBlock,
  directive: Directive,
  startLine: number,
  note: (text: string) => void,
): void {
  const { name, argument, options } = directive;
  const escape = state.md.utils.escapeHtml;
  const id = options['name'] ?? options['label'];
  const idAttribute = id ? ` id="${escape(id)}"` : '';
  const html = (content: string) => {
    const token = state.push('html_block', '', 0);
    token.content = content;
    token.map = [startLine, startLine + 1];
  };
  const admonition = ADMONITIONS[name];
  if (admonition || name === 'admonition') {
    const kind = admonition ?? admonitionKindOf(options['class'] ?? '');
    html(`<div data-type="${kind}"${idAttribute}>\n`);
    // Sphinx reads a named admonition's argument as the first line of its text; {admonition}'s is its title.
    // Its title is Markdown (the Jupyter Book documentation's "Upgrading from `sphinx-panels`"), printed alone: Jupyter
    // Book names no kind before it.
    if (name === 'admonition' && argument) {
      html(`<h6 ${OWN_TITLE}="">`);
      pushInline(state, argument, startLine);
      html('</h6>\n');
    } else if (argument) inlineParagraph(state, argument, startLine);
    printBody(state, directive);
    html('</div>\n');
    return;
  }
  if (name === 'figure' || name === 'image') {
    const alt = options['alt'] ?? '';
    const image = `<img src="${escape(argument)}" alt="${escape(alt)}"${imageSizeAttributes(options['width'], options['height'])}>`;
    if (name === 'image') {
      html(`<p${idAttribute}>${image}</p>\n`);
      return;
    }
    const figureWidth = cssLength(options['figwidth']);
    html(`<figure${idAttribute}${figureWidth ? ` style="width: ${figureWidth}"` : ''}>${image}\n`);
    if (directive.bodyStart < directive.bodyEnd) {
      html('<figcaption>\n');
      printBody(state, directive);
      html('</figcaption>\n');
    }
    html('</figure>\n');
    return;
  }
  if (name === 'table' && printTable(state, directive, id)) return;
  if (name === 'list-table' && printListTable(state, directive, id)) return;
  const chunk = isChunkEngine(name, state.env as MystEnv);
  if (CODE.has(name) || chunk) {
    const lines = state.getLines(directive.bodyStart, directive.bodyEnd, state.blkIndent, true);
    // A Quarto or knitr cell's options (`#| label: fig-bars`) tell the engine how to run it: not the reader's code;
    // a MyST code cell's metadata (`mystnb: figure:`) likewise.
    const scope = name === 'r' ? rStringScope(state.env as MystEnv) : undefined;
    const cell = chunk
      ? readCodeCell(lines, directive.chunkHeader, scope)
      : name === 'code-cell'
        ? mystCodeCell(lines, directive.metadata ?? directive.options)
        : undefined;
    // Run, the cell names what later cells' paths are joined from (`img_path <- "R/img"`).
    if (scope && cell && cell.options['eval'] !== false)
      assignStrings(cell.code, scope.values, scope.listings);
    // Kept out of the book or shown unrun (`include`/`eval` false), the cell was never to show its picture.
    if (
      cell?.unreadPicture !== undefined &&
      cell.options['include'] !== false &&
      cell.options['eval'] !== false
    )
      note(
        `calls include_graphics(${cell.unreadPicture}), a path only running R knows, so its picture is missing; ` +
          'write the path as a quoted string (include_graphics("images/shot.png"), or ' +
          'c("a.png", "b.png") for several) for the picture to be shown',
      );
    if (cell && printCellWithoutCode(cell, html, state)) return;
    // knitr's `asis` engine writes its text into the page as Markdown, unless hidden (`echo = FALSE`) or not run.
    if (cell && name === 'asis') {
      if (cell.options['echo'] !== false && cell.options['eval'] !== false) printBody(state, directive);
      return;
    }
    // knitr's `comment` engine prints nothing; `verbatim` and `cat` print their text, in the language given them.
    if (cell && name === 'comment') return;
    const listingOnly = cell !== undefined && LISTING_ONLY_ENGINES.has(name);
    // A cell that makes a numbered figure (`#| label: fig-bars` with its `fig-cap`) keeps its place, number and
    // caption, its code standing where the plot would be: references find it, and later figures keep Quarto's numbers.
    const figure = cell ? unrunFigureOf(cell) : undefined;
    if (figure)
      html(
        `<figure${figureIds(figure.label, cell?.captionLabel, escape)}` +
          `${figure.subcaptions ? ` class="${SUBFIGURES_CLASS}"` : ''}>\n`,
      );
    // So does a table whose caption the code says, the code in its one cell.
    const table = cell && !figure ? unrunTableOf(cell) : undefined;
    if (table)
      html(
        `<table id="${escape(table.id)}" class="unrun-table">\n<caption>${state.md.renderInline(table.caption, state.env)}</caption>\n` +
          '<tbody><tr><td>\n',
      );
    // Sphinx's `:caption:` over a code block is HTMLBook's example (Sphinx numbers it a listing); Quarto's `filename`
    // cell option is the file's name over the code, as Quarto prints it.
    const title = figure || table ? undefined : listingTitle(options, cell);
    const titled =
      title && titledListingTokens(state, [startLine, directive.bodyEnd], title.text, title.fileName);
    if (titled) state.tokens.push(...titled.before);
    const token = state.push('fence', 'code', 0);
    // knitr's `engine = "Rcpp"` runs the chunk's code in that language.
    const engine = cell ? textOption(cell.options, 'engine') : undefined;
    token.info = CODE.has(name)
      ? argument
      : listingOnly
        ? (textOption(cell.options, 'lang') ?? textOption(cell.options, 'class-source') ?? '')
        : (engine ?? name);
    token.markup = '```';
    token.content = cell ? cell.code : lines;
    token.map = [startLine, directive.bodyEnd];
    // Its code starts below its options (`:linenos:`), and a cell's `#|` lines are not shown: its lines are counted
    // where they are written.
    const kept = cell ? keptLineIndices(lines, cell.code) : undefined;
    token.meta = { ...(kept ? withKeptLines(token.meta, kept) : {}), listingBody: directive.bodyStart };
    if (id) token.attrSet('id', id);
    // Sphinx's `:linenos:` (docutils' `:number-lines:`) numbers the listing's lines.
    if ('linenos' in options || 'number-lines' in options) token.attrSet(LINE_NUMBERING, 'numbered');
    if (titled) state.tokens.push(...titled.after);
    // Its subfigures (`fig-subcap`), which Quarto names after it (`fig-sub-1`), are lettered by their captions, where
    // the plots would be: `@fig-sub-1` cites "Figure 2-1 (a)".
    for (const [at, subcaption] of (figure?.subcaptions ?? []).entries())
      html(
        `<figure id="${escape(`${figure!.label}-${at + 1}`)}">` +
          `<figcaption>${state.md.renderInline(subcaption, state.env)}</figcaption></figure>\n`,
      );
    if (figure)
      html(`<figcaption>${state.md.renderInline(figure.caption, state.env)}</figcaption>\n</figure>\n`);
    if (table) html('</td></tr></tbody></table>\n');
    return;
  }
  if (name === 'math') {
    const tex = state.getLines(directive.bodyStart, directive.bodyEnd, state.blkIndent, false).trim();
    const token = state.push('myst_math', 'div', 0);
    token.content = `${argument ? `${argument}\n` : ''}${tex}`;
    token.meta = { label: id };
    token.map = [startLine, directive.bodyEnd];
    return;
  }
  if (SITE_ONLY.has(name)) return;
  if (isGlueName(name) && gluesUnrunValues(state.src)) {
    printUnrunGlue(state, directive, html);
    return;
  }
  if (name === 'raw') {
    printRaw(state, directive, html, note);
    return;
  }
  if (name === 'only') {
    // Jupyter Book runs Sphinx: the text is its builder's for this output (`{only} latex` the PDF's alone).
    const holds = sphinxOnlyHolds(argument, outputOf(state.env));
    if (holds === undefined)
      note(
        `has a condition Octavo cannot read ("${argument}": tag names such as html, epub and latex joined by and, ` +
          'or, not and parentheses): its text is printed in every format; correct the condition after {only}',
      );
    if (holds !== false) printBody(state, directive);
    return;
  }
  if (name === 'glossary') {
    printGlossary(state, directive.bodyStart, directive.bodyEnd, 'sorted' in options, id);
    return;
  }
  if (name === 'index') {
    const entries = [argument, state.getLines(directive.bodyStart, directive.bodyEnd, state.blkIndent, false)]
      .join('\n')
      .split(/\n/)
      .flatMap(indexEntries);
    html(entries.map((entry) => indexTermHtml(entry)).join('') + '\n');
    return;
  }
  const container =
    CONTAINERS.has(name) ||
    BOOKDOWN_TEXT_BLOCKS.has(name) ||
    (name.startsWith('prf:') && PROOF_STATEMENTS.has(name.slice('prf:'.length)));
  if (!container) {
    const hasBody = directive.bodyStart < directive.bodyEnd;
    note(
      hasBody
        ? 'is a MyST directive Octavo does not run: its text is printed as it stands; write what it made instead'
        : 'is a MyST directive Octavo does not run and it has no text, so nothing is printed for it; write what it ' +
            'made instead',
    );
  }
  html(`<div class="directive directive-${escape(name.replace(/[^\w-]/g, '-'))}"${idAttribute}>\n`);
  if (argument) html(`<p class="directive-title"><strong>${escape(argument)}</strong></p>\n`);
  printBody(state, directive);
  html('</div>\n');
}

/**
 * A glue directive on a page whose code cells make its values: the page's code-cell warning says they are missing. A
 * `{glue:figure}` keeps its number, name and caption, as Jupyter Book prints it, so `{numref}` finds it and later
 * figures keep their numbers; the others paste nothing.
 */
function printUnrunGlue(state: StateBlock, directive: Directive, html: (content: string) => void): void {
  if (directive.name !== 'glue:figure' || directive.bodyStart >= directive.bodyEnd) return;
  const id = directive.options['name'];
  html(`<figure${id ? ` id="${state.md.utils.escapeHtml(id)}"` : ''}>\n<figcaption>\n`);
  printBody(state, directive);
  html('</figcaption>\n</figure>\n');
}

/**
 * `{raw} html` is the book's HTML, read as HTML (the sanitizer keeps what is safe); raw text for another output
 * (`{raw} latex` for the PDF Sphinx makes with LaTeX, `{raw} jupyter` for the notebooks a book is also exported as)
 * is left out, as Jupyter Book's HTML leaves it out. LaTeX is said, since the author may have meant it for the
 * printed book, which Octavo makes without LaTeX.
 */
function printRaw(
  state: StateBlock,
  directive: Directive,
  html: (content: string) => void,
  note: (text: string) => void,
): void {
  const formats = directive.argument.toLowerCase().split(/[\s,]+/);
  const body = state.getLines(directive.bodyStart, directive.bodyEnd, state.blkIndent, false);
  if (formats.includes('html')) {
    html(`${body}\n`);
    return;
  }
  if (formats.includes('latex') || formats.includes('tex')) {
    note(
      'is raw LaTeX, which only a LaTeX build prints: it is left out, as Jupyter Book leaves it out of HTML; ' +
        'to have it in the book, write what it makes in Markdown',
    );
  }
}

/**
 * The index entries of one line of an `{index}` directive: `single: Newton; second law` (a term and a subentry),
 * `pair: a; b` (each under the other), `see: a; b`, or plain `a, b` (each a term of its own).
 */
function indexEntries(line: string): string[][] {
  const written = line.trim();
  if (written === '') return [];
  const typed = /^(single|pair|triple|see|seealso):\s*(.*)$/.exec(written);
  if (!typed)
    return written
      .split(',')
      .map((term) => [term.trim()])
      .filter(([term]) => term !== '');
  const terms = typed[2]!
    .split(';')
    .map((term) => term.trim())
    .filter((term) => term !== '');
  if (typed[1] === 'pair' && terms.length === 2) return [terms, [terms[1]!, terms[0]!]];
  if (typed[1] === 'see' || typed[1] === 'seealso') return terms.length > 0 ? [[terms[0]!]] : [];
  return terms.length > 0 ? [terms.slice(0, 3)] : [];
}

/** The admonition kind a generic `{admonition}` asks for with its class (`:class: tip`), a note otherwise. */
function admonitionKindOf(classes: string): string {
  for (const name of classes.split(/\s+/)) {
    const kind = ADMONITIONS[name.toLowerCase()];
    if (kind) return kind;
  }
  return 'note';
}

/** The numbered figure a cell makes when run: its `fig-` label and caption, and its subfigures' captions. */
function unrunFigureOf(
  cell: CodeCell,
): { label: string; caption: string; subcaptions?: string[] } | undefined {
  const label = cellFigureLabel(cell);
  const caption = textOption(cell.options, 'fig-cap');
  if (!label || !caption) return undefined;
  const written = cell.options['fig-subcap'];
  const subcaptions = (Array.isArray(written) ? written : [written]).filter(
    (each): each is string => typeof each === 'string' && each.trim() !== '',
  );
  return { label, caption, ...(subcaptions.length > 0 ? { subcaptions } : {}) };
}

/**
 * What a Quarto or knitr cell prints without being run: the figure of a cell that only calls `include_graphics`
 * (its `label`, `fig-cap` and `fig-alt`), nothing for a cell the author keeps out of the book (`include: false`)
 * or whose code the reader is not shown (`echo: false`, its output missing: code-cells.ts warns). False when the
 * cell's code is to be printed.
 */
function printCellWithoutCode(cell: CodeCell, html: (content: string) => void, state: StateBlock): boolean {
  const { options } = cell;
  if (options['include'] === false) return true;
  if (cell.pictures !== undefined) {
    html(
      includedPicturesHtml(cell, state.md.utils.escapeHtml, (text) => state.md.renderInline(text, state.env)),
    );
    return true;
  }
  return options['echo'] === false && unrunFigureOf(cell) === undefined && unrunTableOf(cell) === undefined;
}

/**
 * `{table}`: the Markdown table in its body, captioned by its argument and named by its `:name:`, as Jupyter Book
 * prints it (a numbered table a `{numref}` can cite). False, with nothing printed, when its body holds no table.
 */
function printTable(state: StateBlock, directive: Directive, id: string | undefined): boolean {
  const from = state.tokens.length;
  printBody(state, directive);
  const at = state.tokens.findIndex((token, index) => index >= from && token.type === 'table_open');
  if (at === -1) {
    state.tokens.length = from;
    return false;
  }
  const table = state.tokens[at]!;
  if (id) table.attrSet('id', id);
  if (directive.argument) {
    const open = new state.Token('caption_open', 'caption', 1);
    open.block = true;
    const inline = new state.Token('inline', '', 0);
    inline.content = directive.argument;
    inline.map = table.map;
    inline.children = [];
    const close = new state.Token('caption_close', 'caption', -1);
    close.block = true;
    state.tokens.splice(at + 1, 0, open, inline, close);
  }
  return true;
}

/** `{list-table}`: its body's nested bullet lists as the table's rows and cells (false when they are not so made). */
function printListTable(state: StateBlock, directive: Directive, id: string | undefined): boolean {
  const from = state.tokens.length;
  printBody(state, directive);
  const rows = listTableRows(state.tokens.slice(from));
  if (!rows) {
    state.tokens.length = from;
    return false;
  }
  const table = listTableTokens(state, rows, {
    ...(id ? { id } : {}),
    ...(directive.argument ? { caption: directive.argument } : {}),
    ...(directive.options['class'] ? { className: directive.options['class'] } : {}),
    headerRows: rowsOrColumns(directive.options['header-rows'], 0),
    stubColumns: rowsOrColumns(directive.options['stub-columns'], 0),
  });
  table[0]!.map = [directive.bodyStart - 1, directive.bodyEnd];
  state.tokens.splice(from, state.tokens.length - from, ...table);
  return true;
}

/** The directive's body read as Markdown, where it stands (so its lines are the file's). */
function printBody(state: StateBlock, directive: Directive): void {
  if (directive.bodyStart >= directive.bodyEnd) return;
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = 'blockquote';
  state.lineMax = directive.bodyEnd;
  state.md.block.tokenize(state, directive.bodyStart, directive.bodyEnd);
  state.parentType = parentType;
  state.lineMax = lineMax;
}

/** Each note as a warning at its line, in the order of the file. */
export function warnAboutMystNotes(notes: MystNote[], file: string, warnings: BookWarning[]): void {
  for (const { line, subject, text } of [...notes].sort((a, b) => a.line - b.line)) {
    warnings.push(warning('source', { file, line }, `${subject} ${text}`, subject));
  }
}

/** The title a code directive (`:caption:`, read as Markdown) or a code cell (`filename`, a file's name) gives its listing. */
function listingTitle(
  options: Record<string, string>,
  cell: ReturnType<typeof readCodeCell> | undefined,
): { text: string; fileName: boolean } | undefined {
  const filename = cell ? textOption(cell.options, 'filename')?.trim() : undefined;
  if (filename) return { text: literalMarkdown(filename), fileName: true };
  const caption = cell ? undefined : options['caption']?.trim();
  return caption ? { text: caption, fileName: false } : undefined;
}
