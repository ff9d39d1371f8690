import { ElementNode, element, text } from '../dom/html-dom';
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
): Map<ElementNode, SectionNumber> {
  const numbers = new Map<ElementNode, SectionNumber>();
  const visit = (container: ElementNode, prefix: string) => {
    let ordinal = 0;
    for (const section of childSections(container)) {
      const mark = section.attrs.get(SECTION_NUMBER_MARK);
      section.attrs.delete(SECTION_NUMBER_MARK);
      // A section's `{.unnumbered}` was read by the converter: only a division's is read here after.
      firstHeading(section)?.attrs.delete(UNNUMBERED_CHAPTER_MARK);
      const numbered = mark !== undefined && divisionNumber !== undefined;
      // An unnumbered section between numbered ones adds an empty numeral, as Asciidoctor's sectnum does.
      const number = `${prefix}.${numbered ? digits(++ordinal) : ''}`;
      if (numbered)
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
