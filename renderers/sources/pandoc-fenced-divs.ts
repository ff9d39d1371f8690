import type MarkdownIt from 'markdown-it';
import { lineText } from './block-lines';
import { ADMONITION_KINDS, AdmonitionKind } from '../model/admonition-labels';
import { HeadingAttributes, parseAttributeList, setDataAttributes } from './pandoc-heading-attributes';
import { tokenizeNested } from './nested-blocks';
import { columnShares, listTableRows, listTableTokens, rowsOrColumns } from './myst-list-table';
import { escapeText } from '../dom/escape';
import { conditionallyShown, outputOf } from './quarto-conditional-content';
import { bookdownStatementId, bookdownStatementKind, quartoStatementKind } from './theorem-statements';
import { sphinxDirectiveDiv } from './sphinx-directives';

type StateBlock = MarkdownIt.StateBlock;

/**
 * A fenced div's opening line: three colons or more, then its attributes in braces (`::: {#refs .note}`) or one
 * class name (`::: warning`), and optionally more colons. MyST's `:::{note}` (a name in braces) is not one. A quoted
 * value may hold braces: bookdown's custom blocks name their LaTeX environment's arguments so
 * (`::: {.infobox .warning data-latex="{warning}"}`), and were printed as text, fences and all.
 */
const OPENING = /^:{3,}[ \t]*(?:\{((?:[^{}"']|"[^"]*"|'[^']*')*|[^{}]*)\}|([A-Za-z_][\w-]*))[ \t]*:*[ \t]*$/;
/** A line of colons alone closes the innermost open div, whatever its length. */
const CLOSING = /^:{3,}[ \t]*$/;
/** A fenced code block's fence: colons inside one are code. */
const CODE_FENCE = /^(`{3,}|~{3,})/;

/** Quarto's callouts (`::: {.callout-warning}`) are the admonitions of the same names. */
const CALLOUT = /^callout-(\w+)$/;

/**
 * A Docusaurus admonition's opening with its title: `:::tip Command Not Found Errors` (v2) or `:::note[Title]` (v3).
 * pandoc's opening names one class alone, so a title after it is Docusaurus's.
 */
const DOCUSAURUS_OPENING =
  /^:{3,}[ \t]*(note|tip|info|caution|warning|danger|important|success|secondary)(?:\[(.*)\]|[ \t]+(\S.*?))[ \t]*$/i;

/** Docusaurus's admonition types as the book's admonitions. */
const DOCUSAURUS_KINDS: Record<string, AdmonitionKind> = {
  note: 'note',
  tip: 'tip',
  info: 'note',
  caution: 'caution',
  warning: 'warning',
  danger: 'warning',
  important: 'important',
  success: 'tip',
  secondary: 'note',
};

/** The attribute a Docusaurus admonition's title is carried in, from its opening to its heading. */
const DOCUSAURUS_TITLE = 'octavo-admonition-title';

function openingAttributes(text: string): HeadingAttributes | undefined {
  const opening = OPENING.exec(text);
  if (!opening) {
    const docusaurus = DOCUSAURUS_OPENING.exec(text);
    if (!docusaurus) return undefined;
    const kind = DOCUSAURUS_KINDS[docusaurus[1]!.toLowerCase()]!;
    const title = (docusaurus[2] ?? docusaurus[3] ?? '').trim();
    return { classes: [kind], attributes: new Map(title ? [[DOCUSAURUS_TITLE, title]] : []) };
  }
  if (
    opening[2] !== undefined &&
    DOCUSAURUS_KINDS[opening[2].toLowerCase()] !== undefined &&
    !ADMONITION_KINDS.includes(opening[2].toLowerCase() as AdmonitionKind)
  )
    return { classes: [DOCUSAURUS_KINDS[opening[2].toLowerCase()]!], attributes: new Map() };
  if (opening[2] !== undefined) return { classes: [opening[2]], attributes: new Map() };
  const list = opening[1]!.trim();
  // `::: {}`: a div with no attributes (pandoc's empty Div, which Quarto books use to group a listing with its output).
  if (list === '') return { classes: [], attributes: new Map() };
  // pandoc's attributes open with an id, a class or a key; MyST's `{note}` is a directive's name.
  if (!/^[#.]|^[A-Za-z_][\w:.-]*=/.test(list)) return undefined;
  return parseAttributeList(list);
}

/** The line that closes the div opened at `startLine`, past divs nested in it and code blocks; none if unclosed. */
function closingLine(state: StateBlock, startLine: number, endLine: number): number | undefined {
  let depth = 0;
  let fence: string | undefined;
  for (let line = startLine + 1; line < endLine; line++) {
    const text = lineText(state, line);
    const codeFence = CODE_FENCE.exec(text)?.[1];
    if (fence !== undefined) {
      if (codeFence !== undefined && codeFence[0] === fence[0] && codeFence.length >= fence.length)
        fence = undefined;
      continue;
    }
    if (codeFence !== undefined) fence = codeFence;
    else if (openingAttributes(text)) depth++;
    else if (CLOSING.test(text) && depth-- === 0) return line;
  }
  return undefined;
}

function fencedDiv(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const attributes = openingAttributes(lineText(state, startLine));
  if (!attributes) return false;
  const end = closingLine(state, startLine, endLine);
  if (end === undefined) return false;
  if (silent) return true;
  // Quarto's conditional content: a div for other outputs is left out; one for this output is its content alone
  // (with its id, a div still).
  const shown = conditionallyShown(attributes.classes, attributes.attributes, outputOf(state.env));
  if (shown === false || (shown === true && attributes.id === undefined)) {
    if (shown) tokenizeNested(state, startLine + 1, end);
    state.line = end + 1;
    return true;
  }
  // A Sphinx toctree as pandoc converts it from rST (`::: {.toctree maxdepth="2"}` around document names): the
  // site's navigation, whose documents the book lists as its files; printed, it was a paragraph of their names.
  if (attributes.classes.includes('toctree')) {
    const env = state.env as FencedDivEnv;
    (env.droppedToctrees ??= []).push(startLine);
    state.line = end + 1;
    return true;
  }
  // Another Sphinx directive pandoc has no element for (`::: only`, `::: {.literalinclude}`), in a file it converted.
  if (sphinxDirectiveDiv(state, startLine, end, attributes)) {
    state.line = end + 1;
    return true;
  }

  const open = state.push('pandoc_div_open', 'div', 1);
  open.block = true;
  open.map = [startLine, end + 1];
  const statement = statementOf(attributes, state.env as FencedDivEnv);
  if (statement) {
    open.attrJoin('class', `directive directive-${statement.kind}`);
    if (statement.id) open.attrSet('id', statement.id);
  } else if (attributes.id) open.attrSet('id', attributes.id);
  for (const name of attributes.classes) {
    open.attrJoin('class', name);
    const callout = CALLOUT.exec(name)?.[1]?.toLowerCase();
    if (callout && (ADMONITION_KINDS as readonly string[]).includes(callout)) open.attrJoin('class', callout);
  }
  const docusaurusTitle = attributes.attributes.get(DOCUSAURUS_TITLE);
  attributes.attributes.delete(DOCUSAURUS_TITLE);
  setDataAttributes(open, attributes);

  // Quarto's callout title (`::: {.callout-tip title="Faster"}`) is the heading it would open with, and so is a
  // Docusaurus admonition's.
  const calloutTitle = docusaurusTitle ?? attributes.attributes.get('title');
  if (
    calloutTitle !== undefined &&
    calloutTitle.trim() !== '' &&
    (docusaurusTitle !== undefined || attributes.classes.some((name) => CALLOUT.test(name)))
  ) {
    const heading = state.push('heading_open', 'h2', 1);
    heading.markup = '##';
    heading.map = [startLine, startLine + 1];
    const inline = state.push('inline', '', 0);
    inline.content = calloutTitle.trim();
    inline.map = [startLine, startLine + 1];
    inline.children = [];
    state.push('heading_close', 'h2', -1).markup = '##';
  }
  if (statement?.title !== undefined) {
    const title = state.push('html_block', '', 0);
    title.content = `<p class="directive-title"><strong>${escapeText(statement.title)}</strong></p>\n`;
  }
  const first = state.tokens.length;
  tokenizeNested(state, startLine + 1, end);
  if (
    attributes.classes.includes('list-table') &&
    listTableDiv(state, state.tokens.indexOf(open), first, attributes)
  ) {
    state.line = end + 1;
    return true;
  }
  // Quarto titles a theorem by a heading opening its div (`## Pythagoras`): the statement's title, not a section.
  if (statement && statement.title === undefined && state.tokens[first]?.type === 'heading_open')
    statementTitle(state.tokens, first);

  const close = state.push('pandoc_div_close', 'div', -1);
  close.block = true;
  if ((state.env as FencedDivEnv).codeCells === true)
    captionedDiv(state.tokens, state.tokens.indexOf(open), close, state);
  state.line = end + 1;
  return true;
}

/**
 * pandoc's list-table filter (pandoc-ext/list-table, which Quarto books name in `filters:`): a div of class
 * `list-table` holding a caption paragraph, then a bullet list whose items each hold the bullet list of a row's
 * cells, is that table: `header-rows` (1 unless said) head rows, `header-cols` heading cells in each row, a cell
 * opening with an empty span (`[]{rowspan=2 colspan=2 align=r}`) spanning and aligned so; the div's id is the
 * table's. Printed as a div, the table was nested bullet lists with its span markup as text. False, leaving the div
 * as it is, when its body is not so made.
 */
function listTableDiv(
  state: StateBlock,
  openAt: number,
  bodyAt: number,
  attributes: HeadingAttributes,
): boolean {
  // What the div's attributes put before its body (a callout's title) goes with the div, as the filter replaces it.
  const body = state.tokens.slice(bodyAt);
  const listAt = body.findIndex((token) => token.type === 'bullet_list_open');
  const captionTokens = body.slice(0, Math.max(0, listAt));
  const caption = captionTokens.filter((token) => token.type === 'inline').map((token) => token.content);
  if (listAt === -1 || captionTokens.some((token) => !/^(paragraph_(open|close)|inline)$/.test(token.type)))
    return false;
  const rows = listTableRows(body.slice(listAt), true);
  if (!rows) return false;
  const cellAttributes = rows.map((row) => row.map(cellSpan));
  const widths = columnShares(attributes.attributes.get('widths'));
  const table = listTableTokens(state, rows, {
    ...(attributes.id ? { id: attributes.id } : {}),
    ...(caption.length > 0 ? { caption: caption.join('\n') } : {}),
    ...(attributes.classes.length > 1
      ? { className: attributes.classes.filter((name) => name !== 'list-table').join(' ') }
      : {}),
    headerRows: rowsOrColumns(attributes.attributes.get('header-rows'), 1),
    stubColumns: rowsOrColumns(attributes.attributes.get('header-cols'), 0),
    cellAttributes,
    ...(widths ? { widths } : {}),
  });
  table[0]!.map = state.tokens[openAt]!.map;
  state.tokens.splice(openAt, state.tokens.length - openAt, ...table);
  // The div's opening, taken out, raised the nesting its closing would have lowered: what follows is outside it.
  state.level--;
  return true;
}

/** A list-table cell's span and alignment (`[]{rowspan=7 align=c}` opening its text), taken out of the text. */
function cellSpan(cell: MarkdownIt.Token[]): [string, string][] | undefined {
  const inline = cell.find((token) => token.type === 'inline');
  const written = inline ? /^\[\]\{([^{}]*)\}\s*/.exec(inline.content) : null;
  const attributes = written ? parseAttributeList(written[1]!) : undefined;
  if (!inline || !written || !attributes) return undefined;
  inline.content = inline.content.slice(written[0].length);
  const own: [string, string][] = [];
  for (const name of ['rowspan', 'colspan']) {
    const value = attributes.attributes.get(name);
    if (value && /^[1-9]\d{0,2}$/.test(value)) own.push([name, value]);
  }
  const align = ALIGNMENTS[attributes.attributes.get('align') ?? ''];
  if (align) own.push(['style', `text-align: ${align}`]);
  return own;
}

const ALIGNMENTS: Record<string, string> = { l: 'left', c: 'center', r: 'right', d: 'left' };

/** What the render is told about the file: R Markdown or Quarto, whose divs may be theorem-like statements. */
type FencedDivEnv = { codeCells?: boolean; droppedToctrees?: number[] };

/**
 * pandoc writes an rST toctree indented in a list item as a quote (`> ::: {.toctree}`): with the toctree left out,
 * the quote held nothing and printed as an empty quote's rule. Such quotes are taken out.
 */
function dropEmptiedQuotes(state: MarkdownIt.StateCore): void {
  const dropped = (state.env as FencedDivEnv).droppedToctrees;
  if (!dropped?.length) return;
  const tokens = state.tokens;
  for (let i = tokens.length - 2; i >= 0; i--) {
    const open = tokens[i]!;
    if (open.type !== 'blockquote_open' || tokens[i + 1]!.type !== 'blockquote_close') continue;
    const [from, to] = open.map ?? [0, 0];
    if (dropped.some((line) => line >= from && line < to)) tokens.splice(i, 2);
  }
}

interface Statement {
  kind: string;
  id?: string;
  title?: string;
}

/**
 * The theorem-like statement a div of R Markdown or Quarto is: bookdown's `::: {.theorem #pyth name="Pythagoras"}`
 * (its id `thm:pyth`, as `\@ref(thm:pyth)` cites it) or Quarto's `::: {#thm-pyth}`. Printed as a plain div, it was
 * untitled text, and every reference to it had no target.
 */
function statementOf(attributes: HeadingAttributes, env: FencedDivEnv): Statement | undefined {
  if (env.codeCells !== true) return undefined;
  const name = attributes.attributes.get('name');
  const title = name !== undefined && name.trim() !== '' ? { title: name.trim() } : {};
  const quarto = quartoStatementKind(attributes.id);
  if (quarto) return { kind: quarto, id: attributes.id!, ...title };
  const kind = bookdownStatementKind(attributes.classes);
  if (!kind) return undefined;
  return { kind, ...(attributes.id ? { id: bookdownStatementId(kind, attributes.id) } : {}), ...title };
}

/** The class of a figure made of subfigures (Quarto's `::: {#fig-fruit layout-ncol=2}` around `{#fig-apple}` …). */
export const SUBFIGURES_CLASS = 'subfigures';

/**
 * Quarto's figure and table divs (`::: {#fig-elephant}` around a picture or a plot, `::: {#tbl-planets}` around a
 * table), whose last paragraph is the caption: a numbered figure, a numbered table with that caption. Read as a
 * plain div, a reference to one printed the chapter's label. A figure div holding subfigures of their own ids is
 * the figure around them.
 */
function captionedDiv(
  tokens: MarkdownIt.Token[],
  openAt: number,
  close: MarkdownIt.Token,
  state: StateBlock,
): void {
  const open = tokens[openAt]!;
  const id = String(open.attrGet('id') ?? '');
  const kind = /^(fig|tbl|lst)-/.exec(id)?.[1];
  if (kind === undefined) return;
  const closeAt = tokens.indexOf(close);
  const inside = tokens.slice(openAt + 1, closeAt);
  const captionAt = inside.findLastIndex(
    (token) => token.type === 'paragraph_open' && token.level === open.level + 1,
  );
  if (captionAt === -1 || captionAt + 3 !== inside.length) {
    if (kind === 'tbl') nameCellTable(open, inside, id);
    return;
  }
  const [captionOpen, caption, captionClose] = inside.slice(captionAt, captionAt + 3);
  if (kind === 'lst') {
    // Quarto's listing div (`::: {#lst-hello}` around a listing and its caption): a numbered example, its caption
    // above the code as Quarto sets it.
    if (!inside.some((token) => token.type === 'fence')) return;
    open.attrSet('data-type', 'example');
    tokens.splice(openAt + 1 + captionAt, 3);
    captionOpen!.tag = 'h5';
    captionOpen!.type = 'h5_open';
    captionClose!.tag = 'h5';
    captionClose!.type = 'h5_close';
    tokens.splice(openAt + 1, 0, captionOpen!, caption!, captionClose!);
    return;
  }
  if (kind === 'fig') {
    // Subfigures carry ids of their own (`![Surus](surus.png){#fig-surus}`), figures of their own once the text after
    // this rule is read: the div is the figure around them, lettered (a), (b) … under its number, laid out in the
    // columns `layout-ncol` asks for.
    if (inside.some((token) => token.type === 'inline' && /\{#fig-/.test(token.content))) {
      open.attrJoin('class', SUBFIGURES_CLASS);
      const columns = Number.parseInt(String(open.attrGet('data-layout-ncol') ?? ''), 10);
      if (columns > 1 && columns <= 6)
        open.attrSet('style', `grid-template-columns: repeat(${columns}, minmax(0, 1fr))`);
    }
    open.tag = 'figure';
    close.tag = 'figure';
    captionOpen!.tag = 'figcaption';
    captionClose!.tag = 'figcaption';
    return;
  }
  const tableAt = inside.findIndex((token) => token.type === 'table_open');
  if (tableAt === -1) return;
  const table = inside[tableAt]!;
  table.attrSet('id', id);
  open.attrs = (open.attrs ?? []).filter(([name]) => name !== 'id');
  const opening = new state.Token('caption_open', 'caption', 1);
  opening.block = true;
  const closing = new state.Token('caption_close', 'caption', -1);
  closing.block = true;
  tokens.splice(openAt + 1 + captionAt, 3);
  tokens.splice(openAt + 1 + tableAt + 1, 0, opening, caption!, closing);
}

/**
 * A code cell's table, as Quarto's frozen output writes it (`::: {#tbl-constants .cell}` around
 * `::: {.cell-output-display}`, `Table: Constants` and the table kable printed): the cell's label names its one
 * table, captioned and numbered by its `Table:` line. On the cell, a reference printed the section's title
 * ("Bausteine der Datenanalyse: R und RStudio" cites its kable table so).
 */
function nameCellTable(open: MarkdownIt.Token, inside: MarkdownIt.Token[], id: string): void {
  const tables = inside.filter((token) => token.type === 'table_open');
  if (tables.length !== 1 || tables[0]!.attrGet('id')) return;
  tables[0]!.attrSet('id', id);
  open.attrs = (open.attrs ?? []).filter(([name]) => name !== 'id');
}

/** The heading at `at` made the statement's title paragraph, its text kept. */
function statementTitle(tokens: MarkdownIt.Token[], at: number): void {
  const open = tokens[at]!;
  const close = tokens.slice(at).find((token) => token.type === 'heading_close');
  if (!close) return;
  for (const token of [open, close]) {
    token.tag = 'p';
    token.type = token === open ? 'paragraph_open' : 'paragraph_close';
    token.markup = '';
  }
  open.attrs = [['class', 'directive-title']];
}

/**
 * pandoc's fenced divs (`fenced_divs`): `::: warning` … `:::`, `::: {#refs .note}` … `:::`, nested by attributes,
 * closed by any line of three colons or more. Plain Markdown printed the colons as text; each is a `<div>` with the
 * id and classes written, so `.note`, `.warning` (and Quarto's `.callout-note`) are the book's admonitions and
 * `#refs` is where a bibliography goes. `key=value` attributes are kept as `data-` attributes.
 */
export const pandocFencedDivs = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('fence', 'pandoc_fenced_div', fencedDiv, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.core.ruler.after('block', 'pandoc_emptied_quotes', dropEmptiedQuotes);
};
