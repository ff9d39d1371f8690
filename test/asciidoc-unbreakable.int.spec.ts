import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';

/**
 * AsciiDoc's unbreakable option (`[%unbreakable]`, `[options="unbreakable"]`) keeps a block on one page in
 * asciidoctor-pdf, and Asciidoctor's DocBook converter prints it as keep-together. Octavo dropped it: a listing or
 * table longer than a few lines split across pages all the same.
 */
const FILLER = 'The winch hauls the line in slowly, and the brake holds it where it stops.';

function chapter(n: number, option: string): string {
  return [
    `== Winch ${n}`,
    '',
    ...Array.from({ length: 4 + n }, () => `${FILLER.repeat(3)}\n`),
    ...(option ? [option] : []),
    '----',
    ...Array.from({ length: 22 }, (_, i) => `W${n}L${String(i + 1).padStart(2, '0')} = haul(${i})`),
    '----',
    '',
    ...(option ? [option] : []),
    '|===',
    ...Array.from({ length: 16 }, (_, i) => `|W${n}T${String(i + 1).padStart(2, '0')}|brake ${i}`),
    '|===',
    '',
  ].join('\n');
}

function pagesOf(pages: string[], mark: string): number {
  return pages.filter((text) => new RegExp(`${mark}\\d\\d`).test(text)).length;
}

afterAll(removeRenderedBooks);

describe('an unbreakable block in the PDF', () => {
  it('stays on one page, a listing and a table alike; without the option they may split', async () => {
    const chapters = [0, 1, 2, 3, 4, 5];
    const files = (option: string) =>
      Object.fromEntries(chapters.map((n) => [`ch0${n}.adoc`, chapter(n, option)]));
    const config = { title: 'Winches', files: chapters.map((n) => `ch0${n}.adoc`) };
    const kept = await renderBookPdf(files('[%unbreakable]'), config);
    expect(kept.warnings).toEqual([]);
    expect(chapters.map((n) => [pagesOf(kept.pages, `W${n}L`), pagesOf(kept.pages, `W${n}T`)])).toEqual(
      chapters.map(() => [1, 1]),
    );
    const free = await renderBookPdf(files(''), config);
    expect(chapters.some((n) => pagesOf(free.pages, `W${n}L`) > 1 || pagesOf(free.pages, `W${n}T`) > 1)).toBe(
      true,
    );
  }, 240_000);
});
