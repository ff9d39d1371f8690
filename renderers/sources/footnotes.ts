import { DomNode, ElementNode, element, findElements, hasClass, replaceElements } from '../dom/html-dom';
import { phrasingOnly } from '../dom/phrasing';

/**
 * markdown-it-footnote and Asciidoctor both write footnotes as a reference plus a list at the end
 * of the file. HTMLBook keeps the note where it is referenced (`<span data-type="footnote">`), which
 * lets every format place it its own way (endnotes per chapter, pop-ups in EPUB).
 */
export function inlineFootnotes(nodes: DomNode[]): DomNode[] {
  const definitions = new Map<string, DomNode[]>();
  for (const item of findElements(nodes, (el) => el.name === 'li' && hasClass(el, 'footnote-item'))) {
    const id = item.attrs.get('id');
    if (id) definitions.set(id, markdownNoteContent(item));
  }
  for (const def of findElements(
    nodes,
    (el) => el.name === 'div' && hasClass(el, 'footnote') && /^_footnotedef_/.test(el.attrs.get('id') ?? ''),
  )) {
    definitions.set(def.attrs.get('id') as string, asciidocNoteContent(def));
  }
  if (definitions.size === 0) return nodes;
  return replaceElements(nodes, (el) => {
    if (el.name === 'sup' && (hasClass(el, 'footnote-ref') || hasClass(el, 'footnote'))) {
      const [link] = findElements(el.children, (a) => a.name === 'a' && a.attrs.has('href'));
      const target = link?.attrs.get('href')?.replace(/^#/, '');
      const content = target ? definitions.get(target) : undefined;
      if (content) return [element('span', { 'data-type': 'footnote' }, structuredClone(content))];
      return undefined;
    }
    if (el.name === 'section' && hasClass(el, 'footnotes')) return [];
    if (el.name === 'hr' && hasClass(el, 'footnotes-sep')) return [];
    if (el.name === 'div' && el.attrs.get('id') === 'footnotes') return [];
    return undefined;
  });
}

function markdownNoteContent(item: ElementNode): DomNode[] {
  const blocks = item.children.filter((c) => c.type === 'element' || c.value.trim() !== '');
  // A footnote span holds phrasing content: a one-paragraph note loses its <p>, a longer one's paragraphs become
  // lines. Kept as blocks, mdlearn's note of two paragraphs was made a <div>, which closed the sentence's paragraph
  // at its reference and put the full stop after it on a line of its own.
  return trimTrailing(
    phrasingOnly(
      replaceElements(blocks, (el) => (el.name === 'a' && hasClass(el, 'footnote-backref') ? [] : undefined)),
    ),
  );
}

function asciidocNoteContent(def: ElementNode): DomNode[] {
  const children = [...def.children];
  const backIndex = children.findIndex((c) => c.type === 'element' && c.name === 'a');
  if (backIndex !== -1) children.splice(0, backIndex + 1);
  const first = children[0];
  if (first?.type === 'text') children[0] = { type: 'text', value: first.value.replace(/^\s*\.\s*/, '') };
  return trimTrailing(children);
}

function trimTrailing(nodes: DomNode[]): DomNode[] {
  const out = [...nodes];
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value.replace(/\s+$/, '') };
  return out;
}
