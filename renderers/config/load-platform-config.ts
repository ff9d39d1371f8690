import { embeddedFontsWarnings } from './embedded-fonts';
import { jsonValueLines, locateJsonError } from './json-error-location';
import { normalizeRepoPath } from '../paths/repo-path';
import { isMarkdownText } from '../paths/source-formats';
import {
  isMetadataFile,
  MetadataFromFile,
  metadataLines,
  readMetadataFile,
  UnrunMetadataValue,
} from './pandoc-metadata-file';
import { findBookToml, readBookToml, TEXT_DIRECTION, UnreadBookTomlValue } from './mdbook-book-toml';
import { findJupyterBookConfig, readJupyterBookConfig } from './jupyter-book-config';
import { numberedFilesHint } from './numbered-files-hint';
import {
  BookMetadataKey,
  BookSource,
  ConfigFileName,
  FormatOptions,
  FormatsConfig,
  PlatformConfig,
  PlatformConfigResult,
} from '../types';
import { editDistance } from '../edit-distance';
import { BookWarning, warning } from '../warnings';
import {
  allMasterDocuments,
  bookNamedFile,
  masterDocumentFolders,
  namedWithIncludes,
  OneFileBook,
  oneFileBooks,
  docbookBooks,
} from './master-documents';
import { asciidoctorCommands } from './asciidoctor-commands';
import { masterDocumentsHint, rankMasterDocuments } from './master-document-choice';
import { magicbookFilesHint } from './magicbook-files';
import { outlineFilesHint } from './outline-files-hint';
import { splitFrontMatter } from '../sources/markdown-front-matter';
import { QUARTO_PROJECT } from '../sources/quarto-section-numbers';
import { pandocCommandFilesHint } from './pandoc-command-files';
import { markdownMasterDocumentHint } from './markdown-master-documents';
import { renameMovedListedFiles } from './renamed-listed-files';

const CONFIG_FILES: readonly ConfigFileName[] = ['platform.json', 'atlas.json'];

const EXAMPLE = `{
  "title": "My Book",
  "files": ["preface.md", "ch01.md", "ch02.adoc"]
}`;

const FORMAT_NAMES = ['pdf', 'epub', 'mobi', 'html'] as const;

/** How each `formats.<name>` key is read: Atlas's own value types, as real atlas.json files have them. */
type OptionReader = 'boolean' | 'version' | 'string-or-false' | 'color-count' | 'string-list';
const FORMAT_OPTIONS: Record<keyof FormatOptions, OptionReader> = {
  toc: 'boolean',
  index: 'boolean',
  syntaxhighlighting: 'boolean',
  show_comments: 'boolean',
  version: 'version',
  trim_size: 'string-or-false',
  color_count: 'color-count',
  embedded_fonts: 'string-list',
  downsample_images: 'boolean',
  mathmlreplacement: 'boolean',
  epubcheck: 'boolean',
  consolidated: 'boolean',
  antennahouse_version: 'string-or-false',
  crop_marks: 'boolean',
};
/**
 * Atlas's own `formats.<name>` keys Octavo does not read, and what the author does instead: an "unknown key" would
 * leave them to guess whether a typo or a missing feature lost their stylesheets.
 */
const ATLAS_UNREAD_FORMAT_KEYS: Record<
  string,
  (keyPath: string, format: string, value: unknown) => string | null
> = {
  stylesheets: (keyPath, format) =>
    `"${keyPath}" (Atlas's extra CSS files for this format) is not read: move the files into theme/${format}/ ` +
    `(every theme/${format}/*.css is added, in name order) or @import them from the "theme" CSS`,
  javascripts: (keyPath) =>
    `"${keyPath}" is not used: Octavo never runs a book's scripts, so its pages carry none of the book's`,
  // Atlas's name for the one page of a consolidated site: Octavo's is index.html, which a web server opens itself.
  consolidatedFile: (keyPath, _format, value) =>
    value === 'index.html'
      ? null
      : `"${keyPath}" (${JSON.stringify(value)}) is not read: the one-page site's page is index.html, which a ` +
        'web server opens by itself; remove the key',
};

/** Spellings Atlas books also use, and the key they stand for. */
const FORMAT_OPTION_ALIASES: Record<string, keyof FormatOptions> = { consolidate: 'consolidated' };

/** Top-level text keys, copied when they are strings (numbers too: a year, an ISBN written as a number). */
const TEXT_KEYS = [
  'title',
  'subtitle',
  'lang',
  'branch',
  'print_isbn13',
  'publisher',
  'rights',
  'description',
  'date',
] as const;
/** Keys Atlas wrote that change nothing here, accepted without a remark when their value is of Atlas's type. */
const ATLAS_INFORMATIONAL: Record<string, 'string' | 'strings'> = {
  name: 'string',
  branches: 'strings',
  export_formats: 'strings',
  $schema: 'string',
};
const KNOWN_TOP_KEYS = new Set<string>([
  'files',
  'formats',
  'theme',
  'templating',
  'author',
  'authors',
  'cover',
  'accent_color',
  'preprocessing',
  ...TEXT_KEYS,
  ...Object.keys(ATLAS_INFORMATIONAL),
]);

