import { DomNode, replaceElements, text } from '../dom/html-dom';
import type { BookLabels } from './labels';

/**
 * On the word the AsciiDoc converter writes before a title page's revision number ("Version 1.0.13") where the
 * document names none of its own (`:version-label:`).
 */
export const VERSION_WORD_MARK = 'data-octavo-version-word';

/**
 * Writes the word before the title page's revision number in the book's language: the converter runs (and its output
 * is cached) without knowing the book's language, so it writes Asciidoctor's English default, which the concurrency
 * book (`:lang: es`) printed as "Version 1.0.13" on its Spanish title page.
 */
export function labelVersion(nodes: DomNode[], labels: Pick<BookLabels, 'version'>): DomNode[] {
  return replaceElements(nodes, (el) =>
    el.attrs.has(VERSION_WORD_MARK) ? [text(labels.version)] : undefined,
  );
}
