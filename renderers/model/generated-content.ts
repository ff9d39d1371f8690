import { escapeAttribute, escapeText } from '../dom/html-dom';
import { fromRoman } from '../typography/numerals';
import { BookModel, Division, IndexPlace, IndexTerm, SectionEntry } from './book-model';
import { DEFAULT_CONTENTS_DEPTH, sectionTree, SectionTreeNode } from './contents-depth';
import { divisionHeading, labelColon } from './labels';

/** Maps a book-wide id to the href a given output uses for it (`ch03.html#x`, `#x` …). */
export type HrefFor = (id: string) => string;

function entryText(division: Division, colon: string): string {
  // "Chapter Two: Pigeons" already says which chapter it is.
  const label =
    division.number && !division.labelInTitle
      ? `<span class="label">${escapeText(division.kind === 'chapter' ? `${division.number}.` : `${division.label}${colon}`)}</span> `
      : '';
  return `${label}${escapeText(division.title)}`;
}

/** An edited volume's chapter authors, under the chapter's entry. */
function bylineOf(division: Division): string {
  return division.byline ? ` <span class="toc-byline">${escapeText(division.byline)}</span>` : '';
}

function sectionList(sections: SectionEntry[], hrefFor: HrefFor, depth: number): string {
  const list = (nodes: SectionTreeNode[]): string =>
    nodes.length
      ? `<ol>${nodes
          .map(
            ({ section, children }) =>
              `<li data-type="sect${section.level}"><a href="${escapeAttribute(hrefFor(section.id))}">` +
              `${escapeText(section.title)}</a>${list(children)}</li>`,
          )
          .join('')}</ol>`
      : '';
  return list(sectionTree(sections, depth));
}

/**
 * The pages a book's contents do not list, in every format (the PDF's contents page, the EPUB's navigation, the
 * site's contents and sidebar), as HTMLBook's own contents leave them out: the title, half-title, copyright and
 * dedication pages (a printed book's contents start after them) and the contents itself. The EPUB still finds
 * the title and copyright pages through its landmarks, the PDF through its bookmarks.
 */
const UNLISTED = new Set<Division['kind']>([
  'toc',
  'titlepage',
  'halftitlepage',
  'copyright-page',
  'dedication',
]);

export function listedInContents(division: Pick<Division, 'kind'>): boolean {
  return !UNLISTED.has(division.kind);
}

/**
 * The book's contents as the EPUB's navigation and the MOBI's NCX list them: each listed division titled as the
 * contents read it, a part holding its chapters, any other division its sections to `depth`. `make` shapes one entry
 * (the division, and the section when the entry is one).
 */
export function contentsTree<T>(
  divisions: readonly Division[],
  depth: number,
  make: (division: Division, section: SectionEntry | undefined, text: string, children: T[]) => T,
): T[] {
  const entry = (division: Division): T => {
    const sectionEntry = ({ section, children }: SectionTreeNode): T =>
      make(division, section, section.title, children.map(sectionEntry));
    const children =
      division.kind === 'part'
        ? divisions.filter((d) => d.partId === division.id && listedInContents(d)).map(entry)
        : sectionTree(division.sections, depth).map(sectionEntry);
    // "Chapter Two: Pigeons" already says which chapter it is.
    return make(division, undefined, divisionHeading(division), children);
  };
  return divisions.filter((division) => !division.partId && listedInContents(division)).map(entry);
}

/** The pages a book opens with, before its contents: title, half-title, copyright and dedication pages. */
export function isOpeningPage(division: Pick<Division, 'kind'>): boolean {
  return division.kind !== 'toc' && UNLISTED.has(division.kind);
}

