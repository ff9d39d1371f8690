import { isMarkdownText } from '../paths/source-formats';
import { BookSource } from '../types';
import { frontMatterData, isRecord, metadataDocument } from './markdown-front-matter';

/** A Quarto project's settings file, at the repository's root. */
export const QUARTO_PROJECT = '_quarto.yml';

/** How deep a page's sections are numbered: every level below its chapter, or down to `number-depth`. */
export interface SectionNumbering {
  /** Heading levels numbered, counting the chapter's `#` as 1 (Quarto's `number-depth`); undefined: all. */
  depth?: number;
}

/**
 * Whether a page of a Quarto book numbers its sections ("2.1 Vectors"), as Quarto does: a book numbers them unless
 * `number-sections: false` (in the page's front matter, `_quarto.yml` or one of its formats) says otherwise; another
 * Quarto project only when it asks. False for a page of a Quarto project whose sections are not numbered; undefined
 * for a page that is no Quarto project's.
 */
export async function quartoSectionNumbering(
  path: string,
  text: string,
  source: BookSource,
): Promise<SectionNumbering | false | undefined> {
  if (!isMarkdownText(path) && !/\.ipynb$/i.test(path)) return undefined;
  const bytes = await source.readFile(QUARTO_PROJECT).catch(() => null);
  if (bytes === null) return undefined;
  const project = projectSettings(bytes.toString('utf8'));
  const page = frontMatterData(text).data ?? {};
  const numbered =
    setting(page, 'number-sections') ??
    setting(project, 'number-sections') ??
    (isRecord(project.project) && project.project.type === 'book');
  if (numbered !== true) return false;
  const depth = setting(page, 'number-depth') ?? setting(project, 'number-depth');
  return typeof depth === 'number' && depth > 0 ? { depth } : {};
}

/** Each `_quarto.yml`'s settings, parsed once a process: every page of a book asks for the same one. */
const projectSettingsOf = new Map<string, Record<string, unknown>>();
const MOST_PROJECTS_KEPT = 16;

/** A `_quarto.yml`'s settings. */
export function projectSettings(projectText: string): Record<string, unknown> {
  const kept = projectSettingsOf.get(projectText);
  if (kept) return kept;
  const read = metadataDocument(projectText) ?? {};
  if (projectSettingsOf.size >= MOST_PROJECTS_KEPT)
    projectSettingsOf.delete(projectSettingsOf.keys().next().value!);
  projectSettingsOf.set(projectText, read);
  return read;
}

/** A setting of a page or project: its own, else its HTML format's, else the first format's that sets it. */
function setting(metadata: Record<string, unknown>, name: string): unknown {
  if (metadata[name] !== undefined) return metadata[name];
  const formats = metadata.format;
  if (!isRecord(formats)) return undefined;
  const html = formats.html;
  if (isRecord(html) && html[name] !== undefined) return html[name];
  for (const format of Object.values(formats)) {
    if (isRecord(format) && format[name] !== undefined) return format[name];
  }
  return undefined;
}
