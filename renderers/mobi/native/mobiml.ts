import { DomNode, ElementNode, escapeAttribute, escapeText, hasClass, isHeading } from '../../dom/html-dom';
import { LINE_NUMBER_CLASS } from '../../model/code-line-numbers';
import { decodeId } from '../../output/division-dom';

/** A `filepos` as MobiML writes it: ten digits, so the text can be placed anywhere and the number written after. */
export const FILEPOS_WIDTH = 10;
/** An image's record number as MobiML writes it (`recindex`), five digits, written once the images are numbered. */
export const RECINDEX_WIDTH = 5;

/**
 * One division as Mobipocket markup, its links and images not yet numbered: the byte offsets (in its UTF-8) of
 * each id it defines, of each `filepos` to point at an id, and of each `recindex` to number an image.
 */
export interface MobimlPart {
  markup: string;
  anchors: [id: string, at: number][];
  links: [at: number, id: string][];
  images: [at: number, image: string][];
  /** Images left out (a type Kindles do not show), by `src`. */
  dropped: string[];
}

/** Boxes printed beside the text: an indented block with the title in bold. */
const BOXES = new Set(['note', 'tip', 'warning', 'caution', 'important', 'sidebar', 'example']);
/** Boxes whose heading is a label ("Note"), set small above the text as the book's style sets it. */
const ADMONITIONS = new Set(['note', 'tip', 'warning', 'caution', 'important']);
/**
 * A paragraph as the book's style sets it (`p { margin: 0 0 0.75em; text-align: justify }`), in the attributes Mobi 7
 * has for it (Kindle Publishing Guidelines): `height`, the space above (0.75em of a 12 pt text), `width`, the first
 * line's indent, which Kindles otherwise add, and `align`. Calibre's MOBI 6 of the book writes the same.
 */
const PARAGRAPH = '<p height="9pt" width="0pt" align="justify">';
/** A chapter's label ("Chapter 2") and an admonition's ("Note"): small, as the book's style sets them. */
const SMALL = ['font size="2"', 'b'];
/** Inline elements as Mobi 7's tags have them (Kindle Publishing Guidelines, supported HTML for Mobi 7). */
const INLINE: Record<string, string> = {
  em: 'i',
  i: 'i',
  cite: 'i',
  dfn: 'i',
  var: 'i',
  strong: 'b',
  b: 'b',
  code: 'code',
  kbd: 'code',
  samp: 'code',
  tt: 'code',
  sub: 'sub',
  sup: 'sup',
  u: 'u',
  s: 'strike',
  del: 'strike',
  strike: 'strike',
  small: 'small',
  big: 'big',
};
/** Block elements that keep their tag. */
const BLOCKS = new Set(['p', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'tr']);
/** Elements with nothing a Kindle can show: their text is left out too. */
const UNSHOWN = new Set(['script', 'style', 'template', 'svg', 'audio', 'video', 'iframe', 'object', 'head']);

/**
 * Octavo's division element as Mobipocket markup (MOBI 6): a page break before it, headings, paragraphs, lists,
 * tables, listings (monospace, each line break and indentation kept), boxes (notes, sidebars) as indented blocks
 * with their title in bold, images by record number, links by `filepos`. `imageOf` names an image by its content
 * (the key its record is found by), or undefined when the MOBI cannot hold it.
 */
export function divisionMobiml(root: ElementNode, imageOf: (src: string) => string | undefined): MobimlPart {
  const out = new MobimlWriter();
  out.imageOf = imageOf;
  out.raw('<mbp:pagebreak/>');
  out.element(root, { box: false, pre: false });
  return out.part();
}

interface Context {
  /** Inside a box: its headings are bold paragraphs. */
  box: boolean;
  /** Inside a listing: spaces and line breaks are kept. */
  pre: boolean;
  /** Inside a caption: its label ("Figure 1-1.") is bold. */
  caption?: boolean;
  /** Inside an admonition: its heading is its label. */
  admonition?: boolean;
  /** Inside a table cell: its paragraphs are the cell's lines, neither spaced nor justified. */
  cell?: boolean;
}

class MobimlWriter {
  private readonly chunks: string[] = [];
  private bytes = 0;
  private readonly result: Omit<MobimlPart, 'markup'> = { anchors: [], links: [], images: [], dropped: [] };
  imageOf: (src: string) => string | undefined = () => undefined;

