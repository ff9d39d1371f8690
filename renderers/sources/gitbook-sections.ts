import { escapeText } from '../dom/escape';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';
import { fencedLines } from './fenced-lines';

const SECTION_START = /^\s*<!--sec\b/;
const SECTION_START_END = /ces-->\s*$/;
const SECTION_END = /^\s*<!--endsec-->\s*$/;
/** How many lines an opening comment may run over before it is taken for something else. */
const MAX_OPENING_LINES = 5;

/**
 * GitBook's sectionx plugin folds part of a page into a panel titled by its opening comment:
 * `<!--sec data-title="Installing Git: macOS" data-id="git_install_OSX" data-collapse=true ces-->` … `<!--endsec-->`.
 * The comments were dropped as comments, so the panels' titles were lost and the instructions for each system ran
 * together, none saying which system it was for. Each panel's title now heads its text (a block title); the closing
 * comment prints nothing. The panel's `data-id` is for the plugin's folding script, which links nothing to: a page
 * included twice (a tutorial's setup steps, repeated where they are needed) would otherwise hold each id twice.
 */
export function expandGitBookSections(text: string, writtenLine: (line: number) => number): ExpandedMarkdown {
  if (!text.includes('<!--sec')) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  const produced: string[][] = lines.map((line) => [line]);
  let found = false;
  for (let index = 0; index < lines.length; index++) {
    if (inFence[index]) continue;
    if (SECTION_END.test(lines[index]!)) {
      produced[index] = [''];
      found = true;
      continue;
    }
    if (!SECTION_START.test(lines[index]!)) continue;
    const last = lines
      .slice(index, index + MAX_OPENING_LINES)
      .findIndex((line) => SECTION_START_END.test(line));
    if (last < 0) continue;
    const opening = lines.slice(index, index + last + 1).join(' ');
    const title = attribute(opening, 'data-title');
    produced[index] = title ? [`<div class="title">${escapeText(title)}</div>`, ''] : [''];
    for (let continued = index + 1; continued <= index + last; continued++) produced[continued] = [];
    index += last;
    found = true;
  }
  return found ? expandedLines(produced, writtenLine) : { text, lineOf: writtenLine };
}

function attribute(comment: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*(["'])(.*?)\\1`).exec(comment)?.[2]?.trim() || undefined;
}
