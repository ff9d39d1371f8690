import { addClass, ElementNode, hasClass, textContent, walkElements } from '../dom/html-dom';
import { INTRODUCED_CLASS_PREFIX, KEEP_WITH_NEXT_CLASS, MOST_INTRODUCTION_LINES } from './print-style';

/** A colon at the end of a paragraph, full-width in Chinese and Japanese text. */
const INTRODUCES = /[:：]\s*$/;
/**
 * A paragraph that opens with a caption's label and number ("TABELLE 9.1 Auflistung …", "Listing 16.2 – …", "Figure
 * A-3.", "表 2.1"): a caption the source wrote as text above its block, as books converted from word processors do.
 */
const CAPTION_LABEL = new RegExp(
  '^(?:' +
    [
      'table|tab\\.|figure|fig\\.|listing|example|exhibit|chart|diagram|illustration|plate|map|code|program',
      'tabelle|abbildung|abb\\.|bild|beispiel|grafik|tableau|exemple|tabla|figura|ejemplo|tabella|esempio|tabel|gambar',
      'tabela|rysunek|tabulka|obrázek|taulukko|kuva|táblázat|ábra|tablo|şekil|таблица|рисунок|рис\\.|листинг|пример',
    ].join('|') +
    ')\\s*(?:[A-Z][.\\-–]?)?\\d+(?:[.\\-–]\\d+)*(?=$|[\\s.:–—-])' +
    '|^[表図图例]\\s*\\d+(?:[.\\-–]\\d+)*',
  'iu',
);
/** Longer than this, a paragraph opening with a label is prose that mentions a table, not the table's caption. */
const MOST_CAPTION_CHARS = 240;
/**
 * About how many characters of running text a line of the page holds: fewer than most lines do, so an introduction's
 * lines are counted high rather than low.
 */
const LINE_CHARS = 70;

/**
 * Marks each paragraph that ends in a colon and has a block after it ("Your directory tree should look like this:"
 * over a listing), or that reads as the block's caption written as text ("TABELLE 9.1 Auflistung der Templates"), to
 * be printed on that block's page: when the block moves whole to the next page, its introduction goes with it
 * instead of standing alone at the foot of the page before; when a table starts a page, its caption starts it too. A paragraph Asciidoctor wraps in its own
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
      const paragraph = i < blocks.length - 1 ? introduction(block, blocks[i + 1]) : undefined;
      if (!paragraph) return;
      addClass(block, KEEP_WITH_NEXT_CLASS);
      const next = blocks[i + 1];
      if (isFigure(next)) addClass(next, `${INTRODUCED_CLASS_PREFIX}${introductionLines(paragraph)}`);
    });
  });
}

/** The paragraph of `block` that introduces `next`, the block after it, if it is one. */
function introduction(block: ElementNode, next: ElementNode): ElementNode | undefined {
  const paragraph =
    block.name === 'p'
      ? block
      : block.name === 'div' && hasClass(block, 'paragraph')
        ? block.children.find((child): child is ElementNode => child.type === 'element' && child.name === 'p')
        : undefined;
  if (paragraph === undefined) return undefined;
  // Hyphenation has put its soft hyphens in by now: "Lis\u00adting 12.7".
  const text = textContent(paragraph)
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return INTRODUCES.test(text) || (isCaptionText(text) && !isDivision(next)) ? paragraph : undefined;
}

/** Whether a paragraph's text reads as a caption written above its block. */
export function isCaptionText(text: string): boolean {
  return text.length <= MOST_CAPTION_CHARS && CAPTION_LABEL.test(text);
}

/** A heading or the section it opens: what follows a caption there is no block of its. */
function isDivision(block: ElementNode): boolean {
  return (
    /^(h[1-6]|section|header)$/.test(block.name) ||
    (block.name === 'div' && /\bsect\d\b/.test(block.attrs.get('class') ?? ''))
  );
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
