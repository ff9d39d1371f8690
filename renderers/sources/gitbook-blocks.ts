import { escapeText } from '../dom/escape';
import { literalMarkdown } from './fence-titles';
import { fencedLines } from './fenced-lines';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines, listingFence } from './expanded-lines';

/**
 * A line that is only a GitBook block tag: `{% hint style="info" %}`, `{% endcontent-ref %}`, `{% embed url="…" %}`.
 * Its attributes hold no `%}`: `{% endtab %}%}` (a slip in the Axon reference guide) is no tag Octavo reads.
 */
const TAG_LINE = /^(\s*)\{%-?\s*(\w[\w-]*)(?![\w-])((?:(?!%\}).)*?)\s*-?%\}\s*$/;
const STYLE = /\bstyle\s*=\s*["']?(\w+)/;
/** A fence's opening line: its indent, its mark, its info string. */
const FENCE_OPENING = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** GitBook's hint styles as HTMLBook admonitions. */
const HINT_KINDS: Readonly<Record<string, string>> = {
  info: 'note',
  success: 'tip',
  warning: 'warning',
  danger: 'caution',
};

/** The exercises plugin's tags inside `{% exercise %}`, each starting a part of it that runs to the next. */
const EXERCISE_PARTS = new Set(['initial', 'solution', 'validation', 'context']);
/**
 * The plugin runs exercises in the reader's browser, in JavaScript only (GitBook's JavaScript book): it names no
 * other language to set the code in.
 */
const EXERCISE_LANGUAGE = 'javascript';

/** The value of a tag's attribute (`title="Java"`, `url='…'`), quoted or not. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"']+))`).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : undefined;
}

/** A code span in a tab's title (`` {% tab title="`XStreamSerializer`" %} ``, the Axon guide's). */
const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/**
 * A block title (as the sectionx plugin's panels get): bold, unnumbered, no section of the contents. The title is
 * an HTML block's text, which Markdown does not read: its code spans are made code here.
 */
function titleLines(title: string | undefined): string[] {
  if (!title) return [''];
  let html = '';
  let from = 0;
  for (const match of title.matchAll(CODE_SPAN)) {
    html += `${escapeText(title.slice(from, match.index))}<code>${escapeText(match[2]!.trim())}</code>`;
    from = match.index + match[0].length;
  }
  html += escapeText(title.slice(from));
  return ['', `<div class="title">${html}</div>`, ''];
}

interface OpenBlock {
  name: string;
  index: number;
  /** What its opening tag says after its name (`title="app.js" lineNumbers="true"`). */
  attributes: string;
  /** What the lines of the block's own inner tags become, once the block is known to close. */
  inner: Map<number, string[]>;
  /** An exercise's part tags (`{% initial %}` …) or a stepper's `{% step %}` tags, in order. */
  parts: { name: string; index: number }[];
}

interface Block {
  end: string;
  open: (attributes: string) => string[];
  close: string[];
  /** What else the block makes of its lines, from its opening tag's line to its closing tag's. */
  lines?: (
    lines: readonly string[],
    block: OpenBlock,
    closing: number,
    replaced: Map<number, string[]>,
  ) => void;
}

const BLOCKS: Readonly<Record<string, Block>> = {
  hint: {
    end: 'endhint',
    // Blank lines around the content let it be read as Markdown inside the HTML element.
    open: (attributes) => [
      `<div data-type="${HINT_KINDS[STYLE.exec(attributes)?.[1] ?? ''] ?? 'note'}">`,
      '',
    ],
    // The blank line after the close ends the HTML block: a paragraph written on the next line is Markdown again.
    close: ['', '</div>', ''],
  },
  exercise: {
    end: 'endexercise',
    open: () => ['<aside data-type="sidebar" class="exercise">', ''],
    close: ['', '</aside>', ''],
    lines: exerciseParts,
  },
  tabs: {
    end: 'endtabs',
    open: () => ['<div class="tabs">', ''],
    close: ['', '</div>', ''],
  },
  code: {
    end: 'endcode',
    open: () => [''],
    close: [''],
    lines: titledFence,
  },
  stepper: {
    end: 'endstepper',
    open: () => ['<ol class="stepper">', ''],
    close: ['', '</ol>', ''],
    lines: stepTitles,
  },
  'content-ref': {
    end: 'endcontent-ref',
    open: () => [''],
    close: [''],
  },
};

/**
 * An exercise's parts after its message: the code the reader starts from (`initial`), the author's answer
 * (`solution`), and the plugin's test harness (`validation`, run against the reader's code in the browser, and
 * `context`, code run before it). A book has no editor to run them in, so the starting code and the answer are
 * listings, the answer titled so, and the harness is left out: it would read as a second answer. A part written as a
 * fence (or filled from a file by `src=`, printing nothing) keeps its own.
 */
function exerciseParts(
  lines: readonly string[],
  block: OpenBlock,
  closing: number,
  replaced: Map<number, string[]>,
): void {
  block.parts.forEach(({ name, index }, at) => {
    const end = block.parts[at + 1]?.index ?? closing;
    const content = lines.slice(index + 1, end);
    if (name === 'validation' || name === 'context') {
      replaced.set(index, ['']);
      content.forEach((_, offset) => replaced.set(index + 1 + offset, []));
      return;
    }
    const first = content.findIndex((line) => line.trim() !== '');
    if (first < 0) {
      replaced.set(index, ['']);
      return;
    }
    replaced.set(index, name === 'solution' ? titleLines('Solution') : ['']);
    if (FENCE_OPENING.test(content[first]!)) return;
    const last = content.findLastIndex((line) => line.trim() !== '');
    const fence = listingFence(content);
    const firstLine = index + 1 + first;
    const lastLine = index + 1 + last;
    replaced.set(firstLine, [`${fence}${EXERCISE_LANGUAGE}`, lines[firstLine]!]);
    replaced.set(lastLine, [...(replaced.get(lastLine) ?? [lines[lastLine]!]), fence]);
  });
}

/** An ATX heading line: its text without the marks. */
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;

/**
 * A stepper's steps, as GitBook numbers them down the page. GitBook's own template opens each step with a heading
 * (`### Step 1`) that it shows beside the step's number, not among the page's sections: it is the step's title here,
 * so the steps are no sections of the contents.
 */
function stepTitles(
  lines: readonly string[],
  block: OpenBlock,
  closing: number,
  replaced: Map<number, string[]>,
): void {
  block.parts.forEach(({ index }, at) => {
    const end = block.parts[at + 1]?.index ?? closing;
    for (let line = index + 1; line < end; line++) {
      if (replaced.has(line) || block.inner.has(line)) return;
      if (lines[line]!.trim() === '') continue;
      const heading = HEADING.exec(lines[line]!);
      if (heading) replaced.set(line, titleLines(heading[1]));
      return;
    }
  });
}

/**
 * `{% code title="app.js" lineNumbers="true" %}` around a fence: the title and numbering GitBook shows, given to the
 * fence as the info string keys Octavo reads for any Markdown listing (`title="…"`, `linenums="1"`).
 */
function titledFence(
  lines: readonly string[],
  block: OpenBlock,
  closing: number,
  replaced: Map<number, string[]>,
): void {
  const first = lines.findIndex(
    (line, index) => index > block.index && index < closing && line.trim() !== '',
  );
  const fence = first < 0 ? null : FENCE_OPENING.exec(lines[first]!);
  if (!fence) return;
  const [, indent = '', mark = '', info = ''] = fence;
  const title = attribute(block.attributes, 'title');
  const quote = title?.includes('"') ? "'" : '"';
  const options = [
    ...(title && !title.includes(quote) && !(mark.startsWith('`') && title.includes('`'))
      ? [`title=${quote}${title}${quote}`]
      : []),
    ...(attribute(block.attributes, 'lineNumbers') === 'true' ? ['linenums="1"'] : []),
  ];
  if (options.length === 0) return;
  const written = info.trim();
  const keyed = written === '' ? `{${options.join(' ')}}` : `${written} ${options.join(' ')}`;
  replaced.set(first, [`${indent}${mark}${keyed}`]);
}

/**
 * GitBook's embed of a web page (a video, a repository, another site's article), which it shows as a card linking
 * to the page: `{% embed url="https://…" caption="…" %}`. A book can fetch and show no card, and Octavo fetches
 * nothing a book names: the page is a link of its own paragraph, the caption its text when there is one.
 */
function embedLines(indent: string, attributes: string): string[] | undefined {
  const url = attribute(attributes, 'url');
  if (!url || /[\s<>]/.test(url)) return undefined;
  const caption = attribute(attributes, 'caption');
  return ['', `${indent}[${literalMarkdown(caption || url)}](<${url}>)`, ''];
}

/** Tags that open a part inside a GitBook block, with the block they belong in. */
const INNER_TAGS: Readonly<Record<string, string>> = {
  tab: 'tabs',
  endtab: 'tabs',
  step: 'stepper',
  endstep: 'stepper',
};

/**
 * What a GitBook block tag Octavo reads, left as written, failed to pair with: `{% endhint %}` with no `{% hint %}`
 * open before it, `{% hint style="info" %}` that no `{% endhint %}` closes, a `{% tab %}` outside `{% tabs %}`. Such a
 * tag is an author's slip (a line deleted or pasted twice), not a template Octavo does not run, and is named so.
 * Undefined for any other markup.
 */
export function unpairedGitBookTag(markup: string): string | undefined {
  const name = /^\{%-?\s*(\w[\w-]*)/.exec(markup.trim())?.[1];
  if (!name) return undefined;
  const opened = Object.entries(BLOCKS).find(([, block]) => block.end === name)?.[0];
  if (opened) return `closes a GitBook {% ${opened} %} block, but no {% ${opened} %} is open before it`;
  const block = BLOCKS[name];
  if (block) return `opens a GitBook ${name} block that no {% ${block.end} %} line closes after it`;
  const within = INNER_TAGS[name];
  if (within)
    return `belongs inside a GitBook {% ${within} %} … {% ${BLOCKS[within]!.end} %} block, and none is open here`;
  return undefined;
}

/**
 * GitBook's block tags, each on a line of its own: `{% hint style="warning" %}` … `{% endhint %}`, `{% tabs %}` with its
 * `{% tab title="Java" %}` … `{% endtab %}`, `{% code title="app.js" %}` around a fence, `{% content-ref url="x.md" %}`
 * around a link, `{% stepper %}` with its `{% step %}` … `{% endstep %}` and `{% embed url="…" %}` (GitBook's own, as
 * its Git-synced books write them: the Axon reference guide, 0xn3va's cheat sheets), and the exercises plugin's
 * `{% exercise %}` … `{% endexercise %}` (GitBook's JavaScript book, the Mostly Adequate Guide). Octavo runs no
 * templates, so they printed as written around the text. A hint becomes the admonition of its style; tabs, which a
 * page on paper cannot switch between, follow one another, each headed by its title; a stepper's steps are a
 * numbered list; a code block's title and line numbers go to its listing; a content-ref's link and an embed's address
 * are links of their own paragraphs; an exercise is a sidebar holding its text, its starting code and its solution. A
 * block without its closing tag is left as written (and warned about as template markup).
 */
export function expandGitBookBlocks(text: string, writtenLine: (line: number) => number): ExpandedMarkdown {
  if (!text.includes('{%')) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const tags = lines.map((line) => TAG_LINE.exec(line));
  const inFence = fencedLines(lines);
  const replaced = new Map<number, string[]>();
  const open: OpenBlock[] = [];
  tags.forEach((tag, index) => {
    if (!tag || inFence[index]) return;
    const [, indent = '', name = '', attributes = ''] = tag;
    const top = open.at(-1);
    if (name === 'embed') {
      const embed = embedLines(indent, attributes);
      if (embed) replaced.set(index, embed);
    } else if (BLOCKS[name]) open.push({ name, index, attributes, inner: new Map(), parts: [] });
    else if (top?.name === 'exercise' && EXERCISE_PARTS.has(name)) top.parts.push({ name, index });
    // A tab's end is optional before the next tab or the end of the tabs (the Axon guide leaves one out).
    else if (top?.name === 'tabs' && name === 'tab')
      top.inner.set(index, titleLines(attribute(attributes, 'title')));
    else if (top?.name === 'tabs' && name === 'endtab') top.inner.set(index, ['']);
    else if (top?.name === 'stepper' && name === 'step') {
      top.inner.set(index, ['', '<li>', '']);
      top.parts.push({ name, index });
    } else if (top?.name === 'stepper' && name === 'endstep') top.inner.set(index, ['', '</li>', '']);
    else if (top && BLOCKS[top.name]!.end === name) {
      open.pop();
      const block = BLOCKS[top.name]!;
      replaced.set(top.index, block.open(top.attributes));
      replaced.set(index, block.close);
      for (const [line, produced] of top.inner) replaced.set(line, produced);
      block.lines?.(lines, top, index, replaced);
    }
  });
  if (replaced.size === 0) return { text, lineOf: writtenLine };
  return expandedLines(
    lines.map((line, index) => replaced.get(index) ?? [line]),
    writtenLine,
  );
}
