import { ElementNode, textContent, walkElements } from '../dom/html-dom';
import { addClass } from './listing-parts';
import { KEEP_WITH_NEXT_CLASS } from './print-style';

/** A colon at the end of a paragraph, full-width in Chinese and Japanese text. */
const INTRODUCES = /[:：]\s*$/;

/**
 * Marks each paragraph that ends in a colon and has a block after it ("Your directory tree should look like this:"
 * over a listing) to be printed on that block's page: when the block moves whole to the next page, its introduction
 * goes with it instead of standing alone at the foot of the page before. A paragraph Asciidoctor wraps in its own
 * `div.paragraph` is marked by its wrapper, the block the next one follows.
 */
export function keepIntroductionsWithBlocks(root: ElementNode): void {
  walkElements([root], (el) => {
    const blocks = el.children.filter((child): child is ElementNode => child.type === 'element');
    blocks.forEach((block, i) => {
      if (i < blocks.length - 1 && introducesNext(block)) addClass(block, KEEP_WITH_NEXT_CLASS);
    });
  });
}

function introducesNext(block: ElementNode): boolean {
  const paragraph =
    block.name === 'p'
      ? block
      : block.name === 'div' && (block.attrs.get('class') ?? '').split(/\s+/).includes('paragraph')
        ? block.children.find((child): child is ElementNode => child.type === 'element' && child.name === 'p')
        : undefined;
  return paragraph !== undefined && INTRODUCES.test(textContent(paragraph));
}
