import { DomNode, ElementNode, element, isBlank, text, textContent } from '../dom/html-dom';
import { LATEX_BREAK } from './page-breaks';
import { CITATION_MARK } from '../sources/pandoc-citations';
import { BookWarning, SourceLocation, warning } from '../warnings';

/** `\figref{fig.kiln}`, `\textbf[x]{y}`: a LaTeX command with its first argument, in running text. */
const COMMAND = /\\([A-Za-z]+)\*?(?:\[[^\]\n]*\])?\{[^{}\n]+\}?/g;
/** Where a command is the text itself, not LaTeX to be run: code, formulas (their TeX annotation), citations. */
const LITERAL = new Set(['code', 'pre', 'kbd', 'samp', 'math', 'script', 'style']);

/**
 * LaTeX commands inside a paragraph of Markdown (`\figref{…}`, a book's own `\secref{…}` macro) are raw TeX to
 * pandoc: its LaTeX PDF runs them, its HTML and EPUB leave them out. Octavo prints them as written, which shows
 * the reader TeX source: the author is told, once per file at the first, with how many, to write them in Markdown.
 * Formulas, code and citations (warned of on their own) are not counted. On a MyST page (`tool` 'myst') the command
 * is outside any formula, which Jupyter Book prints as written too: the warning says so, not what pandoc does.
 */
export function warnAboutInlineLatexCommands(
  nodes: DomNode[],
  file: string,
  warnings: BookWarning[],
  tool: 'pandoc' | 'myst' = 'pandoc',
): void {
  const found: { command: string; at: SourceLocation | undefined }[] = [];
  // An element the converter located starts a scope; its text's line breaks count the lines down from there.
  const visit = (list: DomNode[], scope: { at: SourceLocation | undefined; lines: number }) => {
    for (const node of list) {
      const inner = node.type === 'element' && node.loc ? { at: node.loc, lines: 0 } : scope;
      if (node.type === 'text') {
        for (const command of node.value.matchAll(COMMAND)) {
          const down = scope.lines + lineBreaks(node.value.slice(0, command.index));
          const line = scope.at?.line;
          found.push({
            command: command[0],
            at: line === undefined ? scope.at : { ...scope.at!, line: line + down },
          });
        }
        scope.lines += lineBreaks(node.value);
      } else if (isLiteral(node)) {
        scope.lines += inner === scope ? lineBreaks(textContent(node)) : 0;
      } else {
        visit(node.children, inner);
      }
    }
  };
  visit(nodes, { at: undefined, lines: 0 });
  if (found.length === 0) return;
  const [first] = found;
  const counted =
    found.length > 1 ? ` (${found.length} LaTeX commands in the text of this file, the first here)` : '';
  warnings.push(
    warning(
      'source',
      first!.at ?? file,
      tool === 'myst'
        ? `${first!.command} is a LaTeX command outside any formula, which Jupyter Book prints as written, as it is ` +
            `printed here${counted}; put it inside a formula ($…$), or write what it makes in MyST Markdown (a link, ` +
            'a cross-reference such as {numref}`fig-id`, **bold**)'
        : `${first!.command} is a LaTeX command, which pandoc passes to LaTeX only and leaves out of HTML and EPUB: ` +
            `it is printed here as written${counted}; write what it makes in Markdown (a link, a cross-reference ` +
            'such as [Figure 2](#fig-id), **bold**)',
      first!.command,
    ),
  );
}

/**
 * LaTeX's text commands whose output is plain to print: the words in a box (`\mbox{subsetting}` in Advanced R's
 * headings, there to keep them from hyphenating), bold, italic, typewriter, underlined. None are ever run.
 */
const TEXT_COMMANDS: Record<string, string | null> = {
  mbox: null,
  hbox: null,
  text: null,
  textrm: null,
  textnormal: null,
  textup: null,
  textmd: null,
  textsf: null,
  textbf: 'strong',
  emph: 'em',
  textit: 'em',
  textsl: 'em',
  texttt: 'code',
  underline: 'u',
};

