import MarkdownIt from 'markdown-it';
import markdownItDeflist from 'markdown-it-deflist';
import markdownItFootnote from 'markdown-it-footnote';
import { FootnoteLabelsEnv, footnoteLabels, FootnoteProblem } from './footnote-labels';
import {
  UndefinedReference,
  undefinedReferenceLinks,
  UndefinedReferencesEnv,
} from './markdown-reference-links';
import { doccLinks } from './docc-links';
import { leanpubAsides } from './leanpub-asides';
import { leanpubCodeMarkers } from './leanpub-code-markers';
import { markuaBlocks } from './markua-blocks';
import { markuaSpanAttributes } from './markua-index-entries';
import { markuaHeadingIndexEntries } from './markua-heading-index-entries';
import { markuaInlineFigures } from './markua-inline-figures';
import { markaplParameters } from './markapl-parameters';
import { markdownAbbreviations } from './markdown-abbreviations';
import { spacedLinkDestinations } from './spaced-link-destinations';
import { pandocFancyLists } from './pandoc-fancy-lists';
import { proseBlockTags } from './prose-block-tags';
import { pandocHtmlBlocks } from './pandoc-html-blocks';
import { LeanpubPartsEnv, leanpubPartHeadings } from './leanpub-parts';
import { leanpubTagsAsText } from './leanpub-tags-as-text';
import { leanpubMath } from './leanpub-math';
import { markdownDashes } from './markdown-dashes';
import { pandocInlineAttributes, pandocTableCaptions } from './pandoc-inline-attributes';
import { pandocCrossref } from './pandoc-crossref';
import { pandocInterpretedText } from './pandoc-interpreted-text';
import { latexIndexTerms } from './latex-index-terms';
import { bookdownHeadings } from './bookdown-headings';
import { pythonMarkdownAdmonitions } from './python-markdown-admonitions';
import { mdBookAdmonish } from './mdbook-admonish';
import { pandocFencedDivs } from './pandoc-fenced-divs';
import { SphinxEnv, sphinxDoctestBlocks, sphinxFileFields } from './sphinx-directives';
import { rstShortUnderlines } from './rst-short-underlines';
import { ConditionalContentEnv, QuartoOutput, quartoConditionalFences } from './quarto-conditional-content';
import { pandocRawBlocks } from './pandoc-raw-blocks';
import { pandocTables } from './pandoc-tables';
import { pipeTableColumns } from './pipe-table-columns';
import { pandocCitations } from './pandoc-citations';
import { pandocHeaderReferences } from './pandoc-header-references';
import { PandocMarkdownEnv, pandocEmphasis } from './pandoc-emphasis';
import { cjkEmphasis } from './cjk-emphasis';
import { latexCitations } from './latex-citations';
import { markdownTaskLists } from './markdown-task-lists';
import { fenceAttributes } from './fence-attributes';
import { pandocInlineExtensions } from './pandoc-inline-extensions';
import { fenceTitles } from './fence-titles';
import {
  ArithmatexSyntax,
  BackslashMathEnv,
  markdownDollarMath,
  MystDollarMath,
  MystDollarMathEnv,
} from './markdown-dollar-math';
import { MystEnv, mystDirectives, MystNote } from './myst-directives';
import { mystRoles } from './myst-roles';
import {
  ALT_WRITTEN_APART,
  BlockAttributesEnv,
  markdownBlockAttributes,
  UnreadAttribute,
} from './markdown-block-attributes';
import { splitFrontMatter } from './markdown-front-matter';
import { isRustFence, rustShownLines } from './rust-hidden-lines';
import { LISTING_LINES, ListingLinesMeta, withKeptLines } from '../model/listing-source-lines';
import { inlineSourceLines, lineInBlock } from './inline-source-lines';
import { headingSlug } from '../model/ids';
import { splitHeadingAttributes } from './pandoc-heading-attributes';
import { BARE_SECTION_NUMBER, SECTION_NUMBER_MARK, UNNUMBERED_CHAPTER_MARK } from './asciidoc-htmlbook';
import type { SectionNumbering } from './quarto-section-numbers';
import type { FolderListings } from './r-string-values';
import { listItemFences } from './list-item-fences';
import { RunawayFence, RunawayFencesEnv, runawayFences } from './runaway-fences';
import { escapeText } from '../dom/escape';
import { LINE_NUMBERING } from '../model/code-line-numbers';

