import { DomNode, ElementNode, text, TextNode } from '../dom/html-dom';
import { isEmptyIndexAnchor, moveIndexAnchorsIntoBlocks } from './index-anchors-between-blocks';

/** Marks an anchor moved into a word (print CSS gives the others a pixel of room; these need none). */
export const INDEX_ANCHOR_CLASS = 'octavo-ix-in-word';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstGrapheme(value: string): string {
  return graphemes.segment(value)[Symbol.iterator]().next().value?.segment ?? '';
}

function lastGrapheme(value: string): string {
  let last = '';
  for (const { segment } of graphemes.segment(value.slice(-16))) last = segment;
  return last;
}

/**
 * Where an anchor goes in text that starts with a word: after that word's first character. A one-letter word
 * ("a", "I") has no inside: after its letter the anchor would end the word, where a line may break, so it goes
 * into the next word of the text instead ("in ((("cursors")))a traditional" anchors in "traditional").
 */
function insideFirstWord(value: string): number {
  let at = firstGrapheme(value).length;
  for (let gap = /^\s+(?=\S)/u.exec(value.slice(at)); gap; gap = /^\s+(?=\S)/u.exec(value.slice(at))) {
    at += gap[0].length + firstGrapheme(value.slice(at + gap[0].length)).length;
  }
  return at;
}

/**
 * Where an anchor goes when the text ends in a word of one character ("create a"), which has no inside to hold it:
 * inside the word before that one, before its last character. Undefined for any other text, and when the word
 * before is of one character too (or there is none).
 */
function insideWordBeforeOneLetterWord(value: string): number | undefined {
  const words = /(\S+)\s+(\S+)$/u.exec(value);
  if (!words) return undefined;
  const before = words[1]!;
  const last = words[2]!;
  const final = lastGrapheme(before);
  if (lastGrapheme(last) !== last || final === before) return undefined;
  return words.index + before.length - final.length;
}

/**
 * Moves each empty index anchor one character into the word it stands at: `. <a/>Target` becomes
 * `. T<a/>arget`, `Größe<a/> zählt` becomes `Größ<a/>e zählt`. Where a line (or a page) breaks at the
 * space before a word, Chromium may leave an anchor sitting at that break on the previous line and
 * then records no place for it, or the previous page; inside the word there is no break to fall on,
 * so the index cites the page the word is printed on. Anchors not next to a word stay where they are.
 */
export function anchorIndexTermsInWords(root: ElementNode): void {
  const visit = (el: ElementNode, preformatted: boolean) => {
    const inPre = preformatted || el.name === 'pre';
    if (!inPre) moveIndexAnchorsIntoBlocks(el);
    el.children = placeAnchors(el.children, inPre);
    for (const child of el.children) if (child.type === 'element') visit(child, inPre);
  };
  visit(root, false);
}

function markInWord(anchor: ElementNode): ElementNode {
  const classes = anchor.attrs.get('class');
  anchor.attrs.set('class', classes ? `${classes} ${INDEX_ANCHOR_CLASS}` : INDEX_ANCHOR_CLASS);
  return anchor;
}

function isBlank(node: DomNode | undefined): boolean {
  return node?.type === 'text' && node.value.trim() === '';
}

/** Nothing but white space from `index` to the end of `children`. */
function endsBlock(children: DomNode[], index: number): boolean {
  return children.slice(index).every((node) => node.type === 'text' && node.value.trim() === '');
}

/** A letter of Chinese or Japanese, which write no spaces: a line may break between any two of them, in a word too. */
const BREAKS_BESIDE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/** What no line of Chinese or Japanese starts with (closing punctuation and brackets, small kana, ー, 々). */
const NO_LINE_START =
  /^[、。，．・：；？！ー～」』）〕］｝〉》】〙〗〟｠ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ]$/u;

/**
 * Where anchors between two pieces of Chinese or Japanese text go, when one of them is (the text before ends with
 * it, or the text after starts with it): inside a word is no safe place there, a line may break anywhere in one.
 * Before the mark that ends the text before (`します<a/>。`), which no line starts with, the anchors stay on the line
 * of the character before it; else where they stand, with the pixel of room that keeps an anchor at a break.
 * Moved one character into the next word (`。お<a/>そらく`), a Japanese book's anchor fell where its line broke, and
 * the index printed the entry with no page number.
 */