export interface PlatformConfigLimits {
  /** Most entries `files` may list (the server's OCTAVO_MAX_BOOK_FILES); no limit when absent. */
  maxFiles?: number;
}

/**
 * Reads `platform.json`, falling back to an Atlas `atlas.json`, as Atlas read it: what the book can still be
 * built with is a warning (kind 'config', at the key's line), never a rejection. Only a file that is not JSON
 * or has no usable `files` list is refused, and the message names the file that was read.
 */
export async function loadPlatformConfig(
  source: BookSource,
  limits: PlatformConfigLimits = {},
): Promise<PlatformConfigResult> {
  for (const file of CONFIG_FILES) {
    const bytes = await source.readFile(file);
    if (bytes === null) continue;
    const { result, lines } = parseConfig(bytes.toString('utf8'), file, limits);
    if (result.ok) {
      result.warnings.push(...(await renameMovedListedFiles(source, result.config, result.configFile)));
      await applyMetadataFiles(source, result);
      await applyBookToml(source, result);
      await applyJupyterBookConfig(source, result);
      await applyQuartoProject(source, result);
      await applyFirstFileMetadata(source, result);
      await checkTheme(source, result, lines.get('theme'));
      result.warnings = sortByLine([
        ...result.warnings,
        ...(await embeddedFontsWarnings(source, result.config.formats, result.configFile, lines)),
      ]);
    }
    return result;
  }
  const hints =
    (await atlasBuildFileHint(source)) +
    (await magicbookFilesHint(source)) +
    (await outlineFilesHint(source)) +
    (await pandocCommandFilesHint(source)) +
    (await markdownMasterDocumentHint(source)) +
    (await masterDocumentConfigHint(source));
  return {
    ok: false,
    error: 'config_missing',
    message:
      'No platform.json (nor an Atlas atlas.json) found at this commit. Add a platform.json at the repository ' +
      `root that lists the book's source files in reading order, for example:\n${EXAMPLE}` +
      // Numbered files are the last guess: a toolchain's own order, where there is one, is the book's.
      (hints || (await numberedFilesHint(source)) || bookNamedHint(await bookNamedFile(source))),
  };
}

/**
 * A repository built with `asciidoctor book.adoc` has no list of files: its master document (a title, then include
 * lines) is the book. The message names it as the one file to list.
 */
async function masterDocumentConfigHint(source: BookSource): Promise<string> {
  const folders = await masterDocumentFolders(source);
  const docbook = await docbookBooks(source, folders);
  if (docbook.length > 0) {
    const shown = docbook.slice(0, 3).map((document) => namedWithIncludes(document));
    const named =
      docbook.length > 3 ? `${shown.join(', ')} and ${docbook.length - 3} more` : shown.join(', ');
    return (
      `\nThis repository's ${named} ${docbook.length === 1 ? 'is a DocBook book' : 'are DocBook books'}: list ` +
      `${docbook.length === 1 ? 'it' : 'the one to build'} alone (a platform.json of ` +
      `{"files": ["${docbook[0]!.path}"]}), and Octavo reads the files it includes (XIncludes, external entities) ` +
      'in their place.'
    );
  }
  // The book's own asciidoctor commands (a Makefile's) say which of several master documents it is built from.
  const commands = await asciidoctorCommands(source);
  let ranked = rankMasterDocuments(await allMasterDocuments(source, [], folders), commands);
  if (ranked.length === 0) {
    const begun = await allMasterDocuments(source, [], folders, 1);
    // A master document of missing includes and no chapter of its own (the CloudForms book's cf-index-pdf.asciidoc,
    // `:doctype: book` over 54 include lines) is no book written in one file either.
    const outermost = begun.filter((document) => document.includedBy === undefined);
    const masters = new Set((outermost.length > 0 ? outermost : begun).map(({ path }) => path));
    const oneFile = oneFileBookHint(
      (await oneFileBooks(source, folders)).filter((book) => book.chapters > 0 || !masters.has(book.path)),
    );
    if (oneFile) return oneFile;
    // A book begun: its master document includes its one chapter yet.
    ranked = rankMasterDocuments(begun, commands);
  }
  return masterDocumentsHint(ranked);
}

/** The file the repository names `book`, when nothing else (not even numbered files) says which file is the book. */
function bookNamedHint(path: string | undefined): string {
  return path === undefined
    ? ''
    : `\nThis repository's ${path} is named as its book: if it holds the book (or includes its files), list it ` +
        `alone, a platform.json of {"files": ["${path}"]}`;
}

