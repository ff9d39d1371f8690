import { escapeText } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { walkBlocks } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';
import { proseMatches } from './asciidoc-prose-matches';
import { otherLinesText } from '../warning-groups';

/** A block macro alone on its line (`image::a.png[A figure]`), as Asciidoctor reads one at a block's start. */
const BLOCK_MACRO_LINE = /^(image|video|audio|toc)::([^\s[]*)\[(.*)\]$/;
/** Asciidoctor's block anchor: an id that begins with a letter, `_` or `:`, then word characters, `:`, `.`, `-`. */
const BLOCK_ANCHOR = /^\[\[(?:|[\p{L}_:][\p{L}\p{N}_:.-]*(?:, *.+)?)\]\]$/u;
/** A line shaped as a block anchor: `[[…]]`. */
const ANCHOR_LIKE = /^\[\[(.*)\]\]$/;
/** Block attributes (`[#id.role]`, `[source,java]`), which end a paragraph and open the next block. */
const BLOCK_ATTRIBUTES = /^\[(?:|[\p{L}\p{N}_.#%{,"'].*)\]$/u;
/** A block title (`.Title`) or a comment line, which a paragraph runs on through. */
const TITLE_OR_COMMENT = /^(?:\.\.?[^\s.].*|\/\/(?!\/).*)$/u;
const LIST_ITEM = /^\s*(?:[*-]+|\.+|\d+\.|[a-zA-Z]\.|[^\s:]+:{2,4})\s/;
/** Preformatted blocks in the converted HTML (listings, literals). */
const PREFORMATTED = /<pre\b[\s\S]*?<\/pre>/g;

/** The converted HTML as text written in the source reads in it: Asciidoctor's typographic apostrophe made plain. */
function asWritten(html: string): string {
  return html.replace(/&#8217;|\u2019/g, "'");
}

/**
 * A block macro Asciidoctor reads only at the start of a block, written on the line after text with no blank line
 * between (`Some text.` then `image::a.png[]`, or below an item of a list), continues that paragraph: Asciidoctor
 * prints the macro as written and the image is lost, and says nothing. So does one below an anchor Asciidoctor does
 * not read as one (`[[#fig]]`, `[[1_fig]]`: an id begins with a letter, `_` or `:`), which opens a paragraph. One
 * warning a macro the converted `html` shows was printed so, at its line, saying why and what to write.
 */
export function blockMacroAsTextWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  // A macro shown in a listing (a block left open in an earlier file takes in what follows) is no paragraph's text.
  const printedAsText = asWritten(html.replace(PREFORMATTED, ''));
  for (const { file, lines, firstLine } of read) {
    walkBlocks(lines, {
      outside: (line, index) => {
        const macro = BLOCK_MACRO_LINE.exec(line);
        if (!macro) return false;
        const [written, name] = macro;
        if (!printedAsText.includes(escapeText(written!))) return false;
        const cause = paragraphOpener(lines, index);
        if (cause === undefined) return false;
        warnings.push(
          warning(
            'asciidoc',
            { file, line: firstLine + index },
            asTextWarning(written!, name!, cause, firstLine),
            written,
          ),
        );
        return false;
      },
    });
  }
  return warnings;
}

interface ParagraphOpener {
  /** The line (0-based) whose text the macro continues. */
  index: number;
  text: string;
  kind: 'anchor' | 'list item' | 'text';
}

/**
 * The line of text above the macro that makes it part of a paragraph, past block titles and comments (a paragraph
 * runs on through them); none when a blank line, an anchor or block attributes open the macro's block.
 */
function paragraphOpener(lines: readonly string[], index: number): ParagraphOpener | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const text = lines[i]!.trimEnd();
    if (text.trim() === '' || BLOCK_ANCHOR.test(text) || BLOCK_ATTRIBUTES.test(text)) return undefined;
    if (TITLE_OR_COMMENT.test(text)) continue;
    // A block macro above is a block of its own line when it opens a block, else text of the same paragraph.
    if (BLOCK_MACRO_LINE.test(text)) return paragraphOpener(lines, i);
    if (ANCHOR_LIKE.test(text)) return { index: i, text, kind: 'anchor' };
    return { index: i, text, kind: LIST_ITEM.test(text) ? 'list item' : 'text' };
  }
  return undefined;
}

function asTextWarning(written: string, name: string, cause: ParagraphOpener, firstLine: number): string {
  const line = firstLine + cause.index;
  const lost = name === 'toc' ? 'no contents is placed there' : `the ${name} is lost`;
  const head = `${written} is printed as text and ${lost}: Asciidoctor reads a block macro only at the start of a block`;
  if (cause.kind === 'anchor') {
    const id = ANCHOR_LIKE.exec(cause.text)![1]!;
    const fixed = id.replace(/^#/, '').replace(/^(?=[^\p{L}_:])/u, '_');
    return (
      `${head}, and ${cause.text} (line ${line}) is no anchor (an id begins with a letter, _ or :), so it opens a ` +
      `paragraph this line continues; write [[${fixed}]] (and cross-references to it as <<${fixed}>>)`
    );
  }
  if (cause.kind === 'list item')
    return (
      `${head}, and this line continues the list item at line ${line}; to attach it to the item, put a line ` +
      'holding only + above it, or a blank line to end the list'
    );
  return `${head}, and this line continues the text of line ${line} (no blank line between); put a blank line above it`;
}

/** An include directive with text after its closing bracket, which makes it no directive. */
const INCLUDE_WITH_TEXT_AFTER = /^include::([^[\s][^[]*)\[[^\]]*\](.+)$/;
/** An include directive without its brackets (`include::sections/one.adoc`), which makes it no directive either. */
const INCLUDE_WITHOUT_BRACKETS = /^include::([^[\s][^[]*?)\s*$/;

/**
 * An include directive with text after its `]` on the same line (`include::ch05.asciidoc[]On Publishing`), or with
 * no brackets at all (`include::sections/one.adoc`), is no directive to Asciidoctor: the line is printed as text,
 * the file is not included, and it says nothing, so a chapter or its sections go missing. One warning a line the
 * converted `html` shows was printed so, naming what was lost and what to write.
 */
export function includeAsTextWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  const printedAsText = asWritten(html);
  for (const { file, lines, firstLine } of read) {
    walkBlocks(lines, {
      outside: (line, index) => {
        const bare = INCLUDE_WITHOUT_BRACKETS.exec(line);
        if (bare && printedAsText.includes(escapeText(bare[0].trimEnd()))) {
          warnings.push(
            warning(
              'asciidoc',
              { file, line: firstLine + index },
              `${bare[0].trimEnd()} is printed as text and ${bare[1]} is not included: Asciidoctor reads an ` +
                `include directive only with its brackets; write include::${bare[1]}[]`,
              bare[0].trimEnd(),
            ),
          );
          return false;
        }
        const include = INCLUDE_WITH_TEXT_AFTER.exec(line);
        if (!include || !printedAsText.includes(escapeText(`include::${include[1]}[`))) return false;
        const [written, target, after] = include;
        warnings.push(
          warning(
            'asciidoc',
            { file, line: firstLine + index },
            `${written} is printed as text and ${target} is not included: Asciidoctor reads an include directive ` +
              `only when its line ends with its ]; put "${after!.trim()}" on a line of its own`,
            written,
          ),
        );
        return false;
      },
    });
  }
  return warnings;
}

/**
 * `link:` then a web address with no `[…]` after it (its `$$` passthrough kept or not, or the single `$` a draft writes
 * for it). A colon, full stop or question mark ends the address only before a space or the line's end: `:8080` and
 * `?unit=bar` are the address's own.
 */
const LINK_WITHOUT_BRACKETS =
  /(?<![\w:])link:(\$\$?)?((?:https?|ftp|irc|mailto):[^\s[\]$`]+?)(\$\$?)?(?=[\s,;)]|[.:!?](?:\s|$)|$)/g;

/**
 * A link macro without its brackets (`link:$$https://example.org/$$ and …`) is no macro to Asciidoctor: it prints
 * "link:" and the address as text, not a link, and says nothing. One warning a use the converted `html` shows was
 * printed so, with the macro to write.
 */
export function linkWithoutBracketsWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  return proseMatches(read, LINK_WITHOUT_BRACKETS, 'link:').flatMap(({ file, line, match }) => {
    const [written, opening, address] = match;
    // `$$` passes the address through (the page shows it bare); a single `$` is printed as written.
    const printed = `link:${opening === '$' ? '$' : ''}${address}`;
    if (!html.includes(escapeText(printed))) return [];
    return [
      warning(
        'asciidoc',
        { file, line },
        `${written} is printed as text, not a link: a link macro needs brackets after its address; write ` +
          `link:${address}[] (the address shown) or link:${address}[the words to show]`,
        written,
      ),
    ];
  });
}

/** A bibliography entry's anchor at the start of a list item: `* [[[id]]]` or `- [[[id,label]]]`. */
const BIBLIOGRAPHY_ANCHOR = /^\s*(?:[*-]+)\s+\[\[\[([^\],]+)(?:,[^\]]*)?\]\]\]/;
/** An id as Asciidoctor reads one in an anchor: it begins with a letter, `_` or `:` (a pattern's source, flag u). */
export const ASCIIDOC_ID = String.raw`[\p{L}_:][\p{L}\p{N}_:.-]*`;
const ANCHOR_ID = new RegExp(`^${ASCIIDOC_ID}$`, 'u');

/**
 * A bibliography entry whose anchor is no id (`- [[[1]]] EIP-161 …`, numbered as a reference list is in print): an id
 * begins with a letter, `_` or `:`, so Asciidoctor prints the anchor as written and the entry has no target, and it
 * says nothing. One warning a file the converted `html` shows so, at its first, counting the others, with the anchor
 * that keeps the number as the entry's label.
 */
export function bibliographyAnchorAsTextWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of read) {
    const printed: { line: number; id: string; written: string }[] = [];
    walkBlocks(lines, {
      outside: (line, index) => {
        const anchor = BIBLIOGRAPHY_ANCHOR.exec(line);
        if (!anchor || ANCHOR_ID.test(anchor[1]!.trim())) return false;
        const written = anchor[0].trim().replace(/^[*-]+\s+/, '');
        if (html.includes(escapeText(written)))
          printed.push({ line: firstLine + index, id: anchor[1]!.trim(), written });
        return false;
      },
    });
    if (printed.length === 0) continue;
    const [first] = printed;
    const fixed = `ref-${first!.id.replace(/[^\p{L}\p{N}_:.-]+/gu, '-')}`;
    const others =
      printed.length === 1
        ? ''
        : printed.length === 2
          ? ' (so is the entry after it in this file)'
          : ` (so are the ${printed.length - 1} entries after it in this file)`;
    warnings.push(
      warning(
        'asciidoc',
        { file, line: first!.line },
        `${first!.written} is printed as text, not as the anchor of a bibliography entry${others}: an id begins with ` +
          `a letter, _ or :; write [[[${fixed},${first!.id}]]] (its label stays [${first!.id}]) and cite it as ` +
          `<<${fixed}>>`,
        first!.written,
      ),
    );
  }
  return warnings;
}

/** A section title one level deeper than AsciiDoc has: seven or more `=` (or Markdown's `#`) and a title. */
const TOO_DEEP_TITLE = /^(={7,}|#{7,})[ \t]+(\S.*)$/;

/**
 * A section title written with seven or more `=` (`======= Einzelne Module laden`: 83 in the German Joomla book) is
 * no title to Asciidoctor, whose deepest section is `======` (level 5): the line is printed as text, at the start of
 * a paragraph, and it says nothing. One warning a file, at the first such line the converted `html` shows, with the
 * others' lines and what to write.
 */
export function tooDeepTitleWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  const printedAsText = asWritten(html);
  for (const { file, lines, firstLine } of read) {
    const found: { line: number; written: string }[] = [];
    walkBlocks(lines, {
      outside: (line, index) => {
        const title = TOO_DEEP_TITLE.exec(line.trimEnd());
        if (title && printedAsText.includes(escapeText(title[0]))) {
          found.push({ line: firstLine + index, written: title[0] });
        }
        return false;
      },
    });
    const [first, ...others] = found;
    if (!first) continue;
    const marks = first.written.split(/\s/)[0]!;
    const what =
      others.length === 0
        ? `"${first.written}" is printed as text`
        : `${found.length} lines written as section titles are printed as text: the first, "${first.written}", here, ` +
          `the others at ${otherLinesText(others.map((o) => o.line))}`;
    warnings.push(
      warning(
        'asciidoc',
        { file, line: first.line },
        `${what}; a section title has at most six ${marks[0]} signs (${marks[0]!.repeat(6)}, Asciidoctor's level 5), ` +
          `and ${marks.length} make it a paragraph's first words: write one level up, or a block title (.Title) ` +
          'for a heading that starts no section',
        first.written,
      ),
    );
  }
  return warnings;
}
