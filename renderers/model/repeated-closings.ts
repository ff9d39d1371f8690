import { DomNode, ElementNode, findElements, isHeading, textContent } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { FEWEST_FILES, repeatedTextPlaces, SeenBlock, seenBlocks, seenText } from './repeated-blocks';
import { holdsTemplateMarkup } from './template-tags';
/** The most blocks a footer is looked for in: a site's footer is a few lines (title, copyright, licences). */
const MOST_BLOCKS = 8;

/**
 * The words of a site's footer: its copyright and licences, its tooling's credit, a link to edit the page or to
 * report a mistake in it.
 */
const FOOTER_WORDS =
  /\bcopyright\b|©|\(c\) ?\d{4}|\ball rights reserved\b|\blicen[cs]e[ds]?\b|creative commons|\bCC[ -]BY\b|\b(?:powered|built|made|generated) (?:with|by)\b|\bedit (?:this page|on github)\b|\bview (?:the )?source\b|\berrat(?:a|um)\b|\b(?:found|report|spotted) an? (?:mistake|typo|error|bug|issue)\b/i;
/** A footer's link to another page of the site ("« Previous", "Next →", "Back to top"). */
const NAVIGATION_LINK = /^\W*(?:previous|prev|next|back|home|top|up|contents|index)\b/i;

/** A file's last division, whose ending may be a footer its site put under every page. */
export interface FileClosing {
  file: string;
  element: ElementNode;
  /** The file's lines holding an include directive: the text it brings is located on its line. */
  includeLines?: ReadonlySet<number>;
}

/**
 * The same text ending FEWEST_FILES files or more: a web page's footer that a site's tooling (or the author's
 * template) put under every page (Think Python 3e's notebooks: the book's title, "Copyright 2024 Allen B. Downey",
 * the code and text licences), printed at the end of every chapter. The longest ending shared by that many files is
 * left out of each, with one warning naming the files. An ending is the blocks after the last title of a file's last
 * division; a chapter is never left with nothing under that title. Endings alike in words but leading to different
 * places are the chapters' own (hello-algo's exercise pages each end with a "LeetCode" button to its own problem).
 * So is an ending that is all of a section under its heading in one of the files: a French R guide's chapters end with
 * their own "webin-R" section, one of them holding nothing but the sentence and the video the others end with.
 * And so is an ending with nothing of a footer in it (no copyright, licence, site credit or link to another page):
 * CoAxLab/Data-Explorations' 15 exercise notebooks end with the same request to name who the student worked with, 10
 * tutorials with the same credit to their authors, which Jupyter Book prints in each.
 */
