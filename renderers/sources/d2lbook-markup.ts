import type { BookSource } from '../types';

/** A d2lbook page's markup made the MyST and pandoc markup Octavo reads, each line knowing its source line. */
export interface D2lbookExpansion {
  text: string;
  lineOf: (line: number) => number;
}

/** What only a d2lbook page writes at a line's start: a label, an equation's label, a framework's tab. */
const D2LBOOK_LINE = /^(?::(?:label|eqlabel|begin_tab|width):`|%%tab\b|%load_ext d2lbook)/m;
/** d2lbook's inline references and citations, Sphinx's roles written without MyST's braces (in rST's `` too). */
const ROLE = /:(numref|ref|eqref|cite|citet|citep):(`{1,2})([^`\n]+)\2/g;
const MYST_ROLE: Record<string, string> = {
  numref: 'numref',
  ref: 'ref',
  eqref: 'eq',
  cite: 'cite:p',
  citep: 'cite:p',
  citet: 'cite:t',
};
const FENCE = /^(`{3,})\s*(.*?)\s*$/;
/** A code cell's framework: `%%tab pytorch`, `%%tab mxnet, tensorflow`, `#@tab all`. */
const CELL_TAB = /^\s*(?:%%tab|#@tab)\s+(.+?)\s*$/;
const LABEL_LINE = /^:(label|eqlabel|width):`([^`]+)`\s*$/;
const HEADING = /^#{1,6}\s/;
const IMAGE_LINE = /^!\[[^\]]*\]\([^)]*\)(\{[^{}]*\})?\s*$/;
/** pandoc's table caption above or below its table, `: Caption` or `Table: Caption`. */
const TABLE_CAPTION = /^(?:Table)?:\s*\S/;
/** The Sphinx-only blocks of eval_rst d2lbook pages hold: HTML for the site, a module's name for its API pages. */
const SITE_ONLY_RST = /^\s*\.\.\s+(?:only::\s*html|raw::\s*html|currentmodule::)/m;

/** A d2lbook project: its config.ini's `[project]`, and the framework it builds its book for. */
interface D2lbookProject {
  /** The first of `tabs` in config.ini's `[build]` (d2lbook's default tab); none when the project names none. */
  tab?: string;
}

const projects = new WeakMap<BookSource, Promise<D2lbookProject | undefined>>();

function d2lbookProject(source: BookSource): Promise<D2lbookProject | undefined> {
  let found = projects.get(source);
  if (!found) {
    found = (async () => {
      const bytes = await source.readFile('config.ini').catch(() => null);
      if (bytes === null) return undefined;
      const text = bytes.toString('utf8');
      if (!/^\[project\]/m.test(text)) return undefined;
      const build = /^\[build\]\s*$([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(text)?.[1] ?? '';
      const tab = /^tabs\s*=\s*([\w-]+)/m.exec(build)?.[1]?.toLowerCase();
      return tab ? { tab } : {};
    })();
    projects.set(source, found);
  }
  return found;
}

/**
 * A table's caption, `:Dataset vs. memory` (tight against pandoc's colon, as pandoc reads it too): written `Table:`, as
 * a colon after a paragraph would make that paragraph a definition list's term.
 */
const COLON_TABLE_CAPTION = /^:(?![\w-]+:`)[ \t]*(?=[^\s:])/;
/** An rST section title in an eval_rst block: its text over a line of one punctuation character. */
const RST_TITLE = /^[ \t]*(\S[^\n]*?)[ \t]*\n[ \t]*([=\-~#*^"])\2{2,}[ \t]*$/m;

/**
 * A page of a d2lbook book (Dive into Deep Learning and its translations): its Sphinx markup in Markdown made what
 * d2lbook's book shows. Code cells and `:begin_tab:` prose for other frameworks than the book's (config.ini's first
 * `tabs`) are left out, with the `%%tab` marks and the notebook's `%load_ext d2lbook.tab` cell; `:label:` names the
 * heading, figure or table caption above it (`{#label}`), `:width:` sizes the figure, `:eqlabel:` labels the formula
 * (MyST's `$$ … $$ (label)`); `:numref:`, `:ref:`, `:eqref:`, `:cite:` and `:citet:` are MyST's roles, and
 * `:bibliography:` its reference list; ```` ```toc ```` (the site's navigation: the book lists the pages) and the
 * site's eval_rst blocks are left out. Read as plain Markdown, every one of those printed as written.
 */
export async function expandD2lbookMarkup(
  text: string,
  source: BookSource,
  lineOf: (line: number) => number,
): Promise<D2lbookExpansion> {
  const project = await d2lbookProject(source);
  if (!project && !D2LBOOK_LINE.test(text) && !/:(?:numref|eqref):`/.test(text)) return { text, lineOf };
  const tab = project?.tab;
  const keeps = (names: string) => {
    const listed = names
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    return tab === undefined || listed.includes(tab) || listed.includes('all');
  };
  const lines = text.split('\n');
  const out: { text: string; from: number }[] = [];
  const push = (line: string, from: number) => out.push({ text: line, from });
  /** The output line a label attaches to: the last one written that is not blank. */
  const lastWritten = () => {
    for (let at = out.length - 1; at >= 0; at--) if (out[at]!.text.trim() !== '') return at;
    return -1;
  };
  let skippingTab = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const from = i + 1;
    const tabMark = /^:begin_tab:`([^`]*)`\s*$/.exec(line);
    if (tabMark) {
      skippingTab = !keeps(tabMark[1]!);
      continue;
    }
    if (/^:end_tab:\s*$/.test(line)) {
      skippingTab = false;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const end = closingFence(lines, i, fence[1]!.length);
      if (!skippingTab) writeBlock(lines.slice(i, end + 1), fence[2]!, from, { keeps, tab }, push);
      i = end;
      continue;
    }
    if (skippingTab) continue;
    const label = LABEL_LINE.exec(line);
    if (label && attachLabel(out, lastWritten(), label[1]!, label[2]!.trim())) continue;
    if (label && label[1] === 'label') {
      // A label with nothing to name above it: an anchor where it stands.
      push(`<a id="${label[2]!.trim().replace(/"/g, '&quot;')}"></a>`, from);
      continue;
    }
    const bibliography = /^:bibliography:`([^`]+)`\s*$/.exec(line);
    if (bibliography) {
      push(`\`\`\`{bibliography} ${bibliography[1]!.trim()}`, from);
      push('```', from);
      continue;
    }
    if (COLON_TABLE_CAPTION.test(line) && tableFollows(lines, i + 1)) {
      push(line.replace(COLON_TABLE_CAPTION, 'Table: '), from);
      continue;
    }
    const inlineLabel = /^(.*\$\$)[ \t]*:eqlabel:`([^`]+)`[ \t]*$/.exec(line);
    if (inlineLabel) {
      push(`${inlineLabel[1]} (${inlineLabel[2]!.trim()})`, from);
      continue;
    }
    push(
      line.replace(
        ROLE,
        (_, name: string, _ticks: string, content: string) => `{${MYST_ROLE[name]!}}\`${content}\``,
      ),
      from,
    );
  }
  return {
    text: withoutSlideMarks(out.map((line) => line.text).join('\n')),
    lineOf: (line) => lineOf(out[line - 1]?.from ?? line),
  };
}

