import type MarkdownIt from 'markdown-it';
import { lineText } from './block-lines';
import { closestName } from '../edit-distance';
import { inLeanpubManuscript } from '../paths/leanpub-resources';
import { BookWarning, warning } from '../warnings';
import { groupWarnings, otherPlacesText } from '../warning-groups';
import { ASIDE_KINDS, BLURB_CLASSES } from './leanpub-asides';
import { markuaIndexTermHtml } from './markua-index-terms';
import { LINE_NUMBERING } from '../model/code-line-numbers';
import { titledListingTokens, titleTokens } from './fence-titles';

type StateBlock = MarkdownIt.StateBlock;
type Token = MarkdownIt.Token;

/** An attribute written on a line of its own that Octavo could not apply to the block under it. */
export interface UnreadAttribute {
  /** The line of the text the attribute list is on (1-based). */
  line: number;
  /** As written: `linenos=off`, `title="Build"`. */
  attribute: string;
  /** What the attribute stands over: "a code listing", "a paragraph" … */
  block: string;
  /** What is wrong with it and how to write it, when it is not an attribute the block cannot take. */
  advice?: string;
}

/** Where attributes that were not applied are reported, in the render's env. */
export type BlockAttributesEnv = {
  unreadAttributes?: UnreadAttribute[];
};

interface Attribute {
  key: string;
  value: string;
  written: string;
}

/**
 * `{title="Proxy traps", lang=js}`, kramdown's `{:lang="js"}`, `{#an-id .a-class}`, Markua's `{id: setup}`: the whole
 * line in braces.
 */
const ATTRIBUTE_LINE = /^\{:?\s*([^{}]*?)\s*\}\s*$/;
/**
 * One attribute: `key=value` (Leanpub, kramdown; space or comma between attributes), `key: value` (Markua, whose
 * unquoted values run to the next comma, spaces included), `#id` or `.class`.
 */
