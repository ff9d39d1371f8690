import { mdBookPreprocessor } from '../config/mdbook-book-toml';
import { markupExcerpt } from '../model/markup-excerpt';
import type { BookSource } from '../types';
import { otherLinesText, otherPlacesText, groupWarnings } from '../warning-groups';
import { BookWarning, warning } from '../warnings';
import { expandedLines, ExpandedMarkdown } from './expanded-lines';
import { literalMarkdown } from './fence-titles';
import { fencedLines } from './fenced-lines';

/** `{% embed youtube id="FjFowT-sQkQ" %}`: mdbook-embedify's macro, its app and its `key="value"` options. */
const EMBED = /\{%\s*embed\s+([\w-]+)((?:(?!%\})[^\n])*)%\}/g;
const OPTION = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** A code span, where the macro is shown, not run. */
const CODE_SPAN = /(`+)(?!`)[^\n]*?[^`]\1(?!`)/g;
/** A value that can stand in a page's address as it is: an id, a user's name. */
const NAME = /^[\w-]+$/;

/**
 * The page each app mdbook-embedify embeds is shown on, from the macro's options: where its player or widget would
 * have been, a book prints a link to it. Undefined when the options lack what the address needs.
 */
const APP_PAGES: Readonly<Record<string, (options: ReadonlyMap<string, string>) => string | undefined>> = {
  youtube: (o) => named(o, 'id', (id) => `https://www.youtube.com/watch?v=${id}`),
  vimeo: (o) => named(o, 'id', (id) => `https://vimeo.com/${id}`),
  bilibili: (o) => named(o, 'id', (id) => `https://www.bilibili.com/video/${id}`),
  codesandbox: (o) => named(o, 'id', (id) => `https://codesandbox.io/s/${id}`),
  stackblitz: (o) => named(o, 'id', (id) => `https://stackblitz.com/edit/${id}`),
  codepen: (o) =>
    named(o, 'user', (user) => named(o, 'slug', (slug) => `https://codepen.io/${user}/pen/${slug}`)),
  // A gist's id is its owner's name and its hash, or the hash alone.
  gist: (o) => {
    const id = o.get('id')?.trim() ?? '';
    return id.split('/').length <= 2 && id.split('/').every((part) => NAME.test(part))
      ? `https://gist.github.com/${id}`
      : undefined;
  },
};

function named(
  options: ReadonlyMap<string, string>,
  key: string,
  address: (value: string) => string | undefined,
): string | undefined {
  const value = options.get(key)?.trim();
  return value !== undefined && NAME.test(value) ? address(value) : undefined;
}

/** Whether the book's `book.toml` runs mdbook-embedify (`[preprocessor.embedify]`). */
async function usesEmbedify(file: string, source: BookSource): Promise<boolean> {
  const embedify = await mdBookPreprocessor(file, source, 'embedify');
  return typeof embedify?.settings === 'object';
}

/**
 * The page's mdbook-embedify embeds, in a book whose `book.toml` runs it: a video or a code playground
 * (`{% embed youtube id="…" %}`, vimeo, bilibili, codepen, codesandbox, stackblitz, gist) is a link to its page, a
 * paragraph of its own when the macro is its line's, as a printed page can show it. python-he.code-maven.com opens
 * each page with its video so, and every one was printed as written with a warning blaming Liquid templates. An embed
 * Octavo cannot make a link of (giscus's comments, an app it does not know) is printed as written, warned about at
 * its line, naming mdbook-embedify (groupEmbedifyWarnings makes the book's one warning of them).
 */
export async function expandMdBookEmbeds(
  text: string,
  file: string,
  writtenLine: (line: number) => number,
  source: BookSource,
  warnings: BookWarning[],
): Promise<ExpandedMarkdown> {
  if (!/\{%\s*embed\s/.test(text) || !(await usesEmbedify(file, source)))
    return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  let changed = false;
  const produced = lines.map((line, index): string[] => {
    if (inFence[index] || !line.includes('{%')) return [line];
    const shown = line.replace(CODE_SPAN, (span) => ' '.repeat(span.length));
    let made = '';
    let from = 0;
    let links = 0;
    for (const match of shown.matchAll(EMBED)) {
      const written = line.slice(match.index, match.index + match[0].length);
      const options = new Map([...match[2]!.matchAll(OPTION)].map((o) => [o[1]!, o[2] ?? o[3] ?? '']));
      const page = APP_PAGES[match[1]!.toLowerCase()]?.(options);
      if (page === undefined) {
        warnings.push(leftoverWarning(written, match[1]!, file, writtenLine(index + 1)));
        continue;
      }
      made += `${line.slice(from, match.index)}[${literalMarkdown(page)}](<${page}>)`;
      from = match.index + match[0].length;
      links++;
    }
    if (links === 0) return [line];
    changed = true;
    // The macro alone on its line is a paragraph of its own, as the player was a block of the page.
    const alone = links === 1 && line.trim() === shown.match(EMBED)?.[0]?.trim();
    made += line.slice(from);
    return alone ? ['', made, ''] : [made];
  });
  return changed ? expandedLines(produced, writtenLine) : { text, lineOf: writtenLine };
}

const LEFTOVER_TEXT =
  'is an mdbook-embedify embed Octavo cannot print: a book shows no player or widget, and only a video or code ' +
  "playground's embed (youtube, vimeo, bilibili, codepen, codesandbox, stackblitz, gist, with its id) becomes a link " +
  'to its page; it is printed as written';
const LEFTOVER_FIX = 'write a link to what it shows instead, or leave it out';

function leftoverWarning(written: string, app: string, file: string, line: number): BookWarning {
  return warning(
    'source',
    { file, line },
    `${markupExcerpt(written)} (app "${app}") ${LEFTOVER_TEXT}; ${LEFTOVER_FIX}`,
    written,
  );
}

/** leftoverWarning's text, read back from warnings that passed through other steps. */
const LEFTOVER = new RegExp(
  `^.+ \\(app "[\\w-]+"\\) ${LEFTOVER_TEXT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; `,
);

/**
 * The book's mdbook-embedify embeds Octavo left as written, one warning for all of them: at the first, with how many
 * and where the others are.
 */
export function groupEmbedifyWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) => (w.kind === 'source' && w.file !== undefined && LEFTOVER.test(w.text) ? 'embedify' : undefined),
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      const files = new Set(group.map((w) => w.file)).size;
      const where =
        files === 1
          ? `${group.length} such in this file: the first here, the others at ${otherLinesText(others.map((w) => w.line))}`
          : `${group.length} such in ${files} files: the first here, the others at ${otherPlacesText(others)}`;
      return { ...first, text: first.text.replace(/; (?=write a link)/, ` (${where}); `) };
    },
  );
}
