import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';

/** Where an MkDocs project keeps its configuration. */
export const MKDOCS_CONFIGS = ['mkdocs.yml', 'mkdocs.yaml', 'docs/mkdocs.yml'];

/** One page of an MkDocs `nav`, in reading order, with its place in the book. */
export interface MkdocsPage {
  /** The page's path from the docs folder, as `nav` writes it. */
  page: string;
  /** 1 for a chapter, 2 for a section of the chapter above it, … */
  depth: number;
  /** The title of the top-level nav section of titled pages alone that holds it: a part of the book. */
  part?: string;
}

export interface MkdocsProject {
  /** The folder the pages are read from (`docs_dir`, from the configuration's folder). */
  docsDir: string;
  /** `docs_dir` as the configuration writes it. */
  writtenDocsDir: string;
  /** `nav`'s pages, or none when it has no nav (MkDocs then lists every page). */
  pages?: MkdocsPage[];
  title?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An `mkdocs.yml`: its `docs_dir` (from its own folder, `docs` by default), its `site_name`, and its `nav` as a book:
 * a section opening with an untitled page (its `index.md`, as MkDocs Material's navigation indexes write it) is a
 * chapter, that page its opening and the section's other pages its sections; a top-level section of titled pages
 * alone is a part of chapters. The YAML tags MkDocs' plugins add (`!!python/name:…`, `!ENV`) are read as nothing.
 */
export function mkdocsProject(text: string, configFile: string): MkdocsProject | undefined {
  let config: unknown;
  try {
    config = loadYaml(text.replace(/!!python\/[^\s,\]}]+/g, '').replace(/!(?:ENV|relative)\b/g, ''));
  } catch {
    return undefined;
  }
  if (!isRecord(config)) return undefined;
  const folder = posix.dirname(configFile) === '.' ? '' : posix.dirname(configFile);
  const writtenDocsDir = typeof config['docs_dir'] === 'string' ? config['docs_dir'] : 'docs';
  const docsDir = posix.normalize(posix.join(folder, writtenDocsDir)).replace(/^\.\/?|\/$/g, '');
  const title = typeof config['site_name'] === 'string' ? config['site_name'].trim() : undefined;
  const nav = Array.isArray(config['nav']) ? config['nav'] : undefined;
  return {
    docsDir,
    writtenDocsDir,
    ...(nav ? { pages: navPages(nav) } : {}),
    ...(title ? { title } : {}),
  };
}

/** An entry's page path, or undefined for a web address. */
function pagePath(value: string): string | undefined {
  const page = value.trim();
  return page === '' || /^[a-z][a-z0-9+.-]*:/i.test(page) ? undefined : page.replace(/^\.?\//, '');
}

function navPages(nav: unknown[]): MkdocsPage[] {
  const pages: MkdocsPage[] = [];
  const add = (written: string, depth: number, part: string | undefined) => {
    const page = pagePath(written);
    if (!page) return;
    // The site's home page, first in the nav, is the book's opening, outside its chapters.
    const home = pages.length === 0 && depth === 1 && /^(?:index|README)\.md$/i.test(page);
    pages.push({ page, depth: home ? 0 : depth, ...(part && !home ? { part } : {}) });
  };
  /** `opens`: the section's first entry is its own page, the entries after it its sections. */
  const walk = (entries: unknown[], depth: number, part: string | undefined, opens: boolean): void => {
    entries.forEach((entry, at) => {
      const here = opens && at > 0 ? depth + 1 : depth;
      if (typeof entry === 'string') return add(entry, here, part);
      if (!isRecord(entry)) return;
      for (const [title, value] of Object.entries(entry)) {
        if (typeof value === 'string') add(value, here, part);
        else if (!Array.isArray(value)) continue;
        else if (opensWithPage(value)) walk(value, here, part, true);
        else if (here === 1 && part === undefined) walk(value, 1, title.trim() || undefined, false);
        else walk(value, here + 1, part, false);
      }
    });
  };
  walk(nav, 1, undefined, false);
  return pages;
}

/** Whether a section's first entry is an untitled page (`- chapter/index.md`): the section's own page. */
function opensWithPage(entries: unknown[]): boolean {
  return typeof entries[0] === 'string' && pagePath(entries[0]) !== undefined;
}
