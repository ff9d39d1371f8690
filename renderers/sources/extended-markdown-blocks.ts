import { BookWarning, warning } from '../warnings';
import { fencedLines } from './fenced-lines';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';

/** A line that is only a block tag of GitHub's extended-markdown-filter: `{{#note}}`, `{{/mac}}`. */
const TAG_LINE = /^\s*\{\{\s*([#/])\s*([a-z]+)\s*\}\}\s*$/;

/** The filter's callouts as HTMLBook admonitions. */
const CALLOUTS: Readonly<Record<string, string>> = {
  note: 'note',
  tip: 'tip',
  warning: 'warning',
  danger: 'caution',
};

/** The filter's platform blocks, shown on the site only to readers of that system: a book prints each, named. */
const PLATFORMS: Readonly<Record<string, string>> = {
  mac: 'macOS',
  windows: 'Windows',
  linux: 'Linux',
};

/** The lines that open a block, one a line (each maps to the tag's line). */
function opening(name: string): string[] {
  const callout = CALLOUTS[name];
  if (callout) return [`<div data-type="${callout}">`];
  return [
    `<div class="platform platform-${name}">`,
    '',
    `<p class="platform-name"><strong>${PLATFORMS[name]}</strong></p>`,
  ];
}

/**
 * The block tags of GitHub's extended-markdown-filter (help.github.com, the Atom Flight Manual), each on a line of
 * its own: `{{#tip}}` … `{{/tip}}` (also note, warning, danger) and `{{#mac}}` … `{{/mac}}` (also windows, linux).
 * Octavo runs no such filter, so they printed as written around the text. A callout becomes the admonition of its
 * kind; a platform block is printed under the name of its system, as a printed book shows every reader each one.
 * A tag without its partner is left as written, with a warning.
 */
export function expandExtendedMarkdownBlocks(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): ExpandedMarkdown {
  if (!text.includes('{{')) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  const replaced = new Map<number, string[]>();
  const open: { name: string; index: number }[] = [];
  lines.forEach((line, index) => {
    const tag = TAG_LINE.exec(line);
    if (!tag || inFence[index]) return;
    const [, mark, name = ''] = tag;
    if (!CALLOUTS[name] && !PLATFORMS[name]) return;
    if (mark === '#') {
      open.push({ name, index });
      return;
    }
    const at = open.map((o) => o.name).lastIndexOf(name);
    if (at === -1) {
      warnings.push(
        warning(
          'source',
          { file, line: writtenLine(index + 1) },
          `{{/${name}}} closes no {{#${name}}} block: it is printed as written; open the block with {{#${name}}} ` +
            'on a line of its own above it, or remove the line',
          `{{/${name}}}`,
        ),
      );
      return;
    }
    const [start, ...unclosed] = open.splice(at);
    for (const inner of unclosed) warnUnclosed(inner, writtenLine, file, warnings);
    // Blank lines around the content let it be read as Markdown inside the HTML element.
    replaced.set(start!.index, [...opening(name), '']);
    replaced.set(index, ['', '</div>']);
  });
  for (const block of open) warnUnclosed(block, writtenLine, file, warnings);
  if (replaced.size === 0) return { text, lineOf: writtenLine };
  return expandedLines(
    lines.map((line, index) => replaced.get(index) ?? [line]),
    writtenLine,
  );
}

function warnUnclosed(
  block: { name: string; index: number },
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): void {
  warnings.push(
    warning(
      'source',
      { file, line: writtenLine(block.index + 1) },
      `{{#${block.name}}} has no {{/${block.name}}} after it: it is printed as written, and the text it was ` +
        `meant to hold as running text; close the block with {{/${block.name}}} on a line of its own`,
      `{{#${block.name}}}`,
    ),
  );
}
