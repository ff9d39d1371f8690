import { DomNode, ElementNode, element, text, textContent } from '../dom/html-dom';
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
