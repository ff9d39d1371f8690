import { createHash } from 'node:crypto';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromiumPath, ebookConvertPath, mobiWriter } from '../../renderers/tool-paths';
import type { GitRepositories } from '../../git';
import type { Format } from '../domain/build';

/** This file is in src/pipeline/ (or dist/src/pipeline/); the renderers and the lock file are found from it. */
const RENDERERS_DIR = resolve(__dirname, '../../renderers');
const LOCK_FILE = resolve(
  __dirname,
  __dirname.includes(join('dist', 'src')) ? '../../..' : '../..',
  'package-lock.json',
);

let version: Promise<string> | null = null;

/**
 * What "the same Octavo renderer" means for reuse: the renderers' own code (every file under renderers/, so an
 * unreleased change counts too) and the locked library versions. Computed once per process.
 */
export function rendererVersion(): Promise<string> {
  version ??= (async () => {
    const hash = createHash('sha256');
    for (const file of await filesUnder(RENDERERS_DIR)) {
      hash
        .update(file.slice(RENDERERS_DIR.length))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
    hash.update(await readFile(LOCK_FILE).catch(() => Buffer.from('no lock file')));
    return hash.digest('hex');
  })();
  return version;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.map') && !/\.spec\.[jt]s$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * The outside program a format is made with (Chromium for PDF, Calibre for MOBI) as it is now: the file it
 * resolves to, its size and time. A package upgrade or a swapped CHROME_PATH / EBOOK_CONVERT_PATH gives a
 * different answer, so nothing made by the former program is reused.
 */
export async function converterIdentity(format: Format): Promise<string> {
  // Octavo's own MOBI writer is part of the renderer's code, which the inputs name already; switching writers
  // makes another file, so nothing either made is reused for the other.
  if (format === 'mobi' && mobiWriter() === 'native') return 'octavo mobi writer';
  const tool = format === 'pdf' ? chromiumPath() : format === 'mobi' ? ebookConvertPath() : null;
  if (!tool) return '';
  try {
    const file = await realpath(tool);
    const { size, mtimeMs } = await stat(file);
    return `${file} ${size} ${mtimeMs}`;
  } catch {
    return `${tool} missing`;
  }
}

export interface RenderInputs {
  format: Format;
  /** owner/repo: the title and identifiers fall back to it. */
  project: string;
  /** The commit's root tree: every source file and the book's configuration (platform.json, atlas.json). */
  tree: string;
  /** The commit's date, written into the artifact. */
  commitDate: Date;
  rendererVersion: string;
  /** converterIdentity(format). */
  converter: string;
  /** EPUB: SHA-256 of the PDF whose pages it carries (none: no page-list). */
  printEdition?: string;
}

/** One id for everything that decides an artifact's bytes: equal ids, equal artifacts (issue 17). */
export function renderInputsId(inputs: RenderInputs): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        inputs.format,
        inputs.project,
        inputs.tree,
        inputs.commitDate.toISOString(),
        inputs.rendererVersion,
        inputs.converter,
        // Only when present, so ids recorded before the page-list existed still match.
        ...(inputs.printEdition ? [inputs.printEdition] : []),
      ]),
    )
    .digest('hex');
}

/**
 * The inputs id of `format` of a build of `commit` as this process would render it now (a later reuse or a
 * verification compares it with the one recorded); undefined when the commit cannot be read.
 */
export async function currentInputsId(
  git: GitRepositories,
  build: { project: string; commit: string },
  format: Format,
  printEdition?: string,
): Promise<string | undefined> {
  try {
    const [owner, repo] = build.project.split('/');
    const commit = await git.commitInfo(owner, repo, build.commit);
    return renderInputsId({
      format,
      project: build.project,
      tree: commit.tree,
      commitDate: commit.date,
      rendererVersion: await rendererVersion(),
      converter: await converterIdentity(format),
      ...(printEdition ? { printEdition } : {}),
    });
  } catch {
    return undefined;
  }
}