const ATTRIBUTE =
  /\s*(?:([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s,"']+))|([A-Za-z][\w-]*)\s*:\s*(?:"([^"]*)"|'([^']*)'|([^\s,"'][^,"']*?)(?=\s*(?:,|$)))|#([A-Za-z][\w:.-]*)|\.([A-Za-z][\w-]*))\s*,?/y;
/** Leanpub's directives on a line of their own. */
const PAGE_BREAK = /^\{\s*pagebreak\s*\}\s*$/;
const MATTER = /^\{\s*(frontmatter|mainmatter|backmatter)\s*\}\s*$/;
/**
 * Leanpub's `{begin-hanging-paragraphs}` … `{end-hanging-paragraphs}` around a bibliography (mac-appdev-book's
 * "Books" appendix): the paragraphs between hang, their first line out, the others indented.
 */
const HANGING = /^\{\s*(begin|start|end)-hanging-paragraphs\s*\}\s*$/;
/** The class the paragraphs between them get, which the book's style sets hanging in every format. */
const HANGING_CLASS = 'hanging-indent';
/** A line that is a directive's name alone (`{begin-hanging-paragraph}`): Leanpub's way of writing one. */
const BARE_DIRECTIVE = /^\{\s*([A-Za-z]+(?:-[A-Za-z]+)+)\s*\}\s*$/;
/** The directives of that form Octavo reads, what a misspelt one was meant as. */
const KNOWN_DIRECTIVES = ['begin-hanging-paragraphs', 'end-hanging-paragraphs'];
/** kramdown's extensions written as one tag (`{::encoding="UTF-8" /}`, `{::options parse_block_html="true" /}`). */
const KRAMDOWN_EXTENSION = /^\{::\s*[A-Za-z]\w*\b[^{}]*\/\}\s*$/;

/** The attributes of an attribute list, or undefined when the braces hold something else (code, prose). */
export function parseAttributeList(list: string): Attribute[] | undefined {
  const attributes: Attribute[] = [];
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < list.length) {
    const start = ATTRIBUTE.lastIndex;
    const match = ATTRIBUTE.exec(list);
    if (!match) return undefined;
    const written = list
      .slice(start, ATTRIBUTE.lastIndex)
      .replace(/,?\s*$/, '')
      .trim();
    if (match[9] !== undefined) attributes.push({ key: 'id', value: match[9], written });
    else if (match[10] !== undefined) attributes.push({ key: 'class', value: match[10], written });
    else
      attributes.push({
        key: (match[1] ?? match[5]!).toLowerCase(),
        value: match[2] ?? match[3] ?? match[4] ?? match[6] ?? match[7] ?? match[8] ?? '',
        written,
      });
  }
  return attributes.length > 0 ? attributes : undefined;
}

/**
 * The attributes of a list whose last value lacks its closing quote (`{Caption: "Finding the first element.}`), read
 * as if it closed at the end, with the quote missing. Leanpub prints no line in braces: read as text it printed the
 * line over the listing, which lost its caption.
 */
function unclosedQuote(list: string): { attributes: Attribute[]; quote: string } | undefined {
  for (const quote of ['"', "'"]) {
    if (list.split(quote).length % 2 === 1) continue;
    const attributes = parseAttributeList(list + quote);
    if (attributes) return { attributes, quote };
  }
  return undefined;
}

/**
 * A line that is only an attribute list (Leanpub's `{title="…"}`, kramdown's `{:lang="js"}`) belongs to the block
 * under it: it ends the paragraph before it and prints nothing itself. Leanpub's `{pagebreak}` is a page break.
 */
function blockAttributes(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = lineText(state, startLine);
  const pageBreak = PAGE_BREAK.test(text);
  // {frontmatter}, {mainmatter}, {backmatter}: the book's divisions say what is front and back matter. kramdown's
  // one-tag extensions set how kramdown reads the file (its encoding, its options): nothing to print either.
  const matter = MATTER.test(text) || KRAMDOWN_EXTENSION.test(text);
  const list = ATTRIBUTE_LINE.exec(text);
  const written = list ? parseAttributeList(list[1]!) : undefined;
  const unclosed = list && !written ? unclosedQuote(list[1]!) : undefined;
  const attributes = written ?? unclosed?.attributes;
  const hanging = HANGING.exec(text);
  const directive = hanging ? null : BARE_DIRECTIVE.exec(text);
  if (!pageBreak && !matter && !attributes && !hanging && !directive) return false;
  if (silent) return true;
  if (hanging) {
    const token = state.push('leanpub_hanging', '', 0);
    token.meta = { begin: hanging[1] !== 'end' };
    token.hidden = true;
  } else if (directive) {
    // An unknown directive printed as text ("{begin-hanging-paragraph}" in the middle of a page) helps no reader:
    // it is left out, and its line named.
    const name = directive[1]!;
    const meant = closestName(name.toLowerCase(), KNOWN_DIRECTIVES);
    ((state.env as BlockAttributesEnv).unreadAttributes ??= []).push({
      line: startLine + 1,
      attribute: text.trim(),
      block: 'nothing',
      advice:
        `${text.trim()} is no directive Octavo knows (of this form it reads {begin-hanging-paragraphs} and ` +
        `{end-hanging-paragraphs}); it is left out` +
        (meant ? `: if {${meant}} was meant, write it so` : ': remove it, or write it as \\{…} to print it'),
    });
  } else if (pageBreak) {
    const token = state.push('html_block', '', 0);
    token.content = '<div style="page-break-after: always"></div>\n';
    token.map = [startLine, startLine + 1];
  } else if (attributes) {
    if (unclosed) {
      ((state.env as BlockAttributesEnv).unreadAttributes ??= []).push({
        line: startLine + 1,
        attribute: text.trim(),
        block: 'the block under it',
        advice:
          `the attribute list ${text.trim()} has no closing ${unclosed.quote}: it is read as if the value ended at ` +
          `the }, as Leanpub never prints a line in braces; add the ${unclosed.quote} before the }`,
      });
    }
    const token = state.push('block_attributes', '', 0);
    token.meta = { attributes };
    token.map = [startLine, startLine + 1];
    token.hidden = true;
  }
  state.line = startLine + 1;
  return true;
}

/** The attributes applyAttribute reads, and Markua's others a block may carry: what a misspelt key was meant as. */
const KNOWN_KEYS = new Set([
  'id',
  'class',
  'align',
  'i',
  'line-numbers',
  'linenos',
  'sample',
  'full',
  'community',
  'width',
  'alt',
  'icon',
  'lang',
  'language',
  'title',
  'caption',
  'format',
  'type',
  'height',
  'crossorigin',
]);

const BLOCK_NAMES: Record<string, string> = {
  fence: 'a code listing',
  code_block: 'a code listing',
  table_open: 'a table',
  paragraph_open: 'a paragraph',
  heading_open: 'a heading',
  bullet_list_open: 'a list',
  ordered_list_open: 'a list',
  blockquote_open: 'a quotation',
  leanpub_aside_open: 'an aside',
};

/** What the block at `at` is, as the author sees it: a paragraph holding only an image is an image. */
function blockName(state: MarkdownIt.StateCore, tokens: Token[], at: number): string {
  if (isImageParagraph(state, tokens, at)) return 'an image';
  return BLOCK_NAMES[tokens[at]!.type] ?? 'the block under it';
}

/** Gives the block after each attribute line what it can take: id and class, a listing's language, a title. */
function applyBlockAttributes(state: MarkdownIt.StateCore): void {
  const tokens = state.tokens;
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (token.type !== 'block_attributes') continue;
    const target = tokens[index + 1];
    // Named before the attributes are applied: a title wraps a listing in an example.
    const block = target ? blockName(state, tokens, index + 1) : 'nothing (the file ends)';
    const unread: Attribute[] = [];
    for (const attribute of titlesLast((token.meta as { attributes: Attribute[] }).attributes)) {
      if (!target || !applyAttribute(state, tokens, index + 1, attribute)) unread.push(attribute);
    }
    tokens.splice(index, 1);
    const env = state.env as BlockAttributesEnv;
    for (const attribute of unread) {
      const meant = KNOWN_KEYS.has(attribute.key) ? undefined : closestName(attribute.key, KNOWN_KEYS);
      (env.unreadAttributes ??= []).push({
        line: token.map![0] + 1,
        attribute: attribute.written,
        block,
        ...(meant
          ? {
              advice:
                `the attribute ${attribute.written} over ${block} is not one Octavo (or Markua) knows, so the ` +
                `block prints without it: if ${meant} was meant, write it so (${meant}: …)`,
            }
          : {}),
      });
    }
  }
}

/**
 * The paragraphs between `{begin-hanging-paragraphs}` and `{end-hanging-paragraphs}` (or the file's end) get the
 * hanging class; the directives themselves print nothing.
 */
function applyHangingParagraphs(state: MarkdownIt.StateCore): void {
  let hanging = false;
  state.tokens = state.tokens.filter((token) => {
    if (token.type === 'leanpub_hanging') {
      hanging = (token.meta as { begin: boolean }).begin;
      return false;
    }
    if (hanging && token.type === 'paragraph_open') token.attrJoin('class', HANGING_CLASS);
    return true;
  });
}

/**
 * The attributes in the order they can be applied: a title wraps a listing in an example, so the listing's own
 * attributes (`{title: "Build", lang: sh}`) go first, whichever order they were written in.
 */
function titlesLast(attributes: Attribute[]): Attribute[] {
  const isTitle = (attribute: Attribute) => attribute.key === 'title' || attribute.key === 'caption';
  return [...attributes.filter((attribute) => !isTitle(attribute)), ...attributes.filter(isTitle)];
}

function applyAttribute(
  state: MarkdownIt.StateCore,
  tokens: Token[],
  at: number,
  attribute: Attribute,
): boolean {
  const target = tokens[at]!;
  const listing = target.type === 'fence' || target.type === 'code_block';
  switch (attribute.key) {
    case 'id':
    case 'class':
      if (target.nesting !== 1 && !listing) return false;
      if (attribute.key === 'class' && retypeBlurb(tokens, at, attribute.value)) return true;
      if (attribute.key === 'class') target.attrJoin('class', attribute.value);
      else target.attrSet('id', attribute.value);
      return true;
    case 'align': {
      // Markua's align places an image figure at the left, the right or the middle of the text column.
      const side = IMAGE_ALIGNMENTS[attribute.value.trim().toLowerCase()];
      if (side === undefined || !isImageParagraph(state, tokens, at)) return false;
      target.attrJoin('class', `align-${side}`);
      return true;
    }
    case 'i': {
      // Markua's index entry over a block marks the block's start.
      const inline = tokens[at + 1];
      const mark = markuaIndexTermHtml(attribute.value);
      if (target.nesting !== 1 || inline?.type !== 'inline' || mark === undefined) return false;
      inline.content = mark + inline.content;
      return true;
    }
    case 'line-numbers':
    case 'linenos':
      // Markua's `line-numbers: true`, Leanpub's `linenos=on`: numbered as numberCodeLines numbers a listing. Turned
      // off, the listing prints as every listing does.
      if (!listing) return false;
      if (LINE_NUMBERS_ON.test(attribute.value.trim())) {
        target.attrSet(LINE_NUMBERING, 'numbered');
        return true;
      }
      return LINE_NUMBERS_OFF.test(attribute.value.trim());
    case 'sample':
    case 'full':
    case 'community':
      // Leanpub's choice of the chapters its sample book also holds: the whole book holds every chapter. `full` and
      // `community` choose the editions a chapter is in as `sample` does (cpp-coding-interview opens every file with
      // `{full: true, community: true}`, its commercial and community editions): the book prints it.
      return target.type === 'heading_open' && /^(?:true|false)$/i.test(attribute.value.trim());
    case 'width': {
      // Markua's image width: a percentage of the text column's width.
      const percent = IMAGE_PERCENT.exec(attribute.value.trim())?.[1];
      const share = Number(percent);
      if (!(share > 0 && share <= 100) || !isImageParagraph(state, tokens, at)) return false;
      target.attrSet(IMAGE_WIDTH, `${share}%`);
      return true;
    }
    case 'alt':
      // Markua's text alternative for an image, apart from its caption (the words in the brackets).
      if (!isImageParagraph(state, tokens, at)) return false;
      target.attrSet(IMAGE_ALT, attribute.value);
      return true;
    case 'icon':
      // Leanpub draws the named icon beside a blurb; a class lets a theme do the same.
      if (target.type !== 'leanpub_aside_open') return false;
      target.attrJoin('class', `icon-${attribute.value.replace(/[^\w-]/g, '')}`);
      return true;
    case 'lang':
    case 'language':
      if (!listing) return false;
      target.type = 'fence';
      target.info = [attribute.value, ...target.info.trim().split(/\s+/).slice(1)].join(' ');
      return true;
    case 'title':
    case 'caption':
      if (target.type === 'table_open') {
        tokens.splice(at + 1, 0, ...titleTokens(state, 'caption', attribute.value));
        return true;
      }
      if (listing) {
        // A titled listing is HTMLBook's example: the title above the code, numbered as the book's examples are.
        const { before, after } = titledListingTokens(state, target.map, attribute.value);
        tokens.splice(at + 1, 0, ...after);
        tokens.splice(at, 0, ...before);
        return true;
      }
      return false;
    default:
      return false;
  }
}

/** A line-numbering attribute's values that turn the numbers off. */
const LINE_NUMBERS_OFF = /^(?:false|off|no|none|0)$/i;
/** A line-numbering attribute's values that turn the numbers on. */
const LINE_NUMBERS_ON = /^(?:true|on|yes|1)$/i;

/** `50%`, `"62.5%"`: a share of the column, from above 0 to 100. */
const IMAGE_PERCENT = /^(\d{1,3}(?:\.\d+)?)\s*%$/;
/** On an image's paragraph until its inline content is read: the width the image is given. */
const IMAGE_WIDTH = 'data-octavo-image-width';

/** On an image's paragraph until its inline content is read: the alt text the image is given. */
const IMAGE_ALT = 'data-octavo-image-alt';
/**
 * On an image whose alt text was written apart from its caption (`{alt: …}`): its alt is not its caption too. The
 * figure reader takes it off.
 */
export const ALT_WRITTEN_APART = 'data-octavo-alt-apart';

/**
 * Gives the image of each paragraph a width was written over (`{width: 50%}`) that width, and one an alt text was
 * written over (`{alt: "A kettle"}`) that alt, its bracketed words kept as its caption (its title, which a figure
 * is captioned by).
 */
function applyImageAttributes(state: MarkdownIt.StateCore): void {
  state.tokens.forEach((token, index) => {
    const width = token.attrGet(IMAGE_WIDTH);
    const written = token.attrGet(IMAGE_ALT);
    if (width === null && written === null) return;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== IMAGE_WIDTH && name !== IMAGE_ALT);
    const image = state.tokens[index + 1]?.children?.find((child) => child.type === 'image');
    if (!image) return;
    if (width !== null) image.attrSet('width', width);
    if (written === null) return;
    const alt = String(written);
    const caption = state.md.renderer.renderInlineAsText(image.children ?? [], state.md.options, state.env);
    if (caption.trim() !== '' && !image.attrGet('title')) image.attrSet('title', caption);
    const text = new state.Token('text', '', 0);
    text.content = alt;
    image.children = alt === '' ? [] : [text];
    image.content = alt;
    image.attrSet(ALT_WRITTEN_APART, '');
  });
}

