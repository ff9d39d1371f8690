import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { escapeText } from '../dom/escape';
import { resolveFromFile } from '../paths/repo-path';
import { encodedWhereNeeded } from '../paths/web-address';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { BibEntry, bibEntryParts, readBibtex } from './bibtex';
import { ExpandedMarkdown, expandedLines } from './expanded-lines';
import { bookFolder, readDirectiveOptions } from './myst-includes';

/** ```` ```{bibliography} refs.bib ```` or `:::{bibliography}`: sphinxcontrib-bibtex's reference list. */
const OPENING = /^\s*(`{3,}|:{3,})\{bibliography\}[ \t]*(.*?)\s*$/;

/** On a reference list of the entries the book cites: the model keeps those a `{cite}` names (cited-bibliography.ts). */
export const CITED_ONLY = 'data-octavo-cited-only';
/** On each entry of such a list: its key. */
export const BIB_KEY = 'data-octavo-bib-key';
/**
 * On each entry of every list: what the citations of its key print (JSON of a CitedWork): its label (`Smi04`), its
 * authors' (or editors') family names, year and title.
 */
export const BIB_WORK = 'data-octavo-bib-work';
/** On a reference list of a book whose `_config.yml` sets `bibtex_reference_style`: that style (`author_year`). */
export const CITATION_STYLE = 'data-octavo-citation-style';

/** An entry of a reference list as its citations print it. */
export interface CitedWork {
  key: string;
  /** sphinxcontrib-bibtex's `alpha` label (`Knu84`). */
  label: string;
  /** The family names of its authors, or of its editors when it has none: `van Gogh`, `World Health Organization`. */
  names: string[];
  year?: string;
  title?: string;
}

/** sphinxcontrib-bibtex's reference styles (`bibtex_reference_style`) Octavo prints as they print. */
const KNOWN_REFERENCE_STYLES = new Set(['label', 'author_year']);

/** The id of a reference list's entry, which `{cite}` links to (an XML name: the key's other characters hyphens). */
export function bibEntryId(key: string): string {
  return `bib-${key.trim().replace(/[^\w.-]/g, '-')}`;
}

/** The keys a `{cite}` role's text names, in order. */
export function citedKeys(content: string): string[] {
  return content
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/**
 * sphinxcontrib-bibtex's `{bibliography}` directive (Jupyter Book's reference lists): the entries of the `.bib` files
 * it names (its argument, relative to the file, or else `bibtex_bibfiles` in the book's `_config.yml`), those the
 * book cites anywhere (kept by the model, cited-bibliography.ts) or, with `:all:`, every one, sorted by author, year and title as its plain style sorts them. Each is a
 * term `[key]` with the id `{cite}` links to. A `.bib` file not found is a warning at the directive's line.
 */
export async function expandMystBibliographies(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  writtenLine: (line: number) => number = (line) => line,
): Promise<ExpandedMarkdown> {
  if (!text.includes('{bibliography}')) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const produced: string[][] = [];
  let listing: string | undefined;
  // The fences of the directives around (a {note}'s): a bare fence that closes one opens no listing.
  const directives: string[] = [];
  let style: string | undefined | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (listing !== undefined) {
      if (fence && fence[1]!.startsWith(listing) && fence[2]!.trim() === '') listing = undefined;
      produced.push([line]);
      continue;
    }
    const opening = OPENING.exec(line);
    if (!opening) {
      const info = fence?.[2]!.trim();
      if (fence && info!.startsWith('{')) directives.push(fence[1]!);
      else if (fence && info === '' && directives.length > 0 && fence[1]!.startsWith(directives.at(-1)!))
        directives.pop();
      else if (fence) listing = fence[1]!;
      produced.push([line]);
      continue;
    }
    const { options, next } = readDirectiveOptions(lines, index + 1);
    let end = next;
    const marker = opening[1]!;
    while (end < lines.length && !isClosing(lines[end]!, marker)) end++;
    const at = { file, line: writtenLine(index + 1) };
    const entries = await bibEntries(opening[2]!, at, source, warnings);
    if (style === null) style = await configuredReferenceStyle(file, source, warnings);
    produced.push(referenceList(entries, !('all' in options), style));
    for (let skipped = index + 1; skipped <= Math.min(end, lines.length - 1); skipped++) produced.push([]);
    index = end;
  }
  return expandedLines(produced, writtenLine);
}

function isClosing(line: string, marker: string): boolean {
  const text = line.trim();
  return text.length >= marker.length && text === marker[0]!.repeat(text.length);
}

async function bibEntries(
  argument: string,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
): Promise<BibEntry[]> {
  const named = argument.split(/\s+/).filter((path) => path !== '');
  const paths = named.length
    ? named.map((path) => resolveFromFile(at.file, path))
    : await configuredBibFiles(at.file, source);
  if (paths.length === 0) {
    warnings.push(
      warning(
        'source',
        at,
        "{bibliography} names no .bib file, and the book's _config.yml has no bibtex_bibfiles; nothing is printed for it: name the file after the directive (```{bibliography} references.bib)",
        '{bibliography}',
      ),
    );
  }
  const entries: BibEntry[] = [];
  for (const [index, resolved] of paths.entries()) {
    const bytes = resolved.ok ? await source.readFile(resolved.path) : null;
    if (bytes === null) {
      const what = resolved.ok
        ? `names ${resolved.path}, which does not exist`
        : `names a file that ${resolved.reason}`;
      const found = named[index] === undefined ? undefined : await bookBibFile(named[index], at.file, source);
      const fix = found
        ? `the book's file of that name is ${found}; write its path from this file, ${posix.relative(posix.dirname(at.file), found)}`
        : 'correct the path';
      warnings.push(
        warning(
          'source',
          at,
          `{bibliography} ${what}; its references are not printed: ${fix}`,
          '{bibliography}',
        ),
      );
      continue;
    }
    const read = await readBibtex(bytes.toString('utf8'));
    entries.push(...read.entries);
    for (const { line, reason } of read.unread) {
      warnings.push(
        warning(
          'source',
          { file: resolved.ok ? resolved.path : at.file, line },
          `this BibTeX entry cannot be read (${reason}); it is left out of the reference list: correct it`,
          'BibTeX entry',
        ),
      );
    }
  }
  return entries;
}