/** The contents list (HTMLBook `nav data-type="toc"` body): every division, its sections, parts nesting chapters. */
export function renderTocList(
  model: BookModel,
  hrefFor: HrefFor,
  options: { include?: (d: Division) => boolean } = {},
): string {
  const include = options.include ?? listedInContents;
  const depth = model.contentsDepth ?? DEFAULT_CONTENTS_DEPTH.page;
  const colon = labelColon(model.lang);
  const item = (division: Division, inner = '') =>
    `<li data-type="${escapeAttribute(division.kind)}"><a href="${escapeAttribute(hrefFor(division.id))}">${entryText(
      division,
      colon,
    )}</a>${bylineOf(division)}${sectionList(division.sections, hrefFor, depth)}${inner}</li>`;
  const items: string[] = [];
  for (const division of model.divisions) {
    if (division.partId || !include(division)) continue;
    if (division.kind === 'part') {
      const children = model.divisions.filter((d) => d.partId === division.id && include(d));
      items.push(item(division, children.length ? `<ol>${children.map((c) => item(c)).join('')}</ol>` : ''));
    } else {
      items.push(item(division));
    }
  }
  return `<ol class="toc">${items.join('')}</ol>`;
}

interface IndexNode {
  text: string;
  sortKey: string;
  marks: IndexTerm[];
  see: Set<string>;
  seeAlso: Set<string>;
  children: Map<string, IndexNode>;
}

function indexNode(text: string, sortKey: string): IndexNode {
  return { text, sortKey, marks: [], see: new Set(), seeAlso: new Set(), children: new Map() };
}

/** The index as a tree: primary → secondary → tertiary, each level with its marks and cross-references. */
function indexTree(terms: IndexTerm[]): Map<string, IndexNode> {
  const roots = new Map<string, IndexNode>();
  for (const term of terms) {
    const levels: [string, string | undefined][] = [[term.primary, term.primarySortAs]];
    if (term.secondary) levels.push([term.secondary, term.secondarySortAs]);
    if (term.secondary && term.tertiary) levels.push([term.tertiary, term.tertiarySortAs]);
    let siblings = roots;
    let node: IndexNode | undefined;
    for (const [text, sortAs] of levels) {
      const key = text.toLocaleLowerCase();
      node = siblings.get(key);
      if (!node) {
        node = indexNode(text, sortAs ?? text);
        siblings.set(key, node);
      } else if (sortAs) node.sortKey = sortAs;
      siblings = node.children;
    }
    if (!node) continue;
    if (term.see) node.see.add(term.see);
    for (const also of term.seeAlso ?? []) node.seeAlso.add(also);
    // A mark that only says "see …" points nowhere itself.
    if (!term.see || term.rangeEndId) node.marks.push(term);
  }
  return roots;
}

/**
 * The pages a locator spans, as numbers that compare (roman folios of the front matter below the body's arabic
 * ones); undefined when a folio is neither.
 */
function folioSpan(start: string, end: string | undefined): [number, number] | undefined {
  const first = folioNumber(start);
  const last = end === undefined ? first : folioNumber(end);
  return first === undefined || last === undefined ? undefined : [first, Math.max(first, last)];
}

function folioNumber(folio: string): number | undefined {
  if (/^\d+$/.test(folio)) return Number(folio);
  if (!/^[ivxlcdm]+$/i.test(folio)) return undefined;
  // Front matter comes before page 1.
  return fromRoman(folio.toUpperCase()) - 100_000;
}

/** The most entries (a term and its subentries) an index group has to be kept in one column. */
const KEPT_GROUP_ENTRIES = 8;

function entryCount(node: IndexNode): number {
  let count = 1;
  for (const child of node.children.values()) count += entryCount(child);
  return count;
}

/**
 * The letter a term files under; null for the Symbols group. Quotation marks and brackets before a term are not
 * its start ("“Hello” program" under H), but a symbol or other punctuation is: "$ symbol", ".eth nodes" and
 * "#include" go under Symbols, as O'Reilly's indexes (and Chicago, 16.62) put them, not among the letters after them.
 * An accented letter files under its base letter where the book's language sorts it as one (German "Äpfel" under
 * A, French "État" under E) and under its own where the language has it as a letter of its alphabet (Swedish Å, Ä
 * and Ö after Z, Spanish Ñ after N), as `collator` (the book's language, base sensitivity) tells.
 */
