import { indexTermHtml } from './index-term-html';

/** `Peter|see{i:'hello'}`, `Jen|seealso{i:'Jenny'}`: a cross-reference instead of a page. */
const CROSS_REFERENCE = /^(.*?)(?<!\\)\|(see|seealso)\{\s*i\s*:\s*(["']?)(.*?)\3\s*\}$/s;

/**
 * The index mark one Markua index entry is (`hello`, `hello!Peter`, `*Hello\! Flex 4*`, `Peter|see{i:'hello'}`):
 * `!` separates a term from its subentries, a backslash makes the next character plain, and the term's emphasis
 * is left out (an index mark holds text only). Undefined when nothing is left to index.
 */
export function markuaIndexTermHtml(entry: string): string | undefined {
  const crossReference = CROSS_REFERENCE.exec(entry);
  const levels = (crossReference ? [crossReference[1]!] : entry.split(/(?<!\\)!/)).map(plainTerm).slice(0, 3);
  if (levels.some((level) => level === '')) return undefined;
  if (!crossReference) return indexTermHtml(levels);
  const target = plainTerm(crossReference[4]!);
  if (target === '') return undefined;
  return indexTermHtml(levels, { kind: crossReference[2] as 'see' | 'seealso', target });
}

function plainTerm(written: string): string {
  return written
    .replace(/(?<!\\)(\*\*|\*|__|_)(?=\S)(.+?)(?<=\S)(?<!\\)\1/g, '$2')
    .replace(/\\(.)/gs, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
