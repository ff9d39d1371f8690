import { DomNode, element, ElementNode, replacing, text } from '../dom/html-dom';
import { isRemoteUrl } from '../dom/sanitize';
import { BookWarning, SourceLocation, warning } from '../warnings';

/** Elements that show another web page or a player inside the page: a book never loads them. */
const FRAMES = new Set(['iframe', 'embed', 'object']);
/** Players, which a book plays only from files it ships. */
const PLAYERS = new Set(['video', 'audio']);

/**
 * A web page's embedded video or widget (`<iframe src="https://player.vimeo.com/…">`, pasted from a video site's
 * "embed" button) cannot play in a PDF or an e-book, and the sanitizer drops it with all its content. Dropped
 * silently, the reader of the printed book never learns there was something to watch: each one with a web
 * address becomes a link to that address instead (its title, else the address, as the link's text), with a
 * warning where it was written. Frames without a web address are left to the sanitizer.
 */
export function embeddedFramesAsLinks(
  nodes: DomNode[],
  file: string,
  warnings: BookWarning[],
  parent?: string,
  /** Where the nearest element that knows its line was written (a converter marks its blocks, not what they hold). */
  around?: SourceLocation,
): DomNode[] {
  return nodes.map((node) => {
    if (node.type !== 'element') return node;
    const where = node.loc ?? around ?? file;
    const link = FRAMES.has(node.name)
      ? frameAsLink(node, where, warnings)
      : PLAYERS.has(node.name)
        ? remotePlayerAsLink(node, where, warnings)
        : undefined;
    // A frame between paragraphs becomes a paragraph of its own, not a link loose between blocks.
    if (link)
      return parent === undefined || BLOCK_CONTAINERS.has(parent)
        ? replacing(link, element('p', {}, [link]))
        : link;
    // Inside MathML or SVG an <a> is not the web's link: what they embed is the sanitizer's alone.
    if (!FOREIGN.has(node.name))
      node.children = embeddedFramesAsLinks(node.children, file, warnings, node.name, node.loc ?? around);
    return node;
  });
}

const FOREIGN = new Set(['math', 'svg']);
const BLOCK_CONTAINERS = new Set([
  'section', 'div', 'article', 'aside', 'body', 'blockquote', 'figure', 'header', 'footer', 'main', 'nav',
]); // prettier-ignore

function frameAsLink(
  el: ElementNode,
  where: SourceLocation | string,
  warnings: BookWarning[],
): ElementNode | undefined {
  const url = (el.name === 'object' ? el.attrs.get('data') : el.attrs.get('src'))?.trim();
  if (!url || !isRemoteUrl(url)) return undefined;
  const address = url.startsWith('//') ? `https:${url}` : url;
  const title = el.attrs.get('title')?.trim();
  warnings.push(
    warning(
      'remote-resource',
      where,
      `<${el.name}> embedding ${address} cannot be shown in a book (it would load a web page); it is printed as ` +
        'a link to that address. Write a sentence and a link (or a screenshot) there to say what it shows',
      address,
    ),
  );
  return replacing(el, element('a', { href: address, class: 'embedded-frame' }, [text(title || address)]));
}

/**
 * A `<video>` or `<audio>` that plays only from the web (`video::https://…/intro.mp4[]`): a book never fetches it,
 * and the player was left with nothing to play, showing its fallback ("Your browser does not support the video
 * tag."). It becomes a link to that address, with a warning, as an embedded frame does.
 */
function remotePlayerAsLink(
  el: ElementNode,
  where: SourceLocation | string,
  warnings: BookWarning[],
): ElementNode | undefined {
  const sources = [
    el.attrs.get('src'),
    ...el.children.flatMap((child) =>
      child.type === 'element' && child.name === 'source' ? [child.attrs.get('src')] : [],
    ),
  ].flatMap((src) => (src?.trim() ? [src.trim()] : []));
  if (sources.length === 0 || !sources.every((src) => isRemoteUrl(src))) return undefined;
  const address = sources[0]!.startsWith('//') ? `https:${sources[0]}` : sources[0]!;
  const what = el.name === 'video' ? 'video' : 'audio';
  warnings.push(
    warning(
      'remote-resource',
      where,
      `<${el.name}> playing ${address} is not fetched (rendering never uses the network); it is printed as a ` +
        `link to that address. To play the ${what} in the book, put a copy of it in the repository and point at that`,
      address,
    ),
  );
  const title = el.attrs.get('title')?.trim();
  return replacing(el, element('a', { href: address, class: `remote-${what}` }, [text(title || address)]));
}
