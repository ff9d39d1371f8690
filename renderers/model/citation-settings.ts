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
  /**
   * asciidoctor-bibtex's `:bibtex-file:`, opened from the folder asciidoctor runs in: the document's, or the
   * repository root, where a Makefile runs it. pandoc's paths are from the root first.
   */
  readBy?: 'asciidoctor-bibtex';
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
 * asciidoctor-bibtex's settings as pandoc's: `:bibtex-file:` (or `bibliography::file.bib[]`'s target) as written,
 * read from the document's folder or the repository root (readNamed); without it, the first `.bib` file in the
 * document's folder, else at the root, as the extension looks for one. `:bibtex-style:` is a CSL style's name, `ieee`
 * when unset.
 */
export async function applyBibtexSettings(
  settings: CitationSettings,
  asciidoc: BibtexSettings,
  source: BookSource,
): Promise<void> {
  const folder = posix.dirname(asciidoc.document);
  const firstBib = async (at: string) =>
    ((await source.listFiles?.(at)) ?? []).filter((path) => /\.bib$/i.test(path)).sort()[0];
  if (asciidoc.file !== undefined) {
    const line = await attributeLine(source, asciidoc.document, 'bibtex-file');
    settings.bibliography = [
      {
        path: asciidoc.file,
        from: asciidoc.document,
        ...(line ? { line } : {}),
        readBy: 'asciidoctor-bibtex',
      },
    ];
  } else {
    const found =
      (await firstBib(folder === '.' ? '' : folder)) ?? (folder === '.' ? undefined : await firstBib(''));
    if (found !== undefined) settings.bibliography = [{ path: found, from: asciidoc.document }];
  }
  settings.csl = { path: asciidoc.style ?? 'ieee', from: asciidoc.document };
}

/** The line of a document's header that sets an attribute (`:bibtex-file: refs.bib`), when it is written there. */
async function attributeLine(
  source: BookSource,
  document: string,
  name: string,
): Promise<number | undefined> {
  const text = (await source.readFile(document).catch(() => null))?.toString('utf8');
  const index = text?.split(/\r?\n/).findIndex((line) => line.startsWith(`:${name}:`)) ?? -1;
  return index === -1 ? undefined : index + 1;
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

/**
 * The file a metadata path names: from the repository's root (where pandoc runs), else from the naming file's folder;
 * asciidoctor-bibtex's from the document's folder first (asciidoctor run beside it), then from the root.
 */
export async function readNamed(
  named: NamedPath,
  source: BookSource,
): Promise<{ path: string; bytes: Buffer } | undefined> {
  for (const candidate of namedCandidates(named)) {
    const bytes = await source.readFile(candidate).catch(() => null);
    if (bytes !== null) return { path: candidate, bytes };
  }
  return undefined;
}

/** The repository paths a metadata path may name, in the order its tool looks (readNamed). */
export function namedCandidates(named: NamedPath): string[] {
  const fromRoot = named.path;
  const fromFile = posix.join(posix.dirname(named.from), named.path);
  const candidates = named.readBy === 'asciidoctor-bibtex' ? [fromFile, fromRoot] : [fromRoot, fromFile];
  const paths: string[] = [];
  for (const candidate of candidates) {
    const normalized = normalizeRepoPath(candidate);
    if (normalized.ok && !paths.includes(normalized.path)) paths.push(normalized.path);
  }
  return paths;
}