/** A book written whole in one AsciiDoc file (`:doctype: book` in its header, or its chapters under its title). */
function oneFileBookHint(books: readonly OneFileBook[]): string {
  if (books.length === 0) return '';
  const [largest] = books;
  const others = books.slice(1).map((book) => book.path);
  const also =
    others.length > 0
      ? ` (so ${others.length === 1 ? 'is' : 'are'} ${others.join(', ')}: list another if it is the book)`
      : '';
  const why = largest!.doctypeBook
    ? 'its header sets :doctype: book'
    : `its title over ${largest!.chapters} == chapters`;
  return (
    `\nThis repository's ${largest!.path} is a whole book in one AsciiDoc file (${why})${also}: ` +
    `list it alone, a platform.json of {"files": ["${largest!.path}"]}`
  );
}

/**
 * Atlas wrote a `build.json` beside a book it built (the files in order, their titles, the navigation); some
 * repositories keep only that. It is Atlas's output, not the book's settings, so it is not read as them: the
 * message says where the files list to copy is.
 */
async function atlasBuildFileHint(source: BookSource): Promise<string> {
  const bytes = await source.readFile('build.json').catch(() => null);
  if (bytes === null) return '';
  try {
    const files = (JSON.parse(bytes.toString('utf8')) as { files?: unknown }).files;
    if (!Array.isArray(files) || files.length === 0 || !files.every((f) => typeof f === 'string')) return '';
    return (
      `\nThis repository has Atlas's build.json, whose "files" list (${files.length} files, from ` +
      `${JSON.stringify(files[0])}) is the book's order: copy that list into platform.json as "files".`
    );
  } catch {
    return '';
  }
}

/** The config in `text` (the contents of `file`); the theme is checked against the repository only by the loader. */
export function parsePlatformConfig(
  text: string,
  file: ConfigFileName,
  limits: PlatformConfigLimits = {},
): PlatformConfigResult {
  return parseConfig(text, file, limits).result;
}

interface ParsedConfig {
  result: PlatformConfigResult;
  /** The line of each key and element, by path. */
  lines: Map<string, number>;
}

function parseConfig(text: string, file: ConfigFileName, limits: PlatformConfigLimits): ParsedConfig {
  const body = text.replace(/^\uFEFF/, '');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (error) {
    const message = `${file} is not valid JSON: ${describeSyntaxError(body, error)}.`;
    return { result: invalid(message), lines: new Map() };
  }
  const lines = jsonValueLines(body);
  return { result: readConfig(raw, file, limits, lines), lines };
}

function readConfig(
  raw: unknown,
  file: ConfigFileName,
  limits: PlatformConfigLimits,
  lines: Map<string, number>,
): PlatformConfigResult {
  if (!isPlainObject(raw)) {
    return invalid(`${file} must contain a JSON object such as:\n${EXAMPLE}`);
  }
  const at = (path: string) => ({ file, line: lines.get(path) });
  const where = (path: string) => (lines.has(path) ? ` (line ${lines.get(path)})` : '');

  const problems = filesProblems(raw.files, limits, where);
  if (problems.length > 0) {
    return invalid(`${file} is not a valid book configuration: ${problems.join('; ')}.`, problems);
  }

  const warnings: BookWarning[] = [];
  // The key is the warning's subject: it says which format a remark concerns (configWarningsFor).
  const note = (path: string, text: string) => warnings.push(warning('config', at(path), text, path));
  const config: PlatformConfig = {
    files: (raw.files as string[]).map((f) => f.trim()),
    fileLines: (raw.files as string[]).map((_, index) => lines.get(`files[${index}]`) ?? 0),
    formats: readFormats(raw.formats, note),
  };

  for (const key of TEXT_KEYS) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      if (value.trim() !== '') config[key] = value.trim();
    } else if (typeof value === 'number' && ['print_isbn13', 'date'].includes(key)) {
      config[key] = String(value);
    } else note(key, `"${key}" should be text, got ${typeName(value)}; it is ignored`);
  }
  if (config.title !== undefined && lines.has('title')) config.titleLine = lines.get('title');
  readTheme(raw.theme, config, note);
  readAuthors(raw, config, note);
  if (raw.cover !== undefined) {
    if (typeof raw.cover === 'string') {
      if (raw.cover.trim() !== '') {
        config.cover = raw.cover.trim();
        config.metadataLocations = { cover: at('cover') };
      }
    } else note('cover', `"cover" should be the path of an image, got ${typeName(raw.cover)}; it is ignored`);
  }
  if (raw.templating !== undefined) {
    const templating = readBoolean(raw.templating);
    if (templating === undefined) {
      note(
        'templating',
        `"templating" should be true or false, got ${typeName(raw.templating)}; it is ignored`,
      );
    } else {
      config.templating = templating;
      if (templating) {
        note(
          'templating',
          '"templating": true is honoured only in part: Octavo fills {{ title }}, {{ subtitle }} and {{ authors }} in ' +
            'HTML files and reads a file of only {{ toc }} or {{ index }} as the generated contents or index, but runs ' +
            'no other Liquid; render the other templates before pushing, or set it to false',
        );
      }
    }
  }
  if (typeof raw.accent_color === 'string' && raw.accent_color.trim() !== '') {
    note(
      'accent_color',
      `"accent_color" (${raw.accent_color.trim()}) is not used: it belonged to O'Reilly's Atlas themes; ` +
        'set colours in your own theme CSS ("theme")',
    );
  } else if (raw.accent_color !== undefined && typeof raw.accent_color !== 'string') {
    note('accent_color', `"accent_color" should be text, got ${typeName(raw.accent_color)}; it is ignored`);
  }
  if (raw.preprocessing !== undefined) {
    const value = raw.preprocessing;
    if (typeof value !== 'string') {
      note('preprocessing', `"preprocessing" should be text, got ${typeName(value)}; it is ignored`);
    } else if (!['', 'none'].includes(value.trim().toLowerCase())) {
      note(
        'preprocessing',
        `"preprocessing": "${value}" is not honoured: Octavo reads the source files as they are`,
      );
    }
  }
  for (const [key, kind] of Object.entries(ATLAS_INFORMATIONAL)) {
    const value = raw[key];
    if (value === undefined) continue;
    const fits =
      kind === 'string'
        ? typeof value === 'string'
        : typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    if (!fits)
      note(
        key,
        `"${key}" should be ${kind === 'string' ? 'text' : 'text or a list of text'}, got ${typeName(value)}; it is ignored`,
      );
  }
  for (const key of Object.keys(raw)) {
    if (!KNOWN_TOP_KEYS.has(key)) note(key, unknownKey(key, [...KNOWN_TOP_KEYS]));
  }
  return {
    ok: true,
    config: { ...config, configFile: file },
    configFile: file,
    warnings: sortByLine(warnings),
  };
}

