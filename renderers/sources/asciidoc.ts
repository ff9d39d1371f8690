import { hiddenRangeEndsHint } from './asciidoc-hidden-range-ends';
import { fileText } from '../config/nearest-book-file';
import { registerBibtexMacros } from './asciidoc-bibtex';
import {
  AbstractNode,
  Extensions,
  IncludeProcessor,
  load,
  MemoryLogger,
  PreprocessorReader,
} from '@asciidoctor/core';
import { BookSource, FIXED_SOURCE_DATE, RenderFailure } from '../types';
import { resolveFromFile } from '../paths/repo-path';
import { posix } from 'node:path';
import { escapeAttribute } from '../dom/escape';
import { markImagesdirEntries } from './asciidoc-imagesdir-entries';
import { movedFile, pathFrom } from '../paths/moved-file';
import { anchorForReferenceWarnings } from './asciidoc-anchor-gaps';
import { asciidoctorPdfSettingWarnings } from './asciidoctor-pdf-settings';
import { isRemoteUrl } from '../dom/sanitize';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { formatBytes } from '../limits/book-limits';
import { antoraResourceFile } from './antora-resources';
import { submoduleAdvice, submoduleHolding } from './git-submodules';
import {
  HtmlBookConverter,
  IncludeSite,
  attributeReferencePrinter,
  WrittenListingLine,
} from './asciidoc-htmlbook';
import type { SectionIdStyle } from './asciidoc-dialect';
import { mendVerbatimParagraphsInListItems } from './asciidoctor-list-continuation';
import { useQuickerQuotes } from './asciidoctor-quotes';
import { mendEmptySubs } from './asciidoctor-empty-subs';
import { mendEmptyIncompleteRows } from './asciidoctor-incomplete-rows';
import { cjkConstrainedMarkWarnings } from './asciidoc-cjk-marks';
import { wordBoundMarkWarnings } from './asciidoc-word-marks';
import { wordBoundRoleWarnings } from './asciidoc-word-bound-roles';
import { plusCodeSpanWarnings } from './asciidoc-plus-code-spans';
import { markdownLinkWarnings } from './asciidoc-markdown-links';
import { endsInText, TextEnding, titleRunOn } from './asciidoc-include-joins';
import {
  LIST_ITEM_INDEX,
  backendLeveloffset,
  invalidPartByBackendText,
  withAdvice,
} from './asciidoctor-advice';
import {
  MisnumberedCallout,
  misnumberedCalloutOf,
  misnumberedCalloutWarnings,
} from './asciidoc-callout-numbers';
import { passthroughMarkupWarnings } from './asciidoc-passthrough-markup';
import { DocumentFolderPreprocessor } from './asciidoc-docdir';
import { diagramBlockWarnings, diagramWarningText, isDiagramType } from './asciidoc-diagrams';
import { diagramDrawing, drawingProblemWarnings } from './asciidoc-diagram-drawing';
import { listingStyleOnExampleWarnings } from './asciidoc-listing-style-on-example';
import {
  attributesOfDroppedInclude,
  droppedIncludeAdvice,
  dropsLine,
  missingAttributeOf,
  missingAttributeWarnings,
} from './asciidoc-missing-attributes';
import type { WebMath } from './web-math';
import { filterByLines, filterByTags, tagSelection, tagProblemText } from './asciidoc-include-filter';
import {
  closeNearMissedBlocks,
  delimitersAsRead,
  nearMissesAsWritten,
  insideVerbatimBlock,
  keepTildeLinesAsText,
  strayTildeLines,
  UnclosedBlock,
  unclosedBlocks,
} from './asciidoc-delimiters';
import { keepStackedAnchors } from './asciidoc-stacked-anchors';
import { atlasSnippetBlocks, missingSnippetText, SNIPPET_ATTRIBUTE, snippetLines } from './atlas-snippets';
import { unindentTableRows } from './asciidoc-table-lines';
import { ifevalAsRubyReadsIt } from './asciidoc-ifeval';
import {
  blockMacroAsTextWarnings,
  includeAsTextWarnings,
  tooDeepTitleWarnings,
  linkWithoutBracketsWarnings,
  bibliographyAnchorAsTextWarnings,
} from './asciidoc-printed-as-text';
import { doubledColonMacroWarnings, unknownInlineMacroWarnings } from './asciidoc-inline-macros';
import { bookExtensions, extensionText } from './asciidoc-extension-macros';
import { closestName } from '../edit-distance';
import { indexTermInCodeWarnings } from './asciidoc-index-terms-in-code';
import { isTwoLineDocumentTitle } from './asciidoc-document-title';

/** Files read as AsciiDoc when included: a delimited block left open in one runs on into what follows. */
const ASCIIDOC_FILE = /\.(adoc|asciidoc|asc|ad)$/i;

