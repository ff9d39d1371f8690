import { DomNode, ElementNode, isHeading, textContent } from '../dom/html-dom';
import { ID_ALIASES } from '../sources/markdown';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { MACRO_DEFINITION } from '../sources/pandoc-math-macros';
import { markupExcerpt } from './markup-excerpt';

/** `\begin{table} … \end{table}`: a LaTeX environment, the whole paragraph. */
const ENVIRONMENT = /^\\begin\{([A-Za-z]+\*?)\}[\s\S]*\\end\{\1\}$/;
/** `\aosafigure[240pt]{file.png}{Caption}{label}`: one command and its arguments, the whole paragraph. */
const COMMAND = /^\\([A-Za-z]+)\*?(?:\s*(?:\[[^\]]*\]|\{[\s\S]*\}))*$/;
/** Page breaks are kept: they are read as the book's page breaks (see page-breaks.ts). */
const PAGE_BREAKS = new Set(['newpage', 'pagebreak', 'clearpage', 'cleardoublepage']);
/** Math environments are math, converted as such. */
const MATH_ENVIRONMENTS = /^(?:equation|align|alignat|gather|multline|eqnarray|displaymath|math|split)\*?$/;

/**
 * Paragraphs of raw LaTeX in Markdown (`\begin{table}…\end{table}`, a book's own `\aosafigure{…}` macro) are for
 * pandoc's LaTeX PDF only: pandoc leaves them out of HTML and EPUB, and no output of Octavo runs LaTeX. They are
 * left out here too, not printed as TeX source, and the author is told once per file, at the first, with how many.
 */
export function withoutRawLatexBlocks(nodes: DomNode[], file: string, warnings: BookWarning[]): DomNode[] {
  const found: { markup: string; at: SourceLocation | undefined; count: number }[] = [];
  const setup: { markup: string; at: SourceLocation | undefined }[] = [];
  let before: ElementNode | undefined;
  const kept = nodes.filter((node) => {
    const previous = before;
    if (node.type === 'element') before = node;
    if (node.type === 'element' && previous && isHeading(previous) && nameHeading(previous, node))
      return false;
    const markup = node.type === 'element' ? rawLatexParagraph(node) : undefined;
    if (markup === undefined) return true;
    const at = node.type === 'element' ? node.loc : undefined;
    if (isLatexSetup(markup)) setup.push({ markup, at });
    else if (markup !== '') found.push({ markup, at, count: commandsIn(markup) });
    return false;
  });
  if (setup.length > 0) warnings.push(latexSetupWarning(setup, file));
  if (found.length === 0) return kept;
  const [first] = found;
  const shown = markupExcerpt(first!.markup);
  const count = found.reduce((sum, each) => sum + each.count, 0);
  const figure = markdownFigure(first!.markup);
  warnings.push(
    warning(
      'source',
      first!.at ?? file,
      `${shown} is raw LaTeX, which pandoc passes to LaTeX only and leaves out of HTML and EPUB: it is left out ` +
        `here too` +
        (count > 1 ? ` (${count} LaTeX commands or environments in this file, the first here)` : '') +
        (figure
          ? `; to have it in the book, write it in Markdown: ${figure}`
          : '; to have it in the book, write what it makes in Markdown (an image, a table)'),
      first!.markup,
    ),
  );
  return kept;
}

/**
 * LaTeX's setup commands: they set how LaTeX typesets what follows (listings, colours, lengths, packages) and print
 * nothing themselves.
 */
const SETUP_COMMANDS = new Set([
  'usepackage',
  'RequirePackage',
  'lstset',
  'lstdefinestyle',
  'lstdefinelanguage',
  'definecolor',
  'colorlet',
  'hypersetup',
  'captionsetup',
  'setlength',
  'addtolength',
  'setcounter',
  'pagestyle',
  'thispagestyle',
  'pagenumbering',
  'geometry',
  'graphicspath',
  'setmainfont',
  'setsansfont',
  'setmonofont',
  'newfontfamily',
  'fvset',
  'sisetup',
  'tcbset',
  'floatplacement',
]);

/** Whether a paragraph of raw LaTeX is only setup commands, each line of it that opens a command one of them. */
function isLatexSetup(markup: string): boolean {
  const commands = markup
    .split('\n')
    .map((line) => /^\s*\\([A-Za-z]+)/.exec(line)?.[1])
    .filter((name) => name !== undefined);
  return markup.startsWith('\\') && commands.length > 0 && commands.every((name) => SETUP_COMMANDS.has(name));
}

