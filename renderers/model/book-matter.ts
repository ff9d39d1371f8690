/** Which of a book's three divisions a chapter is in, as Leanpub's `{frontmatter}`, `{mainmatter}`, `{backmatter}` say. */
export type BookMatter = 'front' | 'main' | 'back';

export interface MatterDirective {
  /** 1-based line of the directive in its file. */
  line: number;
  matter: BookMatter;
}

const DIRECTIVE = /^ {0,3}\{\s*(front|main|back)matter\s*\}\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The `{frontmatter}`, `{mainmatter}` and `{backmatter}` lines of a Markdown text, in order; code listings skipped. */
export function matterDirectives(text: string): MatterDirective[] {
  const directives: MatterDirective[] = [];
  let fence: string | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    const directive = DIRECTIVE.exec(line);
    if (directive) directives.push({ line: index + 1, matter: directive[1] as BookMatter });
  });
  return directives;
}

/**
 * The matter a line of a file is in: the last directive above it in the file, else the one in force when the file
 * began (Leanpub books keep `{frontmatter}` in a file of its own, frontmatter.txt, listed before the chapters).
 */
export function matterAt(
  directives: MatterDirective[],
  line: number | undefined,
  atStart: BookMatter,
): BookMatter {
  let matter = atStart;
  for (const directive of directives) {
    if (line !== undefined && directive.line > line) break;
    matter = directive.matter;
  }
  return matter;
}
