/**
 * O'Reilly's Jupyter Book conversion (jupyter-book-to-htmlbook) makes a code cell tagged `example` a formal,
 * numbered Example: its first comment line names it (the id cross-references use), its second is its title, and
 * both are taken out of the listing; the cell's output goes inside the Example with it.
 */
export interface FormalExample {
  id: string;
  title: string;
  /** The cell's code without the two comment lines. */
  code: string;
  /** How many lines were taken off the top: the listing's first line is the cell's line this many below its first. */
  linesTaken: number;
}

/** `# name`, `// name`, `-- name`, `% name`: a line comment in the languages notebooks run, and its text. */
const COMMENT = /^\s*(?:#+|\/\/+|--|%+)\s?(.*)$/;

/** R cells run through rpy2 open with `%%R`; the comments follow it and the marker stays, as the conversion keeps it. */
const CELL_MAGIC = /^\s*%%\w+/;

export function formalExample(source: string): FormalExample | undefined {
  const lines = source.replace(/^\n+/, '').split('\n');
  const magic = CELL_MAGIC.test(lines[0] ?? '') ? lines.shift() : undefined;
  const [first, second] = [COMMENT.exec(lines[0] ?? ''), COMMENT.exec(lines[1] ?? '')];
  const id = first?.[1]?.trim().split(/\s+/)[0];
  const title = second?.[1]?.trim();
  if (!id || !title) return undefined;
  const rest = lines.slice(2).join('\n').replace(/^\n+/, '');
  const leading = source.length - source.replace(/^\n+/, '').length;
  return {
    id,
    title,
    code: magic === undefined ? rest : `${magic}\n${rest}`,
    // After a cell magic the listing starts with it, two lines above the code it is followed by: close enough for
    // a warning's line.
    linesTaken: leading + 2,
  };
}