/** Other ids a heading is known by, space-separated: links to them are links to the heading. */
export const ID_ALIASES = 'data-octavo-id-aliases';
/** On the heading its front matter's `title:` names: the file's title, wherever it stands in the file. */
export const PAGE_TITLE = 'data-octavo-page-title';
/**
 * On an image whose alt text holds markup (`![Monoids m<sub>1</sub> and m<sub>2</sub>](…)`, a code span, emphasis):
 * that text as HTML, for the caption of the figure the image becomes (markdownFigures).
 */
export const ALT_MARKUP = 'data-octavo-alt-markup';
/** On the line under a page's title naming who wrote it (its front matter's `author:`), until the book's authors are known. */
export const PAGE_BYLINE = 'data-octavo-byline';

/**
 * The id pandoc gives a heading (its `auto_identifiers`): letters, digits, `_`, `-` and `.` kept, words joined by
 * hyphens, lower case, nothing before the first letter; "section" when nothing is left.
 */
export function pandocId(title: string): string {
  const id = title
    .replace(/[^\p{L}\p{N}_.\-\s]/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .join('-')
    .replace(/^[^\p{L}]+/u, '');
  return id || 'section';
}

/** The id GitHub (and markdown-it-anchor's GitHub style) gives a heading: punctuation dropped, each space a hyphen. */
export function githubId(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The ids mdBook gives a heading (its `id_from_content`): the letters and digits of its title as Rust's
 * `char::is_alphanumeric` knows them, `_` and `-` kept, each white space a hyphen, all else dropped, so a Thai title
 * loses its tone marks and a Malayalam one its viramas and joiners (kphis-book links `## การเข้าสู่ระบบ` as
 * `#การเขาสูระบบ`). mdBook 0.4 lowers ASCII letters only, 0.5 every letter: both ids are given.
 */
export function mdBookIds(title: string): string[] {
  const kept = [...title.trim()]
    .map((char) => (/[\p{Alphabetic}\p{N}_-]/u.test(char) ? char : /\p{White_Space}/u.test(char) ? '-' : ''))
    .join('');
  return [...new Set([kept.replace(/[A-Z]+/g, (ascii) => ascii.toLowerCase()), kept.toLowerCase()])];
}

/**
 * The anchor Jupyter (the notebook, JupyterLab, nbconvert) gives a heading: its text with each space a hyphen, case
 * and punctuation kept (`#Example:-Birthrate-Data`), which notebooks' links to each other's sections are written
 * against.
 */
export function jupyterId(title: string): string {
  return title.trim().replace(/\s/g, '-');
}

/** On a heading whose attributes name its division (`{epub:type=dedication}`): that division's kind. */
export const DIVISION_TYPE = 'data-octavo-division-type';

/**
 * `## Title {#custom-id .unnumbered epub:type=preface}`, pandoc's and kramdown's heading attributes (many Atlas
 * books write the id so): taken off the title and set on the heading; the id, when there is one, is handed back.
 */
function applyHeadingAttributes(heading: MarkdownIt.Token, inline: MarkdownIt.Token): { id?: string } {
  const split = splitHeadingAttributes(inline.content);
  if (!split) return {};
  const lastText = [...(inline.children ?? [])].reverse().find((child) => child.type === 'text');
  if (!lastText?.content.endsWith(split.written.trimEnd())) return {};
  inline.content = split.text;
  lastText.content = lastText.content.slice(0, lastText.content.length - split.written.trimEnd().length);
  const { id, classes, attributes } = split.attributes;
  for (const name of classes) {
    if (name === 'unnumbered') heading.attrSet(UNNUMBERED_CHAPTER_MARK, '');
    else heading.attrJoin('class', name);
  }
  for (const [key, value] of attributes) {
    // pandoc's EPUB files a level-1 heading's division by its epub:type (front matter, body, back matter).
    if (key === 'epub:type') heading.attrSet(DIVISION_TYPE, value);
    // pandoc's HTML writes any other attribute as data-*.
    else if (/^[a-z][\w-]*$/.test(key)) heading.attrSet(`data-${key}`, value);
  }
  return id ? { id } : {};
}

/**
 * Straight quotes typed in prose are set curly (“…”, it’s), as pandoc's `smart` extension, kramdown, Hugo and Leanpub
 * set them for print; code and the author's own HTML stay as written. markdown-it's other replacements ((c) → ©,
 * +- → ±) are none of those tools' and stay off.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true })
  .disable('replacements')
  .use(markdownItFootnote)
  .use(footnoteLabels)
  .use(undefinedReferenceLinks)
  .use(markdownItDeflist)
  .use(runawayFences)
  .use(leanpubAsides)
  .use(leanpubCodeMarkers)
  .use(markuaBlocks)
  .use(markdownBlockAttributes)
  .use(fenceTitles)
  .use(markuaSpanAttributes)
  .use(markuaInlineFigures)
  .use(markaplParameters)
  .use(markdownAbbreviations)
  .use(spacedLinkDestinations)
  .use(proseBlockTags)
  .use(leanpubPartHeadings)
  .use(bookdownHeadings(DIVISION_TYPE))
  .use(leanpubTagsAsText)
  .use(markdownDashes)
  .use(pandocInlineAttributes)
  .use(pandocInterpretedText)
  .use(pandocInlineExtensions)
  .use(pandocTableCaptions)
  .use(pandocCrossref)
  .use(pandocFencedDivs)
  .use(sphinxFileFields)
  .use(sphinxDoctestBlocks)
  .use(rstShortUnderlines)
  .use(pandocFancyLists)
  .use(quartoConditionalFences)
  .use(pythonMarkdownAdmonitions)
  .use(mdBookAdmonish)
  .use(pandocRawBlocks(DIVISION_TYPE))
  .use(pandocTables)
  .use(pipeTableColumns)
  .use(pandocCitations)
  .use(pandocHeaderReferences)
  .use(pandocHtmlBlocks)
  .use(pandocEmphasis)
  .use(cjkEmphasis)
  .use(latexCitations)
  .use(latexIndexTerms)
  .use(markdownTaskLists)
  .use(markdownDollarMath)
  .use(leanpubMath)
  .use(mystDirectives)
  // After the directives: a code cell (```{r}) is theirs.
  .use(listItemFences)
  .use(mystRoles)
  .use(doccLinks)
  .use(inlineSourceLines);

/**
 * markdown-it leaves a link to a `file:` address as the Markdown written (`[notes](file:///Users/…)` printed with
 * its brackets): read as a link, it keeps its words and the sanitizer drops the address and names the link.
 */
const linkAllowedByMarkdownIt = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => /^\s*file:/i.test(url) || linkAllowedByMarkdownIt(url);

/**
 * A web address typed bare in the text (`https://example.com/page`) is a link, as GitHub's Markdown (GFM's autolinks),
 * pandoc's `gfm`, GitBook and Hugo print it: the reader of the e-book or site follows it. Only addresses that say
 * their scheme: a name that merely looks like a domain ("index.md", "Node.js") stays text, and so does an address
 * after `//` alone, which is a comment in prose about code more often than a link.
 */
markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
markdown.linkify.add('//', null);

/** What a render is told beside the Markdown text. */
type MarkdownEnv = BlockAttributesEnv &
  RunawayFencesEnv &
  MdBookEnv &
  BackslashMathEnv &
  PandocMarkdownEnv &
  MystDollarMathEnv &
  NumberedSectionsEnv &
  FootnoteLabelsEnv &
  UndefinedReferencesEnv &
  LeanpubPartsEnv &
  ConditionalContentEnv &
  SphinxEnv &
  MystEnv & {
    /** The front matter's `title:`, printed as the file's title, as the site generators the file was written for do. */
    frontMatterTitle?: string;
    /** The front matter's `author:` beside that title: printed under it, as pandoc prints a page's title block. */
    frontMatterAuthors?: string[];
    /** The line of the file as written that a line of the text came from, when includes were expanded into it. */
    lineOf?: (line: number) => number;
    /** The text is a Jupyter notebook's: its headings answer to Jupyter's anchors too ({@link jupyterId}). */
    notebook?: boolean;
    /** The text is Markua's: a single newline in a paragraph is a forced line break. */
    markua?: boolean;
    /** The text is R Markdown: pandoc's extensions rmarkdown turns on apply (pandoc-inline-extensions.ts). */
    rMarkdown?: boolean;
  };

function writtenLine(state: { env: unknown }, line: number): number {
  return (state.env as MarkdownEnv | undefined)?.lineOf?.(line) ?? line;
}

/** `{{ include "x" }}`, `{% raw %}`: another tool's template markup, printed and warned about as written. */
const TEMPLATE_MARKUP = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;

/** A template tag opened in a text and not closed there: `{% embed url="` before the link its address was made. */
const UNCLOSED_TEMPLATE_TAG = /\{%(?:(?!%\})[\s\S])*$/;
const straightQuotes = (markup: string) =>
  markup.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');

// Quotes inside template markup are the tool's syntax, not prose: they stay straight. A tag holding a web address is
// split around the link made of it (0xn3va's cheat sheets' {% embed url="https://…" %}): its texts after the link, up
// to its close, are the tag's too.
markdown.core.ruler.after('smartquotes', 'octavo_template_quotes', (state) => {
  for (const block of state.tokens) {
    let inTag = false;
    for (const token of block.children ?? []) {
      if (token.type !== 'text') continue;
      let content = token.content;
      if (inTag) {
        const end = content.indexOf('%}');
        if (end < 0) {
          token.content = straightQuotes(content);
          continue;
        }
        content = straightQuotes(content.slice(0, end)) + content.slice(end);
        inTag = false;
      }
      if (content.includes('{')) {
        content = content.replace(TEMPLATE_MARKUP, straightQuotes);
        const unclosed = UNCLOSED_TEMPLATE_TAG.exec(content);
        if (unclosed) content = content.slice(0, unclosed.index) + straightQuotes(unclosed[0]);
        inTag = unclosed !== null;
      }
      token.content = content;
    }
  }
});

/** A straight quote markdown-it left as typed, written after a character that is not a space and before a letter. */
const UNSET_APOSTROPHE = /(?<=\S)'(?=\p{L})/gu;

// markdown-it opens a quote at a `'` after punctuation and, finding no close, leaves it straight ("C++'s" beside
// "it’s" in modern-cpp-tutorial); pandoc sets every such quote as an apostrophe. Runs before the template rule above,
// which puts template markup's quotes back as written.
markdown.core.ruler.after('smartquotes', 'octavo_apostrophes', (state) => {
  if (!state.md.options.typographer) return;
  for (const block of state.tokens) {
    let before = '';
    for (const token of block.children ?? []) {
      if (token.type === 'softbreak' || token.type === 'hardbreak') before = '';
      if (token.type === 'text' && token.content.includes("'")) {
        token.content = (before + token.content).replace(UNSET_APOSTROPHE, '\u2019').slice(before.length);
      }
      if (token.content) before = token.content.slice(-1);
    }
  }
});

// Inserted before smartquotes, so its quotes are set as the text's are (and after linkify: a title is no link).
markdown.core.ruler.before('smartquotes', 'octavo_front_matter_title', (state) => {
  const title = (state.env as MarkdownEnv).frontMatterTitle;
  // A caption or title rendered on its own (renderInline, with the page's env) is no page: it takes no title.
  if (title === undefined || state.inlineMode) return;
  const tokens = state.tokens;
  // A file whose first heading is its title already (`# Ajax Events` under `title: Ajax Events`) is not titled twice,
  // even with a note or a notice written above that heading.
  const first = tokens.findIndex((t) => t.type === 'heading_open');
  const byline = bylineTokens(state);
  if (first !== -1 && sameTitle(tokens[first + 1]?.content ?? '', title)) {
    tokens[first]!.attrSet(PAGE_TITLE, '');
    tokens.splice(first + 3, 0, ...byline);
    return;
  }
  // The title stands above the file's own headings: `#` sections under it become `##`, and so on down.
  const levels = tokens.filter((t) => t.type === 'heading_open').map((t) => Number(t.tag.slice(1)));
  if (levels.length > 0 && Math.min(...levels) === 1) {
    for (const token of tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close')
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
    }
  }
  const open = new state.Token('heading_open', 'h1', 1);
  open.markup = '#';
  open.block = true;
  open.map = [0, 1];
  const inline = new state.Token('inline', '', 0);
  inline.content = title;
  inline.map = [0, 1];
  const text = new state.Token('text', '', 0);
  text.content = title;
  inline.children = [text];
  const close = new state.Token('heading_close', 'h1', -1);
  close.markup = '#';
  close.block = true;
  tokens.unshift(open, inline, close, ...byline);
});

/**
 * `author:` beside a page's own `title:` (each chapter of an edited volume names its authors so): a line under the
 * title, as pandoc prints a file's title block and as such books print each chapter's authors. Marked, so that a
 * byline naming the book's own authors can be left out once they are known (see page-bylines.ts).
 */
function bylineTokens(state: MarkdownIt.StateCore): MarkdownIt.Token[] {
  const authors = (state.env as MarkdownEnv).frontMatterAuthors;
  if (!authors || authors.length === 0) return [];
  const block = new state.Token('html_block', '', 0);
  block.content = `<p class="author" ${PAGE_BYLINE}="">${escapeText(authors.join(', '))}</p>\n`;
  block.map = [0, 1];
  return [block];
}

function sameTitle(a: string, b: string): boolean {
  const plain = (s: string) => s.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return plain(a) === plain(b);
}

markdown.core.ruler.push('octavo_heading_index_entries', markuaHeadingIndexEntries);

markdown.core.ruler.push('octavo_heading_ids', (state) => {
  const tokens = state.tokens;
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const inline = tokens[index + 1];
    if (!inline || inline.type !== 'inline') return;
    const written = applyHeadingAttributes(token, inline);
    // An id given on the line above (`{#id}`, as Leanpub writes it) is the author's.
    if (token.attrGet('id') !== null) return;
    if (written.id) {
      token.attrSet('id', written.id);
      return;
    }
    // Ids are made unique across the whole book later; here a readable slug is enough.
    const plain = (inline.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('');
    const title = plain || inline.content;
    if (title.trim() === '') return;
    // A title of no letter or digit (an emoji) has no readable slug; it still gets an id.
    const slug = headingSlug(title) || 'section';
    token.attrSet('id', slug);
    // Generated, not written: a clash with another id is renamed without bothering the author.
    token.attrSet('data-octavo-auto-id', '');
    // Links written against the id the book's own tool made (pandoc's, GitHub's) still find the heading.
    const notebook = (state.env as MarkdownEnv | undefined)?.notebook === true;
    const mdBook = (state.env as MdBookEnv | undefined)?.mdBook === true;
    const aliases = [
      ...new Set([
        pandocId(title),
        githubId(title),
        ...(notebook ? [jupyterId(title)] : []),
        ...(mdBook ? mdBookIds(title) : []),
      ]),
    ];
    const others = aliases.filter((alias) => alias !== slug && alias !== '');
    if (others.length > 0) token.attrSet(ID_ALIASES, others.join(' '));
  });
});

/** What the render is told about the file: whether its sections are numbered, and how deep. */
type NumberedSectionsEnv = { numberedSections?: SectionNumbering };

/**
 * bookdown and Quarto number a book's sections ("3.1 Atomic vectors") but those written `{-}` (`.unnumbered`), and
 * their references (`\@ref(atomic-vectors)`, `@sec-atomic-vectors`) print that number: each `##` and deeper heading
 * (down to Quarto's `number-depth`) is marked numbered, as Asciidoctor's `:sectnums:` marks them, and the book
 * numbers them under their chapter's number. Deeper ones keep a number for references without showing it.
 */
markdown.core.ruler.push('octavo_numbered_sections', (state) => {
  const numbering = (state.env as NumberedSectionsEnv).numberedSections;
  if (!numbering) return;
  for (const token of state.tokens) {
    if (token.type !== 'heading_open' || token.tag === 'h1') continue;
    if (token.attrGet(UNNUMBERED_CHAPTER_MARK) !== null) continue;
    const level = Number(token.tag.slice(1));
    token.attrSet(
      SECTION_NUMBER_MARK,
      numbering.depth === undefined || level <= numbering.depth ? BARE_SECTION_NUMBER : 'xref',
    );
  }
});

/**
 * "```rust,ignore", "```rust,should_panic,noplayground": rustdoc and mdBook read a fence's language up to the first
 * comma, the rest being how to test it. markdown-it takes the whole first word, so the listing was declared in the
 * language "rust,ignore", which no highlighter knows (and which is no valid class name).
 */
markdown.core.ruler.push('octavo_fence_language', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'fence') continue;
    const attributes = fenceAttributes(token.info);
    if (attributes) {
      token.info = attributes.language ?? '';
      if (attributes.id && token.attrGet('id') === null) token.attrSet('id', attributes.id);
      if (attributes.numbered) token.attrSet(LINE_NUMBERING, 'numbered');
      continue;
    }
    const info = token.info.trim();
    const [first = '', ...rest] = info.split(/\s+/);
    const language = first.split(',')[0]!;
    if (language !== first && language !== '') token.info = [language, ...rest].join(' ');
  }
});

