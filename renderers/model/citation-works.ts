import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type CSL from 'citeproc';
import { citeproc } from './citeproc-module';
import { CslItem, readBibtexItems } from '../sources/bibtex';
import { metadataDocument } from '../sources/markdown-front-matter';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { DEFAULT_STYLE, EN_US_LOCALE } from './citation-style-data';
import {
  CitationSettings,
  cslItems,
  isRecord,
  NamedPath,
  namedCandidates,
  readNamed,
} from './citation-settings';

/** Where Debian's citation-style-language-locales package keeps the CSL locales of other languages. */
const LOCALES_FOLDER = '/usr/share/citation-style-language/locales';

/** And where its citation-style-language-styles package keeps the CSL project's styles. */
const STYLES_FOLDER = '/usr/share/citation-style-language/styles';

/** The book's works, and the bibliography files its metadata names that the repository does not hold. */
export interface BookWorks {
  works: Map<string, CslItem>;
  missing: NamedPath[];
}

export async function readWorks(
  settings: CitationSettings,
  source: BookSource,
  warnings: BookWarning[],
): Promise<BookWorks> {
  const works = new Map<string, CslItem>();
  const missing: NamedPath[] = [];
  for (const item of settings.references) works.set(item.id, item);
  for (const named of settings.bibliography) {
    const found = await readNamed(named, source);
    if (!found) {
      missing.push(named);
      continue;
    }
    for (const item of await worksOf(found.path, found.bytes.toString('utf8'), warnings))
      if (!works.has(item.id)) works.set(item.id, item);
  }
  return { works, missing };
}

/**
 * The warning for a bibliography file the book names but does not hold (bookdown's `packages.bib`, written by
 * `knitr::write_bib` when the book is built), naming the citation keys found in no other file: one warning, not one
 * per key, since they are most likely that file's.
 */
export function missingBibliographyWarning(
  named: NamedPath,
  unknownKeys: readonly { key: string; at: string }[],
): BookWarning {
  const bibtex = named.readBy === 'asciidoctor-bibtex';
  // asciidoctor-bibtex's keys are written `cite:[key]`, pandoc's `@key`.
  const keys = unknownKeys
    .slice(0, 3)
    .map(({ key, at }, index) => `${bibtex ? '' : '@'}${key}${index === 0 ? ` at ${at}` : ''}`);
  const more = unknownKeys.length > 3 ? ` and ${unknownKeys.length - 3} more` : '';
  const looked = namedCandidates(named);
  return warning(
    'source',
    { file: named.from, ...(named.line ? { line: named.line } : {}) },
    (bibtex
      ? `:bibtex-file: ${named.path} names no file of the book (looked for ${looked.join(' and ')})`
      : `bibliography: ${named.path} names no file of the book`) +
      ', so the works in it cannot be cited' +
      (unknownKeys.length === 0
        ? ''
        : `: ${unknownKeys.length === 1 ? 'a citation key' : `${unknownKeys.length} citation keys`} found in no ` +
          `other file (${keys.join(', ')}${more}) ${unknownKeys.length === 1 ? 'is' : 'are'} printed as written`) +
      (bibtex
        ? "; commit the file or correct the path (from the document's folder, or from the repository root: " +
          'asciidoctor-bibtex opens it from the folder asciidoctor runs in)'
        : "; commit the file (one the book's own build writes, as knitr::write_bib does, is not in the repository) " +
          'or correct the path (from the repository root, where pandoc runs)'),
    named.path,
  );
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
    const data = metadataDocument(text);
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

export async function citationStyle(
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
        { file: named.from, ...(named.line ? { line: named.line } : {}) },
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
    new (citeproc().Engine)(
      { retrieveLocale: () => EN_US_LOCALE, retrieveItem: () => undefined },
      style,
      'en-US',
    );
    return undefined;
  } catch (error) {
    return `cannot be read as a CSL style (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`;
  }
}

export function newEngine(
  items: Map<string, CslItem>,
  style: string,
  lang: string,
  variableWrapper?: CSL.Sys['variableWrapper'],
): CSL.Engine {
  const engine = new (citeproc().Engine)(
    {
      retrieveLocale: (wanted) => localeXml(wanted),
      retrieveItem: (id) => items.get(id),
      ...(variableWrapper ? { variableWrapper } : {}),
    },
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

/** The region whose CSL locale writes a script of a language: Chinese read from a book's text is `zh-Hant` or `zh-Hans`. */
const SCRIPT_REGIONS: Readonly<Record<string, string>> = { 'zh-hant': 'TW', 'zh-hans': 'CN' };

/** The CSL locale of a language (`de`, `pt-BR`): the country's own, else the language's first; English is built in. */
function localeName(lang: string): string {
  const [language = 'en', ...subtags] = lang.trim().split(/[-_]/);
  const script = subtags[0]?.length === 4 ? subtags.shift()!.toLowerCase() : undefined;
  const region = subtags[0] ?? (script && SCRIPT_REGIONS[`${language.toLowerCase()}-${script}`]);
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
