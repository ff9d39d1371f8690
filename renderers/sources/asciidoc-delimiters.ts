/** A delimited block that opens in a file and is still open at its last line. */
export interface UnclosedBlock {
  /** 1-based line of the opening delimiter. */
  line: number;
  delimiter: string;
  /** What Asciidoctor calls the block: listing, literal, example, … */
  name: string;
  /** A later line of the same character but another length: most likely the intended end. */
  nearMiss?: { line: number; delimiter: string };
}

interface BlockKind {
  name: string;
  /** Nothing inside opens a block: only the same delimiter ends it. */
  verbatim: boolean;
}

/** The blocks delimited by four or more of one character, by that character. */
const RUNS: Record<string, BlockKind> = {
  '-': { name: 'listing', verbatim: true },
  '.': { name: 'literal', verbatim: true },
  '=': { name: 'example', verbatim: false },
  '*': { name: 'sidebar', verbatim: false },
  _: { name: 'quote', verbatim: false },
  '+': { name: 'passthrough', verbatim: true },
  '/': { name: 'comment', verbatim: true },
};

/** Asciidoctor's delimited blocks: four or more of one character (`--` exactly, tables `|===`, fences ```). */
function kindOf(line: string): BlockKind | undefined {
  if (line === '--') return { name: 'open', verbatim: false };
  if (/^```/.test(line)) return { name: 'fenced code', verbatim: true };
  if (/^[|,:!]={3,}$/.test(line)) return { name: 'table', verbatim: false };
  if (!/^(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,}|\+{4,}|\/{4,})$/.test(line)) return undefined;
  return RUNS[line[0]!];
}

/**
 * A line of one of `=-~^+` under a line of text about as long is a section title written Setext-style (the
 * legacy syntax O'Reilly's books use: `Processes` over `---------`), not a block delimiter.
 */
function underlinesTitle(line: string, previous: string | undefined): boolean {
  if (previous === undefined || !/^([=\-~^+])\1+$/.test(line)) return false;
  const title = previous.trimEnd();
  if (!/\w/.test(title) || /^[.[]/.test(title) || kindOf(title)) return false;
  return Math.abs([...title].length - line.length) < 2;
}

/**
 * The delimited blocks a file leaves open at its end. Included into a book, Asciidoctor reads on through the
 * files after it as the block's content, and reports only the last block left open, far from the cause (a
 * listing opened with `-----` and "closed" with `----`).
 */
export function unclosedBlocks(lines: readonly string[]): UnclosedBlock[] {
  const open: (UnclosedBlock & BlockKind)[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    const top = open[open.length - 1];
    if (top?.verbatim) {
      const fence = top.name === 'fenced code' ? line === '```' : line === top.delimiter;
      if (fence) open.pop();
      else if (!top.nearMiss && line.length >= 4 && kindOf(line)?.name === top.name) {
        top.nearMiss = { line: i + 1, delimiter: line };
      }
      continue;
    }
    if (line.startsWith('//') && !line.startsWith('////')) continue;
    const kind = kindOf(line);
    if (!kind || underlinesTitle(line, lines[i - 1])) continue;
    const closes = open.map((block) => block.delimiter).lastIndexOf(line);
    if (closes >= 0) {
      open.length = closes;
      continue;
    }
    open.push({ ...kind, line: i + 1, delimiter: line });
  }
  return open.map(({ line, delimiter, name, nearMiss }) => ({
    line,
    delimiter,
    name,
    ...(nearMiss ? { nearMiss } : {}),
  }));
}
