import { parseHtml, textContent } from '../dom/html-dom';
import type { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { asciidocToHtml } from './asciidoc';
import type { GarbledMarkup } from './asciidoc-dialect';

const NO_FILES: BookSource = { readFile: async () => null };

/**
 * A warning for each place a book read in compat-mode writes markup of today's Asciidoctor that prints otherwise
 * there, with the words a reader sees: Architecture Patterns with Python (atlas.json, so compat-mode) writes
 * ``` ``Product``'s ```, printed as "``Product`’s". Only markup left showing is warned of: a span compat-mode prints
 * formatted may be meant so, and one that prints the same words in both readings (`++*args++`) is no loss.
 */
export async function compatGarbledWarnings(
  garbled: readonly GarbledMarkup[],
  /** Why the book is read so: "atlas.json", or its text's `+text+` spans. */
  readSoBy: string,
): Promise<BookWarning[]> {
  const warnings: BookWarning[] = [];
  // A span written again (Mastering Ethereum's ++m/44&#x27;…++ paths) is converted once.
  const read = new Map<string, Promise<[string, string]>>();
  for (const at of garbled) {
    if (!read.has(at.snippet))
      read.set(at.snippet, Promise.all([wordsOf(at.snippet, true), wordsOf(at.snippet, false)]));
    const [legacy, today] = await read.get(at.snippet)!;
    if (!leavesMarkupShowing(legacy, today)) continue;
    const rewrite = at.rewrite ? `, or write it ${at.rewrite}, code compat-mode prints as written` : '';
    warnings.push(
      warning(
        'asciidoc',
        { file: at.file, line: at.line },
        `${at.snippet} prints as "${legacy}", not "${today}": the book is read in Asciidoctor's compat-mode (the ` +
          `legacy AsciiDoc of O'Reilly's Atlas, as ${readSoBy}), which does not know this markup of Asciidoctor ` +
          `today; put :compat-mode!: in its document's header to read that document as Asciidoctor reads it ` +
          `today${rewrite}`,
        at.sample,
      ),
    );
  }
  return warnings;
}

/**
 * Whether compat-mode leaves marks of the markup in the words (``` ``Product`’s ```): garbled for sure. A span that
 * compat-mode prints formatted (`++block.blockhash(__blockNumber__)++`, its parameter in italics, or
 * `++**python**++` in bold, as Mastering Ethereum means them) may be what an Atlas author wrote it for: no warning.
 */
function leavesMarkupShowing(legacy: string, today: string): boolean {
  const marks = (words: string) => (words.match(/`|\+\+/g) ?? []).length;
  return marks(legacy) > marks(today);
}

/** The words `snippet` prints in a paragraph of its own, read in compat-mode or not, as Octavo converts it. */
async function wordsOf(snippet: string, legacy: boolean): Promise<string> {
  const { html } = await asciidocToHtml(snippet, 'snippet.adoc', NO_FILES, { legacy });
  return textContent(parseHtml(html)).trim();
}