/**
 * A `B>` blurb under `{class: tip}` (or warning, information …) is the admonition that class names, as Leanpub
 * sets it and as `{blurb, class: tip}` … `{/blurb}` is read: a `T>` aside written long. Whether it was one.
 */
function retypeBlurb(tokens: Token[], at: number, blurbClass: string): boolean {
  const open = tokens[at]!;
  const letter = BLURB_CLASSES[blurbClass.trim().toLowerCase()];
  if (open.type !== 'leanpub_aside_open' || open.markup !== 'B>' || letter === undefined || letter === 'B')
    return false;
  let depth = 0;
  const close = tokens.findIndex((token, index) => {
    if (index <= at) return false;
    if (token.type === 'leanpub_aside_open') depth++;
    return token.type === 'leanpub_aside_close' && depth-- === 0;
  });
  const kind = ASIDE_KINDS[letter]!;
  open.tag = kind.tag;
  open.attrSet('data-type', kind.type);
  open.attrSet('class', `leanpub-${kind.name}`);
  if (close !== -1) tokens[close]!.tag = kind.tag;
  return true;
}

/** Markua's `align` values (`middle` in Markua 0.10), by the side they place an image at. */
const IMAGE_ALIGNMENTS: Readonly<Record<string, string>> = {
  left: 'left',
  right: 'right',
  center: 'center',
  centre: 'center',
  middle: 'center',
};

