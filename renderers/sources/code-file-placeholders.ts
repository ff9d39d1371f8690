import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { ExpandedMarkdown, expandLinesOutsideFences, fencedListing, fileLines } from './expanded-lines';

/**
 * A line that is only an empty element naming a file of code for the site's script to show
 * (`<div class="codeAndCanvas" data="cubicpulse.frag"></div>`, glslCanvas's `data-fragment-url="x.frag"`).
 */
const PLACEHOLDER_LINE =
  /^\s*<div\b[^>]*?\s(?:data|data-src|data-file|data-fragment-url)\s*=\s*"([^"<>]+)"[^>]*>\s*<\/div>\s*$/i;
/** Files of code a placeholder may name: shaders, scripts, programs (never an image or a page). */
const CODE_FILE = /\.(?:frag|vert|glsl|fs|vs|js|mjs|ts|py|c|h|cc|cpp|hpp|rs|go|java|rb|lua|sh)$/i;
/** Languages by extension where the highlighter's name differs from it. */
const LANGUAGE_OF: Record<string, string> = { frag: 'glsl', vert: 'glsl', fs: 'glsl', vs: 'glsl', mjs: 'js' };

/**
 * Pages made for a site whose script fills an empty `<div>` with the code file it names and a live canvas (The Book
 * of Shaders: `<div class="codeAndCanvas" data="cubicpulse.frag"></div>`, 40 examples): in a book the `<div>`
 * stayed empty, and every example was gone without a word. It becomes a listing of that file, as the book's own
 * PDF and EPUB build (parseBook.py) prints it. A file not found is a warning naming the line; the line stays.
 */
export async function expandCodeFilePlaceholders(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  writtenLine: (line: number) => number = (line) => line,
): Promise<ExpandedMarkdown> {
  if (!/<div\b[^>]*\sdata(?:-src|-file|-fragment-url)?\s*=/i.test(text)) return { text, lineOf: writtenLine };
  return expandLinesOutsideFences(text, file, writtenLine, async (line, at) => {
    const reference = PLACEHOLDER_LINE.exec(line)?.[1];
    return reference !== undefined && CODE_FILE.test(reference)
      ? listingOf(reference, line, at, source, warnings)
      : undefined;
  });
}

async function listingOf(
  reference: string,
  line: string,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
): Promise<string> {
  const resolved = resolveFromFile(at.file, reference);
  const bytes = resolved.ok ? await source.readFile(resolved.path) : null;
  if (!resolved.ok || bytes === null) {
    warnings.push(
      warning(
        'source',
        at,
        `the element naming the code file ${reference} (${resolved.ok ? `${resolved.path} does not exist` : resolved.reason}) ` +
          "is filled by the site's script, and is empty in the book; correct the path",
        reference,
      ),
    );
    return line;
  }
  const shown = fileLines(bytes);
  const extension = /\.([^.]+)$/.exec(resolved.path)![1]!.toLowerCase();
  return ['', ...fencedListing(shown, LANGUAGE_OF[extension] ?? extension), ''].join('\n');
}
