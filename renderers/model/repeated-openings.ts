import { DomNode, ElementNode } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { FEWEST_FILES, repeatedTextPlaces, seenBlocks, seenText } from './repeated-blocks';

/** What a file printed above its first title, and the warning that said so. */
export interface FileOpening {
  file: string;
  /** The division the opening is printed in (its element holds the nodes). */
  element: ElementNode;
  nodes: DomNode[];
  where: SourceLocation | string;
  warning: BookWarning;
}

/**
 * The same text opening FEWEST_FILES files or more, above each one's title: a web page's banner that a site's tooling
 * put atop every page (jakevdp's notebooks: "This notebook contains an excerpt from the Whirlwind Tour of Python",
 * the cover's picture, the licence), not the chapters' own words. A banner is an opening that is the whole of what
 * FEWEST_FILES files print above their titles; it is left out of every file that opens with it, also where more
 * follows it (Think Python 3e: the book's banner, then a setup cell in most chapters, then another in some). The
 * warnings of files left with nothing above their titles become one saying so; a file left with more keeps its own.
 * `warnings` holds the files' warnings; the banners' nodes are taken out of their divisions.
 */
export function leaveOutRepeatedOpenings(openings: readonly FileOpening[], warnings: BookWarning[]): void {
  const blocksOf = new Map(openings.map((opening) => [opening, seenBlocks(opening.nodes)]));
  const filesByWhole = new Map<string, Set<string>>();
  for (const opening of openings) {
    const whole = blocksOf
      .get(opening)!
      .map((block) => block.key)
      .join(BLOCK_SEPARATOR);
    if (whole !== '') filesByWhole.set(whole, (filesByWhole.get(whole) ?? new Set()).add(opening.file));
  }
  const banners = [...filesByWhole]
    .filter(([, files]) => files.size >= FEWEST_FILES)
    .map(([whole]) => whole.split(BLOCK_SEPARATOR))
    // The longest first: a file opening with a banner and more is matched by the most it shares.
    .sort((a, b) => b.length - a.length);
  if (banners.length === 0) return;
  // Each banner's files, grouped by the banner's first block: the book's banner said once, however much follows it.
  const groups = new Map<string, { opening: FileOpening; leftOut: DomNode[] }[]>();
  const emptied = new Set<BookWarning>();
  for (const opening of openings) {
    const blocks = blocksOf.get(opening)!;
    const banner = banners.find(
      (keys) => keys.length <= blocks.length && keys.every((key, i) => blocks[i]!.key === key),
    );
    if (!banner) continue;
    const leftOut = blocks.slice(0, banner.length);
    const last = opening.nodes.indexOf(leftOut.at(-1)!.node);
    removeNodes(opening.element, new Set(opening.nodes.slice(0, last + 1)));
    if (banner.length === blocks.length) emptied.add(opening.warning);
    groups.set(banner[0]!, [
      ...(groups.get(banner[0]!) ?? []),
      { opening, leftOut: leftOut.map((block) => block.node) },
    ]);
  }
  for (const alike of groups.values()) {
    const files = [...new Set(alike.map(({ opening }) => opening.file))];
    const first = alike[0]!.opening;
    const { quoted, places } = repeatedTextPlaces(seenText(alike[0]!.leftOut), files);
    const grouped = warning(
      'source',
      first.where,
      `${files.length} files open with the same text before their titles ${places}: a web page's banner, ` +
        'repeated on every page of the site; it is left out of the book. To print it, write it once, in a file of ' +
        'its own',
      quoted,
    );
    const at = warnings.indexOf(first.warning);
    warnings.splice(at === -1 ? warnings.length : at, 0, grouped);
  }
  const kept = warnings.filter((w) => !emptied.has(w));
  warnings.splice(0, warnings.length, ...kept);
}

const BLOCK_SEPARATOR = '\u0001';

function removeNodes(root: ElementNode, nodes: ReadonlySet<DomNode>): void {
  root.children = root.children.filter((child) => !nodes.has(child));
  for (const child of root.children) if (child.type === 'element') removeNodes(child, nodes);
}
