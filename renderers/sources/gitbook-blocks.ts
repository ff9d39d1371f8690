import { fencedLines } from './fenced-lines';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';

/** A line that is only a GitBook block tag: `{% hint style="info" %}`, `{% endexercise %}`. */
const TAG_LINE = /^\s*\{%-?\s*(\w+)\b([^%]*?)\s*-?%\}\s*$/;
const STYLE = /\bstyle\s*=\s*["']?(\w+)/;

/** GitBook's hint styles as HTMLBook admonitions. */
const HINT_KINDS: Readonly<Record<string, string>> = {
  info: 'note',
  success: 'tip',
  warning: 'warning',
  danger: 'caution',
};

/** The exercises plugin's tags for the reader's editor and its tests: the code under `initial` is the exercise's. */
const EXERCISE_HARNESS = new Set(['initial', 'solution', 'validation', 'context']);

const BLOCKS: Readonly<Record<string, { end: string; open: (attributes: string) => string; close: string }>> =
  {
    hint: {
      end: 'endhint',
      open: (attributes) => `<div data-type="${HINT_KINDS[STYLE.exec(attributes)?.[1] ?? ''] ?? 'note'}">`,
      close: '</div>',
    },
    exercise: {
      end: 'endexercise',
      open: () => '<aside data-type="sidebar" class="exercise">',
      close: '</aside>',
    },
  };

/**
 * GitBook's block tags, each on a line of its own: `{% hint style="warning" %}` … `{% endhint %}` (GitBook's own) and
 * the exercises plugin's `{% exercise %}` … `{% endexercise %}` (the Mostly Adequate Guide's). Octavo runs no
 * templates, so they printed as written around the text. A hint becomes the admonition of its style, an exercise a
 * sidebar holding its text and starting code; the plugin's `{% solution src=… %}` and like lines, which feed its
 * in-browser tests, print nothing. A block without its closing tag is left as written (and warned about as
 * template markup).
 */
export function expandGitBookBlocks(text: string, writtenLine: (line: number) => number): ExpandedMarkdown {
  if (!text.includes('{%')) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const tags = lines.map((line) => TAG_LINE.exec(line));
  const inFence = fencedLines(lines);
  const replaced = new Map<number, string[]>();
  const open: { name: string; index: number }[] = [];
  tags.forEach((tag, index) => {
    if (!tag || inFence[index]) return;
    const [, name = ''] = tag;
    if (BLOCKS[name]) open.push({ name, index });
    else if (open.at(-1)?.name === 'exercise' && EXERCISE_HARNESS.has(name)) replaced.set(index, ['']);
    else {
      const opening = open.at(-1);
      if (opening && BLOCKS[opening.name]!.end === name) {
        open.pop();
        const block = BLOCKS[opening.name]!;
        const openingAttributes = tags[opening.index]![2] ?? '';
        // Blank lines around the content let it be read as Markdown inside the HTML element.
        replaced.set(opening.index, [block.open(openingAttributes), '']);
        replaced.set(index, ['', block.close]);
      }
    }
  });
  if (replaced.size === 0) return { text, lineOf: writtenLine };
  return expandedLines(
    lines.map((line, index) => replaced.get(index) ?? [line]),
    writtenLine,
  );
}
