import { warning, type BookWarning } from '../warnings';
import { insideVerbatimBlock } from './asciidoc-delimiters';

/** A block anchor alone on its line: `[[id]]`, `[[id,reference text]]` or `[#id]`. */
const BLOCK_ANCHOR =
  /^(?:\[\[([\p{L}_:][\p{L}\p{N}_:.-]*)(?:,[^\]]*)?\]\]|\[#([\p{L}_:][\p{L}\p{N}_:.-]*)\])$/u;

/** The block attribute a stacked anchor becomes: the section or block after it takes its id as another name. */
export const ANCHOR_ALIAS_ATTRIBUTE = 'octavo-id-alias';

/**
 * Block anchors written one over another (`[#ch02-git-basics]` over `[[r_git_basics_chapter]]` over a chapter's
 * title, as Pro Git's translations write every chapter): Asciidoctor gives the block the last id only, and every
 * link to the others is broken. Each anchor above the last becomes an attribute the converter writes as another name
 * of the block's id (ID_ALIASES), so those links land on the block; a warning names the line and how to keep both
 * ids where Asciidoctor also reads them, kept only when some link of the book names the dropped id. Lines are replaced one for one, so every line keeps its number.
 */
export function keepStackedAnchors(lines: string[], file: string, warnings: BookWarning[]): string[] {
  let result = lines;
  for (let i = 0; i < lines.length - 1; i++) {
    const id = anchorId(lines[i]!);
    if (id === undefined) continue;
    let next = i + 1;
    while (next < lines.length && anchorId(lines[next]!) !== undefined) next++;
    if (next === i + 1) continue;
    if (insideVerbatimBlock(lines, i)) {
      i = next - 1;
      continue;
    }
    if (result === lines) result = [...lines];
    for (let stacked = i; stacked < next - 1; stacked++) {
      const name = anchorId(lines[stacked]!)!;
      result[stacked] = `[${ANCHOR_ALIAS_ATTRIBUTE}${stacked - i}=${name}]`;
      warnings.push({
        ...warning(
          'asciidoc',
          { file, line: stacked + 1 },
          `the anchors ${lines[stacked]} and ${lines[next - 1]} both name the block below; Asciidoctor keeps only ` +
            `the last, so its links to ${name} are broken (Octavo links them to the block). Keep one anchor on ` +
            `its line and write the other in the title: == [[${name}]]Title`,
          lines[stacked]!,
        ),
        // Nothing is broken for a reader when no link names the id Asciidoctor drops.
        unlessUnlinked: name,
      });
    }
    i = next - 1;
  }
  return result;
}

function anchorId(line: string): string | undefined {
  const match = BLOCK_ANCHOR.exec(line.trim());
  return match ? (match[1] ?? match[2]) : undefined;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Asciidoctor's node API types nodes as any */
/** The ids a block's stacked anchors gave it besides its own, from the attributes keepStackedAnchors wrote. */
export function stackedAnchorIds(node: any): string[] {
  const attributes: Record<string, unknown> = node.getAttributes?.() ?? {};
  return Object.entries(attributes)
    .filter(([name, value]) => name.startsWith(ANCHOR_ALIAS_ATTRIBUTE) && typeof value === 'string')
    .map(([, value]) => value as string);
}
