import { fileText } from '../config/nearest-book-file';
import { findBookToml } from '../config/mdbook-book-toml';
import { mkdocsWebMath, webMathOf } from '../sources/web-math';
import { splitFrontMatter } from '../sources/markdown-front-matter';
import { separateEquationLabels } from './equation-labels';
import { settleBylines } from './page-bylines';
import { inLeanpubManuscript } from '../paths/leanpub-resources';
import { isMetadataFile } from '../config/pandoc-metadata-file';
import { pandocBuildOf } from '../config/pandoc-command-files';
import { labelPlatformVariants } from './platform-variants';
import {
  DomNode,
  element,
  text,
  ElementNode,
  findElements,
  replaceElements,
  isHeading,
  serializeHtml,
  walkElements,
  hasClass,
  isBlank,
  forEachText,
  textContent,
} from '../dom/html-dom';
import { extensionOf, normalizeRepoPath, resolveFromFile } from '../paths/repo-path';
import { includeDirectiveLines, opensWithInclude } from '../sources/mdbook-includes';
import {
  listedBySummaryMd,
  unnumberedByOutline,
  numbersEveryChapter,
  numberedByMdBook,
  readSummaryNesting,
  SummaryNesting,
  SummaryPage,
} from '../sources/summary-nesting';
import { openSummaryParts, summaryGroupParts, summaryPartElement } from './summary-parts';
import { urlScheme } from '../dom/sanitize';
import { BookMetadataKey, BookSource, FIXED_SOURCE_DATE, PlatformConfig, RenderFailure } from '../types';
import { AssetCollector } from './asset-collector';
import {
  isDocbookSource,
  noReadableSourceFailure,
  UnknownSource,
  unknownSource,
  unknownSourceWarning,
  groupUnknownSourceWarnings,
} from './unknown-sources';
import { ReadBudget } from '../limits/read-budget';
import { formatBytes } from '../limits/book-limits';
import {
  BookAsset,
  BookModel,
  BuildBookModelOptions,
  Division,
  DivisionKind,
  SectionEntry,
  WrittenPageSize,
  XrefTarget,
} from './book-model';
import {
  firstHeading,
  headingLevel,
  isDiscreteHeading,
  MovedIntoDivision,
  splitIntoDivisions,
  type RawDivision,
  type SplitOptions,
  shiftHeadings,
  typeByTitle,
  readsAsIntroduction,
} from './divisions';
import { highlightCodeBlocks } from './highlight-code';
import { numberCodeLines } from './code-line-numbers';
import { typographicQuotes } from '../typography/typographic-quotes';
import { readmeTitle } from './readme-title';
import { keepCodeIndentation } from './code-indentation';
import { substituteInlineFonts } from './inline-fonts';
import { dropPastedPageColours } from './pasted-page-colours';
import { takeUnfilledFields, templatePlaceholderWarnings } from './template-placeholders';
import { lowContrastWarnings } from '../epub/content-audit';
import { Docinfo, readDocinfo } from './book-docinfo';
import { locationOf } from './source-locations';
import {
  dropAppendixWord,
  dropWrittenLabel,
  writtenAppendixLetter,
  appendixLetterOfEntry,
  hasWrittenAppendixLabel,
  isCollectiveAppendixTitle,
  openAppendixWithIntroduction,
  splitAppendixCollections,
} from './appendix-collections';
import { IdRegistry, slugify } from './ids';
import { convertSource, SourceFormat, sourceFormatOf } from './read-source';
import { BodyInclude, includedBeforeKind, includedText, pandocBodyIncludes } from './pandoc-body-includes';
import { plainHtmlHeadingLevels } from './html-heading-levels';
import type { AsciidocBackend, AsciidocDialect, ListedAmong } from '../sources/asciidoc';
import { readAsciidocDialect } from '../sources/asciidoc-dialect';
import { writesMarkua } from '../sources/markua-blocks';
import { compatGarbledWarnings } from '../sources/asciidoc-compat-garbled';
import { ID_ALIASES, markdownHeadingLevels, titledByFrontMatter } from '../sources/markdown';
import { takeNameFromSubtitle } from './label-only-titles';
import { restartedCount } from './numeral-restarts';
import { leaveOutPageContents } from './page-contents-lists';
import { groupPageNavigationWarnings, leaveOutPageNavigation } from './page-navigation-lines';
import { keepCitedEntries } from './cited-bibliography';
import { formatPandocCitations } from './pandoc-citations';
import { labelStatements, numberStatements, statementWordsFor, titleSolutions } from './statement-labels';
import { labelAdmonitions } from './admonition-labels';
import { tidyFigures } from './tidy-figures';
import { liftIndexTermsOutOfLinks } from './index-terms-in-links';
import { includedFileTargets } from './included-file-targets';
import { contentsTitledChapters } from './contents-titled-chapters';
import { repairContentModel } from './content-model';
import { repeatNotesFromOtherDivisions } from './footnote-refs';
import { referencesToNotes } from './links-to-notes';
import { fillAtlasPlaceholders } from './atlas-placeholders';
import { DirectiveWarnings, groupDirectiveWarnings, warnAboutTemplateMarkup } from './template-tags';
import { warnAboutEscapedMarkup } from './escaped-markup';
import { withoutEchoes, withoutHiddenRangeEnds, withoutUnmadeTargets } from './echoed-warnings';
import { joinCjkLines } from '../typography/cjk-line-joins';
import { CjkLetterCount } from '../typography/japanese-text';
import { AlphabetLanguage, AlphabetLetterCount } from '../typography/alphabet-language';
import { NOT_PROSE, ProseWordCount, primaryLanguage } from '../typography/prose-language';
import {
  BOOK_WORDS_MARK,
  CONTENTS_DEPTH_MARK,
  PAGE_SIZE_MARK,
  UNNUMBERED_CHAPTER_MARK,
  UNNUMBERED_PART_MARK,
  WORD_ATTRIBUTE_NAMES,
} from '../sources/asciidoc-htmlbook';
import { MAX_CONTENTS_DEPTH, readMetadataContents } from './contents-depth';
import { asksForNumberedSections } from './pandoc-metadata-blocks';
import { BookMatter, markerFileMatter, matterAt, matterDirectives } from './book-matter';
import { BookWarning, locationText, warning } from '../warnings';
import { authorNumberedKinds, numberCaptions } from './number-captions';
import { numberEquationsByChapter } from './chapter-equation-numbers';
import { openDisclosures, summarizeDisclosures } from './open-disclosures';
import { showGitBookTableColumns } from './gitbook-table-columns';
import { resolveMediaSources } from './media-sources';
import { resolveReferences } from './resolve-references';
import { quartoImageExtension } from '../sources/quarto-image-extension';
import { linkHeaderReferences } from './header-reference-links';
import { IndexTermCollector } from './index-terms';
import { warnSeeTargetsWithoutEntry } from './index-see-targets';
import { titleText } from './title-text';
import { titleMarkup } from './title-markup';
import { takeReferenceText } from './reference-texts';
import { buildToolImagesAdvice, imagesFolderCandidates } from './build-tool-images';
import { takeStyleNamedSections } from './style-named-sections';
import { anchorsInCode } from './anchors-in-code';
import { BookLabels, hasOwnLabels, labelsFor, numberedLabel } from './labels';
import { labelTaskBoxes } from './task-box-labels';
import { labelVersion } from './version-label';
import { declaredFontFamilies, substituteThemeFonts } from '../theme/theme-fonts';
import { BookMetadata, mergeMetadata, metadataFromFrontMatter } from './book-metadata';
import { titlePageTitleWarnings } from './title-page-title';
import { applyLayoutMetadata, atlasLayoutMetadata } from './atlas-layout-metadata';
import {
  RunningTitle,
  runningTitleWarnings,
  takeRunningTitle,
  titleFromRunningTitles,
} from './running-titles';
import { closedThemeCss } from '../theme/unclosed-css';
import { captionLabelRules } from '../theme/caption-label-rules';
import { printOnlyImageWarnings } from './theme-print-only-images';
import { SourceLocation } from '../warnings';
import { asksPrintBreak, isPictureFigure } from './page-breaks';
import { groupMissingAltWarnings } from './missing-alt-text';
import { utf8Source } from './text-encoding';
import { plainSpacesInCode } from './code-spaces';
import { groupUnreadAttributeWarnings } from '../sources/markdown-block-attributes';
import {
  groupImagesdirElsewhereWarnings,
  groupImagesElsewhereWarnings,
  groupLetterCaseWarnings,
} from './images-elsewhere';
import { groupLinksBesideBook } from './links-beside-book';
import { groupRemoteImageWarnings } from './remote-images';
import { groupEmbedifyWarnings } from '../sources/mdbook-embedify';
import { groupRepeatedWarnings } from '../warning-groups';
import { groupUnknownElementWarnings } from './unknown-element-groups';
import { groupMdxComponentWarnings } from '../sources/mdx-syntax';
import { groupMendedIdLinks } from './mended-id-links';
import { masterDocumentHint, unlistedMasterDocuments } from '../config/master-documents';
import { letterNumeral, romanNumeral } from '../typography/numerals';
import { bookOutline, outlineAdvice } from '../config/outline-files-hint';
import { hasBookdownAppendixLine } from '../sources/bookdown-headings';
import { hasLatexAppendix } from '../sources/pandoc-raw-blocks';
import { sameNameSources } from '../paths/renamed-sources';
import { asciidoctorExportHint, indexedAsciidoctorExports } from './asciidoctor-exports';
import { collectCharacterSources } from './character-sources';
import { convertWithCache } from '../cache/cached-conversion';
import { fileExists } from '../paths/file-exists';
import { numberedTitle, numberSections, SectionNumber, showSectionNumbers } from './section-numbers';
import {
  HeadingWithReference,
  holdsReference,
  retitleHeadings,
  titleAfterLabel,
} from './headings-with-references';
import { idFromAnchorName } from './named-anchors';
import { languageName, markOtherLanguageSections } from './other-language-sections';
import { classifyNonAriaRoles } from './non-aria-roles';
import { listingWidthsOf } from './listing-widths';
import { hiddenByTheme, printedRules } from '../theme/hidden-elements';
import { insetsByTheme } from '../theme/theme-insets';
import { digitsOf } from '../typography/native-digits';
import { textDirection } from '../typography/text-direction';
import { setListingsLeftToRight } from './listing-directions';
import {
  CHAPTER_WORDS,
  CJK_CHAPTER_LABEL,
  CJK_PART_LABEL,
  PART_WORDS,
  numbersOwnChapters,
  ownNumberOpening,
  numbersOwnParts,
  writtenChapterNumber,
  writtenPartNumber,
} from './written-chapter-numbers';
import { FileOpening, leaveOutRepeatedOpenings } from './repeated-openings';
import { SHORT_UNDERLINE } from '../sources/rst-short-underlines';
import { FileClosing, leaveOutRepeatedClosings } from './repeated-closings';

/** Per source file: ids it defined that had to be renamed, so its own links still find them. */
type LocalRenames = Map<string, Map<string, string>>;

interface WorkingDivision {
  kind: DivisionKind;
  /** Split at a heading: its kind may still come from its title (see typeByTitle). */
  untyped?: boolean;
  /** A Markdown file of sections below the book's chapter level, read as one division (see splitIntoDivisions). */
  belowChapters?: boolean;
  /** The title of the sections its file opens with, before this chapter's title (see splitIntoDivisions). */
  afterOpeningSection?: ElementNode;
  element: ElementNode;
  sourceFile: string;
  part?: WorkingDivision;
  id: string;
  title: string;
  label?: string;
  number?: string;
  /** The letter or number the author's title gave the appendix ("Appendix B: …"), before the book's own replaced it. */
  writtenNumber?: string;
  /** A title that was the division's label alone ("Chapter 1"), its name taken from the heading below it. */
  labelOnlyTitle?: string;
  /** A part titled by a part title of the book's SUMMARY.md: printed as written, numbered only as its title is. */
  summaryPartTitle?: true;
  sections: SectionEntry[];
  /** Who wrote the chapter, as its byline names them (an edited volume's): the contents print it under its title. */
  byline?: string;
}

/** What an untitled division is called, in the book's language. */
function defaultTitles(labels: BookLabels): Partial<Record<DivisionKind, string>> {
  return {
    preface: labels.preface,
    foreword: labels.foreword,
    introduction: labels.introduction,
    afterword: labels.afterword,
    acknowledgments: labels.acknowledgments,
    conclusion: labels.conclusion,
    titlepage: labels.titlepage,
    halftitlepage: labels.halftitlepage,
    'copyright-page': labels.copyright,
    dedication: labels.dedication,
    colophon: labels.colophon,
    glossary: labels.glossary,
    bibliography: labels.bibliography,
    toc: labels.contents,
    index: labels.index,
  };
}

/** Each format's AsciiDoc backend, as the book's own toolchain names it (MOBI is made from the EPUB). */
const ASCIIDOC_BACKENDS: Record<NonNullable<BuildBookModelOptions['format']>, AsciidocBackend> = {
  html: 'html5',
  pdf: 'pdf',
  epub: 'epub3',
  mobi: 'epub3',
};

/** The groupings of the book's warnings, in the order they apply: each sees what the ones before it left. */
const WARNING_GROUPERS: readonly ((warnings: readonly BookWarning[]) => BookWarning[])[] = [
  groupLetterCaseWarnings,
  groupImagesdirElsewhereWarnings,
  groupImagesElsewhereWarnings,
  groupMissingAltWarnings,
  groupMendedIdLinks,
  groupRemoteImageWarnings,
  groupUnreadAttributeWarnings,
  groupUnknownElementWarnings,
  groupUnknownSourceWarnings,
  groupMdxComponentWarnings,
  groupRepeatedWarnings,
];

