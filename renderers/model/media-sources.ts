import { DomNode, ElementNode, isBlank, replaceElements } from '../dom/html-dom';
import { urlScheme } from '../dom/sanitize';
import { resolveFromFile } from '../paths/repo-path';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { AssetCollector } from './asset-collector';
import { sourceFormatOf } from './read-source';

const PLAYERS = new Set(['video', 'audio']);
/** What a player loads, rather than shows: its sources and its captions. */
const LOADED = new Set(['source', 'track']);

export interface MediaContext {
  /** The listed file the nodes come from; elements that know their own line say where they were written. */
  sourceFile: string;
  assets: AssetCollector;
  warnings: BookWarning[];
  /** False for print (the PDF), where nothing plays: each player gives way to its fallback. */
  playable: boolean;
}

/**
 * Audio and video in a page (`<video src>`, `<audio>` with `<source>`s, `<track>` captions). Files of the
 * repository are shipped beside the pages, as images are, so the HTML and EPUB editions play them; a file not in
 * the repository is left out with a warning where it was written. A player with nothing left to play, and every
 * player in print, gives way to what the author wrote inside it for readers that cannot play it (a sentence, a
 * link, a still image), instead of an empty player box.
 */
export async function resolveMediaSources(nodes: DomNode[], context: MediaContext): Promise<DomNode[]> {
  const players: [ElementNode, SourceLocation][] = [];
  const collect = (list: DomNode[], where: SourceLocation) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      const here = node.loc ?? where;
      if (PLAYERS.has(node.name)) players.push([node, here]);
      collect(node.children, here);
    }
  };
  collect(nodes, { file: context.sourceFile });
  if (players.length === 0) return nodes;

  const silent = new Set<ElementNode>();
  for (const [player, where] of players) {
    if (!context.playable) {
      if (isBlank(fallbackOf(player))) warnNothingToPrint(player, where, context.warnings);
      silent.add(player);
      continue;
    }
    await shipLoadedFiles(player, where, context);
    const hasSource = player.attrs.has('src') || player.children.some((c) => isElement(c, 'source'));
    if (!hasSource) silent.add(player);
  }
  return replaceElements(nodes, (el) => (silent.has(el) ? fallbackOf(el) : undefined));
}

/** What a player holds for readers that cannot play it: everything but its sources and captions. */
function fallbackOf(player: ElementNode): DomNode[] {
  return player.children.filter((child) => !(child.type === 'element' && LOADED.has(child.name)));
}

function isElement(node: DomNode, name: string): node is ElementNode {
  return node.type === 'element' && node.name === name;
}

/** The player's own `src` and each source's and caption track's, pointed at the shipped file or left out. */
async function shipLoadedFiles(
  player: ElementNode,
  where: SourceLocation,
  context: MediaContext,
): Promise<void> {
  if (player.attrs.has('src') && !(await ship(player, player, where, context))) player.attrs.delete('src');
  const kept: DomNode[] = [];
  for (const child of player.children) {
    if (child.type === 'element' && LOADED.has(child.name) && !(await ship(child, player, where, context)))
      continue;
    kept.push(child);
  }
  player.children = kept;
}

/** Whether `el`'s `src` names a file the book ships (its `src` then points at it). */
async function ship(
  el: ElementNode,
  player: ElementNode,
  where: SourceLocation,
  context: MediaContext,
): Promise<boolean> {
  const src = el.attrs.get('src')?.trim() ?? '';
  // Web addresses were removed, with a warning, by the sanitizer; a source without one plays nothing.
  if (src === '' || urlScheme(src) !== null || src.startsWith('//')) return false;
  const written = src.replace(/[?#].*$/, '');
  const candidates = [where.file, context.sourceFile]
    .map((from) => resolveFromFile(from, written))
    .flatMap((resolved) => (resolved.ok ? [resolved.path] : []));
  for (const path of new Set(candidates)) {
    const asset = await context.assets.add(path);
    if (asset) {
      el.attrs.set('src', asset.href);
      return true;
    }
  }
  const looked = candidates[0];
  const why = looked ? context.assets.whyUnavailable(looked) : 'is not a path inside the repository';
  context.warnings.push(
    warning(
      'image-missing',
      el.loc ?? where,
      `${el === player ? '' : `<${el.name}> of the `}<${player.name}> ${src} ${why}; left out: add the file ` +
        'to the repository or correct the path',
      src,
    ),
  );
  return false;
}

function warnNothingToPrint(player: ElementNode, where: SourceLocation, warnings: BookWarning[]): void {
  warnings.push(
    warning(
      'source',
      where,
      `a <${player.name}> cannot play on paper and holds nothing to print instead; left out of the PDF: ` +
        (sourceFormatOf(where.file) === 'asciidoc'
          ? `say in the text beside it what it shows (a sentence, a link, a still image), or keep it out of the ` +
            'PDF with ifdef::backend-pdf[] … endif::[]'
          : `write inside the <${player.name}> element what a reader who cannot play it should see (a sentence, ` +
            'a link, a still image)'),
    ),
  );
}
