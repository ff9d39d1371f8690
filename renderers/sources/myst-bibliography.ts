import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { escapeText } from '../dom/escape';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { BibEntry, bibEntryParts, readBibtex } from './bibtex';
import { ExpandedMarkdown, expandedLines } from './expanded-lines';
import { bookFolder } from './myst-includes';

/** ```` ```{bibliography} refs.bib ```` or `:::{bibliography}`: sphinxcontrib-bibtex's reference list. */
const OPENING = /^\s*(`{3,}|:{3,})\{bibliography\}[ \t]*(.*?)\s*$/;

const OPTION = /^\s*:([\w-]+):(?:[ \t]+(.*?))?\s*$/;

/** On a reference list of the entries the book cites: the model keeps those a `{cite}` names (cited-bibliography.ts). */
export const CITED_ONLY = 'data-octavo-cited-only';
/** On each entry of such a list: its key. */
export const BIB_KEY = 'data-octavo-bib-key';
/** On each entry of every list: its key and its label (`smith04 Smi04`), which the citations of the key print. */
export const BIB_LABEL = 'data-octavo-bib-label';

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
      if (fence && !fence[2]!.trim().startsWith('{')) listing = fence[1]!;
      produced.push([line]);
      continue;
    }
    const options: Record<string, string> = {};
    let end = index + 1;
    for (; end < lines.length; end++) {
      const option = OPTION.exec(lines[end]!);
      if (!option) break;
      options[option[1]!] = option[2] ?? '';
    }
    const marker = opening[1]!;
    while (end < lines.length && !isClosing(lines[end]!, marker)) end++;
    const at = { file, line: writtenLine(index + 1) };
    const entries = await bibEntries(opening[2]!, at, source, warnings);
    produced.push(referenceList(entries, !('all' in options)));
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
        "{bibliography} names no .bib file, and the book's _config.yml has no sphinx: config: bibtex_bibfiles; nothing is printed for it: name the file after the directive (```{bibliography} references.bib)",
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

/** The `.bib` files Jupyter Book's `_config.yml` names (`sphinx: config: bibtex_bibfiles`), from the book's folder. */
async function configuredBibFiles(
  file: string,
  source: BookSource,
): Promise<ReturnType<typeof resolveFromFile>[]> {
  const folder = await bookFolder(file, source);
  const bytes = await source.readFile(folder === '.' ? '_config.yml' : `${folder}/_config.yml`);
  if (bytes === null) return [];
  let config: unknown;
  try {
    config = loadYaml(bytes.toString('utf8'));
  } catch {
    return [];
  }
  const files = (config as { sphinx?: { config?: { bibtex_bibfiles?: unknown } } } | null)?.sphinx?.config
    ?.bibtex_bibfiles;
  const list = Array.isArray(files) ? files : typeof files === 'string' ? [files] : [];
  return list
    .filter((path): path is string => typeof path === 'string')
    .map((path) => resolveFromFile(`${folder}/_config.yml`, path));
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
function referenceList(entries: BibEntry[], citedOnly: boolean): string[] {
  if (entries.length === 0) return [];
  const sorted = [...entries].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const labels = alphaLabels(sorted);
  return [
    `<dl class="bibliography"${citedOnly ? ` ${CITED_ONLY}=""` : ''}>`,
    ...sorted.map((entry) => {
      const { text, url } = bibEntryParts(entry);
      const link = url ? ` <a href="${escapeText(url).replace(/"/g, '&quot;')}">${escapeText(url)}</a>` : '';
      // The same entry in a chapter's list and the book's whole list is one reference, listed twice: its id is
      // Octavo's, renamed quietly in the later list (a citation goes to the entry in its own file).
      const key = citedOnly ? ` ${BIB_KEY}="${escapeText(entry.key).replace(/"/g, '&quot;')}"` : '';
      const label = labels.get(entry.key)!;
      const labelled = ` ${BIB_LABEL}="${escapeText(`${entry.key} ${label}`).replace(/"/g, '&quot;')}"`;
      return `<dt id="${bibEntryId(entry.key)}" data-octavo-auto-id=""${key}${labelled}>[${escapeText(label)}]</dt><dd>${escapeText(text)}${link}</dd>`;
    }),
    '</dl>',
  ];
}