/**
 * d2lbook's slide marks, as its book build takes them out: `[**text**]` and `(**text**)` (the text a slide shows)
 * are the text, `[~~text~~]` and `(~~text~~)` (a slide's alone) nothing, its lines kept; code and a link's
 * `[**text**](…)` left alone.
 */
function withoutSlideMarks(text: string): string {
  if (!/[[(](?:\*\*|~~)/.test(text)) return text;
  return text
    .split(/(^`{3,}[^\n]*\n[\s\S]*?^`{3,}[ \t]*$)/m)
    .map((part, at) =>
      at % 2 === 1
        ? part
        : part
            .replace(/\[\*\*([\s\S]*?)\*\*\](?!\()/g, '$1')
            .replace(/\(\*\*([\s\S]*?)\*\*\)/g, '$1')
            .replace(/\[~~([\s\S]*?)~~\](?!\()|\(~~([\s\S]*?)~~\)/g, (whole: string) =>
              whole.replace(/[^\n]/g, ''),
            ),
    )
    .join('');
}

/** A pipe table within the next lines, past the caption's label and blank lines. */
function tableFollows(lines: string[], at: number): boolean {
  for (let next = at; next < Math.min(lines.length, at + 4); next++) {
    const line = lines[next]!.trim();
    if (line === '' || LABEL_LINE.test(line)) continue;
    return line.startsWith('|');
  }
  return false;
}

function closingFence(lines: string[], at: number, length: number): number {
  for (let end = at + 1; end < lines.length; end++) {
    const closing = /^(`{3,})\s*$/.exec(lines[end]!);
    if (closing && closing[1]!.length >= length) return end;
  }
  return lines.length - 1;
}

/** A fenced block as the book shows it: a code cell of the book's framework, without its tab mark; or nothing. */
function writeBlock(
  block: string[],
  info: string,
  from: number,
  book: { keeps: (names: string) => boolean; tab: string | undefined },
  push: (line: string, from: number) => void,
): void {
  const { keeps, tab: bookTab } = book;
  if (info === 'toc') return;
  const body = block.slice(1, -1);
  if (info === 'eval_rst' && SITE_ONLY_RST.test(body.join('\n'))) {
    // `.. only:: html` around a title (d2l's "References"): the page's title, which the book needs too.
    const title = RST_TITLE.exec(body.join('\n'))?.[1];
    if (title) push(`# ${title}`, from);
    return;
  }
  const first = body.findIndex((line) => line.trim() !== '');
  if (first >= 0 && /^\s*%load_ext\s+d2lbook\.tab\b/.test(body[first]!)) return;
  const tab = first >= 0 ? CELL_TAB.exec(body[first]!) : null;
  if (tab && !keeps(tab[1]!)) return;
  const kept = block
    .map((line, at) => ({ line, from: from + at }))
    .filter((_, at) => !(tab && at === first + 1));
  for (const { line, from: at } of bookTab ? withoutOtherBranches(kept, bookTab) : kept) push(line, at);
}

/**
 * A cell's `if tab.selected('mxnet'):` branches, as d2lbook's build takes them: the book's framework's body kept one
 * level out, the others' left out.
 */
function withoutOtherBranches(
  lines: { line: string; from: number }[],
  tab: string,
): { line: string; from: number }[] {
  if (!lines.some(({ line }) => line.includes('tab.selected'))) return lines;
  const indentOf = (line: string) => line.length - line.trimStart().length;
  const kept: { line: string; from: number }[] = [];
  let mode: 'other' | 'ours' | 'outside' = 'outside';
  let indent = 0;
  lines.forEach((entry, at) => {
    const { line } = entry;
    // The fences stay whatever branch the cell ends in.
    if (at > 0 && at < lines.length - 1 && /\bif\b.*tab\.selected/.test(line)) {
      mode = line.includes(`'${tab}'`) || line.includes(`"${tab}"`) ? 'ours' : 'other';
      indent = indentOf(line);
      return;
    }
    if (mode !== 'outside' && (at === lines.length - 1 || (line.trim() !== '' && indentOf(line) <= indent)))
      mode = 'outside';
    if (mode === 'outside') kept.push(entry);
    else if (mode === 'ours') kept.push({ ...entry, line: line.slice(Math.min(4, indentOf(line))) });
  });
  return kept;
}

/** A label line's mark put on what it names above it; false when nothing above takes it. */
function attachLabel(out: { text: string }[], at: number, kind: string, value: string): boolean {
  if (at < 0) return false;
  const above = out[at]!;
  if (kind === 'eqlabel') {
    // A formula inside slide marks, `(**$$ … $$**)`, is labelled inside them (they are taken out last).
    const end = /\$\$(\s*\*\*[)\]])?\s*$/.exec(above.text);
    if (!end) return false;
    above.text = `${above.text.slice(0, end.index)}$$ (${value})${end[1]?.trim() ?? ''}`;
    return true;
  }
  if (IMAGE_LINE.test(above.text)) {
    const attribute = kind === 'width' ? `width="${value.replace(/"/g, '')}"` : `#${value}`;
    const attributes = IMAGE_LINE.exec(above.text)![1];
    above.text = attributes
      ? above.text.trimEnd().replace(/\}$/, ` ${attribute}}`)
      : `${above.text.trimEnd()}{${attribute}}`;
    return true;
  }
  if (kind !== 'label') return false;
  if (HEADING.test(above.text) || TABLE_CAPTION.test(above.text)) {
    above.text = `${above.text.trimEnd()} {#${value}}`;
    return true;
  }
  return false;
}
