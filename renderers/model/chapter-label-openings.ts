import { DomNode, isBlank, isHeading, textContent } from '../dom/html-dom';
import { CHAPTER_WORDS } from './written-chapter-numbers';

/** "Chapter 7", "Chapter VII", "Chapter 7:": a chapter's label with nothing else. */
const CHAPTER_LABEL = new RegExp(`^(?:${CHAPTER_WORDS})\\s+(?:\\d+|[IVXLC]+)\\s*[:.]?$`, 'iu');

/**
 * The label, if a file's text before its first title is that chapter's label alone ("Chapter 7" as a paragraph or a
 * heading, a rule under it or not), as manuscripts converted from a word processor open each chapter's file. A file
 * that names itself one chapter so is that chapter: its title is its first heading and its other headings of that
 * level are its sections (the converter gave the chapter's title and its first-level sections the same `#`).
 */
export function chapterLabelOpening(opening: DomNode[]): string | undefined {
  const shown = opening.filter((node) => !isBlank([node]));
  const [label, ...rest] = shown;
  if (label?.type !== 'element' || (label.name !== 'p' && !isHeading(label))) return undefined;
  const written = textContent(label.children).trim();
  if (!CHAPTER_LABEL.test(written)) return undefined;
  return rest.every((node) => node.type === 'element' && node.name === 'hr') ? written : undefined;
}
