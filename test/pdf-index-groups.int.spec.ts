import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';
import { tool } from './support/render-tools';

afterAll(removeRenderedBooks);

/** Each word of the PDF with its page and whether it is in the page's left or right half (pdftotext -bbox). */
async function wordPlaces(file: string): Promise<{ word: string; place: string }[]> {
  const html = (await tool('pdftotext', ['-bbox', file, '-'])).stdout;
  const places: { word: string; place: string }[] = [];
  let page = 0;
  let middle = 0;
  for (const line of html.split('\n')) {
    const pageTag = /<page width="([\d.]+)"/.exec(line);
    if (pageTag) {
      page++;
      middle = Number(pageTag[1]) / 2;
    }
    const word = /<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/.exec(line);
    if (word)
      places.push({ word: word[2]!, place: `page ${page} ${Number(word[1]) < middle ? 'left' : 'right'}` });
  }
  return places;
}

/**
 * An index term and its subentries in one column: the next column began with subentries under no term
 * (HTMLBook's sample: "types of, 2"; Elasticsearch: The Definitive Guide: "metrics, 489"), which a reader cannot
 * place. A short group is kept whole; one too tall for a column still breaks.
 */
describe('pdf: index groups', () => {
  it('keep a term with its subentries in one column', async () => {
    const groups = Array.from({ length: 70 }, (_, g) => `grp${String(g).padStart(2, '0')}`);
    const marks = groups.flatMap((group, g) =>
      Array.from({ length: 2 + (g % 4) }, (_, k) => `((("${group}", "${group}sub${k}")))`),
    );
    const paragraphs = Array.from(
      { length: 35 },
      (_, p) => `Ledger entry ${p}. ${marks.slice(p * 7, p * 7 + 7).join('')}Done.`,
    );
    const pdf = await renderBookPdf(
      {
        'ch1.adoc': ['== Ledgers', '', ...paragraphs.flatMap((p) => [p, ''])].join('\n'),
        'ix.html': '<section data-type="index"></section>',
      },
      { title: 'Groups', files: ['ch1.adoc', 'ix.html'], formats: { pdf: { index: true } } },
    );
    const places = await wordPlaces(pdf.file);
    const indexStart = places.findIndex((p) => p.word === 'Index');
    const columnsOf = new Map<string, Set<string>>();
    for (const { word, place } of places.slice(indexStart)) {
      const group = /^(grp\d\d)/.exec(word)?.[1];
      if (group) columnsOf.set(group, (columnsOf.get(group) ?? new Set()).add(place));
    }
    expect(columnsOf.size).toBe(groups.length);
    const split = [...columnsOf].filter(([, columns]) => columns.size > 1).map(([group]) => group);
    expect(split).toEqual([]);
    // The index spans columns: the test would pass on one long column.
    expect(new Set([...columnsOf.values()].flatMap((columns) => [...columns])).size).toBeGreaterThan(3);
  });
});
