import { documentTitleLine, includesAboveContent } from '../sources/asciidoc-document-title';
import { xmlRoot } from '../sources/docbook-entities';
import { fileExists } from '../paths/file-exists';
import { XML_FILE } from '../paths/source-formats';
import type { BookSource } from '../types';
import { normalizeRepoPath } from '../paths/repo-path';

const ASCIIDOC_FILE = /\.(?:adoc|asciidoc|asc)$/i;
/** A master document's header and include lines lie near its top; a chapter's size is never read whole. */
const HEAD_BYTES = 16_384;
/** A document's header lies within its first lines. */
const HEAD_LINES = 200;
/** An include directive, maybe behind a one-line conditional (`ifdef::ebook[include::x.adoc[]]`). */
const INCLUDE_LINE = /^(?:if\w*::[^[]*\[)?include::([^[\s]+)\[/;
/** What a document of include lines alone also holds: comments, attribute entries, conditionals, page breaks. */
const INCLUDES_ONLY_LINE =
  /^(?:(?:if\w*::[^[]*\[)?include::\S+\[.*\]\]?|\/\/.*|:[\w-]+!?:.*|(?:ifn?def|ifeval|endif)::.*|<<<)\s*$/;
/** One include is a chapter pulling in a section; a master document pulls in the book. */
const MIN_INCLUDES = 2;
/** How deep a master document may sit (`book/index.adoc`, `src/docs/asciidoc/index.adoc`). */
const DEEPEST_FOLDER = 3;
/** Enough folders for a book's layout; a repository of many more (a code base) is looked at only in part. */
const MOST_FOLDERS = 100;
/** Folders of tools and dependencies, never a book's. */
const NOT_BOOK_FOLDER = /^(?:\..*|node_modules|vendor|target|build|_build|dist)$/;

/** Each file directly in `folders` that `wanted` takes, in name order within a folder, with its bytes. */
export async function* filesIn(
  repository: BookSource,
  folders: readonly string[],
  wanted: (path: string) => boolean,
): AsyncGenerator<{ path: string; bytes: Buffer }> {
  for (const folder of folders) {
    for (const path of ((await repository.listFiles?.(folder)) ?? []).filter(wanted).sort()) {
      const bytes = await repository.readFile(path);
      if (bytes !== null) yield { path, bytes };
    }
  }
}

export interface MasterDocument {
  path: string;
  includes: number;
  /** Included files (named without attribute references) that do not exist: the document is stale itself. */
  missingIncludes: string[];
  /** The repository paths of the files it includes (named without attribute references), for an AsciiDoc one. */
  included?: string[];
  /** Its `:media:` (screen, print, prepress): which edition a wrapper around the book's shared body makes. */
  media?: string;
  /** The first found master document that includes it, when one does. */
  includedBy?: string;
}

/**
 * AsciiDoc master documents in `folders` (the repository root unless given) that the config does not list: a
 * document title (`= Title`, or a title underlined by `=`) followed by `include::` lines, the file a book's own build
 * (`asciidoctor book.adoc`) converts. When a listed file is missing, such a file is likely what the book is built
 * from now (its chapters moved since the list was written). The documents including the most files come first.
 * A book begun has a master document including its one chapter yet: `fewestIncludes` 1 finds it too.
 */
export async function unlistedMasterDocuments(
  repository: BookSource,
  listed: readonly string[],
  folders: readonly string[] = [''],
  fewestIncludes = MIN_INCLUDES,
): Promise<MasterDocument[]> {
  const found = await allMasterDocuments(repository, listed, folders, fewestIncludes);
  // A document another one includes (code-mage's prep.adoc, a chapter of 15 sections, in index.adoc) is part of
  // that book, not a book: the outermost documents are named.
  const outermost = found.filter((document) => document.includedBy === undefined);
  return outermost.length > 0 ? outermost : found;
}

/**
 * Every master document of `folders` the config does not list, those other master documents include among them
 * (marked with `includedBy`), the documents including the most files first; stable: among documents including as
 * many files, the shallower (the root's first) and then by name.
 */
export async function allMasterDocuments(
  repository: BookSource,
  listed: readonly string[],
  folders: readonly string[] = [''],
  fewestIncludes = MIN_INCLUDES,
): Promise<MasterDocument[]> {
  const files: string[] = [];
  for (const folder of folders) files.push(...((await repository.listFiles?.(folder)) ?? []).sort());
  const known = new Set(listed);
  const found: MasterDocument[] = [];
  const includedBy = new Map<string, string>();
  for (const path of files.filter((file) => ASCIIDOC_FILE.test(file) && !known.has(file))) {
    const bytes = await repository.readFile(path);
    if (bytes === null) continue;
    const head = masterHead(bytes.subarray(0, HEAD_BYTES).toString('utf8'));
    const targets = head.includes;
    // A wrapper brings the whole book in with its one include of the shared body (a print edition's `:media:
    // prepress` over `include::book.adoc[]` and an index).
    if (targets.length < (head.titleFrom ? 1 : fewestIncludes)) continue;
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
    if (head.titleFrom && !(await someHasTitle(repository, folder, head.titleFrom))) continue;
    const missingIncludes: string[] = [];
    const included: string[] = [];
    for (const target of targets) {
      // A target built from attributes ({chapters}/one.adoc) is not known here, nor is a remote one.
      if (/[{]|^[a-z][a-z0-9+.-]*:\/\//i.test(target)) continue;
      const resolved = normalizeRepoPath(folder + target);
      if (!resolved.ok) continue;
      if (!includedBy.has(resolved.path)) includedBy.set(resolved.path, path);
      included.push(resolved.path);
      if (!(await fileExists(repository, resolved.path))) missingIncludes.push(resolved.path);
    }
    found.push({
      path,
      includes: targets.length,
      missingIncludes,
      included,
      ...(head.media ? { media: head.media } : {}),
    });
  }
  for (const document of found) {
    const by = includedBy.get(document.path);
    if (by !== undefined && by !== document.path) document.includedBy = by;
  }
  return found.sort((a, b) => includedFound(b) - includedFound(a));
}

/**
 * Whether one of the files a document without a title of its own includes above its content opens with a document
 * title: theBeamBook's online-book.asciidoc (`:media: screen`, then `include::book.asciidoc[]`, then its appendices
 * and index) takes its title from book.asciidoc, as Asciidoctor reads the included lines as the document's header.
 */
async function someHasTitle(
  repository: BookSource,
  folder: string,
  targets: readonly string[],
): Promise<boolean> {
  for (const target of targets) {
    if (/[{]/.test(target)) continue;
    const resolved = normalizeRepoPath(folder + target);
    const bytes = resolved.ok ? await repository.readFile(resolved.path).catch(() => null) : null;
    if (bytes === null) continue;
    const lines = bytes
      .subarray(0, HEAD_BYTES)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    if (documentTitleLine(lines.slice(0, HEAD_LINES)) >= 0) return true;
  }
  return false;
}

/** How many of a document's includes are there: those named without attribute references are looked for. */
function includedFound(document: MasterDocument): number {
  return document.includes - document.missingIncludes.length;
}

/**
 * Whether most of a master document's includes do not exist: a document left from an older layout of the book (the
 * CloudForms book's cf-index-pdf.asciidoc, 47 of its 54 includes gone since its GitBook chapters moved into folders),
 * not what the book is built from now.
 */
export function mostlyMissing(document: MasterDocument): boolean {
  return document.missingIncludes.length * 2 > document.includes;
}

/** Folders of tests, samples and bundled tools: a book there is not the repository's book. */
const NOT_THE_BOOK_FOLDER =
  /(?:^|\/)(?:tests?|spec|examples?|samples?|fixtures?|frameworks?|vendor|lib|third[-_]party|tools?)\//i;
const DOCBOOK_INCLUDE = /<(?:\w+:)?include\s[^>]*href=|<!ENTITY\s+[\w.:-]+\s+SYSTEM\s/g;

/**
 * DocBook books in `folders`: XML files whose root element is `<book>` (or a `<set>` of books), with how many files
 * they include (XIncludes, external entities), the most first. What DocBook's own tools (xsltproc, xmllint
 * --xinclude) are given, as `asciidoctor` is given a master document.
 */
export async function docbookBooks(
  repository: BookSource,
  folders: readonly string[],
): Promise<MasterDocument[]> {
  const found: MasterDocument[] = [];
  for await (const { path, bytes } of filesIn(repository, folders, (f) => XML_FILE.test(f))) {
    const head = bytes.subarray(0, HEAD_BYTES * 4).toString('utf8');
    const root = xmlRoot(head)?.name;
    if (root !== 'book' && root !== 'set') continue;
    const includes = bytes.toString('utf8').match(DOCBOOK_INCLUDE)?.length ?? 0;
    if (includes > 0) found.push({ path, includes, missingIncludes: [] });
  }
  // The book's own before the documentation of tools it carries (DocBook's stylesheets) and test documents.
  const aside = (document: MasterDocument) => (NOT_THE_BOOK_FOLDER.test(document.path) ? 1 : 0);
  return found.sort((a, b) => aside(a) - aside(b) || b.includes - a.includes);
}

/** A book written in one AsciiDoc file, and what says it is one. */
export interface OneFileBook {
  path: string;
  bytes: number;
  /** Its header sets `:doctype: book`; otherwise it is a document title over `chapters` `==` sections. */
  doctypeBook: boolean;
  chapters: number;
}

/** Fewest `==` sections under a document title that make a book of one file without `:doctype: book`. */
const FEWEST_CHAPTERS = 3;
/** A repository's front page, never its book. */
const FRONT_PAGE = /(?:^|\/)(?:README|CHANGELOG|CONTRIBUTING|LICENSE)[^/]*$/i;

/**
 * AsciiDoc files in `folders` that are a whole book written in one file: a document title whose header sets
 * `:doctype: book` (asciidoctor-pdf's chronicles example), or over FEWEST_CHAPTERS `==` sections or more
 * (GITenberg's novels: `= Pride and Prejudice`, its author line, then `== Chapter 1` to `== Chapter 61`); the largest
 * first. What the refusal names when no master document includes the book's files.
 */
export async function oneFileBooks(
  repository: BookSource,
  folders: readonly string[],
): Promise<OneFileBook[]> {
  const found: OneFileBook[] = [];
  const wanted = (f: string) => ASCIIDOC_FILE.test(f) && !FRONT_PAGE.test(f);
  for await (const { path, bytes } of filesIn(repository, folders, wanted)) {
    const lines = bytes.toString('utf8').split(/\r?\n/);
    const title = documentTitleLine(lines.slice(0, HEAD_LINES));
    if (title < 0) continue;
    // The header ends at the first blank line after the title; attribute entries above the title are its own too.
    const blank = lines.findIndex((line, i) => i > title && line.trim() === '');
    const header = lines.slice(0, blank < 0 ? lines.length : blank);
    const doctypeBook = header.some((line) => /^:doctype:\s+book\s*$/.test(line));
    const chapters = lines.filter((line) => /^== \S/.test(line)).length;
    if (doctypeBook || chapters >= FEWEST_CHAPTERS)
      found.push({ path, bytes: bytes.length, doctypeBook, chapters });
  }
  return found.sort((a, b) => b.bytes - a.bytes);
}

/**
 * The folders a master document may sit in, shallowest first: the root, then folders down to DEEPEST_FOLDER
 * levels (asciidoc-book-starter's `book/index.adoc`, Gradle's `src/docs/asciidoc/index.adoc`), at most MOST_FOLDERS.
 */
export async function masterDocumentFolders(repository: BookSource): Promise<string[]> {
  const folders = [''];
  let level = [''];
  for (let depth = 1; depth <= DEEPEST_FOLDER && level.length > 0; depth++) {
    const next: string[] = [];
    for (const folder of level) {
      for (const child of ((await repository.listFolders?.(folder)) ?? []).sort()) {
        if (NOT_BOOK_FOLDER.test(child.slice(child.lastIndexOf('/') + 1))) continue;
        if (folders.length + next.length >= MOST_FOLDERS) break;
        next.push(child);
      }
    }
    folders.push(...next);
    level = next;
  }
  return folders;
}

/** What a document's first lines say of it as a master document. */
interface MasterHead {
  /** The targets of its include lines that bring in the book's text, none when it is no master document. */
  includes: string[];
  /** With no title of its own: the files included above its content, one of which must bring the title in. */
  titleFrom?: string[];
  media?: string;
}

/**
 * The include targets of a document with a level-0 title, of a document of include lines alone, or of one whose
 * title comes from a file it includes first (a wrapper around the book's shared body); none for any other document.
 */
function masterHead(text: string): MasterHead {
  const lines = text.split(/\r?\n/);
  const includes = textIncludes(lines);
  const media = /^:media:[ \t]+(\S+)/m.exec(text)?.[1];
  const head = { includes, ...(media ? { media } : {}) };
  if (documentTitleLine(lines) >= 0) return head;
  // Atlas's AsciiDoc books of 2012 (os_report's book.asciidoc) are include lines alone, the title in Atlas's
  // settings: a document of nothing else, including two files or more, is the book too.
  let inComment = false;
  const onlyIncludes = lines.every((line) => {
    if (/^\/{4,}\s*$/.test(line)) inComment = !inComment;
    return inComment || line.trim() === '' || /^\/{4,}\s*$/.test(line) || INCLUDES_ONLY_LINE.test(line);
  });
  if (onlyIncludes && includes.length >= MIN_INCLUDES) return head;
  const above = includesAboveContent(lines);
  return above.length > 0 ? { ...head, titleFrom: above } : { includes: [] };
}

/** A delimiter line of a block whose lines are printed as written (listing, literal, passthrough, comment). */
const VERBATIM_DELIMITER = /^(?:-{4,}|\.{4,}|\+{4,}|\/{4,})$/;
/** A Markdown-style code fence, with or without its language. */
const CODE_FENCE = /^```[\w+-]*$/;
/** A block style whose paragraph is printed as written: `[source,erlang]` over `include::beamfile.erl[]`. */
const VERBATIM_STYLE = /^\[(?:source|listing|literal)(?:[,\]#.%])/;

/**
 * The targets of a document's include lines that bring in its text, not code: an include inside a listing or literal
 * block, or styled one (`[source,erlang]` over `include::../code/world.erl[]` between `----` lines, theBeamBook's
 * code appendix), prints a program, however many it includes.
 */
function textIncludes(lines: readonly string[]): string[] {
  const includes: string[] = [];
  let delimiter: string | undefined;
  let styled = false;
  for (const written of lines) {
    const line = written.trimEnd();
    if (delimiter !== undefined) {
      if (line === delimiter) delimiter = undefined;
      continue;
    }
    if (VERBATIM_DELIMITER.test(line) || CODE_FENCE.test(line)) {
      delimiter = CODE_FENCE.test(line) ? '```' : line;
      styled = false;
      continue;
    }
    // A styled paragraph runs to the next blank line.
    if (line === '') styled = false;
    else if (VERBATIM_STYLE.test(line)) styled = true;
    const include = INCLUDE_LINE.exec(line);
    if (include && !styled) includes.push(include[1]!);
  }
  return includes;
}

/** The sentence a missing-file failure ends with when the repository has master documents it could list instead. */
export function masterDocumentHint(all: readonly MasterDocument[], configFile: string): string {
  // One that includes missing files too is as stale as the list: listed alone, the book would still miss files.
  const documents = all.filter((d) => d.missingIncludes.length === 0);
  if (documents.length === 0) return '';
  const named = documents.map((document) => namedWithIncludes(document)).join(', ');
  return (
    ` The repository's ${named} may be what the book is built from now: list ${documents.length === 1 ? 'it' : 'one'} ` +
    `alone in ${configFile} ("files": ["${documents[0]!.path}"]), and Octavo follows its includes as asciidoctor does.`
  );
}

/**
 * "book.adoc (a document including 12 files)", as the refusals name a master document: the files it includes that
 * are there, how many more it names that are not, and `more` said of it.
 */
export function namedWithIncludes(document: MasterDocument, more = ''): string {
  const found = includedFound(document);
  const missing = document.missingIncludes.length;
  const notThere = missing > 0 ? `, and ${missing} that ${missing === 1 ? 'does' : 'do'} not exist` : '';
  const also = more ? `; ${more}` : '';
  return `${document.path} (a document including ${found} ${found === 1 ? 'file' : 'files'}${notThere}${also})`;
}

/** The AsciiDoc file a repository names as its book (`book.asciidoc`, `book/book.adoc`), at the root or in book/. */
const BOOK_NAMED = /^(?:book\/)?book\.(?:adoc|asciidoc|asc)$/i;

/** The one source file the repository names `book` (a lone `book.asciidoc` of two-line headings), if any. */
export async function bookNamedFile(repository: BookSource): Promise<string | undefined> {
  const files = [
    ...((await repository.listFiles?.('')) ?? []),
    ...((await repository.listFiles?.('book')) ?? []),
  ];
  const named = files.filter((file) => BOOK_NAMED.test(file));
  return named.length === 1 ? named[0] : undefined;
}
