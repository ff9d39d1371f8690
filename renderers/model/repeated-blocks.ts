import { DomNode, findElements, textContent } from '../dom/html-dom';

/** Fewer files holding the same text may hold it by chance (two chapters both starting with one quotation). */
export const FEWEST_FILES = 3;

/** A top-level block of a file's text and what a reader sees of it: its words and the pictures it shows. */
export interface SeenBlock {
  node: DomNode;
  key: string;
}

/**
 * The nodes that a reader sees something of (text, pictures), each keyed by what is seen; white space left out.
 * With `withTargets`, a block's key also holds the web addresses its links and embeds lead to: the same words
 * leading to different places are different blocks.
 */
export function seenBlocks(nodes: readonly DomNode[], { withTargets = false } = {}): SeenBlock[] {
  return nodes.flatMap((node) => {
    const text = seenText([node]);
    const pictures = findElements([node], (el) => el.name === 'img').map((img) => img.attrs.get('src') ?? '');
    if (text === '' && pictures.length === 0) return [];
    const targets = withTargets ? linkTargets(node) : [];
    return [{ node, key: [text, ...pictures, ...targets].join('\u0000') }];
  });
}

/**
 * Every web address a node's links and embeds lead to, in document order. Links within the book are left out: a
 * "Previous | Next" bar under every page leads each page somewhere else, and is the site's all the same.
 */
function linkTargets(node: DomNode): string[] {
  return findElements([node], (el) => el.attrs.has('href') || el.attrs.has('src')).flatMap((el) =>
    ['href', 'src'].flatMap((name) => {
      const target = el.attrs.get(name);
      return target !== undefined && WEB_ADDRESS.test(target) ? [`${name}=${target}`] : [];
    }),
  );
}

const WEB_ADDRESS = /^[a-z][a-z\d+.-]*:/i;

/** The blocks' words, each block's run together with single spaces, the blocks joined by one. */
export function seenText(nodes: readonly DomNode[]): string {
  return nodes
    .map((node) => textContent([node]).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
    .join(' ');
}

/**
 * The start of a repeated text and the files it is in, for a warning: `("The start of it…"; here and in b.md, c.md
 * and 2 more)`, the first file being where the warning is.
 */
export function repeatedTextPlaces(
  text: string,
  files: readonly string[],
): { quoted: string; places: string } {
  const quoted = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  const others = files.slice(1);
  const named = others.slice(0, 3).join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
  return { quoted, places: `("${quoted}"; here and in ${named})` };
}