/** The config's remarks that concern `format`: all but those about another format's options. */
export function configWarningsFor(warnings: readonly BookWarning[], format: string): BookWarning[] {
  return warnings.filter((w) => {
    const [top, name] = (w.subject ?? '').split('.');
    return top !== 'formats' || !(FORMAT_NAMES as readonly string[]).includes(name) || name === format;
  });
}

function filesProblems(
  files: unknown,
  limits: PlatformConfigLimits,
  where: (path: string) => string,
): string[] {
  if (files === undefined) {
    return [`"files" is missing: add a list of the book's source files in reading order`];
  }
  if (!Array.isArray(files)) {
    return [`"files"${where('files')} must be a list of file paths, like ["ch01.md", "ch02.md"]`];
  }
  if (files.length === 0) return [`"files"${where('files')} is empty: list at least one source file`];
  if (limits.maxFiles !== undefined && files.length > limits.maxFiles) {
    // Checked before the entries: a list past the limit is not walked (or reported) entry by entry.
    return [
      `"files" lists ${files.length} files, more than the limit of ${limits.maxFiles} (OCTAVO_MAX_BOOK_FILES): ` +
        'merge short files into chapters, or ask the administrator to raise the limit',
    ];
  }
  const problems: string[] = [];
  files.forEach((entry, index) => {
    if (typeof entry !== 'string') {
      problems.push(
        `files[${index}]${where(`files[${index}]`)} must be a string (a repository-relative path), got ${typeName(entry)}`,
      );
    } else if (entry.trim() === '') {
      problems.push(`files[${index}]${where(`files[${index}]`)} must not be empty`);
    }
  });
  return problems;
}

type Note = (path: string, text: string) => void;

function readFormats(formats: unknown, note: Note): FormatsConfig {
  const result: FormatsConfig = {};
  if (formats === undefined || formats === null) return result;
  if (!isPlainObject(formats)) {
    note(
      'formats',
      `"formats" should be an object such as {"pdf": {"toc": true}}, got ${typeName(formats)}; it is ignored`,
    );
    return result;
  }
  for (const [name, options] of Object.entries(formats)) {
    const path = `formats.${name}`;
    if (!(FORMAT_NAMES as readonly string[]).includes(name)) {
      note(
        path,
        unknownKey(
          path,
          FORMAT_NAMES.map((f) => `formats.${f}`),
          'format',
        ),
      );
      continue;
    }
    if (options === null || options === false) continue;
    if (!isPlainObject(options)) {
      note(path, `"${path}" should be an object of options, got ${typeName(options)}; it is ignored`);
      continue;
    }
    result[name as (typeof FORMAT_NAMES)[number]] = readFormatOptions(path, options, note);
  }
  return result;
}

