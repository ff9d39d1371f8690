import { DomNode, ElementNode, element, isBlank, isHeading } from '../dom/html-dom';
import { SECTION_NUMBER_MARK } from '../sources/asciidoc-htmlbook';
import { DivisionKind } from './book-model';
import { firstHeading, isDiscreteHeading, normalizeDivisionHeadings, shiftHeadings } from './divisions';
import { isNotTitleText, titleText } from './title-text';

/** A title that only names the appendixes as a whole, in the languages labels.ts labels: "Appendices", "Anhang". */
const COLLECTIVE_TITLE =
  /^(?:appendix|appendixes|appendices|anhang|anhänge|annexes?|apéndices?|appendic[ei]|apêndices?|bijlagen?|приложени[ея]|附录|附錄|付録|부록)$/iu;

/** A collective title in the plural ("Appendixes", "Anhänge"): sections under it are appendixes whatever their titles. */
const PLURAL_TITLE =
  /^(?:appendixes|appendices|anhänge|annexes|apéndices|appendici|apêndices|bijlagen|приложения)$/iu;

/**
 * "Appendix A: Keywords", "Appendix G - How Rust is Made", "Anhang B. Werkzeuge", "Appendix C * Contributions" (a
 * GitBook SUMMARY.md's): the author's own label.
 */
const WRITTEN_APPENDIX_LABEL =
  /^\s*(?:appendix|anhang|annexe|ap[ée]ndice|appendice|apêndice|bijlage|приложение)\s+(?:[A-Z]|\d+|[IVXLC]+)(?:\s*[:.–—*-]\s*|\s*$)/iu;

/**
 * "Appendix A References" (GitBook books): the label with only a space before the title, which must then start
 * with a capital, and only a capital letter or a number for the label ("Appendix I Wrote" stays a title).
 */
const SPACED_APPENDIX_LABEL =
  /^\s*(?:[Aa]ppendix|APPENDIX|[Aa]nhang|[Aa]nnexe|[Aa]p[ée]ndice|[Aa]ppendice|[Aa]pêndice|[Bb]ijlage|[Пп]риложение)\s+(?:[A-HJ-UWYZ]|\d{1,2})\s+(?=[\p{Lu}\p{Lo}])/u;

/**
 * "附录 A：工具", "附录A 参考资料", "付録B 用語", "부록 C. 도구": the label in Chinese, Japanese or Korean, written with or
 * without a space before its letter or number (or a Chinese numeral), then a full-width or Latin separator or a space.
 */
const CJK_APPENDIX_LABEL =
  /^\s*(?:附录|附錄|付録|부록)\s*([A-Z]|\d+|[一二三四五六七八九十]+)(?:\s*[:.：．、–—-]\s*|\s+|$)/u;

/** The author's own label at the start of a title, as written ("Appendix A: "), if it has one. */
function writtenAppendixLabel(title: string): string | undefined {
  return (WRITTEN_APPENDIX_LABEL.exec(title) ??
    SPACED_APPENDIX_LABEL.exec(title) ??
    CJK_APPENDIX_LABEL.exec(title))?.[0];
}

const SECTION = /^sect([1-5])$/;

export interface SplittableDivision {
  kind: DivisionKind;
  untyped?: boolean;
  element: ElementNode;
}

/**
 * One file that holds a book's appendixes as its sections (the Rust book's `appendix.md`: `# Appendix`, then
 * `## Appendix A: Keywords`, `## Appendix B: Operators and Symbols` …) makes one appendix of each section, as its
 * publisher printed them: "Appendix A. Keywords", each starting a page, each in the contents. The division qualifies
 * when it is an appendix or its source did not say what it is (Markdown), its own title is only a word for
 * appendixes, and each of its sections is titled as an appendix, or, under a title in the plural, they are all it
 * holds. The letters are the
 * book's (the author's "Appendix A:" is dropped: the book prints its own label), ids stay where links find them,
 * and what the file says before its first appendix opens that appendix. The first appendix stays `divisions`'
 * object, so what already points at the division (links to the file) finds it.
 */