/** Reads every listed source and builds the normalized book that all formats render. */
export async function buildBookModel(
  repository: BookSource,
  config: PlatformConfig,
  options: BuildBookModelOptions,
): Promise<BookModel> {
  const budget = new ReadBudget(repository, options.limits);
  const warnings: BookWarning[] = [];
  const budgeted = utf8Source(budget.asSource(), warnings);
  const directiveWarnings: DirectiveWarnings = new Map();
  const divisions: WorkingDivision[] = [];
  /** What files printed above their first titles: a banner every page repeats is left out (repeated-openings.ts). */
  const openings: FileOpening[] = [];
  /** The lines of each Markdown file holding an include directive: what they bring is no footer of its own. */
  const includeLines = new Map<string, Set<number>>();
  const fileTargets = new Map<string, WorkingDivision>();
  const runningTitles: RunningTitle[] = [];
  /** The listed files read as DocBook, whose books have an index only where they write <index/>. */
  const docbookFiles = new Set<string>();
  let coverCandidate: CoverCandidate | undefined = config.cover
    ? { ...metadataLocation(config, 'cover'), src: `/${config.cover}`, written: config.cover }
    : undefined;

  const atlasProject = config.configFile === 'atlas.json';
  // An Atlas project (atlas.json) is AsciiDoc as Atlas read it: O'Reilly's legacy syntax, `+text+` constant width;
  // unless the book's text plainly says otherwise (see readAsciidocDialect).
  const asciidoc = await readAsciidocDialect(options.bookFiles ?? config.files, budgeted, atlasProject);
  if (asciidoc.warning) warnings.push(asciidoc.warning);
  const notes = asciidoc.note === undefined ? [] : [asciidoc.note];
  warnings.push(
    ...(await compatGarbledWarnings(
      asciidoc.garbled,
      atlasProject ? 'atlas.json implies' : 'its +text+ spans say',
    )),
  );
  const bookTitle = config.title?.trim() || undefined;
  const listedFiles = options.bookFiles ?? config.files;
  const markdown = await readChapterLevel('markdown', listedFiles, budgeted, (text) =>
    markdownHeadingLevels(text, bookTitle),
  );
  const plainHtml = await readChapterLevel('htmlbook', listedFiles, budgeted, plainHtmlHeadingLevels);
  const pagesTitledByFrontMatter = [...markdown.texts.values()].some((bytes) =>
    titledByFrontMatter(bytes.toString('utf8').replace(/^\uFEFF/, ''), bookTitle),
  );
  const chapterLevels: Partial<Record<SourceFormat, number>> = {
    ...(markdown.level !== undefined ? { markdown: markdown.level } : {}),
    ...(plainHtml.level !== undefined ? { htmlbook: plainHtml.level } : {}),
  };
  // The conversion reads those files again: from memory, counted once.
  const source: BookSource = {
    ...budgeted,
    readFile: async (path) =>
      asciidoc.texts.get(path) ??
      markdown.texts.get(path) ??
      plainHtml.texts.get(path) ??
      budgeted.readFile(path),
  };
  const dialect: AsciidocDialect = {
    legacy: asciidoc.legacy,
    sectionIds: asciidoc.sectionIds,
    ...(atlasProject ? { atlas: true } : {}),
    ...(asciidoc.masterAttributes ? { attributes: asciidoc.masterAttributes } : {}),
    ...(options.format ? { backend: ASCIIDOC_BACKENDS[options.format] } : {}),
    ...(options.sourceDate ? { date: options.sourceDate } : {}),
  };
  const metadataFiles = config.files.flatMap((listed) => {
    const normalized = normalizeRepoPath(listed);
    return normalized.ok && isMetadataFile(normalized.path) ? [normalized.path] : [];
  });
  // A Markdown book its Makefile builds with pandoc (Category Theory for Programmers, with no metadata file listed)
  // is written in pandoc's Markdown.
  const pandocBuild = markdown.texts.size > 0 ? await pandocBuildOf(budgeted) : undefined;
  const pandocBuilt = pandocBuild?.files.some((file) => markdown.texts.has(file)) ?? false;
  // mdBook's rules for a page (a Rust listing's hidden lines) are for an mdBook book's pages, not every Markdown book's.
  const mdBook = (await findBookToml(listedFiles, budgeted)) !== undefined;
  // GitBook shows a synced page's (a .gitbook.yaml book's) front matter description under its title; an older
  // GitBook's is for search engines.
  const gitSync = markdown.texts.size > 0 && (await fileText(budgeted, '.gitbook.yaml')) !== undefined;
  // An MkDocs book's math is read as its site's MathJax reads it, decided once for the book from its mkdocs.yml, for
  // the pages of its docs_dir (a pandoc book beside the docs site keeps its own reading).
  const webMath = markdown.texts.size > 0 ? await mkdocsWebMath(budgeted) : undefined;
  // Leanpub reads a whole manuscript in one of its two dialects: a file that writes Markua's syntax says which.
  const markua = [...markdown.texts].some(
    ([path, bytes]) => inLeanpubManuscript(path) && writesMarkua(bytes.toString('utf8')),
  );
  // A Markdown book's summary is read before its files: a page SUMMARY.md names is titled by it (see divisions.ts).
  const markdownSummary = listedFiles.some((file) => sourceFormatOf(file) === 'markdown')
    ? await readSummaryNesting(listedFiles, source)
    : undefined;
  let matter: BookMatter = 'main';
  const unknownSources: UnknownSource[] = [];
  let appendixesFollow = false;
  for (const [index, listed] of config.files.entries()) {
    options.signal?.throwIfAborted();
    const normalized = normalizeRepoPath(listed);
    if (!normalized.ok) {
      throw new RenderFailure(
        `The book's files list an invalid path "${listed}" (files[${index}]): it ${normalized.reason}. ` +
          'Use a path relative to the repository root, inside the repository.',
      );
    }
    const path = normalized.path;
    const bytes = await readListedFile(source, path, budget);
    if (bytes === null) throw await missingListedFiles(repository, config, index);
    const format = sourceFormatOf(path) ?? (isDocbookSource(path, bytes) ? 'docbook' : null);
    if (format === 'docbook') docbookFiles.add(path);
    // The book's metadata file is read with its config (see applyMetadataFiles): it has no text to print.
    if (!format && isMetadataFile(path)) continue;
    // Leanpub's frontmatter.txt and its kin are no chapters to read: each says where a division of the book begins.
    const marker = format ? undefined : markerFileMatter(path, bytes);
    if (marker !== undefined) {
      matter = marker;
      continue;
    }
    if (!format) {
      const skipped = unknownSource(path, bytes);
      unknownSources.push(skipped);
      warnings.push(warning('source', path, unknownSourceWarning(skipped)));
      continue;
    }
    const pageWebMath = webMathOf(path, webMath);
    const reading: AsciidocDialect =
      format === 'asciidoc'
        ? { ...dialect, among: listedAmong(path, options.bookFiles ?? config.files, config) }
        : format === 'markdown'
          ? {
              ...dialect,
              ...(metadataFiles.length > 0 ? { metadataFiles } : {}),
              ...(pandocBuilt ? { pandocBuilt } : {}),
              ...(mdBook ? { mdBook } : {}),
              ...(gitSync ? { gitSync } : {}),
              ...(markua ? { markua } : {}),
              ...(pageWebMath ? { webMath: pageWebMath } : {}),
            }
          : dialect;
    const converted = options.cache
      ? await convertWithCache(
          path,
          bytes,
          format,
          source,
          (recording) => convertSource(path, bytes, format, recording, reading, bookTitle),
          options.cache,
          {
            legacy: reading.legacy,
            sectionIds: reading.sectionIds,
            ...(reading.atlas ? { atlas: true } : {}),
            ...(reading.attributes ? { attributes: reading.attributes } : {}),
            ...(reading.among ? { among: reading.among } : {}),
            ...(reading.metadataFiles ? { metadataFiles: reading.metadataFiles } : {}),
            ...(reading.pandocBuilt ? { pandocBuilt: true } : {}),
            ...(reading.mdBook ? { mdBook: true } : {}),
            ...(reading.gitSync ? { gitSync: true } : {}),
            ...(reading.markua ? { markua: true } : {}),
            ...(reading.webMath ? { webMath: reading.webMath } : {}),
            ...(format === 'markdown' && bookTitle ? { bookTitle } : {}),
          },
          { backend: reading.backend, date: (reading.date ?? FIXED_SOURCE_DATE).toISOString() },
        )
      : await convertSource(path, bytes, format, source, reading, bookTitle);
    warnings.push(...converted.warnings);
    converted.nodes = fillAtlasPlaceholders(converted.nodes, config, path, warnings, format !== 'htmlbook');
    converted.nodes = labelPlatformVariants(converted.nodes);
    if (format === 'markdown') {
      const navigation = leaveOutPageNavigation(converted.nodes, path);
      const contents = leaveOutPageContents(navigation.nodes, path);
      converted.nodes = contents.nodes;
      warnings.push(...navigation.warnings, ...contents.warnings);
    }
    if (config.templating !== false)
      warnAboutTemplateMarkup(converted.nodes, path, warnings, directiveWarnings);
    warnAboutEscapedMarkup(converted.nodes, path, warnings);
    joinCjkLines(converted.nodes);
    const coverFigure = takeCoverFigure(converted);
    if (coverFigure !== undefined && coverCandidate === undefined)
      coverCandidate = { file: path, ...coverFigure };
    const moved: MovedIntoDivision[] = [];
    const raw = splitIntoDivisions(converted.nodes, moved, {
      ...(chapterLevels[format] !== undefined ? { chapterLevel: chapterLevels[format] } : {}),
      ...(format === 'markdown' && pagesTitledByFrontMatter ? { pagesTitledByFrontMatter } : {}),
      ...(format === 'markdown' ? summaryPageOf(markdownSummary?.get(path)) : {}),
    });
    warnings.push(...movedContentWarnings(moved, path));
    // bookdown's `# (APPENDIX)` line, or LaTeX's `\appendix`, with no chapter after it in its file makes the next
    // file's chapters appendixes.
    const markdownText = format === 'markdown' ? bytes.toString('utf8') : undefined;
    const opensAppendixes =
      markdownText !== undefined && (hasBookdownAppendixLine(markdownText) || hasLatexAppendix(markdownText));
    if (markdownText !== undefined) includeLines.set(path, includeDirectiveLines(markdownText));
    const firstChapter = raw.find((division) => division.kind === 'chapter');
    if (appendixesFollow && firstChapter) {
      firstChapter.kind = 'appendix';
      firstChapter.element.attrs.set('data-type', 'appendix');
      delete firstChapter.untyped;
      appendixesFollow = false;
    }
    if (opensAppendixes && !raw.some((division) => division.kind === 'appendix')) appendixesFollow = true;
    // A page header the author includes above each title (bevy-cheatbook's `{{#include ../include/header013.md}}`,
    // its Bevy version, differing between groups of pages) is the page's own text, printed as mdBook shows it: no
    // site's banner to leave out, and no mistake to warn of.
    const includedOpening = mdBook && markdownText !== undefined && opensWithInclude(markdownText);
    for (const opening of includedOpening ? [] : textBeforeTitleOpenings(raw, path)) {
      warnings.push(opening.warning);
      openings.push(opening);
    }
    // Parts are found by index in `raw`: a file with parts keeps every division where it is.
    const runningTitle =
      format === 'markdown' && raw.every((d) => d.partIndex === undefined)
        ? takeRunningTitle(path, raw)
        : undefined;
    if (runningTitle) runningTitles.push(runningTitle);
    const coverPage = coverCandidate === undefined ? imageOnlyCover(raw, divisions) : undefined;
    if (coverPage !== undefined) {
      coverCandidate = { file: path, ...coverPage };
      continue;
    }
    const directives = markdownText !== undefined ? matterDirectives(markdownText) : [];
    // A file holding only `{frontmatter}` (Leanpub's frontmatter.txt) says where the book's divisions begin.
    if (
      raw.length === 0 &&
      coverFigure === undefined &&
      directives.length === 0 &&
      !opensAppendixes &&
      !(format === 'markdown' && holdsOnlyBookMetadata(bytes, bookTitle))
    )
      warnings.push(warning('source', path, 'the file has no content'));
    const made: WorkingDivision[] = [];
    for (const division of raw) {
      // Every format writes the contents and the index itself: what a book wrote in them (a hand-made
      // list, its links and letter groups) is never shown, so only their title is kept.
      if (division.kind === 'toc' || division.kind === 'index') {
        const title = firstHeading(division.element);
        division.element.children = title ? [title] : [];
      }
      made.push({
        kind: division.kind,
        ...(division.untyped ? { untyped: true } : {}),
        ...(division.belowChapters ? { belowChapters: true } : {}),
        ...(division.afterOpeningSection ? { afterOpeningSection: division.afterOpeningSection } : {}),
        ...(division.labelOnlyTitle !== undefined ? { labelOnlyTitle: division.labelOnlyTitle } : {}),
        element: division.element,
        sourceFile: path,
        part: division.partIndex === undefined ? undefined : made[division.partIndex],
        id: '',
        title: '',
        sections: [],
      });
    }
    for (const division of made) {
      const line = (firstHeading(division.element) ?? division.element).loc?.line;
      // Leanpub numbers only the main matter's chapters and parts (thejsway's front matter "Introduction" part).
      const outsideMain = matterAt(directives, line, matter) !== 'main';
      if (division.kind === 'chapter' && outsideMain) division.element.attrs.set(UNNUMBERED_CHAPTER_MARK, '');
      if (division.kind === 'part' && outsideMain) division.element.attrs.set(UNNUMBERED_PART_MARK, '');
    }
    matter = matterAt(directives, undefined, matter);
    for (const division of made.filter(isHidden)) {
      if (division.part && isHidden(division.part)) continue;
      const heading = firstHeading(division.element);
      warnings.push(
        warning(
          'source',
          division.element.loc ?? path,
          `the ${division.kind}${heading ? ` "${titleText(heading)}"` : ''} has the hidden attribute: ` +
            'it is left out of every format (remove the attribute to print it)',
        ),
      );
    }
    const shown = made.filter((d) => !isHidden(d));
    if (shown.length > 0 && !fileTargets.has(path)) fileTargets.set(path, shown[0]);
    divisions.push(...shown);
  }
  // pandoc prints the metadata's include-before text before the body (BookFun's copyright and licence line).
  const markdownDialect: AsciidocDialect = {
    ...dialect,
    ...(metadataFiles.length > 0 ? { metadataFiles } : {}),
  };
  const includes = await pandocBodyIncludes(source, metadataFiles, firstMarkdownFile(config.files));
  const before: DomNode[] = [];
  for (const include of includes.before)
    before.push(...(await readBodyInclude(include, source, markdownDialect, bookTitle, warnings)));
  if (includes.before.length > 0) divisions.unshift(...includedDivisions(before, includes.before));
  leaveOutRepeatedOpenings(openings, warnings);
  leaveOutRepeatedClosings(lastDivisionsOfMarkdownFiles(divisions, includeLines), warnings);
  warnings.splice(0, warnings.length, ...groupPageNavigationWarnings(warnings));
  warnings.splice(0, warnings.length, ...groupDirectiveWarnings(warnings, directiveWarnings));
  warnings.splice(0, warnings.length, ...groupEmbedifyWarnings(warnings));
  // Read only for a book with Markdown files a summary may place otherwise than their headings do.
  const summaryNesting =
    markdownSummary ??
    (divisions.some((d) => d.belowChapters) || hasFileOfSeveralChapters(divisions)
      ? await readSummaryNesting(listedFiles, source)
      : new Map<string, SummaryPage>());
  // A pandoc book that asks for numbered sections numbers its `# Introduction` as its PDF does.
  const pandocNumbered = markdown.texts.size > 0 && (await asksForNumberedSections(config.files, source));
  const { front: retyped, loose } = typeByTitle(
    divisions,
    (division) => {
      const heading = firstHeading(division.element);
      return heading ? titleText(heading) : '';
    },
    (division) => collapseWhitespace(textContent(division.element.children)),
    [bookTitle, titleFromRunningTitles(runningTitles)].filter((title) => title !== undefined),
    (division) => readsAsIntroduction(division.element),
    // Unnumbered: pandoc's `{-}`, a page a summary lists outside its lists (Jupyter Book's root, mdBook's prefix), and
    // one in a Jupyter Book part left unnumbered.
    (division) =>
      division.element.attrs.has(UNNUMBERED_CHAPTER_MARK) ||
      unnumberedByOutline(summaryNesting, division.sourceFile),
    (division) =>
      numbersEveryChapter(division.sourceFile, summaryNesting) ||
      (pandocNumbered && sourceFormatOf(division.sourceFile) === 'markdown'),
    (division) => numberedByMdBook(division.sourceFile, summaryNesting),
  );
  // The language the book's labels will be in: a `:lang:` in the document counts as the config's does.
  // A walk over the book's text: only when a file needs it.
  let earlyLanguage: string | undefined;
  const earlyLang = () =>
    (earlyLanguage ??= bookLanguage(config.lang?.trim() || declaredLanguage(divisions), divisions).lang);
  let early: ReturnType<typeof labelsFor> | undefined;
  const earlyLabels = () => (early ??= labelsFor(earlyLang()));
  const asides =
    options.keepFilesApart === true
      ? new Set<WorkingDivision>()
      : joinUntitledAsides(divisions, fileTargets, earlyLabels(), warnings);
  for (const division of retyped.filter((d) => !asides.has(d))) {
    // Named as the contents list it, in the book's language: JS Primer was told "Preface" of its まえがき.
    warnings.push(
      warning(
        'source',
        firstPlace(division),
        `the file has no title, before the book's first chapter: it is printed as ${
          division.kind === 'copyright-page' ? 'the copyright page' : 'an untitled preface'
        }, unnumbered and ${
          division.kind === 'copyright-page' ? 'not in the contents' : `listed as "${earlyLabels().preface}"`
        }; ` + `give it a title (${titleWrittenIn(division.sourceFile)}) to make it a chapter of its own`,
      ),
    );
  }
  warnings.push(
    ...contentsTitledChapters(divisions, (division) => division.element.loc ?? { file: division.sourceFile }),
  );
  // A page's later # headings join the page before the page is nested: nested first, they stayed chapters of their own.
  if (options.keepFilesApart !== true)
    keepSummaryPagesWhole(divisions, fileTargets, summaryNesting, warnings, chapterLevels.markdown);
  const nestedPageTitles =
    options.keepFilesApart === true
      ? new Map<string, ElementNode>()
      : nestSummaryPages(divisions, fileTargets, summaryNesting);
  const sectionFileTitles = joinSectionFiles(
    divisions,
    fileTargets,
    options.keepFilesApart === true,
    summaryNesting,
  );
  warnings.push(...openingSectionWarnings(divisions, sectionFileTitles));
  const summaryTitled = titleBySummary(divisions, summaryNesting);
  for (const division of divisions.filter((d) => d.belowChapters)) {
    // A page SUMMARY.md lists is one page whatever its headings' level, as GitBook and mdBook show it: yeasy's
    // docker_practice opens CONTRIBUTING.md with `## 如何贡献`, and was told to write its headings as chapters.
    if (listedBySummaryMd(summaryNesting.get(division.sourceFile))) continue;
    const heading = firstHeading(division.element);
    const format = sourceFormatOf(division.sourceFile);
    const level = format ? chapterLevels[format] : undefined;
    if (!heading || level === undefined) continue;
    const title = titleText(heading);
    const chapterMark = format === 'markdown' ? '#'.repeat(level) : `<h${level}>`;
    // Appendixes are lettered as chapters are numbered.
    const printed =
      division.kind === 'chapter'
        ? 'a chapter'
        : division.kind === 'appendix'
          ? 'an appendix'
          : `unnumbered ${division.kind === 'preface' ? 'front matter' : division.kind}`;
    // A file whose chapters begin further down (Mostly Adequate Guide's README opens with `## About this book`):
    // only the part above its first chapter heading has none.
    const partOfFile = divisions.some((d) => d !== division && d.sourceFile === division.sourceFile);
    const lacking = partOfFile
      ? `this file's text above its first ${chapterMark} heading opens with a lower one`
      : 'this file has none';
    warnings.push(
      warning(
        'source',
        heading.loc ?? division.sourceFile,
        `the book's chapters are ${chapterMark} headings and ${lacking}: it is printed as one division, ` +
          (summaryTitled.has(division)
            ? `${printed} titled "${title}" as SUMMARY.md names it, its headings sections of it; `
            : `${printed} titled "${title}", its other headings sections of it (${filesReader(
                division.sourceFile,
                "as pandoc reads the book's files run together",
              )}); `) +
          `to make each of its headings a chapter, write them as ${chapterMark} headings`,
        title,
      ),
    );
  }
  const joined = joinLooseText(divisions, loose, fileTargets, warnings, options.keepFilesApart === true);
  // Loose text a preview keeps apart is printed in the chapter before it, as its warning says: no chapter of its own.
  warnings.push(...untitledChapterWarnings(divisions.filter((d) => !joined.has(d))));
  const docinfo = await readDocinfo(source, config.files);
  if (docinfo) warnings.push(...docinfo.warnings);
  // A preview of one file shows that file alone.
  if (
    docinfo?.copyrightPage &&
    !options.keepFilesApart &&
    !divisions.some((d) => d.kind === 'copyright-page')
  )
    divisions.unshift({
      kind: 'copyright-page',
      element: docinfo.copyrightPage,
      sourceFile: docinfo.file,
      id: '',
      title: '',
      sections: [],
    });
  copyrightAfterTitlePage(divisions);
  splitAppendixCollections(divisions, (from, element) => ({ ...from, element, sections: [] }));
  leaveOutAppendixDividers(divisions, fileTargets, warnings);
  appendixesByWrittenLabel(divisions, summaryNesting);
  namesBelowLabelOnlyTitles(divisions);
  const headingTitle = (division: WorkingDivision) => {
    const heading = firstHeading(division.element);
    return heading ? titleText(heading) : '';
  };
  openSummaryParts(
    divisions,
    summaryGroupParts(divisions, summaryNesting, headingTitle),
    headingTitle,
    (title, before, where) => ({
      kind: 'part',
      element: summaryPartElement(title, where, summaryNesting.get(before.sourceFile)?.partMarkdown),
      sourceFile: before.sourceFile,
      id: '',
      title: '',
      sections: [],
      ...(writtenSummaryPart(summaryNesting, before.sourceFile, title)
        ? { summaryPartTitle: true as const }
        : {}),
    }),
  );
  for (const division of divisions)
    if (division.untyped) division.element.attrs.set('data-type', division.kind);
  attachChaptersToParts(divisions);
  leaveOutExtraContents(divisions, warnings);
  appendIndexForMarkedTerms(divisions, docbookFiles, indexAskedFor(config, options.format));
  if (divisions.length === 0) throw noReadableSourceFailure(unknownSources);

  keepCitedEntries(divisions);
  // Citations are in the book's language, also one read from its text (a French book's "Deb et Trivedi").
  const referenceList = await formatPandocCitations(divisions, config.files, source, earlyLang, warnings);
  if (referenceList) {
    const index = divisions.findIndex((division) => division.kind === 'index');
    divisions.splice(index < 0 ? divisions.length : index, 0, {
      kind: 'bibliography',
      element: referenceList,
      sourceFile: divisions[divisions.length - 1]!.sourceFile,
      id: '',
      title: '',
      sections: [],
    });
  }
  // And its include-after text after the body, the references included, on no page of its own.
  // A generated index or contents prints its own list, not what its division holds: the text goes before it.
  const lastText = divisions.findLast((division) => division.kind !== 'index' && division.kind !== 'toc');
  for (const include of includes.after) {
    const nodes = await readBodyInclude(include, source, markdownDialect, bookTitle, warnings);
    (lastText ?? divisions[divisions.length - 1]!).element.children.push(...nodes);
  }
  separateEquationLabels(divisions.map((division) => division.element));
  const ids = new IdRegistry();
  const idAliases: IdAliases = { book: new Map(), files: new Map() };
  const localRenames = claimAuthorIds(divisions, ids, warnings, idAliases);
  linkHeaderReferences(divisions);
  const { bookWords, contentsDepth: documentContentsDepth, pageSize } = takeDocumentMarks(divisions);
  const language = bookLanguage(config.lang?.trim() || bookWords.lang, divisions);
  const lang = language.lang;
  if (language.alphabet)
    warnings.push(undeclaredLanguageWarning(language.alphabet, config.configFile ?? 'platform.json'));
  else if (lacksOwnWords(lang) && !namesOwnWords(bookWords))
    warnings.push(
      englishWordsWarning(
        language,
        !config.lang?.trim() && bookWords.lang && bookWords.file
          ? { file: bookWords.file }
          : metadataLocation(config, 'lang'),
        divisions.some((division) => sourceFormatOf(division.sourceFile) === 'asciidoc'),
      ),
    );
  markOtherLanguageSections(divisions, lang, config.configFile ?? 'platform.json', warnings);
  const metadataContents = await readMetadataContents(config.files, source, warnings);
  const labels: BookLabels = {
    ...labelsFor(lang),
    ...bookWords.labels,
    ...(metadataContents.title ? { contents: metadataContents.title } : {}),
  };
  const statementWords = statementWordsFor(lang);
  const digits = digitsOf(lang);
  numberAndTitle(divisions, labels, summaryNesting, digits, warnings, bookTitle);
  nameRepeatedTitlesBySummary(divisions, summaryNesting);
  leaveOutIndexTitledTwice(divisions, warnings);
  warnAboutOtherLetters(divisions, warnings);
  const blockLabels = new Map<ElementNode, string>();
  const direction = config.direction ?? textDirection(lang);
  const rightToLeft = direction === 'rtl';
  for (const division of divisions) {
    classifyNonAriaRoles(division.element.children, division.sourceFile, warnings);
    if (rightToLeft) setListingsLeftToRight(division.element.children);
    labelAdmonitions(division.element.children, labels, lang);
    labelStatements(division.element.children, statementWords);
    labelTaskBoxes(division.element.children, labels);
    if (division.kind === 'titlepage')
      division.element.children = labelVersion(division.element.children, labels);
    showGitBookTableColumns(division.element.children);
    summarizeDisclosures(division.element.children, labels.details);
    if (options.format !== undefined && options.format !== 'html') openDisclosures(division.element.children);
    tidyFigures(division.element.children);
    division.element.children = repairContentModel(liftIndexTermsOutOfLinks(division.element.children));
  }
  const authorNumbered = authorNumberedKinds(
    divisions.map((division) => ({ nodes: division.element.children, prefix: captionPrefix(division) })),
  );
  for (const division of divisions) {
    for (const [block, label] of numberCaptions(
      division.element.children,
      captionPrefix(division),
      labels,
      digits,
      authorNumbered,
    ))
      blockLabels.set(block, label);
    for (const [block, label] of numberStatements(division.element.children, captionPrefix(division), digits))
      blockLabels.set(block, label);
    numberEquationsByChapter(division.element.children, sectionNumberPrefix(division), digits);
  }
  titleSolutions(
    divisions.flatMap((division) => division.element.children),
    blockLabels,
    lang,
  );
  const sectionNumbers = new Map<ElementNode, SectionNumber>();
  const cookbook = config.cookbook === true || bookWords.series === 'cookbook';
  const recipes = cookbook ? { introduction: labels.introduction } : undefined;
  for (const division of divisions) {
    for (const [section, number] of numberSections(
      division.element,
      sectionNumberPrefix(division),
      digits,
      recipes,
    ))
      sectionNumbers.set(section, number);
  }
  const contentsDepth = documentContentsDepth ?? metadataContents.depth;
  // The outline lists two levels at least: sections that deep are kept whatever the contents list.
  const sectionDepth = Math.max(2, contentsDepth ?? 0);
  const indexCollector = new IndexTermCollector(ids, warnings);
  const headingsWithReferences: HeadingWithReference[] = [];
  for (const division of divisions)
    assignGeneratedIds(division, ids, indexCollector, sectionNumbers, headingsWithReferences, sectionDepth);
  const indexTerms = indexCollector.finish();
  warnSeeTargetsWithoutEntry(indexTerms, warnings);
  if (indexTerms.length === 0 && divisions.some((d) => d.kind === 'index')) {
    const exports = await indexedAsciidoctorExports(budgeted, config.files);
    leaveOutEmptyIndex(
      divisions,
      warnings,
      asciidoctorExportHint(exports, config.configFile ?? 'platform.json'),
    );
  }
  const divisionFiles = divisions.map((division) => ({
    nodes: [division.element],
    file: division.sourceFile,
  }));
  const styleNamed = takeStyleNamedSections(divisionFiles);
  const codeAnchors = anchorsInCode(divisionFiles);
  const targets = collectTargets(
    divisions,
    blockLabels,
    sectionNumbers,
    headingsWithReferences,
    referenceQuotes(labels, { atlas: atlasProject, cookbook }),
  );
  // After the targets are titled: an xref quotes a section's title without its number unless its style asks.
  showSectionNumbers(sectionNumbers);

  const assets = new AssetCollector(budget);
  const fileTargetIds = new Map([...fileTargets].map(([path, division]) => [path, division.id]));
  for (const [path, title] of [...nestedPageTitles, ...sectionFileTitles]) {
    const id = title.attrs.get('id');
    if (id !== undefined) fileTargetIds.set(path, id);
  }
  for (const [path, id] of includedFileTargets(divisions, fileTargetIds)) fileTargetIds.set(path, id);
  const xrefsTo = new Map<string, (() => void)[]>();
  const linkedIds = new Set<string>();
  const defaultImageExtension = await quartoImageExtension(source, options.format);
  for (const division of divisions) {
    options.signal?.throwIfAborted();
    const resolveReferencesOf = (nodes: DomNode[], file: string) =>
      resolveReferences(nodes, {
        sourceFile: file,
        targets,
        fileTargets: fileTargetIds,
        localIds: localRenames.get(file) ?? new Map(),
        idAliases: { local: idAliases.files.get(file) ?? new Map(), book: idAliases.book },
        filesIds: (other) => ({
          localIds: localRenames.get(other) ?? new Map(),
          idAliases: idAliases.files.get(other) ?? new Map(),
        }),
        assets,
        warnings,
        xrefsTo,
        styleNamed,
        anchorsInCode: codeAnchors,
        linkedIds,
        sectionWord: labels.section,
        ...(defaultImageExtension ? { defaultImageExtension } : {}),
        ...(pandocBuild && pandocBuild.resourcePath.length > 0
          ? { resourcePath: pandocBuild.resourcePath }
          : {}),
      });
    const resolve = async (nodes: DomNode[], file: string) =>
      resolveMediaSources(await resolveReferencesOf(nodes, file), {
        sourceFile: file,
        assets,
        warnings,
        playable: options.format !== 'pdf',
      });
    // Text joined from another file (joinLooseText) resolves its links, images and ids from that file; text joined to
    // that text before it was joined (section files after an untitled file) from its own.
    const resolveWithJoined = async (nodes: DomNode[], file: string): Promise<DomNode[]> => {
      const joined = outermostJoinedText(nodes);
      const joinedContent = joined.map((wrapper) => wrapper.children);
      for (const wrapper of joined) wrapper.children = [];
      const own = await resolve(nodes, file);
      for (const [i, wrapper] of joined.entries())
        wrapper.children = await resolveWithJoined(joinedContent[i]!, wrapper.attrs.get(JOINED_FROM)!);
      return own;
    };
    division.element.children = withoutJoinWrappers(
      await resolveWithJoined(division.element.children, division.sourceFile),
    );
    plainSpacesInCode(division.element.children);
    if (options.syntaxHighlighting !== false) highlightCodeBlocks(division.element.children);
    numberCodeLines(division.element.children, options.format === 'mobi');
    keepCodeIndentation(division.element.children);
  }
  const linksBesideBook = await groupLinksBesideBook(
    withoutHiddenRangeEnds(withoutUnmadeTargets(withoutEchoes(warningsAboutLinkedIds(warnings, linkedIds)))),
    (folder) => assets.hasFolder(folder),
  );
  warnings.splice(
    0,
    warnings.length,
    ...WARNING_GROUPERS.reduce<readonly BookWarning[]>((grouped, group) => group(grouped), linksBesideBook),
  );
  referencesToNotes(divisions);
  repeatNotesFromOtherDivisions(divisions);
  const retitled = retitleHeadings(headingsWithReferences, targets, xrefsTo);
  for (const division of divisions) division.title = retitled.get(division.id) ?? division.title;

  const bookCss = joinCss([
    await loadThemeCss(source, config.theme, warnings, assets),
    ...(options.format ? await loadFormatThemeCss(source, options.format, warnings, assets) : []),
  ]);
  const themeCss = bookCss && joinCss([bookCss, captionLabelRules(bookCss) || undefined]);
  const themeFonts = declaredFontFamilies(themeCss ?? '');
  const printedThemeRules = printedRules(themeCss ?? '');
  const hiddenOnPage = hiddenByTheme(printedThemeRules);
  const themeInsets = insetsByTheme(printedThemeRules);
  const divisionTexts = divisions.map((d) => ({ nodes: d.element.children, file: d.sourceFile }));
  substituteInlineFonts(divisionTexts, themeFonts, warnings);
  dropPastedPageColours(divisionTexts, warnings);
  const unfilledFields = takeUnfilledFields(
    divisions.map((d) => ({ element: d.element, file: d.sourceFile })),
  );
  templatePlaceholderWarnings(
    // The division's own element, not only its children: an AsciiDoc heading is located by its section's line.
    divisions.map((d) => ({ nodes: [d.element], file: d.sourceFile, kind: d.kind })),
    warnings,
    unfilledFields,
  );
  if (options.format === 'epub')
    for (const d of divisions) warnings.push(...lowContrastWarnings(d.element, d.sourceFile));
  const cover = coverCandidate ? await loadCover(coverCandidate, assets, warnings) : undefined;
  const metadata = mergeMetadata(
    config,
    metadataFromFrontMatter(
      divisions.find((d) => d.kind === 'titlepage')?.element,
      divisions.find((d) => d.kind === 'copyright-page')?.element,
    ),
  );
  applyLayoutMetadata(metadata, await atlasLayoutMetadata(source, options.format, warnings), warnings);
  if (docinfo) fillFromDocinfo(metadata, docinfo, divisions);
  const configFile = config.configFile ?? 'platform.json';
  const titlepage = divisions.find((d) => d.kind === 'titlepage');
  const titleWritten = metadataLocation(config, 'title');
  warnings.push(
    ...titlePageTitleWarnings(
      config.title,
      titleWritten,
      titlepage && { element: titlepage.element, file: titlepage.sourceFile },
    ),
  );
  warnings.push(
    ...runningTitleWarnings(
      runningTitles,
      configFile,
      bookTitle !== undefined
        ? { title: bookTitle, from: `title in ${titleWritten.file}` }
        : metadata.title
          ? { title: metadata.title, from: 'its title page' }
          : undefined,
    ),
  );
  settleBylines(divisions, metadata.authors);
  // The config's title is plain text: where the book's own text is set with typographic quotes, so is its title.
  if (setsTypographicQuotes(divisions)) {
    if (metadata.title) metadata.title = typographicQuotes(metadata.title);
    if (metadata.subtitle) metadata.subtitle = typographicQuotes(metadata.subtitle);
  }
  const isbn = config.print_isbn13?.replace(/[\s-]/g, '') ?? metadata.isbn;
  if (isbn !== undefined && !/^97[89]\d{10}$/.test(isbn)) {
    warnings.push(
      warning(
        'metadata',
        undefined,
        `print_isbn13 "${config.print_isbn13}" is not a 13-digit ISBN; a generated identifier is used`,
      ),
    );
  }
  warnings.push(...assets.mislabelledImageWarnings());
  const runningTitle = titleFromRunningTitles(runningTitles);
  const fromReadme = metadata.title || runningTitle ? undefined : await readmeTitle(source, config.files);
  if (fromReadme)
    warnings.push(
      warning(
        'metadata',
        { file: fromReadme.file, line: fromReadme.line },
        `the book names no title (no "title" in ${configFile}, no title page): it is titled "${fromReadme.title}", ` +
          `the first heading of ${fromReadme.file}; set "title" in ${configFile} to title it otherwise`,
      ),
    );
  const listingWidths = divisions.flatMap((d) =>
    listingWidthsOf(d.element, d.sourceFile, hiddenOnPage, themeInsets),
  );
  return {
    title: metadata.title || runningTitle || fromReadme?.title || options.bookName,
    ...optionalStrings(metadata, ['subtitle', 'publisher', 'rights', 'date', 'edition', 'description']),
    lang,
    ...(language.undeclared ? { languageUndeclared: language.undeclared } : {}),
    direction,
    labels,
    authors: metadata.authors,
    ...(isbn && /^97[89]\d{10}$/.test(isbn) ? { isbn } : {}),
    ...(cover ? { cover } : {}),
    // Before the divisions are written out: it takes the lines their listings are written on off them.
    listingWidths,
    divisions: divisions.map(toDivision),
    characterSources: characterSourcesOf(divisions),
    assets: assets.list(),
    indexTerms,
    targets,
    ...(themeCss === undefined ? {} : { themeCss }),
    ...(contentsDepth === undefined ? {} : { contentsDepth }),
    ...(pageSize === undefined ? {} : { pageSize }),
    warnings,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** The words an AsciiDoc book names for its labels (BOOK_WORDS_MARK), its language and its O'Reilly series. */
interface BookWords {
  lang?: string;
  /** The file whose document names them. */
  file?: string;
  /** `:bookseries:` ("cookbook"). */
  series?: string;
  labels: Partial<BookLabels>;
}

/** Labels an AsciiDoc document may name: chapter, part and appendix words, captions, contents, admonitions. */
const NAMEABLE_LABELS = new Set<string>([
  'chapter',
  'appendix',
  'part',
  'contents',
  'figure',
  'table',
  'example',
  'note',
  'tip',
  'warning',
  'caution',
  'important',
]);

/** What AsciiDoc documents tell the whole book through marks on their sections and parts. */
interface DocumentMarks {
  bookWords: BookWords;
  /** The contents depth `:toclevels:` sets. */
  contentsDepth?: number;
  /** The page size `:pdf-page-size:` sets, and the file that sets it. */
  pageSize?: WrittenPageSize;
}

/**
 * The marks AsciiDoc documents leave for the book, taken off: the words the first document that names any (in the
 * book's order) gives the book's labels and language (a book's chapters share one attributes file, or its master
 * document names them), and the contents depth the first chapter marked with `:toclevels:` sets. Only sections
 * and parts carry the marks: nothing below them is looked at.
 */
function takeDocumentMarks(divisions: readonly WorkingDivision[]): DocumentMarks {
  let bookWords: BookWords | undefined;
  let contentsDepth: number | undefined;
  let pageSize: WrittenPageSize | undefined;
  const visit = (el: ElementNode, file: string) => {
    const words = el.attrs.get(BOOK_WORDS_MARK);
    if (words !== undefined) {
      el.attrs.delete(BOOK_WORDS_MARK);
      bookWords ??= { ...readBookWords(words), file };
    }
    const depth = el.attrs.get(CONTENTS_DEPTH_MARK);
    if (depth !== undefined) {
      el.attrs.delete(CONTENTS_DEPTH_MARK);
      contentsDepth ??= Math.min(Number(depth), MAX_CONTENTS_DEPTH);
    }
    const size = el.attrs.get(PAGE_SIZE_MARK);
    if (size !== undefined) {
      el.attrs.delete(PAGE_SIZE_MARK);
      pageSize ??= { size, file };
    }
    for (const child of el.children)
      if (child.type === 'element' && (child.name === 'section' || child.name === 'div')) visit(child, file);
  };
  for (const division of divisions) visit(division.element, division.sourceFile);
  return {
    bookWords: bookWords ?? { labels: {} },
    ...(contentsDepth !== undefined ? { contentsDepth } : {}),
    ...(pageSize !== undefined ? { pageSize } : {}),
  };
}

/** The language a document names for its book (`:lang:`, read from BOOK_WORDS_MARK), leaving the mark in place. */
function declaredLanguage(divisions: readonly WorkingDivision[]): string | undefined {
  for (const division of divisions) {
    const [marked] = findElements([division.element], (el) => el.attrs.has(BOOK_WORDS_MARK));
    const lang = marked && readBookWords(marked.attrs.get(BOOK_WORDS_MARK)!).lang;
    if (lang) return lang;
  }
  return undefined;
}

function readBookWords(mark: string): BookWords {
  const words = JSON.parse(mark) as Record<string, string>;
  const labels = Object.fromEntries(Object.entries(words).filter(([key]) => NAMEABLE_LABELS.has(key)));
  return {
    ...(words['lang'] ? { lang: words['lang'] } : {}),
    ...(words['bookseries'] ? { series: words['bookseries'].toLowerCase() } : {}),
    labels,
  };
}

/** Formats whose files hold the book's text (an HTML file is as often its title page, contents or index). */
const TEXT_FORMATS = new Set(['asciidoc', 'markdown']);

/** What the rest of the listing tells the reading of one listed AsciiDoc file (see ListedAmong). */
function listedAmong(path: string, listing: readonly string[], config: PlatformConfig): ListedAmong {
  const otherTextFiles = listing.some((listed) => {
    const normalized = normalizeRepoPath(listed);
    return (
      normalized.ok && normalized.path !== path && TEXT_FORMATS.has(sourceFormatOf(normalized.path) ?? '')
    );
  });
  return { otherTextFiles, ...(config.title?.trim() ? { bookTitle: config.title.trim() } : {}) };
}

function optionalStrings<K extends keyof BookMetadata>(
  metadata: BookMetadata,
  keys: K[],
): Partial<BookMetadata> {
  const out: Partial<BookMetadata> = {};
  for (const key of keys) {
    const value = metadata[key];
    if (typeof value === 'string' && value) (out as Record<string, string>)[key] = value;
  }
  return out;
}

/**
 * The level of a chapter's title in the book's Markdown, or its plain HTML pages: the shallowest heading any of its
 * files in that format uses (1 when one has a `#` heading), as pandoc reads a book's files run together. Also hands on
 * the texts it read.
 */
async function readChapterLevel(
  format: SourceFormat,
  listed: readonly string[],
  source: BookSource,
  headingLevels: (text: string) => number[],
): Promise<{ level?: number; texts: Map<string, Buffer> }> {
  const texts = new Map<string, Buffer>();
  let level: number | undefined;
  for (const file of listed) {
    const normalized = normalizeRepoPath(file);
    if (!normalized.ok || sourceFormatOf(normalized.path) !== format) continue;
    // A file that cannot be read is the conversion's to report.
    const bytes = await source.readFile(normalized.path).catch(() => null);
    if (bytes === null) continue;
    texts.set(normalized.path, bytes);
    for (const found of headingLevels(bytes.toString('utf8').replace(/^\uFEFF/, '')))
      level = level === undefined ? found : Math.min(level, found);
  }
  return { level, texts };
}

/** A listed source: over its size limit it fails the format, naming the file and the limit. */
async function readListedFile(source: BookSource, path: string, budget: ReadBudget): Promise<Buffer | null> {
  try {
    return await source.readFile(path);
  } catch (error) {
    if (error instanceof RenderFailure && error.name === 'FileTooLarge') {
      throw new RenderFailure(
        `${error.message}: a source file may be at most ${formatBytes(budget.limits.sourceFileBytes)}; ` +
          'split it into several files listed in platform.json',
      );
    }
    throw error;
  }
}

/** Where a division's text starts: its first element's line, else its file. */
function firstPlace(division: WorkingDivision): SourceLocation | string {
  return (
    division.element.children.find((n): n is ElementNode => n.type === 'element')?.loc ?? division.sourceFile
  );
}

/** On the wrapper of text joined to the division of another file: the file it was written in. */
const JOINED_FROM = 'data-octavo-joined-from';

function isJoinedText(node: DomNode): node is ElementNode {
  return node.type === 'element' && node.attrs.has(JOINED_FROM);
}

/** The file a node of `division` was written in: its own, unless it sits in text joined from another (the nearest). */
function writtenIn(division: WorkingDivision, ancestors: readonly ElementNode[]): string {
  const wrapper = ancestors.findLast(isJoinedText);
  return wrapper?.attrs.get(JOINED_FROM) ?? division.sourceFile;
}

/** The wrappers of joined text among the nodes and their descendants, not those inside another wrapper. */
function outermostJoinedText(nodes: DomNode[]): ElementNode[] {
  const found: ElementNode[] = [];
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      if (node.attrs.has(JOINED_FROM)) found.push(node);
      else visit(node.children);
    }
  };
  visit(nodes);
  return found;
}

