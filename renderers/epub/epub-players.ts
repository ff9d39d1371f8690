import { DomNode, ElementNode, replaceElements } from '../dom/html-dom';
import type { BookAsset } from '../model/book-model';
import { BookWarning, warning } from '../warnings';

/**
 * What an EPUB reader plays in `<video>` and `<audio>`: EPUB 3's audio types, the two video types reading systems
 * are asked to play (H.264 MP4, WebM), and WebVTT captions. Ogg Vorbis and Theora are not among them.
 */
const PLAYED_TYPES = new Set(['audio/mpeg', 'audio/mp4', 'video/mp4', 'video/webm', 'text/vtt']);

const PLAYERS = new Set(['video', 'audio']);
const LOADED = new Set(['source', 'track']);

/** The book's audio, video and caption files an EPUB can play, by the address its pages use. */
export function playableMedia(assets: readonly BookAsset[]): Map<string, BookAsset> {
  return new Map(assets.filter((a) => PLAYED_TYPES.has(a.mediaType)).map((a) => [a.href, a]));
}

/**
 * Keeps in each player the files an EPUB reader plays, adding them to `used` (the EPUB ships those); a file of
 * another type is left out with a warning, and a player left with nothing to play gives way to its fallback.
 */
export function keepPlayableMedia(
  nodes: DomNode[],
  playable: ReadonlyMap<string, BookAsset>,
  used: Set<BookAsset>,
  sourceFile: string,
  warnings: BookWarning[],
): DomNode[] {
  const plays = (el: ElementNode): boolean => {
    const src = el.attrs.get('src');
    if (src === undefined) return false;
    const asset = playable.get(src);
    if (asset) {
      used.add(asset);
      return true;
    }
    warnings.push(
      warning(
        'format',
        sourceFile,
        `<${el.name}> ${src.replace(/^assets\//, '')} is not a type EPUB readers play (MP3 or AAC audio, MP4 or ` +
          'WebM video, WebVTT captions); left out of the EPUB: add a version in one of those',
        src,
      ),
    );
    return false;
  };
  return replaceElements(nodes, (el) => {
    if (!PLAYERS.has(el.name)) return undefined;
    if (el.attrs.has('src') && !plays(el)) el.attrs.delete('src');
    el.children = el.children.filter((c) => !(c.type === 'element' && LOADED.has(c.name)) || plays(c));
    const hasSource =
      el.attrs.has('src') || el.children.some((c) => c.type === 'element' && c.name === 'source');
    if (hasSource) return [el];
    return el.children.filter((c) => !(c.type === 'element' && LOADED.has(c.name)));
  });
}
