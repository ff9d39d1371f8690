import { DomNode, ElementNode, isHeading } from '../dom/html-dom';
import { NOT_PROSE, ProseWordCount, primaryLanguage } from '../typography/prose-language';
import { BookWarning, SourceLocation, warning } from '../warnings';

interface Found {
  section: ElementNode;
  lang: string;
}

/**
 * A reference list (`{bibliography}`'s, Asciidoctor's `[bibliography]`, the lists of an HTMLBook bibliography): its
 * entries are the cited works' titles, in their own languages, not the author's prose. Counted, a Chinese book's
 * "参考文献" of English titles read as English, and was marked and warned of so.
 */
function isReferenceList(el: ElementNode, parent: ElementNode | undefined): boolean {
  if ((el.attrs.get('class') ?? '').split(/\s+/).includes('bibliography')) return true;
  return parent?.attrs.get('data-type') === 'bibliography' && ['ul', 'ol', 'dl', 'div'].includes(el.name);
}

/** Its prose, headings included, less code and the like; `apart` sections are left to be counted by themselves. */
function proseOf(
  nodes: readonly DomNode[],
  out: string[] = [],
  apart?: (section: ElementNode) => void,
  parent?: ElementNode,
): string[] {
  for (const node of nodes) {
    if (node.type === 'text') out.push(node.value);
    else if (node.type === 'element' && apart && isSection(node)) {
      apart(node);
      out.push(' ');
    } else if (node.type === 'element' && !NOT_PROSE.has(node.name) && !isReferenceList(node, parent)) {
      proseOf(node.children, out, undefined, node);
      out.push(' ');
    }
  }
  return out;
}

/**
 * The words of `section` and of each section in it, its subsections' included: counted once over the tree (a
 * section's count takes its subsections' rather than reading their text again at every level).
 */
function countWords(section: ElementNode, counts: Map<ElementNode, ProseWordCount>): ProseWordCount {
  const subsections: ProseWordCount[] = [];
  const count = new ProseWordCount();
  count.add(
    proseOf(section.children, [], (sub) => subsections.push(countWords(sub, counts)), section).join(''),
  );
  for (const sub of subsections) count.merge(sub);
  counts.set(section, count);
  return count;
}

function isSection(node: DomNode): node is ElementNode {
  return node.type === 'element' && node.name === 'section';
}

/**
 * The sections of `section` (itself first) written plainly in a language other than the book's: a whole chapter,
 * or, in a chapter being translated, the sections done so far. A section whose author named its language (`lang`)
 * is taken at its word, and one read as another language is not looked into further.
 */
function sectionsInOtherLanguages(
  section: ElementNode,
  book: string,
  counts: ReadonlyMap<ElementNode, ProseWordCount>,
  found: Found[],
): void {
  if (section.attrs.get('lang')?.trim()) return;
  const written = counts.get(section)?.language();
  if (written !== undefined && written !== book) {
    found.push({ section, lang: written });
    return;
  }
  for (const child of section.children)
    if (isSection(child)) sectionsInOtherLanguages(child, book, counts, found);
}

/** A language's English name ("Arabic" for ar), else its tag. */
export function languageName(lang: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
}

function placeOf(section: ElementNode, file: string): SourceLocation {
  const heading = section.children.find((n): n is ElementNode => n.type === 'element' && isHeading(n));
  return heading?.loc ?? section.loc ?? { file };
}

/**
 * Marks each chapter or section written in another language than the book's with its own (`lang`), so the PDF
 * hyphenates it by that language's patterns, not by the book's (Portuguese broken as English: "us-adas"), and
 * screen readers voice it in that language. One warning a file, at its first such section, counting the others:
 * the book's language may be wrong (a translation whose atlas.json still names the original's), or the section is
 * meant to be in another language and says nothing of it.
 */
export function markOtherLanguageSections(
  divisions: readonly { element: ElementNode; sourceFile: string }[],
  bookLang: string,
  configFile: string,
  warnings: BookWarning[],
): void {
  const book = primaryLanguage(bookLang);
  const byFile = new Map<string, Found[]>();
  for (const division of divisions) {
    const found: Found[] = [];
    const counts = new Map<ElementNode, ProseWordCount>();
    countWords(division.element, counts);
    sectionsInOtherLanguages(division.element, book, counts, found);
    for (const { section, lang } of found) section.attrs.set('lang', lang);
    if (found.length > 0)
      byFile.set(division.sourceFile, [...(byFile.get(division.sourceFile) ?? []), ...found]);
  }
  for (const [file, found] of byFile) {
    const [first, ...others] = found;
    const place = placeOf(first!.section, file);
    const name = languageName(first!.lang);
    const title = first!.section.children.find((n): n is ElementNode => n.type === 'element' && isHeading(n));
    const heading = title ? `"${proseOf([title]).join('').trim()}"` : 'this section';
    const lines = others.map((o) => placeOf(o.section, file).line).filter((line) => line !== undefined);
    const more =
      others.length === 0
        ? ''
        : `, and so ${others.length === 1 ? 'is 1 more section' : `are ${others.length} more sections`} in this file` +
          (lines.length > 0 ? ` (line${lines.length === 1 ? '' : 's'} ${lines.join(', ')})` : '');
    warnings.push(
      warning(
        'source',
        place,
        `${heading} reads as ${name}, not ${languageName(book)}, the language the book is in${more}: it is set ` +
          `as ${name}, hyphenated by ${name} rules and read aloud as ${name}; if the whole book is in ${name}, ` +
          `set "lang": "${first!.lang}" in ${configFile}, else say so where it starts ` +
          `(AsciiDoc: [lang=${first!.lang}] on the line above its title)`,
        first!.lang,
      ),
    );
  }
}
