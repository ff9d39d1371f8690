import type MarkdownIt from 'markdown-it';
import { keptLineIndices, withKeptLines } from '../model/listing-source-lines';

type Token = MarkdownIt.Token;

/** Leanpub's lines that open and close inserted or deleted code in a listing, alone on their line. */
const MARKER = /^[ \t]*leanpub-(start|end)-(insert|delete)[ \t]*$/;

/** A run of a listing's lines: as printed, or inserted (shown emphasised) or deleted (shown struck through). */
interface CodeRun {
  kind?: 'insert' | 'delete';
  text: string;
}

/** The listing's lines in runs, the marker lines left out; undefined when it has no marker. */
export function leanpubCodeRuns(code: string): CodeRun[] | undefined {
  const lines = code.split(/(?<=\n)/);
  if (!lines.some((line) => MARKER.test(line.replace(/\n$/, '')))) return undefined;
  const runs: CodeRun[] = [];
  let kind: CodeRun['kind'];
  for (const line of lines) {
    const marker = MARKER.exec(line.replace(/\n$/, ''));
    if (marker) {
      // An end closes whatever is open; a start opens its kind until its end (or the listing's end, as Leanpub).
      kind = marker[1] === 'start' ? (marker[2] as 'insert' | 'delete') : undefined;
      continue;
    }
    const last = runs.at(-1);
    if (last && last.kind === kind) last.text += line;
    else runs.push(kind ? { kind, text: line } : { text: line });
  }
  return runs;
}

const ELEMENT = { insert: 'strong', delete: 'del' } as const;

/**
 * Leanpub's `leanpub-start-insert` … `leanpub-end-insert` (and `-delete`) around lines of a listing: Leanpub (and
 * MarkAPL) prints no marker and sets the lines between apart, the code a step of the text adds or takes away.
 * Printed as written, every step of a growing example showed its marker lines as code. The lines inserted are
 * HTMLBook's emphasised code (`<strong>` in the listing), the lines deleted are struck through.
 */
export const leanpubCodeMarkers = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('block', 'leanpub_code_markers', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'fence' && token.type !== 'code_block') continue;
      const runs = leanpubCodeRuns(token.content);
      if (!runs) continue;
      const shown = runs.map((run) => run.text).join('');
      const kept = keptLineIndices(token.content, shown);
      token.content = shown;
      token.meta = {
        ...(kept ? withKeptLines(token.meta, kept) : (token.meta as object | null)),
        leanpubCodeRuns: runs,
      };
    }
  });
  for (const type of ['fence', 'code_block'] as const) {
    const render = md.renderer.rules[type]!;
    md.renderer.rules[type] = (tokens, idx, options, env, self) => {
      const html = render(tokens, idx, options, env, self);
      const token: Token = tokens[idx]!;
      const runs = (token.meta as { leanpubCodeRuns?: CodeRun[] } | null)?.leanpubCodeRuns;
      const escaped = md.utils.escapeHtml(token.content);
      const end = html.lastIndexOf(`${escaped}</code></pre>`);
      // A later rule that changed the code (a Rust listing's hidden lines) leaves it unmarked rather than wrong.
      if (!runs || end === -1 || runs.map((run) => run.text).join('') !== token.content) return html;
      const marked = runs
        .map((run) => {
          const code = md.utils.escapeHtml(run.text);
          return run.kind ? `<${ELEMENT[run.kind]}>${code}</${ELEMENT[run.kind]}>` : code;
        })
        .join('');
      return html.slice(0, end) + marked + html.slice(end + escaped.length);
    };
  }
};