export function leaveOutRepeatedClosings(closings: readonly FileClosing[], warnings: BookWarning[]): void {
  // Each file's endings of 1 to MOST_BLOCKS blocks (all a section holds under its heading among them, which marks
  // the text the chapter's own; fewer than all of a chapter without sections, whose ending that is all of it is the
  // chapter itself), and the files ending with each: counted once, not file against file. Template
  // markup printed as written is no footer, and no footer runs over it: it is the page's own tags, which its tool
  // would have run (eleven pages of the Axon guide end with GitBook's "{% endtab %} {% endtabs %}": taken for a
  // footer, those tags were left out of them and went unwarned).
  const endings = closings.map((closing) => {
    const { container, blocks, titled } = ending(closing.element);
    const markup = blocks.findLastIndex((block) => holdsTemplateMarkup(seenText([block.node])));
    // Nor is text an include brings (rust-tieng-viet includes question-mark.md at the end of result/README.md, which
    // error-handling/result.md includes in turn: taken for a footer, the section's listings were left out of all
    // three pages, its own among them): the author wrote it once, and mdBook prints it on each page.
    const included = lastIncludedBlock(blocks, closing);
    const most = Math.min(
      MOST_BLOCKS,
      titled ? blocks.length : blocks.length - 1,
      blocks.length - 1 - Math.max(markup, included),
    );
    const lengths = Array.from({ length: most }, (_, i) => i + 1);
    const keys = lengths.map((length) => `${length}\u0002${joinedKeys(blocks.slice(-length))}`);
    return { closing, container, blocks, keys };
  });
  const filesEnding = new Map<string, Set<string>>();
  for (const { closing, keys } of endings) {
    for (const key of keys) filesEnding.set(key, (filesEnding.get(key) ?? new Set()).add(closing.file));
  }
  const groups = new Map<
    string,
    { file: string; container: ElementNode; footer: SeenBlock[]; wholeSection: boolean }[]
  >();
  for (const { closing, container, blocks, keys } of endings) {
    // The longest ending that FEWEST_FILES files share.
    const length = keys.findLastIndex((key) => filesEnding.get(key)!.size >= FEWEST_FILES) + 1;
    if (length === 0) continue;
    // Grouped by their last block: the footer said once, however much of it each file has.
    const last = blocks.at(-1)!.key;
    groups.set(last, [
      ...(groups.get(last) ?? []),
      {
        file: closing.file,
        container,
        footer: blocks.slice(-length),
        wholeSection: length === blocks.length,
      },
    ]);
  }
  for (const alike of groups.values()) {
    if (alike.some(({ wholeSection }) => wholeSection)) continue;
    if (!alike.some(({ footer }) => isSiteChrome(footer))) continue;
    for (const { container, footer } of alike) {
      const nodes = new Set(footer.map((block) => block.node));
      container.children = container.children.filter((child) => !nodes.has(child));
    }
    const files = [...new Set(alike.map(({ file }) => file))];
    const first = alike[0]!;
    const { quoted, places } = repeatedTextPlaces(seenText(first.footer.map((block) => block.node)), files);
    const at = first.footer[0]!.node;
    warnings.push(
      warning(
        'source',
        at.type === 'element' && at.loc ? at.loc : first.file,
        `${files.length} files end with the same text ${places}: a web page's footer, repeated on every page of ` +
          'the site; it is left out of the book. To print it, write it once, in a file of its own',
        quoted,
      ),
    );
  }
}

/**
 * The element a division ends in (its last section's, at any depth) and the blocks after that element's last title
 * (all its blocks when it has none); titled when that is a section's heading, not the division's own.
 */
function ending(division: ElementNode): { container: ElementNode; blocks: SeenBlock[]; titled: boolean } {
  let container = division;
  for (;;) {
    const last = [...container.children]
      .reverse()
      .find((child) => child.type === 'element' || child.value.trim() !== '');
    if (last?.type !== 'element' || last.name !== 'section') break;
    container = last;
  }
  // The blocks after the container's last title.
  const lastTitle = container.children.findLastIndex((node) => node.type === 'element' && isHeading(node));
  return {
    container,
    blocks: seenBlocks(container.children.slice(lastTitle + 1), { withTargets: true }),
    titled:
      lastTitle >= 0 &&
      (container !== division ||
        container.children.findIndex((node) => node.type === 'element' && isHeading(node)) < lastTitle),
  };
}

/**
 * The index of the last of the blocks that an include brought (-1: none): a block located in another file, or on a
 * line of the file holding an include directive. A block without a location of its own (a listing) is on the line
 * of the block before it.
 */
function lastIncludedBlock(blocks: readonly SeenBlock[], closing: FileClosing): number {
  let at: SourceLocation | undefined;
  let last = -1;
  blocks.forEach((block, index) => {
    at = locationOf(block.node) ?? at;
    if (at && (at.file !== closing.file || closing.includeLines?.has(at.line ?? 0))) last = index;
  });
  return last;
}

/** Where a block was written: its own location, or its first element's that has one. */
function locationOf(node: DomNode): SourceLocation | undefined {
  if (node.type !== 'element') return undefined;
  return node.loc ?? findElements(node.children, (el) => el.loc !== undefined)[0]?.loc;
}

/** Blocks with a footer's marks: its words, or a link to another page of the site. */
function isSiteChrome(blocks: readonly SeenBlock[]): boolean {
  const nodes = blocks.map((block) => block.node);
  if (FOOTER_WORDS.test(seenText(nodes))) return true;
  return findElements(nodes, (el) => el.name === 'a').some((link) =>
    NAVIGATION_LINK.test(textContent([link]).trim()),
  );
}

function joinedKeys(blocks: readonly SeenBlock[]): string {
  return blocks.map((block) => block.key).join('\u0001');
}
