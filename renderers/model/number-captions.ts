import { BookLabels, labelAndTitle } from './labels';
import { CAPTION_DEFAULT_WORD_MARK, CAPTION_MARK, CAPTION_WORD_MARK } from '../sources/asciidoc-htmlbook';
import { ALT_WRITTEN_APART } from '../sources/markdown-block-attributes';
import { SUBFIGURES_CLASS } from '../sources/pandoc-fenced-divs';
import {
  DomNode,
  ElementNode,
  element,
  hasClass,
  isHeading,
  parseHtml,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { ALT_MARKUP } from '../sources/markdown';

export type CaptionKind = 'Figure' | 'Table' | 'Example' | 'Equation';

/** A formal (titled) figure, table, example or equation, and the element holding its title. */
export interface CaptionedBlock {
  kind: CaptionKind;
  caption: ElementNode;
}

function childElement(el: ElementNode, test: (child: ElementNode) => boolean): ElementNode | undefined {
  return el.children.find((c): c is ElementNode => c.type === 'element' && test(c));
}

/**
 * HTMLBook's formal blocks: `<figure>` with a `<figcaption>`, `<table>` with a `<caption>`,
 * `<div data-type="example">` and `<div data-type="equation">` with a heading. Untitled ones are informal and stay
 * unnumbered.
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
  // A displayed equation with a heading is formal too, numbered with the chapter's as Atlas's htmlbook-xsl numbers it.
  if (el.name === 'div' && el.attrs.get('data-type') === 'equation') {
    const caption = childElement(el, isHeading);
    return caption ? { kind: 'Equation', caption } : null;
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
  words: Pick<BookLabels, 'figure' | 'table' | 'example' | 'equation'> = {
    figure: 'Figure',
    table: 'Table',
    example: 'Example',
    equation: 'Equation',
  },
  /** Writes a block's place in its chapter in the book's digits (see typography/native-digits.ts). */
  digits: (place: number) => string = String,
  /** Kinds whose written labels are the author's numbering, kept as written (see `authorNumberedKinds`). */
  authorNumbered: ReadonlySet<CaptionKind> = new Set(),
): Map<ElementNode, string> {
  const labels = new Map<ElementNode, string>();
  const word: Record<CaptionKind, string> = {
    Figure: words.figure,
    Table: words.table,
    Example: words.example,
    Equation: words.equation,
  };
  // Blocks labelled with the author's own word (`:listing-caption: Listing`) are counted apart, under that word.
  const counters = new Map<string, number>();
  const subfigureCounts = new Map<ElementNode, number>();
  walkElements(nodes, (el, ancestors) => {
    const ownWord = el.attrs.get(CAPTION_WORD_MARK)?.trim();
    const ownCaption = el.attrs.get(CAPTION_MARK);
    const defaultWord = el.attrs.get(CAPTION_DEFAULT_WORD_MARK);
    el.attrs.delete(CAPTION_WORD_MARK);
    el.attrs.delete(CAPTION_MARK);
    el.attrs.delete(CAPTION_DEFAULT_WORD_MARK);
    if (ownCaption !== undefined)
      return writeOwnCaption(el, inBookWords(ownCaption, defaultWord, word), labels);
    const block = prefix === undefined ? null : captionedBlock(el);
    if (!block) return;
    const around = block.kind === 'Figure' ? subfiguresAround(ancestors, labels) : undefined;
    if (around) return letterSubfigure(el, block, around, labels, subfigureCounts);
    if (authorNumbered.has(block.kind)) return keepWrittenLabel(el, block, labels);
    const shown = ownWord || word[block.kind];
    const counter = ownWord ? `word:${ownWord}` : block.kind;
    counters.set(counter, (counters.get(counter) ?? 0) + 1);
    const label = `${shown} ${prefix}-${digits(counters.get(counter)!)}`;
    labels.set(el, label);
    // HTMLBook may carry its own label (`<span data-type="label">Table 1-1.</span>`, or Atlas's exported
    // `<span class="label">Figure 3-1. </span>`): the book's numbering replaces it, so the caption, its
    // cross-references and the lists of figures and tables agree.
    const own = toolLabelIndex(block.caption, [shown, block.kind]);
    if (own !== -1) {
      const after = block.caption.children[own + 1];
      if (after?.type === 'text') after.value = after.value.replace(/^\s+/, '');
      block.caption.children.splice(own, 1);
    } else writtenLabelOf(block.caption, block.kind)?.remove();
    labelHolder(block.caption).children.unshift(
      element('span', { class: 'label' }, [text(labelAndTitle(label, ''))]),
    );
  });
  return labels;
}

