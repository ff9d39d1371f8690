import { BookModel } from '../model/book-model';

/**
 * Every character the book can print (markup is ASCII, so the serialized divisions do), the words Octavo
 * generates in its language included (a generated copyright page's "著", a contents' "目录"): fonts are chosen
 * by these characters, and a CJK font is sliced, so a word left out printed as empty boxes. `generated` adds a
 * format's own words (the site's chrome).
 */
export function bookText(model: BookModel, generated: string[] = []): string {
  const metadata = [model.subtitle, model.publisher, model.rights, model.edition, model.date];
  return [
    model.title,
    ...metadata.map((value) => value ?? ''),
    ...model.authors,
    ...Object.values(model.labels),
    ...generated,
    ...model.divisions.map((d) => d.html),
  ].join('\n');
}