/** `\textbf{words}`: a text command over words with no markup of their own (no braces, backslashes or dollars). */
const TEXT_COMMAND =
  /\\(mbox|hbox|text|textrm|textnormal|textup|textmd|textsf|textbf|emph|textit|textsl|texttt|underline)\{([^{}\\$\n]+)\}/g;

/**
 * Prints LaTeX's text commands in a Markdown book's running text as its LaTeX PDF prints them (`\mbox{subsetting}`
 * as "subsetting", `\textbf{x}` bold), where pandoc's HTML leaves them out and Octavo printed their source. Code,
 * formulas and citations keep theirs. Other commands are left for warnAboutInlineLatexCommands to name.
 */
export function typesetLatexTextCommands(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node): DomNode[] => {
    if (node.type === 'element') {
      if (!isLiteral(node)) node.children = typesetLatexTextCommands(node.children);
      return [node];
    }
    if (!node.value.includes('\\')) return [node];
    const made: DomNode[] = [];
    let from = 0;
    for (const match of node.value.matchAll(TEXT_COMMAND)) {
      // Inside another command's braces (`\\textbf{\\emph{x}}`) it is that command's to run: left, and named.
      if (unclosedBraces(node.value.slice(0, match.index))) continue;
      if (match.index > from) made.push(text(node.value.slice(from, match.index)));
      const wrapper = TEXT_COMMANDS[match[1]!];
      made.push(wrapper ? element(wrapper, {}, [text(match[2]!)]) : text(match[2]!));
      from = match.index + match[0].length;
    }
    if (from === 0) return [node];
    if (from < node.value.length) made.push(text(node.value.slice(from)));
    return made;
  });
}

/** LaTeX's page breaks, which start a new page (`\pagebreak[4]` with its optional urgency). */
const PAGE_BREAK_COMMANDS = 'newpage|clearpage|cleardoublepage|pagebreak';
/** LaTeX's forced line breaks. */
const LINE_BREAK_COMMANDS = new Set(['newline', 'linebreak']);
/**
 * LaTeX's commands that only space, indent or align the printed page: tuned to pandoc's LaTeX layout, they mean
 * nothing in another one, and pandoc's HTML leaves them out.
 */
const LAYOUT_COMMANDS =
  'noindent|indent|smallskip|medskip|bigskip|smallbreak|medbreak|bigbreak|vfill|hfill|vfil|hfil|centering|' +
  'raggedright|raggedleft|nopagebreak|nolinebreak|allowbreak|goodbreak|filbreak|strut';
const BARE_NAMES = `${PAGE_BREAK_COMMANDS}|newline|linebreak|${LAYOUT_COMMANDS}`;
/**
 * One of those commands, which take no argument: after the start of the text, a space or another of them
 * (BookFun's `\strut\vfill`; a Windows path's `C:\Users\newline` is no command), ended by a character other than a
 * letter, with the spaces after it that LaTeX swallows.
 */
const BARE_COMMAND = new RegExp(
  `(?<=^|\\s|\\\\(?:${BARE_NAMES}))\\\\(${BARE_NAMES})(?:\\[\\d\\])?(?![A-Za-z])[ \\t]*`,
  'g',
);
/** A page break as the first or last thing in a paragraph's text. */
const LEADING_PAGE_BREAK = new RegExp(`^\\s*\\\\(?:${PAGE_BREAK_COMMANDS})(?:\\[\\d\\])?(?![A-Za-z])\\s*`);
const TRAILING_PAGE_BREAK = new RegExp(`(?<=^|\\s)\\\\(?:${PAGE_BREAK_COMMANDS})(?:\\[\\d\\])?\\s*$`);
const PAGE_BREAK_NAME = new RegExp(`^(?:${PAGE_BREAK_COMMANDS})$`);

/**
 * LaTeX's commands without an argument in a Markdown book's running text, which pandoc's PDF runs and its HTML
 * leaves out, and Octavo printed as written (500 Lines or Less: 16 `\newpage`, 14 `\newline`, 12 `\noindent`):
 * a page break that starts or ends a paragraph breaks the page before or after it (as a paragraph of only
 * `\newpage` does, see page-breaks.ts), `\newline` and `\linebreak` break the line, and the commands that only
 * space, indent or align are left out. A page break inside a paragraph's text has no place to go in a page
 * layout of blocks: it is left out, and the author told once per file, at the first, with how many.
 */
