import { DomNode, element, ElementNode, findElements, isBlank, replacing, text } from '../dom/html-dom';
import { isRemoteUrl } from '../dom/sanitize';
import { groupWarnings, otherLinesText } from '../warning-groups';
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
export function embeddedFramesAsLinks(nodes: DomNode[], file: string, warnings: BookWarning[]): DomNode[] {
  const found: FrameWarning[] = [];
  const result = framesAsLinks(nodes, file, found);
  warnings.push(...groupedFrameWarnings(found));
  return result;
}

/** Two or three alike stay apart, each with its own address to look at; more are told together. */
const GROUPED_FROM = 4;

/** How a frame or player was treated: its warnings are grouped by that, a file at a time. */
type FrameTreatment = 'left-out' | 'linked' | 'player';
interface FrameWarning {
  treatment: FrameTreatment;
  /** The element's name: iframe, embed, object, video or audio. */
  element: string;
  warning: BookWarning;
}

/**
 * A file's frames treated alike are told in one warning, at the first one's line with the others' lines: a blog
 * turned into a book embeds a video in every other section (_The Nutanix Bible_: 16 in one file), and sixteen
 * lines of the same sentence bury the warnings that differ.
 */
function groupedFrameWarnings(found: readonly FrameWarning[]): BookWarning[] {
  const items = new Map(found.map((item) => [item.warning, item]));
  const keyOf = (w: BookWarning) => `${w.file ?? ''}\0${items.get(w)!.treatment}`;
  const sizes = new Map<string, number>();
  for (const item of found) sizes.set(keyOf(item.warning), (sizes.get(keyOf(item.warning)) ?? 0) + 1);
  return groupWarnings(
    found.map((item) => item.warning),
    (w) => (sizes.get(keyOf(w))! >= GROUPED_FROM ? keyOf(w) : undefined),
    (group) => groupedWarning(group.map((w) => items.get(w)!)),
  );
}

function groupedWarning(group: readonly FrameWarning[]): BookWarning {
  const [first, ...others] = group as [FrameWarning, ...FrameWarning[]];
  const where = {
    file: first.warning.file!,
    ...(first.warning.line !== undefined ? { line: first.warning.line } : {}),
  };
  const named = [...new Set(group.map((item) => `<${item.element}>`))].join(' and ');
  const firstAddress = first.warning.subject ?? '';
  const at = `the first, ${firstAddress}, here, the others at ${otherLinesText(others.map((o) => o.warning.line))}`;
  const message =
    first.treatment === 'left-out'
      ? `${group.length} ${named} elements embedding web pages cannot be shown in a book (they would load web ` +
        `pages): ${at}; each is left out, as the link beside it already leads there`
      : first.treatment === 'linked'
        ? `${group.length} ${named} elements embedding web pages cannot be shown in a book (they would load web ` +
          `pages): ${at}; each is printed as a link to what it shows (a video's page for a video player). ` +
          'Write a sentence and a link (or a screenshot) at each to say what it shows'
        : `${group.length} ${named} elements playing from the web are not fetched (rendering never uses the ` +
          `network): ${at}; each is printed as a link to its address. To play them in the book, put copies in ` +
          'the repository and point at those';
  return warning('remote-resource', where, message, firstAddress);
}

function framesAsLinks(
  nodes: DomNode[],
  file: string,
  warnings: FrameWarning[],
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
        warnings.push({
          treatment: 'left-out',
          element: node.name,
          warning: leftOutBesideLink(node, shown, where),
        });
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
    node.children = framesAsLinks(node.children, file, warnings, node.name, node.loc ?? around, linkedBeside);
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
  warnings: FrameWarning[],
): ElementNode | undefined {
  const url = remoteAddressOf(el);
  if (!url) return undefined;
  const address = url.startsWith('//') ? `https:${url}` : url;
  const title = el.attrs.get('title')?.trim();
  // A video site's player opens bare, without the video's title or site: the reader is sent to the video's page.
  const videoPage = videoPageOfPlayer(address);
  warnings.push({
    treatment: 'linked',
    element: el.name,
    warning: warning(
      'remote-resource',
      where,
      `<${el.name}> embedding ${address} cannot be shown in a book (it would load a web page); it is printed as ` +
        (videoPage ? `a link to the video's page, ${videoPage}` : 'a link to that address') +
        '. Write a sentence and a link (or a screenshot) there to say what it shows',
      address,
    ),
  });
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
  warnings: FrameWarning[],
): ElementNode | undefined {
  const url = remoteAddressOf(el);
  if (!url) return undefined;
  const address = url.startsWith('//') ? `https:${url}` : url;
  const what = el.name === 'video' ? 'video' : 'audio';
  warnings.push({
    treatment: 'player',
    element: el.name,
    warning: warning(
      'remote-resource',
      where,
      `<${el.name}> playing ${address} is not fetched (rendering never uses the network); it is printed as a ` +
        `link to that address. To play the ${what} in the book, put a copy of it in the repository and point at that`,
      address,
    ),
  });
  const title = el.attrs.get('title')?.trim();
  return replacing(el, element('a', { href: address, class: `remote-${what}` }, [text(title || address)]));
}