/** What the render is told about the file: whether it is a page of an mdBook book. */
type MdBookEnv = { mdBook?: boolean };

// An mdBook book's Rust listing shows what mdBook and rustdoc show of it: not the `# ` lines that only make it
// compile. Another book's are printed as written, as pandoc prints them: `# ` there is no rule of its tool.
markdown.core.ruler.push('octavo_rust_hidden_lines', (state) => {
  if (!(state.env as MdBookEnv).mdBook) return;
  for (const token of state.tokens) {
    if (token.type !== 'fence' || !isRustFence(token.info)) continue;
    const shown = rustShownLines(token.content);
    token.content = shown.code;
    token.meta = withKeptLines(token.meta, shown.kept);
  }
});

/**
 * Where each line a listing shows is written in the file (LISTING_LINES), counted from its first line of code and
 * past the lines it leaves out; none when a rule changed its code in a way that is not known here.
 */
function listingLines(state: { env: unknown }, token: MarkdownIt.Token): number[] | undefined {
  if (!token.map) return undefined;
  const meta = (token.meta as ListingLinesMeta | null) ?? {};
  const body = meta.listingBody ?? token.map[0] + 1;
  const code = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
  const count = code === '' ? 0 : code.split('\n').length;
  const indices = Array.from({ length: count }, (_, k) => meta.listingKept?.[k] ?? k);
  if (indices.some((index) => body + index >= token.map![1])) return undefined;
  return indices.map((index) => writtenLine(state, body + index + 1));
}

