import type MarkdownIt from 'markdown-it';
import { fileText, nearestBookFile } from '../config/nearest-book-file';
import { OWN_TITLE } from '../model/admonition-labels';
import type { BookSource } from '../types';
import { inlineParagraph, isBlank, lineText, pushInline } from './block-lines';
import { indexTermHtml } from './index-term-html';
import type { MystEnv } from './myst-directives';
import { glossaryTermId } from './myst-glossary';
import type { HeadingAttributes } from './pandoc-heading-attributes';
import { tokenizeNested } from './nested-blocks';
import { ConditionalContentEnv, outputOf, QuartoOutput } from './quarto-conditional-content';

type StateBlock = MarkdownIt.StateBlock;
type Token = MarkdownIt.Token;

/** What the render is told and keeps: whether the file is pandoc's Markdown of a Sphinx book's rST. */
export type SphinxEnv = MystEnv &
  ConditionalContentEnv & {
    /** The file is Markdown pandoc converted from a Sphinx book's reStructuredText (sphinxConversion). */
    sphinx?: boolean;
    /** The directives of the file already warned about, by name: each once. */
    unknownSphinxDirectives?: Set<string>;
  };

/**
 * Whether a Markdown file is pandoc's conversion of a Sphinx book's reStructuredText, as Octavo advises for one: a
 * `conf.py` in its folder or one above it, or a role pandoc wrote as interpreted text (`{.interpreted-text role=…}`)
 * or an admonition's title as a div of its own (`::: title`), which only pandoc's rST reader writes.
 */