/** `[]`, `""` or `null`: an Atlas list key written with nothing in it. */
function isEmptyList(value: unknown): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function readFormatOptions(path: string, options: Record<string, unknown>, note: Note): FormatOptions {
  const parsed: FormatOptions = {};
  const set = <K extends keyof FormatOptions>(key: K, value: FormatOptions[K]) => (parsed[key] = value);
  const entries = Object.entries(options);
  // The canonical key wins over its alias whatever their order in the file.
  // Own keys only: `"constructor"` or `"__proto__"` written in a format is an unknown key, not Object's.
  const known = (written: string) => Object.hasOwn(FORMAT_OPTIONS, written);
  entries.sort(([a], [b]) => Number(known(a)) - Number(known(b)));
  for (const [written, value] of entries) {
    const keyPath = `${path}.${written}`;
    const key = (
      known(written)
        ? written
        : Object.hasOwn(FORMAT_OPTION_ALIASES, written)
          ? FORMAT_OPTION_ALIASES[written]
          : undefined
    ) as keyof FormatOptions | undefined;
    if (!key) {
      const atlasKey = Object.hasOwn(ATLAS_UNREAD_FORMAT_KEYS, written)
        ? ATLAS_UNREAD_FORMAT_KEYS[written]
        : undefined;
      if (atlasKey) {
        // Atlas wrote `"stylesheets": []` and `"javascripts": []` into new books: an empty list asks for nothing.
        const remark = isEmptyList(value) ? null : atlasKey(keyPath, path.slice('formats.'.length), value);
        if (remark !== null) note(keyPath, remark);
        continue;
      }
      note(
        keyPath,
        unknownKey(
          keyPath,
          Object.keys(FORMAT_OPTIONS).map((k) => `${path}.${k}`),
        ),
      );
      continue;
    }
    if (value === null) continue;
    const wrongType = (expected: string) =>
      note(keyPath, `"${keyPath}" should be ${expected}, got ${typeName(value)}; it is ignored`);
    switch (FORMAT_OPTIONS[key]) {
      case 'boolean': {
        const flag = readBoolean(value);
        if (flag === undefined) wrongType('true or false');
        else set(key, flag as never);
        break;
      }
      case 'version':
        if (value === false || value === '') break; // Atlas's "no version"
        if (typeof value === 'string' || typeof value === 'number') set('version', String(value).trim());
        else wrongType('"web", "print" or false');
        break;
      case 'string-or-false':
        if (value === false || value === '') break;
        if (typeof value === 'string') set(key, value.trim() as never);
        else wrongType('text or false');
        break;
      case 'color-count': {
        if (value === false) break;
        const count = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
        if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 4)
          set('color_count', count);
        else wrongType('"1" (black only) or "4" (full colour)');
        break;
      }
      case 'string-list':
        if (value === false) break;
        if (Array.isArray(value) && value.every((v) => typeof v === 'string')) set(key, [...value] as never);
        else if (typeof value === 'string') set(key, [value] as never);
        else wrongType('a list of file paths');
        break;
    }
  }
  noteUnhonoured(path, parsed, note);
  return parsed;
}

/** Settings read and passed on, but that Octavo's renderers do not act on: the author should know. */
function noteUnhonoured(path: string, options: FormatOptions, note: Note): void {
  if (options.antennahouse_version) {
    note(
      `${path}.antennahouse_version`,
      `"${path}.antennahouse_version" (${options.antennahouse_version}) is ignored: Octavo makes PDFs with Chromium, ` +
        'not AH Formatter',
    );
  }
  if (options.downsample_images && !/\.(?:epub|mobi)$/.test(path)) {
    note(
      `${path}.downsample_images`,
      `"${path}.downsample_images": true is honoured only for EPUB and MOBI (images larger than an e-reader ` +
        'shows are made smaller); here images keep their size',
    );
  }
  if (options.mathmlreplacement) {
    note(
      `${path}.mathmlreplacement`,
      `"${path}.mathmlreplacement": true is not honoured: math stays MathML rather than images`,
    );
  }
}

function readTheme(theme: unknown, config: PlatformConfig, note: Note): void {
  if (theme === undefined || theme === null || theme === false) return;
  if (typeof theme !== 'string') {
    note(
      'theme',
      `"theme" should be the path of a CSS file, got ${typeName(theme)}; the default theme is used`,
    );
    return;
  }
  if (theme.trim() !== '') config.theme = theme.trim();
  if (/cookbook/i.test(theme)) config.cookbook = true;
}

/**
 * A pandoc book's metadata file, listed among its files as pandoc is given it: what the config leaves unsaid (title,
 * authors, language, cover …) is read from it. The config speaks first; a file that is not YAML is a warning.
 */
async function applyMetadataFiles(
  source: BookSource,
  result: Extract<PlatformConfigResult, { ok: true }>,
): Promise<void> {
  const config = result.config;
  for (const listed of config.files) {
    const path = normalizeRepoPath(listed);
    if (!path.ok || !isMetadataFile(path.path)) continue;
    const bytes = await source.readFile(path.path);
    if (bytes === null) continue;
    const read = readMetadataFile(bytes.toString('utf8'));
    if (!read.ok) {
      result.warnings = sortByLine([
        ...result.warnings,
        warning(
          'config',
          { file: path.path, ...(read.line ? { line: read.line } : {}) },
          `the book's metadata file is not valid YAML (${read.reason}); its title, authors and cover are not read: ` +
            'correct the YAML there',
        ),
      ]);
      continue;
    }
    const lines = metadataLines(bytes.toString('utf8'));
    result.warnings.push(...unrunValueWarnings(result, read.unrun, path.path, lines));
    fillUnsaid(config, read.metadata, path.path, lines);
  }
}