/** The nodes with every wrapper of joined text, at any depth, replaced by what it holds. */
function withoutJoinWrappers(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'element') return [node];
    node.children = withoutJoinWrappers(node.children);
    return node.attrs.has(JOINED_FROM) ? node.children : [node];
  });
}

/** About as many words as a few lines of notice hold ("Specification: … Version: … Release: …"): not a preface. */
const ASIDE_WORDS = 50;

/**
 * A few untitled lines before the first chapter that are not the book's preface: a licence file's "Specification: …
 * Version: … Release: …" (the Jakarta Servlet specification) beside the book's own titled Preface, or an untitled
 * file after the front matter's first page. Asciidoctor prints such text untitled and leaves it out of the contents;
 * typed a preface, it was listed as a second "Preface". It is printed at the end of the front-matter page before it,
 * or, first in the book, at the start of the page after it (below that page's title): the text kept, one "Preface" in
 * the contents. An untitled opening that is the book's only preface stays the untitled preface. Returns the divisions
 * joined (their files are told where, by a warning).
 */
/** Words found as ICU finds them: Chinese and Japanese, written without spaces, have words too. */
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' });

function wordCount(text: string): number {
  let count = 0;
  for (const segment of WORDS.segment(text)) if (segment.isWordLike) count++;
  return count;
}

