import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';

/** Where a MyST project (mystmd, Jupyter Book 2) keeps its `myst.yml`: the root, or its docs or book folder. */
export const MYST_CONFIGS = ['myst.yml', 'docs/myst.yml', 'book/myst.yml'];

/** One page of a `myst.yml` table of contents, or a glob of pages (`pattern:`), in reading order. */
export interface MystTocPage {
  /** Repository path of the page (`file:`), or of the glob (`pattern:`), from the myst.yml's folder. */
  path: string;
  glob?: true;
  /** 0 for the project's first page (its landing page), 1 for a page of the top level or of a group, 2 below a page, … */
  depth: number;
  /** The `title:` of the group (an entry with `children:` and no `file:`) the page is in: a part of the book. */
  part?: string;
}

export interface MystToc {
  pages: MystTocPage[];
  title?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A `myst.yml`'s `project.toc` (mystmd's table of contents, which Jupyter Book 2 books are built from): its pages in
 * reading order, the first the landing page outside the lists (as a Jupyter Book's root), a group's pages in the
 * part its `title` names, a page's `children` sections of it. Undefined when the file is not YAML or has no toc.
 */
export function mystToc(text: string, configFile: string): MystToc | undefined {
  let config: unknown;
  try {
    config = loadYaml(text);
  } catch {
    return undefined;
  }
  const project = isRecord(config) ? config['project'] : undefined;
  if (!isRecord(project) || !Array.isArray(project['toc'])) return undefined;
  const folder = posix.dirname(configFile) === '.' ? '' : posix.dirname(configFile);
  const pages: MystTocPage[] = [];
  const walk = (entries: unknown[], depth: number, part: string | undefined) => {
    for (const entry of entries) {
      if (!isRecord(entry)) continue;
      const file = typeof entry['file'] === 'string' ? entry['file'] : undefined;
      const pattern = typeof entry['pattern'] === 'string' ? entry['pattern'] : undefined;
      const children = Array.isArray(entry['children']) ? entry['children'] : [];
      const title = typeof entry['title'] === 'string' ? entry['title'].trim() : undefined;
      const written = file ?? pattern;
      if (written !== undefined) {
        const path = posix.normalize(posix.join(folder, written.replace(/^\.?\//, '')));
        const first = pages.length === 0 && depth === 1 && part === undefined && file !== undefined;
        pages.push({
          path,
          depth: first ? 0 : depth,
          ...(pattern !== undefined && file === undefined ? { glob: true as const } : {}),
          ...(part && depth >= 1 ? { part } : {}),
        });
        walk(children, depth + 1, part);
      } else {
        // A group: its title is a part of the book, its pages that part's chapters.
        walk(children, depth, depth === 1 && title ? title : part);
      }
    }
  };
  walk(project['toc'], 1, undefined);
  const title = typeof project['title'] === 'string' ? project['title'].trim() : undefined;
  return { pages, ...(title ? { title } : {}) };
}
