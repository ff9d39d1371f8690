import type MarkdownIt from 'markdown-it';
import { BookWarning, warning } from '../warnings';
import { markdownItBlockRule } from './pipe-table-columns';

type Token = MarkdownIt.Token;

/** A footnote label defined more than once in a file: where it is defined again and where it was first. */
export interface RepeatedFootnoteLabel {
  label: string;
  /** The line of the repeated definition (1-based). */
  line: number;
  /** The line of the first definition. */
  firstLine: number;
}

/**
 * A footnote lost from a file: defined but referenced nowhere in it (`unused`, not printed), or referenced but defined
 * nowhere in it (`undefined`, its `[^label]` printed as written), at the line of the definition or the reference.
 */
export interface LostFootnote {
  label: string;
  line: number;
  lost: 'unused' | 'undefined';
  /** Where the text writes a definition of an undefined label that is not read as one (it is inside a listing). */
  writtenAt?: number;
}

/** What is wrong with a file's footnotes, each at its line. */
export type FootnoteProblem = RepeatedFootnoteLabel | LostFootnote;

export type FootnoteLabelsEnv = {
  repeatedFootnoteLabels?: RepeatedFootnoteLabel[];
  lostFootnotes?: LostFootnote[];
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
interface NotesInOrder {
  definitions: Definition[];
  references: Reference[];
}

function notesInOrder(tokens: Token[], lines: readonly string[]): NotesInOrder {
  const definitions: Definition[] = [];
  const references: Reference[] = [];
  const emptyDefinitions = new Map<string, number>();
  tokens.forEach((token, at) => {
    if (token.type === 'footnote_reference_open') {
      const written = tokens[at + 1]?.map?.[0];
      const label = (token.meta as { label: string }).label;
      // A definition with no text (`[^copyright-3]:` alone, as R Packages wraps a sentence) has no block to say
      // its line: it is the next such line of the text.
      const seen = emptyDefinitions.get(label) ?? 0;
      if (written === undefined) emptyDefinitions.set(label, seen + 1);
      const line = written !== undefined ? written + 1 : (definitionLines(lines, label)[seen] ?? 1);
      definitions.push({ token, at, line });
    }
    for (const child of token.children ?? [])
      if (child.type === 'footnote_ref') references.push({ token: child, at });
  });
  return { definitions, references };
}

/** The lines (1-based) that open with a definition of the label (holding nothing else, when `empty`), in order. */
function definitionLines(lines: readonly string[], label: string, empty = true): number[] {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const definition = new RegExp(`^\\s*\\[\\^${escaped}\\]:${empty ? '\\s*$' : ''}`);
  return lines.flatMap((line, index) => (definition.test(line) ? [index + 1] : []));
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
function footnotesByNearestDefinition(state: MarkdownIt.StateCore, notes: NotesInOrder): void {
  const env = state.env as FootnoteLabelsEnv;
  const list = env.footnotes?.list;
  if (!list) return;
  const { definitions, references } = notes;
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

/** `[^label]` as written in text: a reference markdown-it-footnote did not read, its label having no definition. */
const WRITTEN_REFERENCE = /\[\^([^\]\s]+)\]/g;

/**
 * `[^a-z]`, `[^0-9_]`: a regular expression's negated character class in prose, not a note. Each hyphen in it joins
 * two characters of one kind in order (a label such as `note-1` joins a letter and a digit).
 */
function isCharacterClass(label: string): boolean {
  if (/[\\^$*+?()|{}[]/.test(label)) return true;
  const ranges = [...label.matchAll(/(.)-(.)/gu)];
  if (ranges.length === 0 || ranges.length !== label.split('-').length - 1) return false;
  const kind = (c: string) =>
    /\d/.test(c) ? 'digit' : /\p{Lu}/u.test(c) ? 'upper' : /\p{Ll}/u.test(c) ? 'lower' : c;
  return ranges.every(([, from, to]) => kind(from!) === kind(to!) && from! <= to!);
}

/**
 * A note defined but never referenced is not printed (markdown-it-footnote, like pandoc, drops it), and a reference
 * to a label the file defines nowhere prints as written, `[^nope]`: both silently, where pandoc warns of the first.
 * Each is noted at its line; notes are read per file, as pandoc reads them. A `[^x]` in code, or escaped, is text.
 */
function findLostFootnotes(state: MarkdownIt.StateCore, notes: NotesInOrder, lines: readonly string[]): void {
  const env = state.env as FootnoteLabelsEnv;
  const lost: LostFootnote[] = [];
  const referenced = new Set<string>();
  const { definitions } = notes;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    let line = (block.map?.[0] ?? 0) + 1;
    let run = '';
    const flush = () => {
      for (const [, label] of run.matchAll(WRITTEN_REFERENCE)) {
        if (isCharacterClass(label!)) continue;
        const writtenAt = definitionLines(lines, label!, false)[0];
        lost.push({ label: label!, line, lost: 'undefined', ...(writtenAt ? { writtenAt } : {}) });
      }
      run = '';
    };
    for (const child of block.children) {
      if (child.type === 'footnote_ref') referenced.add((child.meta as { label?: string }).label ?? '');
      if (child.type === 'text') {
        run += child.content;
        continue;
      }
      flush();
      if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
    }
    flush();
  }
  for (const { token, line } of definitions) {
    const label = (token.meta as { label: string }).label;
    if (!referenced.has(label) && !lost.some((note) => note.lost === 'unused' && note.label === label))
      lost.push({ label, line, lost: 'unused' });
  }
  if (lost.length > 0) (env.lostFootnotes ??= []).push(...lost.sort((a, b) => a.line - b.line));
}

/**
 * `[^1]: A note.` then `[IEEE 754]: https://…` on the next line (JavaScript Primer writes its link definitions under
 * its notes so): CommonMark lets no link reference definition interrupt a paragraph, so markdown-it-footnote printed
 * the definitions as the note's text and the links that use them as written. HonKit and GitHub end the note there,
 * and no author means a definition as a note's text: inside a note, a line that is a link reference definition ends
 * the paragraph it follows, and is read as the definition.
 */
function linkDefinitionsEndNotes(md: MarkdownIt.MarkdownIt): void {
  const footnoteDefinition = markdownItBlockRule(md, 'footnote_def');
  const linkDefinition = markdownItBlockRule(md, 'reference');
  if (!footnoteDefinition || !linkDefinition) return;
  const notesOpen = new WeakMap<MarkdownIt.StateBlock, number>();
  md.block.ruler.at(
    'footnote_def',
    (state, startLine, endLine, silent) => {
      if (silent) return footnoteDefinition(state, startLine, endLine, silent);
      notesOpen.set(state, (notesOpen.get(state) ?? 0) + 1);
      try {
        return footnoteDefinition(state, startLine, endLine, silent);
      } finally {
        notesOpen.set(state, notesOpen.get(state)! - 1);
      }
    },
    { alt: ['paragraph', 'reference'] },
  );
  md.block.ruler.before(
    'footnote_def',
    'octavo_link_definition_ends_note',
    (state, startLine, endLine, silent) =>
      silent && (notesOpen.get(state) ?? 0) > 0 && linkDefinition(state, startLine, endLine, true),
    { alt: ['paragraph'] },
  );
}

/**
 * Gives each reference to a repeated footnote label the definition written after it (footnotesByNearestDefinition),
 * after noting the notes lost from the file (findLostFootnotes); a link reference definition ends a note
 * (linkDefinitionsEndNotes).
 */
export const footnoteLabels = (md: MarkdownIt.MarkdownIt): void => {
  linkDefinitionsEndNotes(md);
  md.core.ruler.before('footnote_tail', 'octavo_footnote_labels', (state) => {
    // The file's notes are read once for both; the first pass changes no token.
    const lines = state.src.split('\n');
    const notes = notesInOrder(state.tokens, lines);
    findLostFootnotes(state, notes, lines);
    footnotesByNearestDefinition(state, notes);
  });
};

/** One warning for each footnote problem of a file, at its line. */
export function warnAboutFootnoteProblems(
  problems: FootnoteProblem[],
  file: string,
  warnings: BookWarning[],
): void {
  for (const problem of problems) {
    if ('lost' in problem) {
      warnings.push(lostFootnoteWarning(problem, file));
      continue;
    }
    const { label, line, firstLine } = problem;
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

function lostFootnoteWarning({ label, line, lost, writtenAt }: LostFootnote, file: string): BookWarning {
  // As The Dyalog Cookbook's 06_configSettings.md, whose definitions a listing left open above them holds.
  if (writtenAt !== undefined)
    return warning(
      'source',
      { file, line },
      `[^${label}] refers to a footnote whose definition at line ${writtenAt} is not read as one, so it prints as ` +
        'written: that line is inside a code listing or another block; close the block above it (check its fences)',
      `[^${label}]`,
    );
  const text =
    lost === 'unused'
      ? `the footnote [^${label}] is defined here but referenced nowhere in this file, so it is not printed (pandoc ` +
        `drops it too): put [^${label}] where the note belongs, or remove the definition`
      : `[^${label}] refers to a footnote this file does not define, so it prints as written: define it in this ` +
        `file ([^${label}]: the note's text; notes are read per file, as pandoc reads them), or write it as code ` +
        'if it is not a note';
  return warning('source', { file, line }, text, `[^${label}]`);
}
