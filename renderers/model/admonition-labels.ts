import {
  DomNode,
  element,
  ElementNode,
  hasClass,
  isHeading,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { labelColon, type BookLabels } from './labels';

/** HTMLBook's admonitions, each with the word that names its kind. */
export const ADMONITION_KINDS = ['note', 'tip', 'warning', 'caution', 'important'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

const KINDS = new Set<string>(ADMONITION_KINDS);

/** On an admonition's title: the title is the whole heading, no kind's word before it (MyST's `{admonition}`). */
export const OWN_TITLE = 'data-octavo-own-title';

/**
 * Gives every admonition without a title of its own its kind's word as one (`<h6>Warning</h6>`), in the book's
 * language: otherwise a warning, a tip and a note print as the same unlabelled box, and a screen reader announces
 * none of them. Asciidoctor prints the same words; a titled admonition keeps its title after the word
 * (`Warning: Watch out`), as Asciidoctor shows its label beside the title and O'Reilly's books print both.
 */
export function labelAdmonitions(
  nodes: DomNode[],
  labels: Pick<BookLabels, AdmonitionKind>,
  /** The book's language, which sets the colon after the kind's word. */
  lang = 'en',
): void {
  walkElements(nodes, (el) => {
    const kind = el.attrs.get('data-type');
    if (kind === undefined || !KINDS.has(kind) || (el.name !== 'div' && el.name !== 'aside')) return;
    const title = titleOf(el);
    if (title) {
      dropWrittenLabel(el, title, labels[kind as AdmonitionKind]);
      nameKindInTitle(titleOf(el)!, kind, labels[kind as AdmonitionKind], labelColon(lang));
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

/**
 * Writes the kind's word before the author's title, as text of the heading (never a CSS `::before` or an
 * `aria-label`, which some readers announce on top of the text): every format shows it, a screen reader hears it
 * once. It is no part of the title as a title (title-text.ts): ids and cross-references keep the author's words.
 * A title that already opens with the word ("Warning: hot kiln"), or is a kind's word itself (class
 * `admonition-label`), is left as written.
 */
function nameKindInTitle(title: ElementNode, kind: string, word: string, colon: string): void {
  if (title.attrs.has(OWN_TITLE)) {
    title.attrs.delete(OWN_TITLE);
    return;
  }
  if (hasClass(title, 'admonition-label')) return; // the title is the kind's word (a DocC aside's own kind)
  const written = textContent(title.children).trim().toLowerCase();
  if ([word.trim().toLowerCase(), kind].some((name) => opensWith(written, name))) return;
  // Chinese, Japanese and Korean books write a full-width colon; the word itself tells which the book is.
  const separator = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(word) ? '：' : `${colon} `;
  title.children.unshift(element('span', { class: 'admonition-kind' }, [text(`${word}${separator}`)]));
}

/** Whether `written` opens with the word `name` ("note:", not "notebook"). */
function opensWith(written: string, name: string): boolean {
  return written.startsWith(name) && !/^[\p{L}\p{N}]/u.test(written.slice(name.length));
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