/**
 * BookFun opens a chapter with `\lstset{…}`, which sets how its LaTeX PDF prints listings and makes nothing: told to
 * write what it makes, the author had nothing to write. It is named as setup, left out with nothing lost from the
 * text, once per file at the first; the metadata's header-includes is where pandoc's PDF reads it, unwarned.
 */
function latexSetupWarning(
  setup: { markup: string; at: SourceLocation | undefined }[],
  file: string,
): BookWarning {
  const [first] = setup;
  return warning(
    'source',
    first!.at ?? file,
    `${markupExcerpt(first!.markup)} is LaTeX setup, which only sets how pandoc's LaTeX PDF typesets and prints ` +
      'nothing: it is left out here, where LaTeX typesets nothing, and no text is missing' +
      (setup.length > 1 ? ` (${setup.length} such paragraphs in this file, the first here)` : '') +
      "; to keep it for pandoc's PDF without this warning, move it to header-includes in the book's metadata",
    first!.markup,
  );
}

/** `\label{sec:kilns}` alone on the line under a heading: LaTeX's name for that section. */
const LABEL_ONLY = /^\\label\{([^{}\s]+)\}$/;

/**
 * A paragraph that is only `\label{…}`, under a heading (pandoc's LaTeX puts it right after the `\section`, which
 * it names there): the heading is known by that name too, and the paragraph printed nothing, so it says nothing.
 */
function nameHeading(heading: ElementNode, el: ElementNode): boolean {
  const label = el.name === 'p' ? LABEL_ONLY.exec(textContent(el).trim()) : null;
  if (!label) return false;
  const known = heading.attrs.get(ID_ALIASES)?.split(/\s+/).filter(Boolean) ?? [];
  heading.attrs.set(ID_ALIASES, [...known, label[1]!].join(' '));
  return true;
}

function rawLatexParagraph(el: ElementNode): string | undefined {
  if (el.name !== 'p') return undefined;
  const written = textContent(el).trim();
  if (!written.startsWith('\\')) return undefined;
  // `\newcommand{\RR}{…}` lines define the formulas' macros (pandoc's latex_macros, pandoc-math-macros.ts): used, not lost.
  if (written.split('\n').every((line) => MACRO_DEFINITION.test(line))) return '';
  // `\frontmatter`, `\mainmatter`, `\backmatter` (bookdown's Krantz books) set how LaTeX's book class numbers the
  // pages from there (roman, then arabic), as a book's divisions do in every Octavo PDF: done, not lost.
  if (/^(?:\\(?:front|main|back)matter\s*)+$/.test(written)) return '';
  const environment = ENVIRONMENT.exec(written);
  if (environment) return MATH_ENVIRONMENTS.test(environment[1]!) ? undefined : written;
  const command = COMMAND.exec(written);
  if (command && !PAGE_BREAKS.has(command[1]!)) return written;
  return undefined;
}

/**
 * How many commands or environments a paragraph of raw LaTeX holds: 500 Lines or Less writes two
 * `\aosafigure{…}` lines in one paragraph where two figures stand side by side.
 */
function commandsIn(markup: string): number {
  if (ENVIRONMENT.test(markup)) return 1;
  const name = COMMAND.exec(markup)?.[1];
  return name ? markup.match(new RegExp(`\\\\${name}(?![A-Za-z])`, 'g'))!.length : 1;
}

/** `\aosafigure[240pt]{img/a.png}{A caption}{fig.a}`: a book's figure macro, its arguments plain. */
const FIGURE_MACRO =
  /^\\[A-Za-z]+\*?(?:\[\s*([\d.]+(?:pt|px|cm|mm|in|em|%))\s*\])?\{([^{}\s]+\.(?:png|jpe?g|gif|svg|webp))\}\{([^{}\\]*)\}\{([^{}\s]+)\}/i;

/** The Markdown for a figure macro whose arguments are plain: `![A caption](img/a.png){#fig.a width=240pt}`. */
function markdownFigure(markup: string): string | undefined {
  const macro = FIGURE_MACRO.exec(markup);
  if (!macro) return undefined;
  const [, width, path, caption, label] = macro;
  return `![${caption!.trim()}](${path}){#${label}${width ? ` width=${width}` : ''}}`;
}