/**
 * The file a `.bib` path not found was meant to name: the same path taken from the book's folder, with the `../`
 * it climbs by dropped (`../../_bibliography/refs.bib` one folder too high names the book's `_bibliography/refs.bib`).
 */
async function bookBibFile(written: string, file: string, source: BookSource): Promise<string | undefined> {
  const folder = await bookFolder(file, source);
  const within = written.replace(/^(?:\.\.?\/)+/, '');
  const candidate = resolveFromFile(folder === '.' ? '_' : `${folder}/_`, within);
  if (!candidate.ok || (await source.readFile(candidate.path)) === null) return undefined;
  return candidate.path;
}

/** What Jupyter Book's `_config.yml` (at its top, or `sphinx: config:`) says of citations, and where it is. */
interface BibtexConfig {
  path: string;
  text: string;
  bibfiles: unknown;
  referenceStyle?: string;
}

async function readBibtexConfig(file: string, source: BookSource): Promise<BibtexConfig | undefined> {
  const folder = await bookFolder(file, source);
  const path = folder === '.' ? '_config.yml' : `${folder}/_config.yml`;
  const bytes = await source.readFile(path);
  if (bytes === null) return undefined;
  const text = bytes.toString('utf8');
  let config: unknown;
  try {
    config = loadYaml(text);
  } catch {
    return undefined;
  }
  const book = config as
    ({ sphinx?: { config?: Record<string, unknown> | null } } & Record<string, unknown>) | null;
  const settings = book?.sphinx?.config;
  const style = settings?.['bibtex_reference_style'];
  return {
    path,
    text,
    // Jupyter Book's own key is at the top (it passes it on to Sphinx); a book may set Sphinx's directly.
    bibfiles: settings?.['bibtex_bibfiles'] ?? book?.['bibtex_bibfiles'],
    ...(typeof style === 'string' && style.trim() ? { referenceStyle: style.trim() } : {}),
  };
}

/**
 * The `.bib` files Jupyter Book's `_config.yml` names (`bibtex_bibfiles`, or `sphinx: config: bibtex_bibfiles`), from
 * the book's folder.
 */
async function configuredBibFiles(
  file: string,
  source: BookSource,
): Promise<ReturnType<typeof resolveFromFile>[]> {
  const config = await readBibtexConfig(file, source);
  if (!config) return [];
  const files = config.bibfiles;
  const list = Array.isArray(files) ? files : typeof files === 'string' ? [files] : [];
  return list
    .filter((path): path is string => typeof path === 'string')
    .map((path) => resolveFromFile(config.path, path));
}

/**
 * The reference style the book's `_config.yml` sets (`bibtex_reference_style`), when it is one Octavo prints; one it
 * does not (`super`, `foot`, a style of the book's own) is warned of at its line, and citations print labels.
 */
async function configuredReferenceStyle(
  file: string,
  source: BookSource,
  warnings: BookWarning[],
): Promise<string | undefined> {
  const config = await readBibtexConfig(file, source);
  const style = config?.referenceStyle;
  if (!config || style === undefined || style === 'label') return undefined;
  if (KNOWN_REFERENCE_STYLES.has(style)) return style;
  const line =
    config.text.split('\n').findIndex((written) => /\bbibtex_reference_style\s*:/.test(written)) + 1;
  warnings.push(
    warning(
      'source',
      line > 0 ? { file: config.path, line } : config.path,
      `bibtex_reference_style: ${style} is not a reference style Octavo prints; citations print their labels ` +
        "([Knu84]), as sphinxcontrib-bibtex's default style does: use label or author_year",
      'bibtex_reference_style',
    ),
  );
  return undefined;
}

