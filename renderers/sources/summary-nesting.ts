import { posix } from 'node:path';
import MarkdownIt from 'markdown-it';
import { mdBookSourceFolder } from '../config/mdbook-book-toml';
import { fileText, nearestBookFile } from '../config/nearest-book-file';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import type { SourceLocation } from '../warnings';
import { jupyterBookTocEntries } from './jupyter-book-toc';
import { quartoBookEntries } from './quarto-book-outline';
import { toctreeOutline } from '../config/toctree-outline';
import { mystToc } from './myst-toc';
import { mkdocsDefaultPages, mkdocsPages, mkdocsProject } from './mkdocs-nav';
import { gitBookStructure } from '../config/gitbook-structure';

/** A page a GitBook or mdBook SUMMARY.md (or a Jupyter Book `_toc.yml`) lists. */
export interface SummaryPage {
  /** 0 for a page outside its lists (mdBook's prefix chapters), 1 for a top-level entry, 2 for one below it, … */
  depth: number;
  /** The entry's text: the page's title in the book's navigation. */
  title: string;
  /** The part title (`# Part I: Basics` between mdBook's lists, `## Basics` in GitBook's) the page is listed under. */
  part?: string;
  /** Where the part title is written (SUMMARY.md and its line): what a warning about the part's page names. */
  partAt?: SourceLocation;
  /** The part title is inline Markdown, as Quarto reads its `part:` titles: printed with its formatting. */
  partMarkdown?: true;
  /**
   * Listed below another page by a Jupyter Book `_toc.yml` (its `sections:`) or an mdBook `SUMMARY.md`: a section of
   * that page whatever level its title is written at, as Sphinx nests a toctree's pages and Jupyter Book's PDF prints
   * them, and as mdBook numbers them (1.1, 1.2) and its pandoc backend prints them (`#` one level down a depth).
   */
  sectionOfPageAbove?: true;
  /** The page is its part's own (Quarto's `part: intro.qmd`): it is the part, its chapters after it. */
  partPage?: true;
  /** Listed inside another page's list item, not inside a group's that names no page (`* Overview`). */
  belowPage?: true;
  /**
   * A top-level entry of a GitBook SUMMARY.md without part titles that pages are nested below (Linux Insides'
   * "Booting" over its six pages): a group of the book's navigation, which the book may print as a part.
   */
  opensGroup?: true;
  /**
   * Listed by the SUMMARY.md of a GitBook Git Sync book (a `.gitbook.yaml` beside it or above): GitBook titles the page
   * by its entry, and a `#` heading in it is the page's first level of sections.
   */
  gitSync?: true;
  /**
   * A chapter of an mdBook summary's lists (`- [Title](page.md)`), not a prefix or suffix chapter: mdBook numbers it
   * whatever its title (1., 1.1).
   */
  numberedByMdBook?: true;
  /**
   * In a Jupyter Book `_toc.yml` part that asks for no numbers while another part does (its chapters part numbered,
   * its front matter not): Jupyter Book prints the page with no number.
   */
  unnumbered?: true;
  /** Listed as an appendix (Quarto's `book.appendices`): lettered as one. */
  appendix?: true;
  /** The file that lists the page (`SUMMARY.md`, `src/SUMMARY.md`, `_toc.yml`): what a warning tells the author to edit. */
  listedIn?: string;
  /** Listed by a GitBook or mdBook summary (`SUMMARY.md`, or the file a GitBook book's structure names), not another outline. */
  bySummaryMd?: true;
}

/** The pages of the book's SUMMARY.md, keyed by repository path. */
export type SummaryNesting = ReadonlyMap<string, SummaryPage>;

const parser = new MarkdownIt('commonmark');

/** A file named SUMMARY.md, in any folder. */
const SUMMARY_MD = /(?:^|\/)SUMMARY\.md$/;

/**
 * The nesting of the SUMMARY.md files that list the book's files: the one in each listed file's folder or a folder
 * above it (GitBook's book root), and mdBook's `src/SUMMARY.md`; and of a Jupyter Book's `_toc.yml` and a Quarto
 * book's `_quarto.yml`, found the same way. A page listed twice keeps its first place.
 */