// Block elements carry the line they start on, so warnings about what is inside them can name it; a link or an
// image on a later line of its paragraph carries its own.
markdown.core.ruler.push('octavo_source_lines', (state) => {
  for (const token of state.tokens) {
    if (token.map && token.nesting !== -1 && token.type !== 'html_block' && token.type !== 'inline') {
      token.attrSet('data-octavo-line', String(writtenLine(state, token.map[0] + 1)));
    }
    const lines = token.type === 'fence' ? listingLines(state, token) : undefined;
    if (lines && lines.length > 0) token.attrSet(LISTING_LINES, lines.join(' '));
    if (token.type !== 'inline' || !token.map) continue;
    for (const child of token.children ?? []) {
      const line = lineInBlock(child);
      if (line === 0) continue;
      const written = writtenLine(state, token.map[0] + 1 + line);
      if (child.type === 'html_inline')
        child.meta = { ...(child.meta as object | null), [WRITTEN_LINE]: written };
      else child.attrSet('data-octavo-line', String(written));
    }
  }
});

// Markua reads a newline in a paragraph, a list item, a quotation or a blurb as a forced line break, in every format
// (pycabook's "**TDD rule number 1**" over "Test first, code later" in one blurb, its dialogues a line a speaker);
// Markdown reads it as a space.
const softbreak = markdown.renderer.rules.softbreak!;
markdown.renderer.rules.softbreak = (tokens, idx, options, env, self) =>
  (env as MarkdownEnv | undefined)?.markua ? '<br>\n' : softbreak(tokens, idx, options, env, self);

