import { BookModel } from '../model/book-model';

/** Whether any division holds MathML (then the math font ships with the output). */
export function bookHasMath(model: Pick<BookModel, 'divisions'>): boolean {
  return model.divisions.some((division) => /<math[\s>]/.test(division.html));
}
