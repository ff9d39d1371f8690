import { posix } from 'node:path';
import { fontAwesomeIcon, iconSvg } from './font-awesome-icons';
import { defaultIdAliases, titleWithoutNotes } from './asciidoctor-default-ids';
import { Html5Converter } from '@asciidoctor/core';
import { asciidocPrintWidth, PRINT_WIDTH_MARK } from './asciidoc-print-width';
import { includedDocumentFile, includedDocumentId, titledReferenceId } from './asciidoc-compat-xrefs';
import { antoraImageFile, antoraPageFile, isAntoraPage } from './antora-resources';
import { stackedAnchorIds } from './asciidoc-stacked-anchors';
import { ID_ALIASES, PAGE_BYLINE } from './markdown';
import { escapeText } from '../dom/escape';
import {
  decodeEntities,
  ElementNode,
  escapeAttribute,
  findElements,
  parseHtml,
  walkElements,
} from '../dom/html-dom';
import { SourceLocation } from '../warnings';
import type { ListedAmong } from './asciidoc';
import { isCopyrightNotice } from '../model/copyright-notice';
import { readsAsDedication } from '../model/dedication-text';
import { LINE_NUMBERING } from '../model/code-line-numbers';
import { DIAGRAM_SOURCE, LISTING_INCLUDED, LISTING_LINES } from '../model/listing-source-lines';
import { linkWrittenAsMacroEnd, markedAsMacroEnd, xrefWrittenAsMacroEnd } from './asciidoc-macro-end-links';
import { VERSION_WORD_MARK } from '../model/version-label';
import { ListingStyleOnExample, misplacedListingStyle } from './asciidoc-listing-style-on-example';
import { isDiagramType } from './asciidoc-diagrams';
import {
  DiagramDrawing,
  diagramFigure,
  DRAWING_ATTRIBUTES,
  DrawingAttributes,
  DrawingProblem,
  macroAttributes,
} from './asciidoc-diagram-drawing';
import { asciidoctorPageSize } from './asciidoctor-pdf-settings';
import { NUMERAL_MARK, resetNumeral } from './asciidoc-counter-resets';

/**
 * An include: the directive's file and line, the line the included text is numbered from, and, on the line under a
 * section title, that title as written.
 */
export interface IncludeSite {
  file: string;
  line: number;
  firstLine: number;
  title?: string;
}

/** Where a line of a listing is written: its line, and for a line an include writes, that line of the file. */
export interface WrittenListingLine {
  line: number;
  included?: SourceLocation;
}

/** Asciidoctor's own block macro syntax (its BlockMacroRx): a name, `::`, a target, attributes in brackets. */
const BLOCK_MACRO = /^(?=[A-Za-z0-9])([\w-]+)::(\S|\S.*?\S)?\[(?:|.*[^\\])\]$/;

/* eslint-disable @typescript-eslint/no-explicit-any -- Asciidoctor's converter API types nodes as any */

/** On a section Asciidoctor numbers: `shown` when its heading shows the number, `xref` when only xrefs do. */
export const SECTION_NUMBER_MARK = 'data-octavo-sectnum';
/** The mark's value for a number shown without Asciidoctor's final period ("2.1 Title"), as bookdown and Quarto show it. */
export const BARE_SECTION_NUMBER = 'bare';
/** On an xref without text: the `xrefstyle` in force there (`short`, `full`) and the `section-refsig`. */
export const XREF_STYLE_MARK = 'data-octavo-xrefstyle';
/**
 * On a chapter Asciidoctor leaves unnumbered while it numbers others of its document (`:sectnums:` turned on
 * after it, or off before it): the book gives it no number either. A document that numbers no chapter has its
 * chapters numbered by the book, as Atlas numbered them.
 */
export const UNNUMBERED_CHAPTER_MARK = 'data-octavo-unnumbered';
/** On a plain Asciidoctor book's part when the document does not set `:partnums:`: the book gives it no number. */
export const UNNUMBERED_PART_MARK = 'data-octavo-unnumbered-part';
export const XREF_SIGNIFIER_MARK = 'data-octavo-refsig';
/**
 * On a section written under a one-bracket `[name]` that is no style of AsciiDoc's: the name. Asciidoctor reads it as
 * the section's style and gives the section no id, so `<<name>>` leads nowhere; the book model links it and says so.
 */
export const STYLE_NAME_MARK = 'data-octavo-style-name';
/**
 * On an element the author gave a reference text (`[[id,text]]`, `anchor:id[text]`, `[reftext=…]`): that text, as
 * Asciidoctor's HTML (inline markup kept). Asciidoctor's own HTML drops it, yet every xref to the id reads it.
 */
export const REFTEXT_MARK = 'data-octavo-reftext';
/**
 * On a titled listing of a document that sets `:listing-caption:`: that word. The book numbers such listings apart
 * from its examples, under the author's word ("Listing 2-1"), as Asciidoctor counts them apart.
 */
export const CAPTION_WORD_MARK = 'data-octavo-caption-word';
/**
 * On a titled block whose author wrote its caption (`[caption="Plate 1: "]`, or `[caption=]` for none): that caption.
 * The book prints it instead of a label of its own, and does not count the block.
 */
export const CAPTION_MARK = 'data-octavo-caption';
/**
 * On a plain Asciidoctor book's captioned block whose caption starts with Asciidoctor's own English word (the document
 * names none: `:table-caption:` unset): that word, which the book prints in its language ("표 1." in a Korean book).
 */
export const CAPTION_DEFAULT_WORD_MARK = 'data-octavo-caption-default-word';
/**
 * On a chapter of a document that sets `:toclevels:`: how many levels of sections below the chapter the book's
 * contents list. Asciidoctor counts a book's chapters as level 1 (`:toclevels: 3` lists `===` and `====` under
 * them), a chapter written as a document of its own (`= Title`) as level 0.
 */
export const CONTENTS_DEPTH_MARK = 'data-octavo-contents-depth';
/** The page size a document asks asciidoctor-pdf for (`:pdf-page-size:`), as `trim_size` writes it. */
export const PAGE_SIZE_MARK = 'data-octavo-page-size';
/** The class Asciidoctor gives a discrete heading, kept on every one (a `[float]` one too): the book model reads it. */
export const DISCRETE_HEADING_CLASS = 'discrete';

