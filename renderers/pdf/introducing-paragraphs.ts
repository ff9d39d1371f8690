import { addClass, ElementNode, hasClass, textContent, walkElements } from '../dom/html-dom';
import { INTRODUCED_CLASS_PREFIX, KEEP_WITH_NEXT_CLASS, MOST_INTRODUCTION_LINES } from './print-style';

/** A colon at the end of a paragraph, full-width in Chinese and Japanese text. */
const INTRODUCES = /[:：]\s*$/;
/**
 * About how many characters of running text a line of the page holds: fewer than most lines do, so an introduction's
 * lines are counted high rather than low.
 */
const LINE_CHARS = 70;

/**
 * Marks each paragraph that ends in a colon and has a block after it ("Your directory tree should look like this:"
 * over a listing) to be printed on that block's page: when the block moves whole to the next page, its introduction
 * goes with it instead of standing alone at the foot of the page before. A paragraph Asciidoctor wraps in its own
 * `div.paragraph` is marked by its wrapper, the block the next one follows.
 *
 * A figure it introduces is also told how many lines the introduction takes (see print-style.ts): an image
 * scaled to the whole page left no room for them, and Chromium kept the two together by breaking the introduction,
 * printing its first line alone on a page.
 */
export function keepIntroductionsWithBlocks(root: ElementNode): void {
  walkElements([root], (el) => {
    const blocks = el.children.filter((child): child is ElementNode => child.type === 'element');
    blocks.forEach((block, i) => {
      const paragraph = i < blocks.length - 1 ? introduction(block) : undefined;
      if (!paragraph) return;
      addClass(block, KEEP_WITH_NEXT_CLASS);
      const next = blocks[i + 1];
      if (isFigure(next)) addClass(next, `${INTRODUCED_CLASS_PREFIX}${introductionLines(paragraph)}`);
    });
  });
}

/** The paragraph of `block` that introduces the block after it, if it is one. */
function introduction(block: ElementNode): ElementNode | undefined {
  const paragraph =
    block.name === 'p'
      ? block
      : block.name === 'div' && hasClass(block, 'paragraph')
        ? block.children.find((child): child is ElementNode => child.type === 'element' && child.name === 'p')
        : undefined;
  return paragraph !== undefined && INTRODUCES.test(textContent(paragraph)) ? paragraph : undefined;
}

/** A block that prints an image scaled to fit the page: HTMLBook's figure, Asciidoctor's, a paragraph of one image. */
function isFigure(block: ElementNode): boolean {
  if (block.name === 'figure') return true;
  if (block.name === 'div') return hasClass(block, 'imageblock') || hasClass(block, 'figure');
  if (block.name !== 'p' || textContent(block).trim()) return false;
  const elements = block.children.filter((child): child is ElementNode => child.type === 'element');
  return elements.length === 1 && elements[0].name === 'img';
}

function introductionLines(paragraph: ElementNode): number {
  const chars = textContent(paragraph).replace(/\s+/g, ' ').trim().length;
  return Math.min(MOST_INTRODUCTION_LINES, Math.max(1, Math.ceil(chars / LINE_CHARS)));
}
