import { showVerbatimCells } from '../sources/verbatim-cells';
import { warnAboutDiagramFences } from '../sources/markdown-diagrams';
import { inLeanpubManuscript } from '../paths/leanpub-resources';
import { AsciidocDialect, asciidocToHtml } from '../sources/asciidoc';
import { markdownToHtml } from '../sources/markdown';
import { dropMdxSyntax, mdxAttributeWarnings, mdxComponentsWarning, readsAsMdx } from '../sources/mdx-syntax';
import { UndefinedReference, warnAboutUndefinedReferences } from '../sources/markdown-reference-links';
import { notebookToMarkdown } from '../sources/notebook';
import { notebooksGluedFrom } from '../sources/notebook-glue';
import { fileText, nearestBookFile } from '../config/nearest-book-file';
import {
  findJupyterBookConfig,
  intersphinxMapping,
  numbersEquationsByChapter,
} from '../config/jupyter-book-config';
import { UnreadAttribute, warnAboutUnreadAttributes } from '../sources/markdown-block-attributes';
import { FootnoteProblem, warnAboutFootnoteProblems } from '../sources/footnote-labels';
import { RunawayFence, warnAboutRunawayFences } from '../sources/runaway-fences';
import { MystNote, warnAboutMystNotes } from '../sources/myst-directives';
import { expandMystBibliographies } from '../sources/myst-bibliography';
import { expandMystIncludes } from '../sources/myst-includes';
import { mayHoldSphinxOnly, sphinxConversion } from '../sources/sphinx-directives';
import { separateAnchorLines } from '../sources/anchor-lines';
import { applyOutputTags } from '../sources/output-tagged-text';
import { separateHtmlBlockHeadings } from '../sources/html-block-headings';
import { separateMarkdownInHtml } from '../sources/markdown-in-html';
import { warnAboutUnspacedHeadings } from '../sources/unspaced-headings';
import { expandCodeFilePlaceholders } from '../sources/code-file-placeholders';
import { warnAboutBuildScriptPlaceholders } from '../sources/build-script-placeholders';
import { warnAboutPreprocessorMacros } from '../sources/preprocessor-macros';
import { MDBOOK_KATEX_DOLLAR_MATH, mdBookKatexMacros, mdBookKatexOf } from '../sources/mdbook-katex';
import { joinKatexFormulas } from '../sources/mdbook-katex-formulas';
import { expandExtendedMarkdownBlocks } from '../sources/extended-markdown-blocks';
import { expandGitBookBlocks } from '../sources/gitbook-blocks';
import { showGitBookDescription } from '../sources/gitbook-description';
import { expandMdBookEmbeds } from '../sources/mdbook-embedify';
import { expandGitBookCodeIncludes } from '../sources/gitbook-code-includes';
import { expandLeanpubIncludes } from '../sources/leanpub-includes';
import { unrunCodeCellsWarning } from '../sources/code-cells';
import { expandQuartoShortcodes } from '../sources/quarto-shortcodes';
import { frozenMarkdown } from '../sources/quarto-freeze';
import { expandD2lbookMarkup } from '../sources/d2lbook-markup';
import { markChapterEquations } from './chapter-equation-numbers';
import { expandGitBookCodeLabels } from '../sources/gitbook-code-labels';
import { expandGitBookSections } from '../sources/gitbook-sections';
import { expandGitBookTemplates } from '../sources/gitbook-templates';
import { expandMdBookIncludes } from '../sources/mdbook-includes';
import { mdBookListings } from '../sources/mdbook-listings';
import { markdownAdmonitions } from '../sources/markdown-admonitions';
import { doccAsides } from '../sources/docc-asides';
import { untypedAsidesAsSidebars } from '../sources/untyped-asides';
import { doccCatalogOf } from './docc-catalog';
import { splitFrontMatter } from '../sources/markdown-front-matter';
import { docbookPassthroughsAsHtml } from '../sources/asciidoc-docbook-passthroughs';
import { docbookToHtml } from '../sources/docbook';
import { answerKnitrOutputConditions } from '../sources/knitr-output-conditions';
import { replaceBookdownTextReferences } from '../sources/bookdown-text-references';
import { styleBuiltInRoles } from '../sources/asciidoc-built-in-roles';
import { DomNode, ElementNode, parseHtml, replaceElements, textContent } from '../dom/html-dom';
import { RemovedScript, SanitizeReport, sanitizeNodes } from '../dom/sanitize';
import { unprefixForeignElements } from '../dom/namespace-prefixes';
import { inlineFootnotes } from '../sources/footnotes';
import { escapeCodeTypeParameters } from '../sources/code-type-parameters';
import { imageMissingFrom, warnAboutForeignSyntax } from '../sources/foreign-image-syntax';
import {
  asciidoctorHtmlToHtmlBook,
  documentContent,
  looksLikeAsciidoctorHtml,
} from '../sources/html-document';
import { SourceLocation } from '../warnings';
import { leaveUnlabelledQuartoFloatsUnnumbered, markdownFigures } from './number-captions';
import { warnAboutUnreadPipeTables } from '../sources/pipe-table-columns';
import { withoutRawLatexBlocks } from './raw-latex-blocks';
import {
  typesetBareLatexCommands,
  typesetLatexTextCommands,
  warnAboutInlineLatexCommands,
} from './inline-latex-commands';
import { extensionOf, resolveFromFile } from '../paths/repo-path';
import { SourceFormat } from '../paths/source-formats';
export { sourceFormatOf, type SourceFormat } from '../paths/source-formats';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { convertMath } from '../math/convert-math';
import { keepMathWithItsWords } from '../math/math-words';
import type { TexMacros } from '../math/tex-macros';
import { configuredMathMacros, looksForMystBook, MystPage, mystPageOf } from '../sources/jupyter-book-macros';
import { quartoSectionNumbering } from '../sources/quarto-section-numbers';
import { mayHoldConditionalContent, quartoOutputOf } from '../sources/quarto-conditional-content';
import { headerIncludeMathMacros } from '../sources/header-include-macros';
import { pandocMathMacros } from '../sources/pandoc-math-macros';
import { rFolderListings } from '../sources/r-string-values';
import { markPageBreaks, pageBreakInstructions } from './page-breaks';
import { embeddedFramesAsLinks } from './embedded-frames';
import { embeddedImagesAsImages } from './embedded-images';

