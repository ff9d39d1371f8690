import { addClass, ElementNode, hasClass, isHeading, textContent, walkElements } from '../dom/html-dom';
import {
  HEADING_APART_CLASS,
  INTRODUCED_CLASS_PREFIX,
  KEEP_WITH_NEXT_CLASS,
  MOST_INTRODUCTION_LINES,
  TITLE_APART_CLASS,
} from './print-style';

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
 * instead of standing alone at the foot of the page before; when a table starts a page, its caption starts it too. A
 * paragraph Asciidoctor wraps in its own `div.paragraph` is marked by its wrapper, the block the next one follows.
 * A caption written under an image ("Bild 18.25 Erstellen eines neuen Menüs" after the picture, as word processors
 * place a figure's) is that image's: the image is kept with it, and the caption is not kept with the prose after it.
 *
 * A figure it introduces or captions is also told how many lines those take (see print-style.ts): an image scaled
 * to the whole page left no room for them, and Chromium kept the two together by breaking the introduction,
 * printing its first line alone on a page.
 */
export function keepIntroductionsWithBlocks(root: ElementNode): void {
  const roomLines = new Map<ElementNode, number>();
  const makeRoom = (figure: ElementNode, paragraph: ElementNode) =>
    roomLines.set(figure, (roomLines.get(figure) ?? 0) + introductionLines(paragraph));
  walkElements([root], (el) => {
    const blocks = elementsOf(el);
    blocks.forEach((block, i) => {
      const found = paragraphOf(block);
      if (!found) return;
      const { paragraph, text } = found;
      const previous = blocks[i - 1];
      if (previous && isFigure(previous) && isCaptionText(text) && !INTRODUCES.test(text)) {
        addClass(previous, KEEP_WITH_NEXT_CLASS);
        makeRoom(previous, paragraph);
        return;
      }
      const next = blocks[i + 1];
      if (!next || !(INTRODUCES.test(text) || (isCaptionText(text) && !isDivision(next)))) return;
      addClass(block, KEEP_WITH_NEXT_CLASS);
      if (isFigure(next)) makeRoom(next, paragraph);
    });
  });
  for (const [figure, lines] of roomLines)
    addClass(figure, `${INTRODUCED_CLASS_PREFIX}${Math.min(MOST_INTRODUCTION_LINES, lines)}`);
}

/**
 * Lets a division's opening section heading leave its title for the next page when a figure follows the heading
 * (`# Title`, `## Section`, then a screenshot): every place to break before the figure was one to avoid, the title
 * kept with the heading and the heading with the figure, and Chromium broke at the last, the heading alone on the
 * title's page. The heading may be the division's next block or open the section that is.
 */
export function letOpeningHeadingsGoWithFigures(root: ElementNode): void {
  const blocks = elementsOf(root);
  const [title, next] = blocks;
  if (!title || !next || !(isHeading(title) || title.name === 'header')) return;
  const opening = isHeading(next) ? blocks.slice(1) : isDivision(next) ? elementsOf(next) : [];
  const headings = opening.findIndex((block) => !isHeading(block));
  if (headings < 1 || !isFigure(opening[headings]!)) return;
  addClass(title, TITLE_APART_CLASS);
  addClass(next, HEADING_APART_CLASS);
}

/** The paragraph `block` is (or wraps, as Asciidoctor's `div.paragraph` does), with its text as read. */
function paragraphOf(block: ElementNode): { paragraph: ElementNode; text: string } | undefined {
  const paragraph =
    block.name === 'p'
      ? block
      : block.name === 'div' && hasClass(block, 'paragraph')
        ? elementsOf(block).find((child) => child.name === 'p')
        : undefined;
  if (paragraph === undefined) return undefined;
  // Hyphenation has put its soft hyphens in by now: "Lis\u00adting 12.7".
  const text = textContent(paragraph)
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { paragraph, text };
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

/**
 * A block that prints an image scaled to fit the page: HTMLBook's figure, Asciidoctor's, a paragraph of one image
 * (Asciidoctor's inline image macro alone in its paragraph wraps it in `span.image`; an image the book lacks prints
 * its stand-in there).
 */
function isFigure(block: ElementNode): boolean {
  if (block.name === 'figure') return true;
  if (block.name === 'div') {
    if (hasClass(block, 'imageblock') || hasClass(block, 'figure')) return true;
    const only = onlyElement(block);
    return hasClass(block, 'paragraph') && only !== undefined && isFigure(only);
  }
  const only = block.name === 'p' ? onlyElement(block) : undefined;
  if (!only || block.children.some((child) => child.type === 'text' && child.value.trim() !== ''))
    return false;
  if (only.name === 'img') return true;
  const inner = only.name === 'span' && hasClass(only, 'image') ? onlyElement(only) : undefined;
  return inner !== undefined && (inner.name === 'img' || hasClass(inner, 'image-unavailable'));
}

function elementsOf(el: ElementNode): ElementNode[] {
  return el.children.filter((child): child is ElementNode => child.type === 'element');
}

/** The element's one element child, if it has exactly one. */
function onlyElement(el: ElementNode): ElementNode | undefined {
  const elements = elementsOf(el);
  return elements.length === 1 ? elements[0] : undefined;
}

function introductionLines(paragraph: ElementNode): number {
  const chars = textContent(paragraph).replace(/\s+/g, ' ').trim().length;
  return Math.min(MOST_INTRODUCTION_LINES, Math.max(1, Math.ceil(chars / LINE_CHARS)));
}