function joinUntitledAsides(
  divisions: WorkingDivision[],
  fileTargets: Map<string, WorkingDivision>,
  labels: BookLabels,
  warnings: BookWarning[],
): Set<WorkingDivision> {
  const joined = new Set<WorkingDivision>();
  const prefaceTitle = labels.preface.toLowerCase();
  const titled = (division: WorkingDivision) => {
    const heading = firstHeading(division.element);
    return heading ? titleText(heading) : '';
  };
  const realPreface = divisions.some((d) => titled(d).trim().toLowerCase() === prefaceTitle);
  for (const division of [...divisions]) {
    const at = divisions.indexOf(division);
    if (division.kind !== 'preface' || titled(division) !== '' || division.part) continue;
    const words = wordCount(textContent(division.element.children));
    if (words === 0 || words > ASIDE_WORDS) continue;
    const previous = divisions[at - 1];
    const next = divisions[at + 1];
    const frontBefore =
      previous !== undefined && !NOT_JOINED.has(previous.kind) && previous.kind !== 'chapter';
    if (!frontBefore && !realPreface) continue;
    const into = frontBefore ? previous : next;
    if (!into || into.kind === 'part' || NOT_JOINED.has(into.kind)) continue;
    const id = division.element.attrs.get('id');
    const wrapper = element('div', { [JOINED_FROM]: division.sourceFile }, division.element.children);
    const moved = [...(id ? [element('a', { id })] : []), wrapper];
    if (frontBefore) into.element.children.push(...moved);
    else {
      const title = firstHeading(into.element);
      into.element.children.splice(title ? into.element.children.indexOf(title) + 1 : 0, 0, ...moved);
    }
    divisions.splice(at, 1);
    for (const [path, target] of fileTargets) if (target === division) fileTargets.set(path, into);
    joined.add(division);
    // Text of a file of its own is told where it went; an AsciiDoc preamble is printed as Asciidoctor prints it.
    if (division.sourceFile === into.sourceFile) continue;
    const named = titled(into) ? `the ${into.kind} "${titled(into)}"` : `the ${into.kind}`;
    warnings.push(
      warning(
        'source',
        firstPlace(division),
        `the file has no title, before the book's first chapter, and is not the book's preface: it is printed at ` +
          `the ${frontBefore ? 'end' : 'start'} of ${named} (${into.sourceFile}), not listed in the contents; ` +
          `give it a title (${titleWrittenIn(division.sourceFile)}) to make it a page of its own`,
      ),
    );
  }
  return joined;
}

/** Pages whose text is not the author's running text (generated, or the book's furniture): loose text joins none. */
const NOT_JOINED = new Set<DivisionKind>(['toc', 'index', 'titlepage', 'halftitlepage', 'copyright-page']);

/**
 * Text with no title after a chapter (a listed file of it between two chapter files, an AsciiDoc file's text
 * before its first section) is printed at the end of the division before it, as Asciidoctor reads a book whose
 * files are included in order (the text continues the section before it) and as pandoc reads Markdown: not a
 * numbered chapter of its own, titled "Chapter 5". The author is told where, and how to make it a chapter. Returns
 * the divisions said to be joined (a preview keeps them apart).
 */
function joinLooseText(
  divisions: WorkingDivision[],
  loose: WorkingDivision[],
  fileTargets: Map<string, WorkingDivision>,
  warnings: BookWarning[],
  apart: boolean,
): Set<WorkingDivision> {
  const joined = new Set<WorkingDivision>();
  for (const division of loose) {
    const at = divisions.indexOf(division);
    const previous = divisions[at - 1];
    if (!previous || NOT_JOINED.has(previous.kind)) continue;
    joined.add(division);
    const where = firstPlace(division);
    const place = joinedPlace(previous, division);
    if (!apart) {
      const id = division.element.attrs.get('id');
      // Kept in a wrapper until its references are resolved, from its own file (see isJoinedText).
      const wrapper = element('div', { [JOINED_FROM]: division.sourceFile }, division.element.children);
      previous.element.children.push(...(id ? [element('a', { id })] : []), wrapper);
      divisions.splice(at, 1);
      for (const [path, target] of fileTargets) if (target === division) fileTargets.set(path, previous);
    }
    // Leanpub runs the files Book.txt lists together itself: text with no title continuing the chapter before it
    // is how its authors write a box between two chapters' files (mac-appdev-book's newsletter.txt), no mistake.
    if (inLeanpubManuscript(division.sourceFile)) continue;
    // A title pandoc read as text for its short rST underline was warned of already, with how to mend it.
    if (opensWithShortUnderline(division.element.children)) continue;
    const heading = firstHeading(previous.element);
    const named = heading ? `the ${previous.kind} "${titleText(heading)}"` : `the ${previous.kind}`;
    // The tool that reads the book so is the one the untitled file was written for.
    const reader =
      sourceFormatOf(division.sourceFile) === 'markdown'
        ? "as pandoc reads a book's Markdown files, run together"
        : 'as Asciidoctor reads a book';
    warnings.push(
      warning(
        'source',
        where,
        `text with no title after ${named} (${previous.sourceFile}) is printed in that ${previous.kind}, ` +
          `${place}, ${reader}; if it is meant as a chapter of its own, give it a title ` +
          `(${titleWrittenIn(division.sourceFile)})`,
      ),
    );
  }
  return joined;
}

/**
 * Where untitled text joined to the division before it is printed: at its end, or, when the section files after
 * the text joined it first, between the text of the division's last file and the first of those sections (the text
 * was said to be "at the end of that chapter" with six sections after it).
 */
function joinedPlace(previous: WorkingDivision, loose: WorkingDivision): string {
  const files = (division: WorkingDivision) => division.element.children.filter(isJoinedText);
  const next = files(loose)[0];
  const nextTitle = next ? firstHeading(next) : undefined;
  if (!next || !nextTitle) return 'at its end';
  const before = files(previous).at(-1)?.attrs.get(JOINED_FROM) ?? previous.sourceFile;
  return (
    `after the text of ${before} and before its section "${titleText(nextTitle)}" ` +
    `(${next.attrs.get(JOINED_FROM)})`
  );
}

/**
 * The tool that reads a book's Markdown files run together, as the author knows it: Leanpub for a manuscript's files
 * (Book.txt lists them), else pandoc.
 */
function filesReader(file: string, asPandocReads: string): string {
  return inLeanpubManuscript(file)
    ? 'as Leanpub reads the files Book.txt lists, run together'
    : asPandocReads;
}

/**
 * A Markdown file of `##` sections after a `#` chapter (the Rust book's `ch01-01-installation.md` after
 * `ch01-00-getting-started.md`; every mdBook book whose SUMMARY.md nests pages) continues that chapter, as pandoc
 * reads the book's files run together and mdBook numbers them (1.1, 1.2): its title is a section of the chapter, not
 * a chapter of its own, so the book's Chapter 2 is the one its text calls Chapter 2. Its links, images and ids are
 * still resolved from its own file; a link to the file lands on its title.
 * Unless the book's SUMMARY.md lists the file as a page beside that chapter's, not below it: GitBook and mdBook show
 * it as a page of its own, and so does the book (a chapter, with the warning that its headings are all `##`).
 */
function joinSectionFiles(
  divisions: WorkingDivision[],
  fileTargets: Map<string, WorkingDivision>,
  apart: boolean,
  summaryNesting: SummaryNesting,
): Map<string, ElementNode> {
  const titles = new Map<string, ElementNode>();
  if (apart) return titles;
  for (const division of [...divisions]) {
    if (!division.belowChapters || division.kind !== 'chapter') continue;
    const at = divisions.indexOf(division);
    const previous = divisions[at - 1];
    if (!previous || NOT_JOINED.has(previous.kind) || previous.part !== division.part) continue;
    const depth = summaryNesting.get(division.sourceFile)?.depth;
    const previousDepth = summaryNesting.get(previous.sourceFile)?.depth;
    if (depth !== undefined && previousDepth !== undefined && depth <= previousDepth) continue;
    const title = firstHeading(division.element);
    if (!title) continue;
    title.name = 'h2';
    // The title's id went to the division (divisions.ts moveId): it comes back to the heading, now a section's.
    for (const name of ['id', ID_ALIASES, 'data-octavo-auto-id']) {
      const value = division.element.attrs.get(name);
      if (value !== undefined && !title.attrs.has(name)) title.attrs.set(name, value);
    }
    const wrapper = element('div', { [JOINED_FROM]: division.sourceFile }, division.element.children);
    previous.element.children.push(wrapper);
    divisions.splice(at, 1);
    for (const [path, target] of fileTargets) if (target === division) fileTargets.set(path, previous);
    titles.set(division.sourceFile, title);
  }
  return titles;
}

/**
 * A page the book's SUMMARY.md nests below a chapter's page is a section of that chapter, as GitBook shows it, even
 * when its title is a `#` heading: GitBook books often open a page with `#` or `##`, whatever its place, and nest
 * pages only in SUMMARY.md (HTTP/3 Explained's "## Remember HTTP/2?" then "# Ossification" below "# Why QUIC").
 * Printed as written, each `#` page would be a chapter of its own, and the `##` pages after it its sections. A `#`
 * page is read so only in a book that writes pages at its depth as sections (see pageSectionDepth), or that a Jupyter
 * Book `_toc.yml` lists in a page's `sections:` (Sphinx nests them so, whatever their level). A page's headings
 * move to its place: its title a level below the chapter's, or below the page SUMMARY.md nests it in; an entry that
 * names a group without a page (`* Team Skills`) adds no level. Its links, images and ids are still resolved from
 * its own file; a link to the file lands on its title. Returns the titles, by file.
 */
function nestSummaryPages(
  divisions: WorkingDivision[],
  fileTargets: Map<string, WorkingDivision>,
  summaryNesting: SummaryNesting,
): Map<string, ElementNode> {
  const titles = new Map<string, ElementNode>();
  const sectionDepth = pageSectionDepth(divisions, summaryNesting);
  // The SUMMARY.md depths of the pages nested in the chapter before, that a later page may be nested in, outermost first.
  let openPages: number[] = [];
  for (const division of [...divisions]) {
    const at = divisions.indexOf(division);
    const previous = divisions[at - 1];
    const page = summaryNesting.get(division.sourceFile);
    const own = firstHeading(division.element);
    const title = own ?? untitledPageTitle(division, page);
    const depth = page?.depth;
    const asSection =
      division.belowChapters === true ||
      page?.sectionOfPageAbove === true ||
      (depth !== undefined && sectionDepth !== undefined && depth >= sectionDepth);
    if (
      !previous ||
      !title ||
      depth === undefined ||
      !asSection ||
      !nestsBelow(division, previous, summaryNesting)
    ) {
      openPages = [];
      continue;
    }
    while (openPages.length > 0 && openPages[openPages.length - 1]! >= depth) openPages.pop();
    // A page's title is a level below its chapter's and those of the pages it is nested in, whether written # or ##.
    const level = 2 + openPages.length;
    if (own) shiftHeadings(division.element.children, level - headingLevel(title));
    else {
      // The page's own headings, if any, go below the title SUMMARY.md names it by.
      const top = Math.min(7, ...findElements(division.element.children, isHeading).map(headingLevel));
      if (top < 7) shiftHeadings(division.element.children, level + 1 - top);
      title.name = `h${Math.min(6, level)}`;
      division.element.children.unshift(title);
    }
    openPages.push(depth);
    // The title's id went to the division (divisions.ts moveId): it comes back to the heading, now a section's.
    for (const name of ['id', ID_ALIASES, 'data-octavo-auto-id']) {
      const value = division.element.attrs.get(name);
      if (value !== undefined && !title.attrs.has(name)) title.attrs.set(name, value);
    }
    previous.element.children.push(
      element('div', { [JOINED_FROM]: division.sourceFile }, division.element.children),
    );
    divisions.splice(at, 1);
    for (const [path, target] of fileTargets) if (target === division) fileTargets.set(path, previous);
    titles.set(division.sourceFile, title);
  }
  return titles;
}

/**
 * The title of a Markdown page that opens with no heading, were SUMMARY.md to nest it as a section: a heading of the
 * name SUMMARY.md gives it (the one mdBook shows), to put first, the page's own headings below it. bevy-cheatbook's
 * WSL2 page opens with a version note before its `## Working in WSL2`, halo2's "Incomplete and complete addition"
 * with a paragraph before its `## Incomplete addition`: both were printed a level too high, at the end of the
 * chapter above, with a false warning.
 */
function untitledPageTitle(
  division: WorkingDivision,
  page: SummaryPage | undefined,
): ElementNode | undefined {
  const name = page?.title.trim();
  if (!name || sourceFormatOf(division.sourceFile) !== 'markdown') return undefined;
  const title = element('h2', {}, [text(name)]);
  title.loc = division.element.loc ?? { file: division.sourceFile, line: 1 };
  return title;
}

/**
 * The SUMMARY.md depth from which the book writes its pages as sections of the page above them: that of a page of `##`
 * sections nested right below a `#` page (HTTP/3 Explained's "## Remember HTTP/2?" below "# Why QUIC"). A book whose
 * nested pages open with `#` (Linux Insides' "# Kernel booting process. Part 1." below "Booting") has none: its
 * pages are chapters, as written.
 */
function pageSectionDepth(divisions: WorkingDivision[], summaryNesting: SummaryNesting): number | undefined {
  let found: number | undefined;
  for (const [at, division] of divisions.entries()) {
    const previous = divisions[at - 1];
    if (!division.belowChapters || previous?.kind !== 'chapter' || previous.belowChapters) continue;
    const depth = summaryNesting.get(division.sourceFile)?.depth;
    const previousDepth = summaryNesting.get(previous.sourceFile)?.depth;
    if (depth === undefined || previousDepth === undefined || depth <= previousDepth) continue;
    found = Math.min(found ?? depth, depth);
  }
  return found;
}

/** Whether SUMMARY.md nests the page `division` is (a chapter of a Markdown file) below the chapter `previous`. */
function nestsBelow(
  division: WorkingDivision,
  previous: WorkingDivision,
  summaryNesting: SummaryNesting,
): boolean {
  const depth = summaryNesting.get(division.sourceFile)?.depth;
  const chapterDepth = summaryNesting.get(previous.sourceFile)?.depth;
  if (depth === undefined || chapterDepth === undefined || depth <= chapterDepth) return false;
  // An appendix's page is read as an appendix too when nothing says otherwise (`untyped`).
  if ((division.kind !== 'chapter' && division.kind !== previous.kind) || !division.untyped) return false;
  if (!PAGES_NEST_IN.has(previous.kind) || previous.part !== division.part) return false;
  return previous.sourceFile !== division.sourceFile && sourceFormatOf(division.sourceFile) === 'markdown';
}

/**
 * The divisions a page nested below in the outline joins as a section: a chapter, and the front and back matter that
 * hold sections as one does (Hello Algo's "前言" preface page over its "关于本书" and "如何使用本书" pages, which printed
 * as chapters 1 and 2).
 */
const PAGES_NEST_IN: ReadonlySet<DivisionKind> = new Set<DivisionKind>([
  'chapter',
  'preface',
  'foreword',
  'introduction',
  'appendix',
  'afterword',
  'conclusion',
]);

/**
 * A file of `##` sections that is a chapter of its own is titled as the book's SUMMARY.md names the page (GitBook's
 * navigation shows that name, not the file's first section, often "Introduction"); its first heading is a section.
 */
function titleBySummary(divisions: WorkingDivision[], summaryNesting: SummaryNesting): Set<WorkingDivision> {
  const titled = new Set<WorkingDivision>();
  for (const division of divisions) {
    const name = summaryNesting.get(division.sourceFile)?.title;
    if (!division.belowChapters || division.kind !== 'chapter' || !name) continue;
    const heading = firstHeading(division.element);
    if (!heading || titleText(heading) === name) continue;
    heading.name = 'h2';
    const title = element('h1', {}, [text(name)]);
    if (heading.loc) title.loc = heading.loc;
    division.element.children.unshift(title);
    titled.add(division);
  }
  return titled;
}

/**
 * Pages whose own titles repeat one another, that the book's SUMMARY.md names apart, are listed by those names in the
 * contents, the navigation and the PDF outline, as GitBook's navigation lists them; their pages keep the titles as
 * written. Linux Insides opens each data-structure page with the series' title, "Data Structures in the Linux Kernel",
 * over its own ("Doubly linked list", a `---` heading): the contents and the bookmarks listed the same title four
 * times, where SUMMARY.md names them "Doubly linked list", "Radix tree" and "Bit arrays".
 */