export async function readSummaryNesting(
  listedFiles: readonly string[],
  source: BookSource,
): Promise<SummaryNesting> {
  const nesting = new Map<string, SummaryPage>();
  // A GitBook book's structure may name its summary otherwise: JS Primer's book.json names `source/README.md`.
  const structure = await gitBookStructure(source);
  const candidates = summaryCandidates(listedFiles);
  if (structure && !candidates.includes(structure.summary)) candidates.unshift(structure.summary);
  for (const summary of candidates) {
    const bytes = await source.readFile(summary).catch(() => null);
    if (bytes === null) continue;
    const text = bytes.toString('utf8');
    const summaryMd = SUMMARY_MD.test(summary);
    const namedSummary = summary === structure?.summary && !summaryMd;
    const entries = namedSummary
      ? gitBookGroups(summaryEntries(text, summary), structure.gitSync)
      : await outlineEntries(summary, text, listedFiles, source);
    const bySummaryMd = namedSummary || summaryMd;
    for (const [path, page] of entries) {
      if (!nesting.has(path))
        nesting.set(path, {
          ...page,
          listedIn: summary,
          ...(bySummaryMd ? { bySummaryMd: true as const } : {}),
        });
    }
  }
  for (const [path, page] of await toctreeEntries(listedFiles, source)) {
    if (!nesting.has(path)) nesting.set(path, page);
  }
  return nesting;
}

/** The pages an outline file of the book's folders lists, read as its tool reads it (by its name). */
async function outlineEntries(
  file: string,
  text: string,
  listedFiles: readonly string[],
  source: BookSource,
): Promise<[string, SummaryPage][]> {
  if (file.endsWith('mkdocs.yml')) return mkdocsEntries(text, file, listedFiles, source);
  if (file.endsWith('myst.yml')) return mystTocEntries(text, file, listedFiles);
  if (file.endsWith('_toc.yml')) return jupyterBookTocEntries(text, file, listedFiles);
  if (file.endsWith('_quarto.yml')) return quartoBookEntries(text, file, listedFiles);
  if (await isMdBookSummary(file, source)) return summaryEntries(text, file, { mdBook: true });
  return gitBookGroups(summaryEntries(text, file), await isGitSyncSummary(file, source));
}

/**
 * A page of a Sphinx, MyST or MkDocs outline, which names no page's title: at its depth, a section of the page above
 * from depth 2, in the part whose title the outline file gives.
 */
function outlinePage(depth: number, part: string | undefined, file: string): SummaryPage {
  return {
    depth,
    title: '',
    ...(depth >= 2 ? { sectionOfPageAbove: true as const } : {}),
    ...(part ? { part, partAt: { file } } : {}),
  };
}

/**
 * The pages of an MkDocs `nav` (mkdocs-nav.ts) that the book lists, from its docs folder (or `docs/` when the book's
 * files are there, its `docs_dir` being one its build makes): a section's opening page a chapter, its other pages
 * that chapter's sections, a top-level section of titled pages a part.
 */
async function mkdocsEntries(
  text: string,
  file: string,
  listedFiles: readonly string[],
  source: BookSource,
): Promise<[string, SummaryPage][]> {
  const project = mkdocsProject(text, file);
  const pages =
    project &&
    (await mkdocsPages(
      project,
      async (path) => (await source.readFile(path).catch(() => null))?.toString('utf8'),
      (folder) => mkdocsDefaultPages(source, folder),
    ));
  if (!project || !pages) return [];
  const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  const inside = (dir: string) => listedFiles.some((listed) => listed.startsWith(dir ? `${dir}/` : ''));
  const docsDir = inside(project.docsDir) ? project.docsDir : posix.join(folder, 'docs');
  const listed = new Set(listedFiles);
  const entries: [string, SummaryPage][] = [];
  for (const { page, depth, part } of pages) {
    const path = posix.normalize(posix.join(docsDir, page));
    if (!listed.has(path)) continue;
    entries.push([path, outlinePage(depth, part, file)]);
  }
  return entries;
}

/**
 * The pages of a `myst.yml` table of contents (myst-toc.ts) that the book lists, a glob's in name order: its first
 * page outside the lists, a group's pages chapters of its part, a page's children sections of it.
 */
function mystTocEntries(text: string, file: string, listedFiles: readonly string[]): [string, SummaryPage][] {
  const toc = mystToc(text, file);
  if (!toc) return [];
  const entries: [string, SummaryPage][] = [];
  for (const { path, glob, depth, part } of toc.pages) {
    const paths = glob
      ? listedFiles
          .filter((listed) => posix.matchesGlob(listed, path))
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      : listedFiles.filter((listed) => listed === path || listed.replace(/\.[^./]+$/, '') === path);
    for (const listed of paths) {
      entries.push([listed, outlinePage(depth, part, file)]);
    }
  }
  return entries;
}

/**
 * The pages of a Sphinx or d2lbook project's toctrees (toctree-outline.ts) that the book lists, by their own path or
 * by the .md a one-time conversion of the .rst gave: the root outside the lists, a root toctree's pages chapters
 * (under its `:caption:`), the pages of their toctrees sections of theirs, as Sphinx nests and numbers them.
 */