export function splitAppendixCollections<T extends SplittableDivision>(
  divisions: T[],
  copy: (from: T, element: ElementNode) => T,
): void {
  for (let i = divisions.length - 1; i >= 0; i--) {
    const division = divisions[i]!;
    if (division.kind !== 'appendix' && !division.untyped) continue;
    const appendixes = appendixesIn(division.element);
    if (!appendixes) continue;
    const [first, ...rest] = appendixes;
    division.kind = 'appendix';
    delete division.untyped;
    division.element = first!;
    divisions.splice(i + 1, 0, ...rest.map((made) => copy(division, made)));
  }
}

/** The appendixes a collection holds, made divisions; undefined when it is not one. */
function appendixesIn(collection: ElementNode): ElementNode[] | undefined {
  const title = firstHeading(collection);
  const titled = title ? titleText(title).replace(/[\s.:]+$/, '') : '';
  if (!title || !COLLECTIVE_TITLE.test(titled)) return undefined;
  const titleAt = titleIndex(collection);
  const content = collection.children.filter((_, index) => index !== titleAt);
  const split = sectionsOf(content) ?? headingChunksOf(content);
  if (!split || split.sections.length === 0) return undefined;
  const labelled = split.sections.every((section) => {
    const heading = section.heading;
    const text = heading && rawTitleText(heading);
    return text !== undefined && (WRITTEN_APPENDIX_LABEL.test(text) || CJK_APPENDIX_LABEL.test(text));
  });
  // Unlabelled sections under a singular "Appendix" are more likely one appendix's sections than appendixes.
  if (!labelled && !(PLURAL_TITLE.test(titled) && isBlank(split.intro))) return undefined;
  const made = split.sections.map((section) => section.make());
  const first = made[0]!;
  first.children.splice(titleIndex(first) + 1, 0, ...keptId(collection), ...split.intro);
  return made;
}

/** Where the element's title heading (or the `<header>` holding it) is among its children; -1 without one. */
function titleIndex(el: ElementNode): number {
  const title = firstHeading(el);
  return el.children.findIndex(
    (child) =>
      child === title ||
      (child.type === 'element' && child.name === 'header' && child.children.includes(title!)),
  );
}

interface FoundSection {
  heading: ElementNode | undefined;
  make: () => ElementNode;
}

/** HTMLBook and AsciiDoc: the collection's `sect1` (or nested appendix) sections, with what follows each. */
function sectionsOf(content: DomNode[]): { intro: DomNode[]; sections: FoundSection[] } | undefined {
  const isSection = (node: DomNode): node is ElementNode =>
    node.type === 'element' && /^(?:sect1|appendix)$/.test(node.attrs.get('data-type') ?? '');
  const start = content.findIndex(isSection);
  if (start < 0) return undefined;
  const found: { section: ElementNode; after: DomNode[] }[] = [];
  for (const node of content.slice(start)) {
    if (isSection(node)) found.push({ section: node, after: [] });
    // What the source put after a section (HTMLBook allows nothing there) stays where it was read: at its end.
    else found[found.length - 1]!.after.push(node);
  }
  return {
    intro: content.slice(0, start),
    sections: found.map(({ section, after }) => ({
      heading: firstHeading(section),
      make: () => promoteSection(section, after),
    })),
  };
}

/** Markdown and bare HTML: the collection split at its highest headings, as a file is split into chapters. */
function headingChunksOf(content: DomNode[]): { intro: DomNode[]; sections: FoundSection[] } | undefined {
  const isSectionHeading = (node: DomNode): node is ElementNode =>
    node.type === 'element' && isHeading(node) && !isDiscreteHeading(node);
  const headings = content.filter(isSectionHeading);
  if (headings.length === 0) return undefined;
  const top = Math.min(...headings.map(levelOf));
  const intro: DomNode[] = [];
  const chunks: { heading: ElementNode; nodes: DomNode[] }[] = [];
  for (const node of content) {
    if (isSectionHeading(node) && levelOf(node) === top) chunks.push({ heading: node, nodes: [node] });
    else if (chunks.length === 0) intro.push(node);
    else chunks[chunks.length - 1]!.nodes.push(node);
  }
  return {
    intro,
    sections: chunks.map(({ heading, nodes }) => ({
      heading,
      make: () => chunkAsAppendix(heading, nodes, top),
    })),
  };
}

