import type { DomNode } from '../dom/html-dom';
import { walkElements } from '../dom/html-dom';
import { STYLE_NAME_MARK } from '../sources/asciidoc-htmlbook';
import type { SourceLocation } from '../warnings';

/** A section its author named `[name]` (which AsciiDoc reads as a style) where `[[name]]` was meant. */
export interface StyleNamedSection {
  /** The id the section has in the book. */
  id: string;
  where: SourceLocation;
}

/**
 * Takes the mark off each such section (see STYLE_NAME_MARK) and gives them by the name written; the first of a name
 * written twice is kept. `files` holds each node list with the file it was written in.
 */
export function takeStyleNamedSections(
  files: readonly { nodes: DomNode[]; file: string }[],
): Map<string, StyleNamedSection> {
  const named = new Map<string, StyleNamedSection>();
  for (const { nodes, file } of files) {
    walkElements(nodes, (el) => {
      const name = el.attrs.get(STYLE_NAME_MARK);
      if (name === undefined) return;
      el.attrs.delete(STYLE_NAME_MARK);
      const id = el.attrs.get('id');
      if (id && name && !named.has(name)) named.set(name, { id, where: el.loc ?? { file } });
    });
  }
  return named;
}
