import type MarkdownIt from 'markdown-it';
import { BookWarning, warning } from '../warnings';
import { closesFence } from './fenced-lines';

type Token = MarkdownIt.Token;

/** Markdown a listing took in as code: a heading or a footnote definition, and its line (1-based). */
interface SwallowedMarkdown {
  what: string;
  line: number;
}

/** A fenced listing never closed, that runs to the end of its file over headings or footnote definitions. */
export interface RunawayFence {
  /** The line of its opening fence (1-based). */
  line: number;
  markup: string;
  swallowed: SwallowedMarkdown[];
  /**
   * A listing above it cut short by a line indented less than its list item's text: where that listing opened and
   * the line that ended it. The fences after it pair up one off, and the run-away fence was written to close one.
   */
  cutShort?: { opened: number; endedAt: number };
}

export type RunawayFencesEnv = { runawayFences?: RunawayFence[] };

/** `## Next section`: an ATX heading with a title. */
const HEADING = /^ {0,3}#{1,6}[ \t]+\S/;
/** `[^n]: A footnote.` */
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/;

/** Whether the fence's last line closes it (markdown-it ends an unclosed one with its container). */
function isClosed(token: Token, lines: string[]): boolean {
  const [start, end] = token.map!;
  return end - 1 > start && closesFence(lines[end - 1] ?? '', token.markup);
}

const blank = (line: string | undefined) => line === undefined || line.trim() === '';

/**
 * The headings and footnote definitions among a listing's lines (0-based `from`, `to`). A heading counts only set
 * apart by blank lines, as Markdown headings are written: a `# comment` in a shell or Python listing is code.
 */
function swallowedIn(lines: string[], from: number, to: number): SwallowedMarkdown[] {
  const swallowed: SwallowedMarkdown[] = [];
  for (let index = from; index < to; index++) {
    const line = lines[index]!;
    const note = FOOTNOTE_DEFINITION.exec(line);
    if (note) swallowed.push({ what: `the footnote definition [^${note[1]}]`, line: index + 1 });
    else if (HEADING.test(line) && blank(lines[index - 1]) && blank(lines[index + 1]))
      swallowed.push({ what: `the heading "${line.trim()}"`, line: index + 1 });
  }
  return swallowed;
}

/**
 * A fence left open runs to the end of the file, and every heading and footnote after it is printed as code, with no
 * word from CommonMark or pandoc. The Dyalog Cookbook's listing in a list item, one output line indented less than
 * the item's text, was ended there by CommonMark; its closing `~~~` opened a listing that took in the rest of the
 * chapter. Such a listing is recorded with what it took in, and the listing cut short above it, for a warning.
 */
function findRunawayFences(state: MarkdownIt.StateCore): void {
  const env = state.env as RunawayFencesEnv | undefined;
  if (!env) return;
  const lines = state.src.split('\n');
  const fences = state.tokens.filter((token) => token.type === 'fence' && token.map);
  fences.forEach((token, at) => {
    const [start, end] = token.map!;
    if (isClosed(token, lines) || lines.slice(end).some((line) => !blank(line))) return;
    const swallowed = swallowedIn(lines, start + 1, end);
    if (swallowed.length === 0) return;
    // A listing above ended by a line, not its fence: every fence after it closes the listing the one before it
    // opened, and the last opens this one (the Cookbook's ran on for 70 lines before its footnotes).
    const cut = fences
      .slice(0, at)
      .find(
        (above) =>
          above.markup[0] === token.markup[0] && !isClosed(above, lines) && !blank(lines[above.map![1]]),
      );
    (env.runawayFences ??= []).push({
      line: start + 1,
      markup: token.markup,
      swallowed,
      ...(cut ? { cutShort: { opened: cut.map![0] + 1, endedAt: cut.map![1] + 1 } } : {}),
    });
  });
}

/** Records the listings left open that run over the file's headings or footnotes (findRunawayFences). */
export const runawayFences = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('block', 'octavo_runaway_fences', findRunawayFences);
};

/** One warning for each listing left open over headings or footnotes, at its opening fence. */
export function warnAboutRunawayFences(fences: RunawayFence[], file: string, warnings: BookWarning[]): void {
  for (const { line, markup, swallowed, cutShort } of fences) {
    const named = swallowed.slice(0, 3).map(({ what, line: at }) => `${what} (line ${at})`);
    const more = swallowed.length > 3 ? ` and ${swallowed.length - 3} more` : '';
    const cause = cutShort
      ? `; the listing opened at line ${cutShort.opened} was ended early by line ${cutShort.endedAt}, indented ` +
        "less than its list item's text, so each fence after it opens a listing it was written to close: indent " +
        "every line of that listing at least as far as the item's text"
      : `; close it with a line of ${markup} where the listing ends`;
    warnings.push(
      warning(
        'source',
        { file, line },
        `the listing opened here with ${markup} is never closed: it runs to the end of the file and prints ` +
          `${named.join(', ')}${more} as code${cause}`,
        markup,
      ),
    );
  }
}