/** Includes nested deeper than this are refused (Asciidoctor's own default max-include-depth is 64). */
export const MAX_INCLUDE_DEPTH = 16;
/** A section title line (`== Usage`, Markdown-style `## Usage`): its title. */
const SECTION_TITLE_LINE = /^(?:={1,6}|#{1,6})[ \t]+(\S.*?)[ \t]*$/;

/** One file may be included this many times into one listed file (a listing repeated is normal; 100 is not). */
export const MAX_INCLUDES_OF_ONE_FILE = 50;

export interface AsciidocLimits {
  /** Most text a listed file may grow to with its includes expanded. */
  expandedBytes: number;
}

/**
 * @asciidoctor/core 4.1.0 in compat-mode writes "undefined" before every `++text++` that has no attribute list
 * (`extractPassthroughs` interpolates a capture group that did not take part, where Ruby writes nothing), and then
 * looks for compat-mode's `code` passthroughs in that text: `^`++ints++ (the Clojure Cookbook's type hints) read
 * as a backtick before a word, so no code span, its backticks printed, or one running on to the next backtick of
 * the paragraph with "undefined" printed in it. Compat-mode leaves `++text++` as it is there (the quotes
 * substitution sets it in constant width later): its pluses are hidden while the passthroughs are extracted, so
 * the pass Asciidoctor.js gets them wrong in skips them, and put back after. A stray word still written (a run of
 * pluses this does not hide) is taken out, unless the text itself had "undefined" right before `++`.
 */
const STRAY_UNDEFINED = /undefined(?=\\{0,2}\+\+)/;
/** Two pluses, not three or more (`+++text+++` is a passthrough in compat-mode too). */
const PLUS_PAIR = /(?<!\+)\+\+(?!\+)/g;
/** What a pair of pluses is while passthroughs are extracted: a private-use character, no word or space. */
const HIDDEN_PLUSES = '\uE0A0';

interface PassthroughNode {
  document: { compatMode?: boolean };
  passthroughs: { text: string }[];
}

function mendCompatPassthroughs(): void {
  const node = AbstractNode.prototype as unknown as {
    extractPassthroughs(text: string): string;
    octavoMended?: true;
  };
  if (node.octavoMended) return;
  const extract = node.extractPassthroughs;
  node.extractPassthroughs = function (this: PassthroughNode, text: string): string {
    const hide = this.document.compatMode === true && text.includes('++') && !text.includes(HIDDEN_PLUSES);
    const stored = this.passthroughs.length;
    let out = extract.call(this, hide ? text.replace(PLUS_PAIR, HIDDEN_PLUSES) : text);
    if (hide) {
      for (const pass of this.passthroughs.slice(stored))
        pass.text = pass.text.replaceAll(HIDDEN_PLUSES, '++');
      out = out.replaceAll(HIDDEN_PLUSES, '++');
    }
    return STRAY_UNDEFINED.test(out) && !STRAY_UNDEFINED.test(text)
      ? out.replace(new RegExp(STRAY_UNDEFINED.source, 'g'), '')
      : out;
  };
  node.octavoMended = true;
}

/** How a book's AsciiDoc is read. */
export interface AsciidocDialect {
  /**
   * AsciiDoc as O'Reilly's Atlas read it (Asciidoctor's compat-mode): `+text+` is constant width, `'text'`
   * emphasis, as the legacy syntax O'Reilly's books are written in. A document's own `:compat-mode!:` wins.
   */
  legacy: boolean;
  /**
   * The backend the book's own toolchain converts with for the format being built: Asciidoctor's `html5`,
   * asciidoctor-pdf's `pdf`, asciidoctor-epub3's `epub3`. `ifdef::backend-pdf[]` content is then in the PDF
   * only, as there (Pro Git 2 includes its index that way). Octavo's converter writes HTML whatever the name.
   */
  backend?: AsciidocBackend;
  /** Where the file is listed: a master document listed with other files of the book's text is one part of it. */
  among?: ListedAmong;
  /** A Markdown book's pandoc metadata files (listed `.yaml`): their `header-includes` may define its TeX macros. */
  metadataFiles?: readonly string[];
  /**
   * A Markdown book is built by pandoc (a command of its Makefile or a script reads its files): its Markdown is read
   * as pandoc reads it, as when its metadata file is listed.
   */
  pandocBuilt?: boolean;
  /** A Markdown book is an mdBook book (a `book.toml` above its files): mdBook's rules for its pages apply. */
  mdBook?: boolean;
  /** A Markdown book is synced with GitBook (its `.gitbook.yaml`): a page's front matter `description` is its lead. */
  gitSync?: boolean;
  /**
   * A Markdown book's website shows its math with MathJax as its configuration says (an MkDocs book's mkdocs.yml and
   * MathJax script): which delimiters are math and whether equations are numbered.
   */
  webMath?: WebMath;
  /** A Leanpub manuscript is written in Markua (a file of it writes Markua's syntax): its newlines are line breaks. */
  markua?: boolean;
  /**
   * The date `{docdate}`, `{doctime}`, `{localdate}`, `{docyear}` and the like print (the commit's, in UTC), so a
   * commit gives the same book whatever day it is built; Octavo's fixed date without it.
   */
  date?: Date;
  /**
   * How section ids are made from titles, which a book's `xref:` and `<<…>>` to unlabelled sections rely on:
   * Atlas's (`Data durability` → `data-durability`), or Asciidoctor's own defaults (`_data_durability`), as the
   * Asciidoctor CLI, asciidoctor-pdf and the Maven plugin make them. Atlas's unless said; a document's own
   * `:idprefix:` and `:idseparator:` win either way.
   */
  sectionIds?: SectionIdStyle;
  /**
   * Attributes the book's master document sets for its files (readAsciidocDialect's `masterAttributes`), soft-set:
   * a document's own entry wins.
   */
  attributes?: Record<string, string>;
  /**
   * The book is an Atlas project (its configuration is atlas.json): numbered and labelled the O'Reilly way whatever
   * its documents say (see isPlainAsciidoctorBook).
   */
  atlas?: boolean;
}

/**
 * The attributes that make section ids, soft-set: a document's own `:idprefix:` or `:idseparator:` wins, as in
 * Asciidoctor.
 */
const SECTION_ID_ATTRIBUTES: Record<SectionIdStyle, Record<string, string>> = {
  atlas: { idprefix: '@', idseparator: '-@' },
  asciidoctor: { idprefix: '_@', idseparator: '_@' },
};

/** What the rest of the book's listing (atlas.json, platform.json) tells the reading of one listed file. */
export interface ListedAmong {
  /** Other listed files hold the book's text too (AsciiDoc, Markdown), not only its title page, contents or index. */
  otherTextFiles: boolean;
  /** The book's title in the configuration: a document titled so is the whole book. */
  bookTitle?: string;
}

export type AsciidocBackend = 'html5' | 'pdf' | 'epub3';

export interface ConvertedAsciidoc {
  html: string;
  /** `data-octavo-loc="i"` in `html` refers to `locations[i]`. */
  locations: SourceLocation[];
  warnings: BookWarning[];
  /** The file or one it includes asks which backend converts it: another format's conversion may differ. */
  backendSensitive: boolean;
  /** The file or one it includes prints a date attribute (`{docdate}`…): another date's conversion differs. */
  dateSensitive: boolean;
  /** The file or one it includes holds diagrams Octavo draws: another machine's Graphviz may draw them otherwise. */
  drawsDiagrams: boolean;
  /** The document sets `:stem:` (its math notation, or on). */
  stem: boolean;
  /** The document sets `:eqnums:`: its equation environments are numbered (Asciidoctor's MathJax numbers none else). */
  equationNumbers: boolean;
}

/**
 * A preprocessor condition on the backend (`ifdef::backend-pdf[]`, `ifeval::["{backend}" == …]`, asciidoctor-epub3's
 * `ifndef::ebook-format[]`), or its value.
 */
const ASKS_FOR_BACKEND =
  /^ifn?def::[^[\n]*(?:backend|ebook-format)|\{(?:(?:base)?backend|ebook-format)(?:-[\w-]*)?\}/m;

/**
 * What asciidoctor-epub3 sets for an e-book, soft-set: books test it to leave out of their EPUB what that converter
 * cannot make or they print only (`ifndef::ebook-format[include::index.asc[]]`).
 */
const EBOOK_ATTRIBUTES = { 'ebook-format': 'epub3@', 'ebook-format-epub3': '@' };

/** A reference to an attribute Asciidoctor sets from the time of conversion. */
const ASKS_FOR_DATE =
  /\{(?:doc|local)(?:date|time|datetime|year)\}|^ifn?def::[^[\n]*(?:doc|local)(?:date|time|year)/m;

/** The footnote `id` is defined in the converted document (`footnote:id[text]` printed with that id). */
function footnoteDefinedIn(html: string, id: string | undefined): boolean {
  return id !== undefined && html.includes(`<span data-type="footnote" id="${escapeAttribute(id)}">`);
}

/**
 * The file an include in an included file names from the listed document's folder, when its own folder has none
 * (`include::{examplesdir}/go/workflow.go[]` in `docs/pages/01.adoc`, `:examplesdir: ../docs/examples` set in
 * `book/book.adoc` from the book's folder). Asciidoctor reads it from the including file's folder and prints
 * "Unresolved directive"; the author meant the folder the attribute was written from.
 */
async function readFromDocumentFolder(
  source: BookSource,
  document: string,
  includingFile: string,
  target: string,
): Promise<{ path: string; bytes: Buffer } | undefined> {
  if (includingFile === document) return undefined;
  const fromDocument = resolveFromFile(document, target);
  if (!fromDocument.ok) return undefined;
  const bytes = await source.readFile(fromDocument.path);
  return bytes === null ? undefined : { path: fromDocument.path, bytes };
}

function includedFromDocumentFolderText(missing: string, found: string, document: string): string {
  const fromDocFolder = posix.relative(posix.dirname(document), found);
  return (
    `included file ${missing} does not exist at this commit (the path read from this file's folder, as Asciidoctor ` +
    `reads it, where its own build prints "Unresolved directive"); ${found}, the same path read from ${document}'s ` +
    `folder, is included in its place: write the path from ${document}'s folder with {docdir} ` +
    `(include::{docdir}/${fromDocFolder}[…], or an attribute such as :examplesdir: set to {docdir}/…) so that ` +
    `Asciidoctor finds it too`
  );
}

/**
 * Asciidoctor's date and time attributes for `date`, in UTC, as it writes them (`%F`, `%T %z`, `%Y`): soft-set, so a
 * document's own `:docdate:` wins.
 */
function dateAttributes(date: Date): Record<string, string> {
  const iso = date.toISOString();
  const day = iso.slice(0, 10);
  const time = `${iso.slice(11, 19)} +0000`;
  const year = iso.slice(0, 4);
  const attributes: Record<string, string> = {};
  for (const scope of ['doc', 'local']) {
    attributes[`${scope}date`] = `${day}@`;
    attributes[`${scope}time`] = `${time}@`;
    attributes[`${scope}datetime`] = `${day} ${time}@`;
    attributes[`${scope}year`] = `${year}@`;
  }
  return attributes;
}

/** What the book shows where an included file is missing, as Asciidoctor shows it. */
const UNRESOLVED_PRINTED = 'the book prints Asciidoctor\'s "Unresolved directive" line in its place';

/**
 * AsciiDoc → HTMLBook-shaped HTML with Asciidoctor, reading a book the way Atlas did: doctype book, the
 * repository root as the document root, includes read from the repository at the pinned commit (never
 * the file system) relative to the including file, each warning with the file and line Asciidoctor
 * reports (its source map follows includes). Secure mode: nothing else is read, nothing fetched.
 */
export async function asciidocToHtml(
  text: string,
  file: string,
  source: BookSource,
  dialect: AsciidocDialect = { legacy: false },
  limits: AsciidocLimits = { expandedBytes: 16 * 1024 * 1024 },
): Promise<ConvertedAsciidoc> {
  mendCompatPassthroughs();
  mendVerbatimParagraphsInListItems();
  useQuickerQuotes();
  mendEmptySubs();
  await mendEmptyIncompleteRows();
  const warnings: BookWarning[] = [];
  const included = new Set<string>();
  /** Files included on the line under a section title, by path, in the order read. */
  const includeSites = new Map<string, IncludeSite[]>();
  const includeCounts = new Map<string, number>();
  /** The copies of files included again, by the path their lines are read under (see HtmlBookConverter). */
  const copies = new Map<string, SourceLocation['includedAgain']>();
  let expandedBytes = text.length;
  let backendSensitive = ASKS_FOR_BACKEND.test(text);
  let dateSensitive = ASKS_FOR_DATE.test(text);
  const fileOf = (cursorFile: unknown): string =>
    typeof cursorFile === 'string' && included.has(cursorFile) ? cursorFile : file;

  const directives = new Map<string, IncludedText>();
  const leftOpen: (UnclosedBlock & { file: string })[] = [];
  // Each file's lines as Asciidoctor reads them, to tell whether an include in it sits inside a listing; `shown`:
  // the file is itself a verbatim block's text (what it includes is too), not AsciiDoc read.
  const readLines = new Map<string, { lines: readonly string[]; firstLine: number; shown: boolean }>();
  const includedAsText = (from: string, line: number): boolean => {
    const read = readLines.get(from);
    return read !== undefined && (read.shown || insideVerbatimBlock(read.lines, line - read.firstLine));
  };
  let mainLines: string[] | undefined;
  /** A line of the listed file or of a file it included, as read. */
  const lineOf = (from: string, line: number): string | undefined => {
    const read =
      from === file ? { lines: (mainLines ??= text.split(/\r?\n/)), firstLine: 1 } : readLines.get(from);
    return read?.lines[line - read.firstLine];
  };
  /** An include directive as its line wrote it (`include::target[attributes]`), for Asciidoctor's message. */
  const directiveText = (from: string, line: number, target: string): string => {
    const written = lineOf(from, line)?.trim();
    return written !== undefined && /^include::.*\[.*\]$/.test(written) ? written : `include::${target}[]`;
  };
  /** The include read last: where its directive is, and what its file's last line leaves open. */
  let lastInclude:
    | { from: string; line: number; path: string; lastLine: number; ending: TextEnding | undefined }
    | undefined;
  const includes = new (class extends IncludeProcessor {
    override async process(
      _doc: unknown,
      reader: PreprocessorReader,
      target: string,
      attributes: Record<string, string>,
    ) {
      const from = fileOf(reader.file);
      const line = Math.max(1, reader.lineno - 1);
      const where: SourceLocation = { file: from, line };
      const attrs = (attributes ?? {}) as Record<string, unknown>;
      const skip = (why: string, subject?: string) => {
        // Like Asciidoctor, an optional include that cannot be read is dropped quietly.
        if (!('optional-option' in attrs)) warnings.push(warning('include', where, why, subject));
      };
      if (isRemoteUrl(target)) {
        return skip(`include of remote ${target} skipped (remote resources are never fetched)`, target);
      }
      // An Antora page's `partial$…` or `example$…` is read from its module's folder for that family.
      const antora = antoraResourceFile(from, target);
      let resolved = antora ? ({ ok: true, path: antora } as const) : resolveFromFile(from, target);
      if (!resolved.ok) return skip(`include ${target} ${resolved.reason}; skipped`, target);
      if (reader.includeStack.length >= MAX_INCLUDE_DEPTH) {
        throw refuse(
          `${where.file}:${where.line}: include ${target} nests more than ${MAX_INCLUDE_DEPTH} levels deep ` +
            '(does a file include itself?); remove the circular include',
        );
      }
      const count = (includeCounts.get(resolved.path) ?? 0) + 1;
      includeCounts.set(resolved.path, count);
      if (count > MAX_INCLUDES_OF_ONE_FILE) {
        throw refuse(
          `${where.file}:${where.line}: ${resolved.path} is included more than ${MAX_INCLUDES_OF_ONE_FILE} times ` +
            `into ${file}; include it once, or split it`,
        );
      }
      let bytes = await source.readFile(resolved.path);
      const fromDocument =
        bytes === null ? await readFromDocumentFolder(source, file, from, target) : undefined;
      if (fromDocument) {
        warnings.push(
          warning('include', where, includedFromDocumentFolderText(resolved.path, fromDocument.path, file)),
        );
        resolved = { ok: true, path: fromDocument.path };
        bytes = fromDocument.bytes;
      }
      if (bytes === null) {
        if ('optional-option' in attrs) return;
        const module = await submoduleHolding(source, resolved.path);
        const moved = module ? undefined : await movedFile(source, resolved.path);
        warnings.push(
          warning(
            'include',
            where,
            `included file ${resolved.path} does not exist at this commit` +
              (module
                ? `: ${submoduleAdvice(module)}; ${UNRESOLVED_PRINTED}`
                : moved
                  ? `; ${UNRESOLVED_PRINTED}: the repository has ${moved}; if that is the file, write ` +
                    `include::${pathFrom(from, moved)}[…]`
                  : `; ${UNRESOLVED_PRINTED}: add the file, or correct the path`),
            resolved.path,
          ),
        );
        // As Asciidoctor does: the line says what is missing, where a reader of the proof sees it, instead of an
        // empty listing or a silent gap.
        const unresolved = `Unresolved directive in ${from} - ${directiveText(from, line, target)}`;
        reader.pushInclude([unresolved], from, from, line, {});
        return;
      }
      let lines = bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/);
      // The last line's end ends that line, as Asciidoctor reads a file: it is no blank line after it.
      if (lines.length > 1 && lines.at(-1) === '') lines.pop();
      let firstLine = 1;
      const tags = tagSelection(attrs);
      const snippet = attrs[SNIPPET_ATTRIBUTE];
      if (typeof snippet === 'string') {
        const cut = snippetLines(lines, snippet);
        if (!cut)
          warnings.push(warning('include', where, missingSnippetText(snippet, resolved.path), snippet));
        ({ lines, firstLine } = cut ?? { lines: [], firstLine: 1 });
      } else if (typeof attrs.lines === 'string' && attrs.lines.trim() !== '') {
        ({ lines, firstLine } = filterByLines(lines, attrs.lines));
      } else if (tags) {
        const filtered = filterByTags(lines, tags);
        ({ lines, firstLine } = filtered);
        if (filtered.missingTags.length > 0) {
          warnings.push(
            warning(
              'include',
              where,
              `tag${filtered.missingTags.length > 1 ? 's' : ''} ${filtered.missingTags.join(', ')} not found in ${resolved.path}`,
              resolved.path,
            ),
          );
        }
        for (const problem of filtered.tagProblems) {
          warnings.push(warning('include', where, tagProblemText(problem, resolved.path), resolved.path));
        }
      }
      const shown = includedAsText(from, line);
      if (shown && !('optional-option' in attrs) && bytes.toString('utf8').trim() === '') {
        // A file a build step fills (a contributors list, a version) is committed empty: the listing prints nothing.
        warnings.push(
          warning(
            'include',
            where,
            `${resolved.path}, included into a listing here, is empty at this commit: the listing shows nothing of it; ` +
              'commit the text it should show (Octavo runs no build step that writes it), or remove the include',
            resolved.path,
          ),
        );
      }
      if (!shown && firstLine === 1 && !tags && ASCIIDOC_FILE.test(resolved.path)) {
        const ended = endingNearMisses(lines, resolved.path, warnings);
        lines = ended.lines;
        for (const block of ended.leftOpen) leftOpen.push({ ...block, file: resolved.path });
        lines = keepStackedAnchors(
          unindentTableRows(
            textOfTildeLines(atlasSnippetBlocks(ifevalAsRubyReadsIt(lines)), resolved.path, warnings),
          ),
          resolved.path,
          warnings,
        );
      }
      // A file included whole and again in part (its `tag=table` in an appendix) keeps its whole text here: the
      // checks that name lines find every line of it.
      const whole =
        firstLine === 1 && !tags && typeof snippet !== 'string' && typeof attrs.lines !== 'string';
      if (whole || !readLines.has(resolved.path)) readLines.set(resolved.path, { lines, firstLine, shown });
      expandedBytes += lines.reduce((sum, line) => sum + line.length + 1, 0);
      if (expandedBytes > limits.expandedBytes) {
        throw refuse(
          `${where.file}:${where.line}: including ${resolved.path} makes ${file} larger than ` +
            `${formatBytes(limits.expandedBytes)} with its includes expanded; split the chapter or include less`,
        );
      }
      included.add(resolved.path);
      const above = lineOf(from, line - 1);
      const title = above === undefined ? undefined : SECTION_TITLE_LINE.exec(above)?.[1];
      includeSites.set(resolved.path, [
        ...(includeSites.get(resolved.path) ?? []),
        { file: from, line, firstLine, ...(title !== undefined ? { title } : {}) },
      ]);
      backendSensitive ||= lines.some((line) => ASKS_FOR_BACKEND.test(line));
      dateSensitive ||= lines.some((line) => ASKS_FOR_DATE.test(line));
      // Its lines are its file's from firstLine on, one after another: no tags or snippet picked them, one range at most.
      const unbroken =
        !tags &&
        typeof snippet !== 'string' &&
        (whole || /^\s*\d+(?:\.\.\d+)?\s*$/.test(String(attrs.lines)));
      // A file included again (Pro Git's Arabic chapter 1 includes its section files twice) is read under a path of
      // its own, so that its blocks are known as this copy's, and the ids it writes again are told where it came
      // from; what a copy includes is part of that copy.
      const first = includeSites.get(resolved.path)![0]!;
      const repeats = count > 1 ? { at: where, first: { file: first.file, line: first.line } } : undefined;
      const again = copies.get(String(reader.path)) ?? repeats;
      const readAs = again ? `${resolved.path}\u0000${count}` : resolved.path;
      if (again) copies.set(readAs, again);
      directives.set(`${where.file}:${where.line}`, {
        file: resolved.path,
        lines,
        firstLine,
        unbroken,
        // Only a directive that repeats a file itself: one in a copy is the same line in every copy.
        ...(repeats && again === repeats ? { again: repeats } : {}),
      });
      const readAsAsciidoc = !shown && ASCIIDOC_FILE.test(resolved.path) && !('leveloffset' in attrs);
      const previous = lastInclude;
      lastInclude = {
        from,
        line,
        path: resolved.path,
        lastLine: firstLine + lines.length - 1,
        ending: readAsAsciidoc ? endsInText(lines) : undefined,
      };
      const runOn =
        readAsAsciidoc && previous?.ending && previous.from === from && previous.line === line - 1
          ? titleRunOn(lines, previous.ending)
          : undefined;
      if (runOn !== undefined && previous?.ending) {
        warnings.push(
          warning(
            'asciidoc',
            { file: previous.path, line: previous.lastLine },
            titleRunOnMessage(previous.ending, resolved.path, lines[runOn]!.trim(), from),
          ),
        );
        // Octavo starts the next file's section as its author wrote it.
        reader.pushInclude(['', ...lines], resolved.path, readAs, firstLine - 1, attrs);
        return;
      }
      reader.pushInclude(lines, resolved.path, readAs, firstLine, attrs);
    }
  })();
  const registry = Extensions.create();
  registry.preprocessor(new DocumentFolderPreprocessor(file));
  registry.includeProcessor(includes);
  registerBibtexMacros(registry, file);

  /**
   * Where each line of the delimited listing whose delimiter is `from`'s `line` is written, when an include writes
   * some of them: its own lines on theirs, an included file's on the directive's line and at their line of that file.
   */
  const listingLinesAt = (from: string, line: number): WrittenListingLine[] | undefined => {
    const delimiter = lineOf(from, line)?.trimEnd();
    if (delimiter === undefined || !/^(?:-{4,}|\.{4,})$/.test(delimiter)) return undefined;
    const written: WrittenListingLine[] = [];
    let includes = false;
    for (let at = line + 1; ; at++) {
      const text = lineOf(from, at);
      if (text === undefined) return undefined;
      if (text.trimEnd() === delimiter) return includes ? written : undefined;
      const directive = directives.get(`${from}:${at}`);
      if (!directive) {
        written.push({ line: at });
        continue;
      }
      if (!directive.unbroken) return undefined;
      includes = true;
      directive.lines.forEach((_, i) =>
        written.push({ line: at, included: { file: directive.file, line: directive.firstLine + i } }),
      );
    }
  };

  const logger = MemoryLogger.create();
  const plainBook = await isPlainAsciidoctorBook(text, file, source, dialect);
  const converter = new HtmlBookConverter(
    file,
    included,
    headerSetsBookDoctype(text),
    dialect.among,
    diagramDrawing(source, file),
    includeSites,
    listingLinesAt,
    plainBook,
    copies,
  );
  // Asciidoctor wraps what an extension throws in its own message; a refusal of ours is kept as is.
  let refusal: RenderFailure | undefined;
  const refuse = (message: string) => {
    refusal = new RenderFailure(message);
    return refusal;
  };
  const body = keepStackedAnchors(
    unindentTableRows(
      textOfTildeLines(
        atlasSnippetBlocks(ifevalAsRubyReadsIt(endingNearMisses(text.split(/\r?\n/), file, warnings).lines)),
        file,
        warnings,
      ),
    ),
    file,
    warnings,
  );
  readLines.set(file, { lines: body, firstLine: 1, shown: false });
  const doc = await loadOrRefuse(
    () =>
      load(body.join('\n'), {
        safe: 'secure',
        doctype: 'book',
        sourcemap: true,
        standalone: false,
        logger,
        extension_registry: registry,
        converter,
        ...(dialect.backend ? { backend: dialect.backend } : {}),
        attributes: {
          showtitle: true,
          ...SECTION_ID_ATTRIBUTES[dialect.sectionIds ?? 'atlas'],
          ...Object.fromEntries(
            Object.entries(dialect.attributes ?? {}).map(([name, value]) => [name, `${value}@`]),
          ),
          'allow-uri-read': null,
          // The book numbers and labels figures, tables, examples, chapters and appendixes itself. A document's
          // `:sectnums:` stays its own: the converter marks the sections Asciidoctor numbers and the book model
          // numbers them, within chapters numbered across every listed file. A document's `:listing-caption:` is
          // left to it (Asciidoctor sets none): the converter hands the word to the book, which numbers with it.
          // A plain Asciidoctor book keeps Asciidoctor's captions, counted through the book as Asciidoctor counts them.
          ...(plainBook ? {} : { 'figure-caption': false, 'table-caption': false, 'example-caption': false }),
          'appendix-caption': false,
          'chapter-signifier': false,
          // Printed as written still, as by default; the build log names each attribute nobody defined.
          'attribute-missing': 'warn@',
          icons: null,
          notitle: null,
          ...dateAttributes(dialect.date ?? FIXED_SOURCE_DATE),
          ...(dialect.backend === 'epub3' ? EBOOK_ATTRIBUTES : {}),
          // Soft-set ('@'): a document's own header may turn it off.
          ...(dialect.legacy ? { 'compat-mode': '@' } : {}),
        },
      }),
    () => refusal,
  );
  converter.prepareDiagrams(doc);
  const html = await doc.convert();
  // Only a block Asciidoctor really opened there (not text inside a listing that shows AsciiDoc).
  const blockStarts = new Set(converter.locations.map((loc) => `${loc.file}:${loc.line}`));
  const unclosed = leftOpen.filter((b) => blockStarts.has(`${b.file}:${b.line}`));
  const ownOpen = unclosedBlocks(body);
  // Each attribute referenced and defined nowhere, with how often: one warning an attribute, not one a reference.
  const missingAttributes = new Map<string, number>();
  const namedByDroppedIncludes = new Set<string>();
  const linesDropped = new Set<string>();
  for (const message of logger.getMessages()) {
    const missing = missingAttributeOf(message.getText());
    if (missing !== undefined) missingAttributes.set(missing, (missingAttributes.get(missing) ?? 0) + 1);
    if (missing !== undefined && dropsLine(message.getText())) linesDropped.add(missing);
    for (const name of attributesOfDroppedInclude(message.getText()) ?? []) namedByDroppedIncludes.add(name);
  }
  for (const name of namedByDroppedIncludes) missingAttributes.delete(name);
  const invalidParts = partsOfMessages(logger.getMessages(), converter.invalidParts);
  // The files the conversion read (includes), and those of them read as AsciiDoc rather than shown as listings.
  const readFiles = [...readLines].map(([path, { lines, firstLine }]) => ({ file: path, lines, firstLine }));
  const readAsAsciidoc = readFiles.filter((read) => !readLines.get(read.file)!.shown);
  // midPoint's master.adoc: `ifndef::backend-epub3[:leveloffset: +1]` makes each chapter a part in the EPUB alone.
  const offsetByBackend = logger.getMessages().some((message) => message.getText() === INVALID_PART)
    ? backendLeveloffset([{ file, lines: (mainLines ??= text.split(/\r?\n/)), firstLine: 1 }, ...readFiles])
    : undefined;
  // Asciidoctor.js names no line for an invalid footnote reference: the first line that writes it.
  const footnoteReferenceLine = (messageText: string): SourceLocation | undefined => {
    const id = /^invalid footnote reference: (.+)$/.exec(messageText)?.[1];
    if (id === undefined) return undefined;
    const files = [{ path: file, lines: (mainLines ??= text.split(/\r?\n/)), firstLine: 1 }];
    for (const [path, read] of readLines)
      files.push({ path, lines: [...read.lines], firstLine: read.firstLine });
    for (const { path, lines, firstLine } of files) {
      const index = lines.findIndex((line) => line.includes(`footnote:${id}[]`));
      if (index >= 0) return { file: path, line: firstLine + index };
    }
    return undefined;
  };
  const misnumberedCallouts: MisnumberedCallout[] = [];
  for (const message of logger.getMessages()) {
    const severity = message.getSeverity();
    if (severity === 'DEBUG' || severity === 'INFO') continue;
    if (missingAttributeOf(message.getText()) !== undefined) continue;
    // Where the misreading of a block left open in an included file ended, files later: its cause is below.
    if (unclosed.length > 0 && /^unterminated \w+ block$/.test(message.getText())) continue;
    // The book model says it once for the whole book, naming every place the id is written (claimAuthorIds).
    if (/^id assigned to .* already in use: /.test(message.getText())) continue;
    // An Atlas part (`[part]` on a == title) holds its sections in its introduction, as O'Reilly's books print
    // them; Asciidoctor keeps them too and only objects to the shape, which Octavo renders as written.
    if (message.getText() === 'part sections do not support nested sections') continue;
    // Asciidoctor.js reads a list item's text while it parses, before the paragraph above that defines the footnote
    // is converted, and objects to a `footnote:id[]` there that Ruby Asciidoctor and the converted book resolve.
    if (footnoteDefinedIn(html, /^invalid footnote reference: (.+)$/.exec(message.getText())?.[1])) continue;
    const part = message.getText() === INVALID_PART ? invalidParts?.shift() : undefined;
    // A part printed as the division its title names is warned of with what to write (retypedParts, below).
    if (part?.retyped) continue;
    const location = message.getSourceLocation();
    const where = part
      ? { file: part.file, line: part.line }
      : location?.lineno
        ? { file: fileOf(location.file), line: location.lineno }
        : (footnoteReferenceLine(message.getText()) ?? { file: fileOf(location?.file), line: undefined });
    if (
      startedListRenumbering(message.getText(), converter.startedListItems.get(`${where.file}:${where.line}`))
    )
      continue;
    const place = where.line ? endOfInclude(where as SourceLocation, directives) : where;
    const callout = misnumberedCalloutOf(message.getText(), place);
    if (callout) {
      misnumberedCallouts.push(callout);
      continue;
    }
    const hidden = hiddenByOpenBlock(message.getText(), where, readLines.get(where.file));
    warnings.push({
      ...warning(
        'asciidoc',
        place,
        message.getText() === INVALID_PART && offsetByBackend
          ? invalidPartByBackendText(message.getText(), offsetByBackend, dialect.backend)
          : adviceFor(message.getText(), nearMissHint(message.getText(), where, file, ownOpen)) + hidden.text,
      ),
      ...hidden.mark,
    });
  }
  warnings.push(...misnumberedCalloutWarnings(misnumberedCallouts));
  warnings.push(
    ...missingAttributeWarnings(missingAttributes, readFiles, attributeReferencePrinter(html), linesDropped),
  );
  const extensions = () => bookExtensions(source);
  warnings.push(...(await unknownInlineMacroWarnings(readAsAsciidoc, html, extensions)));
  warnings.push(...doubledColonMacroWarnings(readAsAsciidoc, html));

  warnings.push(...blockMacroAsTextWarnings(readAsAsciidoc, html));
  warnings.push(...indexTermInCodeWarnings(readAsAsciidoc, html));
  warnings.push(...includeAsTextWarnings(readAsAsciidoc, html));
  warnings.push(...tooDeepTitleWarnings(readAsAsciidoc, html));
  warnings.push(...linkWithoutBracketsWarnings(readAsAsciidoc, html));
  warnings.push(...anchorForReferenceWarnings(readAsAsciidoc, html));
  warnings.push(...markdownLinkWarnings(readAsAsciidoc, html));
  warnings.push(...passthroughMarkupWarnings(readAsAsciidoc, html));
  warnings.push(...cjkConstrainedMarkWarnings(readAsAsciidoc, html));
  warnings.push(...wordBoundMarkWarnings(readAsAsciidoc, html));
  warnings.push(...wordBoundRoleWarnings(readAsAsciidoc, html));
  warnings.push(...plusCodeSpanWarnings(readAsAsciidoc, html));
  warnings.push(...bibliographyAnchorAsTextWarnings(readAsAsciidoc, html));
  warnings.push(...asciidoctorPdfSettingWarnings(readAsAsciidoc));
  for (const icon of converter.unknownIcons) {
    warnings.push(
      warning(
        'asciidoc',
        endOfInclude(icon, directives),
        `icon:${icon.name}[] names no Font Awesome icon (the free icons of Font Awesome 7, or their names in ` +
          `Font Awesome 4 to 6): it is printed as [${icon.printed}]; correct the name, or give set=fas, far or fab ` +
          'for the style it is in',
        `icon:${icon.name}`,
      ),
    );
  }
  for (const macro of converter.unknownMacros) {
    warnings.push(
      warning(
        'asciidoc',
        endOfInclude(macro, directives),
        isDiagramType(macro.name)
          ? diagramWarningText(macro.name, 'macro')
          : `${macro.name}:: is not a block macro Asciidoctor knows ` +
              `(${extensionText(await extensions(), macro.name, 'block', closestName)}); ` +
              'the line is printed as text. Replace it with a link or an image, or remove it',
        `${macro.name}::`,
      ),
    );
  }
  warnings.push(
    ...diagramBlockWarnings(
      converter.diagramBlocks.map((block) => ({ ...endOfInclude(block, directives), name: block.name })),
    ),
  );
  warnings.push(
    ...listingStyleOnExampleWarnings(
      converter.listingStylesOnExamples.map((block) => ({ ...block, ...endOfInclude(block, directives) })),
    ),
  );
  warnings.push(
    ...drawingProblemWarnings(
      converter.drawingProblems.map((problem) => ({ ...problem, ...endOfInclude(problem, directives) })),
    ),
  );
  for (const part of converter.retypedParts) {
    warnings.push(
      warning(
        'asciidoc',
        endOfInclude(part, directives),
        `"= ${part.title}" is a part (a level-0 title) with nothing in it: printed as the book's ${part.type}, ` +
          `not as an empty part; write it as [${part.type}] over "== ${part.title}"`,
        part.title,
      ),
    );
  }
  for (const block of unclosed) {
    const hint = block.nearMiss
      ? ` (line ${block.nearMiss.line} is ${block.nearMiss.delimiter}, ${block.nearMiss.delimiter.length} characters: ` +
        `make the two the same)`
      : '';
    const hidden = hiddenRangeEndsHint(block, readLines.get(block.file));
    warnings.push({
      ...warning(
        'asciidoc',
        { file: block.file, line: block.line },
        `the ${block.name} block opened here with ${block.delimiter} is not closed in this file, so Asciidoctor ` +
          `reads what follows, the next included files too, as part of it; end it with a line of ` +
          `${block.delimiter}${hint}${hidden.text}`,
      ),
      ...hidden.mark,
    });
  }
  const locations = converter.locations.map((loc) => endOfInclude(loc, directives));
  return {
    html: markImagesdirEntries(typeof html === 'string' ? html : '', [
      { file, lines: (mainLines ??= text.split(/\r?\n/)), firstLine: 1 },
      ...readAsAsciidoc,
    ]),
    locations,
    warnings,
    backendSensitive,
    dateSensitive,
    drawsDiagrams: converter.drawsDiagrams,
    stem: doc.hasAttribute('stem'),
    equationNumbers: doc.hasAttribute('eqnums') && doc.getAttribute('eqnums') !== 'none',
  };
}

/**
 * The file's lines with each block it leaves open ended at its near miss (`closeNearMissedBlocks`), warned, and the
 * blocks it still leaves open.
 */
function endingNearMisses(
  lines: string[],
  file: string,
  warnings: BookWarning[],
): { lines: string[]; leftOpen: UnclosedBlock[] } {
  const { lines: ended, closed, leftOpen } = closeNearMissedBlocks(lines);
  // What Asciidoctor makes of each line as written (a block mended earlier moves where the later ones are read).
  const asRead = closed.length > 0 ? delimitersAsRead(lines) : undefined;
  for (const { line, delimiter, name, nearMiss, overran, nested } of nearMissesAsWritten(
    lines,
    ended,
    closed,
  )) {
    const end = asRead?.ends.get(line);
    const inside = asRead?.ends.has(line) ? undefined : asRead?.verbatimOf.get(line);
    const why = nested
      ? `Asciidoctor reads line ${nearMiss.line} as opening a block inside it, which no line ends, and prints ` +
        'what follows as part of that block'
      : overran
        ? `Asciidoctor ends it only at line ${overran.end}, a line of exactly the same characters, and would print ` +
          `the text between as code, ${overran.markup.text} (line ${overran.markup.line}) with it`
        : inside !== undefined
          ? `Asciidoctor, pairing the lines of exactly the same characters above, reads this line as code of the ` +
            `block opened at line ${inside}${blockEndText(asRead!.ends.get(inside))}, and prints the text around ` +
            'otherwise than written'
          : end !== undefined
            ? `Asciidoctor ends it only at line ${end}, a line of exactly the same characters, and would print the ` +
              'text between as code'
            : 'no line of this file ends it as Asciidoctor reads a block (only a line of exactly the same ' +
              'characters does), so it would print the rest of the file, and the files included after it, as code';
    warnings.push(
      warning(
        'asciidoc',
        { file, line },
        `the ${name} block opened here with ${delimiter} (${delimiter.length} characters) is ended by line ` +
          `${nearMiss.line}, ${nearMiss.delimiter} (${nearMiss.delimiter.length}), as AsciiDoc Python reads a ` +
          `block: ${why}; make the two the same`,
      ),
    );
  }
  return { lines: ended, leftOpen };
}

function blockEndText(end: number | undefined): string {
  return end === undefined ? ', which no line ends' : `, which line ${end} ends`;
}

/**
 * Asciidoctor.js checks an ordered list's markers against its `start` (`[start=2]` over `1.`, `2.`: "expected 2,
 * got 1"); Ruby Asciidoctor 2.0 and the list as printed take the markers as counted from 1 under the start, which
 * is how authors continue a list interrupted by a listing. Only markers counted from anything else are warned.
 */
function startedListRenumbering(text: string, start: number | undefined): boolean {
  const numbers = LIST_ITEM_INDEX.exec(text);
  if (!numbers || start === undefined) return false;
  return Number(numbers[2]) === Number(numbers[1]) - start + 1;
}

/** An Asciidoctor message with what to do about it: the likely intended line, when one is known, else the kind's advice. */
function adviceFor(text: string, nearMiss: string): string {
  return nearMiss ? text + nearMiss : withAdvice(text) + droppedIncludeHint(text);
}

function titleRunOnMessage(ending: TextEnding, next: string, title: string, from: string): string {
  return (
    `the file ends in ${ending === 'list item' ? 'a list item' : 'a paragraph'} with no blank line after it, and ` +
    `${next}, included on the next line of ${from}, opens with the title "${title}": Asciidoctor reads that title ` +
    `as one more line of the ${ending === 'list item' ? 'list item' : 'paragraph'}, so its section is missing ` +
    `from the book Asciidoctor makes (Octavo starts it as written); end this file with a blank line, or put one ` +
    'between the include lines'
  );
}

/** What to do about an include Asciidoctor dropped because its target's attributes are not defined. */
function droppedIncludeHint(message: string): string {
  const names = attributesOfDroppedInclude(message);
  return names === undefined ? '' : droppedIncludeAdvice(names);
}

/**
 * Asciidoctor's "unterminated … block" in the listed file itself names only the opening line; the line most likely
 * meant to close it (same character, another length: `+++++` "closed" with `++++`) is named too. (A listing's,
 * literal's or example's near miss ends the block before Asciidoctor reads it: `endingNearMisses`.)
 */
function nearMissHint(
  text: string,
  where: { file: string; line?: number },
  file: string,
  open: readonly UnclosedBlock[],
): string {
  if (where.file !== file || !/^unterminated \w+ block$/.test(text)) return '';
  const block = open.find((b) => b.line === where.line);
  if (block?.nearMiss) {
    const { line, delimiter } = block.nearMiss;
    return (
      ` opened with ${block.delimiter} (${block.delimiter.length} characters); line ${line} is ${delimiter}, ` +
      `${delimiter.length} characters: make the two the same`
    );
  }
  return '';
}

/**
 * What Asciidoctor's "unterminated … block" adds of the index range ends the block hides, in the file it names (the
 * listed file or one it includes), `read` as Asciidoctor read it.
 */
function hiddenByOpenBlock(
  text: string,
  where: { file: string; line?: number },
  read: { lines: readonly string[]; firstLine: number } | undefined,
): ReturnType<typeof hiddenRangeEndsHint> {
  const none = { text: '', mark: {} };
  if (!read || where.line === undefined || !/^unterminated \w+ block$/.test(text)) return none;
  const block = unclosedBlocks(read.lines)
    .map((open) => ({ ...open, line: open.line + read.firstLine - 1 }))
    .find((open) => open.line === where.line);
  return block ? hiddenRangeEndsHint(block, read) : none;
}

/**
 * Lines of `~` Ruby Asciidoctor prints as text are kept text (Asciidoctor.js 4 would open a block there and
 * lose the chapter's later sections); one under a would-be title of another length is reported at the title.
 */
function textOfTildeLines(lines: string[], file: string, warnings: BookWarning[]): string[] {
  const stray = strayTildeLines(lines);
  for (const { index, meantTitle } of stray) {
    if (meantTitle === undefined) continue;
    const underline = lines[index]!.trimEnd().length;
    warnings.push(
      warning(
        'asciidoc',
        { file, line: index },
        `"${meantTitle}" is not a section title: the line of ~ under it is ${underline} characters long and ` +
          `the title ${meantTitle.length}, and Asciidoctor takes an underline only within one character of ` +
          `its title's length; both lines are printed as text. Make the underline as long as the title`,
        meantTitle,
      ),
    );
  }
  return keepTildeLinesAsText(lines, stray);
}

/**
 * `:doctype: book` among the attribute entries of the document's header (up to the first blank line after its
 * title: `= Title`, or the two-line form Asciidoctor reads as the same level-0 title, a line underlined by `=`).
 */
export function headerSetsBookDoctype(text: string): boolean {
  const lines = text.split(/\r?\n/);
  const header = documentHeader(lines);
  return header !== undefined && lines.slice(0, header.end).some(setsBookDoctype);
}

/**
 * A plain Asciidoctor book: the listed file is the book's only text file, a master document whose header (its
 * attribute entries above or below its `= Title`, or a file it includes there) sets `:doctype: book`, in a book that
 * is no Atlas project. Its authors build it with Asciidoctor (Producing Open Source Software's book.adoc, the
 * midPoint book's master.adoc, libgavran's book.adoc, CDI in Action's header.adoc), which numbers chapters only under
 * `:sectnums:`, captions figures, tables and examples "Figure 1" through the whole book (listings only under
 * `:listing-caption:`), and has an xref read the target's title unless `:xrefstyle:` asks otherwise: the book prints
 * them so, not the O'Reilly way ("Chapter 3", "Example 4-1"). Atlas projects, books of several listed files and
 * Markdown books are numbered as before.
 */
export async function isPlainAsciidoctorBook(
  text: string,
  file: string,
  source: BookSource,
  dialect: AsciidocDialect,
): Promise<boolean> {
  if (dialect.atlas === true || dialect.among?.otherTextFiles !== false) return false;
  const header = headerLines(text);
  if (header.some(setsBookDoctype)) return true;
  for (const line of header) {
    const target = /^include::([^[\s]+)\[.*\]\s*$/.exec(line)?.[1];
    const resolved = target && !target.includes('{') ? resolveFromFile(file, target) : undefined;
    if (!resolved?.ok) continue;
    const included = await fileText(source, resolved.path);
    if (included?.split(/\r?\n/).some(setsBookDoctype)) return true;
  }
  return false;
}

function setsBookDoctype(line: string): boolean {
  return /^:doctype:\s*book\s*$/.test(line);
}

/**
 * The lines of the document's header: the attribute entries, comments and includes above its title, the title, and
 * the lines below it up to the first blank line. None when it has no `= Title`.
 */
function headerLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = documentHeader(lines);
  if (header === undefined) return [];
  const above = lines.slice(0, header.title);
  // Attribute entries may sit under preprocessor conditionals (midPoint's `ifdef::backend-html5[]` `:toc: left`).
  if (
    !above.every((line) => /^(?::[\w!-]+:.*|\/\/.*|include::.*|(?:ifn?def|ifeval|endif)::.*|\s*)$/.test(line))
  )
    return [];
  return lines.slice(0, header.end);
}

/**
 * Where the document's header is: its level-0 title's line (`= Title`, or the two-line form Asciidoctor reads as the
 * same title) and the end of the header, the first blank line after it (or the text's end).
 */
function documentHeader(lines: readonly string[]): { title: number; end: number } | undefined {
  const title = lines.findIndex(
    (line, i) => /^=\s+\S/.test(line) || isTwoLineDocumentTitle(line, lines[i + 1]),
  );
  if (title < 0) return undefined;
  const end = lines.findIndex((line, i) => i > title && line.trim() === '');
  return { title, end: end < 0 ? lines.length : end };
}

interface IncludedText {
  file: string;
  lines: string[];
  firstLine: number;
  /** Its lines are the file's lines from firstLine on, one after another (no tags picked them). */
  unbroken?: boolean;
  /** The directive includes its file again (SourceLocation.includedAgain). */
  again?: SourceLocation['includedAgain'];
}

/**
 * Asciidoctor takes a block's position after reading it; when the block ends its included file the
 * include is already closed and the position is the include directive's. Such a position is moved to
 * where that block starts in the included file (following nested includes).
 */
const INVALID_PART = 'invalid part, must have at least one section (e.g., chapter, appendix, etc.)';

/**
 * The part each "invalid part" message is about, in order: Asciidoctor logs it where its parser stood when the part
 * closed, the next part's title or the line after the book's last, which is not where the author fixes it. None
 * when the converter met a different number of such parts than the parser (the messages then keep their place).
 */
function partsOfMessages(
  messages: readonly { getText(): string }[],
  parts: readonly (SourceLocation & { retyped: boolean })[],
): (SourceLocation & { retyped: boolean })[] | undefined {
  const count = messages.filter((message) => message.getText() === INVALID_PART).length;
  return count === parts.length ? [...parts] : undefined;
}

function endOfInclude(location: SourceLocation, directives: Map<string, IncludedText>): SourceLocation {
  let current = location;
  // The last block of a copy of a file included again is that copy's too.
  let again = location.includedAgain;
  for (let hops = 0; hops < MAX_INCLUDE_DEPTH; hops++) {
    const included = directives.get(`${current.file}:${current.line}`);
    if (!included) break;
    again ??= included.again;
    current = { file: included.file, line: included.firstLine + startOfLastBlock(included.lines) };
  }
  return again && current !== location ? { ...current, includedAgain: again } : current;
}

/** Index of the first line of the last paragraph-like run of non-blank lines. */
function startOfLastBlock(lines: string[]): number {
  let end = lines.length - 1;
  while (end > 0 && lines[end].trim() === '') end--;
  // The file ends in another include: that directive's line leads on to the next file.
  if (/^include::/.test(lines[end] ?? '')) return end;
  let start = end;
  while (start > 0 && lines[start - 1].trim() !== '') start--;
  return start;
}

async function loadOrRefuse<T>(run: () => Promise<T>, refusal: () => RenderFailure | undefined): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw refusal() ?? error;
  }
}
