import { BookLabels, labelAndTitle } from './labels';
import { CAPTION_MARK, CAPTION_WORD_MARK } from '../sources/asciidoc-htmlbook';
import { ALT_WRITTEN_APART } from '../sources/markdown-block-attributes';
import {
  DomNode,
  ElementNode,
  element,
  hasClass,
  isHeading,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';

export type CaptionKind = 'Figure' | 'Table' | 'Example';

/** A formal (titled) figure, table or example, and the element holding its title. */
export interface CaptionedBlock {
  kind: CaptionKind;
  caption: ElementNode;
}

function childElement(el: ElementNode, test: (child: ElementNode) => boolean): ElementNode | undefined {
  return el.children.find((c): c is ElementNode => c.type === 'element' && test(c));
}

/**
 * HTMLBook's formal blocks: `<figure>` with a `<figcaption>`, `<table>` with a `<caption>`, and
 * `<div data-type="example">` with a heading. Untitled ones are informal and stay unnumbered.
 */
export function captionedBlock(el: ElementNode): CaptionedBlock | null {
  if (el.name === 'figure' && el.attrs.get('data-type') !== 'cover') {
    const caption = childElement(el, (c) => c.name === 'figcaption');
    return caption ? { kind: 'Figure', caption } : null;
  }
  if (el.name === 'table') {
    const caption = childElement(el, (c) => c.name === 'caption');
    return caption ? { kind: 'Table', caption } : null;
  }
  if (el.attrs.get('data-type') === 'example') {
    const caption = childElement(el, (c) => isHeading(c) || c.name === 'figcaption');
    return caption ? { kind: 'Example', caption } : null;
  }
  return null;
}

/**
 * Numbers a division's formal figures, tables and examples per chapter ("Figure 3-1", "Table A-2",
 * "Example 2-1"), writing the label at the start of each caption. `prefix` is the division's number
 * ("3", "A"), or undefined for divisions whose blocks are not numbered. Returns each numbered
 * block's label, which is what a cross-reference to it reads.
 */
export function numberCaptions(
  nodes: DomNode[],
  prefix: string | undefined,
  words: Pick<BookLabels, 'figure' | 'table' | 'example'> = {
    figure: 'Figure',
    table: 'Table',
    example: 'Example',
  },
  /** Writes a block's place in its chapter in the book's digits (see typography/native-digits.ts). */
  digits: (place: number) => string = String,
): Map<ElementNode, string> {
  const labels = new Map<ElementNode, string>();
  const word: Record<CaptionKind, string> = {
    Figure: words.figure,
    Table: words.table,
    Example: words.example,
  };
  // Blocks labelled with the author's own word (`:listing-caption: Listing`) are counted apart, under that word.
  const counters = new Map<string, number>();
  walkElements(nodes, (el) => {
    const ownWord = el.attrs.get(CAPTION_WORD_MARK)?.trim();
    const ownCaption = el.attrs.get(CAPTION_MARK);
    el.attrs.delete(CAPTION_WORD_MARK);
    el.attrs.delete(CAPTION_MARK);
    if (ownCaption !== undefined) return writeOwnCaption(el, ownCaption, labels);
    const block = prefix === undefined ? null : captionedBlock(el);
    if (!block) return;
    const shown = ownWord || word[block.kind];
    const counter = ownWord ? `word:${ownWord}` : block.kind;
    counters.set(counter, (counters.get(counter) ?? 0) + 1);
    const label = `${shown} ${prefix}-${digits(counters.get(counter)!)}`;
    labels.set(el, label);
    // HTMLBook may carry its own label (`<span data-type="label">Table 1-1.</span>`): the book's numbering
    // replaces it, so the caption, its cross-references and the lists of figures and tables agree.
    const own = block.caption.children.findIndex(
      (child) => child.type === 'element' && child.attrs.get('data-type') === 'label',
    );
    if (own !== -1) {
      const after = block.caption.children[own + 1];
      if (after?.type === 'text') after.value = after.value.replace(/^\s+/, '');
      block.caption.children.splice(own, 1);
    }
    dropWrittenLabel(block.caption, block.kind);
    labelHolder(block.caption).children.unshift(
      element('span', { class: 'label' }, [text(labelAndTitle(label, ''))]),
    );
  });
  return labels;
}

/**
 * A block captioned by its author (`[caption="Plate 1: "]`) prints that caption as its label, verbatim, and a
 * cross-reference to it reads it ("Plate 1"); one captioned `[caption=]` prints none, and is cited by its title.
 */
function writeOwnCaption(el: ElementNode, caption: string, labels: Map<ElementNode, string>): void {
  const block = captionedBlock(el);
  if (!block) return;
  const label = caption.trim().replace(/\s*[.:]$/, '');
  if (label === '') return;
  labels.set(el, label);
  labelHolder(block.caption).children.unshift(element('span', { class: 'label' }, [text(caption)]));
}

/** A caption written as a paragraph (`<figcaption><p>…</p>`) takes its label in that paragraph, on its first line. */
function labelHolder(caption: ElementNode): ElementNode {
  const first = firstShown(caption.children);
  return first?.type === 'element' && first.name === 'p' ? first : caption;
}

/**
 * A label written into the caption's text ("Figure 2.1: The pendulum", as Nature of Code and the Rust book do):
 * the word, the number, then punctuation, or without it when the number is compound ("Table 11-3 Servlet Request
 * Events", as Jakarta specifications write it; "Table 7 lists…" may be a sentence). Before the punctuation the
 * number may carry a remark in parentheses: a figure printed again is "Fig. 2 (Ch. 2): Scope bubbles".
 */
function writtenLabel(words: string, cjkWords?: string): RegExp {
  // Chinese, Japanese and Korean write the word against the number or with a space ("图 8-1：", "図3.2"), and end it
  // with a full-width colon or stop.
  const word = cjkWords ? `(?:${words})\\s+|(?:${cjkWords})\\s*` : `(?:${words})\\s+`;
  return new RegExp(
    `^\\s*(?:${word})([0-9A-Z]+(?:[.-][0-9]+)*)(\\s*(?:\\([^()]*\\)\\s*)?[:.：．]\\s*|\\s+|$)`,
    'i',
  );
}

const WRITTEN_LABEL: Record<CaptionKind, RegExp> = {
  Figure: writtenLabel('figure|fig\\.?', '图|圖|図|그림'),
  Table: writtenLabel('table', '表|표'),
  Example: writtenLabel('example|listing'),
};

/**
 * A caption opening with the author's own compound number and a dash or colon, without the word ("12.10 - ROM chip",
 * "3-2: The loop", as books whose tool numbers nothing write them): a number of the author's, which the book's
 * numbering replaces, else the caption reads "Figure 12-11. 12.10 - ROM chip". A lone number ("3 - The loop") may be
 * a count the caption starts with, an address ("10.0.0.1 - the router") the caption's subject, and a range of
 * quantities ("1.5 - 2 kg") its words: they stay.
 */
const BARE_NUMBER_LABEL = /^\s*\d+[.-]\d+\s*(?:[-–—:]\s+(?=\p{L})|[.:]\s+(?=\p{Lu}))/u;

/** The punctuation that ends a written label ("Figure 1:", "图 8-1："). */
const LABEL_PUNCTUATION = /[:.：．]/;

/**
 * The book's numbering replaces it too, so a caption does not read "Figure 5-1. Figure 2.1: The pendulum"; also when
 * the label is set in emphasis with the caption (`<figcaption><em>Fig. 1: Compiled vs. Interpreted</em>`) or alone
 * (`<strong>Figure 3:</strong> The loop`, or `<strong>Figure 2-1</strong> The loop`: its emphasis sets it off).
 */
function dropWrittenLabel(caption: ElementNode, kind: CaptionKind): void {
  const path: ElementNode[] = [caption];
  let first = firstShown(caption.children);
  while (first?.type === 'element' && CAPTION_WRAPPERS.has(first.name)) {
    path.push(first);
    first = firstShown(first.children);
  }
  if (first?.type !== 'text') return;
  const bare = BARE_NUMBER_LABEL.exec(first.value);
  if (bare && bare[0].length < first.value.length) {
    first.value = first.value.slice(bare[0].length);
    return;
  }
  const match = WRITTEN_LABEL[kind].exec(first.value);
  if (!match) return;
  if (
    !LABEL_PUNCTUATION.test(match[2]!) &&
    !unpunctuatedLabel(match[1]!, path.length > 1 && match[0] === first.value)
  )
    return;
  if (match[0].length < first.value.length) {
    first.value = first.value.slice(match[0].length);
    return;
  }
  // The label fills its own wrapper (`<strong>Figure 3:</strong> The loop`): the outermost element holding nothing
  // else goes, if the caption says more than the label.
  if (textContent(caption.children).trim() === first.value.trim()) return;
  const index = path.findIndex(
    (el) => el !== caption && textContent(el.children).trim() === first.value.trim(),
  );
  if (index === -1) return;
  const parent = path[index - 1];
  parent.children.splice(parent.children.indexOf(path[index]), 1);
  const after = firstShown(parent.children);
  if (after?.type === 'text') after.value = after.value.replace(/^\s+/, '');
}

/**
 * A label without punctuation after its number is one when the number cannot start a sentence ("11-3", "A.2"), or
 * when emphasis holds the label alone ("*Figure 2*"): a number then, not a word ("*Table Tennis* scores").
 */
function unpunctuatedLabel(number: string, alone: boolean): boolean {
  if (/^(?:\d+|[A-Z])(?:[.-]\d+)+$/.test(number)) return true;
  return alone && /^(?:\d+|[A-Z])$/.test(number);
}

/** What a caption's text may sit in: a paragraph (Texinfo's `<figcaption><p>`), then inline markup it opens with. */
const CAPTION_WRAPPERS = new Set(['p', 'div', 'em', 'i', 'strong', 'b', 'span']);

function firstShown(nodes: DomNode[]): DomNode | undefined {
  return nodes.find((child) => child.type === 'element' || child.value.trim() !== '');
}

/**
 * Markdown has no figure syntax; like Pandoc, an image alone in its paragraph is a figure, captioned
 * by its title (`![alt](src "title")`) or else its alt text. A paragraph right below it that opens with a figure's
 * label (`***Figure 1-1.** One-click installers*`, as manuscripts converted from a word processor caption their
 * figures) is the author's caption: it becomes the figure's, so the figure is not captioned by its alt text and
 * labelled twice. The figure keeps the paragraph's id and classes (an attribute line's `{id: …}`, Markua's
 * `{align: left}`).
 */
export function markdownFigures(nodes: DomNode[]): void {
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index];
    if (node.type !== 'element') continue;
    const captioned = imageOverCaption(node);
    if (captioned) {
      captioned.img.attrs.delete(ALT_WRITTEN_APART);
      const figure = element('figure', {}, [captioned.img, element('figcaption', {}, captioned.caption)]);
      figure.loc = node.loc;
      nodes[index] = figure;
      continue;
    }
    const img = loneImage(node);
    if (img) {
      const belowAt = nodes.findIndex((n, i) => i > index && firstShown([n]) !== undefined);
      const below = belowAt >= 0 ? nodes[belowAt] : undefined;
      const written = below?.type === 'element' && isWrittenFigureCaption(below) ? below : undefined;
      // An alt written apart from the caption (Markua's `{alt: …}`) is no caption.
      const altApart = img.attrs.delete(ALT_WRITTEN_APART);
      const caption =
        (img.attrs.get('title') ?? '').trim() || (altApart ? '' : (img.attrs.get('alt') ?? '').trim());
      if (written || caption) {
        if (!written) img.attrs.delete('title');
        const figure = element('figure', {}, [
          img,
          element('figcaption', {}, written ? written.children : [text(caption)]),
        ]);
        for (const name of ['id', 'class']) {
          const value = node.attrs.get(name);
          if (value !== undefined) figure.attrs.set(name, value);
        }
        // pandoc's `![Caption](a.png){#fig:a}` names the image: the figure it becomes is what is cited.
        const imageId = img.attrs.get('id');
        if (imageId !== undefined && !figure.attrs.has('id')) {
          figure.attrs.set('id', imageId);
          img.attrs.delete('id');
        }
        figure.loc = node.loc;
        nodes[index] = figure;
        if (written) nodes.splice(belowAt, 1);
        continue;
      }
    }
    if (!hasClass(node, 'footnotes')) markdownFigures(node.children);
  }
}

