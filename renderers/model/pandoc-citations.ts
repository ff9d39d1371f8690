import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import CSL from 'citeproc';
import { load, loadAll } from 'js-yaml';
import {
  DomNode,
  ElementNode,
  element,
  parseHtml,
  replaceElements,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { closestName } from '../edit-distance';
import { normalizeRepoPath } from '../paths/repo-path';
import { BARE_CITATION, BIBTEX_DOCUMENT, BIBTEX_FILE, BIBTEX_STYLE } from '../sources/asciidoc-bibtex';
import { CslItem, readBibtexItems } from '../sources/bibtex';
import {
  ALT_CITATIONS,
  AltCitation,
  CITATION_MARK,
  CitationMark,
  CitedWork,
} from '../sources/pandoc-citations';
import { BookSource } from '../types';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { DEFAULT_STYLE, EN_US_LOCALE } from './citation-style-data';
import { locationOf } from './source-locations';

/** Where Debian's citation-style-language-locales package keeps the CSL locales of other languages. */
const LOCALES_FOLDER = '/usr/share/citation-style-language/locales';
/** And where its citation-style-language-styles package keeps the CSL project's styles. */
const STYLES_FOLDER = '/usr/share/citation-style-language/styles';

/** A path the metadata names, and the file whose metadata named it (a relative path may be from its folder). */
interface NamedPath {
  path: string;
  from: string;
}

/** What a pandoc book's metadata says of its citations (pandoc's keys). */
export interface CitationSettings {
  bibliography: NamedPath[];
  csl?: NamedPath;
  /** `references:` in the metadata: works written there as CSL YAML. */
  references: CslItem[];
  referenceSectionTitle?: string;
  linkCitations: boolean;
  /** `nocite: '@a, @b'`: works listed though not cited; `@*` every one. */
  nocite: string[];
  suppressBibliography: boolean;
}

interface FoundCitation {
  element: ElementNode;
  /** asciidoctor-bibtex's `citenp:[…]`: printed without its parentheses or brackets. */
  bare?: boolean;
  /** A citation in this image's alt text (its caption): formatted there as text. */
  inAlt?: ElementNode;
  /** The figure whose caption the reader made of that alt text. */
  figure?: ElementNode;
  mark: CitationMark;
  written: string;
  at: SourceLocation;
  inFootnote: boolean;
}

/** The divisions as this pass needs them: their tree and their file. */
interface CitingDivision {
  element: ElementNode;
  sourceFile: string;
  kind: string;
}

/** A pandoc citation left as written: the mark's span is taken away, its text kept. */
const RESTORE = 'data-octavo-citation-restore';

/**
 * pandoc's citations (`[@smith04, p. 33]`, `@smith04`), formatted as `pandoc --citeproc` formats them: with the works
 * of the bibliography the book's metadata names (`bibliography:`, BibTeX, CSL JSON or CSL YAML, or `references:`),
 * in the citation style it names (`csl:`) or pandoc's default (Chicago author-date), in the book's language; a note
 * style's citations become footnotes. The reference list goes where the book has a `::: {#refs}` div, else at the
 * end of the book (a chapter titled `reference-section-title` when set). A book that names no bibliography keeps
 * every citation as written, as pandoc without `--citeproc` prints it. Returns the reference list's own chapter
 * when one is made.
 */
export async function formatPandocCitations(
  divisions: readonly CitingDivision[],
  files: readonly string[],
  source: BookSource,
  lang: string,
  warnings: BookWarning[],
): Promise<ElementNode | undefined> {
  const found = findCitations(divisions);
  if (found.length === 0) return undefined;
  const settings = await readCitationSettings(files, source, warnings);
  const asciidoc = takeBibtexSettings(divisions);
  if (asciidoc && settings.bibliography.length === 0 && settings.references.length === 0) {
    await applyBibtexSettings(settings, asciidoc, source);
  }
  if (settings.bibliography.length === 0 && settings.references.length === 0) {
    const first = found.find(({ mark }) => !mark.inText);
    const count = found.filter(({ mark }) => !mark.inText).length;
    const bracketed = count === 1 ? 'it is' : `its ${count} bracketed citations are`;
    if (first) {
      warnings.push(
        warning(
          'source',
          first.at,
          asciidoc
            ? `${first.written} is an asciidoctor-bibtex citation, but the document names no .bib file and none is ` +
                `in its folder, so ${count === 1 ? 'it is' : `its ${count} citations are`} printed as written: set ` +
                ":bibtex-file: references.bib (the book's .bib file, from the document's folder) in its header"
            : `${first.written} reads as a pandoc citation, but the book names no bibliography, so ${bracketed} ` +
                `printed as written: add ` +
                "bibliography: references.bib (the book's .bib file) to the first file's YAML front matter, or to a " +
                "pandoc metadata file listed first in the book's files",
          first.written,
        ),
      );
    }
    restoreAll(found, divisions);
    return undefined;
  }
  const items = await readWorks(settings, source, warnings);
  const style = await citationStyle(settings.csl, source, warnings);
  const engine = newEngine(items, style, lang);
  const note = engine.opt.xclass === 'note';

  const clusters: CSL.Citation[] = [];
  const placed: { citation: FoundCitation; works: CitedWork[]; ids: string[] }[] = [];
  const cited: string[] = [];
  for (const citation of found) {
    const works = citation.mark.works.filter((work) => {
      if (items.has(work.key)) return true;
      const close = closestName(work.key, items.keys());
      // `@Override` in the text of a book that cites is a word, unless it is a slip for a key of the bibliography.
      if (!citation.mark.inText || close)
        warnings.push(unknownKeyWarning(work.key, close, citation, settings));
      return false;
    });
    if (works.length === 0) {
      if (!citation.inAlt) citation.element.attrs.set(RESTORE, '');
      continue;
    }
    for (const work of works) if (!cited.includes(work.key)) cited.push(work.key);
    const noteIndex = note ? clusters.length + 1 : 0;
    // In the text: the author's name, then the rest. A note style's note holds the whole citation (as pandoc's
    // does), and the name is not a citation of its own there, which would make the note a later, shorter one.
    const ids = citation.mark.inText
      ? [`c${clusters.length}`, `c${clusters.length + 1}`]
      : [`c${clusters.length}`];
    if (citation.mark.inText && !note) {
      clusters.push({
        citationID: ids[0]!,
        citationItems: [{ id: works[0]!.key, 'author-only': true }],
        properties: { noteIndex },
      });
    }
    if (citation.mark.inText) {
      clusters.push({
        citationID: ids[1]!,
        citationItems: [{ ...citationItem(works[0]!), ...(note ? {} : { 'suppress-author': true }) }],
        properties: { noteIndex },
      });
    } else {
      clusters.push({
        citationID: ids[0]!,
        citationItems: works.map(citationItem),
        properties: { noteIndex },
      });
    }
    placed.push({ citation, works, ids });
  }
  const nocite = settings.nocite.includes('*')
    ? [...items.keys()]
    : settings.nocite.filter((key) => items.has(key));
  engine.updateItems(cited);
  engine.updateUncitedItems(nocite.filter((key) => !cited.includes(key)));
  const printed = new Map(engine.rebuildProcessorState(clusters, 'html').map(([id, , html]) => [id, html]));

  for (const { citation, works, ids } of placed) {
    if (citation.inAlt) {
      const words = (nodes: DomNode[] | undefined) => (nodes ? textContent(nodes) : '');
      const formatted = citation.mark.inText
        ? [
            words(printedOrUndefined(printed.get(ids[0]!))) || authorNames(items.get(works[0]!.key)!),
            words(printedOrUndefined(printed.get(ids[1]!))),
          ]
            .filter(Boolean)
            .join(' ')
        : words(printedOrUndefined(printed.get(ids[0]!)));
      const alt = citation.inAlt.attrs.get('alt') ?? '';
      if (formatted) {
        citation.inAlt.attrs.set('alt', alt.replace(citation.written, formatted));
        if (citation.figure) replaceInCaption(citation.figure, citation.written, formatted);
      }
      continue;
    }
    const { element: span, mark, inFootnote } = citation;
    span.attrs.delete(CITATION_MARK);
    span.attrs.set('class', 'citation');
    span.attrs.set('data-cites', works.map((work) => work.key).join(' '));
    const linked = (nodes: DomNode[]): DomNode[] =>
      settings.linkCitations ? [element('a', { href: `#${referenceId(works[0]!.key)}` }, nodes)] : nodes;
    const asNote = (nodes: DomNode[]): DomNode[] =>
      note && !inFootnote ? [element('span', { 'data-type': 'footnote' }, nodes)] : nodes;
    if (mark.inText) {
      const author = printedOrUndefined(printed.get(ids[0]!)) ?? [
        text(authorNames(items.get(works[0]!.key)!)),
      ];
      const rest = printedOrUndefined(printed.get(ids[1]!));
      span.children = [
        ...linked(author),
        ...(rest ? (note ? asNote(rest) : [text(' '), ...linked(rest)]) : []),
      ];
    } else {
      const printedNodes = printedOrUndefined(printed.get(ids[0]!));
      span.children = asNote(
        linked(
          printedNodes
            ? citation.bare
              ? withoutOuterBrackets(printedNodes)
              : printedNodes
            : [text(citation.written)],
        ),
      );
    }
  }
  restoreMarked(divisions);
  if (settings.suppressBibliography) return undefined;
  return placeReferenceList(engine, divisions, settings);
}

function findCitations(divisions: readonly CitingDivision[]): FoundCitation[] {
  const found: FoundCitation[] = [];
  for (const division of divisions) {
    walkElements([division.element], (el, ancestors) => {
      const inAlt = el.attrs.get(ALT_CITATIONS);
      if (inAlt !== undefined) {
        el.attrs.delete(ALT_CITATIONS);
        for (const { written, mark } of parsedOr<AltCitation[]>(inAlt, [])) {
          found.push({
            element: el,
            inAlt: el,
            figure: [...ancestors].reverse().find((ancestor) => ancestor.name === 'figure'),
            mark,
            written,
            at: locationOf(el, ancestors, division.sourceFile),
            inFootnote: false,
          });
        }
        return;
      }
      const written = el.attrs.get(CITATION_MARK);
      if (written === undefined) return;
      let mark: CitationMark;
      try {
        mark = JSON.parse(written) as CitationMark;
      } catch {
        return;
      }
      found.push({
        element: el,
        mark,
        written: el.children.map((child) => (child.type === 'text' ? child.value : '')).join(''),
        at: locationOf(el, ancestors, division.sourceFile),
        inFootnote: ancestors.some((ancestor) => ancestor.attrs.get('data-type') === 'footnote'),
        bare: el.attrs.delete(BARE_CITATION),
      });
    });
  }
  return found;
}

/** The written citation in the figure's caption, which the reader made of the alt text, as formatted. */
function replaceInCaption(figure: ElementNode, written: string, formatted: string): void {
  let done = false;
  walkElements([figure], (el) => {
    if (done || el.name !== 'figcaption') return;
    for (const child of el.children) {
      if (!done && child.type === 'text' && child.value.includes(written)) {
        child.value = child.value.replace(written, formatted);
        done = true;
      }
    }
  });
}

/** What an asciidoctor-bibtex document says of its bibliography: its file, style, and the document's own path. */
interface BibtexSettings {
  document: string;
  file?: string;
  style?: string;
}

/** The first citation or reference list of an AsciiDoc document that carries its settings; each loses the marks. */
function takeBibtexSettings(divisions: readonly CitingDivision[]): BibtexSettings | undefined {
  let found: BibtexSettings | undefined;
  for (const division of divisions) {
    walkElements([division.element], (el) => {
      const document = el.attrs.get(BIBTEX_DOCUMENT);
      if (document === undefined) return;
      const file = el.attrs.get(BIBTEX_FILE);
      const style = el.attrs.get(BIBTEX_STYLE);
      for (const name of [BIBTEX_DOCUMENT, BIBTEX_FILE, BIBTEX_STYLE]) el.attrs.delete(name);
      found ??= { document, ...(file ? { file } : {}), ...(style ? { style } : {}) };
    });
  }
  return found;
}

/**
 * asciidoctor-bibtex's settings as pandoc's: `:bibtex-file:` from the document's folder (without it, the first `.bib`
 * file there, as the extension finds one), `:bibtex-style:` a CSL style's name, `ieee` when unset.
 */
async function applyBibtexSettings(
  settings: CitationSettings,
  asciidoc: BibtexSettings,
  source: BookSource,
): Promise<void> {
  const folder = posix.dirname(asciidoc.document);
  const inFolder = (path: string) => (folder === '.' ? path : posix.join(folder, path));
  const file =
    asciidoc.file !== undefined
      ? inFolder(asciidoc.file)
      : ((await source.listFiles?.(folder === '.' ? '' : folder)) ?? [])
          .filter((path) => /\.bib$/i.test(path))
          .sort()[0];
  if (file !== undefined) settings.bibliography = [{ path: file, from: asciidoc.document }];
  settings.csl = { path: asciidoc.style ?? 'ieee', from: asciidoc.document };
}

/** `(Smith 2004)` as `Smith 2004`, `[1]` as `1`: the first and last characters, when they are a pair of brackets. */
function withoutOuterBrackets(nodes: DomNode[]): DomNode[] {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (first?.type !== 'text' || last?.type !== 'text') return nodes;
  const pair = /^[([]/.exec(first.value)?.[0];
  if (!pair || !last.value.endsWith(pair === '(' ? ')' : ']')) return nodes;
  if (first === last) return [text(first.value.slice(1, -1))];
  return [text(first.value.slice(1)), ...nodes.slice(1, -1), text(last.value.slice(0, -1))];
}

function parsedOr<T>(json: string, otherwise: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return otherwise;
  }
}

function restoreAll(found: FoundCitation[], divisions: readonly CitingDivision[]): void {
  for (const { element: span, inAlt } of found) if (!inAlt) span.attrs.set(RESTORE, '');
  restoreMarked(divisions);
}

function restoreMarked(divisions: readonly CitingDivision[]): void {
  for (const division of divisions) {
    division.element.children = replaceElements(division.element.children, (el) =>
      el.attrs.has(RESTORE) ? el.children : undefined,
    );
  }
}

function citationItem(work: CitedWork): CSL.CitationItem {
  return {
    id: work.key,
    ...(work.prefix ? { prefix: `${work.prefix} ` } : {}),
    ...(work.suffix ? { suffix: work.suffix } : {}),
    ...(work.locator ? { locator: work.locator, label: work.label ?? 'page' } : {}),
    ...(work.suppressAuthor ? { 'suppress-author': true } : {}),
  };
}

/** citeproc-js's output as nodes; none when the style prints nothing there (a numeric style's author-only form). */
function printedOrUndefined(html: string | undefined): DomNode[] | undefined {
  if (html === undefined || html.trim() === '' || html.includes('NO_PRINTED_FORM')) return undefined;
  return parseHtml(html);
}

/** The authors' family names, as pandoc prints a numeric style's in-text citation ("Smith and Lee [1]"). */
function authorNames(item: CslItem): string {
  const people = ((item['author'] ?? item['editor'] ?? []) as { family?: string; literal?: string }[])
    .map((name) => name.family ?? name.literal ?? '')
    .filter((name) => name !== '');
  if (people.length === 0) return typeof item['title'] === 'string' ? item['title'] : item.id;
  if (people.length > 2) return `${people[0]} et al.`;
  return people.join(' and ');
}

/** pandoc's id for a work's entry in the reference list. */
function referenceId(key: string): string {
  return `ref-${key.replace(/[^\w.:-]/g, '-')}`;
}

function unknownKeyWarning(
  key: string,
  close: string | undefined,
  citation: FoundCitation,
  settings: CitationSettings,
): BookWarning {
  const files = settings.bibliography.map(({ path }) => path).join(', ');
  return warning(
    'xref-unresolved',
    citation.at,
    `citation key "${key}" is in no work of the book's bibliography${files ? ` (${files})` : ''}; ` +
      `${citation.mark.works.length > 1 ? 'it is left out of the citation' : 'the citation is printed as written'}: ` +
      `correct the key${close ? ` (did you mean @${close}?)` : ''}, or add its entry to the bibliography`,
    `@${key}`,
  );
}

/**
 * The citation settings of the book's metadata: each listed pandoc metadata file (`.yaml`) and each Markdown file's
 * YAML front matter, in the order the book lists them; the first to set a key is the one read (pandoc's union of
 * metadata blocks).
 */
export async function readCitationSettings(
  files: readonly string[],
  source: BookSource,
  warnings: BookWarning[] = [],
): Promise<CitationSettings> {
  const settings: CitationSettings = {
    bibliography: [],
    references: [],
    linkCitations: false,
    nocite: [],
    suppressBibliography: false,
  };
  const set = new Set<string>();
  for (const listed of files) {
    const normalized = normalizeRepoPath(listed);
    if (!normalized.ok) continue;
    const path = normalized.path;
    const isYaml = /\.ya?ml$/i.test(path);
    if (!isYaml && !/\.(?:md|markdown)$/i.test(path)) continue;
    const bytes = await source.readFile(path).catch(() => null);
    if (bytes === null) continue;
    const data = isYaml ? yamlDocument(bytes.toString('utf8')) : frontMatter(bytes.toString('utf8'));
    if (!data) continue;
    const first = (key: string) => data[key] !== undefined && !set.has(key) && set.add(key) !== undefined;
    if (first('bibliography'))
      settings.bibliography = stringsOf(data['bibliography']).map((named) => ({ path: named, from: path }));
    const csl = stringsOf(data['csl'] ?? data['citation-style'])[0];
    if (typeof csl === 'string' && csl.trim() && first('csl'))
      settings.csl = { path: csl.trim(), from: path };
    if (first('references') && Array.isArray(data['references']))
      settings.references = cslItems(data['references'], path, warnings);
    const title = data['reference-section-title'];
    if (typeof title === 'string' && title.trim() && first('reference-section-title'))
      settings.referenceSectionTitle = title.trim();
    if (first('link-citations')) settings.linkCitations = data['link-citations'] === true;
    if (first('nocite'))
      settings.nocite = stringsOf(data['nocite']).flatMap((value) =>
        [...value.matchAll(/@(\*|[^\s,;]+)/g)].map((key) => key[1]!),
      );
    if (first('suppress-bibliography'))
      settings.suppressBibliography = data['suppress-bibliography'] === true;
  }
  return settings;
}

function yamlDocument(text: string): Record<string, unknown> | undefined {
  try {
    const data = loadAll(text.replace(/^\uFEFF/, '')).find(
      (document) => document !== null && document !== undefined,
    );
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function frontMatter(text: string): Record<string, unknown> | undefined {
  const block = /^\s*---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(
    text.replace(/^\uFEFF/, ''),
  );
  if (!block) return undefined;
  try {
    const data = load(block[1]!);
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
}

/** CSL YAML or JSON works; one without an `id` cannot be cited and is left out, with a warning. */
function cslItems(list: unknown[], file: string, warnings: BookWarning[]): CslItem[] {
  const items: CslItem[] = [];
  for (const entry of list) {
    if (isRecord(entry) && (typeof entry['id'] === 'string' || typeof entry['id'] === 'number')) {
      items.push({
        ...entry,
        id: String(entry['id']),
        type: typeof entry['type'] === 'string' ? entry['type'] : 'book',
      });
    } else {
      warnings.push(
        warning(
          'source',
          file,
          'a work of the bibliography has no id, so it cannot be cited: give it one (id: smith2004)',
        ),
      );
    }
  }
  return items;
}

/** The file a metadata path names: from the repository's root (where pandoc runs), else from the naming file's folder. */
async function readNamed(
  named: NamedPath,
  source: BookSource,
): Promise<{ path: string; bytes: Buffer } | undefined> {
  const candidates = [named.path, posix.join(posix.dirname(named.from), named.path)];
  for (const candidate of candidates) {
    const normalized = normalizeRepoPath(candidate);
    if (!normalized.ok) continue;
    const bytes = await source.readFile(normalized.path).catch(() => null);
    if (bytes !== null) return { path: normalized.path, bytes };
  }
  return undefined;
}

async function readWorks(
  settings: CitationSettings,
  source: BookSource,
  warnings: BookWarning[],
): Promise<Map<string, CslItem>> {
  const works = new Map<string, CslItem>();
  for (const item of settings.references) works.set(item.id, item);
  for (const named of settings.bibliography) {
    const found = await readNamed(named, source);
    if (!found) {
      warnings.push(
        warning(
          'source',
          named.from,
          `bibliography: ${named.path} names no file of the book, so the works in it cannot be cited: correct the path ` +
            '(from the repository root, where pandoc runs)',
          named.path,
        ),
      );
      continue;
    }
    for (const item of await worksOf(found.path, found.bytes.toString('utf8'), warnings))
      if (!works.has(item.id)) works.set(item.id, item);
  }
  return works;
}

async function worksOf(path: string, text: string, warnings: BookWarning[]): Promise<CslItem[]> {
  if (/\.json$/i.test(path)) {
    try {
      const data = JSON.parse(text) as unknown;
      return cslItems(
        Array.isArray(data) ? data : isRecord(data) && Array.isArray(data['items']) ? data['items'] : [],
        path,
        warnings,
      );
    } catch (error) {
      warnings.push(
        warning(
          'source',
          path,
          `is not valid CSL JSON (${(error as Error).message}); its works cannot be cited: correct it`,
        ),
      );
      return [];
    }
  }
  if (/\.ya?ml$/i.test(path)) {
    const data = yamlDocument(text);
    const list = Array.isArray(data?.['references']) ? (data['references'] as unknown[]) : [];
    return cslItems(list, path, warnings);
  }
  const read = await readBibtexItems(text);
  for (const { line, reason } of read.unread) {
    warnings.push(
      warning(
        'source',
        { file: path, line },
        `this BibTeX entry cannot be read (${reason}); it cannot be cited: correct it`,
        'BibTeX entry',
      ),
    );
  }
  return read.items;
}

async function citationStyle(
  named: NamedPath | undefined,
  source: BookSource,
  warnings: BookWarning[],
): Promise<string> {
  if (!named) return DEFAULT_STYLE;
  const withExtension = /\.csl$/i.test(named.path) ? named : { ...named, path: `${named.path}.csl` };
  const found = (await readNamed(named, source)) ?? (await readNamed(withExtension, source));
  const fallback = "the citations follow pandoc's default style (Chicago author-date)";
  if (!found) {
    // `csl: apa` names a style of the CSL project, as pandoc finds it in its data folder.
    const installed = installedStyle(posix.basename(withExtension.path, '.csl'));
    if (installed !== undefined && styleError(installed) === undefined) return installed;
    warnings.push(
      warning(
        'source',
        named.from,
        `csl: ${named.path} names no file of the book; ${fallback}: add the style's .csl file to the repository, or correct the path`,
        named.path,
      ),
    );
    return DEFAULT_STYLE;
  }
  let style = found.bytes.toString('utf8');
  const parent =
    /<link\b[^>]*href="([^"]+)"[^>]*rel="independent-parent"|<link\b[^>]*rel="independent-parent"[^>]*href="([^"]+)"/.exec(
      style,
    );
  if (parent) {
    // A journal's style is often only a name for its publisher's: pandoc fetches that parent, Octavo finds it among
    // the CSL project's styles on the machine (Debian's citation-style-language-styles).
    const parentStyle = installedStyle((parent[1] ?? parent[2])!.split('/').pop()!);
    if (parentStyle === undefined) {
      warnings.push(
        warning(
          'source',
          found.path,
          `is a dependent style: it names its parent style (${parent[1] ?? parent[2]}) rather than holding one, and ` +
            `that style is not on this server; ${fallback}: add the parent's .csl file to the repository and name it in csl:`,
        ),
      );
      return DEFAULT_STYLE;
    }
    style = parentStyle;
  }
  const problem = !/<style\b/.test(style) ? 'is not a CSL style' : styleError(style);
  if (problem) {
    warnings.push(
      warning('source', found.path, `${problem}; ${fallback}: use the independent .csl file it stands for`),
    );
    return DEFAULT_STYLE;
  }
  return style;
}

function styleError(style: string): string | undefined {
  try {
    new CSL.Engine({ retrieveLocale: () => EN_US_LOCALE, retrieveItem: () => undefined }, style, 'en-US');
    return undefined;
  } catch (error) {
    return `cannot be read as a CSL style (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`;
  }
}

function newEngine(items: Map<string, CslItem>, style: string, lang: string): CSL.Engine {
  const engine = new CSL.Engine(
    { retrieveLocale: (wanted) => localeXml(wanted), retrieveItem: (id) => items.get(id) },
    style,
    localeName(lang),
  );
  engine.opt.development_extensions['wrap_url_and_doi'] = true;
  return engine;
}

/** A style of the CSL project's collection installed on this machine, by its file name (`apa`), if it is there. */
function installedStyle(name: string): string | undefined {
  if (!/^[\w-]+$/.test(name)) return undefined;
  try {
    return readFileSync(posix.join(STYLES_FOLDER, `${name}.csl`), 'utf8');
  } catch {
    return undefined;
  }
}

let localeFiles: string[] | undefined;

/** The CSL locale of a language (`de`, `pt-BR`): the country's own, else the language's first; English is built in. */
function localeName(lang: string): string {
  const [language = 'en', region] = lang.trim().split(/[-_]/);
  if (language.toLowerCase() === 'en') return region ? `en-${region.toUpperCase()}` : 'en-US';
  localeFiles ??= (() => {
    try {
      return readdirSync(LOCALES_FOLDER).sort();
    } catch {
      return [];
    }
  })();
  const exact = region ? `locales-${language.toLowerCase()}-${region.toUpperCase()}.xml` : undefined;
  const named =
    (exact && localeFiles.includes(exact) ? exact : undefined) ??
    localeFiles.find((file) => file === `locales-${language.toLowerCase()}-${language.toUpperCase()}.xml`) ??
    localeFiles.find((file) => file.startsWith(`locales-${language.toLowerCase()}`));
  return named ? named.replace(/^locales-|\.xml$/g, '') : 'en-US';
}

function localeXml(name: string): string | undefined {
  if (name === 'en-US' || name === 'en') return EN_US_LOCALE;
  try {
    return readFileSync(posix.join(LOCALES_FOLDER, `locales-${name}.xml`), 'utf8');
  } catch {
    return name.startsWith('en') ? EN_US_LOCALE : undefined;
  }
}

/**
 * The reference list, as pandoc makes it: `<div id="refs" class="references csl-bib-body">` of `csl-entry` divs, each
 * with the id a linked citation goes to. Into the book's `::: {#refs}` div when it has one; else a chapter of its own
 * when the metadata titles it, or the end of the last chapter.
 */
function placeReferenceList(
  engine: CSL.Engine,
  divisions: readonly CitingDivision[],
  settings: CitationSettings,
): ElementNode | undefined {
  const made = engine.makeBibliography();
  if (!made) return undefined;
  const [parameters, entries] = made;
  const list = entries.map((html, index) => {
    const entry = parseHtml(html.trim()).find((node): node is ElementNode => node.type === 'element');
    const key = parameters.entry_ids[index]?.[0] ?? '';
    const div = entry ?? element('div', { class: 'csl-entry' }, []);
    div.attrs.set('id', referenceId(key));
    div.attrs.set('role', 'listitem');
    return div;
  });
  const classes = ['references', 'csl-bib-body', ...(parameters.hangingindent ? ['hanging-indent'] : [])];
  let target: ElementNode | undefined;
  for (const division of divisions) {
    walkElements([division.element], (el) => {
      if (!target && el.name === 'div' && el.attrs.get('id') === 'refs') target = el;
    });
  }
  if (target) {
    target.attrs.set('class', [target.attrs.get('class'), ...classes].filter(Boolean).join(' '));
    target.attrs.set('role', 'list');
    target.children = list;
    return undefined;
  }
  const refs = element('div', { id: 'refs', class: classes.join(' '), role: 'list' }, list);
  if (settings.referenceSectionTitle) {
    return element('section', { 'data-type': 'bibliography' }, [
      element('h1', {}, [text(settings.referenceSectionTitle)]),
      refs,
    ]);
  }
  const last = [...divisions].reverse().find((division) => division.kind !== 'index');
  last?.element.children.push(refs);
  return undefined;
}
