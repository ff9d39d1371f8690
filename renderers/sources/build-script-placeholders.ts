import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { mkdocsSite } from './mkdocs-nav';

/** `[file]{binary_tree_bfs}-[class]{}-[func]{level_order}`: the code of a file's class or function, to be filled in. */
const CODE_PLACEHOLDER = /^\s*\[file\]\{[^}\n]*\}-\[class\]\{[^}\n]*\}-\[func\]\{[^}\n]*\}\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Hello Algo writes each listing as one line its build script replaces with the code of a function from its codes/
 * folder, in every language, when it copies the pages to the folder its mkdocs.yml's docs_dir names
 * (../build/en/docs). Read from the repository, its 136 listings printed that line and nothing else, without a word.
 * The author is told once a file, at the first, with the count of the others, and how to print the code.
 */
export async function warnAboutBuildScriptPlaceholders(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
): Promise<void> {
  const [first, ...others] = placeholderLines(text);
  if (first === undefined) return;
  const generated = await generatedDocsDir(source);
  const more = others.length > 0 ? ` (and ${others.length} more in this file)` : '';
  warnings.push(
    warning(
      'source',
      { file, line: writtenLine(first.line) },
      `the line ${first.text}${more} is a placeholder that the book's own build script replaces with code, when it ` +
        "makes the pages of its site; Octavo does not run the book's scripts, so the line is printed as written" +
        (generated
          ? `. ${generated.config}'s docs_dir, ${generated.docsDir}, is the folder that build makes, not in the ` +
            'repository: '
          : ': ') +
        "run the book's build, commit the pages it makes, and list those in platform.json instead",
      first.text,
    ),
  );
}

/** The placeholders, each the one line of its listing or a line of its own outside listings (1-based lines). */
function placeholderLines(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let fence: { mark: string; body: { line: number; text: string }[] } | undefined;
  text.split('\n').forEach((text, index) => {
    const mark = FENCE.exec(text)?.[1];
    if (fence !== undefined) {
      if (
        mark !== undefined &&
        mark[0] === fence.mark[0] &&
        mark.length >= fence.mark.length &&
        text.trim() === mark
      ) {
        const shown = fence.body.filter((line) => line.text !== '');
        if (shown.length === 1 && CODE_PLACEHOLDER.test(shown[0]!.text)) found.push(shown[0]!);
        fence = undefined;
      } else fence.body.push({ line: index + 1, text: text.trim() });
      return;
    }
    if (mark !== undefined) fence = { mark, body: [] };
    else if (CODE_PLACEHOLDER.test(text)) found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}

/** The MkDocs configuration whose docs_dir is a folder the repository does not hold (its build makes it). */
async function generatedDocsDir(
  source: BookSource,
): Promise<{ config: string; docsDir: string } | undefined> {
  if (!source.listFiles) return undefined;
  const site = await mkdocsSite(source);
  return site?.docsDirMade ? { config: site.file, docsDir: site.project.writtenDocsDir } : undefined;
}
