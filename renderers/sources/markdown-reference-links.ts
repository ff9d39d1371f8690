import type MarkdownIt from 'markdown-it';
import { BookWarning, warning } from '../warnings';

/** A reference link (`[text][label]`, `[label][]`) whose label the file defines nowhere, printed as written. */
export interface UndefinedReference {
  /** The link as written. */
  written: string;
  label: string;
  /** The line of the text it is written in (1-based, of the text given to markdown-it). */
  line: number;
}

export type UndefinedReferencesEnv = { undefinedReferences?: UndefinedReference[] };

/**
 * `[text][label]` and `[label][]` in a paragraph's text, not after a word or a bracket (`grid[i][j]`): markdown-it, as
 * CommonMark, pandoc and mdBook, prints the brackets as written when no `[label]: address` line defines the label.
 */
const REFERENCE = /(?<![\w\])\\])!?\[([^[\]\n]+)\]\[([^[\]\n]*)\]/g;

/**
 * Notes each reference link of the text whose label no line of it defines (bevy-cheatbook's
 * `[handle user input][cb::input]` printed as written, with no word to the author). Run before the text's escapes
 * join its text, so an escaped `\[` is not taken for a link. Footnotes (`[^1]`) and pandoc's citations (`[@doe]`)
 * are left to their own rules; labels an included file defines are in the text, the includes expanded.
 */
export function undefinedReferenceLinks(md: MarkdownIt.MarkdownIt): void {
  md.core.ruler.before('text_join', 'octavo_undefined_references', (state) => {
    const env = state.env as UndefinedReferencesEnv & { references?: Record<string, unknown> };
    const defined = env.references ?? {};
    for (const token of state.tokens) {
      if (token.type !== 'inline' || !token.map || !token.children) continue;
      let line = token.map[0] + 1;
      for (const child of token.children) {
        if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
        if (child.type !== 'text') continue;
        for (const match of child.content.matchAll(REFERENCE)) {
          const label = (match[2] || match[1]!).trim();
          if (label === '' || /^[\^@]/.test(label)) continue;
          if (Object.hasOwn(defined, md.utils.normalizeReference(label))) continue;
          (env.undefinedReferences ??= []).push({ written: match[0], label, line });
        }
      }
    }
  });
}

/** One warning for each reference link of a file whose label it does not define, at its line. */
export function warnAboutUndefinedReferences(
  references: UndefinedReference[],
  file: string,
  warnings: BookWarning[],
): void {
  for (const { written, label, line } of references) {
    warnings.push(
      warning(
        'source',
        { file, line },
        `the reference link ${written} names the label [${label}], which no line of this file defines, so it is ` +
          `printed as written; add a line "[${label}]: <address>" to the file, or write the link with its address ` +
          `([text](<address>))`,
        written,
      ),
    );
  }
}