/**
 * A Quarto book's language is its `_quarto.yml`'s `lang` (`lang: fr`), which Quarto gives every page: without it a
 * French book printed "Chapter" and "Contents", and its citations "and" and "edited by" (guide-R). Read when the
 * config says none; the config speaks first.
 */
async function applyQuartoProject(
  source: BookSource,
  result: Extract<PlatformConfigResult, { ok: true }>,
): Promise<void> {
  if (result.config.lang !== undefined) return;
  const bytes = await source.readFile(QUARTO_PROJECT);
  if (bytes === null) return;
  const text = bytes.toString('utf8');
  const read = readMetadataFile(text);
  // A project file that is not YAML is Quarto's to refuse; the pages' order from it is no help either.
  if (!read.ok || read.metadata.lang === undefined) return;
  fillUnsaid(result.config, { lang: read.metadata.lang }, QUARTO_PROJECT, metadataLines(text));
}

/**
 * A pandoc book often opens its first file with the book's metadata block (`title:`, `author:`, `lang:` …) before the
 * first chapter's own `#` heading: pandoc reads it as the book's, as from a metadata file. It is read so when the
 * first listed file is Markdown, and its text opens with a `#` heading of another title or is nothing but the block
 * (Zen of Assembly Language's `title.md`); a front matter whose title the page has no heading for is that page's
 * (Jekyll, GitBook). What the config (and any metadata file) says wins key by key: a book that only added a "title"
 * to its platform.json kept losing its front matter's author and cover.
 */
async function applyFirstFileMetadata(
  source: BookSource,
  result: Extract<PlatformConfigResult, { ok: true }>,
): Promise<void> {
  const config = result.config;
  const first = config.files.map((listed) => normalizeRepoPath(listed)).find((path) => path.ok);
  if (!first?.ok || !isMarkdownText(first.path)) return;
  const bytes = await source.readFile(first.path);
  if (bytes === null) return;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const block = pandocMetadataBlock(text) ?? pandocTitleBlock(text);
  if (!block) return;
  result.warnings.push(...unrunValueWarnings(result, block.unrun, first.path, block.lines));
  fillUnsaid(config, block.metadata, first.path, block.lines);
}

/** A first file's metadata, and the line of the file each value is written on. */
interface FirstFileMetadata {
  metadata: MetadataFromFile;
  lines: Partial<Record<BookMetadataKey, number>>;
  unrun?: UnrunMetadataValue[];
}

/** How a warning names each value, and the config key that sets it instead. */
const METADATA_WORDS: Record<BookMetadataKey, { noun: string; key: string }> = {
  title: { noun: 'title', key: 'title' },
  subtitle: { noun: 'subtitle', key: 'subtitle' },
  authors: { noun: 'author', key: 'author' },
  publisher: { noun: 'publisher', key: 'publisher' },
  rights: { noun: 'rights statement', key: 'rights' },
  description: { noun: 'description', key: 'description' },
  date: { noun: 'date', key: 'date' },
  lang: { noun: 'language', key: 'lang' },
  cover: { noun: 'cover', key: 'cover' },
};

/**
 * Values a book's file writes as knitr's inline R, for the keys the config leaves unsaid. Data Science at the Command
 * Line's index.Rmd dates the book `` `r gsub(' 0', ' ', format(Sys.Date(), '%B %d, %Y'))` ``: its copyright page
 * printed that code, backticks lost, and the warning said it was printed as code.
 */
function unrunValueWarnings(
  result: Extract<PlatformConfigResult, { ok: true }>,
  unrun: readonly UnrunMetadataValue[] = [],
  file: string,
  lines: Partial<Record<BookMetadataKey, number>>,
): BookWarning[] {
  return unrun
    .filter(({ key }) => result.config[key] === undefined)
    .map(({ key, expression, kept }) => {
      const { noun, key: configKey } = METADATA_WORDS[key];
      const line = lines[key];
      const what =
        kept === undefined ? `the ${noun} is an R expression` : `the ${noun} holds an R expression`;
      const outcome = kept === undefined ? 'it is left out' : `it is printed without it ("${kept}")`;
      return warning(
        'config',
        line ? { file, line } : file,
        `${what} (${expression}) that knitr works out when the book is made, and Octavo never runs a book's ` +
          `code: ${outcome}. Write the ${noun} itself there, or set "${configKey}" in ${result.configFile}`,
        key,
      );
    });
}

/**
 * The book's metadata from a text's YAML front matter, when the first heading after it is a `#` one of another
 * title (outside code fences) or nothing follows the block; nothing otherwise.
 */
