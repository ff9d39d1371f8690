/**
 * TeX commands real bibliographies hold that citation-js's BibTeX reader does not know, and prints as written
 * (`\relax Ch`, `\textcolorred!50C`): taught to its reader as LaTeX prints them. Its own tables are extended rather
 * than the text rewritten, so its parser still decides where each command's arguments end.
 */

/** Commands without arguments: what each prints. `\ ` (a control space) reaches the reader as the command ''. */
const TEXT_COMMANDS: Readonly<Record<string, string>> = {
  relax: '',
  protect: '',
  xspace: '',
  '-': '',
  '': ' ',
  ',': '\u202f',
  ldots: '\u2026',
  dots: '\u2026',
  TeX: 'TeX',
  LaTeX: 'LaTeX',
  LaTeXe: 'LaTeX2\u03b5',
  BibTeX: 'BibTeX',
};

/** Commands with arguments (as many as each function takes): what each prints of them. */
const ARGUMENT_COMMANDS: Readonly<Record<string, (...args: string[]) => string>> = {
  mbox: (text) => text,
  hbox: (text) => text,
  ensuremath: (text) => text,
  nolinkurl: (text) => text,
  textcolor: (_colour, text) => text,
  colorbox: (_colour, text) => text,
  color: () => '',
  hyphenation: () => '',
  lowercase: (text) => text.toLowerCase(),
  MakeLowercase: (text) => text.toLowerCase(),
  uppercase: (text) => text.toUpperCase(),
  MakeUppercase: (text) => text.toUpperCase(),
};

export interface BibtexConstants {
  commands: Record<string, string>;
  argumentCommands: Record<string, (...args: string[]) => string>;
}

/** Adds the commands above to the reader's tables, leaving any it knows itself as it reads them. */
export function teachTexCommands(constants: BibtexConstants): void {
  for (const [name, text] of Object.entries(TEXT_COMMANDS))
    if (!(name in constants.commands)) constants.commands[name] = text;
  for (const [name, read] of Object.entries(ARGUMENT_COMMANDS))
    if (!(name in constants.argumentCommands)) constants.argumentCommands[name] = read;
}

/** The sort-key macros bibliographies define in their @preamble (`\newcommand{\noopsort}[1]{}`): they print nothing. */
const SORT_KEY = String.raw`\\(?:noopsort|SortNoop|sortnoop|noop)[ \t]*\{[^{}\n]*\}`;

/**
 * What the reader's tables cannot teach it, rewritten in the text before it reads it (nothing else in the text
 * moves: line numbers stay). `{\relax Ch}ristopher` is BibTeX's way of making a name's first letters one "special
 * character" whose case is its letters' (upper: a given name, not a "von" part); without the command its braces would
 * hide that case, so the group is its letters. A sort key (`{\noopsort{1973b}}1973`) goes, with the braces around
 * it, also from the year, which the reader takes as written.
 */
export function withoutRelaxGroupsOrSortKeys(text: string): string {
  return text
    .replace(/\{\\relax[ \t]+([^{}\\\n]*)\}/g, '$1')
    .replace(new RegExp(String.raw`\{[ \t]*${SORT_KEY}[ \t]*\}|${SORT_KEY}`, 'g'), '');
}