function nameRepeatedTitlesBySummary(divisions: WorkingDivision[], summaryNesting: SummaryNesting): void {
  const count = (titles: string[]) => {
    const counts = new Map<string, number>();
    for (const title of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
    return counts;
  };
  const titled = count(divisions.map((division) => division.title));
  const named = divisions.filter(
    (division, at) =>
      divisions[at - 1]?.sourceFile !== division.sourceFile &&
      (titled.get(division.title) ?? 0) > 1 &&
      summaryNesting.get(division.sourceFile)?.title,
  );
  const names = count(named.map((division) => summaryNesting.get(division.sourceFile)!.title));
  for (const division of named) {
    const name = summaryNesting.get(division.sourceFile)!.title;
    if (name !== division.title && names.get(name) === 1 && !titled.has(name)) division.title = name;
  }
}

/** The title a SUMMARY.md (GitBook's or mdBook's) names the page by, for splitting its file (divisions.ts). */
function summaryPageOf(page: SummaryPage | undefined): Pick<SplitOptions, 'summaryPage'> {
  if (!page?.title || !listedBySummaryMd(page)) return {};
  return { summaryPage: { title: page.title, ...(page.gitSync ? { gitSync: true } : {}) } };
}

function hasFileOfSeveralChapters(divisions: WorkingDivision[]): boolean {
  return divisions.some(
    (division, at) =>
      at > 0 &&
      divisions[at - 1].sourceFile === division.sourceFile &&
      sourceFormatOf(division.sourceFile) === 'markdown',
  );
}

/**
 * A Markdown file the book's SUMMARY.md lists as one page is one chapter, as GitBook and mdBook show it: a later `#`
 * heading in it (a "# Conclusion" and "# Links" where the author's other pages write "##") is a section of that
 * chapter, its own sections a level below, rather than a chapter of its own in the contents. The author is told
 * at a later `#` heading, a second title in one page. A book whose pages are headed `##` (ackreq/mdlearn) splits them
 * at `##` too: a page's later `##` heading is a section of it as written, and the author is not asked to write it
 * as the `##` it is.
 */
function keepSummaryPagesWhole(
  divisions: WorkingDivision[],
  fileTargets: Map<string, WorkingDivision>,
  summaryNesting: SummaryNesting,
  warnings: BookWarning[],
  /** The level the book's Markdown files are split into chapters at (1 for `#`): a later heading's level as written. */
  markdownChapterLevel: number | undefined,
): void {
  for (const division of [...divisions]) {
    const at = divisions.indexOf(division);
    const previous = divisions[at - 1];
    if (!previous || previous.sourceFile !== division.sourceFile) continue;
    if (!summaryNesting.has(division.sourceFile) || sourceFormatOf(division.sourceFile) !== 'markdown')
      continue;
    if (NOT_JOINED.has(previous.kind) || previous.part !== division.part) continue;
    const title = firstHeading(division.element);
    if (!title) continue;
    shiftHeadings(division.element.children, 1);
    // The title's id went to the division (divisions.ts moveId): it comes back to the heading, now a section's.
    for (const name of ['id', ID_ALIASES, 'data-octavo-auto-id']) {
      const value = division.element.attrs.get(name);
      if (value !== undefined && !title.attrs.has(name)) title.attrs.set(name, value);
    }
    previous.element.children.push(...division.element.children);
    divisions.splice(at, 1);
    for (const [path, target] of fileTargets) if (target === division) fileTargets.set(path, previous);
    if (markdownChapterLevel !== 1) continue;
    const chapter = firstHeading(previous.element);
    const listedIn = summaryNesting.get(division.sourceFile)?.listedIn ?? 'SUMMARY.md';
    const jupyterBook = listedIn.endsWith('_toc.yml');
    warnings.push(
      warning(
        'source',
        title.loc ?? division.sourceFile,
        `the heading "${titleText(title)}" is a # heading in a file the book's ${listedIn} lists as one page: it is ` +
          `printed as a section of ${chapter ? `"${titleText(chapter)}"` : 'that chapter'}, as ` +
          `${jupyterBook ? "Jupyter Book's site shows" : 'GitBook and mdBook show'} the page; write it as ## (its ` +
          `sections one level down), or list it in ${listedIn} as a page of its own`,
        titleText(title),
      ),
    );
  }
}

/**
 * A file read as a chapter with no title (a tutorial's lesson README that opens with its "Goal:" line): numbered, but
 * the contents, the running head and the EPUB navigation have only "Chapter 3" to call it by. The author is told.
 */
function untitledChapterWarnings(divisions: WorkingDivision[]): BookWarning[] {
  return divisions
    .filter((d) => d.untyped && d.kind === 'chapter' && !firstHeading(d.element))
    .map((division) =>
      warning(
        'source',
        firstPlace(division),
        'the file has no title: it is printed as a chapter with no title, listed in the contents and navigation ' +
          `as "Chapter" and its number alone; give it a title (${titleWrittenIn(division.sourceFile)}) first in it`,
      ),
    );
}

/** How a chapter's title is written in `file`'s syntax, for a warning that asks for one. */
function titleWrittenIn(file: string): string {
  const format = sourceFormatOf(file);
  return format ? TITLE_SYNTAX[format] : '== Title in AsciiDoc, # Title in Markdown, <h1>Title</h1> in HTML';
}

/** The syntax alone: each warning says where the title goes. */
const TITLE_SYNTAX: Record<SourceFormat, string> = {
  asciidoc: '== Title',
  markdown: '# Title',
  htmlbook: '<h1>Title</h1>',
  docbook: '<title>Title</title>',
};

/**
 * A heading alone that only names the appendixes ("# Appendices" in a file of its own, before the files of the
 * appendixes) is a divider, not a chapter or an appendix: printed, it would be an empty "Chapter 5" (or "Appendix
 * A", lettering the real ones on from B). It is left out, with a warning; the appendixes after it are each in the
 * contents. HTMLBook says what its divisions are, and is left as written.
 */
function leaveOutAppendixDividers(
  divisions: WorkingDivision[],
  fileTargets: Map<string, WorkingDivision>,
  warnings: BookWarning[],
): void {
  for (const division of [...divisions]) {
    if (division.kind !== 'chapter' && division.kind !== 'appendix') continue;
    if (sourceFormatOf(division.sourceFile) === 'htmlbook') continue;
    const heading = firstHeading(division.element);
    if (!heading || !isCollectiveAppendixTitle(titleText(heading))) continue;
    const rest = division.element.children.filter((child) => child !== heading);
    const media = findElements(rest, (el) => /^(?:img|svg|math|table|figure|video|audio)$/.test(el.name));
    const at = divisions.indexOf(division);
    const next = divisions[at + 1];
    const nextHeading = next && firstHeading(next.element);
    const introduces = nextHeading !== undefined && hasWrittenAppendixLabel(nextHeading);
    const empty = collapseWhitespace(textContent(rest)) === '' && media.length === 0;
    if (!empty && !introduces) continue;
    divisions.splice(at, 1);
    for (const [path, target] of fileTargets) {
      if (target !== division) continue;
      if (next) fileTargets.set(path, next);
      else fileTargets.delete(path);
    }
    if (!empty) {
      // Its text keeps resolving its links from its own file, which may sit in another folder than the appendix's.
      if (division.element.children.includes(heading))
        division.element.children = [heading, element('div', { [JOINED_FROM]: division.sourceFile }, rest)];
      openAppendixWithIntroduction(division.element, next!.element);
      warnings.push(
        warning(
          'source',
          heading.loc ?? division.element.loc ?? division.sourceFile,
          `"${titleText(heading)}" only introduces the appendixes after it: its text opens "${titleText(
            nextHeading!,
          )}" rather than being printed as an appendix of its own (which would letter the others from B); to ` +
            'print it apart, give it a title of its own',
        ),
      );
      continue;
    }
    warnings.push(
      warning(
        'source',
        heading.loc ?? division.element.loc ?? division.sourceFile,
        `"${titleText(heading)}" is a heading with no text: a divider, left out of every format rather than ` +
          `printed as an empty ${division.kind} (each appendix is in the contents on its own); remove it from ` +
          "the book's files, or write the appendixes into it as its sections",
      ),
    );
  }
}

/**
 * A chapter of AsciiDoc or Markdown whose title says it is an appendix ("== Appendix C: Baz", without
 * `[appendix]`) is one, lettered with the book's appendixes rather than numbered with its chapters. An appendix
 * whose title carries the author's label prints the book's own instead ("Appendix A" above "Foo", in the contents,
 * headings, bookmarks and cross-references alike), as a file of appendixes does (appendix-collections.ts) — unless
 * the book numbers its own chapters ("# Chapter 1: Foo"): their titles are printed as written, and its appendices'
 * ("# Appendix A: Bar") are too, so the contents, openings and running heads name both the same way.
 */
function appendixesByWrittenLabel(divisions: WorkingDivision[], summaryNesting: SummaryNesting): void {
  const appendixLetters = new Map<WorkingDivision, string | undefined>();
  divisions.forEach((division, at) => {
    const heading = firstHeading(division.element);
    if (!heading) return;
    // GitBook's SUMMARY.md may label the page instead ("* [Appendix C * Contributions](Contributions.md)" over a
    // file titled "# Contributions"): the page is that appendix, its own title kept.
    const entry = summaryNesting.get(division.sourceFile)?.title;
    const entryLetter =
      entry !== undefined && divisions[at - 1]?.sourceFile !== division.sourceFile
        ? appendixLetterOfEntry(entry)
        : undefined;
    if (
      division.kind === 'chapter' &&
      !division.part &&
      sourceFormatOf(division.sourceFile) !== 'htmlbook' &&
      (hasWrittenAppendixLabel(heading) ||
        entryLetter !== undefined ||
        summaryNesting.get(division.sourceFile)?.appendix === true)
    ) {
      division.kind = 'appendix';
      division.element.attrs.set('data-type', 'appendix');
    }
    if (division.kind === 'appendix') appendixLetters.set(division, entryLetter);
  });
  const chapterTitles = (chapters: WorkingDivision[]) =>
    chapters.map((division) => {
      const heading = firstHeading(division.element);
      return heading ? titleText(heading) : '';
    });
  const chapters = divisions.filter((division) => division.kind === 'chapter');
  const keepLabels =
    numbersOwnChapters(chapterTitles(chapters)) ||
    numbersOwnChapters(chapterTitles(mainSummaryChapters(chapters, summaryNesting)));
  for (const [division, entryLetter] of appendixLetters) {
    const heading = firstHeading(division.element)!;
    const labelled = hasWrittenAppendixLabel(heading) || entryLetter !== undefined;
    const written =
      (keepLabels ? writtenAppendixLetter(heading) : dropWrittenLabel(heading)) ?? (entryLetter || undefined);
    if (written !== undefined) division.writtenNumber = written;
    if (!labelled && sourceFormatOf(division.sourceFile) !== 'htmlbook') dropAppendixWord(heading);
  }
}

/** A chapter or appendix titled by its label alone ("Chapter 1") is titled by the name below it (label-only-titles.ts). */
function namesBelowLabelOnlyTitles(divisions: WorkingDivision[]): void {
  for (const division of divisions) {
    if (division.kind !== 'chapter' && division.kind !== 'appendix') continue;
    const taken = takeNameFromSubtitle(division.element);
    if (!taken) continue;
    division.labelOnlyTitle = taken.written;
    if (division.kind === 'appendix') {
      const letter = /\s(\S+?)[:.]?$/u.exec(taken.written)?.[1];
      if (letter !== undefined) division.writtenNumber = letter;
    }
  }
}

/** An appendix whose title said another letter than the book gives it: the author learns which it is printed as. */
function warnAboutOtherLetters(divisions: WorkingDivision[], warnings: BookWarning[]): void {
  for (const division of divisions) {
    const written = division.writtenNumber?.toUpperCase();
    if (written === undefined || division.number === undefined) continue;
    const same = /^\d+$/.test(written)
      ? letterNumeral(Number(written)) === division.number
      : written === division.number;
    if (same) continue;
    const heading = firstHeading(division.element);
    warnings.push(
      warning(
        'source',
        heading?.loc ?? division.element.loc ?? division.sourceFile,
        `the title says "Appendix ${division.writtenNumber}", but this is the book's appendix ${division.number} ` +
          `(the book letters its appendixes in the order of its files): it is printed as ${division.label}; ` +
          'correct the title or the order of the files',
      ),
    );
  }
}

/** The first listed Markdown file, whose YAML block pandoc reads as the book's metadata. */
function firstMarkdownFile(files: readonly string[]): string | undefined {
  for (const listed of files) {
    const path = normalizeRepoPath(listed);
    if (path.ok && sourceFormatOf(path.path) === 'markdown') return path.path;
  }
  return undefined;
}

/** The Markdown of an `include-before:` or `include-after:` value, read as the file it is written in. */
async function readBodyInclude(
  include: BodyInclude,
  source: BookSource,
  dialect: AsciidocDialect,
  bookTitle: string | undefined,
  warnings: BookWarning[],
): Promise<DomNode[]> {
  const text = Buffer.from(includedText(include));
  const converted = await convertSource(include.file, text, 'markdown', source, dialect, bookTitle);
  warnings.push(...converted.warnings);
  return converted.nodes;
}

/**
 * The divisions of text included before the body: untitled, it is what such text before the first chapter is (the
 * copyright page, a dedication, a preface), printed without the warning a file with no title gets, since metadata
 * has no title to give it; titled, its title says what it is, as a file's does.
 */
function includedDivisions(nodes: DomNode[], includes: BodyInclude[]): WorkingDivision[] {
  const kind = includedBeforeKind(includes.map((include) => include.text).join('\n\n'));
  return splitIntoDivisions(nodes).map((division) => {
    const titled = firstHeading(division.element) !== undefined;
    if (!titled) division.element.attrs.set('data-type', kind);
    return {
      kind: titled ? division.kind : kind,
      ...(titled && division.untyped ? { untyped: true } : {}),
      element: division.element,
      sourceFile: includes[0]!.file,
      id: '',
      title: '',
      sections: [],
    };
  });
}

/**
 * A book opens with its title page, the copyright page on its back: a copyright page listed before the title
 * page (a LICENSE file listed first, before an HTMLBook titlepage.html or a master document whose `= Title` is the
 * title page) is printed after it, in every format.
 */
function copyrightAfterTitlePage(divisions: WorkingDivision[]): void {
  const titlepage = divisions.find((d) => d.kind === 'titlepage');
  if (!titlepage) return;
  const before = divisions.slice(0, divisions.indexOf(titlepage));
  const early = before.filter((d) => d.kind === 'copyright-page' && !d.part);
  if (early.length === 0) return;
  for (const page of early) divisions.splice(divisions.indexOf(page), 1);
  divisions.splice(divisions.indexOf(titlepage) + 1, 0, ...early);
}

const AFTER_PARTS = new Set<DivisionKind>([
  'appendix',
  'index',
  'glossary',
  'bibliography',
  'colophon',
  'afterword',
  'conclusion',
]);

/**
 * Atlas books often keep a part in its own file (`part_i.asciidoc`) with its chapters in the files
 * that follow: those chapters belong to the part, up to the next part or the back matter.
 */
function attachChaptersToParts(divisions: WorkingDivision[]): void {
  let open: WorkingDivision | undefined;
  for (const division of divisions) {
    if (division.kind === 'part') {
      const hasOwn = divisions.some((d) => d.part === division);
      open = hasOwn ? undefined : division;
      continue;
    }
    if (AFTER_PARTS.has(division.kind)) open = undefined;
    if (open && !division.part && division.kind === 'chapter') division.part = open;
  }
}

/** Other ids generated headings are known by (pandoc's, GitHub's), each to the id the heading has: book-wide and per file. */
interface IdAliases {
  book: Map<string, string>;
  files: Map<string, Map<string, string>>;
}

/** The book's language, and how it was found when the book declares none. */
interface FoundLanguage {
  lang: string;
  /** Undeclared: read from its text, or English for want of any sign of another. */
  undeclared?: 'read' | 'guessed';
  /** Read from letters several languages write (Arabic script, Cyrillic): the author is told which one was taken. */
  alphabet?: AlphabetLanguage;
}

/**
 * The book's language: as its config declares it; undeclared (Atlas's atlas.json and most repositories name none),
 * Japanese for a book written in Japanese, Korean for one written in Hangul, and Chinese, Traditional or Simplified
 * as its characters are, for one written in Chinese, so that its generated words (目次, 付録A, 図1-1; 제1장, 그림 1-1;
 * 目錄, 圖1-1), its pages' `lang` (which reading systems choose fonts and line breaking by) and its glyph forms and
 * punctuation are its own; the language of the alphabet it is mostly written in (Arabic script, Hebrew, Cyrillic,
 * Greek), so that an Arabic book reads right to left; the Latin-script language whose commonest words its prose
 * plainly uses (German: Kapitel 1, Abbildung 1-1, German hyphenation, read aloud as German); else English, as for a book mixing languages. Its prose decides, not its code.
 */
function bookLanguage(declared: string | undefined, divisions: WorkingDivision[]): FoundLanguage {
  const lang = declared?.trim();
  if (lang) return { lang };
  const letters = new CjkLetterCount();
  // An Arabic book read as English was set left to right, its generated words in English (Pro Git's translation).
  const alphabets = new AlphabetLetterCount();
  for (const division of divisions)
    forEachText(
      division.element.children,
      (text) => {
        letters.add(text);
        alphabets.add(text);
      },
      CODE,
    );
  if (letters.writtenInJapanese()) return { lang: 'ja', undeclared: 'read' };
  if (letters.writtenInKorean()) return { lang: 'ko', undeclared: 'read' };
  if (letters.writtenInChinese()) return { lang: letters.chineseScript(), undeclared: 'read' };
  const alphabet = alphabets.language();
  if (alphabet) return { lang: alphabet.lang, undeclared: 'read', alphabet };
  // Words are counted only for a book in none of those scripts: the walk with word matching is the costly one.
  const words = new ProseWordCount();
  for (const division of divisions)
    forEachText(division.element.children, (text) => words.add(text), NOT_PROSE);
  const written = words.language();
  return written ? { lang: written, undeclared: 'read' } : { lang: 'en', undeclared: 'guessed' };
}

/**
 * The book declares no language and is read as one of those an alphabet is written for: which one, what that
 * changes, and how to declare it or another.
 */
function undeclaredLanguageWarning(found: AlphabetLanguage, configFile: string): BookWarning {
  const name = languageName;
  const others = found.others.map((other) => `${name(other)} "${other}"`).join(', ');
  return warning(
    'config',
    configFile,
    `the book declares no language and is written in ${found.alphabet}: it is built as ${name(found.lang)} ` +
      `("${found.lang}")${textDirection(found.lang) === 'rtl' ? ', right to left' : ''}, its generated words ` +
      generatedWordsIn(found.lang) +
      `; set "lang": "${found.lang}" in ${configFile} to declare it` +
      (others ? `, or the language it is in if another (${others})` : ''),
    found.lang,
  );
}

/** "in Arabic", or "in English (Octavo has none in Ukrainian)": the language a book's generated words are in. */
function generatedWordsIn(lang: string): string {
  const name = languageName(primaryLanguage(lang));
  return hasOwnLabels(lang) ? `in ${name}` : `in English (Octavo has none in ${name})`;
}

/** Codes for no language, several, or one without a code (`zxx`, `mul` …): no language's words to miss. */
const NO_ONE_LANGUAGE: ReadonlySet<string> = new Set(['und', 'zxx', 'mul', 'mis']);

/** Whether the book's language is one Octavo has no words in (a well-formed tag only: "english" is another matter). */
function lacksOwnWords(lang: string): boolean {
  const base = primaryLanguage(lang);
  return /^[a-z]{2,3}$/.test(base) && !NO_ONE_LANGUAGE.has(base) && !hasOwnLabels(base);
}

/** Whether the book names any of its words itself (an AsciiDoc book's `:chapter-signifier:` …). */
function namesOwnWords(bookWords: BookWords): boolean {
  return Object.values(bookWords.labels).some((word) => word !== undefined && word.trim() !== '');
}

/**
 * The book is in a language Octavo has no words in (a Malayalam mdBook declaring `language = "ml"`): its chapters,
 * captions and contents, and its site's search and page links, were labelled in English with nothing said. Which
 * words those are, and what the author can do: an AsciiDoc book names its own in attributes; other formats cannot.
 */
function englishWordsWarning(language: FoundLanguage, place: SourceLocation, asciidoc: boolean): BookWarning {
  const { lang } = language;
  const name = languageName(primaryLanguage(lang));
  const configFile = place.file;
  const attributes = WORD_ATTRIBUTE_NAMES.map((attribute) => `:${attribute}:`).join(', ');
  return warning(
    'config',
    place,
    (language.undeclared
      ? `the book declares no language and reads as ${name}: it is built as ${name} ("${lang}")`
      : `the book is in ${name} ("${lang}")`) +
      `, its generated words ${generatedWordsIn(lang)}: "Chapter 1", "Figure 1-1.", "Contents", and the site's ` +
      `"Search this book" and "Previous"` +
      (asciidoc
        ? `; name the book's own in its AsciiDoc document's attributes (${attributes}), the site's stay English`
        : `; only an AsciiDoc book can name its own (${attributes}), so they stay English`) +
      (language.undeclared ? `; set "lang": "${lang}" in ${configFile} to declare it` : ''),
    lang,
  );
}

/** Code is written in its programming language's letters, and data in any script, whatever the book's language. */
const CODE: ReadonlySet<string> = new Set(['pre', 'code', 'kbd', 'samp', 'tt']);

/** The warnings, less those about an id no link of the book names (`unlessUnlinked`), each without that mark. */
function warningsAboutLinkedIds(
  warnings: readonly BookWarning[],
  linkedIds: ReadonlySet<string>,
): BookWarning[] {
  return warnings.flatMap(({ unlessUnlinked, ...rest }) =>
    unlessUnlinked === undefined || linkedIds.has(unlessUnlinked) ? [rest] : [],
  );
}

/** Author ids win over generated ones; a repeated id is renamed so every id stays unique book-wide. */
function claimAuthorIds(
  divisions: WorkingDivision[],
  ids: IdRegistry,
  warnings: BookWarning[],
  aliases: IdAliases,
): LocalRenames {
  const renames: LocalRenames = new Map();
  const rename = (file: string, from: string, to: string) => {
    const fileRenames = renames.get(file) ?? new Map<string, string>();
    if (!fileRenames.has(from)) fileRenames.set(from, to);
    renames.set(file, fileRenames);
  };
  /** Ids a converter made up (Asciidoctor's section ids, Markdown's heading slugs): claimed after the authors'. */
  const generated: { el: ElementNode; file: string }[] = [];
  const written = new Map<string, Set<string>>();
  const aliased: { el: ElementNode; file: string; names: string[] }[] = [];
  /** Every place an author's id was written, the first (which keeps it) first; renamed ones with their new id. */
  const places = new Map<string, IdPlace[]>();
  /** The ids of each copy of a file included again, by the include directive that made the copy. */
  const copiedIds = new Map<string, CopiedIds>();
  /** Ids a file writes more than once: its own links to one of them cannot say which they mean. */
  const writtenAgain = new Set<string>();
  /** The files whose links name each id; '' for a link that names it in another file. */
  const linkedFrom = new Map<string, Set<string>>();
  for (const division of divisions) {
    walkElements([division.element], (el, ancestors) => {
      const file = writtenIn(division, ancestors);
      const link = el.name === 'a' ? linkedId(el.attrs.get('href')) : undefined;
      for (const id of link?.ids ?? [])
        linkedFrom.set(id, (linkedFrom.get(id) ?? new Set()).add(link!.inOwnFile ? file : ''));
      const names = el.attrs.get(ID_ALIASES);
      if (names !== undefined) {
        el.attrs.delete(ID_ALIASES);
        aliased.push({ el, file, names: names.split(/\s+/).filter(Boolean) });
      }
      const made = el.attrs.delete('data-octavo-auto-id');
      idFromAnchorName(el);
      const id = trimmedId(el);
      if (id === undefined) return;
      if (made) {
        generated.push({ el, file });
        return;
      }
      // A link in a file that writes an id twice goes to the first of them, as a browser's does.
      const writtenHereBefore = written.get(file)?.has(id) === true;
      written.set(file, (written.get(file) ?? new Set()).add(id));
      // Asciidoctor numbers footnote ids per file, so they repeat across files by design.
      const where = /^_footnote(?:def|ref)_/.test(id) ? undefined : locationOf(el, ancestors, file);
      if (ids.claim(id)) {
        el.attrs.set('id', id);
        if (where) places.set(id, [{ where }]);
        return;
      }
      const renamed = ids.unique(id);
      el.attrs.set('id', renamed);
      if (!writtenHereBefore) rename(file, id, renamed);
      const inText = anchorInText(el, ancestors[ancestors.length - 1]);
      // The same place again is a file the book lists again (mac-appdev-book's newsletter box, three times in its
      // Book.txt): its copy is renamed quietly, there being no other place to give its own id.
      const first = places.get(id)?.[0]?.where;
      const again = where?.line !== undefined && first?.file === where.file && first.line === where.line;
      if (writtenHereBefore && where && !again) writtenAgain.add(id);
      if (where && !again)
        places.get(id)?.push({ where, renamed, ...(inText ? { anchorInText: true } : {}) });
      // The same place in a copy of a file included again: told at the include that repeats it.
      else if (where?.includedAgain) {
        const { at } = where.includedAgain;
        const key = `${at.file}:${at.line}`;
        const copy = copiedIds.get(key) ?? { again: where.includedAgain, files: new Set(), ids: [] };
        copy.files.add(where.file);
        copy.ids.push({ id, renamed });
        copiedIds.set(key, copy);
      }
    });
  }
  // Each file's links to an id go to its own (see idInBook): where every file writes it once and every link to it is
  // in a file that writes it, each link finds the place its author meant, as on the book's own pages (the CloudForms
  // book's GitBook chapters each have their "i2" figure, and each chapter's <<i2>> means its own).
  const eachFileItsOwn = (id: string) =>
    !writtenAgain.has(id) && [...(linkedFrom.get(id) ?? [])].every((file) => written.get(file)?.has(id));
  for (const [id, [first, ...later]] of places) {
    if (!first || later.length === 0 || eachFileItsOwn(id)) continue;
    warnings.push(duplicateIdWarning(id, first.where, later));
  }
  for (const copy of copiedIds.values()) warnings.push(includedAgainWarning(copy));
  // A made-up id yields to one an author wrote (an index range's `id=` that happens to equal a section's slug keeps
  // its name, so its `startref` still finds it), quietly; references to it from its own file follow it, unless the
  // author wrote that id in the same file, or the id was made of a title that is itself a link to it (a heading
  // `<<part2>>` gets the id "part2": its link, and the file's others, mean the part).
  for (const { el, file } of generated) {
    const id = trimmedId(el)!;
    if (ids.claim(id)) {
      el.attrs.set('id', id);
      continue;
    }
    const renamed = ids.unique(id);
    el.attrs.set('id', renamed);
    if (!written.get(file)?.has(id) && !titleLinksTo(el, id)) rename(file, id, renamed);
  }
  // An alias no element has as its id leads to its heading: the first of that name in the book, or in the file.
  for (const { el, file, names } of aliased) {
    const id = el.attrs.get('id');
    if (id === undefined) continue;
    const local = aliases.files.get(file) ?? new Map<string, string>();
    aliases.files.set(file, local);
    for (const name of names) {
      if (ids.has(name)) continue;
      if (!local.has(name)) local.set(name, id);
      if (!aliases.book.has(name)) aliases.book.set(name, id);
    }
  }
  return renames;
}

/**
 * The ids a link of the book may name (`#id`, `ch02.html#id`), as resolving it tries them (GitHub's `user-content-`
 * prefix left off, lower case: see idInBook), and whether in its own file; none for a web address.
 */
function linkedId(href: string | undefined): { ids: string[]; inOwnFile: boolean } | undefined {
  const hashAt = href?.indexOf('#') ?? -1;
  if (href === undefined || hashAt < 0 || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) return undefined;
  let written = href.slice(hashAt + 1);
  try {
    written = decodeURIComponent(written);
  } catch {
    // Written with a stray %: the link names it as written.
  }
  if (written === '') return undefined;
  const unprefixed = written.replace(/^user-content-/, '');
  const ids = new Set([written, unprefixed, written.toLowerCase(), unprefixed.toLowerCase()]);
  return { ids: [...ids], inOwnFile: href.slice(0, hashAt).trim() === '' };
}

/** The title of a section or heading links to `#id`. */
function titleLinksTo(el: ElementNode, id: string): boolean {
  const title = isHeading(el) ? el : firstHeading(el);
  if (!title) return false;
  return findElements([title], (link) => link.name === 'a' && link.attrs.get('href') === `#${id}`).length > 0;
}

/**
 * One warning for an id written in more than one place, at the first place that had to give it up, naming every
 * place: `id "x" is used at ch01.adoc:4 and here: this one was renamed "x-2"`.
 */
interface IdPlace {
  where: SourceLocation;
  renamed?: string;
  /** An empty anchor after words of its paragraph: AsciiDoc's `[[id]]` written where `<<id>>` was meant. */
  anchorInText?: boolean;
}

/** An empty `<a id>` with text before it in its block: an anchor in running text, which prints nothing. */
function anchorInText(el: ElementNode, parent: ElementNode | undefined): boolean {
  if (el.name !== 'a' || el.attrs.has('href') || el.children.length > 0 || !parent) return false;
  const before = parent.children.slice(0, parent.children.indexOf(el));
  return textContent(before).trim() !== '';
}

function duplicateIdWarning(id: string, first: SourceLocation, later: IdPlace[]): BookWarning {
  const at = (where: SourceLocation) => locationText(where);
  const [here, ...others] = later;
  const renamed = later.map((place) => `"${place.renamed}"`);
  const text =
    others.length === 0
      ? `id "${id}" is used at ${at(first)} and here: this one was renamed ${renamed[0]}`
      : `id "${id}" is used ${later.length + 1} times, at ${at(first)}, here and at ` +
        `${others.map((place) => at(place.where)).join(', ')}: the later ones were renamed ${renamed.join(', ')}`;
  // A file's own links go to the first of the id in that file (see claimAuthorIds).
  const whereLinksGo = later.every((place) => place.where.file === first.file)
    ? 'cross-references go to the first'
    : 'cross-references go to the first in their own file, else to the first';
  // `[[id]]` for `<<id>>`: the sentence reads "as in" and then nothing, where the author meant a reference.
  const meantReference =
    others.length === 0 && here!.anchorInText && ASCIIDOC_FILE.test(here!.where.file)
      ? `, or, if this [[${id}]] in the text was meant to refer to the first, write <<${id}>> (an anchor prints nothing)`
      : '';
  return warning(
    'duplicate-id',
    here!.where,
    `${text} (${whereLinksGo}); give each place its own id${meantReference}`,
    id,
  );
}

/** The ids a copy of a file included again writes again, each renamed. */
interface CopiedIds {
  again: NonNullable<SourceLocation['includedAgain']>;
  /** The files they are written in: the one included, or ones it includes. */
  files: Set<string>;
  ids: { id: string; renamed: string }[];
}

/** How many renamed ids a warning about a copy names, the rest counted. */
const COPIED_IDS_NAMED = 5;

/**
 * One warning for each include that repeats text with ids (Asciidoctor says "id assigned to section already in use"
 * for each): at that include, naming the first one and what was renamed. The copy's ids could only be renamed
 * quietly, and the author did not learn that the chapter printed the sections twice.
 */
function includedAgainWarning({ again, files, ids }: CopiedIds): BookWarning {
  const first = again.first.file === again.at.file ? `line ${again.first.line}` : locationText(again.first);
  const named = ids.slice(0, COPIED_IDS_NAMED).map(({ id, renamed }) => `"${id}" as "${renamed}"`);
  const more = ids.length - named.length;
  return warning(
    'duplicate-id',
    again.at,
    `this include repeats text included before (at ${first}): ${[...files].join(', ')} is printed twice, and ` +
      `the ${ids.length === 1 ? 'id it writes is' : `${ids.length} ids it writes are`} used twice; this copy's ` +
      `${ids.length === 1 ? 'is' : 'are'} renamed (${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}; ` +
      `cross-references go to the first); include the file once, or take the ids out of it if it is meant to be ` +
      'printed twice',
    ids[0]!.id,
  );
}

/** An element's id with its spaces made hyphens; undefined (and the attribute gone) when it is blank. */
function trimmedId(el: ElementNode): string | undefined {
  const id = el.attrs.get('id');
  if (id === undefined) return undefined;
  const trimmed = id.trim().replace(/\s+/g, '-');
  if (trimmed === '') el.attrs.delete('id');
  return trimmed === '' ? undefined : trimmed;
}

/** A division the author hid (HTMLBook's `hidden` attribute, on it or its part) is in no format. */
function isHidden(division: WorkingDivision): boolean {
  return division.element.attrs.has('hidden') || (division.part !== undefined && isHidden(division.part));
}

/** A book has one contents: a second `nav data-type="toc"` (two books' files listed together) is left out, said where. */
function leaveOutExtraContents(divisions: WorkingDivision[], warnings: BookWarning[]): void {
  const first = divisions.find((d) => d.kind === 'toc');
  for (let i = divisions.length - 1; i >= 0; i--) {
    const division = divisions[i]!;
    if (division.kind !== 'toc' || division === first) continue;
    divisions.splice(i, 1);
    warnings.push(
      warning(
        'source',
        division.element.loc ?? division.sourceFile,
        `a second contents (<nav data-type="toc">) is left out: the book's contents is printed once, where ` +
          `${first!.sourceFile} places it; remove one of them`,
      ),
    );
  }
}

/**
 * A generated index with nothing to list: the placeholder (`<section data-type="index"/>`) is left out of every
 * format rather than printed as a page saying so, and the author is told where, and how to mark terms.
 */
/**
 * Index terms marked and no place for the index (Pro Git 2 includes its `[index]` only `ifdef::backend-pdf[]`):
 * the index goes at the end of the book, as the contents page is made without a placeholder. A format whose
 * `index` option is false still leaves it out.
 */
function appendIndexForMarkedTerms(
  divisions: WorkingDivision[],
  docbookFiles: ReadonlySet<string>,
  asked: boolean,
): void {
  if (divisions.length === 0 || divisions.some((d) => d.kind === 'index')) return;
  const marking = divisions.filter(
    (d) => findElements([d.element], (el) => el.attrs.get('data-type') === 'indexterm').length > 0,
  );
  if (marking.length === 0) return;
  // DocBook's stylesheets make an index only where the book writes <index/>: the LDP Author Guide commented its
  // index out, and the Bash Guide for Beginners calls its glossary "Index"; each got a second one.
  if (!asked && marking.every((d) => docbookFiles.has(d.sourceFile))) return;
  divisions.push({
    kind: 'index',
    element: element('section', { 'data-type': 'index' }, []),
    sourceFile: divisions[divisions.length - 1]!.sourceFile,
    id: '',
    title: '',
    sections: [],
  });
}

/**
 * The index, when another division already bears its title (the Bash Guide for Beginners titles its glossary
 * "Index"): readers would find two entries "Index" in the contents and the PDF bookmarks, not knowing which is which.
 * The author's division keeps its title, as written; the index is left out, and the author told how to have both.
 */
function leaveOutIndexTitledTwice(divisions: WorkingDivision[], warnings: BookWarning[]): void {
  const index = divisions.find((division) => division.kind === 'index');
  if (!index) return;
  const title = collapseWhitespace(index.title).toLowerCase();
  const namesake = divisions.find(
    (division) => division !== index && collapseWhitespace(division.title).toLowerCase() === title,
  );
  if (!title || !namesake) return;
  divisions.splice(divisions.indexOf(index), 1);
  warnings.push(
    warning(
      'index-term',
      namesake.element.loc ?? namesake.sourceFile,
      `this ${namesake.kind} is titled "${namesake.title}", as is the book's index: the index is left out, so that ` +
        'the contents and the PDF bookmarks do not list two divisions of that title; give this one another title ' +
        '(for a glossary, "Glossary") to have the index as well',
      namesake.title,
    ),
  );
}

/** Whether the book's config sets `index: true` for the format built (for any format, when none is named). */
function indexAskedFor(config: PlatformConfig, format: BuildBookModelOptions['format']): boolean {
  const formats = format ? [config.formats[format]] : Object.values(config.formats);
  return formats.some((options) => options?.index === true);
}

function leaveOutEmptyIndex(divisions: WorkingDivision[], warnings: BookWarning[], hint: string): void {
  for (let i = divisions.length - 1; i >= 0; i--) {
    const division = divisions[i]!;
    if (division.kind !== 'index') continue;
    divisions.splice(i, 1);
    warnings.push(
      warning(
        'index-term',
        division.sourceFile,
        'asks for the generated index, but no source marks an index term (((("term"))) in AsciiDoc, ' +
          '<a data-type="indexterm" data-primary="term"> in HTMLBook); the index is left out until terms are marked' +
          hint,
      ),
    );
  }
}

export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Markdown and AsciiDoc set the quotes typed in their text; HTMLBook's text is printed as written. */
function setsTypographicQuotes(divisions: WorkingDivision[]): boolean {
  const typeset = divisions.filter((division) => {
    const format = sourceFormatOf(division.sourceFile);
    return format === 'markdown' || format === 'asciidoc';
  });
  return typeset.length * 2 > divisions.length;
}

/**
 * A chapter the book numbers whose title writes that number too ("1. Introduction", the only numbered title of
 * Whirlwind Tour of Python's notebooks): printed, it read "Chapter 1 · 1. Introduction". The written number is left
 * out of the title, and the author told at the heading.
 */
function leaveOutOwnNumber(division: WorkingDivision, number: number, warnings: BookWarning[]): void {
  const heading = firstHeading(division.element);
  const first = heading?.children[0];
  if (!heading || first?.type !== 'text') return;
  const opening = ownNumberOpening(first.value, number);
  if (opening === undefined) return;
  const title = titleText(heading);
  first.value = first.value.slice(opening.length);
  warnings.push(
    warning(
      'source',
      heading.loc ?? division.sourceFile,
      `the title "${title}" opens with its chapter's number, which the book prints over it ("${division.label}"): ` +
        "the number is left out of the title; remove it there (or number every chapter's title, and the book " +
        'prints those numbers instead of its own)',
      title,
    ),
  );
}

/**
 * Whether a part is one a SUMMARY.md titles (`# Day 1: Morning` between mdBook's lists, `## Basics` in GitBook's),
 * not a group of its pages the book makes a part (see summaryGroupParts): mdBook and GitBook show such a title as
 * written, and comprehensive-rust's "Day 1: Morning" printed as "Part I. Day 1: Morning".
 */
function writtenSummaryPart(summaryNesting: SummaryNesting, firstFile: string, title: string): boolean {
  const page = summaryNesting.get(firstFile);
  return page?.part === title && listedBySummaryMd(page);
}

/** Pages that carry the book's title or notices, not text of their own. */
const FURNITURE = new Set<DivisionKind>(['titlepage', 'halftitlepage', 'copyright-page', 'dedication']);

function numberAndTitle(
  divisions: WorkingDivision[],
  labels: BookLabels,
  summaryNesting: SummaryNesting,
  digits: (count: number) => string,
  warnings: BookWarning[],
  /** The title the book's config gives it: a copyright or dedication page headed with it repeats it. */
  bookTitle?: string,
): void {
  const counters = { chapter: 0, appendix: 0, part: 0 };
  const untitled = defaultTitles(labels);
  const seen = new Set<string>();
  const chapterTitle = (division: WorkingDivision) => {
    if (division.labelOnlyTitle !== undefined) return division.labelOnlyTitle;
    const heading = firstHeading(division.element);
    return heading ? titleText(heading) : '';
  };
  const chapters = divisions.filter((division) => division.kind === 'chapter');
  const ownNumbering =
    numbersOwnChapters(chapters.map(chapterTitle)) ||
    numbersOwnChapters(mainSummaryChapters(chapters, summaryNesting).map(chapterTitle));
  const ownPartNumbering = numbersOwnParts(
    divisions.filter((division) => division.kind === 'part').map(chapterTitle),
  );
  for (const division of divisions) {
    if (division.kind === 'chapter' || division.kind === 'appendix') {
      // A volume's restart (`:!chapter-number:`) sets the count its chapters go on from.
      const restart = restartedCount(division.element, division.kind);
      if (restart !== undefined) counters[division.kind] = restart - 1;
    }
    if (division.kind === 'chapter' && ownNumbering) {
      // The author's numbers, and none for the chapters the author left unnumbered.
      const written = writtenChapterNumber(chapterTitle(division));
      if (written !== undefined) {
        division.number = written;
        division.label = numberedLabel(labels.chapter, written);
      }
    } else if (
      division.kind === 'chapter' &&
      (division.element.attrs.has(UNNUMBERED_CHAPTER_MARK) ||
        unnumberedByOutline(summaryNesting, division.sourceFile))
    ) {
      // pandoc's `{.unnumbered}`, mdBook's prefix and suffix chapters, or a Jupyter Book part's left unnumbered: in
      // the contents, with no number.
      division.element.attrs.delete(UNNUMBERED_CHAPTER_MARK);
    } else if (division.kind === 'chapter') {
      division.number = digits(++counters.chapter);
      division.label = numberedLabel(labels.chapter, division.number);
      leaveOutOwnNumber(division, counters.chapter, warnings);
    } else if (division.kind === 'appendix') {
      division.number = letterNumeral(++counters.appendix);
      division.label = numberedLabel(labels.appendix, division.number);
    } else if (division.kind === 'part' && division.element.attrs.has(UNNUMBERED_PART_MARK)) {
      // A plain Asciidoctor book's part without `:partnums:` (a Quarto part page's `{.unnumbered}` is still numbered,
      // as before).
      division.element.attrs.delete(UNNUMBERED_PART_MARK);
    } else if (division.kind === 'part' && ownPartNumbering) {
      const written = writtenPartNumber(chapterTitle(division));
      if (written !== undefined) {
        division.number = written;
        division.label = numberedLabel(labels.part, written);
      }
    } else if (division.kind === 'part' && !division.summaryPartTitle) {
      division.number = romanNumeral(++counters.part);
      division.label = numberedLabel(labels.part, division.number);
    }
    const heading = firstHeading(division.element);
    const written = heading ? titleText(heading) : '';
    // A page of the book's furniture that repeats an earlier title (a copyright page headed with the book's title,
    // after the title page) is listed by what it is: every title once in the contents, the outline and the
    // navigation. A preface or introduction keeps the title its author gave it, as its page prints it.
    // The title page alone may be named by the book's title (lean-series' copyright page, headed `{{ title }}` under a
    // title page of another title, was "Lean Series" in the EPUB's landmarks and the PDF's bookmarks).
    const repeated =
      written !== '' &&
      FURNITURE.has(division.kind) &&
      (seen.has(written) || (division.kind !== 'titlepage' && written === bookTitle));
    division.title = (repeated ? '' : written) || untitled[division.kind] || division.label || division.kind;
    seen.add(division.title);
  }
}

/**
 * The chapters a SUMMARY.md lists at its top level, when it nests other chapters' pages below them: the book's main
 * chapters, that its author may number ("1. Beginner", "2. Intermediate") while leaving the pages below unnumbered.
 */
function mainSummaryChapters(chapters: WorkingDivision[], summaryNesting: SummaryNesting): WorkingDivision[] {
  const depths = chapters.map((division) => summaryNesting.get(division.sourceFile)?.depth ?? 0);
  const listed = depths.filter((depth) => depth > 0);
  if (listed.length === 0) return [];
  const top = Math.min(...listed);
  if (!listed.some((depth) => depth > top)) return [];
  return chapters.filter((_, i) => depths[i] === top);
}

function assignGeneratedIds(
  division: WorkingDivision,
  ids: IdRegistry,
  indexTerms: IndexTermCollector,
  sectionNumbers: ReadonlyMap<ElementNode, SectionNumber>,
  headingsWithReferences: HeadingWithReference[],
  sectionDepth: number,
): void {
  const { element } = division;
  division.id = element.attrs.get('id') ?? ids.unique(slugify(division.title) || division.kind);
  element.attrs.set('id', division.id);
  if (!element.attrs.has('data-type')) element.attrs.set('data-type', division.kind);
  const titleHeading = firstHeading(element);
  indexTerms.enterPlace(division.title);
  if (titleHeading && holdsReference(titleHeading))
    headingsWithReferences.push({ heading: titleHeading, isDivisionTitle: true, targetId: division.id });
  // The ranks of the section headings open at this point: a section is listed at the depth it is nested at, so
  // a `###` right under a `#` chapter is one of its sections, as pandoc's and Asciidoctor's contents list it.
  const open: number[] = [];
  const openTitles: string[] = [];
  const openUnlisted: boolean[] = [];

  walkElements(element.children, (el, ancestors) => {
    if (isHeading(el) && el !== titleHeading) {
      const parent = ancestors[ancestors.length - 1] ?? element;
      const parentIsSection =
        /^sect[1-5]$/.test(parent.attrs.get('data-type') ?? '') && firstHeading(parent) === el;
      const title = titleText(el);
      let id = el.attrs.get('id') ?? (parentIsSection ? parent.attrs.get('id') : undefined);
      if (!id) {
        id = ids.unique(slugify(title) || 'section');
        el.attrs.set('id', id);
      }
      // A block's own title (a sidebar's, a quotation's) and a discrete heading head no section.
      if (!isDiscreteHeading(el) && ancestors.every(holdsSections)) {
        const rank = Number(el.name.slice(1));
        while (open.length > 0 && open[open.length - 1] >= rank) {
          open.pop();
          openTitles.pop();
          openUnlisted.pop();
        }
        // pandoc leaves a heading marked {.unlisted}, and the sections under it, out of every contents list, as
        // Beej's Guide to Network Programming does with the Synopsis and Description of each of its man pages.
        const unlisted = hasClass(el, 'unlisted') || openUnlisted.some(Boolean);
        open.push(rank);
        openUnlisted.push(unlisted);
        const level = open.length;
        const number = parentIsSection ? sectionNumbers.get(parent) : undefined;
        const entry: SectionEntry = { id, title: numberedTitle(title, number), level };
        // Test-Driven Development with Python keeps its part introductions' headings out of the contents so.
        if (unlisted || ancestors.some((a) => holdsSections(a) && hasClass(a, 'notoc')))
          entry.outOfContents = true;
        if (entry.title) indexTerms.enterPlace(entry.title, openTitles.filter(Boolean));
        openTitles.push(entry.title);
        const refers = holdsReference(el);
        if (level <= sectionDepth && (title || refers)) division.sections.push(entry);
        if (refers)
          headingsWithReferences.push({
            heading: el,
            isDivisionTitle: false,
            section: { entry, number },
            targetId: id,
          });
      }
    }
    if (el.name === 'a' && el.attrs.get('data-type') === 'indexterm') {
      indexTerms.add(el, division.id, locationOf(el, ancestors, division.sourceFile));
    }
  });
}

/** What a section's heading sits in: sections and the wrappers around them, not a block with a title of its own. */
function holdsSections(el: ElementNode): boolean {
  if (el.name === 'section' || el.name === 'header' || el.name === 'article' || el.name === 'main')
    return true;
  return el.name === 'div' && /^(?:sect[1-5])?$/.test(el.attrs.get('data-type') ?? '');
}

/** Sections are numbered "3.1" in chapter 3 and "A.1" in appendix A (when the source asks, see section-numbers.ts). */
function sectionNumberPrefix(division: WorkingDivision): string | undefined {
  return division.kind === 'chapter' || division.kind === 'appendix' ? division.number : undefined;
}

/** Figures are numbered "3-1" in chapter 3, "A-1" in appendix A and "P-1" in a preface. */
function captionPrefix(division: WorkingDivision): string | undefined {
  if (division.kind === 'chapter' || division.kind === 'appendix') return division.number;
  return division.kind === 'preface' ? 'P' : undefined;
}

/**
 * What the book's DocBook docinfo says that neither its config nor its own front matter does: its authors (printed
 * on the title page), copyright, ISBN, edition, date, publisher and description (the Clojure Cookbook's
 * book-docinfo.xml, whose copyright and ISBN the EPUB and PDF lacked).
 */
function fillFromDocinfo(metadata: BookMetadata, docinfo: Docinfo, divisions: WorkingDivision[]): void {
  if (metadata.authors.length === 0) {
    metadata.authors = docinfo.authors;
    bylineFromDocinfo(divisions, metadata.authors);
  }
  metadata.rights ??= docinfo.rights;
  metadata.isbn ??= docinfo.isbn;
  metadata.edition ??= docinfo.edition;
  metadata.date ??= docinfo.date;
  metadata.publisher ??= docinfo.publisher;
  metadata.description ??= docinfo.description;
}

/**
 * The title page an AsciiDoc book's `= Title` made, when its authors are named only in its DocBook docinfo
 * (Continuous Enterprise Development in Java's book-docinfo.xml): the EPUB and PDF knew them, the page printed none.
 */
function bylineFromDocinfo(divisions: WorkingDivision[], authors: string[]): void {
  const page = divisions.find((d) => d.kind === 'titlepage');
  if (!page || authors.length === 0 || !/\.(?:adoc|asciidoc|asc)$/i.test(page.sourceFile)) return;
  if (findElements([page.element], (el) => hasClass(el, 'author')).length > 0) return;
  page.element.children.push(
    text('\n'),
    element('p', { class: 'author' }, [text(authors.join(', '))]),
    text('\n'),
  );
}

/**
 * What is printed around an Atlas book's reference to a section and to a sidebar (its quotation marks), and around a
 * cookbook's reference to a recipe (its number and quotation marks), as XrefTarget.quoted.
 */
interface ReferenceQuotes {
  section?: [string, string];
  sidebar?: [string, string];
  recipe?: (number: string) => [string, string] | undefined;
}

function referenceQuotes(labels: BookLabels, book: { atlas: boolean; cookbook: boolean }): ReferenceQuotes {
  const around = (template: string): [string, string] | undefined => {
    const [before = '', after = ''] = template.split('{title}');
    return before || after ? [before, after] : undefined;
  };
  return {
    ...(book.atlas
      ? { section: around(labels.sectionReference), sidebar: around(labels.sidebarReference) }
      : {}),
    ...(book.cookbook
      ? { recipe: (number: string) => around(labels.recipeReference.replace('{n}', number)) }
      : {}),
  };
}

/**
 * Which of the book's marks a target takes: a recipe's (with its number), a section's (its element or heading) or a
 * sidebar's.
 */
function quotesFor(
  el: ElementNode,
  ancestors: readonly ElementNode[],
  quotes: ReferenceQuotes,
  number: SectionNumber | undefined,
): [string, string] | undefined {
  if (number?.recipe && quotes.recipe) return quotes.recipe(number.number);
  const section = (node: ElementNode | undefined) =>
    node !== undefined && /^sect[1-5]$/.test(node.attrs.get('data-type') ?? '');
  if (section(el) || (isHeading(el) && section(ancestors[ancestors.length - 1]))) return quotes.section;
  return el.attrs.get('data-type') === 'sidebar' ? quotes.sidebar : undefined;
}

/** What a cross-reference to each id reads as. */
function collectTargets(
  divisions: WorkingDivision[],
  blockLabels: Map<ElementNode, string>,
  sectionNumbers: ReadonlyMap<ElementNode, SectionNumber>,
  /** Headings whose title holds a cross-reference; the captions and block titles that do are added. */
  titlesWithReferences: HeadingWithReference[],
  /** An Atlas book's references to sections and sidebars are quoted, a cookbook's to recipes numbered and quoted. */
  quotes: ReferenceQuotes,
): Map<string, XrefTarget> {
  const targets = new Map<string, XrefTarget>();
  const readAgain = new Set(titlesWithReferences.map((t) => t.targetId));
  for (const division of divisions) {
    const divisionText = division.label ?? division.title;
    const divisionReftext = takeReferenceText(division.element);
    targets.set(
      division.id,
      divisionReftext !== undefined
        ? { divisionId: division.id, text: divisionReftext }
        : {
            divisionId: division.id,
            text: divisionText,
            ...markupOf(division.label ? undefined : firstHeading(division.element), divisionText),
            ...(division.label ? { fullTitle: { title: division.title, emphasis: true } } : {}),
            ...(division.label && division.number ? { number: division.number } : {}),
          },
    );
    walkElements(division.element.children, (el, ancestors) => {
      const reftext = takeReferenceText(el);
      const id = el.attrs.get('id');
      if (!id || targets.has(id)) return;
      // The author's own words for it win over any generated text, as in Asciidoctor.
      if (reftext !== undefined) return void targets.set(id, { divisionId: division.id, text: reftext });
      // A callout (`<<CO2-1>>`, as DocBook's and Atlas's converters name them) is referred to by its mark, as there.
      if (hasClass(el, 'conum')) {
        const mark = textContent(el.children).trim();
        return void targets.set(id, {
          divisionId: division.id,
          text: mark,
          markup: [element('b', { class: 'conum' }, [text(mark)])],
        });
      }
      // A Markdown section's id is on its heading (bookdown's `## Title {#id}`): the number is its section's.
      const headed = isHeading(el) ? ancestors[ancestors.length - 1] : undefined;
      const sectionNumber = sectionNumbers.get(el) ?? (headed && sectionNumbers.get(headed));
      const number = sectionNumber?.number;
      const blockLabel = blockLabels.get(el);
      const caption = blockLabel === undefined ? '' : titleAfterLabel(titleOf(el), blockLabel);
      const titled = titleOf(el) ? titleSource(el) : nearestTitleSource(ancestors);
      const written = blockLabel ?? (titleOf(el) || nearestTitle(ancestors) || divisionText);
      const quoted = titleOf(el) ? quotesFor(el, ancestors, quotes, sectionNumber) : undefined;
      const untitled =
        blockLabel === undefined &&
        !titleOf(el) &&
        !ancestors.some(isHeading) &&
        textContent(el).trim() !== '';
      const ownTitle = titleSource(el);
      if (ownTitle && !readAgain.has(id) && holdsReference(ownTitle)) {
        titlesWithReferences.push({
          heading: ownTitle,
          label: blockLabel,
          isDivisionTitle: false,
          targetId: id,
        });
        readAgain.add(id);
      }
      targets.set(id, {
        divisionId: division.id,
        text: written,
        ...markupOf(blockLabel === undefined ? titled : undefined, written),
        ...(number === undefined ? {} : { sectionNumber: number }),
        ...(caption ? { fullTitle: { title: caption, emphasis: false } } : {}),
        ...labelNumber(blockLabel ?? number),
        ...(quoted ? { quoted } : {}),
        ...(untitled ? { untitled: { what: untitledName(el), ...(el.loc ? { where: el.loc } : {}) } } : {}),
      });
    });
  }
  return targets;
}

/** What an untitled target is, as an author calls it: "paragraph", "list item", "table"… */
function untitledName(el: ElementNode): string {
  return UNTITLED_NAMES[el.name] ?? 'passage';
}

const UNTITLED_NAMES: Record<string, string> = {
  p: 'paragraph',
  li: 'list item',
  table: 'table',
  pre: 'listing',
  figure: 'figure',
  blockquote: 'quotation',
  ul: 'list',
  ol: 'list',
  dl: 'list',
  dt: 'term',
  dd: 'definition',
};

/** The number of a block's label ("3-1" of "Figure 3-1") or a section's number, as an optional field. */
function labelNumber(label: string | undefined): { number?: string } {
  const number = label === undefined ? undefined : /\S+$/.exec(label)?.[0];
  return number === undefined ? {} : { number };
}

function titleOf(el: ElementNode): string {
  const source = titleSource(el);
  return source ? titleText(source) : '';
}

/** The element holding a block's or section's title: itself if a heading, its caption, block title or heading. */
function titleSource(el: ElementNode): ElementNode | undefined {
  if (isHeading(el)) return el;
  const caption = el.children.find(
    (c): c is ElementNode => c.type === 'element' && (c.name === 'figcaption' || c.name === 'caption'),
  );
  if (caption) return caption;
  // Asciidoctor's block title (`.Title` over a paragraph, list, quote or literal): its xref text, as there.
  const blockTitle = el.children.find(
    (c): c is ElementNode =>
      c.type === 'element' && c.name === 'div' && (c.attrs.get('class') ?? '').split(/\s+/).includes('title'),
  );
  return blockTitle ?? firstHeading(el);
}

function nearestTitle(ancestors: readonly ElementNode[]): string {
  const source = nearestTitleSource(ancestors);
  return source ? titleText(source) : '';
}

function nearestTitleSource(ancestors: readonly ElementNode[]): ElementNode | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    if (/^sect[1-5]$/.test(ancestors[i].attrs.get('data-type') ?? '') && titleOf(ancestors[i]))
      return titleSource(ancestors[i]);
  }
  return undefined;
}