function pandocMetadataBlock(text: string): FirstFileMetadata | undefined {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return undefined;
  const rest = text.slice(match[0].length);
  const heading = firstHeadingOf(rest);
  // Nothing but the block (pandoc's `title.md` or `metadata.md` before the chapters): it can only be the book's.
  if (heading === undefined && rest.trim() !== '') return undefined;
  const read = readMetadataFile(match[1]!);
  if (!read.ok || read.metadata.title === heading) return undefined;
  // A title only knitr can work out (inline R) is no page's heading: the block is the book's all the same.
  if (!read.metadata.title && !read.unrun?.some(({ key }) => key === 'title')) return undefined;
  // The block's YAML starts on the file's second line, under its `---`.
  const lines = Object.fromEntries(
    Object.entries(metadataLines(match[1]!)).map(([key, line]) => [key, line + 1]),
  );
  return { metadata: read.metadata, lines, ...(read.unrun ? { unrun: read.unrun } : {}) };
}

/**
 * pandoc's title block (`% Backbone.js on Rails`, `% thoughtbot; Jason Morrison`, `% 2012`) opening the first
 * file: the book's title and authors, when the file's first `#` heading is another title.
 */
function pandocTitleBlock(text: string): FirstFileMetadata | undefined {
  if (!text.startsWith('%')) return undefined;
  const split = splitFrontMatter(text);
  if (!split.title || firstHeadingOf(split.body) === split.title) return undefined;
  return {
    metadata: { title: split.title, ...(split.authors?.length ? { authors: split.authors } : {}) },
    lines: { title: 1, authors: 2 },
  };
}

/** The text of the first heading (outside code fences) when it is a `#` one; undefined for none or a deeper one. */
function firstHeadingOf(text: string): string | undefined {
  let fence: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (heading) return heading[1] === '#' ? heading[2]!.trim() : undefined;
  }
  return undefined;
}

/**
 * Fills what the config leaves unsaid from what a book's other file says (the config speaks first), keeping where
 * each value was written: a missing cover named in index.md's front matter was blamed on platform.json.
 */
function fillUnsaid(
  config: PlatformConfig,
  metadata: MetadataFromFile,
  file: string,
  lines: Partial<Record<BookMetadataKey, number>> = {},
): void {
  for (const [key, value] of Object.entries(metadata) as [BookMetadataKey, never][]) {
    if (config[key] !== undefined || value === undefined) continue;
    config[key] = value;
    const line = lines[key];
    config.metadataLocations = { ...config.metadataLocations, [key]: line ? { file, line } : { file } };
  }
}

/**
 * An mdBook book keeps its title, authors and language in `book.toml` (`[book]`), not in its pages: without it the
 * book had no author on its title page or in the EPUB's metadata. What the config leaves unsaid is read from there;
 * the config speaks first. A value that is not a string (or, for authors, a list of strings) is a warning. Its
 * `text-direction` sets the direction the book's pages are set in, as mdBook sets them whatever their language.
 */
async function applyBookToml(
  source: BookSource,
  result: Extract<PlatformConfigResult, { ok: true }>,
): Promise<void> {
  const config = result.config;
  const found = await findBookToml(config.files, source);
  if (!found) return;
  const { metadata, unread, direction } = readBookToml(found.text);
  fillUnsaid(config, metadata, found.path);
  if (direction && config.direction === undefined) config.direction = direction;
  if (unread.length === 0) return;
  result.warnings = sortByLine([
    ...result.warnings,
    ...unread.map((value) => unreadBookTomlWarning(found.path, value)),
  ]);
}

/** A `[book]` value of book.toml Octavo cannot read, or the file itself when it is not TOML: what to write instead. */
function unreadBookTomlWarning(file: string, { key, line, reason }: UnreadBookTomlValue): BookWarning {
  if (key === undefined)
    return warning(
      'config',
      { file, line },
      `not read as TOML (${reason ?? 'invalid'}), so the book's title, authors and language are not ` +
        'taken from it: correct the line (mdBook refuses the file too)',
    );
  if (key === TEXT_DIRECTION)
    return warning(
      'config',
      { file, line },
      `${key} in [book] is neither "rtl" nor "ltr", so it is not read and the book is set in its language's ` +
        `direction: write it as ${key} = "rtl" (right to left) or "ltr"`,
      key,
    );
  return warning(
    'config',
    { file, line },
    `${key} in [book] is not ${key === 'authors' ? 'a list of strings' : 'a string'}, so it is not read: ` +
      `write it as ${key === 'authors' ? 'authors = ["Ann Smith", "Bo Lee"]' : `${key} = "…"`}`,
    key,
  );
}

/**
 * A Jupyter Book keeps its title and author in `_config.yml`, not in its pages: without it the book's cover and
 * metadata had only the repository's name. What the config leaves unsaid is read from there; the config speaks first.
 */