  raw(markup: string): void {
    this.chunks.push(markup);
    this.bytes += Buffer.byteLength(markup, 'utf8');
  }

  part(): MobimlPart {
    return { markup: this.chunks.join(''), ...this.result };
  }

  nodes(nodes: readonly DomNode[], context: Context): void {
    for (const node of nodes) {
      if (node.type === 'text') this.text(node.value, context);
      else this.element(node, context);
    }
  }

  text(value: string, context: Context): void {
    if (!context.pre) {
      this.raw(escapeText(value));
      return;
    }
    // A listing's lines: each break a <br/>, each space kept as a no-break space (Kindles collapse the others).
    const lines = value.replace(/\t/g, '    ').split(/\r?\n/);
    lines.forEach((line, i) => {
      if (i > 0) this.raw('<br/>');
      this.raw(escapeText(line.replace(/ /g, '\u00a0')));
    });
  }

  element(el: ElementNode, context: Context): void {
    const id = el.attrs.get('id');
    if (id) this.result.anchors.push([id, this.bytes]);
    const name = el.name;
    const type = el.attrs.get('data-type') ?? '';
    if (UNSHOWN.has(name)) return;
    if (isHeading(el)) {
      // The label holds the space the book's style sets above the box (`margin: 1em 0`).
      if (context.admonition)
        this.wrap(['p height="1em" width="0pt"', ...SMALL], el.children, { ...context, admonition: false });
      else if (context.box) this.wrap(['p', 'b'], el.children, context);
      else this.wrap([name], el.children, context);
      return;
    }
    if (name === 'pre') {
      // A listing's last line break ends its last line; it is no empty line of its own.
      const children = trimmedEnd(el.children);
      // Indented as a block, as Calibre's MOBI 6 sets it apart from the text around it.
      this.raw('<blockquote><code>');
      this.nodes(children, { ...context, pre: true });
      this.raw('</code></blockquote>');
      return;
    }
    if (
      (name === 'div' || name === 'aside') &&
      (BOXES.has(type) || name === 'aside') &&
      !hasClass(el, 'footnote')
    ) {
      this.raw('<blockquote>');
      this.nodes(el.children, { ...context, box: true, admonition: name === 'div' && ADMONITIONS.has(type) });
      this.raw('</blockquote>');
      return;
    }
    if (name === 'aside' && hasClass(el, 'first-footnote')) this.raw('<hr/>');
    if (name === 'table') {
      this.table(el, context);
      return;
    }
    if (name === 'figcaption' || name === 'caption') {
      // Spaced from what it follows and not indented, as the paragraphs are.
      this.wrap(['p height="9pt" width="0pt"'], el.children, { ...context, caption: true });
      return;
    }
    if (name === 'span' && hasClass(el, 'division-label')) {
      // "Chapter 2" small on a line of its own above the title, as the EPUB's style sets it.
      this.wrap(SMALL, el.children, context);
      this.raw('<br/>');
      return;
    }
    if (name === 'span' && context.caption && hasClass(el, 'label')) {
      this.wrap(['b'], el.children, context);
      return;
    }
    if (name === 'span' && hasClass(el, LINE_NUMBER_CLASS)) {
      // The themes set a listing's line numbers in a column of their own; MobiML has no such style, so each number
      // is right-aligned in three characters and a space apart from its line (the corpus book's contracts read
      // "31contract TimeLock" without it).
      const number = el.attrs.get('data-line') ?? '';
      this.raw(`${number.padStart(3, '\u00a0')}\u00a0`);
      return;
    }
    if (name === 'b' && hasClass(el, 'conum')) {
      this.raw('<b>(');
      this.nodes(el.children, context);
      this.raw(')</b>');
      return;
    }
    if (name === 'img') {
      this.image(el);
      return;
    }
    if (name === 'a') {
      this.link(el, context);
      return;
    }
    if (name === 'br' || name === 'hr') {
      this.raw(`<${name}/>`);
      return;
    }
    if (name === 'td' || name === 'th') {
      const spans = ['colspan', 'rowspan']
        .filter((attr) => el.attrs.has(attr))
        .map((attr) => ` ${attr}="${escapeAttribute(el.attrs.get(attr)!)}"`)
        .join('');
      this.raw(`<${name}${spans}>`);
      this.nodes(el.children, { ...context, cell: true });
      this.raw(`</${name}>`);
      return;
    }
    if (name === 'p' && !context.cell) {
      this.raw(PARAGRAPH);
      this.nodes(el.children, context);
      this.raw('</p>');
      return;
    }
    const inline = INLINE[name];
    if (inline) {
      // Inside a listing the code font is the listing's own.
      if (context.pre && inline === 'code') this.nodes(el.children, context);
      else this.wrap([inline], el.children, context);
      return;
    }
    if (BLOCKS.has(name)) {
      const start =
        name === 'ol' && el.attrs.get('start') ? ` start="${escapeAttribute(el.attrs.get('start')!)}"` : '';
      this.raw(`<${name}${start}>`);
      this.nodes(el.children, context);
      this.raw(`</${name}>`);
      return;
    }
    if (name === 'figure') {
      this.raw('<div>');
      this.nodes(el.children, context);
      this.raw('</div>');
      return;
    }
    // section, div, span, nav, header … hold what they hold.
    this.nodes(el.children, context);
  }

