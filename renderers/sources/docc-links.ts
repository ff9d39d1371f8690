import type MarkdownIt from 'markdown-it';

/** What a DocC link (`<doc:Closures#Capturing-Values>`) names, kept on the link for the reference step. */
export const DOCC_LINK = 'data-octavo-docc-link';

/**
 * Swift-DocC's links between the articles of a catalog, `<doc:Article>` and `<doc:Article#Section-Title>`. Read as
 * plain Markdown they are autolinks to the unknown `doc:` scheme, which the book cannot follow: the link loses its
 * address and prints "doc:Article". They are marked with what they name, resolved against the book's files later.
 */
export function doccLinks(md: MarkdownIt.MarkdownIt): void {
  md.core.ruler.push('octavo_docc_links', (state) => {
    for (const token of state.tokens) {
      const children = token.children ?? [];
      children.forEach((child, index) => {
        if (child.type !== 'link_open') return;
        const href = String(child.attrGet('href') ?? '');
        if (!/^doc:/i.test(href)) return;
        const reference = decoded(href.slice('doc:'.length));
        child.attrSet('href', '#');
        child.attrSet(DOCC_LINK, reference);
        // An autolink's text is its address: what DocC shows when it cannot title the link is the name it gave.
        const label = children[index + 1];
        if (child.markup === 'autolink' && label?.type === 'text') label.content = doccLinkName(reference);
      });
    }
  });
}

/** The words a DocC reference names: its section's title, else its article's name. */
export function doccLinkName(reference: string): string {
  const [path = '', fragment] = reference.split('#');
  if (fragment) return fragment.replace(/-/g, ' ');
  return path.split('/').filter(Boolean).at(-1) ?? path;
}

/** markdown-it percent-encodes a link's address; one it cannot decode is kept as written. */
function decoded(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}
