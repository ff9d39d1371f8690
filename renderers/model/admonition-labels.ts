import { DomNode, element, ElementNode, isHeading, text, textContent, walkElements } from '../dom/html-dom';
import type { BookLabels } from './labels';

/** HTMLBook's admonitions, each with the word that names its kind. */
export const ADMONITION_KINDS = ['note', 'tip', 'warning', 'caution', 'important'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

const KINDS = new Set<string>(ADMONITION_KINDS);

/**
 * Gives every admonition without a title of its own its kind's word as one (`<h6>Warning</h6>`), in the book's
 * language: otherwise a warning, a tip and a note print as the same unlabelled box, and a screen reader announces
 * none of them. Asciidoctor prints the same words; a titled admonition keeps its title.
 */
export function labelAdmonitions(nodes: DomNode[], labels: Pick<BookLabels, AdmonitionKind>): void {
  walkElements(nodes, (el) => {
    const kind = el.attrs.get('data-type');
    if (kind === undefined || !KINDS.has(kind) || (el.name !== 'div' && el.name !== 'aside')) return;
    const title = titleOf(el);
    if (title) {
      dropWrittenLabel(el, title, labels[kind as AdmonitionKind]);
      return;
    }
    el.children.unshift(element('h6', { class: 'admonition-label' }, [text(labels[kind as AdmonitionKind])]));
  });
}

/**
 * Atlas's visual editor wrote the kind's word as an admonition's first heading (`<h6>Note</h6>`) and the
 * author's title after it (`<h1>A historical note</h1>`): the word is what Octavo prints on an untitled one, the second
 * heading the title, so the word goes.
 */
function dropWrittenLabel(el: ElementNode, first: ElementNode, word: string): void {
  const written = textContent(first.children).trim().toLowerCase();
  const kind = el.attrs.get('data-type') ?? '';
  if (written !== word.trim().toLowerCase() && written !== kind) return;
  const rest = el.children.slice(el.children.indexOf(first) + 1);
  if (titleOf({ ...el, children: rest }) === undefined) return;
  el.children = rest;
}

/** The admonition's own heading: its first element, when that is a heading. */
function titleOf(el: ElementNode): ElementNode | undefined {
  for (const child of el.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (child.type === 'element' && isHeading(child)) return child;
    return undefined;
  }
  return undefined;
}

/**
 * Every admonition's own heading, whatever its level: HTMLBook lets an admonition's title be any of h1-h6 (some
 * books write `<h1>`), and it reads as a label, never as a chapter's or section's heading.
 */
export const ADMONITION_HEADINGS = ADMONITION_KINDS.flatMap((kind) =>
  ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => `[data-type="${kind}"] > ${h}`),
).join(', ');
