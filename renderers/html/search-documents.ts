import { DomNode, ElementNode, isHeading, textContent } from '../dom/html-dom';
import { Division } from '../model/book-model';
import { firstHeading } from '../model/divisions';
import { labelAndTitle } from '../model/labels';

/** One searchable stretch of the book: a division's opening text, or one of its sections. */
export interface SearchDocument {
  id: number;
  /** Where a result leads, relative to the site's root (`ch03.html#keys`). */
  href: string;
  /** The section's (or division's) title. */
  title: string;
  /** The division it belongs to, as a reader names it ("Chapter 3. Keys"). */
  division: string;
  text: string;
}

/** Elements that end a run of words: their text never runs into a neighbour's. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'math',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Never read as text: index marks are invisible anchors, MathML annotations are TeX source. */
const SKIPPED = new Set(['script', 'style', 'template', 'annotation', 'annotation-xml']);
/** Typography's invisible marks (soft hyphens, zero-width spaces and joiners) would split words. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** What a reader calls a division: "Chapter 3. Keys", "Appendix A. Tools", or just its title. */
export function divisionName(division: Division): string {
  // The model knows the title says its label in other words ("第五章 操作容器" for 第5章), as the contents print it.
  return division.label && !division.labelInTitle && !division.title.startsWith(division.label)
    ? labelAndTitle(division.label, division.title)
    : division.title;
}

/**
 * Splits a division (as it reads on the page, before its footnotes move to the end) into search
 * documents: the division's own text up to its first section, then one document per section with an
 * id, so a result can link straight to the section that matched.
 */
export function searchDocuments(
  root: ElementNode,
  division: Division,
  hrefFor: (id: string) => string,
  nextId: () => number,
): SearchDocument[] {
  const name = divisionName(division);
  const documents: SearchDocument[] = [];
  const open = (id: string, title: string) => {
    const made = { id: nextId(), href: hrefFor(id), title, division: name, text: '' };
    documents.push(made);
    return made;
  };
  const pieces = new Map<SearchDocument, string[]>();
  const add = (target: SearchDocument, value: string) => {
    let list = pieces.get(target);
    if (!list) pieces.set(target, (list = []));
    list.push(value);
  };

  // Sections are `<section data-type="sectN">` (HTMLBook, AsciiDoc) or, from Markdown, just headings
  // with ids: a heading the division lists as a section starts a document for what follows it.
  const sectionIds = new Set(division.sections.map((s) => s.id));
  const visit = (nodes: DomNode[], target: SearchDocument, title: ElementNode | undefined) => {
    let current = target;
    for (const node of nodes) {
      if (node.type === 'text') {
        add(current, node.value);
        continue;
      }
      if (SKIPPED.has(node.name) || node.attrs.get('data-type') === 'indexterm') continue;
      if (node === title) continue;
      const id = node.attrs.get('id');
      if (id && /^sect[1-5]$/.test(node.attrs.get('data-type') ?? '')) {
        const heading = firstHeading(node);
        visit(node.children, open(id, clean(heading ? textContent(heading) : '')), heading);
        continue;
      }
      if (id && isHeading(node) && sectionIds.has(id)) {
        current = open(id, clean(textContent(node)));
        continue;
      }
      // A footnote's text sits where its reference is: words on both sides stay apart from it.
      const block = BLOCKS.has(node.name) || isHeading(node) || node.attrs.get('data-type') === 'footnote';
      if (block) add(current, ' ');
      visit(node.children, current, title);
      if (block) add(current, ' ');
    }
  };
  const heading = firstHeading(root);
  visit(root.children, open(division.id, name), heading);

  for (const document of documents) document.text = clean((pieces.get(document) ?? []).join(''));
  return documents.filter((d) => d.text !== '' || d.title !== '');
}

function clean(value: string): string {
  return value.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}