async function toctreeEntries(
  listedFiles: readonly string[],
  source: BookSource,
): Promise<[string, SummaryPage][]> {
  const outline = await toctreeOutline(source);
  if (!outline) return [];
  const listed = new Map<string, string>();
  for (const file of listedFiles) {
    listed.set(file, file);
    const bare = file.replace(/\.[^./]+$/, '');
    if (!listed.has(bare)) listed.set(bare, file);
  }
  const entries: [string, SummaryPage][] = [];
  for (const { path: page, depth, caption } of outline.pages) {
    const path = listed.get(page) ?? listed.get(page.replace(/\.[^./]+$/, ''));
    if (path === undefined) continue;
    entries.push([
      path,
      { ...outlinePage(depth, depth > 0 ? caption : undefined, outline.file), listedIn: outline.file },
    ]);
  }
  return entries;
}

function summaryCandidates(listedFiles: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of listedFiles) {
    for (let folder = posix.dirname(file); ; folder = posix.dirname(folder)) {
      folders.add(folder === '.' ? '' : folder);
      if (folder === '.' || folder === '/') break;
    }
  }
  const candidates = [...folders].flatMap((name) =>
    ['SUMMARY.md', '_toc.yml', '_quarto.yml', 'myst.yml', 'mkdocs.yml'].map((file) =>
      name ? `${name}/${file}` : file,
    ),
  );
  return candidates.includes('src/SUMMARY.md') ? candidates : [...candidates, 'src/SUMMARY.md'];
}

/**
 * Whether the SUMMARY.md is an mdBook book's: the nearest `book.toml` in its folder or one above names its folder as
 * the book's source folder (`[book] src`, `src` by default). GitBook writes the same SUMMARY.md with no book.toml.
 */
async function isMdBookSummary(summary: string, source: BookSource): Promise<boolean> {
  const summaryFolder = posix.dirname(summary);
  for (let folder = summaryFolder; ; folder = posix.dirname(folder)) {
    const bookToml = folder === '.' ? 'book.toml' : `${folder}/book.toml`;
    const bytes = await source.readFile(bookToml).catch(() => null);
    if (bytes !== null) {
      return (
        posix.join(folder, mdBookSourceFolder(bytes.toString('utf8'))) === posix.normalize(summaryFolder)
      );
    }
    if (folder === '.' || folder === '/') return false;
  }
}

/** Whether a page is listed by a SUMMARY.md (GitBook's or mdBook's), not by another outline file. */
export function listedBySummaryMd(page: SummaryPage | undefined): boolean {
  return page?.bySummaryMd === true;
}

/** Whether a `.gitbook.yaml`, GitBook's Git Sync configuration, is in the summary's folder or one above it. */
async function isGitSyncSummary(summary: string, source: BookSource): Promise<boolean> {
  const found = await nearestBookFile([summary], async (inFolder) =>
    (await fileText(source, inFolder('.gitbook.yaml'))) !== undefined ? true : undefined,
  );
  return found ?? false;
}

/**
 * Each page a SUMMARY.md links, with the depth of the list item holding the link, the link's text and the part title
 * above it. The first heading, before the summary's first link, is the summary's own title ("# Summary"); any later
 * one titles the pages listed after it, as mdBook and GitBook show it: GitBook's own example puts "### Part I" right
 * under "# Summary", before the first link. A link outside every list after the last list (mdBook's
 * suffix chapters) is under no part. In an mdBook book's summary a page listed below another is a section of it.
 */
