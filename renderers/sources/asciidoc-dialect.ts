import { BookSource } from '../types';
import { normalizeRepoPath, resolveFromFile } from '../paths/repo-path';
import { BookWarning, locationText, SourceLocation, warning } from '../warnings';
import { unlistedMasterDocuments } from '../config/master-documents';
import { underlinesTitle } from './asciidoc-delimiters';

/** Files read as AsciiDoc: listed ones and what they include. */
const ASCIIDOC_PATH = /\.(adoc|asciidoc|asc|ad)$/i;
/** A book is read from this many of its AsciiDoc files at most (listed ones and their includes). */
const MAX_FILES = 2000;

/**
 * `+text+` as a span of its own (not `C++`, not `+1`): constant width in legacy AsciiDoc (AsciiDoc Python, O'Reilly's
 * Atlas, Asciidoctor's compat-mode), a passthrough of plain text in Asciidoctor today.
 */
const PLUS_SPAN = /(?<![\w+\\`])\+(?![\s+])[^+\n]*?[^\s\\+]\+(?![\w+`])|(?<![\w+\\`])\+[^\s+\\]\+(?![\w+`])/g;
/** `` `text` ``: constant width in both readings. */
const BACKTICK_SPAN = /`[^`\n]+`/g;
/**
 * `++text++` spans, paired from the left as both syntaxes pair them (the second of two spans on a line never opens
 * at the first one's close), and `+++text+++` passthroughs, which are the same in both.
 */
const DOUBLE_PLUS_SPAN = /\+\+\+[^\n]*?\+\+\+|\+\+([^+\n]+?)\+\+/g;
/** `` `+text+` ``: literal constant width, which only today's Asciidoctor writes. */
const LITERAL_MONOSPACE = /`\+[^`\n]+?\+`/g;
/**
 * ``` ``text`` ```: constant width run into words in today's Asciidoctor; the legacy syntax has no such mark (its
 * ``` ``text'' ``` is a quotation) and prints the backticks, losing one when a quote follows.
 */
const DOUBLE_BACKTICK_SPAN = /(?<!`)``(?=[^`\s])([^`\n]*?[^`\s])``(?!`)/g;
/**
 * `` "`text`" `` and `` '`text`' ``: curved quotes since Asciidoctor 1.5, which legacy AsciiDoc writes ``` ``text'' ```;
 * compat-mode reads the backticks as code between straight quotes.
 */
const CURVED_QUOTE = /(?<![\p{L}\p{N}])(["'])`[^`\n]+`\1(?![\p{L}\p{N}])/gu;
/** A character of a word a span can run into: `_` and `*` beside a span are emphasis and strong marks around it. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/**
 * Markup the legacy syntax reads inside its `++text++` constant width, which a passthrough escapes: doubled marks
 * (`__init__`), superscript, subscript and backticks, and `_` or `*` at a word's edge (`_x`); `get_status` is not.
 */
const ESCAPED_MARKUP = /__|\*\*|##|[\^~`]|(?<![\p{L}\p{N}])[_*#]|[_*#](?![\p{L}\p{N}])/u;
/**
 * The text of a `++text++` span run into a word that is plain code (`++Item++s`, `++time.sleep++s`, `++pip
 * install++ing`): the legacy syntax's constant width run into words, as O'Reilly's Atlas documents it. Today's
 * Asciidoctor passes such text through unchanged, so no book written for it spends a passthrough on it; its
 * passthroughs run into words escape markup (`memory++_++limit`, `C:++\\++Users`).
 */
const PLAIN_CODE = /^[\p{L}\p{N}](?:[\p{L}\p{N}_.\-/ ()]*[\p{L}\p{N})])?$/u;
/** An attribute reference, `{name}`. */
const ATTRIBUTE_REFERENCE = /\{(\w[\w-]*)\}/;
const ATTRIBUTE_REFERENCES = new RegExp(ATTRIBUTE_REFERENCE.source, 'g');
/** An attribute entry that sets an attribute, `:name: value`: the name it defines (`:name!:` unsets it). */
const ATTRIBUTE_ENTRY = /^:(\w[\w-]*):/;
/** A document that says which syntax it is written in. */
const COMPAT_ENTRY = /^:compat-mode!?:/m;
/** An entry of an attribute Asciidoctor makes section ids with. */
const SECTION_ID_ENTRY = /^:id(?:prefix|separator)!?:/;
/** Delimited blocks whose lines are not read for inline markup. */
const VERBATIM_DELIMITER = /^(-{4,}|\.{4,}|\+{4,}|\/{4,}|`{3,})\s*$/;
/** The characters a verbatim block's delimiter line starts with. */
const VERBATIM_START = new Set(['-', '.', '+', '/', '`']);
const INCLUDE = /^include::([^[\s]+)\[/;

/** Fewer marks than this say nothing about a book's syntax. */
const MIN_MARKS = 3;
/**
 * A reading the text settles beyond doubt, told as a note rather than a warning: this many marks of its syntax at
 * least, and DECISIVE_RATIO times as many as of the other.
 */
const DECISIVE_MARKS = 20;
const DECISIVE_RATIO = 10;
const settled = (chosen: number, other: number) =>
  chosen >= DECISIVE_MARKS && chosen >= DECISIVE_RATIO * other;
/** A sample longer than this is a whole macro or path, not a construct a reader takes in at a glance. */
const MAX_SAMPLE = 40;

/**
 * Markup of today's Asciidoctor that compat-mode garbles, where it is written: `snippet` is the text around it up to
 * spaces, as compat-mode prints it; `rewrite` the same code written so compat-mode prints it, when there is one.
 */
export interface GarbledMarkup extends SourceLocation {
  sample: string;
  snippet: string;
  rewrite?: string;
}

interface Marks {
  plus: number;
  /** Of `plus`, the legacy constant width written `++text++` run into a word (`++Item++s`). */
  plusInWords: number;
  backtick: number;
  modern: number;
  garbled: GarbledMarkup[];
  firstPlus?: SourceLocation & { sample: string };
  firstModern?: SourceLocation & { sample: string };
  /** The first mark of today's syntax whose sample reads whole (see readableSample), to quote before `firstModern`. */
  readableModern?: SourceLocation & { sample: string };
  /** The files that set or unset `compat-mode` themselves. */
  explicitIn: Set<string>;
  /** A document sets `idprefix` or `idseparator` itself. */
  ownSectionIds: boolean;
  /** The attributes the book's documents define. */
  defined: Set<string>;
  /** The attributes the book's text references (`{name}`), outside verbatim blocks. */
  referenced: Set<string>;
  /** Backtick spans that reference an attribute, each with the attribute's name. */
  codeWithAttribute: (SourceLocation & { sample: string; name: string })[];
}

/** How section ids are made from titles: as Atlas made them, or with Asciidoctor's own defaults. */
export type SectionIdStyle = 'atlas' | 'asciidoctor';

export interface DialectReading {
  legacy: boolean;
  /**
   * A book whose documents set `:idprefix:` or `:idseparator:` is written for Asciidoctor's ids: the one it leaves
   * unset is Asciidoctor's default (Strimzi's `:idprefix:` with xrefs to `data_durability`), not Atlas's.
   */
  sectionIds: SectionIdStyle;
  /**
   * Said when the book's text chose another reading than its configuration file implies, and its text does not
   * settle it beyond doubt (both syntaxes written, or few marks): the author should look.
   */
  warning?: BookWarning;
  /**
   * Said instead of `warning` when the text settles it (Joomla's book: 2,556 marks of today's syntax, no `+text+`):
   * what the render did, nothing to fix.
   */
  note?: string;
  /**
   * Read in compat-mode without a document asking for it: each place the text writes markup of today's Asciidoctor,
   * which that reading garbles (Architecture Patterns with Python's `++__eq__++` among 521 code spans in backticks).
   */
  garbled: GarbledMarkup[];
  /** The files read, so the conversion does not read them again. */
  texts: Map<string, Buffer>;
  /**
   * Attributes the listed files reference and none of them defines, as the header of the book's own master document
   * (an unlisted `book.asciidoc` that includes them) sets them: the Elasticsearch guide's `{ref}`, 95 links.
   */
  masterAttributes?: Record<string, string>;
}

/**
 * Which AsciiDoc a book is written in, as its text shows it. The configuration file gives the default (an Atlas
 * project's `atlas.json`: O'Reilly's legacy syntax, Asciidoctor's compat-mode; a `platform.json`: Asciidoctor as
 * it is today); the text overrides it when it plainly uses the other syntax:
 * - constant width written `+text+` more often than in backticks (Clojure Cookbook: 3,331 against 257) is the
 *   legacy syntax, whose `+text+` today's Asciidoctor prints as plain text;
 * - `++text++` run into words or `` `+text+` `` more often than `+text+` (a book converted by pandoc writes
 *   `memory++_++limit`) is today's syntax, which compat-mode turns into broken code spans.
 * A document that sets `:compat-mode:` (or `:compat-mode!:`) itself decides, as Asciidoctor lets it.
 */
export async function readAsciidocDialect(
  listed: readonly string[],
  source: BookSource,
  configLegacy: boolean,
): Promise<DialectReading> {
  const texts = new Map<string, Buffer>();
  const marks: Marks = {
    plus: 0,
    plusInWords: 0,
    backtick: 0,
    modern: 0,
    garbled: [],
    explicitIn: new Set(),
    ownSectionIds: false,
    defined: new Set(),
    referenced: new Set(),
    codeWithAttribute: [],
  };
  const queue: string[] = [];
  for (const file of listed) {
    const normalized = normalizeRepoPath(file);
    if (normalized.ok && ASCIIDOC_PATH.test(normalized.path)) queue.push(normalized.path);
  }
  const seen = new Set<string>(queue);
  /** The listed file, a document of its own, each file read is part of. */
  const documentOf = new Map(queue.map((file) => [file, file]));
  while (queue.length > 0 && texts.size < MAX_FILES) {
    const file = queue.shift()!;
    // A file that cannot be read (missing, too large) is the conversion's to report.
    const bytes = await source.readFile(file).catch(() => null);
    if (bytes === null) continue;
    texts.set(file, bytes);
    for (const target of countMarks(bytes.toString('utf8'), file, marks)) {
      const resolved = resolveFromFile(file, target);
      if (!resolved.ok || !ASCIIDOC_PATH.test(resolved.path) || seen.has(resolved.path)) continue;
      seen.add(resolved.path);
      documentOf.set(resolved.path, documentOf.get(file)!);
      queue.push(resolved.path);
    }
  }
  const fromMaster = await masterAttributes(source, listed, seen, marks);
  const master = fromMaster ? { masterAttributes: fromMaster } : {};
  const sectionIds: SectionIdStyle = marks.ownSectionIds ? 'asciidoctor' : 'atlas';
  // `` `{name}/path` `` with `name` defined by the book: today's Asciidoctor prints the value, compat-mode the
  // braces (its backticks are literal). An author who defines the attribute means the value.
  for (const code of marks.codeWithAttribute) {
    if (!marks.defined.has(code.name)) continue;
    countModern(marks, code, code.sample);
  }
  // A document that sets compat-mode itself is read as it asks: what it writes there is its author's choice.
  const chosen = new Set([...marks.explicitIn].map((file) => documentOf.get(file)));
  marks.garbled = marks.garbled.filter((at) => !chosen.has(documentOf.get(at.file)));
  const asConfigured = {
    legacy: configLegacy,
    sectionIds,
    texts,
    garbled: configLegacy ? marks.garbled : [],
  };
  if (marks.explicitIn.size > 0) return { ...asConfigured, ...master };
  if (!configLegacy && marks.plus >= MIN_MARKS && marks.plus > marks.backtick + marks.modern) {
    const at = marks.firstPlus!;
    const reading = { legacy: true, garbled: marks.garbled, sectionIds, texts, ...master };
    if (settled(marks.plus, marks.modern)) {
      return {
        ...reading,
        note:
          `AsciiDoc read in Asciidoctor's compat-mode, the legacy syntax of AsciiDoc Python and O'Reilly's Atlas: ` +
          `the book writes constant width as ${legacyMark(marks)} ${marks.plus} times (${at.sample} at ${locationText(at)}), ` +
          `\`text\` ${marks.backtick} times; to read it as Asciidoctor reads it today, put :compat-mode!: in the ` +
          'document header',
      };
    }
    return {
      ...reading,
      warning: warning(
        'asciidoc',
        at,
        `the book writes constant width as ${legacyMark(marks)} (${at.sample}; ${marks.plus} times, \`text\` ` +
          `${marks.backtick} times), the legacy AsciiDoc of AsciiDoc Python and O'Reilly's Atlas: it is read in ` +
          "Asciidoctor's compat-mode, where +text+ is code (Asciidoctor otherwise prints it as plain text); to read " +
          'it as Asciidoctor reads it today, put :compat-mode!: in the document header',
        at.sample,
      ),
    };
  }
  if (configLegacy && marks.modern >= MIN_MARKS && marks.modern > marks.plus) {
    const at = marks.readableModern ?? marks.firstModern!;
    const reading = { legacy: false, garbled: [], sectionIds, texts, ...master };
    if (settled(marks.modern, marks.plus)) {
      return {
        ...reading,
        note:
          `AsciiDoc read as Asciidoctor reads it today, not in the compat-mode atlas.json implies: the book ` +
          `writes today's syntax ${marks.modern} times (${at.sample} at ${locationText(at)}), Atlas's legacy ` +
          `${legacyMark(marks)} ${marks.plus === 0 ? 'never' : `${marks.plus} times`}; to read it the Atlas way, put ` +
          ':compat-mode: in the document header',
      };
    }
    return {
      ...reading,
      warning: warning(
        'asciidoc',
        at,
        `the book writes the AsciiDoc of Asciidoctor today (${at.sample}; ${marks.modern} times, ` +
          `${legacyMark(marks)} ` +
          `${marks.plus} times): it is read so, not in the compat-mode of Atlas's legacy syntax, where ++text++ ` +
          'is code, \'text\' emphasis, "`text`" code between straight quotes and `{attribute}` printed as ' +
          'written; to read it the Atlas way, put ' +
          ':compat-mode: in the document header',
        at.sample,
      ),
    };
  }
  // One or two such marks among many others are read as the configuration file says: an Atlas book's preface
  // written from O'Reilly's template uses the legacy `+Constant width+` too. Each is warned of where it is.
  return { ...asConfigured, ...master };
}

/** Counts one file's marks into `marks`; returns the targets it includes. */
function countMarks(text: string, file: string, marks: Marks): string[] {
  const includes: string[] = [];
  let closing: string | undefined;
  let literal = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    // A literal paragraph (indented after a blank line) prints its markup as written.
    literal = /^[ \t]/.test(line) && (literal || index === 0 || lines[index - 1]!.trim() === '');
    // Cheap tests of a line's characters first: most lines of a book are prose with none of the marks (a
    // render reads every AsciiDoc file this way, its conversions from the render cache or not).
    const delimiter = VERBATIM_START.has(line[0] ?? '') ? VERBATIM_DELIMITER.exec(line)?.[1] : undefined;
    // A two-line section title's underline (`Lists` over `-----`, the legacy syntax's chapter titles) opens no
    // listing: taken for one, it hid the rest of its file, and a legacy book was read as today's syntax.
    if (
      closing === undefined &&
      delimiter !== undefined &&
      underlinesTitle(delimiter, lines[index - 1], lines[index - 2])
    )
      continue;
    if (closing !== undefined) {
      if (delimiter === closing) closing = undefined;
      continue;
    }
    if (delimiter !== undefined) {
      closing = delimiter;
      continue;
    }
    const include = line.startsWith('include::') ? INCLUDE.exec(line) : null;
    if (include) {
      // A target built from attributes is left to the conversion.
      if (!include[1].includes('{')) includes.push(include[1]);
      continue;
    }
    if (line.startsWith('//')) continue;
    if (line.startsWith(':') && COMPAT_ENTRY.test(line)) marks.explicitIn.add(file);
    if (line.startsWith(':') && SECTION_ID_ENTRY.test(line)) marks.ownSectionIds = true;
    const entry = line.startsWith(':') ? ATTRIBUTE_ENTRY.exec(line) : null;
    if (entry) marks.defined.add(entry[1]!);
    if (line.includes('{'))
      for (const reference of line.matchAll(ATTRIBUTE_REFERENCES))
        if (line[reference.index - 1] !== '\\') marks.referenced.add(reference[1]!.toLowerCase());
    const plus = line.includes('+');
    if (!plus && !line.includes('`')) continue;
    const where = { file, line: index + 1 };
    if (plus) {
      for (const { quoted, ...span } of modernOnlySpans(line)) {
        countModern(marks, where, quoted.sample, quoted.readable);
        if (!literal) marks.garbled.push({ ...where, ...span });
      }
      for (const sample of legacyWordSpans(line)) {
        marks.plus++;
        marks.plusInWords++;
        marks.firstPlus ??= { ...where, sample };
      }
    }
    if (!literal && line.includes('``'))
      for (const match of line.matchAll(DOUBLE_BACKTICK_SPAN))
        marks.garbled.push({ ...where, ...garbledSpan(line, match, match[1]!) });
    for (const match of line.matchAll(CURVED_QUOTE)) countModern(marks, where, match[0]);
    const spans = line.match(BACKTICK_SPAN) ?? [];
    marks.backtick += spans.length;
    for (const span of spans) {
      const reference = ATTRIBUTE_REFERENCE.exec(span);
      if (reference) marks.codeWithAttribute.push({ ...where, sample: span, name: reference[1]! });
    }
    if (!plus) continue;
    const outsideBackticks = line
      .replace(LITERAL_MONOSPACE, ' ')
      .replace(BACKTICK_SPAN, ' ')
      .replace(DOUBLE_PLUS_SPAN, ' ');
    for (const match of outsideBackticks.matchAll(PLUS_SPAN)) {
      marks.plus++;
      marks.firstPlus ??= { ...where, sample: match[0] };
    }
  }
  return includes;
}

/** How a note or warning names the legacy constant width the book writes. */
function legacyMark(marks: Marks): string {
  return marks.plusInWords > 0 ? '+text+ (or ++text++ inside a word)' : '+text+';
}

/** Counts a mark of today's syntax, keeping the first and the first that reads whole as samples. */
function countModern(
  marks: Marks,
  where: SourceLocation,
  sample: string,
  readable = sample.length <= MAX_SAMPLE,
) {
  marks.modern++;
  marks.firstModern ??= { file: where.file, ...(where.line ? { line: where.line } : {}), sample };
  if (readable)
    marks.readableModern ??= { file: where.file, ...(where.line ? { line: where.line } : {}), sample };
}

/** What a warning or note quotes of a mark, and whether it reads whole (see readableSample). */
interface Quoted {
  sample: string;
  readable: boolean;
}

/** A mark of today's syntax that compat-mode garbles, and what to quote of it. */
type ModernSpan = Omit<GarbledMarkup, keyof SourceLocation> & { quoted: Quoted };

/**
 * What only today's Asciidoctor writes, and compat-mode garbles, each with the words around it: a `++text++`
 * passthrough run into a word or escaping markup (`memory++_++limit`, `++__init__++`, whose underscores the legacy
 * syntax takes for emphasis) and `` `+text+` `` (literal constant width). A `++few words++` between spaces or
 * emphasis marks (`_++name++_`) is constant width in the legacy syntax, and says nothing of today's; one of plain
 * code run into a word (`++Item++s`) is the legacy syntax's (see PLAIN_CODE).
 */
function modernOnlySpans(line: string): ModernSpan[] {
  const found: ModernSpan[] = [];
  for (const match of line.matchAll(DOUBLE_PLUS_SPAN)) {
    if (match[1] === undefined) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (!ESCAPED_MARKUP.test(match[1]) && (!runsIntoWords(line, start, end) || PLAIN_CODE.test(match[1])))
      continue;
    found.push({
      ...garbledSpan(line, match, match[1]),
      sample: line.slice(wordStart(line, start), wordEnd(line, end)),
      quoted: readableSample(line, start, end),
    });
  }
  for (const match of line.matchAll(LITERAL_MONOSPACE)) {
    const span = garbledSpan(line, match, match[0].slice(2, -2));
    found.push({ ...span, quoted: { sample: span.sample, readable: span.sample.length <= MAX_SAMPLE } });
  }
  return found;
}

/** The `++text++` spans of plain code run into words (see PLAIN_CODE), each with the word it runs into. */
function legacyWordSpans(line: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(DOUBLE_PLUS_SPAN)) {
    const text = match[1];
    if (text === undefined || ESCAPED_MARKUP.test(text) || !PLAIN_CODE.test(text)) continue;
    const start = match.index;
    // `C++11 or C++14`: a language's name twice, code in neither syntax.
    if (/^\p{N}/u.test(text) && /\p{L}/u.test(line[start - 1] ?? '')) continue;
    const end = start + match[0].length;
    if (runsIntoWords(line, start, end)) found.push(line.slice(wordStart(line, start), wordEnd(line, end)));
  }
  return found;
}

/**
 * What a note or warning quotes of a `++…++` span between `start` and `end`: the whole construct it is part of, up to
 * spaces (`memory++_++limit`, `defined('++_++JEXEC')`), less a sentence's punctuation after it. A span inside a longer
 * run of escapes (a Windows path as an image's alt text, `C:++\++Users++\++hwunder++\++Desktop…`) was quoted as an
 * unreadable fragment (`++\++Users`): it is quoted from where that run starts (after the macro's bracket) to the word
 * after the span, cut, and is not `readable`, so that a clearer one is quoted when the book has one.
 */
function readableSample(line: string, start: number, end: number): Quoted {
  let from = start;
  while (from > 0 && !/\s/.test(line[from - 1]!)) from--;
  // A table cell's mark is the table's, not the construct's (`|CHV++_++BOX++_++ID`).
  while (from < start && line[from] === '|') from++;
  let to = end;
  while (to < line.length && !/\s/.test(line[to]!)) to++;
  while (to > end && /[.,;:!?]/.test(line[to - 1]!)) to--;
  if (to - from <= MAX_SAMPLE) return { sample: line.slice(from, to), readable: true };
  let run = start;
  while (run > from && !/[[(,"']/.test(line[run - 1]!)) run--;
  return { sample: `${line.slice(run, wordEnd(line, end))}…`, readable: false };
}

/** A code span compat-mode garbles: its text up to spaces, and the span as compat-mode's literal `` `code` ``. */
function garbledSpan(
  line: string,
  match: RegExpMatchArray,
  code: string,
): Omit<GarbledMarkup, keyof SourceLocation> {
  const start = match.index!;
  const end = start + match[0].length;
  const snippet = line.slice(
    line.lastIndexOf(' ', start) + 1,
    line.includes(' ', end) ? line.indexOf(' ', end) : undefined,
  );
  // Compat-mode's backticks are constrained: they take no word beside them, nor a backtick inside.
  const rewrite = runsIntoWords(line, start, end) || code.includes('`') ? undefined : `\`${code}\``;
  return { sample: match[0], snippet, ...(rewrite ? { rewrite } : {}) };
}

function runsIntoWords(line: string, start: number, end: number): boolean {
  return WORD_CHARACTER.test(line[start - 1] ?? '') || WORD_CHARACTER.test(line[end] ?? '');
}

function wordStart(line: string, at: number): number {
  let start = at;
  while (start > 0 && /\w/.test(line[start - 1]!)) start--;
  return start;
}

function wordEnd(line: string, at: number): number {
  let end = at;
  while (end < line.length && /\w/.test(line[end]!)) end++;
  return end;
}

/** An attribute entry with its value, `:name: value`. */
const ATTRIBUTE_VALUE = /^:(\w[\w-]*):[ \t]*(.*?)[ \t]*$/;

/**
 * The values the book's master document gives attributes the listed files reference and none of them defines: an
 * unlisted AsciiDoc file at the repository's root that includes a listed file, its header's entries (before its
 * first include or section). The Elasticsearch guide's `book.asciidoc` sets `:ref:` for the chapters atlas.json
 * lists. Undefined when there is none.
 */
async function masterAttributes(
  source: BookSource,
  listed: readonly string[],
  read: ReadonlySet<string>,
  marks: Marks,
): Promise<Record<string, string> | undefined> {
  const defined = new Set([...marks.defined].map((name) => name.toLowerCase()));
  const wanted = [...marks.referenced].filter((name) => !defined.has(name));
  if (wanted.length === 0) return undefined;
  const listedPaths = new Set(
    listed.map((file) => normalizeRepoPath(file)).flatMap((n) => (n.ok ? [n.path] : [])),
  );
  // A file that cannot be read (too large for the book's limits) is no master document to take attributes from.
  const masters = (await unlistedMasterDocuments(source, [...listedPaths], [''], 1).catch(() => [])).filter(
    (master) => !read.has(master.path) && master.included?.some((path) => listedPaths.has(path)),
  );
  const found: Record<string, string> = {};
  for (const { path } of masters) {
    const bytes = await source.readFile(path).catch(() => null);
    if (bytes === null) continue;
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    for (const line of lines) {
      if (INCLUDE.test(line) || /^={2,6}\s/.test(line)) break;
      const entry = ATTRIBUTE_VALUE.exec(line);
      const name = entry?.[1]?.toLowerCase();
      if (!name || !wanted.includes(name) || name in found || entry![2]!.endsWith('\\')) continue;
      found[name] = entry![2]!;
    }
  }
  return Object.keys(found).length > 0 ? found : undefined;
}
