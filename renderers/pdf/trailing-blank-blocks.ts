import { DomNode, ElementNode } from '../dom/html-dom';
import { showsNothing } from '../model/blank-blocks';

/**
 * Drops the blank paragraphs a division ends with (`<p>&nbsp;</p>` after its last section, or at the end of that
 * section, as Atlas's visual editor left them), in print only. They show nothing, yet each is a line of space:
 * where the chapter's text filled its last page, they made a page of their own, blank but for the running head
 * and the folio. The site and the EPUB have no pages and keep them as written.
 */
export function dropTrailingBlankBlocks(division: ElementNode): void {
  let holder: ElementNode | undefined = division;
  while (holder) {
    const kept: DomNode[] = withoutBlankEnd(holder.children);
    holder.children = kept;
    const last = kept.at(-1);
    holder = last?.type === 'element' && isSection(last) ? last : undefined;
  }
}

function withoutBlankEnd(nodes: DomNode[]): DomNode[] {
  let end = nodes.length;
  while (end > 0 && showsNothing([nodes[end - 1]!])) end -= 1;
  return end === nodes.length ? nodes : nodes.slice(0, end);
}

function isSection(el: ElementNode): boolean {
  return el.name === 'section' || /^sect[1-5]$/.test(el.attrs.get('data-type') ?? '');
}
