import type MarkdownIt from 'markdown-it';
import { P_CLOSERS } from '../dom/html-dom';

/** Elements that make a block of their own: opened in a sentence and never closed, they break the page's structure. */
const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  // Those that close an open paragraph, but <hr>: a rule is never closed, and one in a sentence is meant as a rule.
  ...[...P_CLOSERS].filter((name) => name !== 'hr'),
  // Those that open a structure of their own (a list item, a table row, a whole document).
  ...[
    'body',
    'dd',
    'details',
    'dialog',
    'dt',
    'fieldset',
    'figcaption',
    'form',
    'head',
    'html',
    'li',
    'main',
  ],
  ...['tbody', 'td', 'tfoot', 'th', 'thead', 'tr'],
]);

const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^>]*?(\/?)>$/;

/**
 * "Imagine a list (<ul> or <ol>) whose <li>'s …": block tags named in a sentence, opened and never closed there.
 * CommonMark passes them through as HTML, so the paragraph was cut at the tag, an empty list opened with the rest of
 * the sentence as its text (invalid XHTML in the EPUB) and the tag's name vanished. Such a tag is printed as
 * written, as MarkAPL and Leanpub print it; a block tag closed in the same paragraph stays HTML, and so does a
 * closing tag ending a box that an HTML block before it opened (`<div class="note">`, its text, then `…  </div>` at
 * the end of the last line): browsers, GitHub and pandoc close the box there.
 */
function printUnclosedBlockTags(state: MarkdownIt.StateCore): void {
  const openBoxes = new Map<string, number>();
  for (const block of state.tokens) {
    if (block.type === 'html_block') countBlockTags(block.content, openBoxes);
    if (block.type !== 'inline' || !block.children) continue;
    const tags = block.children.map((child) =>
      child.type === 'html_inline' ? TAG.exec(child.content) : null,
    );
    block.children.forEach((child, index) => {
      const tag = tags[index];
      if (!tag || tag[3] === '/' || !BLOCK_ELEMENTS.has(tag[2]!.toLowerCase())) return;
      const name = tag[2]!.toLowerCase();
      const closing = tag[1] === '/';
      const partner = closing
        ? tags.slice(0, index).some((other) => other && other[1] === '' && other[2]!.toLowerCase() === name)
        : tags
            .slice(index + 1)
            .some((other) => other && other[1] === '/' && other[2]!.toLowerCase() === name);
      if (partner) return;
      const open = openBoxes.get(name) ?? 0;
      if (closing && open > 0) openBoxes.set(name, open - 1);
      else child.type = 'text';
    });
  }
}

const TAGS = /<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^>]*?(\/?)>/g;

/** The block elements an HTML block opens and leaves open (or closes), added to the count of those still open. */
function countBlockTags(html: string, open: Map<string, number>): void {
  for (const [, slash, rawName, selfClosing] of html.matchAll(TAGS)) {
    const name = rawName!.toLowerCase();
    if (selfClosing === '/' || !BLOCK_ELEMENTS.has(name)) continue;
    open.set(name, Math.max(0, (open.get(name) ?? 0) + (slash === '/' ? -1 : 1)));
  }
}

export const proseBlockTags = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('inline', 'prose_block_tags', printUnclosedBlockTags);
};
