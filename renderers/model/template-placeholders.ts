import { DomNode, ElementNode, replaceElements, textContent, walkElements } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { locationOf } from './source-locations';

/**
 * Words a new-book template writes for the author to replace (Atlas's: `Chapter Title`, `This Is an A-Head`,
 * `Author Name`; others': `Subtitle`, `Your Name`, lorem ipsum): the whole of a heading, byline or paragraph.
 */
const PLACEHOLDER = new RegExp(
  '^(?:' +
    [
      '(?:book|part|chapter|preface|foreword|introduction|appendix|section|sidebar|glossary|colophon|dedication|' +
        'afterword|epilogue|prologue) title',
      '(?:book )?sub-?title',
      // O'Reilly's title page template: "Book Title Here", "Subtitle Goes Here", "Some Author".
      '(?:book )?(?:sub-?)?title (?:goes )?here',
      'some author',
      '(?:this is an? )?[a-e]-head',
      "(?:by )?(?:the )?(?:author(?:\u2019s|'s)?|your) names?",
      // A draft's figures: "Placeholder caption", "Caption goes here".
      'placeholder (?:caption|title|text|image|figure)',
      '(?:(?:figure|table|image) )?caption(?: goes)? here',
      'lorem ipsum dolor sit amet\\b.*',
    ].join('|') +
    ')$',
  'i',
);

/** Where the words a reader sees stand whole: headings, paragraphs (bylines are), captions. */
const TEXT_BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'figcaption', 'caption']);

/** More non-space characters than any placeholder but lorem ipsum has: not read further (most paragraphs have). */
const LONGER_THAN_PLACEHOLDERS = 80;
const SPACE = /\s/;

/** Whether `text` has more than `limit` characters that are not spaces, counted only as far as that. */
function longerThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let seen = 0;
  for (const char of text) if (!SPACE.test(char) && ++seen > limit) return true;
  return false;
}

export function isTemplatePlaceholder(text: string): boolean {
  if (longerThan(text, LONGER_THAN_PLACEHOLDERS) && !/^\s*lorem/i.test(text)) return false;
  return PLACEHOLDER.test(text.replace(/\s+/g, ' ').trim().replace(/[.:]$/, ''));
}

/**
 * Marks a publisher's copyright and colophon templates leave inside a line for production to fill (O'Reilly's:
 * "by ??? ?. ???", "Copyright © 2017 ???", "Editor: FILL IN", "TO COME", "ISBN: xxx-x-xxx-xxxxx-x",
 * "yyyy-mm-dd: First Release", "?isbn=XXXXXXXXXXXXX"): written in capitals or as runs no prose has.
 */
const INLINE_PLACEHOLDER =
  /(?<![\p{L}\p{N}?])\?{3,}(?![\p{L}\p{N}?])|\bFILL IN\b|\bTO COME\b|X{8,}|\b[xX]{1,5}(?:-[xX]{1,7}){3,4}\b|\byyyy-mm-dd\b/u;

/** A list's items and a definition list's terms and definitions. */
const LIST_ITEMS = new Set(['li', 'dt', 'dd']);

/** Where such a mark may stand: a line of the page, a list item (a staff list), a table cell. */
const INLINE_BLOCKS = new Set([...TEXT_BLOCKS, 'li', 'td', 'th', 'dt', 'dd']);

/** The pages those templates are for: in a chapter, "???" may be the book's own (a puzzle, an unknown). */
const PRODUCTION_PAGES = new Set(['titlepage', 'halftitlepage', 'copyright-page', 'dedication', 'colophon']);

/** Its text, less what inline code shows (a literal `???` in a command is the command's). */
function proseText(nodes: readonly DomNode[]): string {
  return nodes
    .map((node) =>
      node.type === 'text'
        ? node.value
        : node.type === 'element' && !['code', 'kbd', 'samp', 'pre'].includes(node.name)
          ? proseText(node.children)
          : ' ',
    )
    .join('');
}

/**
 * The block's text when it is all a template's placeholder, else the placeholder mark it holds inside a line,
 * else undefined.
 */
