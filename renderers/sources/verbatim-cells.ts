import { ExpandedMarkdown, expandedLines } from './expanded-lines';

/** A verbatim cell's fence: ```` ```{{python}} ```` (knitr's and Quarto's way to show a cell unrun, fences and all). */
const VERBATIM_CELL = /^([ \t]{0,3})(`{3,}|~{3,})[ \t]*\{\{([^{}]*)\}\}[ \t]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

function closes(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(fence) && [...trimmed].every((c) => c === fence[0]);
}

/**
 * A Quarto or R Markdown page's verbatim cells, as Quarto and knitr print them: a cell opened with ```` ```{{r}} ````
 * is shown as written, its fences included, with one pair of braces less (```` ```{r} ````); inside a listing (a
 * ````` ````markdown ````` example of a page), such a fence line is printed the same way. Read as written, the cell
 * printed its code alone and the listing showed braces the reader must not copy.
 */
export function showVerbatimCells(text: string, path: string): ExpandedMarkdown {
  const same: ExpandedMarkdown = { text, lineOf: (line) => line };
  if (!/\.(?:qmd|rmd)$/i.test(path) || !text.includes('{{')) return same;
  const produced: string[][] = [];
  let open: { fence: string; outer?: string } | undefined;
  let changed = false;
  for (const line of text.split('\n')) {
    const cell = VERBATIM_CELL.exec(line);
    const unescaped = cell ? `${cell[1]}${cell[2]}{${cell[3]}}` : line;
    if (open === undefined) {
      if (cell) {
        // The cell as a listing of its own, in a fence longer than the cell's.
        const outer = cell[1]! + cell[2]![0]!.repeat(cell[2]!.length + 1);
        open = { fence: cell[2]!, outer };
        produced.push([outer, unescaped]);
        changed = true;
        continue;
      }
      const fence = FENCE.exec(line)?.[1];
      if (fence) open = { fence };
      produced.push([line]);
      continue;
    }
    if (closes(line, open.fence)) {
      produced.push(open.outer ? [line, open.outer] : [line]);
      open = undefined;
      continue;
    }
    changed ||= cell !== null;
    produced.push([unescaped]);
  }
  return changed ? expandedLines(produced) : same;
}
