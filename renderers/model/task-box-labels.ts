import { DomNode, walkElements } from '../dom/html-dom';
import type { BookLabels } from './labels';

/** What the Markdown converter names a task's box (markdown-task-lists.ts), before the book's language is known. */
const CONVERTER_NAMES: Record<string, keyof Pick<BookLabels, 'taskDone' | 'taskNotDone'>> = {
  done: 'taskDone',
  'not done': 'taskNotDone',
};

/**
 * Names each Markdown task's box in the book's language: the converter runs (and its output is cached) without
 * knowing the book, so it writes the English name, which is replaced here. A box the author wrote with a name
 * of their own keeps it.
 */
export function labelTaskBoxes(nodes: DomNode[], labels: Pick<BookLabels, 'taskDone' | 'taskNotDone'>): void {
  walkElements(nodes, (el) => {
    if (el.name !== 'span' || el.attrs.get('role') !== 'img') return;
    if (!(el.attrs.get('class') ?? '').split(/\s+/).includes('task-box')) return;
    const word = CONVERTER_NAMES[el.attrs.get('aria-label') ?? ''];
    if (word) el.attrs.set('aria-label', labels[word]);
  });
}
