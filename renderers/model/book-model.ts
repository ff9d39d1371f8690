import type { DomNode } from '../dom/html-dom';
import type { RenderCacheUse } from '../cache/render-cache';
import { BookLimits } from '../limits/book-limits';
import type { BookWarning, SourceLocation } from '../warnings';
import type { BookLabels } from './labels';
import type { ListingWidths } from './listing-widths';
import type { TextDirection } from '../typography/text-direction';

/**
 * The normalized book every format renders from: HTMLBook divisions in reading order, with ids
 * unique book-wide, cross-references resolved to `#id`, images pointing at collected assets.
 */
export type DivisionKind =
  | 'chapter'
  | 'preface'
  | 'appendix'
  | 'part'
  | 'foreword'
  | 'introduction'
  | 'afterword'
  | 'acknowledgments'
  | 'conclusion'
  | 'titlepage'
  | 'copyright-page'
  | 'dedication'
  | 'colophon'
  | 'glossary'
  | 'bibliography'
  | 'halftitlepage'
  /** Generated table of contents placeholder (`<nav data-type="toc"/>`); content is up to the renderer. */
  | 'toc'
  /** Generated index placeholder (`<section data-type="index"/>`); see BookModel.indexTerms. */
  | 'index';

export interface SectionEntry {
  id: string;
  title: string;
  /** 1 for sect1, 2 for sect2 … */
  level: number;
  /**
   * The author keeps the section, and the sections in it, out of the contents (`class="notoc"`, Atlas's
   * `[role="notoc"]`, pandoc's `{.unlisted}` heading): no contents list, navigation or outline names it.
   */
  outOfContents?: boolean;
}

export interface Division {
  /** Unique in the book; also the `id` attribute of the division's element. */
  id: string;
  kind: DivisionKind;
  title: string;
  /** "Chapter 3", "Appendix A", "Part II"; absent for unnumbered kinds. */
  label?: string;
  /** "3", "A", "II". */
  number?: string;
  /** The author wrote the label into the title ("Chapter Two: Pigeons"): headings print the title alone. */
  labelInTitle?: boolean;
  sourceFile: string;
  /** The chapter within a part belongs to that part (its id). */
  partId?: string;
  /**
   * The division's element, serialized: `<section data-type="chapter" id="…">…</section>`.
   * Internal links are `#id` (book-wide), images point at `BookAsset.href`.
   */
  html: string;
  sections: SectionEntry[];
  /** Who wrote it, as its byline names them (a chapter of an edited volume): the contents print it under its title. */
  byline?: string;
  /** Every id defined inside the division, including its own. */
  ids: string[];
  /** Where each of its footnotes was written, in the order the division holds them (warnings name the line). */
  noteSources?: (SourceLocation | undefined)[];
  /**
   * Where each block the printed pages break before as a production edit asks (`asksPrintBreak`) was written, in the
   * order the division holds them: the PDF names the line of one that leaves the page before it mostly empty.
   */
  breakSources?: (SourceLocation | undefined)[];
  /**
   * Where each figure of a picture (`isPictureFigure`) was written, in the order the division holds them: the PDF names
   * the line of one that went to the next page and left the page before it mostly blank.
   */
  figureSources?: (SourceLocation | undefined)[];
  /**
   * Where each link to a repository file shipped as an asset (`href="assets/…"`), and each image (`src="assets/…"`),
   * was written, by href, in the order the division holds them: a format that cannot ship the file names the
   * author's line.
   */
  assetLinkSources?: Record<string, SourceLocation[]>;
}

export interface BookAsset {
  /** Repository path the asset was read from. */
  sourcePath: string;
  /** Path inside the output (e.g. `assets/images/fig.png`); unencoded. */
  outputPath: string;
  /** `outputPath` percent-encoded, as used in `src`/`href`. */
  href: string;
  mediaType: string;
  data: Buffer;
}

/**
 * One index mark (`<a data-type="indexterm">`, AsciiDoc `(((…)))`): up to three levels of term, each
 * with an optional sort key, and/or a cross-reference ("see", "see also").
 */
export interface IndexTerm {
  primary: string;
  secondary?: string;
  tertiary?: string;
  /** Sort keys (`sortas`), when the term should not sort as written. */
  primarySortAs?: string;
  secondarySortAs?: string;
  tertiarySortAs?: string;
  see?: string;
  seeAlso?: string[];
  /** Anchor id of the term's location. */
  id: string;
  divisionId: string;
  /** When the mark opens a range (`id=…` closed later by `startref=…`): the anchor where it ends. */
  rangeEndId?: string;
  /** Where the mark (and the range's end mark) is written: a warning about its page names it. */
  source?: SourceLocation;
  rangeEndSource?: SourceLocation;
  /**
   * The section the mark sits under (before a division's first section, the division): a web index's link names it,
   * as O'Reilly's ebook indexes do, where a page number cannot be known.
   */
  place?: IndexPlace;
  rangeEndPlace?: IndexPlace;
}

/** A section heading (or a division's title) in the book's reading order. */
export interface IndexPlace {
  title: string;
  /** Its position among all the book's places: one range's places lie between its ends. */
  order: number;
  /**
   * The title of the section it sits in, when its own title is one the book gives several sections (a cookbook's
   * "Problem", "Solution" and "Discussion" in every recipe): "Rounding Numbers: Discussion", not "Discussion".
   */
  within?: string;
}