function placeBesideCjk(out: DomNode[], run: ElementNode[], next: DomNode | undefined): boolean {
  const previous = out[out.length - 1];
  const before = previous?.type === 'text' ? lastGrapheme(previous.value) : '';
  const after = next?.type === 'text' ? firstGrapheme(next.value) : '';
  if (!BREAKS_BESIDE.test(before) && !BREAKS_BESIDE.test(after) && !NO_LINE_START.test(before)) return false;
  const written = previous?.type === 'text' ? previous.value : '';
  if (NO_LINE_START.test(before) && written.length > before.length) {
    (previous as TextNode).value = written.slice(0, -before.length);
    out.push(...run.map(markInWord), text(before));
  } else out.push(...run);
  return true;
}

/** `preformatted`: inside a listing, where white space is the code's own and is kept. */
function placeAnchors(children: DomNode[], preformatted: boolean): DomNode[] {
  if (!children.some(isEmptyIndexAnchor)) return children;
  const out: DomNode[] = [];
  for (let i = 0; i < children.length; i++) {
    if (!isEmptyIndexAnchor(children[i])) {
      out.push(children[i]);
      continue;
    }
    const run: ElementNode[] = [];
    // Anchors that open the block, spaces between them (`(((…))) (((…)))We've`): a line's leading space is not
    // printed, but after anchors (each given a pixel of room) it was, and indented the paragraph. They go into the
    // first word, with no space.
    const opening = !preformatted && out.every(isBlank);
    while (isEmptyIndexAnchor(children[i]) || (opening && isBlank(children[i]) && i < children.length - 1)) {
      if (isEmptyIndexAnchor(children[i])) run.push(children[i] as ElementNode);
      i++;
    }
    if (opening) {
      out.length = 0;
      if (children[i]?.type === 'text')
        (children[i] as TextNode).value = (children[i] as TextNode).value.trimStart();
    }
    const next = children[i];
    const previous = out[out.length - 1];
    if (!preformatted && !opening && placeBesideCjk(out, run, next)) {
      i--;
      continue;
    }
    if (next?.type === 'text' && /^\S/u.test(next.value)) {
      const at = insideFirstWord(next.value);
      out.push(text(next.value.slice(0, at)), ...run.map(markInWord), text(next.value.slice(at)));
    } else if (previous?.type === 'text' && /\S$/u.test(previous.value)) {
      const inWordBefore = insideWordBeforeOneLetterWord(previous.value);
      if (inWordBefore !== undefined) {
        // "create a(((…))) <code>": before a one-letter word's letter is where a line breaks, as after it is; the
        // word before holds the anchor on the line the letter is on (or the one before, when they are split).
        const written = previous.value;
        previous.value = written.slice(0, inWordBefore);
        out.push(...run.map(markInWord), text(written.slice(inWordBefore)));
        i--;
        continue;
      }
      const last = lastGrapheme(previous.value);
      (out[out.length - 1] as TextNode).value = previous.value.slice(0, -last.length);
      // The text after stays with that character: anchors past its space then find the same word (`WildFly.(((…)))
      // (((…)))` ends a paragraph).
      if (next?.type === 'text') out.push(...run.map(markInWord), text(last + next.value));
      else {
        out.push(...run.map(markInWord), text(last));
        i--;
      }
    } else if (
      !preformatted &&
      endsBlock(children, i) &&
      previous?.type === 'text' &&
      /\S\s+$/u.test(previous.value)
    ) {
      // Anchors ending a paragraph after its last line's space ("statement:\n((("try")))((("catch")))"): past
      // the first, Chromium records no place for them when that line is full. They go into the last word.
      const words = previous.value.replace(/\s+$/u, '');
      const space = previous.value.slice(words.length);
      const last = lastGrapheme(words);
      (out[out.length - 1] as TextNode).value = words.slice(0, -last.length);
      out.push(...run.map(markInWord), text(last + space));
      i--;
    } else {
      out.push(...run);
      i--;
    }
  }
  return out;
}