/** An HTML tag the author wrote on a later line of its paragraph: the line it is on (see html_inline). */
const WRITTEN_LINE = 'octavoWrittenLine';

// An HTML tag written on a later line of its paragraph (`<a href="…">` in a wrapped paragraph) says its line too, as
// an HTML block does: a warning about the link names that line, not the paragraph's first.
markdown.renderer.rules.html_inline = (tokens, idx) => {
  const token = tokens[idx];
  const line = (token.meta as Record<string, unknown> | null)?.[WRITTEN_LINE];
  return (typeof line === 'number' ? `<?octavo-line ${line}?>` : '') + token.content;
};

// The author's own HTML blocks are passed through as written: the line they start on goes before them, so the
// elements in them are located too (a remote image or an embedded video in one is warned about with its line).
markdown.renderer.rules.html_block = (tokens, idx, _options, env) => {
  const token = tokens[idx];
  return (token.map ? `<?octavo-line ${writtenLine({ env }, token.map[0] + 1)}?>` : '') + token.content;
};

/** An image's alt text: the words of what it holds, not its HTML tags (pandoc's alt for `m<sub>1</sub>` is "m1"). */
function altText(tokens: readonly MarkdownIt.Token[]): string {
  return tokens
    .map((token) =>
      token.type === 'text' || token.type === 'code_inline'
        ? token.content
        : token.type === 'image'
          ? altText(token.children ?? [])
          : token.type === 'softbreak' || token.type === 'hardbreak'
            ? '\n'
            : '',
    )
    .join('');
}

