import { type ElementNode, isBlank } from '../dom/html-dom';
import type { DivisionKind } from './book-model';
import { firstHeading } from './divisions';
import { titleText } from './title-text';
import { BookWarning, warning } from '../warnings';

/**
 * What books title their contents, lower-cased: the languages' own words for a table of contents, none of which
 * also names an index (Spanish and Italian "índice" do, so they are not here).
 */
const CONTENTS_TITLES = new Set([
  'contents',
  'table of contents',
  'inhalt',
  'inhaltsverzeichnis',
  'table des matières',
  'sommaire',
  'índice general',
  'sumário',
  'inhoud',
  'inhoudsopgave',
  'spis treści',
  'obsah',
  'içindekiler',
  'mục lục',
  'содержание',
  'оглавление',
  'зміст',
  '目录',
  '目錄',
  '目次',
  '차례',
  '목차',
]);

interface TitledDivision {
  kind: DivisionKind;
  element: ElementNode;
}

/**
 * A chapter with nothing under its title, the title the book's contents have ("== Contents", "== 目錄"), is where
 * the author wanted the contents, as a Word or Google Docs outline marks it: it becomes the book's generated
 * contents there, not an empty Chapter 1 that numbers every chapter after it one more than the text says. A book
 * that asks for its contents already (HTMLBook's nav, `toc::[]`) keeps the chapter as written.
 */
export function contentsTitledChapters<T extends TitledDivision>(
  divisions: readonly T[],
  placeOf: (division: T) => { file: string; line?: number },
): BookWarning[] {
  if (divisions.some((division) => division.kind === 'toc')) return [];
  const division = divisions.find((d) => d.kind === 'chapter' && isEmptyContentsChapter(d.element));
  if (division === undefined) return [];
  division.kind = 'toc';
  const title = titleText(firstHeading(division.element)!);
  return [
    warning(
      'source',
      placeOf(division),
      `the chapter "${title}" has nothing under its title, which is the contents' own: the book's contents are ` +
        'printed there, not an empty chapter; write text under the title to keep it a chapter',
      title,
    ),
  ];
}

function isEmptyContentsChapter(element: ElementNode): boolean {
  const heading = firstHeading(element);
  if (heading === undefined) return false;
  if (
    !CONTENTS_TITLES.has(
      titleText(heading)
        .trim()
        .toLowerCase()
        .replace(/[\s.:：]+$/u, ''),
    )
  )
    return false;
  return isBlank(element.children.filter((child) => child !== heading));
}