function placeholderIn(
  el: ElementNode,
  ancestors: readonly ElementNode[],
  productionPage: boolean,
): string | undefined {
  // Outside the production pages only a whole heading, paragraph or caption can be a placeholder: a list item's
  // or a cell's text is not read there (read, a nested list's was read again at every level).
  if (!INLINE_BLOCKS.has(el.name) || (!productionPage && !TEXT_BLOCKS.has(el.name))) return undefined;
  if (ancestors.some((a) => a.name === 'pre' || a.name === 'code')) return undefined;
  // A table's cell is the book's data ("Author name" beside `%an`), whatever its words.
  const inCell = ancestors.some((a) => a.name === 'td' || a.name === 'th');
  if (!productionPage && inCell) return undefined;
  // So is a list's item, its paragraph too (Asciidoctor wraps an item's text in one): a guide's ". Section title".
  if (!productionPage && ancestors.some((a) => LIST_ITEMS.has(a.name))) return undefined;
  const written = textContent(withoutLabel(el));
  // A paragraph ending in a colon introduces what follows (a style guide's "Chapter title:" over its example).
  const introduces = el.name === 'p' && /:\s*$/.test(written);
  if (TEXT_BLOCKS.has(el.name) && !inCell && !introduces && isTemplatePlaceholder(written)) {
    const text = written.replace(/\s+/g, ' ').trim();
    return text.length > 40 ? `${text.slice(0, 26)}…` : text;
  }
  return productionPage ? INLINE_PLACEHOLDER.exec(proseText(el.children))?.[0] : undefined;
}

/** A caption without the label the book numbers it with ("Figure B-1. "): the words the author wrote. */
function withoutLabel(el: ElementNode): ElementNode {
  if (el.name !== 'figcaption' && el.name !== 'caption') return el;
  const isLabel = (node: DomNode) =>
    node.type === 'element' &&
    (node.attrs.get('data-type') === 'label' || (node.attrs.get('class') ?? '').split(' ').includes('label'));
  return { ...el, children: el.children.filter((node) => !isLabel(node)) };
}

/** The text of a file's listings: a guide to writing books shows there the markup its examples print. */
function listingText(nodes: DomNode[]): string {
  const shown: string[] = [];
  walkElements(nodes, (el) => {
    if (el.name === 'pre') shown.push(textContent(el).replace(/\s+/g, ' '));
  });
  return shown.join('\n');
}

/**
 * Marks where a reader left out an info field a template left empty for the author to fill (docbook-structure.ts:
 * `<isbn><!--ISBN goes here--></isbn>`), by the field's element name. It prints nothing; takeUnfilledFields takes it out.
 */
export const UNFILLED_FIELD = 'data-octavo-unfilled';

/** An info field left empty: its element's name and where it was written. */
export interface UnfilledField {
  field: string;
  where: SourceLocation;
}

/** Takes the marks of empty info fields out of each division, and says which fields they were, and where. */
export function takeUnfilledFields(
  divisions: Iterable<{ element: ElementNode; file: string }>,
): UnfilledField[] {
  const found: UnfilledField[] = [];
  for (const { element, file } of divisions) {
    const before = found.length;
    walkElements([element], (el, ancestors) => {
      const field = el.attrs.get(UNFILLED_FIELD);
      if (field !== undefined) found.push({ field, where: locationOf(el, ancestors, file) });
    });
    if (found.length > before)
      element.children = replaceElements(element.children, (el) =>
        el.attrs.has(UNFILLED_FIELD) ? [] : undefined,
      );
  }
  return found;
}

/** "<isbn> (line 8)", "<isbn> and <pubdate> (lines 8 and 9)": the empty fields of one file, named for a warning. */
function unfilledFieldsText(fields: readonly UnfilledField[], withLines: boolean): string {
  const names = [...new Set(fields.map((f) => `<${f.field}>`))];
  const named = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  const lines = [...new Set(fields.flatMap((f) => (f.where.line === undefined ? [] : [f.where.line])))];
  if (!withLines || lines.length === 0) return named;
  return lines.length === 1
    ? `${named} (line ${lines[0]})`
    : `${named} (lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)})`;
}

