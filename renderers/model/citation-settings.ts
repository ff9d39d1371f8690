import { posix } from 'node:path';
import { CslItem } from '../sources/bibtex';
import { normalizeRepoPath } from '../paths/repo-path';
import { readOutputCitationOptions } from './bookdown-output-options';
import { metadataBlocks, metadataTrue } from './pandoc-metadata-blocks';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';

/** A path the metadata names, and the file whose metadata named it (a relative path may be from its folder). */
export interface NamedPath {
  path: string;
  from: string;
  /** The line of that file that names it, when known. */
  line?: number;
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
  /** pandoc's `notes-after-punctuation`, true unless set false: a note citation goes after the punctuation that follows it. */
  notesAfterPunctuation: boolean;
}

/** What an asciidoctor-bibtex document says of its bibliography: its file, style, and the document's own path. */
export interface BibtexSettings {
  document: string;
  file?: string;
  style?: string;
}

/**
 * asciidoctor-bibtex's settings as pandoc's: `:bibtex-file:` from the document's folder (without it, the first `.bib`
 * file there, as the extension finds one), `:bibtex-style:` a CSL style's name, `ieee` when unset.
 */
export async function applyBibtexSettings(
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
    notesAfterPunctuation: true,
  };
  const set = new Set<string>();
  for await (const { path, data } of metadataBlocks(files, source)) {
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
    if (first('link-citations')) settings.linkCitations = metadataTrue(data['link-citations']);
    if (first('nocite'))
      settings.nocite = stringsOf(data['nocite']).flatMap((value) =>
        [...value.matchAll(/@(\*|[^\s,;]+)/g)].map((key) => key[1]!),
      );
    if (first('suppress-bibliography'))
      settings.suppressBibliography = metadataTrue(data['suppress-bibliography']);
    if (first('notes-after-punctuation'))
      settings.notesAfterPunctuation = !metadataFalse(data['notes-after-punctuation']);
  }
  // bookdown passes `_output.yml`'s `--csl` and `--bibliography` on pandoc's command line, which sets the metadata
  // over the book's own: Data Science at the Command Line names its note style there, and got author-date citations.
  const output = await readOutputCitationOptions(files, source, warnings);
  if (output.csl) settings.csl = output.csl;
  if (output.bibliography) settings.bibliography = output.bibliography;
  return settings;
}

/** A yes-or-no key that is no: `false`, or the words "no", "false", "off" or "f". */
function metadataFalse(value: unknown): boolean {
  return value === false || (typeof value === 'string' && /^(?:no|false|off|f)$/i.test(value.trim()));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
}

/** CSL YAML or JSON works; one without an `id` cannot be cited and is left out, with a warning. */
export function cslItems(list: unknown[], file: string, warnings: BookWarning[]): CslItem[] {
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
export async function readNamed(
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