/**
 * Whether the block at `at` is a paragraph of one image (a figure, in Markua's and pandoc's reading). Its text is
 * read as inline Markdown here: attributes are applied before the paragraph's own inline parse.
 */
function isImageParagraph(state: MarkdownIt.StateCore, tokens: Token[], at: number): boolean {
  const inline = tokens[at + 1];
  if (tokens[at]?.type !== 'paragraph_open' || inline?.type !== 'inline') return false;
  const { references } = state.env as MarkdownIt.StateCore['env'];
  const [parsed] = state.md.parseInline(inline.content, { references });
  const shown = (parsed?.children ?? []).filter(
    (child) => child.type !== 'softbreak' && !(child.type === 'text' && child.content.trim() === ''),
  );
  return shown.length === 1 && shown[0]!.type === 'image';
}

/**
 * Reads attribute lists on a line of their own, as Leanpub and kramdown write them over a block, instead of printing
 * them as a paragraph of text: `{title="…"}` titles a table or a listing, `{lang=…}` sets a listing's language,
 * `{#id .class}` names the block. What cannot be applied is reported in the env's `unreadAttributes`.
 */
export const markdownBlockAttributes = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('table', 'block_attributes', blockAttributes, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  // Before inline parsing, so a title is read as Markdown as other text is.
  md.core.ruler.after('block', 'apply_block_attributes', applyBlockAttributes);
  md.core.ruler.after('apply_block_attributes', 'hanging_paragraphs', applyHangingParagraphs);
  md.core.ruler.after('inline', 'apply_image_attributes', applyImageAttributes);
};