// An image's alt text is the words it holds; its markup (raw HTML, code, emphasis) is kept for the caption of the
// figure it becomes, as pandoc keeps it: Category Theory for Programmers' "Monoids m<sub>1</sub> and m<sub>2</sub>"
// printed its tags, escaped, in the caption (markdown-it keeps the alt as text).
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const children = token.children ?? [];
  token.attrSet('alt', altText(children));
  if (children.some((child) => child.type !== 'text' && child.type !== 'softbreak')) {
    const markup = self.renderInline(children, options, env).replace(/<\?octavo-line \d+\?>/g, '');
    token.attrSet(ALT_MARKUP, markup);
  }
  return self.renderToken(tokens, idx, options);
};

// `![](file.png)` has no alt text; markdown-it writes alt="" as for a decorative image, so say so.
markdown.core.ruler.push('octavo_missing_alt', (state) => {
  for (const token of state.tokens) {
    for (const child of token.children ?? []) {
      const altWritten = child.attrGet(ALT_WRITTEN_APART) !== null;
      if (
        child.type === 'image' &&
        !altWritten &&
        (child.children ?? []).length === 0 &&
        child.content === ''
      ) {
        child.attrSet('data-octavo-alt-missing', '');
      }
    }
  }
});

/** The kinds of Markdown file that read some of their text otherwise than plain Markdown. */
export interface MarkdownFileKind {
  /**
   * R Markdown: `\(…\)` and `\[…\]` are math in it, as rmarkdown reads them, and its sections are numbered ("3.1"),
   * as bookdown numbers them.
   */
  rMarkdown?: boolean;
  /**
   * `\(…\)` and `\[…\]` are math as an MkDocs book's `pymdownx.arithmatex` reads them for its site: `\[…\]` only as
   * a block of its own.
   */
  arithmatex?: ArithmatexSyntax;
  /** A Jupyter notebook's cells (sources/notebook.ts). */
  notebook?: boolean;
  /** R Markdown or Quarto: its ```` ```{name} ```` fences are code cells of any engine (myst-directives.ts). */
  codeCells?: boolean;
  /**
   * pandoc's Markdown (R Markdown, Quarto, a pandoc book's): `[Heading text]` links to that heading, and emphasis
   * may close after a space (`**Title **`).
   */
  pandoc?: boolean;
  /** A MyST page (a Jupyter Book's): its `$…$` is read by MyST's `dollarmath` rules, not pandoc's. */
  mystDollarMath?: MystDollarMath;
  /** A MyST page, whatever it holds: a link of it to no file is a reference to a label, as MyST reads it. */
  myst?: boolean;
  /** A page of an mdBook book (a `book.toml` above it): its Rust listings hide the lines mdBook hides. */
  mdBook?: boolean;
  /** A page of a Quarto book: whether its sections are numbered (as for R Markdown when not said). */
  quartoSections?: SectionNumbering | false;
  /** A file of a Leanpub manuscript written in Markua (writesMarkua): its newlines are line breaks. */
  markua?: boolean;
  /** The output Quarto's conditional content (`.content-visible when-format="pdf"`) is decided for; HTML if none. */
  quartoOutput?: QuartoOutput;
  /** Markdown pandoc converted from a Sphinx book's reStructuredText: its directives' divs are read as Sphinx's. */
  sphinx?: boolean;
  /** The folders an R Markdown page's chunks list with `list.files()`, read from the book (r-string-values.ts). */
  rFolders?: FolderListings;
  /** A Jupyter Book's other Sphinx projects its roles name (`{doc}`pyprog:pandas``), by name: their addresses. */
  intersphinx?: ReadonlyMap<string, string>;
}

