import type MarkdownIt from 'markdown-it';
import { BookWarning, warning } from '../warnings';

type Token = MarkdownIt.Token;

/** A footnote label defined more than once in a file: where it is defined again and where it was first. */
export interface RepeatedFootnoteLabel {
  label: string;
  /** The line of the repeated definition (1-based). */
  line: number;
  /** The line of the first definition. */
  firstLine: number;
}

export type FootnoteLabelsEnv = {
  repeatedFootnoteLabels?: RepeatedFootnoteLabel[];
  footnotes?: { refs?: Record<string, number>; list?: { label?: string; count: number }[] };
};

interface Definition {
  token: Token;
  /** Its place among the file's block tokens. */
  at: number;
  line: number;
}

interface Reference {
  token: Token;
  at: number;
}

/** The definitions and references of the file's footnotes, in the order they are written. */
function notesInOrder(tokens: Token[]): { definitions: Definition[]; references: Reference[] } {
  const definitions: Definition[] = [];
  const references: Reference[] = [];
  tokens.forEach((token, at) => {
    if (token.type === 'footnote_reference_open')
      definitions.push({ token, at, line: (tokens[at + 1]?.map?.[0] ?? 0) + 1 });
    for (const child of token.children ?? [])
      if (child.type === 'footnote_ref') references.push({ token: child, at });
  });
  return { definitions, references };
}

/** A label for the k-th definition of a repeated label that no other note of the file has. */
function freshLabel(label: string, k: number, taken: Set<string>): string {
  let n = k + 1;
  while (taken.has(`${label}-${n}`)) n++;
  const fresh = `${label}-${n}`;
  taken.add(fresh);
  return fresh;
}

/**
 * `text.[^note]` then `[^note]: The first.`, later `more.[^note]` then `[^note]: The second.`: a label defined
 * again (mdoc and other generators paste notes so) gave every reference the last definition, and the first note
 * was lost. Each reference takes the definition written after it (the last one when none follows), so every note
 * prints where it was written for; the notes are numbered again in reading order, and each repeat is reported.
 */
export function footnotesByNearestDefinition(state: MarkdownIt.StateCore): void {
  const env = state.env as FootnoteLabelsEnv;
  const list = env.footnotes?.list;
  if (!list) return;
  const { definitions, references } = notesInOrder(state.tokens);
  const byLabel = new Map<string, Definition[]>();
  for (const definition of definitions) {
    const label = (definition.token.meta as { label: string }).label;
    byLabel.set(label, [...(byLabel.get(label) ?? []), definition]);
  }
  const repeated = [...byLabel].filter(([, defined]) => defined.length > 1);
  if (repeated.length === 0) return;
  const taken = new Set(byLabel.keys());
  for (const [label, defined] of repeated) {
    const labels = defined.map((definition, k) => (k === 0 ? label : freshLabel(label, k, taken)));
    defined.forEach((definition, k) => {
      (definition.token.meta as { label: string }).label = labels[k]!;
      if (k > 0)
        (env.repeatedFootnoteLabels ??= []).push({
          label,
          line: definition.line,
          firstLine: defined[0]!.line,
        });
    });
    for (const reference of references) {
      const meta = reference.token.meta as { label?: string };
      if (meta.label !== label) continue;
      const after = defined.findIndex((definition) => definition.at > reference.at);
      meta.label = labels[after === -1 ? labels.length - 1 : after];
    }
  }
  // Numbered again in reading order, as markdown-it-footnote numbers them: by each note's first reference.
  const numbered: { label?: string; count: number }[] = [];
  const idOfLabel = new Map<string, number>();
  for (const reference of references) {
    const meta = reference.token.meta as { id: number; subId?: number; label?: string };
    if (meta.label === undefined) {
      meta.id = numbered.push(list[meta.id]!) - 1;
      continue;
    }
    let id = idOfLabel.get(meta.label);
    if (id === undefined) {
      id = numbered.push({ label: meta.label, count: 0 }) - 1;
      idOfLabel.set(meta.label, id);
    }
    meta.id = id;
    meta.subId = numbered[id]!.count++;
  }
  env.footnotes!.list = numbered;
  env.footnotes!.refs = Object.fromEntries(
    [...taken].map((label) => [`:${label}`, idOfLabel.get(label) ?? -1]),
  );
}

/** Gives each reference to a repeated footnote label the definition written after it (footnotesByNearestDefinition). */
export const footnoteLabels = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.before('footnote_tail', 'octavo_footnote_labels', footnotesByNearestDefinition);
};

/** One warning for each repeated footnote label, at its repeated definition. */
export function warnAboutRepeatedFootnoteLabels(
  repeats: RepeatedFootnoteLabel[],
  file: string,
  warnings: BookWarning[],
): void {
  for (const { label, line, firstLine } of repeats) {
    warnings.push(
      warning(
        'source',
        { file, line },
        `the footnote label [^${label}] is defined again here (first at line ${firstLine}): each reference takes ` +
          'the definition written after it, so every note prints, where pandoc would print the last definition for ' +
          'every reference; give each note a label of its own',
        `[^${label}]`,
      ),
    );
  }
}
