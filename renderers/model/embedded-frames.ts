import { DomNode, element, ElementNode, findElements, isBlank, replacing, text } from '../dom/html-dom';
import { isRemoteUrl } from '../dom/sanitize';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { addressedContent, videoPageOfPlayer } from './video-addresses';

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
 *
 * A frame beside a link to what it shows ("watch the video: <a href="https://youtu.be/ID">here</a>" over the
 * site's player for ID, as blogs turned into books write them) is left out, with the wrapper that only held it:
 * the book already leads there, and a second link printed the same video's address again under the first. The
 * warning says so, and that nothing is lost.
 */
export function embeddedFramesAsLinks(
  nodes: DomNode[],
  file: string,
  warnings: BookWarning[],
  parent?: string,
  /** Where the nearest element that knows its line was written (a converter marks its blocks, not what they hold). */
  around?: SourceLocation,
  /** What the links beside the element holding `nodes` lead to, when `nodes` are all it holds. */
  linkedAround?: () => ReadonlySet<string>,
): DomNode[] {
  return nodes.flatMap((node, index): DomNode[] => {
    if (node.type !== 'element') return [node];
    const where = node.loc ?? around ?? file;
    const linkedBeside = () =>
      parent === undefined || BLOCK_CONTAINERS.has(parent)
        ? linkedBesideBlock(nodes, index, linkedAround)
        : linkedIn(nodes);
    const shown = FRAMES.has(node.name) || PLAYERS.has(node.name) ? remoteAddressOf(node) : undefined;
    if (shown !== undefined) {
      const content = addressedContent(shown);
      if (content !== undefined && linkedBeside().has(content)) {
        warnings.push(leftOutBesideLink(node, shown, where));
        return [];
      }
    }
    const link = FRAMES.has(node.name)
      ? frameAsLink(node, where, warnings)
      : PLAYERS.has(node.name)
        ? remotePlayerAsLink(node, where, warnings)
        : undefined;
    // A frame between paragraphs becomes a paragraph of its own, not a link loose between blocks.
    if (link)
      return [
        parent === undefined || BLOCK_CONTAINERS.has(parent)
          ? replacing(link, element('p', {}, [link]))
          : link,
      ];
    // Inside MathML or SVG an <a> is not the web's link: what they embed is the sanitizer's alone.
    if (FOREIGN.has(node.name)) return [node];
    const held = node.children.length;
    node.children = embeddedFramesAsLinks(
      node.children,
      file,
      warnings,
      node.name,
      node.loc ?? around,
      linkedBeside,
    );
    // A video site's sized box (`<div class="video-container">`) around a frame left out would print as empty space.
    return node.children.length < held && isBlank(node.children) ? [] : [node];
  });
}

function leftOutBesideLink(el: ElementNode, url: string, where: SourceLocation | string): BookWarning {
  const address = url.startsWith('//') ? `https:${url}` : url;
  return warning(
    'remote-resource',
    where,
    `<${el.name}> embedding ${address} cannot be shown in a book (it would load a web page); it is left out, as ` +
      'the link beside it already leads there',
    address,
  );
}

/**
 * What the links in the nearest content before and after the block `nodes[index]` lead to; when it has no
 * content beside it in `nodes`, what is beside the element holding them.
 */
function linkedBesideBlock(
  nodes: DomNode[],
  index: number,
  linkedAround: (() => ReadonlySet<string>) | undefined,
): ReadonlySet<string> {
  const before = nearestContent(nodes, index, -1);
  const after = nearestContent(nodes, index, 1);
  if (!before && !after) return linkedAround?.() ?? new Set();
  return linkedIn([before, after].filter((node) => node !== undefined));
}

/** What the links among `nodes` lead to (a frame inside a paragraph is beside the whole paragraph's text). */
function linkedIn(nodes: DomNode[]): Set<string> {
  const linked = new Set<string>();
  for (const link of findElements(nodes, (el) => el.name === 'a')) {
    const content = addressedContent(link.attrs.get('href') ?? '');
    if (content !== undefined) linked.add(content);
  }
  return linked;
}

function nearestContent(nodes: DomNode[], index: number, step: 1 | -1): DomNode | undefined {
  for (let at = index + step; at >= 0 && at < nodes.length; at += step) {
    const node = nodes[at]!;
    if (node.type === 'element' || node.value.trim() !== '') return node;
  }
  return undefined;
}

/** The web address a frame or player would load, if it loads one from the web. */
function remoteAddressOf(el: ElementNode): string | undefined {
  if (FRAMES.has(el.name)) {
    const url = (el.name === 'object' ? el.attrs.get('data') : el.attrs.get('src'))?.trim();
    return url && isRemoteUrl(url) ? url : undefined;
  }
  const sources = playerSources(el);
  return sources.length > 0 && sources.every((src) => isRemoteUrl(src)) ? sources[0] : undefined;
}

function playerSources(el: ElementNode): string[] {
  return [
    el.attrs.get('src'),
    ...el.children.flatMap((child) =>
      child.type === 'element' && child.name === 'source' ? [child.attrs.get('src')] : [],
    ),
  ].flatMap((src) => (src?.trim() ? [src.trim()] : []));
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
  const url = remoteAddressOf(el);
  if (!url) return undefined;
  const address = url.startsWith('//') ? `https:${url}` : url;
  const title = el.attrs.get('title')?.trim();
  // A video site's player opens bare, without the video's title or site: the reader is sent to the video's page.
  const videoPage = videoPageOfPlayer(address);
  warnings.push(
    warning(
      'remote-resource',
      where,
      `<${el.name}> embedding ${address} cannot be shown in a book (it would load a web page); it is printed as ` +
        (videoPage ? `a link to the video's page, ${videoPage}` : 'a link to that address') +
        '. Write a sentence and a link (or a screenshot) there to say what it shows',
      address,
    ),
  );
  const linked = videoPage ?? address;
  return replacing(el, element('a', { href: linked, class: 'embedded-frame' }, [text(title || linked)]));
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
  const url = remoteAddressOf(el);
  if (!url) return undefined;
  const address = url.startsWith('//') ? `https:${url}` : url;
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
