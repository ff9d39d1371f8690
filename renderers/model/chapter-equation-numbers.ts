import { DomNode, ElementNode, hasClass, text, walkElements } from '../dom/html-dom';
import { CHAPTER_EQUATION_MARK } from '../math/mathml3';
import { REFTEXT_MARK } from '../sources/asciidoc-htmlbook';
import { EQUATION_NUMBER_LABEL_CLASS, NUMBERED_EQUATION_CLASS } from '../sources/markdown-dollar-math';

/**
 * Marks the labelled formulas of a page whose tool numbers equations by chapter, as LaTeX's book classes do: Quarto's
 * books ("(2.1)", cited "Equation 2.1"), bookdown's ("(2.1)", `\@ref(eq:x)` "2.1") and Jupyter Book's (Sphinx's
 * `math_numfig`: "(2.1)", cited alike by {eq}); the math converter marks the numbers of AMS environments. Pages whose
 * tool numbers them per page or through the book (MkDocs', pandoc-crossref's by default, Asciidoctor's MathJax,
 * HTMLBook's) are left unmarked and keep their count.
 */
export function markChapterEquations(nodes: DomNode[]): void {
  walkElements(nodes, (el) => {
    if (isNumberedEquation(el)) el.attrs.set(CHAPTER_EQUATION_MARK, '');
  });
}

/**
 * Numbers a division's marked equations by its chapter in the order they are printed, "(2.1)", "(2.2)", "(A.1)" in an
 * appendix, and gives each labelled one that text for its cross-references. Counted per source file, a book of
 * chapters printed "(1)" in every chapter and its references from another chapter were ambiguous. `prefix` is the
 * chapter's number, undefined for unnumbered divisions (a preface), whose equations are numbered "(1)", "(2)" in the
 * same printed order (the file counted labelled formulas and AMS environments apart, and printed "(1)" twice).
 */
export function numberEquationsByChapter(
  nodes: DomNode[],
  prefix: string | undefined,
  digits: (place: number) => string = String,
): void {
  let place = 0;
  walkElements(nodes, (el) => {
    if (!el.attrs.has(CHAPTER_EQUATION_MARK)) return;
    el.attrs.delete(CHAPTER_EQUATION_MARK);
    place += 1;
    const number = prefix === undefined ? `(${place})` : `(${prefix}.${digits(place)})`;
    if (!isNumberedEquation(el)) {
      el.children = [text(number)];
      return;
    }
    el.attrs.set(REFTEXT_MARK, number);
    const label = el.children.find(
      (child): child is ElementNode =>
        child.type === 'element' && hasClass(child, EQUATION_NUMBER_LABEL_CLASS),
    );
    if (label) label.children = [text(number)];
  });
}

function isNumberedEquation(el: ElementNode): boolean {
  return el.attrs.get('data-type') === 'equation' && hasClass(el, NUMBERED_EQUATION_CLASS);
}
