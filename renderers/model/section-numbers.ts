import { ElementNode, element, text, textContent } from '../dom/html-dom';
import {
  BARE_SECTION_NUMBER,
  SECTION_NUMBER_MARK,
  UNNUMBERED_CHAPTER_MARK,
} from '../sources/asciidoc-htmlbook';
import { firstHeading } from './divisions';

/** A numbered section's number, without the final period: "2.1" in chapter 2, "A.3.1" in appendix A. */
export interface SectionNumber {
  number: string;
  /** Its heading and contents entry show it (within `:sectnumlevels:`); a `short` or `full` xref quotes it either way. */
  shown: boolean;
  /** Shown without Asciidoctor's final period ("2.1 Title"), as bookdown and Quarto show theirs. */
  bare?: boolean;
  /** A cookbook's recipe: a cross-reference to it reads "Recipe 2.1, “Title”" (see RecipeNumbering). */
  recipe?: boolean;
}

/**
 * An O'Reilly cookbook's numbering: each section directly in a chapter or appendix is a recipe, numbered "1.1"
 * (bare) in its heading and every contents, whether or not the source numbers its sections, as the cookbook theme
 * Atlas built the Lift Cookbook and the Clojure Cookbook with numbered them. A chapter's opening section titled as the
 * book's introduction is not a recipe: the Clojure Cookbook's 1-01 file is Recipe 1.1 after its "Introduction".
 */
export interface RecipeNumbering {
  /** The book's word for an introduction ("Introduction"). */
  introduction: string;
}

const SECTION = /^sect[1-5]$/;

/**
 * Numbers the sections of one division that AsciiDoc's `:sectnums:` asked for, as Asciidoctor does: a section's
 * number is its parent's and then its place among the numbered sections beside it ("2.1", "2.1.3"), under the
 * division's own number. The numbering is done here, once the book has numbered its chapters and appendices,
 * not by Asciidoctor: each listed file is converted as a document of its own, where Asciidoctor would count
 * chapters from 1 again (and read the sections of a file titled `= Title` as chapters). Asciidoctor still decides
 * which sections are numbered and which show it (toggles, special sections, levels); the converter marks them.
 * A division the book does not number (a preface, a glossary) has no numbered sections, as in Asciidoctor.
 */
export function numberSections(
  division: ElementNode,
  divisionNumber: string | undefined,
  /** Writes an ordinal in the book's digits (see typography/native-digits.ts). */
  digits: (ordinal: number) => string = String,
  /** A cookbook's: the division's own sections are its recipes. */
  recipes?: RecipeNumbering,
): Map<ElementNode, SectionNumber> {
  const numbers = new Map<ElementNode, SectionNumber>();
  const visit = (container: ElementNode, prefix: string) => {
    let ordinal = 0;
    for (const [place, section] of childSections(container).entries()) {
      const mark = section.attrs.get(SECTION_NUMBER_MARK);
      section.attrs.delete(SECTION_NUMBER_MARK);
      // A section's `{.unnumbered}` was read by the converter: only a division's is read here after.
      firstHeading(section)?.attrs.delete(UNNUMBERED_CHAPTER_MARK);
      // A cookbook division's own sections are its recipes, numbered whatever their marks say.
      const recipe =
        recipes && container === division && divisionNumber !== undefined
          ? place > 0 || !isIntroduction(section, recipes)
          : undefined;
      const numbered = recipe ?? (mark !== undefined && divisionNumber !== undefined);
      // An unnumbered section between numbered ones adds an empty numeral, as Asciidoctor's sectnum does.
      const number = `${prefix}.${numbered ? digits(++ordinal) : ''}`;
      if (recipe) numbers.set(section, { number, shown: true, bare: true, recipe: true });
      else if (numbered)
        numbers.set(section, {
          number,
          shown: mark === 'shown' || mark === BARE_SECTION_NUMBER,
          ...(mark === BARE_SECTION_NUMBER ? { bare: true } : {}),
        });
      visit(section, number);
    }
  };
  visit(division, divisionNumber ?? '');
  return numbers;
}

/** Writes each shown number before its section's title: `<span class="section-number">2.1.</span> Title`. */
export function showSectionNumbers(numbers: ReadonlyMap<ElementNode, SectionNumber>): void {
  for (const [section, number] of numbers) {
    const heading = number.shown ? firstHeading(section) : undefined;
    heading?.children.unshift(
      element('span', { class: 'section-number' }, [text(shownNumber(number))]),
      text(' '),
    );
  }
}

/** The title a contents entry shows for a section: with its number when its heading shows one. */
export function numberedTitle(title: string, number: SectionNumber | undefined): string {
  return number?.shown ? `${shownNumber(number)} ${title}` : title;
}

/** "2.1." as Asciidoctor shows a section's number, "2.1" as bookdown and Quarto do. */
function shownNumber({ number, bare }: SectionNumber): string {
  return bare ? number : `${number}.`;
}

function isIntroduction(section: ElementNode, { introduction }: RecipeNumbering): boolean {
  const heading = firstHeading(section);
  return (
    heading !== undefined && textContent(heading.children).trim().toLowerCase() === introduction.toLowerCase()
  );
}

/** The sections directly inside a division or section, looking through wrappers that are not sections. */
function childSections(container: ElementNode): ElementNode[] {
  const found: ElementNode[] = [];
  for (const child of container.children) {
    if (child.type !== 'element') continue;
    if (SECTION.test(child.attrs.get('data-type') ?? '')) found.push(child);
    else found.push(...childSections(child));
  }
  return found;
}
