import { BookModel } from '../model/book-model';

/** Every character the book can print (markup is ASCII, so the serialized divisions do). */
export function bookText(model: BookModel): string {
  return [model.title, model.subtitle ?? '', ...model.authors, ...model.divisions.map((d) => d.html)].join(
    '\n',
  );
}