/**
 * Nesting depth kept from a source. Calibre's XML parser (libxml2) refuses documents deeper than
 * 256 levels, and the book adds a few wrappers around each source's content.
 */
export const MAX_SOURCE_DEPTH = 200;

export interface ReadSource {
  nodes: DomNode[];
  warnings: BookWarning[];
  /** The conversion asked which backend it was for (`ifdef::backend-pdf[]`): each format converts it apart. */
  backendSensitive?: boolean;
  /** The conversion printed the date (AsciiDoc's `{docdate}`): a commit of another date converts it apart. */
  dateSensitive?: boolean;
  /** The conversion drew diagrams (or printed them as written, Graphviz missing): it depends on the machine's. */
  drawsDiagrams?: boolean;
}

/** A link whose target may be a label: no file name's dot, no web address, no fragment. */
const MAYBE_LABEL_LINK = /\]\((?![a-z][a-z\d+.-]*:\/\/)[^\s().#]+\)/i;
/** A link of one of mystmd's protocols (`[](wiki:Gravitational_wave)`, `[paper](doi:10.5281/zenodo.6476040)`). */
const MYST_PROTOCOL_LINK = /\]\((?:wiki|doi|rrid|ror):(?!\/\/)/i;

/**
 * Whether the file is a MyST page: a Jupyter Book's or a MyST notebook. Asked of a page with a link to what may be a
 * label only: a Jupyter Book page of Learning Data Science links a label of another page, [](sec:sub), and nothing
 * else MyST's.
 */
async function isMystPage(
  path: string,
  text: string,
  mystPage: MystPage | undefined,
  source: BookSource,
  jupyterBookOf: () => Promise<unknown>,
): Promise<boolean> {
  if (mystPage !== undefined) return true;
  // mystPageOf looked for the page's book already, and found none.
  if (looksForMystBook(text)) return false;
  if (!MAYBE_LABEL_LINK.test(text) && !MYST_PROTOCOL_LINK.test(text)) return false;
  if ((await jupyterBookOf()) !== undefined) return true;
  // A MyST project's page (mystmd, Jupyter Book 2: a myst.yml in its folder or above).
  return (await nearestBookFile([path], (inFolder) => fileText(source, inFolder('myst.yml')))) !== undefined;
}

/** The notebooks a notebook pastes glued values from (`other.ipynb::key`), by the path written: their JSON. */
async function gluedFrom(
  path: string,
  notebookText: string,
  source: BookSource,
): Promise<Map<string, string>> {
  const others = new Map<string, string>();
  for (const doc of notebooksGluedFrom(notebookText)) {
    const resolved = resolveFromFile(path, extensionOf(doc) === '' ? `${doc}.ipynb` : doc);
    const read = resolved.ok ? await source.readFile(resolved.path) : null;
    if (read) others.set(doc, read.toString('utf8'));
  }
  return others;
}

/** One listed file → sanitized HTML nodes (its body content), whatever its source format. */
export async function convertSource(
  path: string,
  bytes: Buffer,
  format: SourceFormat,
  source: BookSource,
  dialect: AsciidocDialect = { legacy: false },
  /** The book's title: a Markdown front matter titled so is the book's metadata (pandoc), not a chapter's title. */
  bookTitle?: string,
): Promise<ReadSource> {
  const warnings: BookWarning[] = [];
  const written = bytes.toString('utf8');
  const notebook =
    extensionOf(path) === '.ipynb'
      ? notebookToMarkdown(written, path, warnings, await gluedFrom(path, written, source))
      : undefined;
  // A Quarto page run and frozen by its author: the Markdown of that run, outputs and all (quarto-freeze.ts).
  const frozen = format === 'markdown' ? await frozenMarkdown(path, source) : undefined;
  const text = replaceBookdownTextReferences(
    path,
    answerKnitrOutputConditions(
      path,
      frozen?.text ?? (notebook ? notebook.text : written.replace(/^\uFEFF/, '')),
    ),
    warnings,
  );
  const notebookLine = frozen?.lineOf ?? (notebook ? notebook.lineOf : (line: number) => line);
  let html: string;
  // HTMLBook elements know their own line; converters mark theirs (AsciiDoc: file and line, includes too).
  let table: SourceLocation[] | undefined;
  let backendSensitive = false;
  let dateSensitive = false;
  let drawsDiagrams = false;
  let mathMacros: TexMacros | undefined;
  let stem = false;
  let equationNumbers = true;
  let mystPage: MystPage | undefined;
  // A Quarto page (a `.qmd`, or any page of a project with a `_quarto.yml`): its figures and tables are numbered as
  // Quarto numbers them.
  let quartoPage = false;
  // Whether the page's tool numbers its equations by chapter (chapter-equation-numbers.ts): a Quarto book's that
  // numbers its sections, bookdown's.
  let chapterEquations = false;
  if (format === 'markdown') {
    // A site's MathJax numbers no equation unless configured to (its `tags`): MkDocs' as its scripts say.
    equationNumbers = dialect.webMath?.numbered ?? true;
    mystPage = await mystPageOf(path, text, source);
    const configured = await configuredMathMacros(path, text, source, warnings);
    const pandoc = await pandocMathMacros(text, dialect.metadataFiles ?? [], source);
    const inHeader = await headerIncludeMathMacros(path, text, source);
    // mdbook-katex reads only `$…$` and `$$…$$`: a page without a dollar has no formula to read.
    const katex = dialect.mdBook && text.includes('$') ? await mdBookKatexOf(path, source) : undefined;
    const katexMacros = katex ? await mdBookKatexMacros(katex, source, warnings) : undefined;
    mathMacros =
      inHeader || pandoc || configured || katexMacros
        ? { ...inHeader, ...pandoc, ...configured, ...katexMacros }
        : undefined;
    const output = dialect.backend === undefined || dialect.backend === 'html5' ? 'website' : 'ebook';
    const mdx = (await readsAsMdx(path, source)) ? dropMdxSyntax(text) : undefined;
    const leftOut = mdx ? mdxComponentsWarning(path, mdx) : undefined;
    if (leftOut) warnings.push(leftOut);
    if (mdx) warnings.push(...mdxAttributeWarnings(path, mdx));
    const quarto = await expandQuartoShortcodes(mdx?.text ?? text, path, source, warnings);
    const verbatim = showVerbatimCells(quarto.text, path);
    const templated = await expandGitBookTemplates(verbatim.text, path, source, warnings, output);
    // Quarto's conditional content prints in some formats only: the page is read for each.
    // So does a Sphinx book's `only` (pandoc's `::: only` div).
    backendSensitive =
      templated.outputSensitive || mayHoldConditionalContent(text) || mayHoldSphinxOnly(text);
    const mdBook = await expandMdBookIncludes(templated.text, path, source, warnings);
    const mdBookLineOf = (line: number) =>
      notebookLine(quarto.lineOf(verbatim.lineOf(templated.lineOf(mdBook.lineOf(line)))));
    const katexRead = katex
      ? joinKatexFormulas(mdBook.text, path, mdBookLineOf, warnings)
      : { text: mdBook.text, lineOf: mdBookLineOf };
    const myst = await expandMystIncludes(katexRead.text, path, source, warnings, katexRead.lineOf);
    const d2lbook = await expandD2lbookMarkup(myst.text, source, myst.lineOf);
    const cited = await expandMystBibliographies(d2lbook.text, path, source, warnings, d2lbook.lineOf);
    const leanpub = await expandLeanpubIncludes(cited.text, path, source, warnings, cited.lineOf);
    const included = await expandGitBookCodeIncludes(leanpub.text, path, source, warnings, leanpub.lineOf);
    const placeholders = await expandCodeFilePlaceholders(
      included.text,
      path,
      source,
      warnings,
      included.lineOf,
    );
    const sectioned = expandGitBookSections(placeholders.text, placeholders.lineOf);
    const labelled = expandGitBookCodeLabels(sectioned.text, sectioned.lineOf);
    const blocks = expandGitBookBlocks(labelled.text, labelled.lineOf);
    const gitBook = dialect.gitSync ? showGitBookDescription(blocks.text, blocks.lineOf) : blocks;
    const embeds = dialect.mdBook
      ? await expandMdBookEmbeds(gitBook.text, path, gitBook.lineOf, source, warnings)
      : gitBook;
    const extended = expandExtendedMarkdownBlocks(embeds.text, embeds.lineOf, path, warnings);
    const tagged = applyOutputTags(extended.text, extended.lineOf, path, warnings);
    const anchored = separateAnchorLines(tagged, extended.lineOf, path, warnings);
    const inHtml = separateMarkdownInHtml(anchored.text, anchored.lineOf);
    const expanded = separateHtmlBlockHeadings(inHtml.text, inHtml.lineOf, path, warnings);
    warnAboutDiagramFences(expanded.text, expanded.lineOf, path, warnings);
    await warnAboutBuildScriptPlaceholders(expanded.text, expanded.lineOf, path, source, warnings);
    warnAboutPreprocessorMacros(expanded.text, expanded.lineOf, path, warnings);
    warnAboutUnspacedHeadings(expanded.text, expanded.lineOf, path, warnings);
    const unreadAttributes: UnreadAttribute[] = [];
    const mystNotes: MystNote[] = [];
    const footnoteProblems: FootnoteProblem[] = [];
    const runaway: RunawayFence[] = [];
    const undefinedReferences: UndefinedReference[] = [];
    const codeCells = /\.(?:rmd|qmd)$/i.test(path);
    // The folders an R page's chunks list (`screenshots <- list.files(…)`), for the pictures they name.
    const rFolders = codeCells ? await rFolderListings(expanded.text, source) : undefined;
    const quartoSections = await quartoSectionNumbering(path, text, source);
    quartoPage = quartoSections !== undefined || /\.qmd$/i.test(path);
    // R Markdown, Quarto, and the Markdown of a book pandoc is given with its metadata file or builds.
    const pandocPage = codeCells || (dialect.metadataFiles ?? []).length > 0 || dialect.pandocBuilt === true;
    // The page's Jupyter Book, looked for once: by isMystPage when it needs it, else for the equations below.
    let jupyterBookLookup: ReturnType<typeof findJupyterBookConfig> | undefined;
    const jupyterBookOf = () => (jupyterBookLookup ??= findJupyterBookConfig([path], source));
    const readAsMyst = await isMystPage(path, text, mystPage, source, jupyterBookOf);
    const readAsSphinx = await sphinxConversion(path, text, source);
    // A Quarto book numbering its chapters, bookdown and a Jupyter Book number equations "(2.1)" (a Jupyter Book's
    // unnumbered chapters "(1)", as the book's numbering leaves them); pandoc-crossref by default, a Sphinx project
    // converted to Markdown and a website's MathJax do not.
    const byChapter = quartoSections === undefined ? /\.rmd$/i.test(path) : quartoSections !== false;
    const jupyterBook = await jupyterBookOf();
    chapterEquations =
      (byChapter && !readAsMyst && !readAsSphinx) ||
      (jupyterBook !== undefined && numbersEquationsByChapter(jupyterBook.text));
    html = markdownToHtml(
      expanded.text,
      bookTitle,
      expanded.lineOf,
      unreadAttributes,
      inLeanpubManuscript(path),
      mystNotes,
      footnoteProblems,
      {
        // R Markdown reads `\[…\]` as math (pandoc's tex_math_single_backslash, which rmarkdown turns on).
        rMarkdown: /\.rmd$/i.test(path),
        // So does an MkDocs book's pymdownx.arithmatex, for its site's MathJax.
        ...(dialect.webMath ? { arithmatex: dialect.webMath.backslash } : {}),
        notebook: notebook !== undefined,
        codeCells,
        pandoc: pandocPage,
        ...(mystPage?.dollarMath ? { mystDollarMath: mystPage.dollarMath } : {}),
        ...(katex ? { mystDollarMath: MDBOOK_KATEX_DOLLAR_MATH } : {}),
        ...(readAsMyst ? { myst: true } : {}),
        ...(dialect.mdBook ? { mdBook: true } : {}),
        ...(dialect.markua && inLeanpubManuscript(path) ? { markua: true } : {}),
        ...(quartoSections === undefined ? {} : { quartoSections }),
        quartoOutput: quartoOutputOf(dialect.backend),
        ...(readAsSphinx ? { sphinx: true } : {}),
        ...(rFolders ? { rFolders } : {}),
        ...(jupyterBook ? { intersphinx: intersphinxMapping(jupyterBook.text) } : {}),
      },
      runaway,
      undefinedReferences,
    );
    warnAboutUnreadAttributes(unreadAttributes, path, warnings);
    warnAboutUndefinedReferences(undefinedReferences, path, warnings);
    warnAboutFootnoteProblems(footnoteProblems, path, warnings);
    warnAboutRunawayFences(runaway, path, warnings);
    warnAboutMystNotes(mystNotes, path, warnings);
    table = [];
    warnAboutInvalidFrontMatter(text, path, warnings);
    const unrun = unrunCodeCellsWarning(text, path);
    if (unrun) warnings.push(unrun);
  } else if (format === 'asciidoc') {
    const converted = await asciidocToHtml(text, path, source, dialect);
    warnings.push(...converted.warnings);
    backendSensitive = converted.backendSensitive;
    dateSensitive = converted.dateSensitive;
    drawsDiagrams = converted.drawsDiagrams;
    stem = converted.stem;
    equationNumbers = converted.equationNumbers;
    html = converted.html;
    table = converted.locations;
  } else if (format === 'docbook') {
    const converted = await docbookToHtml(text, path, source, warnings);
    html = converted.html;
    table = converted.locations;
  } else {
    const escaped = escapeCodeTypeParameters(text, path);
    warnings.push(...escaped.warnings);
    html = escaped.html;
  }
  const parsing = { flattened: 0, unended: [] as ElementNode[] };
  const tree = parseHtml(pageBreakInstructions(html), {
    maxDepth: MAX_SOURCE_DEPTH,
    report: parsing,
    locate: { file: path, ...(table ? { table } : {}) },
  });
  let parsed = unprefixForeignElements(documentContent(inlineFootnotes(tree)));
  if (format === 'htmlbook' && looksLikeAsciidoctorHtml(parsed)) parsed = asciidoctorHtmlToHtmlBook(parsed);
  const imageMissing = imageMissingFrom(source, path);
  if (format === 'htmlbook') await warnAboutForeignSyntax(parsed, path, warnings, undefined, imageMissing);
  if (format === 'markdown') await warnAboutForeignSyntax(parsed, path, warnings, text, imageMissing);
  if (format === 'asciidoc') {
    parsed = docbookPassthroughsAsHtml(parsed);
    styleBuiltInRoles(parsed);
  }
  if (parsing.flattened > 0) {
    warnings.push(
      warning(
        'source',
        path,
        `elements nested more than ${MAX_SOURCE_DEPTH} levels deep were flattened ` +
          `(${parsing.flattened} element(s) dropped, their text kept); simplify the markup`,
      ),
    );
  }
  if (format === 'markdown') {
    parsed = mdBookListings(parsed);
    parsed = markdownAdmonitions(parsed, path, warnings, parsing.unended);
    if (doccCatalogOf(path)) parsed = doccAsides(parsed);
    markdownFigures(parsed);
    if (quartoPage) leaveUnlabelledQuartoFloatsUnnumbered(parsed);
    warnAboutUnreadPipeTables(parsed, path, warnings);
    parsed = withoutContentsMarkers(parsed, path, warnings);
    parsed = withoutRawLatexBlocks(parsed, path, warnings);
  }
  parsed = untypedAsidesAsSidebars(parsed);
  parsed = convertMath(
    parsed,
    {
      file: path,
      sourceText: text,
      format,
      stem,
      ...(equationNumbers ? {} : { unnumbered: true }),
      ...(chapterEquations ? { chapterEquations: true } : {}),
      ...(mathMacros ? { macros: mathMacros } : {}),
    },
    warnings,
  );
  keepMathWithItsWords(parsed);
  if (format === 'markdown') {
    parsed = typesetLatexTextCommands(parsed);
    parsed = typesetBareLatexCommands(parsed, path, warnings);
    // mdBook prints a LaTeX command in its text as written, as Octavo does: nothing to tell the author (mdlearn's
    // table of pandoc settings, `<div dir="ltr">\usepackage{xepersian}</div>`, was told pandoc leaves it out).
    if (!dialect.mdBook) warnAboutInlineLatexCommands(parsed, path, warnings, mystPage ? 'myst' : 'pandoc');
  }
  parsed = embeddedFramesAsLinks(embeddedImagesAsImages(parsed), path, warnings);
  const { nodes, report } = sanitizeNodes(parsed);
  if (chapterEquations) markChapterEquations(nodes);
  markPageBreaks(nodes, { latex: format === 'markdown' });
  warnings.push(...removedScriptWarnings(report.removedScripts, path));
  warnings.push(...removedStyleWarnings(report.removedStyles, path));
  warnings.push(...unknownElementWarnings(report.unknownElements, path, format === 'markdown'));
  warnings.push(...incompleteElementWarnings(report.incompleteElements, path));
  warnings.push(...importWarnings(report.imports, path));
  warnings.push(...removedLinkWarnings(report.removedLinks, path));
  for (const removed of report.removedRemote) {
    warnings.push(
      warning(
        'remote-resource',
        removed.loc ?? path,
        `remote resource ${removed.url} on <${removed.element}> removed (never fetched): put a copy of it in the ` +
          'repository and point at that',
        removed.url,
      ),
    );
  }
  return {
    nodes,
    warnings,
    ...(backendSensitive ? { backendSensitive } : {}),
    ...(dateSensitive ? { dateSensitive } : {}),
    ...(drawsDiagrams ? { drawsDiagrams } : {}),
  };
}

/**
 * A script that loads another address (a GitHub gist's embed, a widget) wrote something into the web page, often
 * the chapter's code listing: each is named with its line, since the book lacks what it showed. Scripts written
 * in the page are said once, at the first.
 */
function removedScriptWarnings(scripts: RemovedScript[], path: string): BookWarning[] {
  const loading = scripts.filter((script) => script.src);
  const inline = scripts.filter((script) => !script.src);
  const found = loading.map((script) =>
    warning(
      'script-removed',
      script.loc ?? path,
      `<script src="${script.src}"> removed (book scripts never run): whatever it wrote into the page is not in ` +
        'the book; put that content in the source instead (for a gist, its code as a code block)',
      script.src,
    ),
  );
  if (inline.length > 0) {
    found.push(
      warning(
        'script-removed',
        inline[0].loc ?? path,
        `${inline.length} <script> element(s) removed (book scripts never run)` +
          (inline.length > 1 ? ', the first here' : ''),
      ),
    );
  }
  return found;
}

/**
 * A `<style>` written in a page (a Markdown page styling its own lists, as its web site shows them) is left out: the
 * book is styled by its theme, every page alike, and a page's rules could reach every other page of a format that
 * joins them. Said once a file, at the first, so the author knows the look the rules gave is not in the book.
 */
function removedStyleWarnings(styles: SanitizeReport['removedStyles'], path: string): BookWarning[] {
  if (styles.length === 0) return [];
  return [
    warning(
      'source',
      styles[0]!.loc ?? path,
      `${styles.length === 1 ? 'a <style> element' : `${styles.length} <style> elements`} left out` +
        `${styles.length > 1 ? ', the first here' : ''}: a page's own rules do not style the book, which its ` +
        'theme styles; put the rules the book needs in the theme\'s CSS file (platform.json "theme")',
    ),
  ];
}

/**
 * Elements HTML does not know (Real World OCaml's `<idx>` index marks, an MDX `<Tabs>`) are another tool's markup:
 * without that tool their tag is left out and what they hold is printed as text, an index term in the middle of a
 * sentence. Said once per element name and file, at the first, with how many there are. In Markdown such a tag is
 * as often a placeholder the text names (`--view <engine>`), which the author shows with Markdown's own escapes.
 */
function unknownElementWarnings(
  found: SanitizeReport['unknownElements'],
  path: string,
  markdown: boolean,
): BookWarning[] {
  const byName = new Map<string, SanitizeReport['unknownElements']>();
  for (const element of found) byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  return [...byName].map(([name, elements]) =>
    warning(
      'source',
      elements[0]!.loc ?? path,
      `<${name}> is not an HTML or HTMLBook element` +
        (elements.length > 1 ? ` (${elements.length} in this file, the first here)` : '') +
        ': its tag is left out and what it holds printed as text; if a tool of the book turns it into HTML, list ' +
        "that tool's output instead" +
        (markdown
          ? `; to print the tag itself (a placeholder such as <${name}>), write it in backticks (\`<${name}>\`) or ` +
            `as \\<${name}>`
          : ', else write it as HTMLBook'),
      name,
    ),
  );
}

/**
 * `<data>` without `value` is not valid HTML (an EPUB holding it fails epubcheck); in a Markdown paragraph it is
 * nearly always a tag named in the text (curl's test format has a `<data>` section). Said once per element name and
 * file, at the first, with how many there are.
 */
function incompleteElementWarnings(found: SanitizeReport['incompleteElements'], path: string): BookWarning[] {
  const byName = new Map<string, SanitizeReport['incompleteElements']>();
  for (const element of found) byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  return [...byName].map(([name, elements]) =>
    warning(
      'source',
      elements[0]!.loc ?? path,
      `<${name}> without the ${elements[0]!.attribute}= attribute HTML requires of it` +
        (elements.length > 1 ? ` (${elements.length} in this file, the first here)` : '') +
        `: its tag is left out and what it holds printed as text; to show the tag itself, write \`<${name}>\` in ` +
        `backticks or &lt;${name}&gt;, else give it ${elements[0]!.attribute}=""`,
      name,
    ),
  );
}

/** `<link rel="import">` pulled a file in where it stands, in the book's own build; Octavo follows no imports. */
function importWarnings(found: SanitizeReport['imports'], path: string): BookWarning[] {
  if (found.length === 0) return [];
  const [first] = found;
  return [
    warning(
      'source',
      first!.loc ?? path,
      `<link rel="import" href="${first!.href}"> is not followed (HTML imports are not part of HTML any more)` +
        (found.length > 1 ? `, nor the ${found.length - 1} other(s) in this file` : '') +
        ': what it names is not in the book; put its content in the source (code in a <pre>)',
      first!.href,
    ),
  ];
}

/**
 * Links whose address no reader's device opens lose it and print their text alone: said once a file, at the first,
 * with how many others. A `file:` address (or a Windows path, `C:\\…`) is a file on the writer's own computer.
 */
function removedLinkWarnings(found: SanitizeReport['removedLinks'], path: string): BookWarning[] {
  if (found.length === 0) return [];
  const [first] = found;
  const local = first!.scheme === 'file' || /^[a-z]:[\\/]/i.test(first!.url);
  const others = found.length > 1 ? ` (and ${found.length - 1} other link(s) of this file like it)` : '';
  return [
    warning(
      'link-broken',
      first!.loc ?? path,
      local
        ? `the link to ${first!.url} points at a file on the writer's own computer, which readers do not have: it is ` +
            `printed as its text only${others}; link the file by its path in the repository, or a web address`
        : `the link to ${first!.url} is printed as its text only${others}: a book links web (http, https, ftp), ` +
            `mail (mailto), telephone (tel) and irc addresses, which a reader's device opens, not ${first!.scheme}: ` +
            'ones; show the address as code, or link a web page about it',
      first!.url,
    ),
  ];
}

/**
 * Front matter that is not YAML is left out all the same (it is the site generator's, never the book's text); a key
 * written twice is read as Jekyll and pandoc read it, and named.
 */
function warnAboutInvalidFrontMatter(text: string, path: string, warnings: BookWarning[]): void {
  const { error, repeatedKey } = splitFrontMatter(text);
  if (repeatedKey) {
    warnings.push(
      warning(
        'source',
        { file: path, line: repeatedKey.line },
        `the front matter (between the --- lines at the top) names ${repeatedKey.key}: twice; the later value is ` +
          'read, as Jekyll and pandoc read it: keep one of them',
      ),
    );
  }
  if (!error) return;
  warnings.push(
    warning(
      'source',
      { file: path, line: error.line },
      `the front matter (between the --- lines at the top) is not valid YAML: ${error.reason}; it is left out, ` +
        'its title: unread; correct the YAML there',
    ),
  );
}

/** `[TOC]` (Python-Markdown, MkDocs), `[[_TOC_]]` (GitLab), `[toc]`: a paragraph asking another tool for a contents list. */
const CONTENTS_MARKER = /^\[(?:toc|\[_?toc_?\])\]$/i;

/** Such markers are left out, each with a warning: Octavo writes the book's contents itself. */
function withoutContentsMarkers(nodes: DomNode[], path: string, warnings: BookWarning[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name !== 'p' || !CONTENTS_MARKER.test(textContent(el).trim())) return undefined;
    warnings.push(
      warning(
        'source',
        el.loc ?? path,
        `${textContent(el).trim()} asks another Markdown tool for a contents list; left out (Octavo writes ` +
          "the book's contents itself: set formats.<format>.toc); remove the line",
      ),
    );
    return [];
  });
}
