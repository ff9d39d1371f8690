import { escapeText } from '../dom/escape';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';
import { frontMatterData } from './markdown-front-matter';

/** A level-1 ATX heading: the page's title, as GitBook reads a synced page. */
const PAGE_TITLE = /^ {0,3}#(?:[ \t]|$)/;

/**
 * A GitBook Git Sync page's description, its front matter's `description:` (what GitBook's editor calls the page
 * description), which GitBook shows under the page's title as its lead. Front matter is read as no text of the book,
 * so the description was lost without a word: it is printed as the page's first paragraph, after its title when the
 * page opens with one (`# Title`), or first (the book's summary titling the page). Only for a synced book: an older
 * GitBook's or a site generator's `description` is a search engine's summary, shown on no page.
 */
export function showGitBookDescription(
  text: string,
  writtenLine: (line: number) => number,
): ExpandedMarkdown {
  if (!text.includes('description')) return { text, lineOf: writtenLine };
  const { data, length } = frontMatterData(text);
  const written = data?.['description'];
  const description = typeof written === 'string' ? written.replace(/\s+/g, ' ').trim() : '';
  if (description === '') return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const frontMatter = text.slice(0, length);
  const bodyStart = frontMatter.split('\n').length - (frontMatter.endsWith('\n') ? 1 : 0);
  const lead = `<p class="description">${escapeText(description)}</p>`;
  const opening = lines.findIndex((line, index) => index >= bodyStart && line.trim() !== '');
  const produced = lines.map((line) => [line]);
  if (opening < 0) produced[lines.length - 1]!.push('', lead);
  else if (PAGE_TITLE.test(lines[opening]!)) produced[opening] = [lines[opening]!, '', lead, ''];
  else produced[opening] = [lead, '', lines[opening]!];
  return expandedLines(produced, writtenLine);
}