/**
 * Markdown → HTML. Raw HTML is allowed so authors can write HTMLBook elements (`data-type` sections,
 * index terms, xrefs); it is sanitized afterwards like any other source.
 */
export function markdownToHtml(
  text: string,
  bookTitle?: string,
  /** Where each line of `text` was written, when it is a file with its includes expanded. */
  lineOf?: (line: number) => number,
  /** Attribute lists (`{linenos=off}`) written over a block that could not be applied, with their lines. */
  unreadAttributes?: UnreadAttribute[],
  /** The file is in a Leanpub manuscript (its closed `# Part #` headings are parts). */
  leanpubManuscript = false,
  /** Filled with what of the file's MyST markup printed otherwise than Jupyter Book prints it, at its lines. */
  mystNotes?: MystNote[],
  /**
   * Filled with the footnote labels the file defines more than once, and the notes it defines but never references
   * or references but never defines, at their lines.
   */
  footnoteProblems?: FootnoteProblem[],
  /** What kind of Markdown file the text is, when it is not plain Markdown. */
  kind: MarkdownFileKind = {},
  /** Filled with the listings the file leaves open over its headings or footnotes, at their lines. */
  runawayFences?: RunawayFence[],
  /** Filled with the reference links whose labels the file defines nowhere, at their lines. */
  undefinedReferences?: UndefinedReference[],
): string {
  const {
    rMarkdown = false,
    arithmatex,
    notebook = false,
    codeCells = false,
    pandoc = false,
    mystDollarMath,
    myst = false,
    mdBook,
    quartoSections,
    markua,
    quartoOutput,
    sphinx,
    rFolders,
    intersphinx,
  } = kind;
  const { body, title, authors } = splitFrontMatter(text);
  const ownTitle = pageTitle(title, bookTitle);
  const env: MarkdownEnv = {
    frontMatterTitle: ownTitle,
    ...(ownTitle !== undefined && authors ? { frontMatterAuthors: authors } : {}),
    leanpubManuscript,
    texMathSingleBackslash: rMarkdown,
    ...(arithmatex && !rMarkdown ? { arithmatex } : {}),
    ...(rMarkdown ? { rMarkdown } : {}),
    ...(quartoSections || (quartoSections === undefined && rMarkdown)
      ? { numberedSections: quartoSections || {} }
      : {}),
    ...(lineOf ? { lineOf } : {}),
    ...(notebook ? { notebook } : {}),
    ...(codeCells ? { codeCells } : {}),
    ...(pandoc ? { pandoc } : {}),
    ...(mystDollarMath ? { mystDollarMath } : {}),
    ...(myst ? { usesMyst: true } : {}),
    ...(mdBook ? { mdBook } : {}),
    ...(markua ? { markua } : {}),
    ...(quartoOutput ? { quartoOutput } : {}),
    ...(sphinx ? { sphinx } : {}),
    ...(rFolders && rFolders.size > 0 ? { rFolders } : {}),
    ...(intersphinx && intersphinx.size > 0 ? { intersphinx } : {}),
  };
  const html = markdown.render(body, env);
  for (const unread of env.unreadAttributes ?? []) {
    unreadAttributes?.push({ ...unread, line: lineOf ? lineOf(unread.line) : unread.line });
  }
  for (const note of env.mystNotes ?? []) {
    mystNotes?.push({ ...note, line: lineOf ? lineOf(note.line) : note.line });
  }
  const written = (line: number) => (lineOf ? lineOf(line) : line);
  for (const fence of env.runawayFences ?? []) {
    runawayFences?.push({
      ...fence,
      line: written(fence.line),
      swallowed: fence.swallowed.map((swallowed) => ({ ...swallowed, line: written(swallowed.line) })),
      ...(fence.cutShort
        ? { cutShort: { opened: written(fence.cutShort.opened), endedAt: written(fence.cutShort.endedAt) } }
        : {}),
    });
  }
  for (const reference of env.undefinedReferences ?? [])
    undefinedReferences?.push({ ...reference, line: written(reference.line) });
  for (const repeat of env.repeatedFootnoteLabels ?? []) {
    footnoteProblems?.push({
      ...repeat,
      line: written(repeat.line),
      firstLine: written(repeat.firstLine),
    });
  }
  for (const lost of env.lostFootnotes ?? []) {
    footnoteProblems?.push({
      ...lost,
      line: written(lost.line),
      ...(lost.writtenAt !== undefined ? { writtenAt: written(lost.writtenAt) } : {}),
    });
  }
  return html;
}

