import { DomNode, ElementNode, textContent } from '../dom/html-dom';
import { findMathSpans } from '../math/find-math';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, SourceLocation, warning } from '../warnings';

interface ForeignSyntax {
  syntax: string;
  what: 'image' | 'link' | 'code';
  pattern: RegExp;
  /** The groups of the match holding the address and the words (alt text, link text). */
  target: number;
  words: number;
  /**
   * Looked for in a Markdown file's HTML blocks only: a backtick in an HTML file is as often TeX's quotation mark
   * (``three ways'') as code.
   */
  markdownOnly?: boolean;
}

/**
 * AsciiDoc's image macro (`image::target[alt]`, inline `image:target[alt]`), Markdown's `![alt](target)` and its
 * link `[words](target)`, whose target has no space as Markdown's own has none.
 */
const FOREIGN_SYNTAX: ForeignSyntax[] = [
  { syntax: 'AsciiDoc', what: 'image', pattern: /\bimage::?([^\s[\]]+)\[([^\]]*)\]/g, target: 1, words: 2 },
  { syntax: 'Markdown', what: 'image', pattern: /!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, target: 2, words: 1 },
  { syntax: 'Markdown', what: 'link', pattern: /(?<!!)\[([^\][\n]+)\]\(([^()\s]+)\)/g, target: 2, words: 1 },
  // A code span (`.dequeue()`): short, on one line, not touching a space inside its backticks.
  {
    syntax: 'Markdown',
    what: 'code',
    pattern: /(?<!`)`([^`\s](?:[^`\n]{0,78}[^`\s])?)`(?!`)/g,
    target: 1,
    words: 1,
    markdownOnly: true,
  },
];

/** Where text is code: the syntax shown there is the book's subject, not a mistake. */
const CODE = new Set(['pre', 'code', 'kbd', 'samp', 'tt', 'script', 'style']);

/**
 * An image or a link written in another format's syntax into an HTML (HTMLBook) file, as happens when text is pasted
 * from an AsciiDoc or Markdown draft into Atlas's editor (Kids Code Python: `image::images/Capture.JPG[]` in a
 * paragraph): the book prints it as text, as Atlas did. The author is told where, and what to write instead; when
 * the image is not in the repository either (`imageMissing` gives the places looked), that it must be added too, or
 * the element written would only trade this warning for a missing image's.
 */
export async function warnAboutForeignSyntax(
  nodes: DomNode[],
  file: string,
  warnings: BookWarning[],
  /**
   * The text of a Markdown file the nodes were converted from. Markdown syntax still shown as text there was written
   * inside an HTML block (`<p>… [words](https://…)`), where CommonMark reads no Markdown; unless escaped (`\[`).
   */
  markdownSource?: string,
  imageMissing?: (target: string) => Promise<string[] | undefined>,
): Promise<void> {
  const found: {
    text: string;
    where: SourceLocation | string;
    target: string;
    image: boolean;
    /** The HTML table a code span was written in: its spans are told of together. */
    table?: ElementNode;
    written: string;
  }[] = [];
  const where = markdownSource === undefined ? 'an HTML file' : 'an HTML block of a Markdown file';
  const candidates = FOREIGN_SYNTAX.filter((s) =>
    markdownSource === undefined ? !s.markdownOnly : s.syntax === 'Markdown',
  );
  const sourceLines = markdownSource?.split('\n');
  /**
   * Whether the syntax was written unescaped: on the line the text was read from, when that line holds its words
   * (the Rust course's `\`impl Fn(&str) -> Res\`` in a paragraph was taken for code because a listing further down
   * holds `` `impl Fn(&str) -> Res` ``); anywhere in the file otherwise (an include's text, an entity for a character).
   */
  const writtenUnescaped = (written: string, words: string, line: number | undefined) => {
    if (markdownSource === undefined) return true;
    const unescaped = new RegExp(`(?<!\\\\)${written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    const sourceLine = line === undefined ? undefined : sourceLines?.[line - 1];
    return unescaped.test(sourceLine?.includes(words) ? sourceLine : markdownSource);
  };
  const visit = (el: ElementNode, table?: ElementNode) => {
    if (CODE.has(el.name)) return;
    if (el.name === 'table') table = el;
    // Only the element's own text: a nested element is visited itself, with its own line.
    let before = '';
    for (const child of el.children) {
      if (child.type === 'element') {
        visit(child, table);
        before += textContent(child);
        continue;
      }
      // TeX's brackets are no Markdown (`$[a]([b]G)$`, zcash's halo2 book): math still written as text is skipped.
      const maths = findMathSpans(child.value, { doubleDollar: true });
      for (const { syntax, what, pattern, target, words } of candidates) {
        for (const match of child.value.matchAll(pattern)) {
          if (maths.some((math) => math.start <= match.index && match.index < math.end)) continue;
          const offset = before + child.value.slice(0, match.index);
          const line = el.loc?.line === undefined ? undefined : el.loc.line + lineBreaks(offset);
          if (!writtenUnescaped(match[0], match[target]!, line)) continue;
          const written =
            what === 'image'
              ? `<img src="${match[target]}" alt="${match[words]!.trim() || 'What it shows'}"/>`
              : what === 'code'
                ? `<code>${match[target]}</code>`
                : `<a href="${match[target]}">${match[words]}</a>`;
          found.push({
            text: `"${match[0]}" is ${syntax} ${what} syntax, printed as text in ${where}; write ${written} instead`,
            where: line === undefined ? file : { file: el.loc?.file ?? file, line },
            target: match[target]!,
            image: what === 'image',
            ...(what === 'code' && table ? { table } : {}),
            written: match[0],
          });
        }
      }
      before += child.value;
    }
  };
  for (const node of nodes) if (node.type === 'element') visit(node);
  // 500 Lines or Less writes whole tables of `<td>`pixels[]`</td>` cells: one warning a table, not one a cell.
  const inTable = new Map<ElementNode, typeof found>();
  for (const item of found)
    if (item.table) inTable.set(item.table, [...(inTable.get(item.table) ?? []), item]);
  for (const spans of inTable.values()) {
    if (spans.length < 2) continue;
    const [first, ...more] = spans;
    const lines = spans.flatMap(({ where }) => (typeof where === 'string' ? [] : [where.line]));
    const last = lines.length > 1 ? ` (lines ${lines[0]} to ${lines[lines.length - 1]})` : '';
    first!.text =
      `"${first!.written}" and ${more.length} more Markdown code spans in this HTML table${last} are printed as ` +
      `text: no Markdown is read inside an HTML block of a Markdown file; write each as <code>…</code> ` +
      `(<code>${first!.target}</code>) instead`;
    for (const span of more) found.splice(found.indexOf(span), 1);
  }
  for (const { text, where, target, image } of found) {
    const looked = image && imageMissing ? await imageMissing(target) : undefined;
    const add = looked
      ? `, and add the image to the repository: it is not there (looked for ${looked.join(' and ')})`
      : '';
    warnings.push(warning('source', where, `${text}${add}`, target));
  }
}

function lineBreaks(text: string): number {
  return text.split('\n').length - 1;
}

/**
 * Where an HTML file's image would be found (beside the file, then from the repository root, as Octavo resolves
 * HTMLBook images): the places looked when it is in neither, undefined when found or not the repository's to hold
 * (a web address).
 */
export function imageMissingFrom(
  source: BookSource,
  file: string,
): (target: string) => Promise<string[] | undefined> {
  return async (target) => {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) return undefined;
    const written = target.replace(/[?#].*$/, '');
    const places = [resolveFromFile(file, written), resolveFromFile('', written)].flatMap((r) =>
      r.ok ? [r.path] : [],
    );
    const looked = [...new Set(places)];
    for (const path of looked) if ((await source.readFile(path)) !== null) return undefined;
    return looked.length > 0 ? looked : undefined;
  };
}
