import { load as loadYaml, YAMLException } from 'js-yaml';
import type { BookSource, PlatformConfig } from '../types';
import { fileText, nearestBookFile } from './nearest-book-file';

/** What a Jupyter Book's `_config.yml` says of the book, in the config's own terms. */
export type JupyterBookMetadata = Pick<PlatformConfig, 'title' | 'authors' | 'lang'>;

/**
 * The `_config.yml` of the Jupyter Book the listed files belong to: the nearest one beside a `_toc.yml` (what makes
 * it Jupyter Book's, not a Jekyll site's) in the folder of the first listed file or a folder above it. Undefined when
 * there is none.
 */
export async function findJupyterBookConfig(
  listedFiles: readonly string[],
  source: BookSource,
): Promise<{ path: string; text: string } | undefined> {
  return nearestBookFile(listedFiles, async (inFolder) => {
    if ((await fileText(source, inFolder('_toc.yml'))) === undefined) return undefined;
    const path = inFolder('_config.yml');
    const text = await fileText(source, path);
    return text === undefined ? undefined : { path, text };
  });
}

/**
 * The book's title, author and language from Jupyter Book's `_config.yml` (`title:`, `author:`, Sphinx's
 * `language`): what Jupyter Book prints in its site's header and gives its PDF. The author is one string, as Jupyter
 * Book writes it ("Ann Smith and Bo Lee"). A file that is not YAML is returned as unread with the parser's line.
 */
export function readJupyterBookConfig(text: string): {
  metadata: JupyterBookMetadata;
  unread?: { line: number; reason: string };
} {
  let document: unknown;
  try {
    document = loadYaml(text);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return { metadata: {}, unread: { line: (error.mark?.line ?? 0) + 1, reason: error.reason } };
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return { metadata: {} };
  const book = document as Record<string, unknown>;
  const sphinx = book['sphinx'] as { config?: Record<string, unknown> | null } | null | undefined;
  const clean = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : undefined;
  const title = clean(book['title']);
  const author = clean(book['author']);
  const lang = clean(sphinx?.config?.['language']) ?? clean(book['language']);
  return {
    metadata: {
      ...(title ? { title } : {}),
      ...(author ? { authors: [author] } : {}),
      ...(lang ? { lang } : {}),
    },
  };
}

/** Each configuration's Sphinx settings, read once a process: every page of a book asks of the same `_config.yml`. */
const sphinxSettingsOf = new Map<string, Readonly<Record<string, unknown>>>();
const MOST_CONFIGS_KEPT = 16;

/** What a Jupyter Book's `_config.yml` passes Sphinx (`sphinx: config:`); nothing for a file that is not YAML. */
function sphinxSettings(configText: string): Readonly<Record<string, unknown>> {
  const known = sphinxSettingsOf.get(configText);
  if (known) return known;
  let settings: Record<string, unknown> = {};
  try {
    const sphinx = (loadYaml(configText) as { sphinx?: { config?: unknown } } | null)?.sphinx;
    if (typeof sphinx?.config === 'object' && sphinx.config !== null && !Array.isArray(sphinx.config))
      settings = sphinx.config as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
  }
  if (sphinxSettingsOf.size >= MOST_CONFIGS_KEPT)
    sphinxSettingsOf.delete(sphinxSettingsOf.keys().next().value!);
  sphinxSettingsOf.set(configText, settings);
  return settings;
}

/**
 * Whether a Jupyter Book numbers a numbered chapter's equations by it, "(3.1)": Sphinx's `math_numfig` (on by
 * default, with Jupyter Book's `numfig`) prefixes each labelled formula's number with its chapter's section number,
 * as LaTeX's book classes do in the book's PDF. Off when the config turns `numfig` or `math_numfig` off.
 */
export function numbersEquationsByChapter(configText: string): boolean {
  const settings = sphinxSettings(configText);
  return settings['numfig'] !== false && settings['math_numfig'] !== false;
}

/**
 * The other Sphinx projects a Jupyter Book's `_config.yml` links into (`sphinx: config: intersphinx_mapping:`), by
 * the name its pages write before a target (`{doc}`pyprog:pandas``): each project's web address, its folder's
 * slash at the end. A name whose address is not a web address is left out.
 */
export function intersphinxMapping(configText: string): ReadonlyMap<string, string> {
  const written = sphinxSettings(configText)['intersphinx_mapping'];
  const mapping = new Map<string, string>();
  if (written && typeof written === 'object' && !Array.isArray(written))
    for (const [name, value] of Object.entries(written as Record<string, unknown>)) {
      // Sphinx's form is a pair (address, inventory); a bare address is read too.
      const address = Array.isArray(value) ? value[0] : value;
      if (typeof address === 'string' && /^https?:\/\/\S+$/i.test(address.trim()))
        mapping.set(name, address.trim().replace(/\/*$/, '/'));
    }
  return mapping;
}