export async function sphinxConversion(path: string, text: string, source: BookSource): Promise<boolean> {
  if (/\{\.interpreted-text role=|^[ \t]*:{3,}[ \t]*title[ \t]*$/m.test(text)) return true;
  const found = await nearestBookFile([path], async (inFolder) =>
    (await holdsConf(source, inFolder('conf.py'))) ? true : undefined,
  );
  return found ?? false;
}

/** Whether each folder holds a `conf.py`, by its path: asked once a book however many pages the folder holds. */
const confFiles = new WeakMap<BookSource, Map<string, Promise<boolean>>>();

function holdsConf(source: BookSource, conf: string): Promise<boolean> {
  let folders = confFiles.get(source);
  if (!folders) {
    folders = new Map();
    confFiles.set(source, folders);
  }
  let holds = folders.get(conf);
  if (!holds) {
    holds = fileText(source, conf).then((confText) => confText !== undefined);
    folders.set(conf, holds);
  }
  return holds;
}

/** Whether the text may hold an `only` div: its reading then depends on the output. */
export function mayHoldSphinxOnly(text: string): boolean {
  return /^[ \t]*:{3,}[ \t]*only[ \t]*$/m.test(text);
}

/**
 * Sphinx's admonitions: the HTMLBook admonition that prints alike, and the word Sphinx titles it with (pandoc writes
 * it in a `::: title` div): one Octavo's label names in the book's language is not repeated.
 */
const ADMONITIONS: Readonly<Record<string, { kind: string; word: string }>> = {
  note: { kind: 'note', word: 'Note' },
  tip: { kind: 'tip', word: 'Tip' },
  important: { kind: 'important', word: 'Important' },
  warning: { kind: 'warning', word: 'Warning' },
  caution: { kind: 'caution', word: 'Caution' },
  attention: { kind: 'warning', word: 'Attention' },
  danger: { kind: 'caution', word: 'Danger' },
  error: { kind: 'caution', word: 'Error' },
  hint: { kind: 'tip', word: 'Hint' },
  seealso: { kind: 'note', word: 'See also' },
};

/** Sphinx's notes of a change, and the words it opens them with before the version. */
const VERSION_NOTES: Readonly<Record<string, string>> = {
  versionadded: 'New in version',
  versionchanged: 'Changed in version',
  deprecated: 'Deprecated since version',
  versionremoved: 'Removed in version',
};

/**
 * Directives that print nothing in a Sphinx book, or what Octavo makes its own way: the module the names after them
 * are in (`currentmodule`, `module`), the default language of listings (`highlight`), the page's contents
 * (`contents`: the book's contents list its sections), the LaTeX table's columns, a role's definition, authors'
 * names Sphinx leaves out unless told, and notes to the author (`todo`, printed only when `todo_include_todos` is set;
 * `testsetup`, never printed).
 */
const PRINTING_NOTHING = new Set([
  'currentmodule',
  'module',
  'highlight',
  'contents',
  'tabularcolumns',
  'default-role',
  'role',
  'sectionauthor',
  'codeauthor',
  'moduleauthor',
  'todo',
  'todolist',
  'testsetup',
  'testcleanup',
  'target-notes',
  'meta',
]);

/** Directives whose text is the book's, printed in place as the div pandoc wrote. */
const PRINTED_AS_WRITTEN = new Set([
  'topic',
  'sidebar',
  'container',
  'centered',
  'hlist',
  'compound',
  'epigraph',
  'highlights',
  'pull-quote',
  'rubric',
  'line-block',
  'title',
]);

/**
 * Directives of code whose lines pandoc read as text (rST gives them none of its literal blocks): listings in the
 * language each shows.
 */
const LISTINGS: Readonly<Record<string, string>> = {
  ipython: 'ipython',
  'parsed-literal': '',
  doctest: 'pycon',
  testcode: 'python',
  testoutput: '',
};

/** IPython's pseudo-decorators (`@verbatim`, `@savefig plot.png`): how the directive runs a block, not its text. */
const IPYTHON_DECORATOR = /^@(?:suppress|verbatim|doctest|savefig|okexcept|okwarning)\b/;

/**
 * A div pandoc's rST reader wrote for a Sphinx directive it has no element for, printed as Sphinx prints the
 * directive: the branch of an `only` this output is built with, admonitions of one title, notes of a change, index
 * entries, a glossary's terms linked to, code as listings; nothing for a directive that prints nothing in a book.
 * Printed as divs, they left their names, conditions and titles in the book as text. Another directive's div is
 * printed as it stands, with a warning (once a file for each name). False for any div that is not a Sphinx
 * directive's, or in a file that is not pandoc's conversion of a Sphinx book.
 */
export function sphinxDirectiveDiv(
  state: StateBlock,
  startLine: number,
  end: number,
  attributes: HeadingAttributes,
): boolean {
  const env = state.env as SphinxEnv;
  const name = attributes.classes[0];
  if (env.sphinx !== true || name === undefined) return false;
  const admonition = ADMONITIONS[name];
  if (admonition || name === 'admonition') {
    printAdmonition(state, startLine, end, attributes, admonition);
    return true;
  }
  const versionWords = VERSION_NOTES[name];
  if (versionWords !== undefined) {
    printVersionNote(state, startLine, end, name, versionWords);
    return true;
  }
  if (PRINTING_NOTHING.has(name)) return true;
  if (name === 'only') {
    printOnly(state, startLine, end);
    return true;
  }
  if (name === 'rst-class') {
    // Its classes are the theme's styles of the element after it (or of its own text, indented under it).
    tokenizeNested(state, paragraphEnd(state, startLine + 1, end), end);
    return true;
  }
  if (name === 'index') {
    printIndexEntries(state, startLine, end);
    return true;
  }
  if (name === 'glossary') {
    printGlossary(state, startLine, end);
    return true;
  }
  const language = LISTINGS[name];
  if (language !== undefined) {
    printListing(state, startLine, end, name, language);
    return true;
  }
  if (PRINTED_AS_WRITTEN.has(name)) return false;
  if (!env.unknownSphinxDirectives?.has(name)) {
    (env.unknownSphinxDirectives ??= new Set()).add(name);
    (env.mystNotes ??= []).push({
      line: startLine + 1,
      subject: `.. ${name}::`,
      text:
        `(pandoc's div "::: ${name}") is a Sphinx directive Octavo does not run: its text is printed as it ` +
        'stands, here and wherever else the file uses it; write in Markdown what the directive made, or take ' +
        'the div out',
    });
  }
  return false;
}

/** The line that ends the paragraph starting at `from`: the first blank line after it, or `end`. */
function paragraphEnd(state: StateBlock, from: number, end: number): number {
  let line = from;
  while (line < end && !isBlank(state, line)) line++;
  return line;
}

/** The first line from `from` on that holds something, or `end`. */
function nextFilled(state: StateBlock, from: number, end: number): number {
  let line = from;
  while (line < end && isBlank(state, line)) line++;
  return line;
}

function html(state: StateBlock, content: string, line: number): void {
  const token = state.push('html_block', '', 0);
  token.content = content;
  token.map = [line, line + 1];
}

/** The text of the lines from `from` to `to`, their indentation in the div taken off. */
function linesOf(state: StateBlock, from: number, to: number): string {
  return state.getLines(from, to, state.blkIndent, false);
}

/**
 * An admonition: pandoc writes its title as a first div of class `title` ("Note"), `admonition`'s as its first
 * paragraph, `seealso`'s not at all. Octavo labels an admonition with its kind's word, so a title that is that word
 * goes (the book printed "Note" twice); another (Sphinx's "Hint", "See also", the author's own) is its title alone.
 */
function printAdmonition(
  state: StateBlock,
  startLine: number,
  end: number,
  attributes: HeadingAttributes,
  admonition: { kind: string; word: string } | undefined,
): void {
  let body = nextFilled(state, startLine + 1, end);
  let title = admonition?.word;
  if (/^:{3,}[ \t]*(?:title|\{\.title\})[ \t]*$/.test(lineText(state, body))) {
    let close = body + 1;
    while (close < end && !/^:{3,}[ \t]*$/.test(lineText(state, close))) close++;
    title = linesOf(state, body + 1, close).trim();
    body = close + 1;
  } else if (!admonition) {
    // `.. admonition:: Its title`: the title is the directive's argument, the div's first paragraph.
    const titleEnd = paragraphEnd(state, body, end);
    title = linesOf(state, body, titleEnd).trim();
    body = titleEnd;
  }
  // `.. admonition::` with `:class: tip` is a tip (pandoc writes `::: {.admonition .tip}`).
  const kind =
    admonition?.kind ??
    attributes.classes.map((name) => ADMONITIONS[name]?.kind).find((each) => each !== undefined) ??
    'note';
  const open = state.push('pandoc_div_open', 'div', 1);
  open.block = true;
  open.map = [startLine, end + 1];
  open.attrSet('data-type', kind);
  if (attributes.id) open.attrSet('id', attributes.id);
  if (title && title.toLowerCase() !== kind) {
    html(state, `<h6 ${OWN_TITLE}="">`, startLine);
    pushInline(state, title, startLine);
    html(state, '</h6>\n', startLine);
  }
  tokenizeNested(state, body, end);
  state.push('pandoc_div_close', 'div', -1).block = true;
}

/**
 * `versionadded`, `versionchanged`, `deprecated`: pandoc joins the version and the first line of the text under it
 * into the div's first paragraph ("2.0 Added thing."), which Sphinx prints "New in version 2.0: Added thing."
 */
function printVersionNote(
  state: StateBlock,
  startLine: number,
  end: number,
  name: string,
  words: string,
): void {
  const first = nextFilled(state, startLine + 1, end);
  const firstEnd = paragraphEnd(state, first, end);
  const paragraph = linesOf(state, first, firstEnd).trim();
  const version = /^\S*/.exec(paragraph)![0];
  const said = paragraph.slice(version.length).trim();
  const open = state.push('pandoc_div_open', 'div', 1);
  open.block = true;
  open.map = [startLine, end + 1];
  open.attrSet('class', name);
  inlineParagraph(state, said ? `*${words} ${version}:* ${said}` : `*${words} ${version}.*`, first, firstEnd);
  tokenizeNested(state, firstEnd, end);
  state.push('pandoc_div_close', 'div', -1).block = true;
}

/**
 * `only`: its condition is the div's first paragraph (`html`, `latex`, `not latex`, `html or epub`), its text the
 * rest. Sphinx tags a build with its builder's name and format: the HTML site is built by `html`, the EPUB by `epub`
 * (in the format `html`, so `only:: html` holds for it too), the PDF Sphinx makes with LaTeX by `latex`. The text is
 * printed when the condition holds for this output, and the condition never is. One that cannot be read is warned
 * about, its text printed, as Sphinx prints it.
 */
function printOnly(state: StateBlock, startLine: number, end: number): void {
  const first = nextFilled(state, startLine + 1, end);
  const bodyStart = paragraphEnd(state, first, end);
  const condition = linesOf(state, first, bodyStart).trim();
  const holds = sphinxOnlyHolds(condition, outputOf(state.env));
  if (holds === undefined) {
    (state.env as SphinxEnv).mystNotes?.push({
      line: startLine + 1,
      subject: `.. only:: ${condition}`,
      text:
        '(pandoc\'s div "::: only") has a condition Octavo cannot read (tag names joined by and, or, not and ' +
        'parentheses): its text is printed in every format; correct the condition, the first line in the div',
    });
  }
  if (holds !== false) tokenizeNested(state, bodyStart, end);
}

/**
 * Whether Sphinx's builder for `output` prints the text of an `only` whose tag expression is `condition` (`latex`,
 * `html or epub`, `not latex`); undefined when it is no such expression.
 */
export function sphinxOnlyHolds(condition: string, output: QuartoOutput): boolean | undefined {
  return conditionHolds(condition, builderTags(output));
}

/** The tags Sphinx sets for the builder of each output: its name and format, and each with its prefix. */
function builderTags(output: QuartoOutput): ReadonlySet<string> {
  const [name, format] =
    output === 'pdf' ? ['latex', 'latex'] : output === 'epub' ? ['epub', 'html'] : ['html', 'html'];
  return new Set([name, format, `builder_${name}`, `format_${format}`]);
}

/** Whether a Sphinx tag expression holds for these tags; undefined when it is no such expression. */
function conditionHolds(expression: string, tags: ReadonlySet<string>): boolean | undefined {
  const words = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const either = (): boolean | undefined => {
    let value = both();
    while (value !== undefined && words[at] === 'or') {
      at++;
      const next = both();
      value = next === undefined ? undefined : value || next;
    }
    return value;
  };
  const both = (): boolean | undefined => {
    let value = single();
    while (value !== undefined && words[at] === 'and') {
      at++;
      const next = single();
      value = next === undefined ? undefined : value && next;
    }
    return value;
  };
  const single = (): boolean | undefined => {
    const word = words[at++];
    if (word === 'not') {
      const value = single();
      return value === undefined ? undefined : !value;
    }
    if (word === '(') {
      const value = either();
      return words[at++] === ')' ? value : undefined;
    }
    if (word === undefined || !/^[A-Za-z_][\w-]*$/.test(word) || ['and', 'or'].includes(word))
      return undefined;
    return tags.has(word);
  };
  const value = either();
  return at === words.length && words.length > 0 ? value : undefined;
}

/**
 * `index`: pandoc joins its entries into one paragraph when it wraps the text (`single: arrays; creation pair: loop;
 * statement`): each typed entry starts at its type's word. `single: a; b` is the term a with the subentry b, `pair:
 * a; b` both ways, `triple:` each of three first, `see: a; b` and `seealso: a; b` a cross-reference from a to b, an
 * entry without a type each of its comma-separated terms; `!` marks the main entry, which Octavo's index does not
 * set apart.
 */
function printIndexEntries(state: StateBlock, startLine: number, end: number): void {
  const written = pandocUnescaped(linesOf(state, startLine + 1, end)).replace(/\s+/g, ' ');
  const entries = written.split(/(?=\b(?:single|pair|triple|see|seealso):)/);
  const marks = entries.flatMap((entry) => indexMarks(entry.trim()));
  if (marks.length > 0) html(state, `${marks.join('')}\n`, startLine);
}

function indexMarks(entry: string): string[] {
  const typed = /^(single|pair|triple|see|seealso):\s*(.*)$/.exec(entry);
  if (!typed) {
    return entry
      .split(',')
      .map((term) => term.trim().replace(/^!/, ''))
      .filter((term) => term !== '')
      .map((term) => indexTermHtml([term]));
  }
  const terms = typed[2]!
    .split(';')
    .map((term) => term.trim().replace(/^!/, ''))
    .filter((term) => term !== '');
  const [a, b, c] = terms;
  if (a === undefined) return [];
  switch (typed[1]) {
    case 'pair':
      return b === undefined ? [indexTermHtml([a])] : [indexTermHtml([a, b]), indexTermHtml([b, a])];
    case 'triple':
      return b === undefined || c === undefined
        ? [indexTermHtml(terms)]
        : [
            indexTermHtml([a, `${b} ${c}`]),
            indexTermHtml([b, `${c}, ${a}`]),
            indexTermHtml([c, `${a} ${b}`]),
          ];
    case 'see':
    case 'seealso':
      return [indexTermHtml([a], b === undefined ? undefined : { kind: typed[1], target: b })];
    default:
      return [indexTermHtml(terms.slice(0, 3))];
  }
}

/** pandoc's Markdown escapes taken off: `\[1\]` is `[1]`, `\'` a quote. */
export function pandocUnescaped(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/**
 * `glossary`: pandoc writes its entries as a definition list. Its terms carry the ids a `:term:` links to, as
 * Sphinx's glossary has them (myst-glossary.ts makes the same for MyST's).
 */
function printGlossary(state: StateBlock, startLine: number, end: number): void {
  const from = state.tokens.length;
  tokenizeNested(state, startLine + 1, end);
  const ids = new Set<string>();
  const added = state.tokens.slice(from);
  added.forEach((token, index) => {
    if (token.type === 'dl_open' && token.level === state.level) token.attrJoin('class', 'glossary');
    const term = added[index + 1];
    if (token.type !== 'dt_open' || term?.type !== 'inline') return;
    const id = glossaryTermId(termWords(state, term.content));
    if (!ids.has(id)) token.attrSet('id', id);
    ids.add(id);
  });
}

/** The words a term shows, its Markdown read (a term in code is its code's text). */
function termWords(state: StateBlock, markdown: string): string {
  const [inline] = state.md.parseInline(markdown, {});
  return (inline?.children ?? [])
    .filter((token: Token) => token.type === 'text' || token.type === 'code_inline')
    .map((token: Token) => token.content)
    .join('');
}

/**
 * `ipython`, `parsed-literal`, `doctest` and the like: rST reads their text as paragraphs, which pandoc writes with
 * its escapes (`In \[1\]:`) and an indented line as a definition (`:   var x`). Their lines are kept: the escapes
 * taken off, a definition's lines indented under the line before, IPython's pseudo-decorators and the inputs it
 * runs without showing (`@suppress`) left out, a first paragraph naming a language (`ipython:: python`) taken as the
 * listing's, a prompt wrapped into the line before it put back on its own. Printed as paragraphs, a session read
 * "In [2]: a + 1 Out[2]: 2".
 */
function printListing(
  state: StateBlock,
  startLine: number,
  end: number,
  name: string,
  language: string,
): void {
  const written = linesOf(state, startLine + 1, end)
    .replace(/\n$/, '')
    .split('\n');
  const lines: string[] = [];
  let listingLanguage = language;
  let suppressed = false;
  for (const [index, line] of written.entries()) {
    if (name === 'ipython' && index === 0 && /^python3?$/.test(line.trim()) && written[1]?.trim() === '') {
      listingLanguage = 'python';
      continue;
    }
    if (line.trim() === '') {
      suppressed = false;
      // A definition's blank line before it is pandoc's, not the text's.
      if (/^:[ \t]{3}/.test(written[index + 1] ?? '')) continue;
    }
    if (suppressed) continue;
    const text = pandocUnescaped(line.replace(/^:[ \t]{3}/, '    '));
    if (name === 'ipython' && IPYTHON_DECORATOR.test(text.trim())) {
      suppressed = text.trim() === '@suppress';
      continue;
    }
    // A session pandoc wrapped (converted without --wrap=preserve) has its prompts run into the line before.
    lines.push(...(name === 'ipython' ? text.split(/(?<=\S) +(?=(?:In|Out) ?\[\d+\]:)/) : [text]));
  }
  while (lines[0]?.trim() === '') lines.shift();
  while (lines.at(-1)?.trim() === '') lines.pop();
  const token = state.push('fence', 'code', 0);
  token.info = listingLanguage;
  token.markup = '```';
  token.content = lines.length > 0 ? `${lines.join('\n')}\n` : '';
  token.map = [startLine, end + 1];
}

/** Sphinx's fields of a whole file (`:orphan:`, `:tocdepth: 2`), which pandoc writes as a definition list at its top. */
const FILE_FIELDS = new Set([
  'orphan',
  'tocdepth',
  'nocomments',
  'nosearch',
  'hide-toc',
  'html_theme.sidebar_secondary.remove',
]);

/**
 * A Sphinx file's fields (`:orphan:`, which keeps Sphinx from warning of a file in no toctree): pandoc writes them as a
 * definition list ("orphan", then an empty definition), at the file's top or where a file holding them is included
 * (scipy-lectures includes its `:orphan:` style sheet in four chapters). It opened the chapter with the word above
 * its title. They tell Sphinx how to build the page and print nothing.
 */
export const sphinxFileFields = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('block', 'sphinx_file_fields', (state) => {
    if ((state.env as SphinxEnv).sphinx !== true) return;
    const tokens = state.tokens;
    for (let open = tokens.length - 1; open >= 0; open--) {
      if (tokens[open]!.type !== 'dl_open') continue;
      const level = tokens[open]!.level;
      const close = tokens.findIndex(
        (token, at) => at > open && token.type === 'dl_close' && token.level === level,
      );
      const list = tokens.slice(open, close);
      const terms = list.filter((token, at) => list[at - 1]?.type === 'dt_open' && token.type === 'inline');
      if (close === -1 || terms.length === 0 || terms.some((term) => !FILE_FIELDS.has(term.content.trim())))
        continue;
      tokens.splice(open, close - open + 1);
    }
  });
};

/** A doctest block's first line, as pandoc escapes it: `\>\>\> import numpy as np`. */
const DOCTEST = /^\\?>\\?>\\?>(?:[ \t]|$)/;

/**
 * rST's doctest blocks (a paragraph of `>>>` lines and their output, 181 lines of scipy-lectures): pandoc 2 reads them
 * as paragraphs, which the book printed as prose, the session run into one line. Each is a listing of its lines.
 */
export const sphinxDoctestBlocks = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('block', 'sphinx_doctest_blocks', (state) => {
    if ((state.env as SphinxEnv).sphinx !== true) return;
    const tokens = state.tokens;
    for (let at = 0; at < tokens.length - 2; at++) {
      const [open, inline] = [tokens[at]!, tokens[at + 1]!];
      if (open.type !== 'paragraph_open' || inline.type !== 'inline' || !DOCTEST.test(inline.content))
        continue;
      const listing = new state.Token('fence', 'code', 0);
      listing.info = 'pycon';
      listing.markup = '```';
      listing.block = true;
      listing.level = open.level;
      listing.content = `${pandocUnescaped(inline.content)}\n`;
      if (open.map) listing.map = open.map;
      listing.meta = { listingBody: open.map?.[0] };
      tokens.splice(at, 3, listing);
    }
  });
};