/** A `sect1` made an appendix: its sections one level up, its title without the author's label. */
function promoteSection(section: ElementNode, after: DomNode[]): ElementNode {
  section.children.push(...after);
  const wasSect1 = section.attrs.get('data-type') === 'sect1';
  section.attrs.set('data-type', 'appendix');
  section.attrs.delete(SECTION_NUMBER_MARK);
  if (wasSect1) raiseSections(section.children);
  dropWrittenLabel(firstHeading(section));
  normalizeDivisionHeadings(section);
  return section;
}

function raiseSections(nodes: DomNode[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const sect = SECTION.exec(node.attrs.get('data-type') ?? '');
    if (sect && sect[1] !== '1') node.attrs.set('data-type', `sect${Number(sect[1]) - 1}`);
    if (isDiscreteHeading(node)) node.name = `h${Math.max(1, levelOf(node) - 1)}`;
    raiseSections(node.children);
  }
}

/** A heading and what follows it, made an appendix as a chapter is made from one (divisions.ts wrapAsChapters). */
function chunkAsAppendix(heading: ElementNode, nodes: DomNode[], level: number): ElementNode {
  shiftHeadings(nodes, 1 - level);
  const appendix = element('section', { 'data-type': 'appendix' }, nodes);
  if (heading.loc) appendix.loc = heading.loc;
  // HTMLBook puts a division's id on the division, so xrefs to it read "Appendix A".
  for (const name of ['id', 'data-octavo-auto-id']) {
    const value = heading.attrs.get(name);
    if (value === undefined) continue;
    appendix.attrs.set(name, value);
    heading.attrs.delete(name);
  }
  dropWrittenLabel(heading);
  return appendix;
}

/** The collection's own id, kept as an anchor at the first appendix's start: links to it still land. */
function keptId(collection: ElementNode): ElementNode[] {
  const id = collection.attrs.get('id');
  if (id === undefined) return [];
  const anchor = element('a', { id });
  if (collection.attrs.has('data-octavo-auto-id')) anchor.attrs.set('data-octavo-auto-id', '');
  return [anchor];
}

/**
 * A file that only introduces the appendixes in the files after it (the Rust book's `appendix-00.md`: `# Appendix`
 * and a paragraph, before `## Appendix A: Keywords` in a file of its own): its text, without its title, opens the
 * first of them, as it does when the appendixes are its sections; its id stays there as an anchor.
 */
export function openAppendixWithIntroduction(introduction: ElementNode, appendix: ElementNode): void {
  const title = firstHeading(introduction);
  const text = introduction.children.filter((child) => child !== title);
  appendix.children.splice(titleIndex(appendix) + 1, 0, ...keptId(introduction), ...text);
}

/** A title that only names the appendixes as a whole ("Appendixes", "Appendix", "Anhang"). */
export function isCollectiveAppendixTitle(title: string): boolean {
  return COLLECTIVE_TITLE.test(title.trim().replace(/[\s.:]+$/, ''));
}

/** Whether the heading opens with the author's own appendix label ("Appendix C: Baz"). */
export function hasWrittenAppendixLabel(heading: ElementNode): boolean {
  return writtenAppendixLabel(rawTitleText(heading)) !== undefined;
}

/**
 * Takes "Appendix A: " off the heading's text, unless it is all the title says; returns the letter or number
 * the author wrote ("A"), when it took it.
 */