/**
 * A paragraph that opens with an image, its caption on the next line (`![](a.png)` then `***Figure 15-1.** …*`,
 * no blank line between): the image and that caption.
 */
function imageOverCaption(node: ElementNode): { img: ElementNode; caption: DomNode[] } | undefined {
  if (node.name !== 'p') return undefined;
  const img = firstShown(node.children);
  if (img?.type !== 'element' || img.name !== 'img') return undefined;
  const rest = node.children.slice(node.children.indexOf(img) + 1);
  const lineBreak = rest.findIndex((child) => firstShown([child]) !== undefined);
  const between = lineBreak < 0 ? rest : rest.slice(0, lineBreak);
  if (!between.some((child) => (child.type === 'text' ? child.value.includes('\n') : child.name === 'br')))
    return undefined;
  const caption = rest.slice(lineBreak);
  if (lineBreak < 0 || !isWrittenFigureCaption(element('p', {}, caption))) return undefined;
  return { img, caption };
}

/** The image a paragraph holds alone. */
function loneImage(node: ElementNode): ElementNode | undefined {
  if (node.name !== 'p') return undefined;
  const content = node.children.filter((c) => c.type === 'element' || c.value.trim() !== '');
  const [img] = content;
  return content.length === 1 && img.type === 'element' && img.name === 'img' ? img : undefined;
}

/**
 * A paragraph opening with a figure's label followed by its punctuation ("Figure 1-1.", "Fig. 2:"), or set off alone
 * in emphasis (`**Figure 1-1**`): not a sentence about the figure ("Figure 1-2 shows…").
 */
function isWrittenFigureCaption(paragraph: ElementNode): boolean {
  if (paragraph.name !== 'p') return false;
  let first = firstShown(paragraph.children);
  let wrapped: ElementNode | undefined;
  while (first?.type === 'element' && CAPTION_WRAPPERS.has(first.name)) {
    wrapped = first;
    first = firstShown(first.children);
  }
  if (first?.type !== 'text') return false;
  const match = WRITTEN_LABEL.Figure.exec(first.value);
  if (!match) return false;
  return (
    LABEL_PUNCTUATION.test(match[2]!) || (wrapped !== undefined && match[0].trim() === first.value.trim())
  );
}
