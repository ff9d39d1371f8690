import { BookWarning, quoteWritten, warning } from '../warnings';
import { walkBlocks } from './asciidoc-delimiters';
import { BookExtensions, extensionText } from './asciidoc-extension-macros';
import { closestName } from '../edit-distance';
import type { ReadFile } from './asciidoc-missing-attributes';

/** Asciidoctor's own inline macros and the URL schemes it links: anything else is an extension's. */
const KNOWN = new Set([
  'anchor',
  'asciimath',
  'btn',
  // asciidoctor-bibtex's citations, which Octavo formats (asciidoc-bibtex.ts).
  'cite',
  'citenp',
  'footnote',
  'footnoteref',
  'ftp',
  'http',
  'https',
  'icon',
  'image',
  'indexterm',
  'indexterm2',
  'irc',
  'kbd',
  'latexmath',
  'link',
  'mailto',
  'menu',
  'pass',
  'stem',
  'xref',
  'file',
]);

/** `name:target[attributes]` as Asciidoctor's extensions match it: one colon, a target without blanks. */
const INLINE_MACRO = /(?<![\w\\:.@/#])([A-Za-z]\w*):(?![:/])([^\s[\]]*)\[([^\]]*)\]/g;
/** Text Asciidoctor passes through as written: `+…+`, `++…++`, `pass:[…]`. */
const PASSED_THROUGH = /\+\+[^+]*\+\+|\+[^+\s][^+]*\+|pass:[a-z,]*\[[^\]]*\]/g;
const ATTRIBUTE_ENTRY = /^:\w[\w-]*!?:/;
/** A constant-width span, `` `text` ``. */
const CODE_SPAN = /`[^`\n]+`/g;

/** Whether a match at an index of `line` falls inside one of its code spans (shown as code, not read as markup). */
export function codeSpansOf(line: string): (index: number) => boolean {
  // Read only when asked: the prose checks ask it of every line and most lines have no match to ask about.
  let spans: (readonly [number, number])[] | undefined;
  return (index) =>
    (spans ??= [...line.matchAll(CODE_SPAN)].map(
      (span) => [span.index, span.index + span[0].length] as const,
    )).some(([start, end]) => index > start && index < end);
}
/** One of Asciidoctor's inline macros written with the two colons of a block macro: `link::https://…[text]`. */
const DOUBLED_COLON_MACRO =
  /(?<![\w\\:.@/#])(link|xref|image|footnote|kbd|btn|menu|anchor|icon|mailto):{2}([^\s[\]]+)\[([^\]]*)\]/g;

interface Use {
  file: string;
  line: number;
  /** As the author wrote it, passthroughs included: what the warning quotes. */
  written: string;
  /** The target with its passthroughs left out, as the converted text shows it. */
  target: string;
  /** The target as the author wrote it. */
  writtenTarget: string;
  /** Written inside a constant-width span. */
  inCode: boolean;
}

/** A passthrough held out of a line: Asciidoctor's own placeholder characters around its number. */
const HELD = /\u0096(\d+)\u0097/g;

/**
 * A line with each passthrough held out as Asciidoctor holds it before reading macros: replaced by a placeholder,
 * not removed, so the text on either side is not joined into one macro that is nowhere in the source (an unclosed
 * `++` after `link:` swallows the text up to the next `++`, and the link runs on from there, as Asciidoctor reads
 * it). `restore` gives a match back as the author wrote it.
 */
function passthroughsHeld(line: string): { text: string; restore: (matched: string) => string } {
  const held: string[] = [];
  const text = line.replace(PASSED_THROUGH, (passthrough) => `\u0096${held.push(passthrough) - 1}\u0097`);
  return { text, restore: (matched) => matched.replace(HELD, (_, n: string) => held[Number(n)]!) };
}

/** Every use of an inline macro Asciidoctor does not know, outside verbatim blocks and comments, by name. */
function usesByName(read: readonly ReadFile[]): Map<string, Use[]> {
  const byName = new Map<string, Use[]>();
  for (const { file, lines, firstLine } of read) {
    walkBlocks(lines, {
      outside: (line, index) => {
        if (!line.includes('[') || line.startsWith('//') || ATTRIBUTE_ENTRY.test(line)) return false;
        const { text, restore } = passthroughsHeld(line);
        const inCode = codeSpansOf(text);
        for (const match of text.matchAll(INLINE_MACRO)) {
          const name = match[1]!;
          if (KNOWN.has(name.toLowerCase())) continue;
          const uses = byName.get(name) ?? [];
          uses.push({
            file,
            line: firstLine + index,
            written: restore(match[0]),
            target: match[2]!.replace(HELD, ''),
            writtenTarget: restore(match[2]!),
            inCode: inCode(match.index),
          });
          byName.set(name, uses);
        }
        return false;
      },
    });
  }
  return byName;
}

/**
 * A book's toolchain may register inline macros of its own (an Asciidoctor extension in Ruby: `insn:add[]`
 * printed as ADD, `cite:[key]` as a citation). Octavo runs no extension, so Asciidoctor prints each as written,
 * and says nothing. One warning a macro name, at its first use, with how often it is printed so; a name ending in
 * `link` (`extlink:x[]`) holds Asciidoctor's own `link:x[]`, read as a link to a file `x` (one ending in `xref`, a
 * cross-reference), which the warning says too: that link is the macro's, given no advice of its own (MACRO_END).
 * The warning names the file of the book's own extension that registers the macro, when the repository holds it. A
 * use is reported only when the converted `html` shows it was printed as text. A name written only inside code spans
 * is code (`` `{ tags:["a", "b"] }` ``), not a macro: a book's extension shows in its prose too.
 */
export async function unknownInlineMacroWarnings(
  read: readonly ReadFile[],
  html: string,
  /** The book's own extensions, read only for a book that has a macro to warn of. */
  extensions: () => Promise<BookExtensions | undefined> = () => Promise.resolve(undefined),
): Promise<BookWarning[]> {
  const warnings: BookWarning[] = [];
  let registry: Promise<BookExtensions | undefined> | undefined;
  for (const [name, uses] of usesByName(read)) {
    if (uses.every((use) => use.inCode)) continue;
    // `extlink:ztso[]`: Asciidoctor's own link (or xref) macro at the end of the name, read as one.
    const [, linkInside, inner] = /^(.+)(link|xref)$/i.exec(name) ?? [];
    const printed =
      linkInside === undefined
        ? uses.some((use) => html.includes(`${name}:${use.target}[`))
        : html.includes(`${linkInside}<a`);
    if (!printed) continue;
    const first = uses[0]!;
    // Quoted twice after the whole macro: shorter still.
    const target = quoteWritten(first.writtenTarget, 80);
    const files = new Set(uses.map((use) => use.file)).size;
    const others =
      uses.length === 1 ? '' : ` (the first of ${uses.length} uses${files > 1 ? `, in ${files} files` : ''})`;
    const inside = inner?.toLowerCase();
    const reading =
      linkInside === undefined
        ? 'it is printed as written'
        : `Asciidoctor reads its end, ${inside}:${target}[], as ` +
          (inside === 'link'
            ? `a link to a file named ${target}, so "${linkInside}" is printed before that link`
            : `a cross-reference to ${target}, so "${linkInside}" is printed before that reference`);
    const unknown = warning(
      'asciidoc',
      { file: first.file, line: first.line },
      `${quoteWritten(first.written)} is an inline macro Asciidoctor does not know ` +
        `(${extensionText(await (registry ??= extensions()), name, 'inline', closestName)}): ` +
        `${reading}, here${others}. Octavo runs no extensions: write what the macro stands for ` +
        'in AsciiDoc (text, `code`, a <<cross-reference>>), or an attribute defined in the header',
      `${name}:`,
    );
    // Only where the macro is printed whole: the end of a `…link:` is read as a link, not printed as written.
    warnings.push(linkInside === undefined ? { ...unknown, printedAsWritten: first.written } : unknown);
  }
  return warnings;
}

/**
 * An inline macro written with two colons (`see link::https://example.org[the site]`): the block form, which
 * Asciidoctor reads only on a line of its own, so inside text it prints the macro as written, link or image lost,
 * and says nothing. One warning a use printed so, with the one-colon form to write; one quoted in a code span is
 * code.
 */
export function doubledColonMacroWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of read) {
    walkBlocks(lines, {
      outside: (line, index) => {
        // Two colons at least, or no macro of the block form is in it (passthroughs left out can only join them).
        if (
          line.indexOf(':') === line.lastIndexOf(':') ||
          line.startsWith('//') ||
          ATTRIBUTE_ENTRY.test(line)
        )
          return false;
        const text = line.replace(PASSED_THROUGH, '');
        const inCode = codeSpansOf(text);
        for (const match of text.matchAll(DOUBLED_COLON_MACRO)) {
          const [written, name, target, attributes] = match;
          // Alone on its line, it is the block macro (`image::a.png[]`), which Asciidoctor reads.
          if (written === line.trim()) continue;
          // In a code span it is shown as code, as the author meant (`image::a.png[]` quoted in the text).
          if (inCode(match.index)) continue;
          if (!html.includes(`${name}::${target}[`)) continue;
          warnings.push(
            warning(
              'asciidoc',
              { file, line: firstLine + index },
              `${written} is printed as written: an inline ${name} macro takes one colon ` +
                `(${name}:${target}[${attributes}]); two colons are the block form, which Asciidoctor reads only ` +
                'on a line of its own',
              written,
            ),
          );
        }
        return false;
      },
    });
  }
  return warnings;
}