/**
 * A book begun from a template (Atlas's new-book skeleton, a publisher's starter) can keep the template's
 * placeholders where the author never wrote: a preface still titled `Preface Title`, a title page by `Author Name`.
 * They print as written, so the author is told, once a file at the first, with what the file still holds.
 */
export function templatePlaceholderWarnings(
  texts: Iterable<{ nodes: DomNode[]; file: string; kind?: string }>,
  warnings: BookWarning[],
  unfilled: readonly UnfilledField[] = [],
): void {
  const found = new Map<
    string,
    { first: SourceLocation; texts: string[]; lines: number[]; templateFile: boolean }
  >();
  for (const { nodes, file, kind } of texts) {
    let shown: string | undefined;
    const productionPage = kind !== undefined && PRODUCTION_PAGES.has(kind);
    walkElements(nodes, (el, ancestors) => {
      const text = placeholderIn(el, ancestors, productionPage);
      if (!text) return;
      // Printed as the example of markup the same file shows: the author wrote it on purpose.
      shown ??= listingText(nodes);
      if (shown.includes(text)) return;
      const where = locationOf(el, ancestors, file);
      const seen = found.get(where.file);
      // A production page or a template's heading may be a file the book has no use for; a caption is the book's.
      const templateFile = productionPage || /^h[1-6]$/.test(el.name) || el.name === 'p';
      if (!seen) found.set(where.file, { first: where, texts: [text], lines: [], templateFile });
      else {
        seen.templateFile ||= templateFile;
        if (!seen.texts.includes(text)) seen.texts.push(text);
      }
      // The lines after the first that hold one too, so the author finds each (Ray's proofreader and indexer).
      const line = where.line;
      if (seen && line !== undefined && line !== seen.first.line && !seen.lines.includes(line))
        seen.lines.push(line);
    });
  }
  const unfilledIn = new Map<string, UnfilledField[]>();
  for (const field of unfilled)
    unfilledIn.set(field.where.file, [...(unfilledIn.get(field.where.file) ?? []), field]);
  for (const [file, fields] of unfilledIn) {
    if (found.has(file)) continue;
    const [are, them] = fields.length > 1 ? ['are', 'them'] : ['is', 'it'];
    warnings.push(
      warning(
        'source',
        fields[0]!.where,
        `${unfilledFieldsText(fields, fields.length > 1)} ${are} empty, as a book template leaves ${them} for the ` +
          `author to fill in, so nothing is printed for ${them}: fill ${them} in, or take ${them} out`,
        `<${fields[0]!.field}>`,
      ),
    );
  }
  for (const { first, texts, lines, templateFile } of found.values()) {
    const quoted = texts.slice(0, 3).map((t) => `"${t}"`);
    const more = texts.length > 3 ? ` and ${texts.length - 3} more` : '';
    const list =
      quoted.length > 1 && !more
        ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
        : quoted.join(', ');
    const are = texts.length > 1 || lines.length > 0 ? 'are' : 'is';
    const all = [first.line, ...lines].filter((line) => line !== undefined).slice(0, 6);
    const also =
      lines.length === 0
        ? ''
        : ` (lines ${all.slice(0, -1).join(', ')}${lines.length > 5 ? ', …' : ` and ${all.at(-1)}`})`;
    // The same template's empty fields are told with its words (O'Reilly's book.xml: its title and its <isbn>).
    const fields = unfilledIn.get(first.file) ?? [];
    const [fieldsAre, them] = fields.length > 1 ? ['are', 'them'] : ['is', 'it'];
    const empty =
      fields.length === 0
        ? ''
        : `, and ${unfilledFieldsText(fields, true)} ${fieldsAre} empty, as the template left ${them}, so nothing ` +
          `is printed for ${them}`;
    const fillIn = fields.length === 0 ? '' : ` and fill in ${unfilledFieldsText(fields, false)}`;
    warnings.push(
      warning(
        'source',
        first,
        `${list}${more}${also} ${are} a book template's placeholder text, printed as the template wrote it${empty}: ` +
          `write the book's own words there${fillIn}` +
          (templateFile
            ? ", or take the file out of the book's files list if the book has no use for it"
            : ''),
        texts[0],
      ),
    );
  }
}
