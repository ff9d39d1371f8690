import { asciidocToHtml } from '../sources/asciidoc';
import { formatWarning } from '../warnings';
import { memorySource } from './memory-source';

/**
 * Converts the first of `files` (path → AsciiDoc) as a listed file, the others there to be included: its HTML and
 * its warnings as the build log prints them.
 */
export async function convertAsciidocFiles(
  files: Record<string, string>,
): Promise<{ html: string; warnings: string[] }> {
  const main = Object.keys(files)[0]!;
  const result = await asciidocToHtml(files[main]!, main, memorySource(files));
  return { html: result.html, warnings: result.warnings.map(formatWarning) };
}