/**
 * Each attribute that was not applied, at its line: the block prints without it. The same attribute over the same
 * kind of block again in the file is counted in its first warning (a book marks every heading `{full: true}`).
 */
export function warnAboutUnreadAttributes(
  unread: UnreadAttribute[],
  file: string,
  warnings: BookWarning[],
): void {
  const groups = new Map<string, UnreadAttribute[]>();
  for (const entry of [...unread].sort((a, b) => a.line - b.line)) {
    const name = entry.advice
      ? `${entry.line}`
      : /^[^:=]*/.exec(entry.attribute)![0].trim() || entry.attribute;
    const key = `${name}\u0000${entry.block}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const [first, ...more] of groups.values()) {
    const { line, attribute, block, advice } = first!;
    const repeated = more.length > 0 ? ` (${more.length + 1} such in this file, the first here)` : '';
    warnings.push(
      warning(
        'source',
        { file, line },
        advice ??
          `the attribute ${attribute} over ${block} is not one Octavo applies there${repeated} (it reads id, class, ` +
            'lang and line-numbers on a listing, title on a listing or a table, and align: left, right or ' +
            'center, width: a percentage or alt on an image); the block prints without it, ' +
            // Leanpub prints HTML as text: a manuscript's author keeps the attribute for Leanpub.
            (inLeanpubManuscript(file)
              ? 'and Leanpub still reads it'
              : 'and tools that read it still do: write the block in HTML if the book needs what it does'),
        attribute,
      ),
    );
  }
}

/** An unread attribute's warning (warnAboutUnreadAttributes): the attribute's name, the block, how many in its file. */
const UNREAD =
  /^the attribute ([^:=\s]+)(?:[:=][^]*?)? over (.+?) is not one Octavo applies there(?: \((\d+) such in this file, the first here\))? \(/;

/**
 * One warning for the same attribute over the same kind of block in several files (a book marking every chapter's
 * heading with an attribute Octavo does not apply: 48 warnings for 24 files): at the first, counting them all and
 * naming the other files' places.
 */
export function groupUnreadAttributeWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  const parsed = (w: BookWarning) => (w.kind === 'source' && w.file ? UNREAD.exec(w.text) : null);
  return groupWarnings(
    warnings,
    (w) => {
      const found = parsed(w);
      return found ? `${found[1]}\u0000${found[2]}` : undefined;
    },
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      const files = new Set(group.map((w) => w.file)).size;
      if (files === 1) return first;
      const count = group.reduce((sum, w) => sum + Number(parsed(w)?.[3] ?? 1), 0);
      const text = first.text.replace(
        /^(the attribute .+? is not one Octavo applies there)(?: \(\d+ such in this file, the first here\))?/,
        `$1 (${count} such in ${files} files: the first here, the others at ${otherPlacesText(others)})`,
      );
      return { ...first, text };
    },
  );
}