function letterOf(sortKey: string, lang: string, collator: Intl.Collator): string | null {
  const first = sortKey.replace(/^[\s\p{Ps}\p{Pe}\p{Pi}\p{Pf}"'`]+/u, '').charAt(0);
  if (!/\p{L}/u.test(first)) return null;
  const base = first.normalize('NFD').replace(/\p{M}/gu, '');
  return (collator.compare(first, base) === 0 ? base : first).toLocaleUpperCase(lang);
}

/** One place an index entry cites: a mark's anchor, what its link says, and the span it covers (pages or sections). */
interface CitedPlace {
  id: string;
  label: string;
  /** Two places with one key are one place: the first is cited. */
  key: string;
  /** From and to, in one ordering (folios, or sections in reading order): a place a longer span holds is not cited. */
  span?: [number, number];
  /** Its division's label ("Chapter 3"), telling apart two places whose labels are the same. */
  division?: string;
}

/** The places a longer range of the same entry already holds go ("138–144", not "138–144, 138"). */
function outsideLongerSpans(places: CitedPlace[]): CitedPlace[] {
  const seen = new Set<string>();
  const distinct = places.filter(({ key }) => !seen.has(key) && seen.add(key));
  return distinct.filter(
    ({ span }) =>
      !span ||
      !distinct.some(
        (other) =>
          other.span &&
          other.span[0] <= span[0] &&
          span[1] <= other.span[1] &&
          other.span[1] - other.span[0] > span[1] - span[0],
      ),
  );
}

/** A paged format's places: each mark's page, a range's first and last ("12–15"). */
function pagePlaces(marks: IndexTerm[], locator: (id: string) => string | undefined): CitedPlace[] {
  const places: CitedPlace[] = [];
  for (const mark of marks) {
    const start = locator(mark.id);
    if (!start) continue;
    const end = mark.rangeEndId ? locator(mark.rangeEndId) : undefined;
    const label = end && end !== start ? `${start}–${end}` : start;
    places.push({ id: mark.id, label, key: label, span: folioSpan(start, end) });
  }
  return outsideLongerSpans(places);
}

/**
 * A web format's places, where no page is known: each mark's section by its title, a range's first and last
 * section ("Transactions–Signatures"), as O'Reilly's ebook indexes cite them. A chapter cited once (as its label did
 * before) left a term's other places in it out of reach. Two places with the same title (a "Summary" in two
 * chapters) say their chapters.
 */
function sectionPlaces(marks: IndexTerm[], divisionsById: ReadonlyMap<string, Division>): CitedPlace[] {
  const places: CitedPlace[] = [];
  for (const mark of marks) {
    const division = divisionsById.get(mark.divisionId);
    const divisionLabel = division ? (division.label ?? division.title) : undefined;
    const start = mark.place?.title ? mark.place : undefined;
    if (!start) {
      if (divisionLabel)
        places.push({ id: mark.id, label: divisionLabel, key: `division ${mark.divisionId}` });
      continue;
    }
    const end =
      mark.rangeEndPlace?.title && mark.rangeEndPlace.order > start.order ? mark.rangeEndPlace : start;
    const endLabel = end.within && end.within !== start.within ? placeLabel(end) : end.title;
    places.push({
      id: mark.id,
      label: end === start ? placeLabel(start) : `${placeLabel(start)}–${endLabel}`,
      key: `${start.order}–${end.order}`,
      span: [start.order, end.order],
      ...(divisionLabel && divisionLabel !== start.title ? { division: divisionLabel } : {}),
    });
  }
  const cited = outsideLongerSpans(places);
  const count = new Map<string, number>();
  for (const { label } of cited) count.set(label, (count.get(label) ?? 0) + 1);
  return cited.map((place) =>
    count.get(place.label)! > 1 && place.division
      ? { ...place, label: `${place.label} (${place.division})` }
      : place,
  );
}

/** A section's title as a web index cites it, with the section it sits in when the book repeats its title. */
function placeLabel(place: IndexPlace): string {
  return place.within ? `${place.within}: ${place.title}` : place.title;
}

/**
 * Index entries in word-by-word order (Chicago's, and what O'Reilly's indexes print): a word that ends sorts before
 * a longer one it begins, so "802.11 standard" comes before "802.11b/g" and "New York" before "Newark". The
 * collator alone ignores spaces with punctuation and sorted letter by letter (Practical Electronics' index listed
 * 802.11b/g first). Each word is compared by the book's language; a word of punctuation alone is no word.
 */
function compareWordByWord(
  collator: Intl.Collator,
  first: readonly string[],
  second: readonly string[],
): number {
  for (let i = 0; i < Math.min(first.length, second.length); i++) {
    const order = collator.compare(first[i]!, second[i]!);
    if (order !== 0) return order;
  }
  return first.length - second.length;
}

/** A key's words as `compareWordByWord` compares them. */
function sortWords(collator: Intl.Collator, key: string): string[] {
  return key.split(/\s+/).filter((word) => word && collator.compare(word, '') !== 0);
}

/**
 * The generated index: entries sorted by the book's language, grouped by letter, up to three levels,
 * "see" and "see also" references, each mark a link to where it appears. A paged format passes
 * `locator` (an anchor's page); ranges read "12–15".
 */
export function renderIndexBody(
  model: BookModel,
  hrefFor: HrefFor,
  /** `locator`: the page of an anchor id in a paged format (undefined: not known, the link shows none). */
  options: { locator?: (id: string) => string | undefined } = {},
): string {
  const words = model.labels;
  if (model.indexTerms.length === 0) return `<p>${escapeText(words.noIndexEntries)}</p>`;
  const divisionsById = new Map(model.divisions.map((d) => [d.id, d]));
  const collator = new Intl.Collator(model.lang, {
    sensitivity: 'base',
    numeric: true,
    ignorePunctuation: true,
  });
  const sorted = (nodes: Iterable<IndexNode>) =>
    [...nodes]
      .map((node) => ({ node, key: sortWords(collator, node.sortKey), text: sortWords(collator, node.text) }))
      .sort(
        (a, b) => compareWordByWord(collator, a.key, b.key) || compareWordByWord(collator, a.text, b.text),
      )
      .map(({ node }) => node);

  const locators = (marks: IndexTerm[]) => {
    const places = options.locator ? pagePlaces(marks, options.locator) : sectionPlaces(marks, divisionsById);
    return places.map(
      (place) => `<a href="${escapeAttribute(hrefFor(place.id))}">${escapeText(place.label)}</a>`,
    );
  };
  const references = (node: IndexNode) => {
    const out: string[] = [];
    const capital = (word: string) => word.charAt(0).toLocaleUpperCase(model.lang) + word.slice(1);
    if (node.see.size)
      out.push(`<em>${escapeText(capital(words.see))}</em> ${[...node.see].map(escapeText).join('; ')}`);
    if (node.seeAlso.size)
      out.push(
        `<em>${escapeText(capital(words.seeAlso))}</em> ${[...node.seeAlso].map(escapeText).join('; ')}`,
      );
    return out;
  };
  // Chicago style: "term, 12, 15. See also other" and "term. See other".
  const entry = (node: IndexNode, level: number): string => {
    const links = locators(node.marks);
    const refs = references(node);
    const head = [escapeText(node.text), ...(links.length ? [links.join(', ')] : [])].join(', ');
    const refText = refs.length ? `. ${refs.join('. ')}` : '';
    const nested = node.children.size
      ? `<ul>${sorted(node.children.values())
          .map((child) => entry(child, level + 1))
          .join('')}</ul>`
      : '';
    // A term with a few subentries is kept in one column when paged (print style): a column that opens with
    // subentries under no term cannot be read. A longer one may break, as it must.
    const kept = level === 1 && node.children.size > 0 && entryCount(node) <= KEPT_GROUP_ENTRIES;
    return `<li data-type="index-term" class="index-level-${level}${kept ? ' index-group' : ''}">${head}${refText}${nested}</li>`;
  };

  const groups = new Map<string, string[]>();
  for (const node of sorted(indexTree(model.indexTerms).values())) {
    const letter = letterOf(node.sortKey, model.lang, collator) ?? words.symbols;
    const list = groups.get(letter) ?? [];
    list.push(entry(node, 1));
    groups.set(letter, list);
  }
  const letters = [...groups.keys()].sort((a, b) =>
    a === words.symbols ? -1 : b === words.symbols ? 1 : collator.compare(a, b),
  );
  return letters
    .map(
      (letter) =>
        `<div data-type="indexdiv"><h2>${escapeText(letter)}</h2><ul>${groups.get(letter)!.join('')}</ul></div>`,
    )
    .join('');
}
