import type MarkdownIt from 'markdown-it';

type StateBlock = MarkdownIt.StateBlock;

/** One entry of a glossary: its terms (a term and its other names) and the lines of its definition. */
interface GlossaryEntry {
  terms: { text: string; line: number }[];
  definitionStart: number;
  definitionEnd: number;
  /** The least indentation of the definition's lines: where its Markdown starts. */
  definitionIndent: number;
}

/**
 * The id of a glossary term, for the entry and for every `{term}` that names it. Sphinx makes `term-` and the term
 * with accents dropped and each run of other characters than letters, digits, `.` and `_` a hyphen; letters of other
 * scripts are kept (Sphinx drops them, so every term of a glossary in such a script would have the same id).
 * `{term}` matches a term whatever its case, so the id is in lower case and a reference in any case finds it.
 */
export function glossaryTermId(term: string): string {
  const id = term
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}._]+/gu, '-')
    .replace(/^[-\p{N}._]+|-+$/gu, '')
    .toLowerCase();
  return `term-${id}`;
}

/** A term line may carry a classifier after ` : ` (Sphinx's `term : classifier`): the term is what comes before. */
function termText(line: string): string {
  return line.split(/\s+:\s+/)[0]!.trim();
}

/**
 * The words a term line shows, its Markdown read: Sphinx names a term by them, so the Jupyter Book documentation's
 * `[Sphinx](https://www.sphinx-doc.org/)` is the term "Sphinx", not its link's address.
 */
function displayedText(state: StateBlock, markdown: string): string {
  const [inline] = state.md.parseInline(markdown, {});
  return (inline?.children ?? [])
    .filter((token) => token.type === 'text' || token.type === 'code_inline')
    .map((token) => token.content)
    .join('');
}

function entriesOf(state: StateBlock, bodyStart: number, bodyEnd: number): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  const isBlank = (line: number) => state.bMarks[line]! + state.tShift[line]! >= state.eMarks[line]!;
  const indent = (line: number) => state.sCount[line]! - state.blkIndent;
  let line = bodyStart;
  while (line < bodyEnd) {
    if (isBlank(line) || indent(line) > 0) {
      line++;
      continue;
    }
    const entry: GlossaryEntry = { terms: [], definitionStart: 0, definitionEnd: 0, definitionIndent: 0 };
    for (; line < bodyEnd && !isBlank(line) && indent(line) <= 0; line++) {
      const text = termText(state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]));
      if (text) entry.terms.push({ text, line });
    }
    entry.definitionStart = line;
    let end = line;
    let least = Infinity;
    for (; line < bodyEnd && (isBlank(line) || indent(line) > 0); line++) {
      if (isBlank(line)) continue;
      least = Math.min(least, state.sCount[line]!);
      end = line + 1;
    }
    entry.definitionEnd = end;
    entry.definitionIndent = least === Infinity ? state.blkIndent : least;
    if (entry.terms.length > 0) entries.push(entry);
  }
  return entries;
}

/**
 * Sphinx's `{glossary}`: terms at the directive's own indentation, each followed by its definition indented under
 * it (a term may have other names on the lines right under it). Printed as Jupyter Book prints it, a definition
 * list whose terms carry the ids `{term}` links to; `:sorted:` orders the entries by their first term.
 */
export function printGlossary(
  state: StateBlock,
  bodyStart: number,
  bodyEnd: number,
  sorted: boolean,
  id?: string,
): void {
  const entries = entriesOf(state, bodyStart, bodyEnd);
  if (sorted) {
    const shown = new Map(entries.map((entry) => [entry, displayedText(state, entry.terms[0]!.text)]));
    entries.sort((a, b) => shown.get(a)!.localeCompare(shown.get(b)!));
  }
  const listOpen = state.push('dl_open', 'dl', 1);
  listOpen.attrSet('class', 'glossary');
  if (id) listOpen.attrSet('id', id);
  listOpen.map = [bodyStart, bodyEnd];
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const term of entry.terms) {
      const open = state.push('dt_open', 'dt', 1);
      const id = glossaryTermId(displayedText(state, term.text));
      if (!ids.has(id)) open.attrSet('id', id);
      ids.add(id);
      open.map = [term.line, term.line + 1];
      const inline = state.push('inline', '', 0);
      inline.content = term.text;
      inline.map = [term.line, term.line + 1];
      inline.children = [];
      state.push('dt_close', 'dt', -1);
    }
    state.push('dd_open', 'dd', 1);
    if (entry.definitionStart < entry.definitionEnd) {
      const { blkIndent, lineMax, parentType } = state;
      state.blkIndent = entry.definitionIndent;
      state.lineMax = entry.definitionEnd;
      state.parentType = 'blockquote';
      state.md.block.tokenize(state, entry.definitionStart, entry.definitionEnd);
      state.blkIndent = blkIndent;
      state.lineMax = lineMax;
      state.parentType = parentType;
    }
    state.push('dd_close', 'dd', -1);
  }
  state.push('dl_close', 'dl', -1);
}