/** The numbered figure of subfigures this figure is one of (its nearest figure), if it is. */
function subfiguresAround(
  ancestors: readonly ElementNode[],
  labels: ReadonlyMap<ElementNode, string>,
): ElementNode | undefined {
  const figure = ancestors.findLast((a) => a.name === 'figure');
  return figure && hasClass(figure, SUBFIGURES_CLASS) && labels.has(figure) ? figure : undefined;
}

/**
 * A subfigure is lettered under its figure's number, as Quarto letters it: "(a)" before its caption, "Figure 2-1 (a)"
 * where the text cites it; it takes no number of its own, so the figures after keep theirs.
 */
function letterSubfigure(
  el: ElementNode,
  block: CaptionedBlock,
  figure: ElementNode,
  labels: Map<ElementNode, string>,
  counts: Map<ElementNode, number>,
): void {
  const place = (counts.get(figure) ?? 0) + 1;
  counts.set(figure, place);
  const letter = place <= 26 ? String.fromCharCode(96 + place) : String(place);
  labels.set(el, `${labels.get(figure)!} (${letter})`);
  labelHolder(block.caption).children.unshift(element('span', { class: 'label' }, [text(`(${letter}) `)]));
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

/**
 * A plain Asciidoctor book's caption in the book's words: Asciidoctor's English word ("Table 1. "), which the document
 * did not choose, becomes the book's ("표 1. " in a Korean book that declares no language).
 */
function inBookWords(
  caption: string,
  defaultWord: string | undefined,
  words: Record<CaptionKind, string>,
): string {
  const kind = (['Figure', 'Table', 'Example'] as const).find((each) => each === defaultWord);
  return kind ? `${words[kind]}${caption.slice(kind.length)}` : caption;
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
  Equation: writtenLabel('equation|eq\\.?', '式|公式|수식'),
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

/** A label the author wrote at the start of a caption, and how to take it out of the caption's text. */
interface WrittenLabel {
  /** As written, with its punctuation ("Fig. 2 (Ch. 2): "). */
  text: string;
  /** Its number ("2" of "Fig. 2 (Ch. 2):"); undefined for a number written without the word ("12.10 - …"). */
  number: string | undefined;
  remove(): void;
}

/**
 * The book's numbering replaces it too, so a caption does not read "Figure 5-1. Figure 2.1: The pendulum"; also when
 * the label is set in emphasis with the caption (`<figcaption><em>Fig. 1: Compiled vs. Interpreted</em>`) or alone
 * (`<strong>Figure 3:</strong> The loop`, or `<strong>Figure 2-1</strong> The loop`: its emphasis sets it off).
 */
function writtenLabelOf(caption: ElementNode, kind: CaptionKind): WrittenLabel | undefined {
  const path: ElementNode[] = [caption];
  let first = firstShown(caption.children);
  while (first?.type === 'element' && CAPTION_WRAPPERS.has(first.name)) {
    path.push(first);
    first = firstShown(first.children);
  }
  if (first?.type !== 'text') return undefined;
  const textNode = first;
  const bare = BARE_NUMBER_LABEL.exec(textNode.value);
  if (bare && bare[0].length < textNode.value.length) {
    return {
      text: bare[0],
      number: undefined,
      remove: () => (textNode.value = textNode.value.slice(bare[0].length)),
    };
  }
  const match = WRITTEN_LABEL[kind].exec(textNode.value);
  if (!match) return undefined;
  if (
    !LABEL_PUNCTUATION.test(match[2]!) &&
    !unpunctuatedLabel(match[1]!, path.length > 1 && match[0] === textNode.value)
  )
    return undefined;
  const written = { text: match[0], number: match[1]! };
  if (match[0].length < textNode.value.length)
    return { ...written, remove: () => (textNode.value = textNode.value.slice(match[0].length)) };
  // The label fills its own wrapper (`<strong>Figure 3:</strong> The loop`): the outermost element holding nothing
  // else goes. A caption that is nothing but its label (`<em>Figure 4:</em>`, a space or `&nbsp;` after it) is an
  // untitled one: the book's label takes its place, else it would print twice.
  const alone = textContent(caption.children).trim() === textNode.value.trim();
  const index = path.findIndex(
    (el) => el !== caption && textContent(el.children).trim() === textNode.value.trim(),
  );
  // The caption goes on in markup right after the label ("Figure 3.21: " then an equation, code or emphasis).
  if (index === -1 && (alone || LABEL_PUNCTUATION.test(match[2]!)))
    return { ...written, remove: () => (textNode.value = '') };
  if (index === -1) return undefined;
  return {
    ...written,
    remove: () => {
      const parent = path[index - 1];
      parent.children.splice(parent.children.indexOf(path[index]), 1);
      const after = firstShown(parent.children);
      if (after?.type === 'text') after.value = after.value.replace(/^\s+/, '');
    },
  };
}

/**
 * Whose numbering a book's figures, tables and examples print, kind by kind. An author who wrote a label into every
 * caption of a kind, numbered otherwise than the book would number them (across the book, "Fig. 4" in chapter 7; a
 * figure printed again as "Fig. 2 (Ch. 2)" or "Fig. 4 (repeat)"), cites them by those numbers in the text ("as
 * Figure 4 shows"): replaced by "Figure 7-1", the text would point at figures no caption names. Those kinds keep
 * the author's labels. So do kinds whose labelled blocks count by themselves in every chapter, the unlabelled ones
 * left out of the author's count (and printed unnumbered). Labels that already are the book's numbers ("Figure 2.1"
 * as the first figure of chapter 2) are replaced, so they print the same way as every other book's.
 */
export function authorNumberedKinds(
  divisions: readonly { nodes: DomNode[]; prefix: string | undefined }[],
): Set<CaptionKind> {
  const counts = new Map<CaptionKind, number>();
  const unlabelled = new Set<CaptionKind>();
  const renumbered = new Set<CaptionKind>();
  const countedOtherwise = new Set<CaptionKind>();
  for (const { nodes, prefix } of divisions) {
    if (prefix === undefined) continue;
    const places = new Map<CaptionKind, number>();
    const labelled = new Map<CaptionKind, string[]>();
    walkElements(nodes, (el) => {
      if (el.attrs.has(CAPTION_MARK)) return;
      const block = captionedBlock(el);
      if (!block) return;
      counts.set(block.kind, (counts.get(block.kind) ?? 0) + 1);
      const place = (places.get(block.kind) ?? 0) + 1;
      places.set(block.kind, place);
      const number = hasOwnLabelElement(block.caption)
        ? undefined
        : writtenLabelOf(block.caption, block.kind)?.number;
      if (number === undefined) {
        unlabelled.add(block.kind);
        return;
      }
      const written = number.replace(/\./g, '-').toUpperCase();
      if (written !== `${prefix}-${place}`.toUpperCase()) renumbered.add(block.kind);
      labelled.set(block.kind, [...(labelled.get(block.kind) ?? []), written]);
    });
    for (const [kind, numbers] of labelled)
      if (!countsOnlyLabelled(numbers, prefix)) countedOtherwise.add(kind);
  }
  return new Set(
    [...counts.keys()].filter(
      (kind) => renumbered.has(kind) && (!unlabelled.has(kind) || !countedOtherwise.has(kind)),
    ),
  );
}

/**
 * Whether a chapter's labelled blocks count 1, 2, 3… under its number by themselves, the others left out of the count
 * (The Nature of Code labels its diagrams "Figure 1.5" and leaves its screenshots unlabelled), a block printed again
 * under its first number ("Figure 7.14" once more) counted once: the author numbers only what they labelled.
 */
function countsOnlyLabelled(numbers: string[], prefix: string): boolean {
  const seen = new Set<string>();
  for (const number of numbers) {
    if (seen.has(number)) continue;
    seen.add(number);
    if (number !== `${prefix}-${seen.size}`.toUpperCase()) return false;
  }
  return true;
}

/**
 * Where a caption holds the label its tool wrote: HTMLBook's `<span data-type="label">`, or the `<span class="label">`
 * Atlas writes at the start of every exported caption, whatever the book's language ("Figura 3-1. ", "図3-1 ").
 * -1 when it holds none. `words` are the block's label words ("Figura", "Figure"), which alone may take a plain number.
 */
function toolLabelIndex(caption: ElementNode, words: readonly string[]): number {
  const marked = caption.children.findIndex(
    (child) => child.type === 'element' && child.attrs.get('data-type') === 'label',
  );
  if (marked !== -1) return marked;
  const first = firstShown(caption.children);
  return first?.type === 'element' &&
    first.name === 'span' &&
    hasClass(first, 'label') &&
    isToolLabel(textContent(first.children), words)
    ? caption.children.indexOf(first)
    : -1;
}

/** A label as a tool writes it: a word, then a number ("3-1", "A.2", "12"), then maybe its punctuation. */
const TOOL_LABEL_TEXT =
  /^\s*([\p{L}\p{M}][\p{L}\p{M}.]*(?:\s+[\p{L}\p{M}.]+)*)\s*(?:\d+|[A-Z])(?:[.-]\d+)*\s*[:.：．]?\s*$/u;
/** A chapter's number closing a label: "3-1", "A.2" (not the "A." of a word before a number). */
const CHAPTER_NUMBER = /(?:\d+|(?<![\p{L}\p{M}])[A-Z])[.-]\d+(?:[.-]\d+)*\s*[:.：．]?\s*$/u;

/**
 * Whether a `<span class="label">` is a tool's caption label: its number is a chapter's ("3-1", "A.2"), or a plain one
 * after the block's own word ("Figure 12"). A badge a caption opens with ("v2", "Python 3", "Step 1") is its text.
 */
function isToolLabel(label: string, words: readonly string[]): boolean {
  const match = TOOL_LABEL_TEXT.exec(label);
  if (!match) return false;
  if (CHAPTER_NUMBER.test(label)) return true;
  const word = match[1]!.replace(/\.$/, '').toLocaleLowerCase();
  return /\d$/.test(label.replace(/[\s:.：．]+$/, '')) && words.some((w) => w.toLocaleLowerCase() === word);
}

function hasOwnLabelElement(caption: ElementNode): boolean {
  return caption.children.some(
    (child) => child.type === 'element' && child.attrs.get('data-type') === 'label',
  );
}

/** The author's label, as written, printed where the book prints its own; a cross-reference reads it ("Fig. 4"). */
function keepWrittenLabel(el: ElementNode, block: CaptionedBlock, labels: Map<ElementNode, string>): void {
  const written = writtenLabelOf(block.caption, block.kind);
  if (!written) return;
  labels.set(el, written.text.trim().replace(/\s*[.:：．]$/, ''));
  if (textContent(block.caption.children).trim() === written.text.trim()) return;
  written.remove();
  const holder = labelHolder(block.caption);
  const after = firstShown(holder.children);
  if (after?.type === 'text') after.value = after.value.replace(/^\s+/, '');
  holder.children.unshift(element('span', { class: 'label' }, [text(`${written.text.trim()} `)]));
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
 * by its alt text (`![alt](src "title")`, the title kept as the image's), or else by its title (`![](src "title")`,
 * where pandoc makes no figure but the author plainly meant one). A paragraph right below it that opens with a figure's
 * label (`***Figure 1-1.** One-click installers*`, as manuscripts converted from a word processor caption their
 * figures) is the author's caption: it becomes the figure's, so the figure is not captioned by its alt text and
 * labelled twice. The figure keeps the paragraph's id and classes (an attribute line's `{id: …}`, Markua's
 * `{align: left}`).
 */
export function markdownFigures(nodes: DomNode[]): void {
  figuresOfLoneImages(nodes);
  walkElements(nodes, (img) => {
    if (img.name === 'img') img.attrs.delete(ALT_MARKUP);
  });
}

function figuresOfLoneImages(nodes: DomNode[]): void {
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
      const alt = altApart ? '' : (img.attrs.get('alt') ?? '').trim();
      const title = (img.attrs.get('title') ?? '').trim();
      const caption = alt || title;
      if (written || caption) {
        // pandoc keeps the title as the image's tooltip when the alt text captions it (Beej's Guide to Network
        // Programming's `![Client-Server Interaction.](cs.svg "[Client-Server Interaction Diagram]")`).
        if (!written && !alt) img.attrs.delete('title');
        const figure = element('figure', {}, [
          img,
          element('figcaption', {}, written ? written.children : altCaption(img, caption)),
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
    if (!hasClass(node, 'footnotes')) figuresOfLoneImages(node.children);
  }
}

/** The caption an image's alt text (or title) gives its figure: with the markup the alt text holds, as pandoc's. */
function altCaption(img: ElementNode, caption: string): DomNode[] {
  const markup = img.attrs.get(ALT_MARKUP);
  return markup !== undefined && img.attrs.get('alt')?.trim() === caption
    ? parseHtml(markup)
    : [text(caption)];
}

/** The id prefix Quarto numbers a float by: a figure or table is cross-referenceable, and numbered, only so labelled. */
const QUARTO_LABEL_PREFIX: Partial<Record<CaptionKind, string>> = { Figure: 'fig-', Table: 'tbl-' };

/**
 * Quarto numbers a figure or table only when it is labelled (`{#fig-plot}`, `#| label: tbl-planets`), on it or on
 * the div or cell around it; a captioned one without a label keeps its caption, unnumbered. Numbered here, the figures
 * after it were numbered one more than in the book ("Bausteine der Datenanalyse: R und RStudio" captions a plot with
 * `#| fig-cap` alone).
 */
export function leaveUnlabelledQuartoFloatsUnnumbered(nodes: DomNode[]): void {
  walkElements(nodes, (el, ancestors) => {
    const block = captionedBlock(el);
    const prefix = block && QUARTO_LABEL_PREFIX[block.kind];
    if (!prefix || el.attrs.has(CAPTION_MARK)) return;
    if ([el, ...ancestors].some((each) => each.attrs.get('id')?.startsWith(prefix))) return;
    el.attrs.set(CAPTION_MARK, '');
  });
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