/** The `markup` field of a target whose text is the title `source` holds, when the title has formatting. */
function markupOf(source: ElementNode | undefined, written: string): { markup?: DomNode[] } {
  const markup = source && titleMarkup(source.children, written);
  return markup ? { markup } : {};
}

function joinCss(parts: Array<string | undefined>): string | undefined {
  const present = parts.filter((p): p is string => p !== undefined);
  return present.length ? present.join('\n') : undefined;
}

/** Atlas layout: every `theme/<format>/*.css` file, in name order, after the `theme` key's stylesheet. */
async function loadFormatThemeCss(
  source: BookSource,
  format: string,
  warnings: BookWarning[],
  assets: AssetCollector,
): Promise<string[]> {
  const files = ((await source.listFiles?.(`theme/${format}`)) ?? [])
    .filter((f) => extensionOf(f) === '.css')
    .sort();
  const sheets: string[] = [];
  for (const path of files) {
    const bytes = await source.readFile(path);
    if (bytes === null) continue;
    const css = closedThemeCss(bytes.toString('utf8'), path, warnings);
    warnings.push(...printOnlyImageWarnings(css, path));
    sheets.push(
      await bundleThemeUrls(
        substituteThemeFonts(stripRemoteCss(css, path, warnings), path, warnings),
        path,
        assets,
        warnings,
      ),
    );
  }
  return sheets;
}