/**
 * A front matter's title as the file's own title, unless it is the book's: pandoc reads a metadata block's `title:`
 * as the title of the whole book (the first file of a pandoc book often opens with one), not as a chapter's.
 */
function pageTitle(title: string | undefined, bookTitle: string | undefined): string | undefined {
  return title !== undefined && bookTitle !== undefined && sameTitle(title, bookTitle) ? undefined : title;
}

/** The level of every heading in a Markdown text (1 for `#`), in order; code blocks and HTML left out. */
export function markdownHeadingLevels(text: string, bookTitle?: string): number[] {
  const { body, title } = splitFrontMatter(text);
  return markdown
    .parse(body, { frontMatterTitle: pageTitle(title, bookTitle) } satisfies MarkdownEnv)
    .filter((token) => token.type === 'heading_open')
    .map((token) => Number(token.tag.slice(1)));
}

/**
 * Whether the file's front matter `title:` is printed above it as its title (its first heading does not repeat it):
 * the file is a page its site's layout titles, as a Jekyll or Hugo site's pages are.
 */
export function titledByFrontMatter(text: string, bookTitle?: string): boolean {
  const { body, title } = splitFrontMatter(text);
  const own = pageTitle(title, bookTitle);
  if (own === undefined) return false;
  const tokens = markdown.parse(body, {} satisfies MarkdownEnv);
  const first = tokens.findIndex((token) => token.type === 'heading_open');
  return first === -1 || !sameTitle(tokens[first + 1]?.content ?? '', own);
}

/** One line of Markdown (a caption written in an attribute) → inline HTML. */
export function markdownInlineToHtml(text: string): string {
  return markdown.renderInline(text);
}
