import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

/**
 * midPoint's master.adoc offsets its chapters' `= Title` by one level for every backend but asciidoctor-epub3's
 * (`ifndef::backend-epub3[:leveloffset: +1]`): in the EPUB alone they open parts, and "invalid part" blamed the
 * chapter files, whose titles are right for the HTML and PDF.
 */
describe('"invalid part" in the format of one backend', () => {
  const source = memorySource({
    'master.adoc': [
      '= Practical Identity Management',
      ':doctype: book',
      '',
      'ifndef::backend-epub3[:leveloffset: +1]',
      '',
      'include::01-intro.adoc[]',
      '',
      'include::98-to-be-continued.adoc[]',
      '',
      'ifndef::backend-epub3[]',
      ':leveloffset: -1',
      'endif::[]',
    ].join('\n'),
    '01-intro.adoc': '= Introduction\n\nText.\n\n== Identity\n\nMore text.\n',
    '98-to-be-continued.adoc': '[#tbc]\n= To Be Continued\n\nThe book grows.\n',
  });
  const build = async (format: 'html' | 'epub') =>
    (
      await buildBookModel(source, { files: ['master.adoc'], formats: {} }, { bookName: 'x', format })
    ).warnings
      .map(formatWarning)
      .filter((text) => text.includes('invalid part'));

  it("names the conditional that sets the leveloffset by the backend, not only the part's title", async () => {
    expect(await build('html')).toEqual([]);
    expect(await build('epub')).toEqual([
      '98-to-be-continued.adoc:2: invalid part, must have at least one section (e.g., chapter, appendix, etc.): ' +
        "the book's own conditional at master.adoc:4 (ifndef::backend-epub3[:leveloffset: +1]) sets the sections' " +
        'levels by the backend, and Octavo makes the EPUB (and the Kindle book made from it) with backend-epub3 ' +
        'set, as asciidoctor-epub3 does: there this level-0 title (= Title) opens a part, which holds chapters, ' +
        'though in the formats made for other backends it may be a chapter; set :leveloffset: for every backend ' +
        '(asciidoctor-epub3 1.5 and later reads chapters as == sections, as Asciidoctor and asciidoctor-pdf do), ' +
        'or remove the condition',
    ]);
  });
});