async function loadThemeCss(
  source: BookSource,
  theme: string | undefined,
  warnings: BookWarning[],
  assets: AssetCollector,
) {
  if (!theme) return undefined;
  const normalized = normalizeRepoPath(theme);
  if (!normalized.ok || extensionOf(theme) !== '.css') {
    warnings.push(
      warning(
        'theme',
        undefined,
        `theme "${theme}" is not a CSS file in this repository; the default theme is used`,
      ),
    );
    return undefined;
  }
  const bytes = await source.readFile(normalized.path);
  if (bytes === null) {
    warnings.push(
      warning(
        'theme',
        undefined,
        `theme ${normalized.path} does not exist at this commit; the default theme is used`,
      ),
    );
    return undefined;
  }
  const css = closedThemeCss(bytes.toString('utf8'), normalized.path, warnings);
  warnings.push(...printOnlyImageWarnings(css, normalized.path));
  const local = substituteThemeFonts(
    stripRemoteCss(css, normalized.path, warnings),
    normalized.path,
    warnings,
  );
  return bundleThemeUrls(local, normalized.path, assets, warnings);
}

/**
 * The theme's own images and fonts (`url(../images/x.png)`, relative to the CSS file) ship with the
 * book; the stylesheet always sits at the output's root, next to `assets/`.
 */