  /** `children` inside `tags`, outermost first; a tag may have attributes (`font size="2"`). */
  private wrap(tags: string[], children: readonly DomNode[], context: Context): void {
    this.raw(tags.map((tag) => `<${tag}>`).join(''));
    this.nodes(children, context);
    this.raw(
      [...tags]
        .reverse()
        .map((tag) => `</${tag.split(' ')[0]}>`)
        .join(''),
    );
  }

  /** A table after its caption (Mobi 7 tables have none), with a border, its rows as they are. */
  private table(el: ElementNode, context: Context): void {
    const captions = el.children.filter(
      (c): c is ElementNode => c.type === 'element' && c.name === 'caption',
    );
    for (const caption of captions) this.element(caption, context);
    this.raw('<table border="1">');
    const rows = (nodes: readonly DomNode[]) => {
      for (const node of nodes) {
        if (node.type !== 'element') continue;
        if (node.name === 'tr') this.element(node, context);
        else if (['thead', 'tbody', 'tfoot'].includes(node.name)) {
          const id = node.attrs.get('id');
          if (id) this.result.anchors.push([id, this.bytes]);
          rows(node.children);
        }
      }
    };
    rows(el.children);
    this.raw('</table>');
  }

  private image(el: ElementNode): void {
    const src = el.attrs.get('src') ?? '';
    const image = this.imageOf(src);
    const alt = el.attrs.get('alt') ?? '';
    if (!image) {
      this.result.dropped.push(src);
      if (alt.trim()) this.raw(escapeText(`[${alt.trim()}]`));
      return;
    }
    this.raw('<img recindex="');
    this.result.images.push([this.bytes, image]);
    this.raw(`${'0'.repeat(RECINDEX_WIDTH)}" alt="${escapeAttribute(alt)}"/>`);
  }

  private link(el: ElementNode, context: Context): void {
    const href = el.attrs.get('href') ?? '';
    if (href.startsWith('#') && href.length > 1) {
      this.raw('<a filepos=');
      this.result.links.push([this.bytes, decodeId(href.slice(1))]);
      this.raw(`${'0'.repeat(FILEPOS_WIDTH)}>`);
      this.nodes(el.children, context);
      this.raw('</a>');
    } else if (/^(?:https?:|mailto:)/i.test(href)) {
      this.raw(`<a href="${escapeAttribute(href)}">`);
      this.nodes(el.children, context);
      this.raw('</a>');
    } else {
      this.nodes(el.children, context);
    }
  }
}

/** `nodes` without the line break (and spaces after it) that ends their last text. */
function trimmedEnd(nodes: readonly DomNode[]): DomNode[] {
  const copy = [...nodes];
  const last = copy[copy.length - 1];
  if (last?.type === 'text')
    copy[copy.length - 1] = { type: 'text', value: last.value.replace(/\r?\n[ \t]*$/, '') };
  else if (last?.type === 'element') copy[copy.length - 1] = { ...last, children: trimmedEnd(last.children) };
  return copy;
}
