import { ElementNode, walkElements } from '../dom/html-dom';
import { EQUATION_REFERENCE } from '../sources/myst-roles';

/**
 * Sphinx keeps the labels of equations apart from those of sections and figures (its math domain has its own): a
 * Jupyter Book may name a chapter `(solow)=` and the chapter's main formula `:label: solow`, and its {eq}`solow`
 * means the formula. An equation whose label another element of the book also has takes the id Sphinx's HTML gives
 * it, `equation-solow`, and the book's `{eq}` references to that label follow it; every other reference keeps going
 * to the other element. A First Course in Quantitative Economics with Python (solow.md) printed "Chapter 28" for
 * {eq}`solow` and warned that the id was used twice.
 */
export function separateEquationLabels(roots: readonly ElementNode[]): void {
  const others = new Set<string>();
  const equations: ElementNode[] = [];
  const references: ElementNode[] = [];
  walkElements([...roots], (el) => {
    if (el.attrs.has(EQUATION_REFERENCE)) references.push(el);
    const id = el.attrs.get('id');
    if (id === undefined) return;
    if (el.attrs.get('data-type') === 'equation') equations.push(el);
    else others.add(id);
  });
  const moved = new Map<string, string>();
  for (const equation of equations) {
    const label = equation.attrs.get('id')!;
    const id = `equation-${label}`;
    if (!others.has(label) || others.has(id) || moved.has(label)) continue;
    equation.attrs.set('id', id);
    moved.set(label, id);
  }
  for (const reference of references) {
    reference.attrs.delete(EQUATION_REFERENCE);
    const id = moved.get(reference.attrs.get('href')?.replace(/^#/, '') ?? '');
    if (id !== undefined) reference.attrs.set('href', `#${id}`);
  }
}
