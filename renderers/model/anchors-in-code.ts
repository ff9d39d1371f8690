import type { DomNode, ElementNode } from '../dom/html-dom';
import { textContent, walkElements } from '../dom/html-dom';
import { ASCIIDOC_ID } from '../sources/asciidoc-printed-as-text';
import type { SourceLocation } from '../warnings';

/** An anchor written inside a code block, where it is printed as code and names nothing. */
export interface AnchorInCode {
  /** The anchor as written: `[[CH04-ET04]]`, `[#intro]`, `anchor:x[]`, `{#intro}`. */
  written: string;
  /** Where the code block begins (its opening delimiter, for a delimited AsciiDoc block). */
  block: SourceLocation;
}

const ID = ASCIIDOC_ID;
/** In `[#id.role]` a dot begins a role. */
const SHORTHAND_ID = ASCIIDOC_ID.replace('.', '');
/** The ways AsciiDoc and Markdown write an anchor, each with the id as its first group. */
const ANCHOR_FORMS = [
  new RegExp(String.raw`\[\[(${ID})(?:,[^\]\n]*)?\]\]`, 'gu'),
  new RegExp(String.raw`^\s*\[#(${SHORTHAND_ID})(?:[.%,][^\]\n]*)?\]\s*$`, 'gmu'),
  new RegExp(String.raw`\banchor:(${ID})\[[^\]\n]*\]`, 'gu'),
  new RegExp(String.raw`\{#(${ID})(?:\s[^}\n]*)?\}`, 'gu'),
];

/**
 * The anchors written inside the book's code blocks, by id (the first block of an id is kept). A block left open
 * (a listing opened with `-------` and "closed" with `------`) takes the sections after it as its text, their
 * anchors too: a cross-reference to one then finds no target, and the fix is to the block, not to the id.
 * `files` holds each node list with the file it was written in.
 */
export function anchorsInCode(
  files: readonly { nodes: DomNode[]; file: string }[],
): Map<string, AnchorInCode> {
  const found = new Map<string, AnchorInCode>();
  for (const { nodes, file } of files) {
    walkElements(nodes, (el, ancestors) => {
      if (el.name !== 'pre' || ancestors.some((a) => a.name === 'pre')) return;
      const text = textContent(el);
      for (const form of ANCHOR_FORMS) {
        for (const match of text.matchAll(form)) {
          const id = match[1]!;
          if (!found.has(id))
            found.set(id, { written: match[0].trim(), block: blockLocation(el, ancestors, file) });
        }
      }
    });
  }
  return found;
}

/**
 * Where a `pre` was written: its own location (HTMLBook), else its block's, the nearest element around it that has
 * one short of a section (Asciidoctor locates a listing's `div.listingblock`, not the `pre` inside).
 */
function blockLocation(pre: ElementNode, ancestors: readonly ElementNode[], file: string): SourceLocation {
  if (pre.loc) return pre.loc;
  for (const el of [...ancestors].reverse()) {
    if (el.name === 'section' || el.name === 'body') break;
    if (el.loc) return el.loc;
  }
  return { file };
}
