import { BookWarning, warning } from '../warnings';

/** Where a stylesheet leaves something open at its end, as browsers find it (CSS Syntax 3: blocks close at the end). */
export interface UnclosedCss {
  /** The stylesheet with what it left open closed: a comment, a string, then each block, innermost first. */
  css: string;
  /** 1-based line of the outermost block never closed, and the text before its `{` (its selector or at-rule). */
  block?: { line: number; prelude: string };
  /** 1-based line of a comment never closed. */
  comment?: number;
}

/**
 * A book's stylesheet that ends inside a block (a missing `}`) or a comment is closed at its end, where a browser
 * closes it when the sheet stands alone. Octavo writes its own rules after the book's (the PDF's folio sheet,
 * `theme/<format>/*.css` files joined): left open, the book's last block swallowed them, and the folio sheet
 * printed one page instead of one a page of the book.
 */
export function closeUnclosedCss(css: string): UnclosedCss {
  const open: number[] = [];
  let comment: number | undefined;
  let quote: string | undefined;
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote || c === '\n') quote = undefined;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) {
        comment = i;
        break;
      }
      i = end + 1;
    } else if (c === '\\') i++;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '{') open.push(i);
    else if (c === '}') open.pop();
    i++;
  }
  if (open.length === 0 && comment === undefined && !quote) return { css };
  const closers = (comment !== undefined ? '*/' : '') + (quote ?? '') + '\n' + '}'.repeat(open.length) + '\n';
  const result: UnclosedCss = { css: css + closers };
  if (open.length > 0) {
    const start = preludeStart(css, open[0]!);
    const prelude = css.slice(start, open[0]).replace(/\s+/g, ' ').trim();
    result.block = {
      line: lineAt(css, start + (/^\s*/.exec(css.slice(start))?.[0].length ?? 0)),
      prelude: prelude.length > 60 ? `${prelude.slice(0, 57)}…` : prelude,
    };
  }
  if (comment !== undefined) result.comment = lineAt(css, comment);
  return result;
}

/** The theme file `path` closed as {@link closeUnclosedCss} does, the author told where and what to add. */
export function closedThemeCss(css: string, path: string, warnings: BookWarning[]): string {
  const closed = closeUnclosedCss(css);
  if (closed.block) {
    warnings.push(
      warning(
        'theme',
        { file: path, line: closed.block.line },
        `the rule \`${closed.block.prelude} {\` is never closed: browsers read every rule after it as nested inside it ` +
          `(styling only what is within it), and Octavo closes it at the end of the file; add the missing "}"`,
      ),
    );
  }
  if (closed.comment !== undefined) {
    warnings.push(
      warning(
        'theme',
        { file: path, line: closed.comment },
        'a comment opened here is never closed: everything after it is left out of the stylesheet; add the missing "*/"',
      ),
    );
  }
  return closed.css;
}

function lineAt(css: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (css.charCodeAt(i) === 10) line++;
  return line;
}

/** Where the rule whose `{` is at `brace` begins: after the rule, declaration or comment before it. */
function preludeStart(css: string, brace: number): number {
  const commentEnd = css.lastIndexOf('*/', brace - 1);
  return (
    Math.max(
      css.lastIndexOf('}', brace - 1),
      css.lastIndexOf(';', brace - 1),
      commentEnd === -1 ? -1 : commentEnd + 1,
    ) + 1
  );
}
