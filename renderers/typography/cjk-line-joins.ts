import { DomNode, TextNode } from '../dom/html-dom';
import { PHRASING } from '../dom/phrasing';
import { VERBATIM } from '../model/atlas-placeholders';

/**
 * Chinese and Japanese are written without spaces, and their authors break source lines between sentences (one
 * sentence a line, as progit2-zh). HTML turns each line break into a space, and CSS's rule that drops it between
 * two such characters (CSS Text 3, segment break transformation) is not in Chromium nor in most reading systems:
 * the printed text gets a space after every 。. The break is dropped here, between two wide characters (Han,
 * kana, CJK and fullwidth punctuation); Korean keeps it, as Hangul is written with spaces.
 */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60\uffe0-\uffe6]/u;
const SEGMENT_BREAK = /[ \t]*\n[ \t]*/g;

/** Drops the line breaks between two wide characters in the prose of `nodes` (code is left as written). */
export function joinCjkLines(nodes: DomNode[]): void {
  // The prose texts in reading order; null where a block or code comes between two of them.
  const flow: (TextNode | null)[] = [];
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type === 'text') flow.push(node);
      else if (VERBATIM.has(node.name)) flow.push(null);
      else if (PHRASING.has(node.name)) visit(node.children);
      else {
        flow.push(null);
        visit(node.children);
        flow.push(null);
      }
    }
  };
  visit(nodes);
  flow.forEach((node, at) => {
    if (node === null || !node.value.includes('\n')) return;
    node.value = node.value.replace(SEGMENT_BREAK, (space, offset: number, value: string) => {
      const before =
        offset > 0 ? [...value.slice(Math.max(0, offset - 2), offset)].at(-1) : lastCharBefore(flow, at);
      const end = offset + space.length;
      const after =
        end < value.length ? String.fromCodePoint(value.codePointAt(end)!) : firstCharAfter(flow, at);
      return before !== undefined && after !== undefined && WIDE.test(before) && WIDE.test(after)
        ? ''
        : space;
    });
  });
}

function lastCharBefore(flow: readonly (TextNode | null)[], at: number): string | undefined {
  for (let i = at - 1; i >= 0; i--) {
    const node = flow[i];
    if (node === null || node === undefined) return undefined;
    if (node.value !== '') return [...node.value].at(-1);
  }
  return undefined;
}

function firstCharAfter(flow: readonly (TextNode | null)[], at: number): string | undefined {
  for (let i = at + 1; i < flow.length; i++) {
    const node = flow[i];
    if (node === null || node === undefined) return undefined;
    if (node.value !== '') return [...node.value][0];
  }
  return undefined;
}