export interface XrefTarget {
  divisionId: string;
  /** Generated text for an xref pointing here: "Chapter 3", "Appendix A", or the section title. */
  text: string;
  /**
   * `text` with the title's inline formatting (a section "Using <code>fold</code>"), when the title has any: what
   * an xref printing the title shows, as Asciidoctor and HTMLBook's XSL keep it (title-markup.ts).
   */
  markup?: DomNode[];
  /** A numbered section's number ("3.1"): an AsciiDoc xref in the `short` or `full` style quotes it. */
  sectionNumber?: string;
  /**
   * The number of a labelled target ("3" of "Chapter 3", "A" of "Appendix A", "3-1" of "Figure 3-1") or of a
   * numbered section: what an HTMLBook xref styled `select: labelnumber` prints.
   */
  number?: string;
  /**
   * The title an AsciiDoc xref in the `full` style quotes after `text` ("Chapter 2, _Going Further_", "Figure 2-1,
   * “A Figure”"): a numbered division's (emphasized) or a captioned block's (in quotation marks).
   */
  fullTitle?: { title: string; emphasis: boolean };
  /**
   * What an Atlas book prints around the text of an xref with none of its own, to a section or sidebar: the
   * quotation marks of HTMLBook's localization ("“", "”"); and a cookbook's, to a recipe: its number too ("Recipe
   * 1.3, “", "”").
   */
  quoted?: [before: string, after: string];
  /**
   * The target is a block with no title of its own (a plain paragraph under `[[UploadToDisk]]`, the Lift Cookbook's):
   * its `text` is the title of the section it is in, and a cross-reference that prints it is warned of. What it is
   * ("paragraph") and where it is written.
   */
  untitled?: { what: string; where?: SourceLocation };
}

export interface BookModel {
  title: string;
  subtitle?: string;
  lang: string;
  /**
   * How `lang` was found when the book declares no language (no `lang` in its config, no `:lang:`): read from its
   * text, or English as a guess for a book whose text shows no language plainly.
   */
  languageUndeclared?: 'read' | 'guessed';
  /** The direction the book's text is written in: as its files declare it (mdBook's `text-direction`), else its language's. */
  direction: TextDirection;
  /** The words generated parts print ("Chapter", "Contents", "See also"), in the book's language. */
  labels: BookLabels;
  authors: string[];
  publisher?: string;
  /** The copyright statement ("Copyright © 2019 …. All rights reserved."). */
  rights?: string;
  /** Publication date or year, as written. */
  date?: string;
  edition?: string;
  description?: string;
  /** ISBN-13 (digits only) when the config gives a valid one. */
  isbn?: string;
  /** The cover image, from config `cover` or a `<figure data-type="cover">` in a source. */
  cover?: BookAsset;
  divisions: Division[];
  /** Where each character beyond ASCII first occurs (file:line), for warnings about characters no font has. */
  characterSources?: Map<number, SourceLocation>;
  /** The listings with lines wider than most pages hold, for the PDF's code size and its warnings. */
  listingWidths?: ListingWidths[];
  assets: BookAsset[];
  indexTerms: IndexTerm[];
  targets: Map<string, XrefTarget>;
  /** The author's theme CSS (config `theme`), to append after a renderer's default styles. */
  themeCss?: string;
  /**
   * How many levels of sections below each chapter every contents lists, when the book says (AsciiDoc's
   * `:toclevels:`, pandoc's `toc-depth`); each format's own default otherwise (see contents-depth.ts).
   */
  contentsDepth?: number;
  /** The page size the book's AsciiDoc asks asciidoctor-pdf for (`:pdf-page-size:`), when `trim_size` says none. */
  pageSize?: WrittenPageSize;
  warnings: BookWarning[];
  /** What the model made of the book that is no problem, one line each (RenderResult's notes). */
  notes?: string[];
}

/** A page size a source writes (as `trim_size` does, see asciidoctorPageSize), and the file that writes it. */
export interface WrittenPageSize {
  size: string;
  file: string;
}

export interface BuildBookModelOptions {
  /** Size limits for what the book may read; the defaults otherwise. */
  limits?: BookLimits;
  bookName: string;
  syntaxHighlighting?: boolean;
  signal?: AbortSignal;
  /** Which format the model is for: its `theme/<format>/*.css` files are added to the theme. */
  format?: 'html' | 'pdf' | 'epub' | 'mobi';
  /** Each source file's conversion is taken from and kept in this cache (issue 17, item 4). */
  cache?: RenderCacheUse;
  /** The commit's date: AsciiDoc's `{docdate}`, `{localyear}` and the like print it, not the day of the build. */
  sourceDate?: Date;
  /**
   * The book's own list of files when `config.files` stands in for it (a preview lists stubs for the other
   * files): how a file is read may depend on what else the book lists.
   */
  bookFiles?: readonly string[];
  /**
   * A preview of one file: text the book prints at the end of another file's division (untitled text after a
   * chapter) stays a division of its own, so the preview shows it; the warning still says where the book prints it.
   */
  keepFilesApart?: boolean;
}