/** "Part II: Tools", "Part One", "Teil 2": a document title that names a part of a book. */
const PART_TITLE =
  /^(?:part|teil|partie|parte)\s+(?:[IVXLC]+|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;

/**
 * On a chapter of a document that names the words its book prints, as Asciidoctor books localise themselves
 * (`:chapter-signifier: Kapitel`, `:figure-caption: Abbildung`, `:toc-title:`, `:note-caption:` …), sets its
 * language (`:lang: de`) or names its O'Reilly series (`:bookseries: cookbook`): those words, as JSON of BookWords.
 * The book labels its chapters, captions, contents and admonitions with them, numbered as it numbers every book.
 */
export const BOOK_WORDS_MARK = 'data-octavo-book-words';

/** The words a document may name (with an older name of the attribute), and Asciidoctor's own when it does not. */
const WORD_ATTRIBUTES: readonly [names: string[], word: string, asciidoctorDefault?: string][] = [
  [['chapter-signifier', 'chapter-label'], 'chapter'],
  [['appendix-caption'], 'appendix', 'Appendix'],
  [['part-signifier', 'part-label'], 'part'],
  [['toc-title'], 'contents', 'Table of Contents'],
  [['figure-caption'], 'figure', 'Figure'],
  [['table-caption'], 'table', 'Table'],
  [['example-caption'], 'example', 'Example'],
  [['note-caption'], 'note', 'Note'],
  [['tip-caption'], 'tip', 'Tip'],
  [['warning-caption'], 'warning', 'Warning'],
  [['caution-caption'], 'caution', 'Caution'],
  [['important-caption'], 'important', 'Important'],
];

/** The attributes a document names its book's words with (`chapter-signifier` …), as Asciidoctor's locale files do. */
export const WORD_ATTRIBUTE_NAMES: readonly string[] = WORD_ATTRIBUTES.map(([names]) => names[0]!);

/**
 * The book words mark of a chapter of `document` (see BOOK_WORDS_MARK), or nothing when it names none. A plain
 * Asciidoctor book's chapter word is its `:chapter-signifier:` or none: Asciidoctor titles a numbered chapter
 * "1. Title" without one.
 */
function bookWordsMark(document: any, plainBook = false): string {
  const words: Record<string, string> = {};
  const attribute = (name: string): string | undefined => {
    const value: unknown = document?.getAttribute?.(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const lang = attribute('lang');
  if (lang) words['lang'] = lang;
  // O'Reilly's series attribute (`:bookseries: cookbook`, the Clojure Cookbook): a cookbook numbers its recipes.
  const series = attribute('bookseries');
  if (series) words['bookseries'] = series;
  for (const [names, word, asciidoctorDefault] of WORD_ATTRIBUTES) {
    const value = names.map(attribute).find((named) => named !== undefined);
    if (value !== undefined && value !== asciidoctorDefault) words[word] = value;
  }
  if (plainBook) words['chapter'] ??= '';
  if (Object.keys(words).length === 0) return '';
  return ` ${BOOK_WORDS_MARK}="${escapeAttribute(JSON.stringify(words))}"`;
}

/** What a word of the book words mark labels, for those printed only on blocks of a kind (Figure 1, Note). */
const LABELLED: Record<string, (el: ElementNode) => boolean> = {
  figure: (el) => el.name === 'figure',
  table: (el) => el.name === 'table',
  example: (el) => el.attrs.get('data-type') === 'example',
  ...Object.fromEntries(
    ['note', 'tip', 'warning', 'caution', 'important'].map((kind) => [
      kind,
      (el: ElementNode) => el.attrs.get('data-type') === kind,
    ]),
  ),
};

/**
 * Whether the converted `html` prints the attribute reference `{name}` (as written, case aside): in its text or
 * markup, or in a word of a chapter's book words mark that labels something there. Better Python's appendix unsets
 * `:chapter!:` and sets `:figure-caption: Figure {chapter}.` over no figure: nothing prints it. The HTML is lowercased
 * and parsed once for all the names asked about, and only when one needs it.
 */
export function attributeReferencePrinter(html: string): (name: string) => boolean {
  let lower: string | undefined;
  let unmarked: string | undefined;
  let marked: { el: ElementNode; mark: string }[] | undefined;
  return (name) => {
    const written = `{${name.toLowerCase()}}`;
    lower ??= html.toLowerCase();
    if (!lower.includes(written)) return false;
    unmarked ??= lower.replace(new RegExp(` ${BOOK_WORDS_MARK}="[^"]*"`, 'g'), '');
    if (unmarked.includes(written)) return true;
    if (!marked) {
      const found: { el: ElementNode; mark: string }[] = [];
      walkElements(parseHtml(html), (el) => {
        const mark = el.attrs.get(BOOK_WORDS_MARK);
        if (mark !== undefined) found.push({ el, mark });
      });
      marked = found;
    }
    return marked.some(({ el, mark }) =>
      Object.entries(JSON.parse(mark) as Record<string, string>).some(([word, value]) => {
        if (!value.toLowerCase().includes(written)) return false;
        const labelled = LABELLED[word];
        return !labelled || findElements(el.children, labelled).length > 0;
      }),
    );
  };
}

/** A section's own language, `[lang=pt]` above its title, as the HTML attribute (the document's is the book's). */
function sectionLanguage(node: any): string {
  const lang: unknown = node.getAttribute?.('lang');
  return typeof lang === 'string' && lang.trim() !== '' ? ` lang="${escapeAttribute(lang.trim())}"` : '';
}

/** The contents depth mark of a chapter of `document` (see CONTENTS_DEPTH_MARK), or nothing when it is not set. */
function contentsDepthMark(document: any, sectionShift: number): string {
  const written: unknown = document?.getAttribute?.('toclevels');
  if (written === undefined || written === null) return '';
  const levels = Number.parseInt(String(written), 10);
  if (!Number.isInteger(levels)) return '';
  return ` ${CONTENTS_DEPTH_MARK}="${Math.max(0, levels + sectionShift - 1)}"`;
}

/** The page size mark of a chapter of `document` (see PAGE_SIZE_MARK), or nothing when it is not set. */
function pageSizeMark(document: any): string {
  const size: unknown = document?.getAttribute?.('pdf-page-size');
  if (typeof size !== 'string' || size.trim() === '') return '';
  const layout: unknown = document?.getAttribute?.('pdf-page-layout');
  const trim = asciidoctorPageSize(size, typeof layout === 'string' ? layout : undefined);
  return ` ${PAGE_SIZE_MARK}="${escapeAttribute(trim)}"`;
}

/**
 * The cover an AsciiDoc book declares as asciidoctor-pdf and asciidoctor-epub3 read it, `:front-cover-image:`
 * (a path, or an `image:` macro resolved through imagesdir), as HTMLBook's cover figure.
 */
async function coverFigure(node: any, locate: (line: number) => string): Promise<string> {
  const value = String(node.getAttribute?.('front-cover-image') ?? '').trim();
  if (value === '') return '';
  const macro = /^image::?([^[\s]+)\[/.exec(value);
  const src = macro ? String(await node.getImageUri(macro[1], 'imagesdir')) : value;
  // Its line in the document's own header, for a warning about the image (set elsewhere, it has none).
  const lines: unknown = node.getSourceLines?.();
  const at = Array.isArray(lines) ? lines.findIndex((line) => /^:front-cover-image:/.test(String(line))) : -1;
  const where = at === -1 ? '' : locate(at + 1);
  return `<figure data-type="cover"><img src="${escapeAttribute(src)}" alt=""${where}/></figure>\n`;
}

/** Sections only a book has that a master document may write itself below its included chapters. */
const BOOK_MATTER_SECTIONS = new Set(['index', 'bibliography', 'glossary', 'colophon', 'dedication']);

/**
 * Asciidoctor's HTML5 converter with O'Reilly's HTMLBook conventions (the asciidoctor-htmlbook templates
 * Atlas used): sections become `<section data-type="chapter|appendix|preface|part|sect1…">`, index terms
 * `<a data-type="indexterm" data-primary …>`, xrefs without text `<a data-type="xref">` (the book writes
 * "Chapter 3", "Figure 3-1"), footnotes stay where they are referenced, admonitions and sidebars are
 * HTMLBook blocks. Every block carries `data-octavo-loc`, an index into `locations`, so a warning about
 * anything inside it names the file (an included one too) and line the author wrote it on.
 */
export class HtmlBookConverter extends Html5Converter {
  readonly locations: SourceLocation[] = [];
  /** The lines of each block already found to write one of its index terms (an offset into the block's lines). */
  private readonly indexTermLines = new WeakMap<object, Set<number>>();
  /** `icon:name[]` macros naming no Font Awesome icon: printed as `[name]`. */
  readonly unknownIcons: (SourceLocation & { name: string; printed: string })[] = [];
  /** Paragraphs that are one block macro Asciidoctor has no processor for: `name::target[…]`. */
  readonly unknownMacros: (SourceLocation & { name: string })[] = [];
  /** Listing and literal blocks styled as an asciidoctor-diagram diagram (`[plantuml]`), printed as their source. */
  readonly diagramBlocks: (SourceLocation & { name: string })[] = [];
  /** The file holds diagrams Octavo draws: its conversion depends on the machine's drawing programs. */
  drawsDiagrams = false;
  /** Diagrams that could be drawn and were not (a graph dot refused, a diagram file missing): printed as written. */
  readonly drawingProblems: DrawingProblem[] = [];
  /** Empty level-0 sections titled as a division of the book (`= Index`): printed as that division, not a part. */
  readonly retypedParts: (SourceLocation & { title: string; type: string })[] = [];
  /**
   * Parts without a chapter in them (or with text after their last one), in the order Asciidoctor's parser closes
   * them and says "invalid part": its message names where the parser then was (the next part's title, or past the
   * book's last line), this names the part's own title. `retyped`: printed as a division (see retypedParts).
   */
  readonly invalidParts: (SourceLocation & { retyped: boolean })[] = [];
  /** Example blocks given a listing's style line (`[source,text,linenums]` over `====`), which Asciidoctor ignores. */
  readonly listingStylesOnExamples: ListingStyleOnExample[] = [];
  /**
   * The items of ordered lists given a `start` (`[start=2]`), by "file:line", with that start: the author who numbers
   * the markers from 1 under it gets the numbers the start gives (see startedListRenumbering).
   */
  readonly startedListItems = new Map<string, number>();

  constructor(
    /** Repository path of the listed file being converted. */
    private readonly mainFile: string,
    /** Files pushed by the include processor: a location naming anything else is in `mainFile`. */
    private readonly includedFiles: ReadonlySet<string>,
    /** The document's own header says `:doctype: book` (Octavo reads every file as a book's, so it cannot ask). */
    private readonly headerSetsBookDoctype = false,
    /** The rest of the book's listing (unknown when a file is converted on its own, outside a book). */
    private readonly listing?: ListedAmong,
    /** Draws the diagrams asciidoctor-diagram would (Graphviz); without it they are printed as their source. */
    private readonly diagrams?: DiagramDrawing,
    /** The includes, by included file, in the order read. */
    private readonly includeSites?: ReadonlyMap<string, readonly IncludeSite[]>,
    /** Where the lines of the delimited listing at a file's line are written, when an include writes some. */
    private readonly listingLinesAt?: (file: string, line: number) => WrittenListingLine[] | undefined,
    /**
     * The file is a plain Asciidoctor book (see isPlainAsciidoctorBook): its chapters, captions and xrefs read as
     * Asciidoctor prints them, not as the book numbers an Atlas book's.
     */
    private readonly plainBook = false,
    /**
     * The copies of files included again, by the path their lines were read under (a file's included a second time
     * is read under a path of its own): their include directive and the first's.
     */
    private readonly copies?: ReadonlyMap<string, SourceLocation['includedAgain']>,
  ) {
    super('html5');
  }

  /** The rest of the book's listing: whether a master-shaped document is the book or one part of it. */
  private get among(): ListedAmong {
    return this.listing ?? { otherTextFiles: false };
  }

  /** Sections are one level deeper when the file's own `= Title` is its chapter title. */
  private sectionShift = 0;
  /** The file is a master document: its `==` sections are chapters, its preamble a preface. */
  private wholeBook = false;

  /** The repository file a source location is in: an included one, else the listed file. */
  private fileOf(location: { file?: unknown }): string {
    return typeof location.file === 'string' && this.includedFiles.has(location.file)
      ? location.file
      : this.mainFile;
  }

  /** A place for the locations table: one in a copy of a file included again says so (SourceLocation.includedAgain). */
  private placeAt(location: { file?: unknown; path?: unknown }, line: number): SourceLocation {
    const again = typeof location.path === 'string' ? this.copies?.get(location.path) : undefined;
    return { file: this.fileOf(location), line, ...(again ? { includedAgain: again } : {}) };
  }

  /**
   * Where a node was written. Asciidoctor reads a section title's next line before placing the section (a title may
   * be underlined); when that line is an include, the included file is already open, and the section is placed
   * before that file's first line. Such a section is where its title is: on the line above the include directive.
   */
  private locationOf(node: any): { file?: unknown; lineno: number } | undefined {
    const location = node?.getSourceLocation?.();
    if (typeof location?.file !== 'string') return location;
    if (node?.context === 'listing' || node?.context === 'literal')
      return this.blockLocationOf(node, location);
    if (node?.context !== 'section') return location;
    const known = this.titleSites.get(node);
    if (known) return { file: known.file, lineno: known.line - 1 };
    const sites = (this.includeSites?.get(location.file) ?? []).filter(
      (site) =>
        site.title !== undefined && location.lineno === site.firstLine - 1 && !this.placedSites.has(site),
    );
    // A file included under several titles (an Antora page's shared partial): the site under this section's title.
    const title = plainTitle(String(node.title ?? ''));
    const site = sites.find((candidate) => plainTitle(candidate.title!) === title) ?? sites[0];
    if (!site) return location;
    this.titleSites.set(node, site);
    this.placedSites.add(site);
    return { file: site.file, lineno: site.line - 1 };
  }

  /**
   * A listing whose first line is an include (`include::code/a.ex[]` under its `----`): Asciidoctor places it in the
   * included file, before its first line (line 0), where no line is, and its warnings went to the section's heading.
   * It is at its delimiter, the line above the include directive.
   */
  private blockLocationOf(
    node: any,
    location: { file: string; lineno: number },
  ): { file?: unknown; lineno: number } {
    const known = this.blockSites.get(node);
    if (known) return { file: known.file, lineno: known.line - 1 };
    const site = (this.includeSites?.get(location.file) ?? []).find(
      (candidate) =>
        location.lineno === candidate.firstLine - 1 &&
        candidate.line > 1 &&
        !this.placedBlockSites.has(candidate),
    );
    if (!site) return location;
    this.blockSites.set(node, site);
    this.placedBlockSites.add(site);
    return { file: site.file, lineno: site.line - 1 };
  }

  private readonly blockSites = new Map<unknown, IncludeSite>();
  private readonly placedBlockSites = new Set<IncludeSite>();
  private readonly titleSites = new Map<unknown, IncludeSite>();
  private readonly placedSites = new Set<IncludeSite>();

  override async convert(node: any, transform?: string, opts?: any): Promise<string> {
    // `[%unbreakable]` is Atlas's keep-together role under AsciiDoc's name: Asciidoctor's DocBook converter prints
    // it as keep-together and asciidoctor-pdf keeps the block on one page, as the book then does.
    if (node.isBlock?.() && node.hasOption('unbreakable') && !node.hasRole('keep-together'))
      node.addRole('keep-together');
    const output = (await super.convert(node, transform, opts)) as string;
    // A preamble has no element of its own: its first block's start tag already carries that block's location.
    if (node.context === 'document' || node.context === 'preamble') return output;
    if (typeof node.isInline !== 'function' || node.isInline()) return output;
    const location = this.locationOf(node);
    if (!location?.lineno || typeof output !== 'string') return output;
    const index = this.locations.push(this.placeAt(location, location.lineno)) - 1;
    if (node.context === 'pass') return this.locatePassedHtml(node, location, output);
    const located = node.context === 'paragraph' ? this.locatePassedLinks(node, location, output) : output;
    return located.replace(
      /^(\s*<[a-zA-Z][^>]*?)(\/?>)/,
      `$1 data-octavo-loc="${index}"${reftextMark(node.hasReftext?.() ? node.getReftext() : undefined)}` +
        `${captionMark(node, this.plainBook)}$2`,
    );
  }

  /**
   * A passthrough block's HTML is the author's, line for line: each element in it is located on its own line (a
   * warning about a `<ulink>` on the sixth line of a `++++` block names that line, not the block's first). The
   * block's location (kept in `locations` too: an unclosed block is checked against it) is its `++++` delimiter,
   * the line above its HTML; a `[pass]` paragraph's HTML starts on it.
   */
  private locatePassedHtml(node: any, location: { file?: unknown; lineno: number }, output: string): string {
    const paragraph = node.getAttribute?.('1') === 'pass';
    const line = location.lineno + (paragraph ? 0 : 1);
    const index = this.locations.push(this.placeAt(location, line)) - 1;
    return `<?octavo-loc ${index}?>${output}`;
  }

  /**
   * A link a paragraph passes through as HTML (`pass:[<a href="fig_a">1-1</a>]`) is located on the line that writes
   * it: Practical Electronics writes them at the end of paragraphs of several lines, and a warning about one named
   * the paragraph's first line. Links Asciidoctor made carry their own mark; a tag not written so in the paragraph
   * keeps the paragraph's line.
   */
  private locatePassedLinks(node: any, location: { file?: unknown; lineno: number }, output: string): string {
    const lines = blockLines(node);
    if (lines.length < 2) return output;
    /** How many times each start tag as written was met, so the same tag written twice finds its second line. */
    const met = new Map<string, number>();
    return output.replace(/<a\s[^>]*>/g, (tag) => {
      if (tag.includes('data-octavo-loc')) return tag;
      const nth = met.get(tag) ?? 0;
      met.set(tag, nth + 1);
      let before = 0;
      const offset = lines.findIndex((line) => (before += line.split(tag).length - 1) > nth);
      if (offset === -1) return tag;
      const index = this.locations.push(this.placeAt(location, location.lineno + offset)) - 1;
      return tag.replace(/\/?>$/, ` data-octavo-loc="${index}"$&`);
    });
  }

  // Each item of a list carries its own line: a warning about a link in a list's fifth item names that item's line.
  override async convert_ulist(node: any): Promise<string> {
    return this.locateItems(node, await super.convert_ulist(node));
  }

  override async convert_olist(node: any): Promise<string> {
    const start = node.hasAttribute('start') ? Number(node.getAttribute('start')) : NaN;
    if (Number.isInteger(start)) {
      for (const item of node.getItems()) {
        const location = item.getSourceLocation?.();
        if (location?.lineno) this.startedListItems.set(`${this.fileOf(location)}:${location.lineno}`, start);
      }
    }
    return this.locateItems(node, await super.convert_olist(node));
  }

  // Asciidoctor's fallback for a reader that cannot play ("Your browser does not support the video tag.") is its own
  // words, not the author's, and speaks of a browser: a book has none, and the PDF would print it.
  override async convert_video(node: any): Promise<string> {
    return withoutBrowserFallback(await super.convert_video(node));
  }

  override async convert_audio(node: any): Promise<string> {
    return withoutBrowserFallback(await super.convert_audio(node));
  }

  /** Marks the list's own `<li>`s in order; those of a list nested in an item were marked when it was converted. */
  private locateItems(list: any, html: string): string {
    const items: any[] = list.getItems?.() ?? [];
    let next = 0;
    return html.replace(/<li(?=[\s>])(?![^>]*data-octavo-loc)/g, (tag) => {
      const location = items[next++]?.getSourceLocation?.();
      if (!location?.lineno) return tag;
      const index = this.locations.push(this.placeAt(location, location.lineno)) - 1;
      return `${tag} data-octavo-loc="${index}"`;
    });
  }

  override async convert_embedded(node: any): Promise<string> {
    const cover = await coverFigure(node, (line) => {
      const index = this.locations.push({ file: this.mainFile, line }) - 1;
      return ` data-octavo-loc="${index}"`;
    });
    if (!node.hasHeader?.() || !node.doctitle?.()) {
      // A table cell's AsciiDoc is a document nested in the file's: its sections keep the file's shift.
      if (!node.isNested?.()) this.sectionShift = this.untitledBookShift(node);
      return cover + (await super.convert_embedded(node));
    }
    const shape = this.documentShape(node);
    if (shape === 'parts') {
      // Atlas converted each listed file on its own, where a document's title prints nothing: a book of several
      // files of parts gives each a throwaway `= placeholder` title so that its `= Part` titles are parts.
      return cover + (await node.content());
    }
    if (shape === 'part') {
      // A listed file that is one part of the book (`= Part II: Tools`, its chapters included), not the book.
      const body = await node.content();
      const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
      return `${cover}<div data-type="part"${id}>\n<h1>${node.doctitle()}</h1>\n${body}\n</div>`;
    }
    if (shape === 'book') {
      this.wholeBook = true;
      // The title is the book's: its title page (the author line with it); `==` sections are its chapters.
      const authors: string[] = (node.getAuthors?.() ?? [])
        .map((author: any) => String(author.getName?.() ?? ''))
        .filter(Boolean);
      const byline = authors.length > 0 ? `\n<p class="author">${authors.join(', ')}</p>` : '';
      const body = await node.content();
      return `${cover}<section data-type="titlepage">\n${titlePageHeading(node)}${byline}${revisionLine(node)}\n</section>\n${body}`;
    }
    // A file with its own `= Title` is one chapter: the title heads it and its `==` sections are sect1s.
    this.sectionShift = 1;
    const body = await node.content();
    const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
    const depth = contentsDepthMark(node, this.sectionShift);
    const words = bookWordsMark(node);
    const pageSize = pageSizeMark(node);
    return `${cover}<section data-type="chapter"${id}${depth}${words}${pageSize}>\n<h1>${node.doctitle()}</h1>\n${body}\n</section>`;
  }

  /**
   * What a listed file with its own `= Title` is. A master document (`= Book Title`, then its chapters, as
   * Asciidoctor and asciidoctor-pdf build a book: the header sets `:doctype: book`, or the document has parts, or
   * every chapter is included from a file of its own) is the whole book, unless it is titled as a part
   * (`= Part II: Tools`), or its chapters are all included and other listed files hold the book's text too: then,
   * not titled as the book, it is one part of the book (`= Foundations`), whatever its title's wording. A document
   * with parts among other text files, titled otherwise than the book the configuration names, is some of the
   * book's parts under a title of no account (`= placeholder0`). Otherwise a file with a `= Title` is one chapter
   * written as a document of its own.
   */
  private documentShape(node: any): 'book' | 'parts' | 'part' | 'chapter' {
    const sections: any[] = node.getSections?.() ?? [];
    const hasParts = sections.some((section) => section.level === 0);
    // A part's introduction opens only a part: Atlas's model file for a book in parts is `= Part Title`, its
    // `[partintro]`, then the part's first chapter written beneath.
    if (!hasParts && opensWithPartIntro(node)) return 'part';
    // The index a master document asks for under its includes (`[index]` then `= Index`) is made, not written, and
    // its other book matter (a dedication, a colophon, a bibliography or glossary list) is no chapter of its own.
    const written = sections.filter((section) => !BOOK_MATTER_SECTIONS.has(section.sectname));
    const chaptersIncluded =
      written.length > 0 &&
      written.every((section) => this.includedFiles.has(String(this.locationOf(section)?.file ?? '')));
    // The book's header written atop its first file (AsciiDoc Python books are run together from their files,
    // Git Magic's `= Git Magic =` then `== Preface ==`): the title is the book's, its sections its divisions.
    const bookHeaderFile =
      this.among.otherTextFiles &&
      sections.length > 0 &&
      Boolean(this.among.bookTitle?.trim()) &&
      this.titledAsTheBook(node);
    // The whole book written in one file (a novel's `== Chapter 1` to `== Chapter 61` under `= Its Title`): nothing
    // else listed holds text, and its title is the book's (or the book names none), so its sections are chapters.
    const wholeBookInOneFile =
      this.listing?.otherTextFiles === false &&
      written.length > 1 &&
      (!this.among.bookTitle?.trim() || this.titledAsTheBook(node));
    if (
      !this.headerSetsBookDoctype &&
      !hasParts &&
      !chaptersIncluded &&
      !bookHeaderFile &&
      !wholeBookInOneFile
    )
      return 'chapter';
    if (PART_TITLE.test(plainTitle(node.doctitle()))) return 'part';
    if (
      hasParts &&
      this.among.otherTextFiles &&
      this.among.bookTitle?.trim() &&
      !this.titledAsTheBook(node)
    ) {
      return 'parts';
    }
    const oneOfSeveral = chaptersIncluded && !hasParts && this.among.otherTextFiles;
    return oneOfSeveral && !this.titledAsTheBook(node) ? 'part' : 'book';
  }

  /**
   * A book's only text file without a title, whose sections all start below the chapters' level (Operating Systems
   * Concepts' `Introduction` over `~~~~`, a level-2 title, then `Processes`, `Threads`): nothing comes before them
   * for them to be sections of, so its shallowest sections are its chapters, as its author made them. In a book of
   * several files such a file may continue the chapter before it, and is read as written.
   */
  private untitledBookShift(node: any): number {
    if (this.listing?.otherTextFiles !== false) return 0;
    const sections: any[] = node.getSections?.() ?? [];
    if (sections.length === 0) return 0;
    const top = Math.min(...sections.map((section) => Number(section.level)));
    return top > 1 ? 1 - top : 0;
  }

  /** The document's title (or its main title, before the subtitle) is the book's; without one, `:doctype: book` says so. */
  private titledAsTheBook(node: any): boolean {
    const book = comparableTitle(this.among.bookTitle ?? '');
    if (book === '') return this.headerSetsBookDoctype;
    const title = node.doctitle({ partition: true });
    return [String(title.getCombined?.() ?? ''), String(title.getMain?.() ?? '')].some(
      (written) => comparableTitle(written) === book,
    );
  }

  override async convert_section(node: any): Promise<string> {
    const level = node.level + this.sectionShift;
    const id = headingIdAttributes(node, stackedAnchorIds(node));
    const roleAndLang = (node.role ? ` class="${escapeAttribute(node.role)}"` : '') + sectionLanguage(node);
    const title = node.title ?? '';
    const content = await node.content();
    const numbered = (level >= 2 ? sectionNumbering(node, level) : '') + styleName(node);
    const invalidPart = node.level === 0 && node.sectname === 'part' && !endsInSection(node);
    if (level === 0 || (level === 1 && node.sectname === 'part')) {
      const named = this.emptyPartNamedAsDivision(node, title);
      if (invalidPart) this.noteInvalidPart(node, named !== undefined);
      if (named) return `<section data-type="${named}"${id}${roleAndLang}>\n<h1>${title}</h1>\n</section>`;
      // A plain Asciidoctor book numbers its parts only under `:partnums:`, as Asciidoctor does.
      const unnumbered =
        this.plainBook && !node.getDocument().hasAttribute('partnums') ? ` ${UNNUMBERED_PART_MARK}=""` : '';
      return `<div data-type="part"${id}${roleAndLang}${unnumbered}>\n<h1>${title}</h1>\n${content}\n</div>`;
    }
    if (level === 1) {
      const type = divisionTypeOf(node.sectname, node.role, plainTitle(title));
      const unnumbered =
        type === 'chapter' && !node.numbered && (this.plainBook || numbersSomeChapter(node))
          ? ` ${UNNUMBERED_CHAPTER_MARK}=""`
          : '';
      const depth = contentsDepthMark(node.getDocument?.(), this.sectionShift);
      const words = bookWordsMark(node.getDocument?.(), this.plainBook);
      const pageSize = pageSizeMark(node.getDocument?.());
      const { byline, signature } = contributorLines(node, type, plainTitle(title));
      const reset = resetNumeral(node);
      const restart = reset !== undefined ? ` ${NUMERAL_MARK}="${escapeAttribute(reset)}"` : '';
      return `<section data-type="${type}"${id}${roleAndLang}${unnumbered}${restart}${depth}${words}${pageSize}>\n<h1>${title}</h1>${byline}\n${content}${signature}\n</section>`;
    }
    const depth = Math.min(level - 1, 5);
    return `<section data-type="sect${depth}"${id}${roleAndLang}${numbered}>\n<h${Math.min(depth + 1, 6)}>${title}</h${Math.min(depth + 1, 6)}>\n${content}\n</section>`;
  }

  /**
   * A `[discrete]` (or `[float]`) heading: a heading that is not a section, left out of every contents as
   * Asciidoctor leaves it out of its TOC. It takes the level a section written at its place would have.
   */
  override async convert_floating_title(node: any): Promise<string> {
    const level = Math.min(Math.max(node.level + this.sectionShift, 1), 6);
    const id = headingIdAttributes(node);
    const classes = [...new Set([DISCRETE_HEADING_CLASS, node.style, node.role].filter(Boolean))].join(' ');
    return `<h${level}${id} class="${escapeAttribute(classes)}">${node.title ?? ''}</h${level}>`;
  }

  override async convert_preamble(node: any): Promise<string> {
    const content = await node.content();
    if (!this.wholeBook) return content;
    // A book's text before its first chapter is its preface, titled as asciidoctor-pdf titles it (preface-title);
    // an untitled one that states a copyright or licence (Debugging Teams' licence and photo credit) is the book's
    // copyright page, as such text is in a file of its own (divisions.ts).
    const title = node.getDocument?.()?.getAttribute?.('preface-title');
    const text = String(content).replace(/<[^>]*>/g, ' ');
    if (!title && isCopyrightNotice(text)) {
      return `<section data-type="copyright-page">\n${content}\n</section>`;
    }
    // A dedication (Producing Open Source Software's "This book is dedicated to…") is a page of its own.
    if (!title && readsAsDedication(text)) return `<section data-type="dedication">\n${content}\n</section>`;
    // One that repeats the book's title as a `[discrete]` heading is its half-title page (Creative DSLs in Kotlin's
    // "bastard title", its colophon after it): no preface, and no entry in the contents, as asciidoctor-pdf prints it.
    if (!title && opensWithHalfTitle(node)) {
      return `<section data-type="halftitlepage">\n${content}\n</section>`;
    }
    // One image and nothing else (Pwning OWASP Juice Shop's front cover, between the header and the first part) is
    // the book's cover, as a listed cover.html holding one image is: not a second, empty "Preface".
    const cover = !title && text.trim() === '' ? onlyImage(node, String(content)) : undefined;
    if (cover) return `<figure data-type="cover">${cover}</figure>`;
    // Asciidoctor has already escaped header values (and the author line).
    const heading = title ? `<h1>${String(title)}</h1>\n` : '';
    return `<section data-type="preface">\n${heading}${content}\n</section>`;
  }

  private noteInvalidPart(node: any, retyped: boolean): void {
    const location = this.locationOf(node);
    this.invalidParts.push({
      file: this.fileOf(location ?? {}),
      ...(location?.lineno ? { line: location.lineno } : {}),
      retyped,
    });
  }

  /**
   * A part with nothing in it whose title names a division of a book (`= Index` in continuous-enterprise-development,
   * meant as `[index]` / `== Index`) is that division: an empty "Part I: Index" page is no part of the book. The author
   * is told (see retypedParts).
   */
  private emptyPartNamedAsDivision(node: any, title: string): string | undefined {
    const blocks: unknown[] = node.getBlocks?.() ?? [];
    const type = TITLED_DIVISIONS[plainTitle(title)];
    if (blocks.length > 0 || !type) return undefined;
    const location = this.locationOf(node);
    if (location?.lineno)
      this.retypedParts.push({
        file: this.fileOf(location),
        line: location.lineno,
        title: plainTitle(title),
        type,
      });
    return type;
  }

  override async convert_open(node: any): Promise<string> {
    if (node.style !== 'partintro') return super.convert_open(node);
    const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
    return `<div class="partintro"${id}>\n${await node.content()}\n</div>`;
  }

  override async convert_paragraph(node: any): Promise<string> {
    const lines: unknown = node.lines;
    if (Array.isArray(lines) && lines.length === 1) {
      // A block macro Asciidoctor does not know (Atlas's `jsbin::`, an extension the book's toolchain had)
      // is left as a paragraph of its own text, as Asciidoctor does; the author is told.
      const macro = BLOCK_MACRO.exec(String(lines[0]));
      const location = node.getSourceLocation?.();
      const drawn =
        macro && location?.lineno ? await this.drawDiagramMacro(node, String(lines[0]), location) : undefined;
      if (typeof drawn === 'string') return drawn;
      if (macro && location?.lineno && drawn === undefined)
        this.unknownMacros.push({ name: macro[1]!, file: this.fileOf(location), line: location.lineno });
    }
    if (node.hasTitle()) return super.convert_paragraph(node);
    const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
    const role = node.role ? ` class="${escapeAttribute(node.role)}"` : '';
    return `<p${id}${role}>${await node.content()}</p>`;
  }

  override async convert_admonition(node: any): Promise<string> {
    const name = String(node.getAttribute('name') ?? 'note');
    const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
    const role = node.role ? ` class="${escapeAttribute(node.role)}"` : '';
    const heading = node.hasTitle() ? `<h6>${node.title}</h6>\n` : '';
    const content = await node.content();
    const body = node.contentModel === 'simple' ? `<p>${content}</p>` : content;
    return `<div data-type="${escapeAttribute(name)}"${id}${role}>\n${heading}${body}\n</div>`;
  }

  override async convert_sidebar(node: any): Promise<string> {
    const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
    const role = node.role ? ` class="${escapeAttribute(node.role)}"` : '';
    const heading = node.hasTitle() ? `<h5>${node.title}</h5>\n` : '';
    return `<aside data-type="sidebar"${id}${role}>\n${heading}${await node.content()}\n</aside>`;
  }

  override async convert_example(node: any): Promise<string> {
    const attributeLine = misplacedListingStyle(node);
    const location = node.getSourceLocation?.();
    if (attributeLine && location?.lineno)
      this.listingStylesOnExamples.push({
        attributeLine,
        file: this.fileOf(location),
        line: location.lineno,
      });
    if (!node.hasTitle() || node.hasOption('collapsible')) return super.convert_example(node);
    const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
    const role = node.role ? ` class="${escapeAttribute(node.role)}"` : '';
    return `<div data-type="example"${id}${role}>\n<h5>${node.title}</h5>\n${await node.content()}\n</div>`;
  }

  /**
   * Notes a listing or literal block that is an asciidoctor-diagram diagram: the book prints its source. True when it
   * is one.
   */
  private noteDiagram(node: any): boolean {
    const style = typeof node.style === 'string' ? node.style : '';
    if (!isDiagramType(style)) return false;
    const location = node.getSourceLocation?.();
    if (location?.lineno)
      this.diagramBlocks.push({ name: style, file: this.fileOf(location), line: location.lineno });
    return true;
  }

  /**
   * The options a diagram is drawn with, as asciidoctor-diagram reads them: the block's (or the macro's) attribute,
   * else the document's `ditaa-shadows`-style one.
   */
  private drawingAttributes(node: any, name: string, given: Record<string, string> = {}): DrawingAttributes {
    const attributes: Record<string, string> = {};
    const document = node.getDocument?.();
    for (const attribute of DRAWING_ATTRIBUTES[name] ?? []) {
      const value: unknown =
        given[attribute] ??
        node.getAttribute?.(attribute) ??
        document?.getAttribute?.(`${name}-${attribute}`);
      if (typeof value === 'string' || typeof value === 'number') attributes[attribute] = String(value);
    }
    return attributes;
  }

  /**
   * Starts drawing the document's diagram blocks before it is converted, each type's together (ditaa's in one run
   * of Java, not one a block); a block's conversion then takes its drawing.
   */
  prepareDiagrams(doc: any): void {
    if (!this.diagrams) return;
    const byType = new Map<string, Array<{ text: string; attributes: DrawingAttributes }>>();
    const blocks: any[] =
      doc.findBy?.({ traverse_documents: true }, (block: any) =>
        ['listing', 'literal'].includes(block.getContext?.()),
      ) ?? [];
    for (const block of blocks) {
      const style = typeof block.style === 'string' ? block.style.toLowerCase() : '';
      if (!this.diagrams.draws(style)) continue;
      const diagrams = byType.get(style) ?? [];
      diagrams.push({
        text: String(block.getSource?.() ?? ''),
        attributes: this.drawingAttributes(block, style),
      });
      byType.set(style, diagrams);
    }
    for (const [name, diagrams] of byType) this.diagrams.prepare(name, diagrams);
  }

  /**
   * A `[graphviz]` listing or literal block drawn as the figure asciidoctor-diagram makes of it; null when it cannot
   * be drawn (it is printed as its source, and the author told why), undefined when it is no diagram Octavo draws.
   */
  private async drawDiagramBlock(node: any): Promise<string | null | undefined> {
    const style = typeof node.style === 'string' ? node.style.toLowerCase() : '';
    const location = node.getSourceLocation?.();
    if (!this.diagrams || !this.diagrams.draws(style) || !location?.lineno) return undefined;
    this.drawsDiagrams = true;
    const where = { file: this.fileOf(location), line: location.lineno };
    const drawn = await this.diagrams.draw(
      style,
      String(node.getSource?.() ?? ''),
      this.drawingAttributes(node, style),
    );
    if (!drawn.ok) {
      // The block's text starts on the line after its delimiter.
      this.drawingProblems.push({
        ...where,
        name: style,
        form: 'block',
        reason: drawn.reason,
        firstLine: where.line + 1,
      });
      return null;
    }
    return diagramFigure(node, drawn, {});
  }

  /** `graphviz::flow.dot[]`: the diagram file drawn, as asciidoctor-diagram's block macro does. */
  private async drawDiagramMacro(node: any, line: string, location: any): Promise<string | null | undefined> {
    const macro = /^([\w-]+)::(.*?)\[(.*)\]$/.exec(line);
    const name = macro?.[1]?.toLowerCase() ?? '';
    if (!macro || !this.diagrams || !this.diagrams.draws(name)) return undefined;
    this.drawsDiagrams = true;
    const where = { file: this.fileOf(location), line: location.lineno as number };
    const target = String(node.applySubstitutions?.(macro[2]!, ['attributes']) ?? macro[2]);
    const read = await this.diagrams.read(where.file, target);
    if (!read.ok) {
      this.drawingProblems.push({ ...where, name, form: 'macro', reason: read.reason, fix: read.fix });
      return null;
    }
    const attributes = macroAttributes(macro[3]!);
    const drawn = await this.diagrams.draw(name, read.text, this.drawingAttributes(node, name, attributes));
    if (!drawn.ok) {
      this.drawingProblems.push({
        ...where,
        name,
        form: 'macro',
        reason: drawn.reason,
        drawnFile: read.path,
      });
      return null;
    }
    return diagramFigure(node, drawn, attributes);
  }

  override async convert_literal(node: any): Promise<string> {
    const drawn = await this.drawDiagramBlock(node);
    if (typeof drawn === 'string') return drawn;
    const diagram = drawn === null || this.noteDiagram(node);
    const html = (await super.convert_literal(node)) as string;
    return diagram ? markedDiagramSource(html) : html;
  }

  override async convert_listing(node: any): Promise<string> {
    const drawn = await this.drawDiagramBlock(node);
    if (typeof drawn === 'string') return drawn;
    const diagram = drawn === null || this.noteDiagram(node);
    const html = await this.convertListing(node);
    return diagram ? markedDiagramSource(html) : html;
  }

  private async convertListing(node: any): Promise<string> {
    if (!node.hasTitle())
      return this.writtenLines(node, numberedLines(node, await super.convert_listing(node)));
    // A titled listing is a formal example in HTMLBook, numbered by the book like figures and tables.
    const id = node.id;
    const title = node.title;
    node.id = undefined;
    // Hidden from Asciidoctor's listing, not taken off the node: a title set back is read as source again, and an
    // xref to the listing printed its footnote's tags (the concurrency book's "Resultados y tiempos de CPU").
    Object.defineProperty(node, 'title', { value: undefined, configurable: true });
    node.hasTitle = () => false;
    try {
      const listing = this.writtenLines(node, numberedLines(node, await super.convert_listing(node)));
      const idAttr = id ? ` id="${escapeAttribute(id)}"` : '';
      const word = String(node.getDocument().getAttribute('listing-caption') ?? '').trim();
      const wordAttr = word ? ` ${CAPTION_WORD_MARK}="${escapeAttribute(word)}"` : '';
      return `<div data-type="example"${idAttr}${wordAttr}>\n<h5>${title}</h5>\n${listing}\n</div>`;
    } finally {
      node.id = id;
      delete node.title;
      delete node.hasTitle;
    }
  }

  /**
   * A listing an include writes lines into says where each of its lines is written (LISTING_LINES, and
   * LISTING_INCLUDED for the included ones), so a warning about a long line names the included file's line.
   */
  private writtenLines(node: any, html: string): string {
    const location = this.locationOf(node);
    if (!this.listingLinesAt || !location?.lineno) return html;
    const lines = this.listingLinesAt(this.fileOf(location), location.lineno);
    if (!lines) return html;
    const included = lines
      .map((line) =>
        line.included ? `${encodeURIComponent(line.included.file)}:${line.included.line}` : '-',
      )
      .join(' ');
    return html.replace(
      /<pre(?=[\s>])/,
      `<pre ${LISTING_LINES}="${lines.map((line) => line.line).join(' ')}" ${LISTING_INCLUDED}="${escapeAttribute(included)}"`,
    );
  }

  override async convert_table(node: any): Promise<string> {
    // Asciidoctor prints a table's caption (`[caption="Table 10-1 "]`) before its title; the book labels captions,
    // the author's one too (see captionMark), so the title goes out alone and the label is not printed twice.
    const caption = node.caption;
    node.caption = null;
    try {
      const html = await super.convert_table(node);
      return node.hasAttribute('cols') ? html : withContentSizedColumns(html);
    } finally {
      node.caption = caption;
    }
  }

  override async convert_image(node: any): Promise<string> {
    this.followAntoraImage(node);
    const html = withPrintWidth(
      withImageTarget(
        await super.convert_image(node),
        node.getAttribute('target'),
        node.hasAttribute('default-alt'),
      ),
      node,
    );
    // Formal (titled) images are HTMLBook figures; the book numbers and captions them.
    const img = /(?:<a [^>]*>)?<img[^>]*>(?:<\/a>)?/.exec(html)?.[0];
    if (!img) return html;
    const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
    const classes = ['imageblock', node.role].filter(Boolean).join(' ');
    const caption = node.hasTitle() ? `\n<figcaption>${node.title}</figcaption>` : '';
    return `<figure${id} class="${escapeAttribute(classes)}">\n${img}${caption}\n</figure>`;
  }

  override async convert_inline_image(node: any): Promise<string> {
    if (node.type === 'icon') return this.convertIcon(node);
    this.followAntoraImage(node);
    const target = typeof node.target === 'string' ? node.target : undefined;
    // A missing image is warned about at its own line of the paragraph, not the paragraph's first.
    const where = target
      ? this.inlineLocation(node, `image:${target}`) || this.inlineLocation(node, target)
      : '';
    return withPrintWidth(
      withImageTarget(
        await super.convert_inline_image(node),
        node.target,
        node.hasAttribute('default-alt'),
        where,
      ),
      node,
    );
  }

  override async convert_inline_anchor(node: any): Promise<string> {
    // Read before the conversion, which points an xref elsewhere (an included document's id, an Antora page).
    const macroEnd = writtenAsMacroEnd(node);
    const html = await this.convertAnchor(node);
    return macroEnd ? markedAsMacroEnd(html) : html;
  }

  private async convertAnchor(node: any): Promise<string> {
    if (node.type === 'xref') this.followAntoraPageXref(node);
    const includedId =
      node.type === 'xref' ? (includedDocumentId(node) ?? (await titledReferenceId(node))) : undefined;
    if (includedId !== undefined) {
      node.setAttribute('refid', includedId);
      node.target = `#${includedId}`;
    }
    const includedFile =
      node.type === 'xref' ? includedDocumentFile(node, blockLines(node.parent)) : undefined;
    if (includedFile !== undefined) {
      node.setAttribute('path', includedFile);
      node.target = includedFile;
    }
    if (node.type === 'xref' && !node.text && this.plainBook) {
      const written = await this.asciidoctorXrefText(node);
      if (written !== undefined)
        return this.locatedXref(
          node,
          `<a href="#${escapeAttribute(String(node.getAttribute('refid')))}">${written}</a>`,
        );
    }
    if (node.type === 'xref' && !node.text) {
      const path = node.getAttribute('path');
      const refid = node.getAttribute('refid') ?? '';
      const fragment = node.getAttribute('fragment');
      const href = path ? `${path}${fragment ? `#${fragment}` : ''}` : `#${refid}`;
      const where = this.inlineLocation(node, fragment || refid);
      return `<a data-type="xref" href="${escapeAttribute(href)}"${where}${xrefStyleMarks(node)}></a>`;
    }
    // An inline anchor's text is its reference text (`[[id,text]]`), which Asciidoctor prints nowhere.
    if (node.type === 'ref' && node.id) {
      const where =
        this.inlineLocation(node, `[[${node.id}`) || this.inlineLocation(node, `anchor:${node.id}`);
      return `<a id="${escapeAttribute(node.id)}"${where}${reftextMark(node.text)}></a>`;
    }
    // A bibliography entry's anchor (`[[[knuth]]]`, `[[[lamport,Lamport 1994]]]`) is cited by its label in brackets,
    // as Asciidoctor prints it before the entry, not by the title of the section holding the list.
    if (node.type === 'bibref' && node.id) {
      const label = `[${typeof node.text === 'string' && node.text !== '' ? node.text : node.id}]`;
      const where = this.inlineLocation(node, `[[[${node.id}`);
      return `<a id="${escapeAttribute(node.id)}"${where}${reftextMark(label)}></a>${label}`;
    }
    const html = (await super.convert_inline_anchor(node)) as string;
    // A link is warned about at its own line of the paragraph (a broken address, a file of no page).
    if (node.type === 'link') {
      const where = this.inlineLocation(node, typeof node.target === 'string' ? node.target : undefined);
      return where ? html.replace(/^<a(?=\s)/, `<a${where}`) : html;
    }
    if (node.type !== 'xref') return html;
    return this.locatedXref(node, html);
  }

  /** A reference with its own text (`<<id,text>>`) is warned about at its line too, as one without. */
  private locatedXref(node: any, html: string): string {
    const refid = node.getAttribute('fragment') || node.getAttribute('refid');
    const where = refid ? this.inlineLocation(node, `<<${refid}`) || this.inlineLocation(node, refid) : '';
    return where ? html.replace(/^<a(?=\s)/, `<a${where}`) : html;
  }

  /**
   * The text Asciidoctor gives an xref to a target in the document (a plain Asciidoctor book's chapters, sections
   * and captioned blocks): the title, or under `:xrefstyle: short` or `full` the number ("Figure 2", "Section 1.1,
   * “Sub”"), or the author's reference text. Undefined for a target Asciidoctor cannot name, which the book names.
   */
  private async asciidoctorXrefText(node: any): Promise<string | undefined> {
    if (node.getAttribute('path')) return undefined;
    const refid: unknown = node.getAttribute('refid');
    if (typeof refid !== 'string' || refid === '') return undefined;
    const target = node.getDocument?.()?.getRefs?.()?.[refid];
    if (typeof target?.xreftext !== 'function') return undefined;
    const written: unknown = await target.xreftext(node.getAttribute('xrefstyle', null, true));
    if (typeof written !== 'string' || written === '') return undefined;
    // A footnote in the title stays with the title: in the link it was printed a second time, as a note of its own.
    return titleWithoutNotes(written)
      .replace(/<a\b[^>]*>|<\/a>/g, '')
      .trim();
  }

  /**
   * A callout in a listing as Atlas printed it: its number alone, drawn as a circled mark by the theme. The comment
   * characters written before it to hide it from the language (`# <1>`, `// <1>`, `<!--1-->`) are not printed,
   * where Asciidoctor's HTML without icons keeps them (`#(1)`).
   */
  /**
   * A callout keeps the id Asciidoctor gives it (`CO2-1`: the second list of callouts, its first), as its DocBook
   * converter and Atlas's do: books written for those refer to a callout with `<<CO2-1>>`.
   */
  override async convert_inline_callout(node: any): Promise<string> {
    // Made up, as a section's id is: an author's id of the same name keeps it, and each file numbers from CO1-1.
    const id =
      typeof node.id === 'string' && node.id
        ? ` id="${escapeAttribute(node.id)}" data-octavo-auto-id=""`
        : '';
    return `<b class="conum"${id}>${node.text}</b>`;
  }

  override async convert_inline_footnote(node: any): Promise<string> {
    // `footnote:name[]` again: HTMLBook's reference to the note already written, not a second note.
    if (node.type === 'xref') {
      return node.target
        ? `<a data-type="footnoteref" href="#${escapeAttribute(String(node.target))}"></a>`
        : '';
    }
    const id = node.id ? ` id="${escapeAttribute(String(node.id))}"` : '';
    return `<span data-type="footnote"${id}>${node.text ?? ''}</span>`;
  }

  override async convert_inline_indexterm(node: any): Promise<string> {
    if (node.type === 'visible') {
      return `${node.text}<a data-type="indexterm" data-primary="${escapeAttribute(decodeEntities(stripTags(node.text)))}"></a>`;
    }
    const terms = indexTermAttributes(node);
    if (!terms) return '';
    const attrs = Object.entries(terms)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return `<a data-type="indexterm"${this.indexTermLocation(node, terms)}${attrs}></a>`;
  }

  /**
   * ` data-octavo-loc="i"` for an index term at the line that writes it: the first line of its block writing an index term
   * that holds each of its words (its levels, its see and see also, its range's end) not given to a term before it. Test-Driven
   * Development with Python writes `((("form data validation")))` above `((("validation", see=…)))`: found by its
   * primary alone, the second term's warning named the first one's line.
   */
  private indexTermLocation(node: any, terms: Record<string, string>): string {
    const words = INDEX_TERM_WORDS.map((key) => terms[key]).filter((word): word is string => !!word);
    const block = node.parent;
    const location = block?.getSourceLocation?.();
    const lines = blockLines(block);
    const given = this.indexTermLines.get(block) ?? new Set<number>();
    const holding = lines
      .map((line, offset) =>
        /\(\(\(|indexterm2?:/.test(line) && words.every((word) => line.includes(word)) ? offset : -1,
      )
      .filter((offset) => offset !== -1);
    const offset = holding.find((at) => !given.has(at)) ?? holding[0];
    if (!location?.lineno || words.length === 0 || offset === undefined)
      return this.inlineLocation(node, terms['data-startref'] ?? terms['data-primary']);
    given.add(offset);
    this.indexTermLines.set(block, given);
    const index = this.locations.push(this.placeAt(location, location.lineno + offset)) - 1;
    return ` data-octavo-loc="${index}"`;
  }

  /**
   * ` data-octavo-loc="i"` for an inline mark at the line of its block where `written` first is: a paragraph's
   * marks are often on lines of their own after its text, and a warning about one (a range end without its
   * start, a cross-reference to no target) must name that line, not the paragraph's or the list's first. Empty when the line cannot be told.
   */
  /**
   * An Antora page reference (`xref:setup.adoc#proxy[]`, `xref:ROOT:setup.adoc[]`) written in a module's file names
   * the page from the module's `pages` folder. A page this document includes (a book assembled from its pages) is
   * linked inside the book: at the id, or at the page's first section. Any other, from a page, is linked by its
   * repository path, which the book resolves to a listed file or warns of. Asciidoctor alone links `setup.html`
   * beside the file.
   */
  private followAntoraPageXref(node: any): void {
    const path: unknown = node.getAttribute('path');
    if (typeof path !== 'string') return;
    const writtenIn = this.writtenIn(node);
    const file = antoraPageFile(writtenIn, path);
    if (!file) return;
    const fragment: unknown = node.getAttribute('fragment');
    if (file === this.mainFile || this.includedFiles.has(file)) {
      const id = typeof fragment === 'string' && fragment ? fragment : this.firstSectionIdIn(node, file);
      if (!id) return;
      node.removeAttribute('path');
      node.setAttribute('refid', id);
      node.target = `#${id}`;
      return;
    }
    // Outside a `pages` folder a `modules/` folder may be no Antora module: the link stays as Asciidoctor made it.
    if (!isAntoraPage(writtenIn)) return;
    const relative = posix.relative(posix.dirname(this.mainFile), file);
    node.setAttribute('path', relative);
    node.target = typeof fragment === 'string' && fragment ? `${relative}#${fragment}` : relative;
  }

  /**
   * An Antora image named with its module or family (`image::admin:flow.png[]`, `image::image$flow.png[]`) is that
   * module's `images` file: its target becomes the file's path from the repository root, which the book resolves.
   */
  private followAntoraImage(node: any): void {
    const target: unknown = node.getAttribute('target') ?? node.target;
    if (typeof target !== 'string') return;
    const file = antoraImageFile(this.writtenIn(node), target);
    if (!file) return;
    if (node.getAttribute('target') == null) node.target = `/${file}`;
    else node.setAttribute('target', `/${file}`);
  }

  /** The repository file a node was written in: its own source location's, else its nearest block's. */
  private writtenIn(node: any): string {
    let holder = node;
    while (holder && !this.locationOf(holder)?.lineno) holder = holder.parent;
    return this.fileOf(this.locationOf(holder) ?? {});
  }

  /** The id of the first section written in `file`, an included file of the node's document. */
  private firstSectionIdIn(node: any, file: string): string | undefined {
    const sections: any[] = node.getDocument().findBy({ context: 'section' });
    const first = sections.find((section) => {
      const location = this.locationOf(section);
      return typeof location?.file === 'string' && this.fileOf(location) === file;
    });
    return first?.id || undefined;
  }

  private inlineLocation(node: any, written: string | undefined): string {
    const place = this.inlinePlace(node, written);
    if (!place) return '';
    const index = this.locations.push(place) - 1;
    return ` data-octavo-loc="${index}"`;
  }

  /** The line of its block an inline macro is written on (the first that holds `written`). */
  private inlinePlace(node: any, written: string | undefined): SourceLocation | undefined {
    const block = node.parent;
    const location = block?.getSourceLocation?.();
    const lines = blockLines(block);
    if (!written || !location?.lineno || lines.length === 0) return undefined;
    const offset = lines.findIndex((line) => typeof line === 'string' && line.includes(written));
    if (offset === -1) return undefined;
    return this.placeAt(location, location.lineno + offset);
  }

  /**
   * `icon:heart[]`: the Font Awesome icon, drawn (Asciidoctor's HTML asks a web font for it, asciidoctor-pdf draws
   * it); without `:icons: font` Asciidoctor prints `[heart]`, which is no book's wish either. A name Font Awesome
   * does not know is printed so, and said.
   */
  private async convertIcon(node: any): Promise<string> {
    const name = String(node.target ?? '');
    const set = node.getAttribute('set') ?? node.getDocument?.()?.getAttribute?.('icon-set');
    const icon = fontAwesomeIcon(name, typeof set === 'string' ? set : undefined);
    if (!icon) {
      const place = this.inlinePlace(node, `icon:${name}`) ?? this.blockPlace(node);
      // Asciidoctor's alt text, the name's words (`[no such icon]`), is what it prints.
      const printed = String(node.getAlt?.() ?? name);
      if (place) this.unknownIcons.push({ ...place, name, printed });
      return super.convert_inline_image(node);
    }
    const title = node.getAttribute('title');
    const size = node.getAttribute('size');
    const svg = iconSvg(icon, {
      ...(typeof size === 'string' ? { size } : {}),
      ...(typeof title === 'string' ? { title } : {}),
    });
    const classes = ['icon', node.role].filter(Boolean).join(' ');
    const link = node.getAttribute('link');
    const drawn =
      typeof link === 'string' && link ? `<a class="image" href="${escapeAttribute(link)}">${svg}</a>` : svg;
    return `<span class="${escapeAttribute(classes)}">${drawn}</span>`;
  }

  /** Where the block an inline node is in starts. */
  private blockPlace(node: any): SourceLocation | undefined {
    const location = node.parent?.getSourceLocation?.();
    return location?.lineno ? { file: this.fileOf(location), line: location.lineno } : undefined;
  }
}

const NAMED_SECTIONS: Record<string, string> = {
  preface: 'preface',
  appendix: 'appendix',
  glossary: 'glossary',
  bibliography: 'bibliography',
  colophon: 'colophon',
  dedication: 'dedication',
  index: 'index',
  acknowledgments: 'acknowledgments',
  foreword: 'foreword',
  introduction: 'introduction',
  afterword: 'afterword',
  conclusion: 'conclusion',
  abstract: 'preface',
};

/** Section styles AsciiDoc knows besides the named sections: any other written above a section is a mistaken name. */
const SECTION_STYLES = new Set([
  'part',
  'partintro',
  'section',
  'sect0',
  'sect1',
  'sect2',
  'sect3',
  'sect4',
  'sect5',
]);

/** A special section's style that names no kind of section (`[fault_tolerance]`, meant as `[[fault_tolerance]]`). */
function styleName(node: any): string {
  const sectname = node.sectname as string | undefined;
  if (!node.special || !sectname || NAMED_SECTIONS[sectname] || SECTION_STYLES.has(sectname)) return '';
  return ` ${STYLE_NAME_MARK}="${escapeAttribute(sectname)}"`;
}

/** Divisions a section is typed as by its title alone (asciidoctor-htmlbook). */
const TITLED_DIVISIONS: Record<string, string> = {
  // AsciiDoc Python's special sections, typed by their titles alone (Asciidoctor asks for [preface]).
  Preface: 'preface',
  Glossary: 'glossary',
  Dedication: 'dedication',
  Colophon: 'colophon',
  Index: 'index',
};

/** O'Reilly's rules: the section's style first, then a few special titles (asciidoctor-htmlbook). */
function divisionTypeOf(sectname: string | undefined, role: string | undefined, title: string): string {
  // `[role="foreword"]` above `[preface]`, as O'Reilly's template reads it (Debugging Teams' "Foreword to the
  // Second Edition").
  const roles = (role ?? '').split(/\s+/);
  if (sectname === 'preface' && (title === 'Foreword' || roles.includes('foreword'))) return 'foreword';
  if (sectname === 'appendix' && role === 'bibliography') return 'bibliography';
  if (sectname === 'appendix' && role === 'afterword') return 'afterword';
  if (sectname && NAMED_SECTIONS[sectname]) return NAMED_SECTIONS[sectname];
  return TITLED_DIVISIONS[title] ?? 'chapter';
}

/**
 * Whether Asciidoctor numbers the section (`:sectnums:` in force where it was parsed, so a toggle mid-document
 * counts; none under a preface or other special section) and whether its heading shows the number: its level
 * in the book (a chapter is 1) within `:sectnumlevels:` (default 3). Only the mark is written here: the number
 * starts with the chapter's, which the book model gives across all the listed files (section-numbers.ts).
 */
function sectionNumbering(node: any, level: number): string {
  // An appendix is numbered whatever sectnums says, as a division the book numbers itself.
  if (!node.numbered || node.sectname === 'appendix') return '';
  const levels = Number.parseInt(String(node.getDocument().getAttribute('sectnumlevels') || 3), 10);
  return ` ${SECTION_NUMBER_MARK}="${level <= levels ? 'shown' : 'xref'}"`;
}

/** Whether Asciidoctor numbers any section at `node`'s level in its document (sectnums was on for one of them). */
function numbersSomeChapter(node: any): boolean {
  const document = node.getDocument();
  let levels = numberedLevels.get(document);
  if (!levels) {
    // Once a document: asked for each of its unnumbered chapters, a search per chapter grew with chapters × sections.
    const sections: any[] = document.findBy({ context: 'section' });
    // An appendix is lettered whether or not the document numbers its sections: it says nothing of the chapters.
    levels = new Set(
      sections
        .filter((section) => section.numbered && section.sectname !== 'appendix')
        .map((section) => section.level as number),
    );
    numberedLevels.set(document, levels);
  }
  return levels.has(node.level);
}

/** The section levels each converted document numbers somewhere. */
const numberedLevels = new WeakMap<object, Set<number>>();

/** Asciidoctor writes "Section 1.2" (`short`) or "Section 1.2, “Title”" (`full`) for an xref to a numbered section. */
function xrefStyleMarks(node: any): string {
  const style = node.getAttribute?.('xrefstyle', null, true);
  if (style !== 'short' && style !== 'full') return '';
  // Asciidoctor has applied the header substitutions to the value already.
  const signifier = decodeEntities(String(node.getDocument().getAttribute('section-refsig') ?? ''));
  return ` ${XREF_STYLE_MARK}="${style}" ${XREF_SIGNIFIER_MARK}="${escapeAttribute(signifier)}"`;
}

/** A title as words alone: "The Book: A Guide" and "the book — a guide" compare the same. */
/** The document's text before its first section opens with a `[partintro]` block (or is that block). */
function opensWithPartIntro(document: any): boolean {
  const first = document.getBlocks?.()?.[0];
  const opening = first?.getContext?.() === 'preamble' ? first.getBlocks?.()?.[0] : first;
  return opening?.getStyle?.() === 'partintro';
}

/** The preamble's first heading, before any text, is a `[discrete]` one that repeats the document's title. */
function opensWithHalfTitle(preamble: any): boolean {
  const doctitle = comparableTitle(String(preamble.getDocument?.()?.doctitle?.() ?? ''));
  if (!doctitle) return false;
  for (const block of (preamble.getBlocks?.() ?? []) as any[]) {
    if (block.context === 'floating_title') return comparableTitle(String(block.title ?? '')) === doctitle;
    // Blank lines made of `{empty} +` and page breaks push the title down its page: nothing to read yet.
    const lines: unknown[] = block.lines ?? [];
    const text = lines
      .map(String)
      .join(' ')
      .replace(/\{empty\}|\+/g, '')
      .trim();
    if (block.context !== 'page_break' && !(block.context === 'paragraph' && text === '')) return false;
  }
  return false;
}

function comparableTitle(html: string): string {
  return decodeEntities(stripTags(html))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function plainTitle(html: string): string {
  return stripTags(html).trim();
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/** Marks the `<img>` with what the author wrote: its target, and that no alt text was given. */
function withImageTarget(html: string, target: unknown, altMissing: boolean, where = ''): string {
  const marks = [
    typeof target === 'string' && target ? `data-octavo-target="${escapeAttribute(target)}" ` : '',
    // Asciidoctor fills a missing alt with the file name as words; the book model warns about it.
    altMissing ? 'data-octavo-alt-missing="" ' : '',
    where ? `${where.trim()} ` : '',
  ].join('');
  return marks ? html.replace(/<img /, `<img ${marks}`) : html;
}

/** Marks the `<img>` with the width Asciidoctor PDF would print it at (asciidoc-print-width.ts). */
function withPrintWidth(html: string, node: any): string {
  const width = asciidocPrintWidth({
    pdfwidth: node.getAttribute('pdfwidth'),
    scale: node.getAttribute('scale'),
    scaledwidth: node.getAttribute('scaledwidth'),
  });
  return width ? html.replace(/<img /, `<img ${PRINT_WIDTH_MARK}="${width}" `) : html;
}

/** An index term's words as its macro writes them, which the line that writes it holds. */
const INDEX_TERM_WORDS = [
  'data-primary',
  'data-secondary',
  'data-tertiary',
  'data-see',
  'data-seealso',
  'data-startref',
];

/** Spaces around the `=` are tolerated: Elasticsearch: The Definitive Guide closes a range with `startref ="…"`. */
const NAMED_TERM =
  /^(see|seealso|sortas|primary-sortas|secondary-sortas|tertiary-sortas|id|range|startref)\s*=\s*(.*)$/s;

/**
 * `(((primary, secondary, tertiary, see=…, seealso=…, sortas=…, id=…, range=…, startref=…)))` and
 * `indexterm:[…]` as O'Reilly read them: positional terms before the first named one, a plain `sortas`
 * applying to the deepest term given. Asciidoctor has already split the list (quotes keep commas).
 */
export function indexTermAttributes(node: any): Record<string, string> | null {
  const raw = node.getAttribute('terms');
  const named: Record<string, string> = {};
  const positional: string[] = [];
  if (Array.isArray(raw)) {
    for (const item of raw as unknown[]) {
      const value = String(item).trim();
      const match = NAMED_TERM.exec(value);
      if (match) named[match[1]] = unquote(match[2]);
      else if (Object.keys(named).length === 0) positional.push(unquote(value));
    }
  } else if (typeof raw === 'string') {
    positional.push(unquote(raw));
  }
  // indexterm:[primary, secondary, see="x"] is parsed as an attribute list instead.
  for (const key of ['see', 'seealso', 'see-also', 'sortas', 'id', 'range', 'startref']) {
    const value = node.getAttribute?.(key);
    if (typeof value === 'string' && named[key.replace('see-also', 'seealso')] === undefined) {
      named[key.replace('see-also', 'seealso')] = unquote(value);
    } else if (Array.isArray(value) && key === 'see-also') {
      named.seealso = value.map((v) => unquote(String(v))).join(', ');
    }
  }
  const [primary, secondary, tertiary] = positional.filter((t) => t !== '');
  const out: Record<string, string> = {};
  if (named.id) out.id = named.id;
  if (primary) out['data-primary'] = primary;
  if (secondary) out['data-secondary'] = secondary;
  if (tertiary) out['data-tertiary'] = tertiary;
  if (named.see) out['data-see'] = named.see;
  if (named.seealso) out['data-seealso'] = named.seealso;
  const sortas = named.sortas;
  const deepest = tertiary ? 'tertiary' : secondary ? 'secondary' : 'primary';
  for (const level of ['primary', 'secondary', 'tertiary']) {
    const value =
      named[`${level}-sortas`] ??
      (sortas !== undefined && !hasLevelSort(named) && level === deepest ? sortas : undefined);
    if (value) out[`data-${level}-sortas`] = value;
  }
  if (named.startref) out['data-startref'] = named.startref;
  // Kept to the model, which warns about a range never closed and then drops the attribute (index-terms.ts).
  if (named.range === 'startofrange' && named.id) out['data-range-start'] = named.id;
  if (!primary && !named.startref) return null;
  return out;
}

function hasLevelSort(named: Record<string, string>): boolean {
  return ['primary-sortas', 'secondary-sortas', 'tertiary-sortas'].some((k) => named[k] !== undefined);
}

function unquote(value: string): string {
  // Asciidoctor hands over terms with its substitutions applied (`&amp;`, `&#8217;`).
  const trimmed = decodeEntities(value).trim();
  const quoted = /^(["'])(.*)\1$/s.exec(trimmed);
  return quoted ? quoted[2] : trimmed;
}

function reftextMark(reftext: unknown): string {
  return typeof reftext === 'string' && reftext.trim() !== ''
    ? ` ${REFTEXT_MARK}="${escapeAttribute(reftext)}"`
    : '';
}

/** The blocks Asciidoctor captions, which the book prints as formal figures, tables and examples. */
const PLAIN_CAPTIONED = new Set(['image', 'table', 'example', 'listing']);

/** The document attribute Asciidoctor numbers a titled block of each kind with, and that attribute's own default. */
const CAPTION_WORDS: Record<string, { attribute: string; asciidoctorDefault: string }> = {
  image: { attribute: 'figure-caption', asciidoctorDefault: 'Figure' },
  table: { attribute: 'table-caption', asciidoctorDefault: 'Table' },
  example: { attribute: 'example-caption', asciidoctorDefault: 'Example' },
};

/**
 * The caption the author wrote on a titled block (`[caption="Plate 1: "]`, or `[caption=]` for none). Asciidoctor's own
 * captions are off (the book labels blocks) unless the document names their word (`:figure-caption: Abbildung`): a
 * caption of that word and Asciidoctor's count ("Abbildung 1. ") is the book's to number, with that word
 * (BOOK_WORDS_MARK). A listing's caption is the author's only by its attribute (`:listing-caption:` is the book's).
 */
function captionMark(node: any, plainBook = false): string {
  if (!node.hasTitle?.()) return '';
  const words = CAPTION_WORDS[String(node.context)];
  const word: unknown = words ? node.getDocument?.()?.getAttribute?.(words.attribute) : undefined;
  // A plain Asciidoctor book prints Asciidoctor's own caption, numbered through the book with the document's words
  // and counters (libgavran's `:listing-caption: Listing 3,` and `:!listing-number:` per chapter), or none: a
  // listing has one only under `:listing-caption:`.
  if (plainBook && PLAIN_CAPTIONED.has(String(node.context))) {
    const caption = String(node.getCaption?.() ?? '');
    const ownWord =
      words !== undefined &&
      word === words.asciidoctorDefault &&
      caption.startsWith(`${words.asciidoctorDefault} `);
    return (
      ` ${CAPTION_MARK}="${escapeAttribute(caption)}"` +
      (ownWord ? ` ${CAPTION_DEFAULT_WORD_MARK}="${escapeAttribute(words.asciidoctorDefault)}"` : '')
    );
  }
  const written = node.context === 'listing' ? node.getAttribute('caption') : node.getCaption?.();
  if (typeof written !== 'string') return '';
  if (typeof word === 'string' && word !== '' && written === `${word} ${String(node.numeral ?? '')}. `)
    return '';
  return ` ${CAPTION_MARK}="${escapeAttribute(written)}"`;
}

/**
 * A source listing marked `linenums` (`[source,python,linenums]`, or the document's `:source-linenums-option:`) as
 * HTMLBook marks it, as the asciidoctor-htmlbook templates did: Asciidoctor's HTML converter numbers lines only through
 * a syntax highlighter the book does not run, so its `<pre>` says nothing of them.
 */
function numberedLines(node: any, html: string): string {
  if (node.style !== 'source' || !node.hasOption('linenums')) return html;
  return html.replace(/<pre(?=[\s>])/, `<pre ${LINE_NUMBERING}="numbered"`);
}

function withoutBrowserFallback(html: string): string {
  return html.replace(/\n?Your browser does not support the (?:video|audio) tag\.\n?/, '');
}

/**
 * Who wrote a division, as O'Reilly's Atlas names them on its section (`[au="Ann Author", au2="Ben Writer",
 * auaffil="Editor, The Gauge Journal"]`): a foreword signed at its end, right-aligned after an em dash, with the
 * affiliation under the name; a chapter, preface or appendix by a byline under its title, as Atlas printed them,
 * unless its title names them already.
 */
function contributorLines(node: any, type: string, title: string): { byline: string; signature: string } {
  const attributes: Record<string, unknown> = node.getAttributes?.() ?? {};
  const names = Object.keys(attributes)
    .flatMap((key) => {
      const numbered = /^au(\d*)$/.exec(key);
      const name = String(attributes[key] ?? '').trim();
      return numbered && name ? [{ order: Number(numbered[1] || 1), name }] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ name }) => name);
  if (names.length === 0) return { byline: '', signature: '' };
  const written = names.map(escapeText).join(', ');
  if (type !== 'foreword') {
    // A title that names them already ("Preface by Ann Author") needs no byline repeating it.
    const plain = decodeEntities(title).toLowerCase();
    const titled = names.every((name) => plain.includes(name.toLowerCase()));
    return { byline: titled ? '' : `\n<p class="author" ${PAGE_BYLINE}="">${written}</p>`, signature: '' };
  }
  const affiliation = String(attributes.auaffil ?? '').trim();
  const affiliationLine = affiliation ? `\n<p class="affiliation">${escapeText(affiliation)}</p>` : '';
  return {
    byline: '',
    signature: `\n<div class="signature">\n<p>\u2014${written}</p>${affiliationLine}\n</div>`,
  };
}

/** Asciidoctor's test for a valid part (Parser.nextSection): its last block is a section. */
function endsInSection(node: any): boolean {
  const blocks: any[] = node.getBlocks?.() ?? [];
  return blocks.length > 0 && blocks[blocks.length - 1]?.getContext?.() === 'section';
}

/** A diagram's source printed as a listing, already warned of: see DIAGRAM_SOURCE. */
function markedDiagramSource(html: string): string {
  return html.replace(/<pre(?=[\s>])/, `<pre ${DIAGRAM_SOURCE}=""`);
}

/** A link or xref Asciidoctor read from the end of a longer macro name (`extlink:ztso[]`): see MACRO_END. */
function writtenAsMacroEnd(node: any): boolean {
  // A section's title, or a block's (`.Title`), holds it as written; the block's lines hold its text.
  const title: unknown = node.parent?.rawTitle;
  const lines = [...blockLines(node.parent), ...(typeof title === 'string' ? [title] : [])];
  if (node.type === 'link')
    return typeof node.target === 'string' && linkWrittenAsMacroEnd(lines, node.target);
  if (node.type !== 'xref') return false;
  const id: unknown = node.getAttribute('fragment') || node.getAttribute('refid');
  const path: unknown = node.getAttribute('path');
  return xrefWrittenAsMacroEnd(lines, {
    ...(typeof id === 'string' && id !== '' ? { id } : {}),
    ...(typeof path === 'string' && path !== '' ? { path } : {}),
  });
}

/** The lines a block is written in; a list item keeps no source lines, only its text as written. */
function blockLines(block: any): readonly string[] {
  const lines: unknown =
    block?.getSourceLines?.() ?? (typeof block?.text === 'string' ? block.text.split('\n') : undefined);
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
}

/**
 * A table whose author gave no `cols` gets Asciidoctor's equal shares (`<col width="50%">`); O'Reilly's
 * HTMLBook converter writes none, and its books' tables size each column to its content (_Qiskit Pocket Guide_'s
 * 88 tables: a one-word "Type" column took half the page). The shares go; the table still spans the text's width.
 */
export function withContentSizedColumns(html: string): string {
  return html.replace(/<colgroup>[\s\S]*?<\/colgroup>\n?/, '');
}

/**
 * A book's title as asciidoctor-pdf and asciidoctor-epub3 set it on the title page: parted at its last `: ` (or the
 * header's `title-separator`, `[separator=::]` above the title) into the title and a subtitle under it.
 */
function titlePageHeading(document: any): string {
  const title = document.doctitle({ partition: true });
  if (!title?.hasSubtitle?.()) return `<h1>${document.doctitle()}</h1>`;
  return `<h1>${title.getMain()}</h1>\n<p class="subtitle">${title.getSubtitle()}</p>`;
}

/**
 * The header's revision (`v1.0, 2014-01-01: First draft` under the author line, or `:revnumber:`, `:revdate:` and
 * `:revremark:`) as asciidoctor-pdf prints it on the title page: "Version 1.0, 2014-01-01: First draft".
 */
function revisionLine(document: any): string {
  const attribute = (name: string): string => String(document.getAttribute?.(name) ?? '').trim();
  const number = attribute('revnumber').replace(/^v(?=\d)/i, '');
  // The book's word in its language unless the document names its own (version-label.ts); Asciidoctor's default
  // is no word the document chose.
  const label = attribute('version-label');
  const word = label && label !== 'Version' ? label : `<span ${VERSION_WORD_MARK}="">Version</span>`;
  const versioned = number ? `${word} ${number}` : '';
  const dated = [versioned, attribute('revdate')].filter(Boolean).join(', ');
  const remark = attribute('revremark');
  const line = dated && remark ? `${dated}: ${remark}` : dated || remark;
  return line ? `\n<p class="revision">${line}</p>` : '';
}

/** The `<img>` of a preamble whose only block is one image, else undefined. */
function onlyImage(preamble: any, html: string): string | undefined {
  const blocks: any[] = preamble.getBlocks?.() ?? [];
  if (blocks.length !== 1 || blocks[0]?.context !== 'image') return undefined;
  const images = html.match(/<img\b[^>]*>/g) ?? [];
  return images.length === 1 ? images[0] : undefined;
}

/**
 * A section's or discrete heading's id attribute. An id Asciidoctor made from the title is marked (it may repeat
 * across files: renamed without a warning) and answers to Asciidoctor's default id too; `aliases` are the other
 * names the author gave it.
 */
function headingIdAttributes(node: any, aliases: readonly string[] = []): string {
  if (!node.id) return '';
  const made = !node.getAttribute('id');
  const title = made ? titleWithoutNotes(node.title ?? '') : '';
  // A footnote in the title is no part of the id made from it; the id Asciidoctor made with it still leads there.
  const id = made && title !== node.title ? node.constructor.generateId(title, node.document) : node.id;
  const names = [
    ...aliases,
    ...(id === node.id ? [] : [node.id]),
    ...(made ? defaultIdAliases(id, title) : []),
  ];
  const aliased = names.length > 0 ? ` ${ID_ALIASES}="${escapeAttribute(names.join(' '))}"` : '';
  return ` id="${escapeAttribute(id)}"${made ? ' data-octavo-auto-id=""' : ''}${aliased}`;
}
