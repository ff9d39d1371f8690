import { DomNode, ElementNode, text, textContent } from '../dom/html-dom';

/** The systems a `platform-…` class shows an element to, by the names readers know them. */
const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  mac: 'macOS',
  windows: 'Windows',
  linux: 'Linux',
};

/** Over this many words a variant is a sentence, not keys or a menu path. */
const SENTENCE_WORDS = 5;

const INLINE = new Set(['span', 'kbd', 'code', 'em', 'strong', 'a', 'b', 'i', 'samp', 'var']);

/** The systems an inline element is written for (`class="platform-windows platform-linux"`); all: none named. */
function platformsOf(node: DomNode): string[] | undefined {
  if (node.type !== 'element' || !INLINE.has(node.name)) return undefined;
  const classes = (node.attrs.get('class') ?? '').split(/\s+/);
  if (classes.includes('platform-all')) return [];
  const names = classes.flatMap((c) =>
    c.startsWith('platform-') ? [PLATFORM_NAMES[c.slice(9)] ?? []].flat() : [],
  );
  return names.length > 0 ? names : undefined;
}

/**
 * A site that shows each reader the keys and menus of their own system writes every variant and hides the others
 * with CSS (`<kbd class="platform-mac">Cmd+,</kbd><kbd class="platform-windows platform-linux">Ctrl+,</kbd>`: the
 * Atom Flight Manual, GitHub's help). A book shows them all, and printed side by side they ran together
 * ("Cmd+,Ctrl+,"). Each variant is followed by the systems it is for and variants are set apart:
 * "Cmd+, (macOS) / Ctrl+, (Windows, Linux)"; a sentence is led by them: "macOS: The menu … Windows, Linux: The …".
 */
export function labelPlatformVariants(nodes: DomNode[], within?: string): DomNode[] {
  const out: DomNode[] = [];
  let previousVariant = false;
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    const found = platformsOf(node);
    // Inside a variant, an element for the same systems (its keys) is no variant of its own.
    const platforms = found !== undefined && found.join(', ') === within ? undefined : found;
    if (platforms === undefined) {
      if (node.type === 'element') node.children = labelPlatformVariants(node.children, within);
      const between = node.type === 'text' && node.value.trim() === '';
      if (!between) previousVariant = false;
      out.push(node);
      continue;
    }
    const element = node as ElementNode;
    element.children = labelPlatformVariants(element.children, platforms.join(', '));
    // A sentence for each system reads best under its systems' name; keys and menu paths with it after them.
    const sentence = textContent(element).trim().split(/\s+/).length > SENTENCE_WORDS;
    // A variant that goes on from the one before (` or Alt+B`) is joined by its own words.
    const continues = /^\s*(?:or|and|,)\s/i.test(textContent(element));
    if (previousVariant && !sentence && !continues && !endsWithSeparator(out)) out.push(text(' / '));
    if (previousVariant && sentence) out.push(text(' '));
    if (platforms.length > 0 && sentence) out.push(text(`${platforms.join(', ')}: `));
    out.push(node);
    if (platforms.length > 0 && !sentence) out.push(text(` (${platforms.join(', ')})`));
    previousVariant = platforms.length > 0 && nextIsVariant(nodes, index, within);
  }
  return out;
}

function nextIsVariant(nodes: DomNode[], index: number, within: string | undefined): boolean {
  for (const node of nodes.slice(index + 1)) {
    if (node.type === 'text' && node.value.trim() === '') continue;
    const platforms = platformsOf(node);
    return platforms !== undefined && platforms.length > 0 && platforms.join(', ') !== within;
  }
  return false;
}

function endsWithSeparator(out: DomNode[]): boolean {
  const last = out.at(-1);
  return last?.type === 'text' && /[/|,;]\s*$|\bor\s*$/.test(last.value);
}