async function bundleThemeUrls(
  css: string,
  path: string,
  assets: AssetCollector,
  warnings: BookWarning[],
): Promise<string> {
  const pattern = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;
  const replacements = new Map<string, string>();
  for (const match of css.matchAll(pattern)) {
    const reference = match[2].trim();
    if (replacements.has(reference) || urlScheme(reference) || reference.startsWith('#')) continue;
    const resolved = resolveFromFile(path, reference.replace(/[?#].*$/, ''));
    const asset = resolved.ok ? await assets.add(resolved.path) : null;
    if (!asset) {
      warnings.push(
        warning(
          'theme',
          path,
          `url(${reference}) ${resolved.ok ? assets.whyUnavailable(resolved.path) : resolved.reason}; left out`,
        ),
      );
      replacements.set(reference, 'none');
      continue;
    }
    replacements.set(reference, `url("${asset.href}")`);
  }
  return css.replace(pattern, (whole: string, _q: string, reference: string) => {
    const replacement = replacements.get(reference.trim());
    return replacement ?? whole;
  });
}

/** Offline means offline: remote @imports and url()s in the theme would load when a page is read. */
function stripRemoteCss(css: string, path: string, warnings: BookWarning[]): string {
  let removed = 0;
  // Its line breaks stay, so warnings about the theme's later rules name their lines.
  const withoutImports = css.replace(/@import\s+(?:url\()?\s*['"]?(?:https?:)?\/\/[^;]*;/gi, (rule) => {
    removed++;
    return rule.replace(/[^\n]/g, '');
  });
  const result = withoutImports.replace(/url\(\s*(['"]?)(?:https?:)?\/\/[^)]*\)/gi, () => {
    removed++;
    return 'none';
  });
  if (removed > 0)
    warnings.push(
      warning('remote-resource', path, `${removed} remote @import/url() removed (never fetched)`),
    );
  return result;
}

/**
 * Where the config's value of `key` was written: the config file's line, or the book's file it was read from (the
 * first file's front matter), so a warning about it names the line the author corrects.
 */
function metadataLocation(config: PlatformConfig, key: BookMetadataKey): SourceLocation {
  const written = config.metadataLocations?.[key];
  if (written) return written;
  const file = config.configFile ?? 'platform.json';
  return key === 'title' && config.titleLine ? { file, line: config.titleLine } : { file };
}

/** The book's cover named where it is written: the image's src, and its line for a warning about it. */
interface CoverCandidate {
  /** The file the image is written in (a listed file, or one it includes; the config file for its `cover`). */
  file: string;
  src: string;
  /** The path as the config wrote it, when `src` is made from it. */
  written?: string;
  line?: number;
}

/** The cover an image makes, in the file it is written in when that is not the listed file (a DocBook xi:include). */
type CoverImage = Omit<CoverCandidate, 'file'> & { file?: string };

function coverImage(img: ElementNode | undefined): CoverImage | undefined {
  const src = img?.attrs.get('src')?.trim();
  if (!src) return undefined;
  const loc = img!.loc;
  return { src, ...(loc?.file ? { file: loc.file } : {}), ...(loc?.line ? { line: loc.line } : {}) };
}

/** Removes a `<figure data-type="cover">` (Atlas cover.html) from a source; returns its image and line. */
function takeCoverFigure(converted: { nodes: DomNode[] }): CoverImage | undefined {
  let found: CoverImage | undefined;
  converted.nodes = replaceElements(converted.nodes, (el) => {
    if (el.attrs.get('data-type') !== 'cover') return undefined;
    const [img] = findElements([el], (e) => e.name === 'img');
    found ??= coverImage(img);
    return [];
  });
  return found;
}

/**
 * A listed file before the book's first chapter that holds one image and nothing else — no title, no text — is
 * the book's cover: Atlas's `cover.html` as its visual editor saved it, `<p><img src="cover.png"></p>` without
 * the `<figure data-type="cover">`. Returns the image's src and line. Not after a chapter, whether or not its source
 * named it one (a Markdown file's, split at its headings): 0xn3va's cheat sheets have a page of one diagram deep in
 * the book, which was taken for the cover and its chapter left out.
 */
function imageOnlyCover(raw: RawDivision[], before: WorkingDivision[]): CoverImage | undefined {
  if (before.some((d) => BODY_KINDS.has(d.kind))) return undefined;
  const [only] = raw;
  if (raw.length !== 1 || !only?.untyped) return undefined;
  // A page SUMMARY.md titles is still only what its file holds.
  const title = only.titledBySummary ? firstHeading(only.element) : undefined;
  const held = only.element.children.filter((child) => child !== title);
  if (firstHeading(element('section', {}, held))) return undefined;
  if (collapseWhitespace(textContent(held)) !== '') return undefined;
  const images = findElements(held, (e) => e.name === 'img');
  const others = findElements(
    held,
    (e) => !['img', 'p', 'div', 'figure', 'span', 'a', 'br', 'section'].includes(e.name),
  );
  if (images.length !== 1 || others.length > 0) return undefined;
  return coverImage(images[0]);
}
const BODY_KINDS = new Set<string>(['chapter', 'part', 'appendix']);

const ASCIIDOC_FILE = /\.(?:adoc|asciidoc|asc)$/i;

async function loadCover(
  candidate: CoverCandidate,
  assets: AssetCollector,
  warnings: BookWarning[],
): Promise<BookAsset | undefined> {
  const where: SourceLocation = { file: candidate.file, ...(candidate.line ? { line: candidate.line } : {}) };
  const resolved = resolveFromFile(candidate.file, candidate.src);
  if (!resolved.ok || urlScheme(candidate.src)) {
    // The config's cover is made root-relative to be resolved; the author is shown it as written.
    const written = candidate.written ?? candidate.src;
    warnings.push(
      warning('cover', where, `cover image ${written} is not a file in this repository; no cover`),
    );
    return undefined;
  }
  let asset = await assets.add(resolved.path);
  const tried = [resolved.path];
  if (!asset && ASCIIDOC_FILE.test(candidate.file)) {
    // `:front-cover-image:` in a book whose build tool, not the document, set imagesdir (as its images are found).
    for (const { path, imagesdir } of imagesFolderCandidates(candidate.src, candidate.file)) {
      if (!tried.includes(path)) tried.push(path);
      asset = await assets.add(path);
      if (!asset) continue;
      warnings.push(
        warning(
          'cover',
          where,
          `cover image ${candidate.src} is not where the document's imagesdir leads (looked for ${resolved.path}); ` +
            buildToolImagesAdvice(path, imagesdir, candidate.file),
        ),
      );
      break;
    }
  }
  if (!asset || !/^image\/(?:png|jpeg|gif|svg\+xml)$/.test(asset.mediaType)) {
    warnings.push(
      warning(
        'cover',
        where,
        `cover image ${resolved.path} ${asset ? 'is not a PNG, JPEG, GIF or SVG image; no cover' : unavailableCover(assets, tried)}`,
      ),
    );
    return undefined;
  }
  return asset;
}

/**
 * Why no cover image was read: a file there refused (too large, not the image it is named), else every place looked
 * and what to do.
 */
function unavailableCover(assets: AssetCollector, tried: string[]): string {
  const refused = tried.find((path) => assets.refusal(path) !== undefined);
  return refused
    ? `${assets.whyUnavailable(refused)}; no cover`
    : `not found (looked for ${tried.join(', ')}); no cover: add the image there, or correct the path`;
}

/**
 * "Chapter 2: Pigeons", "Appendix B – Tools", "Part I, Tools": the author already wrote the label into the title —
 * the label of the division's own kind. A chapter titled "Part 1: Bootstrapping" (mac-appdev-book's four chapters,
 * which Leanpub numbers as chapters) still says "Chapter 1" above it: taking the part's word for the chapter's label
 * left those chapters unnumbered, then "Chapter 5 Epilogue", and their listings captioned "Example 2-11" in a chapter
 * that said no number.
 */
const APPENDIX_WORDS = 'appendix|anhang|annexe|ap[ée]ndice|appendice|bijlage|приложение';
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn';
const writtenLabel = (words: string) =>
  new RegExp(`^(?:${words})\\s+(?:\\d+|[A-Z]|[IVXLCDM]+|${NUMBER_WORDS})\\b\\s*(?:[:.,–—-]|$)`, 'iu');
const WRITTEN_LABEL: Partial<Record<DivisionKind, RegExp[]>> = {
  chapter: [writtenLabel(CHAPTER_WORDS), CJK_CHAPTER_LABEL],
  appendix: [writtenLabel(APPENDIX_WORDS)],
  part: [writtenLabel(PART_WORDS), CJK_PART_LABEL],
};

function labelInTitle(working: WorkingDivision): boolean {
  return (
    working.label !== undefined &&
    (WRITTEN_LABEL[working.kind] ?? []).some((label) => label.test(working.title))
  );
}

/**
 * A numbered division's opening reads "Chapter 3" above its title, as its contents entry, running head
 * and cross-references do — unless the author's title already says so.
 */
function labelHeading(working: WorkingDivision): void {
  const heading = firstHeading(working.element);
  // Untitled, the division is called by its label alone: that is its title, and what its opening shows.
  if (!working.label || (heading && labelInTitle(working))) return;
  const label = element('span', { class: 'division-label' }, [text(working.label)]);
  // A chapter with no title still opens under its label, as the contents and running heads name it: without one,
  // its first page was text straight after the chapter before, nothing to say a chapter began.
  if (!heading) working.element.children.unshift(element('h1', {}, [label]));
  else heading.children.unshift(label, text(' '));
}

function characterSourcesOf(divisions: WorkingDivision[]): Map<number, SourceLocation> {
  const sources = new Map<number, SourceLocation>();
  for (const division of divisions) collectCharacterSources(division.element, division.sourceFile, sources);
  return sources;
}

function toDivision(working: WorkingDivision): Division {
  labelHeading(working);
  const ids = findElements([working.element], (el) => el.attrs.has('id')).map(
    (el) => el.attrs.get('id') as string,
  );
  const noteSources: (SourceLocation | undefined)[] = [];
  walkElements([working.element], (el, ancestors) => {
    if (el.attrs.get('data-type') !== 'footnote') return;
    noteSources.push(el.loc ?? [...ancestors].reverse().find((a) => a.loc)?.loc);
  });
  const breakSources: (SourceLocation | undefined)[] = [];
  const figureSources: (SourceLocation | undefined)[] = [];
  walkElements([working.element], (el, ancestors) => {
    if (asksPrintBreak(el))
      breakSources.push(el.breakAskedAt ?? el.loc ?? [...ancestors].reverse().find((a) => a.loc)?.loc);
    if (isPictureFigure(el)) figureSources.push(el.loc ?? [...ancestors].reverse().find((a) => a.loc)?.loc);
  });
  const assetLinkSources = assetLinkSourcesOf(working.element, working.sourceFile);
  return {
    id: working.id,
    kind: working.kind,
    title: working.title,
    ...(working.label ? { label: working.label, number: working.number } : {}),
    ...(labelInTitle(working) ? { labelInTitle: true } : {}),
    ...(working.byline ? { byline: working.byline } : {}),
    sourceFile: working.sourceFile,
    ...(working.part ? { partId: working.part.id } : {}),
    html: serializeHtml([working.element]),
    sections: working.sections,
    ids: [working.id, ...ids.filter((id) => id !== working.id)],
    ...(noteSources.length > 0 ? { noteSources } : {}),
    ...(breakSources.length > 0 ? { breakSources } : {}),
    ...(figureSources.length > 0 ? { figureSources } : {}),
    ...(Object.keys(assetLinkSources).length > 0 ? { assetLinkSources } : {}),
  };
}

function assetLinkSourcesOf(root: ElementNode, file: string): Record<string, SourceLocation[]> {
  const sources: Record<string, SourceLocation[]> = {};
  walkElements([root], (el, ancestors) => {
    const href = el.name === 'a' ? el.attrs.get('href') : el.name === 'img' ? el.attrs.get('src') : undefined;
    if (!href?.startsWith('assets/')) return;
    const where = el.loc ?? [...ancestors].reverse().find((a) => a.loc)?.loc;
    (sources[href] ??= []).push(where ?? { file });
  });
  return sources;
}

/** Each Markdown file's last division (a site's pages, notebooks): where a footer its site repeats would be. */
function lastDivisionsOfMarkdownFiles(
  divisions: readonly WorkingDivision[],
  includeLines: ReadonlyMap<string, ReadonlySet<number>>,
): FileClosing[] {
  const last = new Map<string, ElementNode>();
  for (const division of divisions) {
    if (sourceFormatOf(division.sourceFile) === 'markdown') last.set(division.sourceFile, division.element);
  }
  return [...last].map(([file, element]) => ({ file, element, includeLines: includeLines.get(file) }));
}

/** Whether the text opens with an rST title pandoc read as a paragraph (rst-short-underlines.ts warned of it). */
function opensWithShortUnderline(nodes: readonly DomNode[]): boolean {
  const first = nodes.find((node) => node.type !== 'text' || node.value.trim() !== '');
  return first?.type === 'element' && first.attrs.has(SHORT_UNDERLINE);
}

/**
 * A file that opens with text before its first chapter title (a title written in a syntax Markdown does not read,
 * such as a `^title` line, or none at all) prints that text above the chapter's title, where no reader looks for it.
 */
function textBeforeTitleOpenings(raw: RawDivision[], file: string): FileOpening[] {
  return raw.flatMap((division) => {
    if (!division.textBeforeTitle || opensWithShortUnderline(division.textBeforeTitle)) return [];
    const heading = firstHeading(division.element);
    const opening = division.textBeforeTitle.find((n): n is ElementNode => n.type === 'element' && !!n.loc);
    const title = heading ? `"${titleText(heading)}"` : '';
    const at = heading?.loc?.line ? ` (line ${heading.loc.line})` : '';
    const where = opening?.loc ?? file;
    return [
      {
        file,
        element: division.element,
        nodes: division.textBeforeTitle,
        where,
        warning: warning(
          'source',
          where,
          `the file opens with text before its first title ${title}${at}: it is printed above that title, at the ` +
            "start of its chapter; give the opening a title of its own (a heading at the level of the book's " +
            'chapters) or move it below the title',
        ),
      },
    ];
  });
}

/**
 * A file that opens with sections (`## Setup`, continuing the chapter before) and later has a chapter's title
 * (`# Usage`) is printed as pandoc reads it: the title begins a chapter of its own. On the book's site the file was
 * one page, so the author is told, at that title, in case it was meant as a section of the page.
 */
function openingSectionWarnings(
  divisions: WorkingDivision[],
  sectionFileTitles: Map<string, ElementNode>,
): BookWarning[] {
  return divisions.flatMap((division) => {
    const opening = division.afterOpeningSection;
    // An opening that continues no chapter (the book's first file) is printed apart, and warned of as such.
    if (!opening || !sectionFileTitles.has(division.sourceFile)) return [];
    const heading = firstHeading(division.element);
    const openingAt = opening.loc?.line ? `, line ${opening.loc.line}` : '';
    return [
      warning(
        'source',
        heading?.loc ?? division.element.loc ?? division.sourceFile,
        `"${heading ? titleText(heading) : ''}" is a chapter's title in a file that opens with a section ` +
          `("${titleText(opening)}"${openingAt}), which continues the chapter before it: this title begins a new ` +
          'chapter; if it belongs to the opening section, write it a level lower',
      ),
    ];
  });
}

/** One warning for each division that took content its part held after it (see splitIntoDivisions). */
function movedContentWarnings(moved: MovedIntoDivision[], file: string): BookWarning[] {
  const byDivision = new Map<ElementNode, MovedIntoDivision[]>();
  for (const m of moved) {
    if (isBlank([m.element])) continue;
    byDivision.set(m.into, [...(byDivision.get(m.into) ?? []), m]);
  }
  return [...byDivision.values()].map((list) => {
    const first = list[0]!;
    const title = (el: ElementNode) => {
      const heading = firstHeading(el);
      return heading ? `"${titleText(heading)}"` : '(untitled)';
    };
    const what = first.element.attrs.get('data-type') ?? `<${first.element.name}>`;
    return warning(
      'source',
      first.element.loc ?? file,
      `${list.length === 1 ? `a ${what}` : `${list.length} elements (the first a ${what})`} written straight ` +
        `into the part ${title(first.part)}, after the ${first.into.attrs.get('data-type') ?? 'division'} ` +
        `${title(first.into)}, ${list.length === 1 ? 'is' : 'are'} printed at the end of that ` +
        `${first.into.attrs.get('data-type') ?? 'division'}; move ${list.length === 1 ? 'it' : 'them'} into a ` +
        'chapter (HTMLBook allows only divisions inside a part after its introduction)',
    );
  });
}

/**
 * The failure for a listed file missing at the commit, naming it and every later listed file missing too, each
 * at its line in the config: a stale list (files renamed since) is fixed in one edit, not one push per file. An
 * unlisted master document at the root is named as what the book is likely built from now, and a file beside a
 * missing one with its name and another extension as what the entry likely means.
 */
async function missingListedFiles(
  repository: BookSource,
  config: PlatformConfig,
  first: number,
): Promise<RenderFailure> {
  const configFile = config.configFile ?? 'platform.json';
  const missing: string[] = [];
  for (let index = first; index < config.files.length; index++) {
    const normalized = normalizeRepoPath(config.files[index]!);
    if (!normalized.ok || (index > first && (await fileExists(repository, normalized.path)))) continue;
    const line = config.fileLines?.[index];
    const renamed = await sameNameSources(repository, normalized.path);
    const guess = renamed.length ? `; did you mean ${renamed.join(' or ')}?` : '';
    missing.push(`"${normalized.path}" (files[${index}]${line ? `, ${configFile}:${line}` : ''}${guess})`);
  }
  const where = config.fileLines?.[first] ? `${configFile}:${config.fileLines[first]}: ` : '';
  const [head, ...rest] = missing;
  const hint =
    masterDocumentHint(await unlistedMasterDocuments(repository, config.files), configFile) ||
    (await outlineInsteadHint(repository, config, missing.length, configFile));
  return new RenderFailure(
    (rest.length === 0
      ? `${where}${head} is listed in the book's files but does not exist at this commit. ` +
        `Add the file, or fix or remove the entry in ${configFile}.`
      : `${where}${missing.length} files listed in the book's files do not exist at this commit: ` +
        `${[head, ...rest].join(', ')}. Add them, or fix or remove their entries in ${configFile}.`) + hint,
  );
}

/**
 * A list of files a publisher's converter writes at build time (R Packages' atlas.json names `R-Packages--2e-.adoc`,
 * made from its Quarto chapters) is missing as a whole, while the book's own toolchain outline names its sources:
 * the failure gives the platform.json (read before atlas.json) that builds the book from them.
 */
async function outlineInsteadHint(
  repository: BookSource,
  config: PlatformConfig,
  missingCount: number,
  configFile: string,
): Promise<string> {
  if (missingCount * 2 < config.files.length) return '';
  const outline = await bookOutline(repository);
  if (!outline) return '';
  const readFirst = configFile === 'atlas.json' ? ' (read before atlas.json)' : '';
  return ` ${outlineAdvice(outline, readFirst, { thatExist: true })}`;
}

/**
 * A Markdown file that is nothing but the book's metadata block (pandoc's `title.md`, read by the config loader as the
 * book's title and authors): its content is the title page's, not an empty file's.
 */
function holdsOnlyBookMetadata(bytes: Buffer, bookTitle: string | undefined): boolean {
  if (bookTitle === undefined) return false;
  const split = splitFrontMatter(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  return split.title?.trim() === bookTitle && split.body.trim() === '';
}
