import { BookModel, Division } from '../model/book-model';
import { labelsFor } from '../model/labels';
import { formatWarning } from '../warnings';
import { footnoteWarnings } from './footnote-warnings';
import type { PrintedNote } from './print-document';

const chapter: Division = {
  id: 'ch04',
  kind: 'chapter',
  title: 'Local I/O',
  sourceFile: 'ch04.asciidoc',
  html: '',
  sections: [],
  ids: ['ch04'],
  noteSources: [
    { file: '4-17.asciidoc', line: 118 },
    { file: '4-17.asciidoc', line: 125 },
  ],
};
const model: BookModel = {
  title: 'Clojure Cookbook',
  lang: 'en',
  direction: 'ltr',
  labels: labelsFor('en'),
  authors: [],
  divisions: [chapter],
  assets: [],
  indexTerms: [],
  targets: new Map(),
  warnings: [],
};
const inSidebar = (n: number): PrintedNote => ({
  division: 'ch04',
  refId: `ch04-fnref${n}`,
  noteId: `ch04-fn${n}`,
  afterBlock: { asideId: `ch04-fn${n}-after`, block: 'sidebar', tooTall: false },
  pending: true,
});

describe('the warnings of footnotes the PDF could not print at the foot of their page', () => {
  it('leave out a note printed right after its sidebar on its reference’s page: the reader finds it there', () => {
    // The Clojure Cookbook's 4-17: two notes in a sidebar, printed under it on page 233 with their references.
    const pages: Record<string, number> = { 'ch04-fnref1': 256, 'ch04-fn1-after': 256, 'ch04-fnref2': 256 };
    pages['ch04-fn2-after'] = 257;
    const said = footnoteWarnings(model, [inSidebar(1), inSidebar(2)], (id) =>
      pages[id] === undefined ? undefined : { page: pages[id]!, folio: String(pages[id]! - 23) },
    );
    // A note that went on to the next page is still said: the reader turns the page for it.
    expect(said.map(formatWarning)).toEqual([
      "4-17.asciidoc:125: footnote 2 could not be placed at the foot of its reference's page: it is printed right " +
        "after the sidebar that holds the reference, on page 234 (the PDF's page 257), its reference on page 233 " +
        "(the PDF's page 256)",
    ]);
  });
});
