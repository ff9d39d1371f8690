/**
 * Asciidoctor's two-line (Setext) document title: a line with a letter or digit, not starting with `.`, under it a
 * line of only `=` whose length is within one character of the title's.
 */
export function isTwoLineDocumentTitle(line: string, next: string | undefined): boolean {
  if (next === undefined || !/^=+$/.test(next) || next.length < 2) return false;
  if (line.startsWith('.') || !/[\p{L}\p{N}]/u.test(line)) return false;
  return Math.abs([...line].length - next.length) < 2;
}

/** Asciidoctor's AttributeEntryRx: `:name: value`, `:name!:`, the name beginning with a word character. */
const ATTRIBUTE_ENTRY = /^:(!?[\p{L}\p{N}_][^:]*):(?:[ \t]+.*)?$/u;
/** An attribute value continued on the next line (Asciidoctor's ` \\` and ` +` line endings). */
const CONTINUED_VALUE = / (?:\\|\+)$/;

/**
 * Asciidoctor's ConditionalDirectiveRx: `ifdef::backend-html5[]`, `ifeval::["{x}" == "y"]`, `endif::[]`, and the
 * one-line form `ifndef::backend-epub3[:leveloffset: +1]`. Its reader resolves them before the header is parsed.
 */
const CONDITIONAL_DIRECTIVE = /^(?:ifdef|ifndef|ifeval|endif)::\S*?\[.*\]$/;

/** Asciidoctor's BlockAttributeListRx (`[separator=::]`, `[#top.lead]`) and BlockAnchorRx (`[[top]]`). */
const BLOCK_ATTRIBUTE_LINE =
  /^\[(?:|[\p{L}\p{N}_.#%{,"'].*)\]$|^\[\[(?:|[\p{L}_:][\p{L}\p{N}_:.-]*(?:, *.+)?)\]\]$/u;

/** Asciidoctor's IncludeDirectiveRx, the line alone: `include::attributes.adoc[]`. */
const INCLUDE_DIRECTIVE = /^include::\S*\[.*\]$/;

/**
 * The index of the document's level-0 title among `lines` (`= Title`, or the two-line form), when it is the first
 * thing written: only comments (`//` lines, `////` blocks), blank lines, attribute entries (`:doctype: book`,
 * continued on the next line after ` \`), block attribute lines (`[separator=::]`, `[[top]]`), preprocessor
 * conditionals (`ifdef::backend-html5[]` … `endif::[]`) and includes may come before it, as Asciidoctor's
 * parseDocumentHeader reads them as the header's own. -1 without one.
 */
export function documentTitleLine(lines: readonly string[]): number {
  const { index } = firstContent(lines);
  if (index < 0) return -1;
  const line = lines[index]!;
  return /^= \S/.test(line) || isTwoLineDocumentTitle(line, lines[index + 1]) ? index : -1;
}

/**
 * The include targets written above the document's first line of content (`include::book.asciidoc[]` under a
 * wrapper's `:media: prepress`): when the document has no title of its own, the first of them is where Asciidoctor
 * finds it, the included file's first lines being read as the document's.
 */
export function includesAboveContent(lines: readonly string[]): string[] {
  return firstContent(lines).includes;
}

/** The index of the first line that is none of what may precede a document title (-1 for none), and the includes before it. */
function firstContent(lines: readonly string[]): { index: number; includes: string[] } {
  const includes: string[] = [];
  let inComment = false;
  let continued = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (continued) {
      continued = CONTINUED_VALUE.test(line);
      continue;
    }
    if (/^\/{4,}\s*$/.test(line)) {
      inComment = !inComment;
      continue;
    }
    if (inComment || line.trim() === '' || line.startsWith('//')) continue;
    if (ATTRIBUTE_ENTRY.test(line)) {
      continued = CONTINUED_VALUE.test(line);
      continue;
    }
    // midPoint's master.adoc sets `:toc: left` between ifdef::backend-html5[] and endif::[] above its title.
    if (BLOCK_ATTRIBUTE_LINE.test(line) || CONDITIONAL_DIRECTIVE.test(line)) continue;
    // The file an include above the title brings in is read first, its attribute entries the header's: Better
    // Python's book.adoc opens with include::common.adoc[], then :doctype: book and its title.
    if (INCLUDE_DIRECTIVE.test(line)) {
      includes.push(/^include::(\S*?)\[/.exec(line)![1]!);
      continue;
    }
    return { index: i, includes };
  }
  return { index: -1, includes };
}
