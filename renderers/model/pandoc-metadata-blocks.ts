import { isMarkdownText } from '../paths/source-formats';
import { normalizeRepoPath } from '../paths/repo-path';
import { frontMatterData, metadataDocument } from '../sources/markdown-front-matter';
import { QUARTO_PROJECT } from '../sources/quarto-section-numbers';
import { BookSource } from '../types';

/** One of a pandoc book's metadata blocks: the file it is in, that file's text, and the block's keys. */
export interface MetadataBlock {
  path: string;
  text: string;
  data: Record<string, unknown>;
}

/**
 * A pandoc book's metadata blocks in the order the book lists their files, as pandoc merges them (the first to set a
 * key is the one read): each listed metadata file (`.yaml`) and each Markdown file's YAML front matter, then a Quarto
 * project's `_quarto.yml`, which Quarto merges under every page's own (unless `quartoProject` is false: only the
 * files listed are read). `mayHold` skips a file whose text cannot hold what is looked for without parsing its YAML.
 */
export async function* metadataBlocks(
  files: readonly string[],
  source: BookSource,
  mayHold: (text: string) => boolean = () => true,
  { quartoProject = true }: { quartoProject?: boolean } = {},
): AsyncGenerator<MetadataBlock> {
  for (const listed of files) {
    const normalized = normalizeRepoPath(listed);
    if (!normalized.ok) continue;
    const path = normalized.path;
    const isYaml = /\.ya?ml$/i.test(path);
    if (!isYaml && !isMarkdownText(path)) continue;
    const bytes = await source.readFile(path).catch(() => null);
    if (bytes === null) continue;
    const text = bytes.toString('utf8');
    if (!mayHold(text)) continue;
    const data = isYaml ? metadataDocument(text) : frontMatterData(text).data;
    if (data) yield { path, text, data };
  }
  if (!quartoProject || files.includes(QUARTO_PROJECT)) return;
  const project = await source.readFile(QUARTO_PROJECT).catch(() => null);
  const text = project?.toString('utf8');
  const data = text !== undefined && mayHold(text) ? metadataDocument(text) : undefined;
  if (text !== undefined && data) yield { path: QUARTO_PROJECT, text, data };
}

/**
 * A yes-or-no key as pandoc's citeproc reads it: `true`, or the words "yes", "true", "on" or "t". Read as YAML 1.2,
 * Happy Git with R's `link-citations: yes` is the word, and its citations were left unlinked.
 */
export function metadataTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && /^(?:yes|true|on|t)$/i.test(value.trim()));
}

/**
 * Whether a pandoc book's metadata asks for numbered sections (`numbersections: true`, what pandoc's `-N` sets): its
 * PDF then numbers every chapter not written unnumbered (`{-}`), whatever its title. The RLHF book's "Introduction" is
 * its Chapter 1 so, and its text's "see Chapter 4" counts it.
 */
export async function asksForNumberedSections(
  files: readonly string[],
  source: BookSource,
): Promise<boolean> {
  const blocks = metadataBlocks(files, source, (text) => text.includes('numbersections'), {
    quartoProject: false,
  });
  for await (const { data } of blocks) {
    if (data.numbersections !== undefined) return metadataTrue(data.numbersections);
  }
  return false;
}
