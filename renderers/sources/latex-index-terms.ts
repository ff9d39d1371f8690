import { closingBrace } from '../math/tex-groups';
import type MarkdownIt from 'markdown-it';
import { indexTermHtml } from './index-term-html';

type StateInline = MarkdownIt.StateInline;

/** `\index{`, or a book's own index macro named after it (`\indexc{expr()}`, R books' index of code). */
const OPENING = /^\\index[a-z]*\{/;

/**
 * LaTeX's index marks in Markdown (`\index{vectors}`, `\index{conditions!handling}`, `\index{bugs|see{debugging}}`),
 * which pandoc passes to a LaTeX PDF and bookdown and R Markdown books write for their printed index: each is the
 * book's index term, read as makeindex reads it (`!` before a subentry, `sort@shown`, `|see{…}` and `|seealso{…}`
 * instead of a page, `"` making the next character plain), its LaTeX markup (`\texttt{warn}`) printed as text.
 */
export const latexIndexTerms = (md: MarkdownIt.MarkdownIt): void => {
  // Before the backslash escape, which would print `\index` as text.
  md.inline.ruler.before('escape', 'latex_index', (state: StateInline, silent: boolean) => {
    if (state.src.charCodeAt(state.pos) !== 0x5c /* \ */) return false;
    const opening = OPENING.exec(state.src.slice(state.pos, state.pos + 40))?.[0];
    if (!opening) return false;
    const end = closingBrace(state.src, state.pos + opening.length - 1, true);
    if (end === undefined) return false;
    if (!silent) {
      const mark = latexIndexTermHtml(state.src.slice(state.pos + opening.length, end));
      if (mark) state.push('html_inline', '', 0).content = mark;
    }
    state.pos = end + 1;
    return true;
  });
};

/** An entry's levels as the index prints them: split at `!`, each the part after its `@` sort key, as text. */
function shownLevels(entry: string): string[] {
  return splitUnquoted(entry, '!')
    .map((level) => splitUnquoted(level, '@'))
    .map((parts) => plainText(parts[parts.length - 1]!));
}

/** The index mark of one `\index{…}` entry; undefined when nothing is left to index (`\index{x|)}` closes a range). */
export function latexIndexTermHtml(entry: string): string | undefined {
  const [term, encap = ''] = splitUnquoted(entry, '|', 2);
  const crossReference = /^\s*(see(?:also)?)\s*\{([\s\S]*)\}\s*$/.exec(encap);
  if (encap.trim() === ')') return undefined;
  const levels = shownLevels(term!).slice(0, 3);
  if (levels.length === 0 || levels.some((level) => level === '')) return undefined;
  if (!crossReference) return indexTermHtml(levels);
  // `|see{sf!sfc}` names a subentry as the term names one: "sf, sfc", as the index prints a subentry's place.
  const target = shownLevels(crossReference[2]!)
    .filter((level) => level !== '')
    .join(', ');
  return target === ''
    ? indexTermHtml(levels)
    : indexTermHtml(levels, { kind: crossReference[1] as 'see' | 'seealso', target });
}

/** `text` split at `separator` outside braces, where makeindex's quote `"` does not make it plain. */
function splitUnquoted(text: string, separator: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"' && i + 1 < text.length && text[i - 1] !== '\\') {
      current += char + text[i + 1];
      i++;
      continue;
    }
    if (char === '{') depth++;
    if (char === '}') depth--;
    if (char === separator && depth === 0 && parts.length < limit - 1) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

/** An index level's LaTeX as the text it prints: `\texttt{warn}` → warn, `\_` → _, `"!` → !, `--` → –. */
function plainText(latex: string): string {
  let text = latex.replace(/"(.)/g, '$1');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\\[A-Za-z]+\*?\s*\{([^{}]*)\}/g, '$1');
  }
  return text
    .replace(/\\([A-Za-z]+)\b\s*/g, (_, name: string) => LATEX_WORDS[name] ?? '')
    .replace(/\\([^A-Za-z])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/~/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LATEX_WORDS: Record<string, string> = {
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  textbackslash: '\\',
  ldots: '…',
  dots: '…',
};