export function summaryEntries(
  text: string,
  summaryFile: string,
  { mdBook = false }: { mdBook?: boolean } = {},
): [string, SummaryPage][] {
  const entries: [string, SummaryPage][] = [];
  let depth = 0;
  let part: { title: string; line?: number } | undefined;
  let inHeading = false;
  let sawTitle = false;
  let headingLine: number | undefined;
  // Whether the list item open at each depth links a page.
  const itemLinks: boolean[] = [];
  for (const token of parser.parse(text, {})) {
    if (token.type === 'list_item_open') itemLinks[depth] = false;
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') depth++;
    if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') depth--;
    if (token.type === 'heading_open' || token.type === 'heading_close')
      inHeading = token.type === 'heading_open';
    if (token.type === 'heading_open') headingLine = token.map ? token.map[0] + 1 : undefined;
    if (token.type !== 'inline') continue;
    if (inHeading) {
      const title = inlineText(token.children ?? []);
      if (entries.length > 0 || sawTitle) part = title ? { title, line: headingLine } : undefined;
      sawTitle = true;
      continue;
    }
    const children = token.children ?? [];
    for (const [at, child] of children.entries()) {
      const href = child.type === 'link_open' ? child.attrGet('href') : null;
      // An empty link is mdBook's draft chapter: listed, with no page yet.
      if (typeof href !== 'string' || href === '' || /^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) continue;
      const resolved = resolveFromFile(summaryFile, href.replace(/[?#].*$/, ''));
      if (!resolved.ok) continue;
      const page: SummaryPage = { depth, title: linkText(children.slice(at + 1)) };
      if (mdBook && depth > 1) page.sectionOfPageAbove = true;
      if (mdBook && depth > 0) page.numberedByMdBook = true;
      if (depth > 1 && itemLinks[depth - 1] === true) page.belowPage = true;
      itemLinks[depth] = true;
      if (part !== undefined && depth > 0) {
        page.part = part.title;
        page.partAt =
          part.line === undefined ? { file: summaryFile } : { file: summaryFile, line: part.line };
      }
      entries.push([resolved.path, page]);
    }
  }
  return entries;
}

/**
 * The top-level entries of a GitBook summary that the next entry is nested below: the groups its navigation shows.
 * None in a summary with part titles, whose parts already group its pages. A page listed in another page's item is a
 * section of it, as GitBook's navigation nests it: in a summary with part titles from the second level, in one
 * without from the third (the second is a group's chapters). AxonIQ's reference guide, with `## Getting Started`
 * parts, printed its release notes as 50 chapters at one level, "Major Releases" 15 times, their products lost.
 * A Git Sync book's pages are marked so.
 */
function gitBookGroups(entries: [string, SummaryPage][], gitSync: boolean): [string, SummaryPage][] {
  if (gitSync) for (const [, page] of entries) page.gitSync = true;
  const parted = entries.some(([, page]) => page.part !== undefined);
  for (const [, page] of entries)
    if (page.belowPage && page.depth >= (parted ? 2 : 3)) page.sectionOfPageAbove = true;
  if (parted) return entries;
  for (const [at, [, page]] of entries.entries()) {
    const next = entries[at + 1]?.[1];
    if (page.depth === 1 && next !== undefined && next.depth > 1) page.opensGroup = true;
  }
  return entries;
}

type Token = ReturnType<typeof parser.parse>[number];

function linkText(after: Token[]): string {
  const end = after.findIndex((token) => token.type === 'link_close');
  return inlineText(end === -1 ? after : after.slice(0, end));
}

function inlineText(tokens: Token[]): string {
  return tokens
    .map((token) => token.content)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the book's outline leaves the page unnumbered: outside its lists, or in a part it does not number. */
export function unnumberedByOutline(nesting: SummaryNesting, path: string): boolean {
  return nesting.get(path)?.unnumbered === true || listedOutsideSummaryLists(nesting, path);
}

/**
 * Whether SUMMARY.md lists the page outside its lists, before or after them: mdBook's prefix and suffix chapters
 * (`[Foreword](foreword.md)` above the first `- [Chapter](ch.md)`), which mdBook leaves unnumbered. Only in a summary
 * that has lists: one of bare links has no numbered chapters to set them apart from.
 */
export function listedOutsideSummaryLists(nesting: SummaryNesting, path: string): boolean {
  if (nesting.get(path)?.depth !== 0) return false;
  for (const page of nesting.values()) if (page.depth > 0) return true;
  return false;
}

/**
 * Whether the page's tool numbers every chapter its author did not write unnumbered (`{.unnumbered}`, `{-}`), whatever
 * its title: Quarto (a `.qmd` page, or any page a `_quarto.yml` lists) and bookdown (an `.Rmd` page), as pandoc's
 * `--number-sections` numbers them.
 */
export function numbersEveryChapter(path: string, nesting: SummaryNesting): boolean {
  return /\.(?:qmd|rmd)$/i.test(path) || nesting.get(path)?.listedIn?.endsWith('_quarto.yml') === true;
}

/**
 * Whether mdBook numbers the page as a chapter: one of its summary's lists holds it (inside a part or not), not a
 * prefix chapter written as a bare link above them. No title makes it front matter: ackreq/mdlearn's part "Markdown"
 * opens with a page headed "مقدمه" (Introduction), which mdBook numbers 1; made the book's introduction, it lost its
 * part and the pages below it.
 */
export function numberedByMdBook(path: string, nesting: SummaryNesting): boolean {
  return nesting.get(path)?.numberedByMdBook === true;
}