async function applyJupyterBookConfig(
  source: BookSource,
  result: Extract<PlatformConfigResult, { ok: true }>,
): Promise<void> {
  const config = result.config;
  const found = await findJupyterBookConfig(config.files, source);
  if (!found) return;
  const { metadata, unread } = readJupyterBookConfig(found.text);
  fillUnsaid(config, metadata, found.path);
  if (!unread) return;
  result.warnings = sortByLine([
    ...result.warnings,
    warning(
      'config',
      { file: found.path, line: unread.line },
      `not read as YAML (${unread.reason}), so the book's title and author are not taken from it: correct the ` +
        'line (Jupyter Book refuses the file too)',
    ),
  ]);
}

/**
 * Atlas books name a theme repository (`oreillymedia/animal_theme_sass`) that is not in the book. Such a theme
 * is dropped here, with one remark at the config's line, so the renderers use the default theme.
 */
async function checkTheme(
  source: BookSource,
  result: Extract<PlatformConfigResult, { ok: true }>,
  line: number | undefined,
): Promise<void> {
  const theme = result.config.theme;
  if (theme === undefined) return;
  const path = normalizeRepoPath(theme);
  const isCss = path.ok && /\.css$/i.test(path.path);
  if (isCss && (await source.readFile(path.path)) !== null) return;
  delete result.config.theme;
  const themeFiles = await formatThemeFiles(source);
  const reason = !isCss
    ? /^[\w.-]+\/[\w.-]+$/.test(theme)
      ? `names an Atlas theme repository, which is not part of this book`
      : 'is not a CSS file in this repository'
    : 'does not exist at this commit';
  result.warnings = sortByLine([
    ...result.warnings,
    warning(
      'config',
      { file: result.configFile, line },
      `"theme": "${theme}" ${reason}; Octavo's default theme is used${themeFiles.css}` +
        (result.config.cookbook
          ? ', its recipes numbered as a cookbook theme numbers them ("1.1", "Recipe 1.1")'
          : '') +
        ` (point "theme" at a CSS file in the repository to style the book)${themeFiles.xsl}`,
      'theme',
    ),
  ]);
}

/**
 * `, with the book's theme/pdf/pdf.css, theme/epub/epub.css on top`: Atlas's per-format CSS, which is applied; and
 * the XSL stylesheets Atlas ran over the book's HTMLBook (`theme/pdf/pdf.xsl`), which are not.
 */
async function formatThemeFiles(source: BookSource): Promise<{ css: string; xsl: string }> {
  const sheets: string[] = [];
  const transforms: string[] = [];
  for (const format of FORMAT_NAMES) {
    const files = (await source.listFiles?.(`theme/${format}`)) ?? [];
    sheets.push(...files.filter((file) => /\.css$/i.test(file)).sort());
    transforms.push(...files.filter((file) => /\.xslt?$/i.test(file)).sort());
  }
  const named =
    transforms.length > 3
      ? `${transforms.slice(0, 2).join(', ')} and ${transforms.length - 2} more`
      : transforms.join(', ');
  return {
    css: sheets.length > 0 ? `, with the book's ${sheets.join(', ')} on top` : '',
    xsl:
      transforms.length > 0
        ? `; the book's XSL customizations of Atlas's HTMLBook conversion (${named}) are not run, since Octavo ` +
          'converts HTMLBook itself: what they changed, change in the sources or the theme CSS'
        : '',
  };
}

function readAuthors(raw: Record<string, unknown>, config: PlatformConfig, note: Note): void {
  for (const key of ['authors', 'author'] as const) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    const list = Array.isArray(value) ? value : [value];
    if (!list.every((a) => typeof a === 'string')) {
      note(key, `"${key}" should be a name or a list of names, got ${typeName(value)}; it is ignored`);
      continue;
    }
    const names = (list as string[]).map((a) => a.trim()).filter((a) => a !== '');
    if (names.length > 0 && !config.authors) config.authors = names;
  }
}

/** Atlas books write flags as JSON booleans, and sometimes as "true"/"false". */
function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^\s*(true|false)\s*$/i.test(value))
    return value.trim().toLowerCase() === 'true';
  return undefined;
}

function unknownKey(path: string, known: string[], what = 'key'): string {
  const close = known.filter((k) => editDistance(k.toLowerCase(), path.toLowerCase()) <= 2);
  const hint = close.length ? ` (did you mean "${close[0]}"?)` : '';
  return `unknown ${what} "${path}" is ignored${hint}`;
}

function sortByLine(warnings: BookWarning[]): BookWarning[] {
  return [...warnings].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

function invalid(message: string, details?: string[]): PlatformConfigResult {
  return details
    ? { ok: false, error: 'config_invalid', message, details }
    : { ok: false, error: 'config_invalid', message };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

function describeSyntaxError(text: string, error: unknown): string {
  const location = locateJsonError(text);
  if (!location) return error instanceof Error ? error.message : String(error);
  return `${location.problem} at line ${location.line}, column ${location.column}`;
}
