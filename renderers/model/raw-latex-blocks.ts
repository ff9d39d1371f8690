import { DomNode, ElementNode, textContent } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { MACRO_DEFINITION } from '../sources/pandoc-math-macros';
import { markupExcerpt } from './markup-excerpt';

/** `\begin{table} … \end{table}`: a LaTeX environment, the whole paragraph. */
const ENVIRONMENT = /^\\begin\{([A-Za-z]+\*?)\}[\s\S]*\\end\{\1\}$/;
/** `\aosafigure[240pt]{file.png}{Caption}{label}`: one command and its arguments, the whole paragraph. */
const COMMAND = /^\\([A-Za-z]+)\*?(?:\s*(?:\[[^\]]*\]|\{[\s\S]*\}))*$/;
/** Page breaks are kept: they are read as the book's page breaks (see page-breaks.ts). */
const PAGE_BREAKS = new Set(['newpage', 'pagebreak', 'clearpage']);
/** Math environments are math, converted as such. */
const MATH_ENVIRONMENTS = /^(?:equation|align|alignat|gather|multline|eqnarray|displaymath|math|split)\*?$/;

/**
 * Paragraphs of raw LaTeX in Markdown (`\begin{table}…\end{table}`, a book's own `\aosafigure{…}` macro) are for
 * pandoc's LaTeX PDF only: pandoc leaves them out of HTML and EPUB, and no output of Octavo runs LaTeX. They are
 * left out here too, not printed as TeX source, and the author is told once per file, at the first, with how many.
 */
export function withoutRawLatexBlocks(nodes: DomNode[], file: string, warnings: BookWarning[]): DomNode[] {
  const found: { markup: string; at: SourceLocation | undefined }[] = [];
  const kept = nodes.filter((node) => {
    const markup = node.type === 'element' ? rawLatexParagraph(node) : undefined;
    if (markup === undefined) return true;
    if (markup !== '') found.push({ markup, at: node.type === 'element' ? node.loc : undefined });
    return false;
  });
  if (found.length === 0) return kept;
  const [first] = found;
  const shown = markupExcerpt(first!.markup);
  warnings.push(
    warning(
      'source',
      first!.at ?? file,
      `${shown} is raw LaTeX, which pandoc passes to LaTeX only and leaves out of HTML and EPUB: it is left out ` +
        `here too` +
        (found.length > 1 ? ` (${found.length} such paragraphs in this file, the first here)` : '') +
        '; to have it in the book, write what it makes in Markdown (an image, a table)',
      first!.markup,
    ),
  );
  return kept;
}

function rawLatexParagraph(el: ElementNode): string | undefined {
  if (el.name !== 'p') return undefined;
  const written = textContent(el).trim();
  if (!written.startsWith('\\')) return undefined;
  // `\newcommand{\RR}{…}` lines define the formulas' macros (pandoc's latex_macros, pandoc-math-macros.ts): used, not lost.
  if (written.split('\n').every((line) => MACRO_DEFINITION.test(line))) return '';
  const environment = ENVIRONMENT.exec(written);
  if (environment) return MATH_ENVIRONMENTS.test(environment[1]!) ? undefined : written;
  const command = COMMAND.exec(written);
  if (command && !PAGE_BREAKS.has(command[1]!)) return written;
  return undefined;
}