export function dropWrittenLabel(heading: ElementNode | undefined): string | undefined {
  if (!heading) return undefined;
  const written = rawTitleText(heading);
  const label = writtenAppendixLabel(written);
  if (!label || written.slice(label.length).trim() === '') return undefined;
  dropTitleStart(heading, label.length);
  return labelLetter(label);
}

/** The letter or number of the author's appendix label ("Appendix A: Foo" → "A"), the label left in the title. */
export function writtenAppendixLetter(heading: ElementNode): string | undefined {
  const written = rawTitleText(heading);
  const label = writtenAppendixLabel(written);
  if (!label || written.slice(label.length).trim() === '') return undefined;
  return labelLetter(label);
}

/**
 * "Appendix Running Effects", "Appendix: Glossary" (a Markdown title naming its appendix with the word but no
 * letter): the word is taken off, so the book's own label is not followed by it again ("Appendix A Appendix …").
 * A title that is the word alone keeps it.
 */
export function dropAppendixWord(heading: ElementNode): void {
  const word = APPENDIX_WORD.exec(rawTitleText(heading))?.[0];
  if (word !== undefined) dropTitleStart(heading, word.length);
}

/**
 * The word "Appendix" opening a title that goes on to name the appendix, with the separator after it: a colon or a
 * dash, or a space before a capitalised word or an acronym ("Appendix HTTP"); "Appendix I Wrote Later" reads as a
 * sentence and keeps it. In Chinese, Japanese and Korean, a full-width or Latin separator or a space: JS Primer's
 * "付録: 参考リンク集" was printed "付録A 付録: 参考リンク集".
 */
const APPENDIX_WORD =
  /^\s*(?:(?:[Aa]ppendix|APPENDIX|[Aa]nhang|[Aa]nnexe|[Aa]p[ée]ndice|[Aa]ppendice|[Aa]pêndice|[Bb]ijlage|[Пп]риложение)(?:\s*[:.–—-]\s*(?=\S)|\s+(?=\p{Lu}[\p{L}\p{N}]))|(?:附录|附錄|付録|부록)(?:\s*[:.：．、–—-]\s*|\s+)(?=\S))/u;

/** Takes the first `length` characters of the title's text off, across its inline markup. */
function dropTitleStart(heading: ElementNode, length: number): void {
  let remaining = length;
  const visit = (nodes: DomNode[]) => {
    for (const node of nodes) {
      if (remaining === 0) return;
      if (node.type === 'element') {
        if (!isNotTitleText(node)) visit(node.children);
        continue;
      }
      const taken = Math.min(remaining, node.value.length);
      node.value = node.value.slice(taken);
      remaining -= taken;
    }
  };
  visit(heading.children);
}

/** The letter or number a written label gives ("Appendix C * " → "C"). */
function labelLetter(label: string): string | undefined {
  return (
    /\s((?:[A-Z]|\d+|[IVXLC]+))(?:\s*[:.–—*-]\s*|\s*$)/iu.exec(label)?.[1] ??
    /^(?:[A-Z]|\d+)$/.exec(CJK_APPENDIX_LABEL.exec(label)?.[1] ?? '')?.[0]
  );
}

/**
 * The letter or number a navigation entry's title gives its page as an appendix ("Appendix C * Contributions",
 * "Appendix C - Contributions" in a GitBook SUMMARY.md → "C"), when it labels a page it also names.
 */
export function appendixLetterOfEntry(title: string): string | undefined {
  const label = writtenAppendixLabel(title);
  if (!label || title.slice(label.length).trim() === '') return undefined;
  return labelLetter(label) ?? '';
}

/** The heading's title text as written (titleText without its spaces collapsed): offsets match its text nodes. */
function rawTitleText(heading: ElementNode): string {
  const parts: string[] = [];
  const visit = (nodes: DomNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.value);
      else if (!isNotTitleText(node)) visit(node.children);
    }
  };
  visit(heading.children);
  return parts.join('');
}

function levelOf(heading: ElementNode): number {
  return Number(heading.name.slice(1));
}
