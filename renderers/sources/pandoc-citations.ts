import type MarkdownIt from 'markdown-it';

type StateInline = MarkdownIt.StateInline;

/** On a pandoc citation as the reader found it: what it cites (JSON, `CitationMark`); its text is as written. */
export const CITATION_MARK = 'data-octavo-citation';
/** On an image whose alt text (its caption) holds citations: each as written and what it cites (JSON). */
export const ALT_CITATIONS = 'data-octavo-alt-citations';

/** A citation in an image's alt text, which is text: it is formatted there as text. */
export interface AltCitation {
  written: string;
  mark: CitationMark;
}

/** One work a citation names, with what the author wrote around it (`[see @smith, p. 33]`). */
export interface CitedWork {
  key: string;
  prefix?: string;
  suffix?: string;
  /** `p. 33`: the locator's label (CSL's term, `page`) and its value. */
  label?: string;
  locator?: string;
  /** `[-@smith]`: the year alone, the author's name being in the sentence. */
  suppressAuthor?: boolean;
}

/** A citation: in brackets (`[@a; @b]`, printed "(Ann 2004; Bo 1999)") or in the text (`@a`, "Ann (2004)"). */
export interface CitationMark {
  inText: boolean;
  works: CitedWork[];
}

/** A citation key (pandoc's rule): a letter, digit or `_`, then those and punctuation that a letter or digit follows. */
const KEY = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{N}_]|[:.#$%&\-+?<>~/](?=[\p{L}\p{N}_]))*`;
const KEY_AT = new RegExp(String.raw`^(-?)@(?:\{([^{}\s]+)\}|(${KEY}))`, 'u');
/** pandoc-crossref's and pandoc-xnos's prefixes: `@fig:a` is a cross-reference (pandoc-crossref.ts), not a work. */
const CROSSREF_KEY = /^(?:fig|tbl|sec|eq|lst):/i;

/** CSL's locator labels as pandoc reads them (English), longest first within each. */
const LOCATOR_LABELS: [RegExp, string][] = [
  [/^(?:pages|page|pp\.|p\.)/i, 'page'],
  [/^(?:chapters|chapter|chaps?\.|ch\.)/i, 'chapter'],
  [/^(?:sections|section|secs?\.|§§|§)/i, 'section'],
  [/^(?:paragraphs|paragraph|paras?\.|¶¶|¶)/i, 'paragraph'],
  [/^(?:volumes|volume|vols?\.)/i, 'volume'],
  [/^(?:figures|figure|figs?\.)/i, 'figure'],
  [/^(?:lines|line|ll\.|l\.)/i, 'line'],
  [/^(?:notes|note|nn\.|n\.)/i, 'note'],
  [/^(?:numbers|number|nos?\.)/i, 'issue'],
  [/^(?:books|book|bks?\.)/i, 'book'],
  [/^(?:columns|column|cols?\.)/i, 'column'],
  [/^(?:verses|verse|vv?\.)/i, 'verse'],
  [/^(?:parts|part|pts?\.)/i, 'part'],
];
/** A locator's value: numbers or roman numerals, ranges and lists of them (`33-35, 38`). */
const LOCATOR_VALUE =
  /^\s*((?:[\dIVXLCDMivxlcdm]+[a-z]?(?:\s*[-–—]+\s*[\dIVXLCDMivxlcdm]+[a-z]?)?)(?:\s*,\s*[\dIVXLCDMivxlcdm]+[a-z]?(?:\s*[-–—]+\s*[\dIVXLCDMivxlcdm]+[a-z]?)?)*)/;

/** What follows a key: `, p. 33, and passim` as a locator (`page`, `33`) and the rest, or all of it a suffix. */
export function locatorAndSuffix(written: string): Pick<CitedWork, 'label' | 'locator' | 'suffix'> {
  const after = written.replace(/^\s*,?\s*/, '');
  if (after === '') return {};
  for (const [pattern, label] of LOCATOR_LABELS) {
    const term = pattern.exec(after);
    if (!term) continue;
    const value = LOCATOR_VALUE.exec(after.slice(term[0].length));
    if (!value) continue;
    const rest = after.slice(term[0].length + value[0].length);
    return { label, locator: value[1]!, ...(rest.trim() ? { suffix: rest } : {}) };
  }
  const number = /^\d/.test(after) ? LOCATOR_VALUE.exec(after) : null;
  if (number) {
    const rest = after.slice(number[0].length);
    return { label: 'page', locator: number[1]!, ...(rest.trim() ? { suffix: rest } : {}) };
  }
  return { suffix: written.trimEnd() };
}

/** `see @smith, p. 33`: one work of a bracketed citation, or undefined when the part names no key. */
function citedWork(part: string): CitedWork | undefined {
  const at = /(?:^|[\s([{])(-?@)/u.exec(part);
  if (!at) return undefined;
  const start = at.index + at[0].length - at[1]!.length;
  const key = KEY_AT.exec(part.slice(start));
  if (!key) return undefined;
  const name = key[2] ?? key[3]!;
  if (CROSSREF_KEY.test(name)) return undefined;
  const prefix = part.slice(0, start).trim();
  return {
    key: name,
    ...(prefix ? { prefix } : {}),
    ...locatorAndSuffix(part.slice(start + key[0].length)),
    ...(key[1] ? { suppressAuthor: true } : {}),
  };
}

/** The bracket's end, past nested brackets; -1 when it is not closed on this paragraph. */
function closingBracket(src: string, open: number): number {
  let depth = 0;
  for (let index = open; index < src.length; index++) {
    const char = src[index];
    if (char === '\\') index++;
    else if (char === '[') depth++;
    else if (char === ']' && --depth === 0) return index;
  }
  return -1;
}

export function pushCitation(state: StateInline, mark: CitationMark, written: string): void {
  const token = state.push('pandoc_citation', 'span', 0);
  token.meta = { ...mark };
  token.content = written;
}

/** `[see @smith, p. 33; -@doe]`: works separated by semicolons, each with its key. Not a link, nor a link's text. */
function bracketed(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x5b /* [ */) return false;
  const close = closingBracket(state.src, state.pos);
  if (close < 0) return false;
  const following = state.src[close + 1];
  // `[@smith]: …` opening a line may be a link's definition; within the text, pandoc cites before a colon.
  const atLineStart = state.pos === 0 || state.src[state.pos - 1] === '\n';
  if (following === '(' || following === '[' || (following === ':' && atLineStart)) return false;
  const inside = state.src.slice(state.pos + 1, close);
  if (!inside.includes('@')) return false;
  const env = state.env as { references?: Record<string, unknown> };
  if (env.references?.[state.md.utils.normalizeReference(inside)] !== undefined) return false;
  const works = inside.split(';').map(citedWork);
  if (works.length === 0 || works.some((work) => work === undefined)) return false;
  if (!silent)
    pushCitation(
      state,
      { inText: false, works: works as CitedWork[] },
      state.src.slice(state.pos, close + 1),
    );
  state.pos = close + 1;
  return true;
}

/** `@smith` in the text, and a bracket right after it holding its locator (`@smith [p. 33]`). */
function inText(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */) return false;
  // After a letter or digit the `@` is an address's (ann@example.com), not a citation.
  if (state.pos > 0 && /[\p{L}\p{N}_.]/u.test(state.src[state.pos - 1]!)) return false;
  const key = KEY_AT.exec(state.src.slice(state.pos));
  if (!key || key[1]) return false;
  const name = key[2] ?? key[3]!;
  if (CROSSREF_KEY.test(name)) return false;
  let end = state.pos + key[0].length;
  let work: CitedWork = { key: name };
  const bracket = /^ \[/.exec(state.src.slice(end));
  if (bracket) {
    const close = closingBracket(state.src, end + 1);
    const inside = close < 0 ? '' : state.src.slice(end + 2, close);
    const following = state.src[close + 1];
    if (close >= 0 && !inside.includes('@') && following !== '(' && following !== '[') {
      work = { ...work, ...locatorAndSuffix(inside) };
      end = close + 1;
    }
  }
  if (!silent) pushCitation(state, { inText: true, works: [work] }, state.src.slice(state.pos, end));
  state.pos = end;
  return true;
}

/** Each citation's own line, for its warnings: its paragraph's first, plus the line breaks before it. */
function noteCitationLines(block: MarkdownIt.Token): void {
  if (!block.map || !block.children) return;
  let line = block.map[0] + 1;
  for (const child of block.children) {
    if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
    else if (child.type === 'pandoc_citation') child.meta = { ...(child.meta as object), line };
  }
}

/**
 * pandoc's citations (`citations`): `[@smith04, p. 33; see @doe99]`, `[-@smith04]` and `@smith04` in the text. The
 * reader marks each with what it cites and keeps it as written; the book model formats them with the book's
 * bibliography and citation style, or, when the book names none, prints them as written (pandoc-citations.ts in
 * the model).
 */
export const pandocCitations = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.before('link', 'pandoc_citation_bracketed', bracketed);
  md.inline.ruler.before('text', 'pandoc_citation', inText);
  // An image's alt text is its children's text, and a citation token has none: it keeps its words, and what it cites.
  md.core.ruler.after('inline', 'pandoc_citation_alt', (state) => {
    for (const block of state.tokens) {
      noteCitationLines(block);
      for (const image of block.children ?? []) {
        if (image.type !== 'image' || !image.children?.some((child) => child.type === 'pandoc_citation'))
          continue;
        const cited: AltCitation[] = [];
        for (const child of image.children) {
          if (child.type !== 'pandoc_citation') continue;
          cited.push({ written: child.content, mark: child.meta as unknown as CitationMark });
          child.type = 'text';
        }
        image.attrSet(ALT_CITATIONS, JSON.stringify(cited));
      }
    }
  });
  md.renderer.rules['pandoc_citation'] = (tokens, idx) => {
    const token = tokens[idx]!;
    const { line, ...cited } = token.meta as unknown as CitationMark & { line?: number };
    const mark = md.utils.escapeHtml(JSON.stringify(cited));
    const at = line === undefined ? '' : ` data-octavo-line="${line}"`;
    return `<span ${CITATION_MARK}="${mark}"${at}>${md.utils.escapeHtml(token.content)}</span>`;
  };
};