function sortKey(entry: BibEntry): string {
  const { author = '', editor = '', year = '', title = '' } = entry.fields;
  return [author || editor, year, title].join('\u0000').toLowerCase();
}

/** A name's part that sorts and labels it: the family name with its particles (`van Gogh`), not the given names. */
function familyWords(name: string): string[] {
  const family = name.includes(',') ? name.split(',')[0]! : (name.trim().split(/\s+/).at(-1) ?? '');
  return family.split(/\s+/).filter((word) => /\p{L}/u.test(word));
}

/**
 * sphinxcontrib-bibtex's default `alpha` label, as BibTeX's alpha.bst makes it: one author's first three letters
 * (`Knu84`), the initials of two to four (`MR19`), three and `+` past four, the key's first three letters for a work
 * without one; the year's last two digits. Labels alike get `a`, `b` … in the list's order.
 */
export function alphaLabels(entries: BibEntry[]): Map<string, string> {
  const labels = entries.map((entry) => {
    const names = (entry.fields['author'] || entry.fields['editor'] || '')
      .split(/\s+and\s+/)
      .filter((name) => name.trim());
    const initials = (name: string) =>
      familyWords(name)
        .map((word) => [...word][0]!)
        .join('');
    const letters =
      names.length === 0
        ? [...entry.key].slice(0, 3).join('')
        : names.length === 1
          ? [
              ...familyWords(names[0]!)
                .slice(0, -1)
                .map((word) => [...word][0]!),
              ...[...(familyWords(names[0]!).at(-1) ?? '')].slice(0, 3),
            ].join('')
          : names
              .slice(0, names.length > 4 ? 3 : 4)
              .map(initials)
              .join('') + (names.length > 4 ? '+' : '');
    return `${letters}${(entry.fields['year'] ?? '').replace(/\D/g, '').slice(-2)}`;
  });
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  const used = new Map<string, number>();
  return new Map(
    entries.map((entry, index) => {
      const label = labels[index]!;
      if (counts.get(label) === 1) return [entry.key, label];
      const nth = used.get(label) ?? 0;
      used.set(label, nth + 1);
      return [entry.key, `${label}${String.fromCharCode(0x61 + (nth % 26))}`];
    }),
  );
}

/** The entries as one HTML block (no blank line, so Markdown reads it whole): a list of `[label]` and the reference. */
function referenceList(entries: BibEntry[], citedOnly: boolean, style: string | undefined): string[] {
  if (entries.length === 0) return [];
  const sorted = [...entries].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const labels = alphaLabels(sorted);
  const styled =
    style === undefined ? '' : ` ${CITATION_STYLE}="${escapeText(style).replace(/"/g, '&quot;')}"`;
  return [
    `<dl class="bibliography"${citedOnly ? ` ${CITED_ONLY}=""` : ''}${styled}>`,
    ...sorted.map((entry) => {
      const { text, url } = bibEntryParts(entry);
      // A DOI may hold characters a URL cannot (a SICI's `<` and `>`): linked encoded, printed as the work gives it.
      const href = url && encodedWhereNeeded(url);
      const link = href
        ? ` <a href="${escapeText(href).replace(/"/g, '&quot;')}">${escapeText(url)}</a>`
        : '';
      // The same entry in a chapter's list and the book's whole list is one reference, listed twice: its id is
      // Octavo's, renamed quietly in the later list (a citation goes to the entry in its own file).
      const key = citedOnly ? ` ${BIB_KEY}="${escapeText(entry.key).replace(/"/g, '&quot;')}"` : '';
      const label = labels.get(entry.key)!;
      const work = JSON.stringify(citedWork(entry, label));
      const described = ` ${BIB_WORK}="${escapeText(work).replace(/"/g, '&quot;')}"`;
      return `<dt id="${bibEntryId(entry.key)}" data-octavo-auto-id=""${key}${described}>[${escapeText(label)}]</dt><dd>${escapeText(text)}${link}</dd>`;
    }),
    '</dl>',
  ];
}

/** What a citation of the entry prints: its label, its authors' family names (or editors'), year and title. */
function citedWork(entry: BibEntry, label: string): CitedWork {
  const people = entry.fields['author'] || entry.fields['editor'] || '';
  const names = people
    .split(/\s+and\s+/)
    .map((name) => (name.includes(',') ? name.split(',')[0]! : name).trim())
    .filter((name) => name !== '');
  return {
    key: entry.key,
    label,
    names,
    ...(entry.fields['year'] ? { year: entry.fields['year'] } : {}),
    ...(entry.fields['title'] ? { title: entry.fields['title'] } : {}),
  };
}