export function typesetBareLatexCommands(nodes: DomNode[], file: string, warnings: BookWarning[]): DomNode[] {
  const unbroken: { command: string; at: SourceLocation | undefined }[] = [];
  const visit = (list: DomNode[], scope: { at: SourceLocation | undefined; lines: number }): DomNode[] =>
    list.flatMap((node): DomNode[] => {
      if (node.type === 'element') {
        const inner = node.loc ? { at: node.loc, lines: 0 } : scope;
        // A paragraph of only a page break is a marker already (page-breaks.ts).
        if (isLiteral(node) || (node.name === 'p' && LATEX_BREAK.test(textContent(node)))) {
          scope.lines += inner === scope ? lineBreaks(textContent(node)) : 0;
          return [node];
        }
        const breaks = node.name === 'p' ? paragraphPageBreaks(node) : { before: false, after: false };
        node.children = visit(node.children, inner);
        if ((breaks.before || breaks.after) && isBlank(node.children)) return [pageBreakMarker()];
        return [
          ...(breaks.before ? [pageBreakMarker()] : []),
          node,
          ...(breaks.after ? [pageBreakMarker()] : []),
        ];
      }
      if (!node.value.includes('\\')) {
        scope.lines += lineBreaks(node.value);
        return [node];
      }
      const made: DomNode[] = [];
      let from = 0;
      for (const match of node.value.matchAll(BARE_COMMAND)) {
        if (match.index > from) made.push(text(node.value.slice(from, match.index)));
        const name = match[1]!;
        if (LINE_BREAK_COMMANDS.has(name)) made.push(element('br', {}, []));
        else if (PAGE_BREAK_NAME.test(name)) {
          const line = scope.at?.line;
          const down = scope.lines + lineBreaks(node.value.slice(0, match.index));
          const at = line === undefined ? scope.at : { ...scope.at!, line: line + down };
          unbroken.push({ command: `\\${name}`, at });
        }
        from = match.index + match[0].length;
      }
      scope.lines += lineBreaks(node.value);
      if (from === 0) return [node];
      if (from < node.value.length) made.push(text(node.value.slice(from)));
      return made;
    });
  const typeset = visit(nodes, { at: undefined, lines: 0 });
  if (unbroken.length > 0) {
    const counted = unbroken.length > 1 ? ` (${unbroken.length} in this file, the first here)` : '';
    warnings.push(
      warning(
        'source',
        unbroken[0]!.at ?? file,
        `${unbroken[0]!.command}, a LaTeX page break inside a paragraph, is left out${counted}: the pages break ` +
          `only between blocks; to break the page here, end the paragraph there and put ${unbroken[0]!.command} ` +
          'on a line of its own, with a blank line before and after it',
        unbroken[0]!.command,
      ),
    );
  }
  return typeset;
}

/**
 * Takes a page break off the start or end of a paragraph's text (`…passes immediately. \newpage`), saying where
 * it was.
 */
function paragraphPageBreaks(p: ElementNode): { before: boolean; after: boolean } {
  const first = p.children[0];
  const last = p.children[p.children.length - 1];
  const before = first?.type === 'text' && LEADING_PAGE_BREAK.test(first.value);
  if (before) first.value = first.value.replace(LEADING_PAGE_BREAK, '');
  const after = last?.type === 'text' && TRAILING_PAGE_BREAK.test(last.value);
  if (after) last.value = last.value.replace(TRAILING_PAGE_BREAK, '');
  return { before, after };
}

/** The empty block a page break is marked with, as Asciidoctor writes `<<<` (page-breaks.ts makes the break). */
function pageBreakMarker(): ElementNode {
  return element('div', { class: 'page-break' }, []);
}

function unclosedBraces(before: string): boolean {
  let depth = 0;
  for (const char of before) depth += char === '{' ? 1 : char === '}' && depth > 0 ? -1 : 0;
  return depth > 0;
}

function lineBreaks(text: string): number {
  return text.split('\n').length - 1;
}

function isLiteral(el: ElementNode): boolean {
  return LITERAL.has(el.name) || el.attrs.has(CITATION_MARK);
}
