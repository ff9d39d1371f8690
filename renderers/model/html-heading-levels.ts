import { parseHtml, walkElements } from '../dom/html-dom';
import { documentContent } from '../sources/html-document';
import { namesDivisions } from './divisions';

/**
 * The heading levels a page of plain HTML uses (`<h2>` … `<h6>`), or none when the page is HTMLBook (it names its
 * divisions with `data-type`, so its headings say nothing about where chapters begin).
 */
export function plainHtmlHeadingLevels(text: string): number[] {
  const nodes = documentContent(parseHtml(text));
  if (namesDivisions(nodes)) return [];
  const levels: number[] = [];
  walkElements(nodes, (el) => {
    if (/^h[1-6]$/.test(el.name)) levels.push(Number(el.name.slice(1)));
  });
  return levels;
}
