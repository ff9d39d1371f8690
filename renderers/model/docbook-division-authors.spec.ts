import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

// O'Reilly's DocBook samples: foreword.xml's <prefaceinfo><author> was printed in no format.
describe("a DocBook division's own authors", () => {
  it("sign a foreword at its end; head a guest's chapter, not one by the book's own author", async () => {
    const source = memorySource({
      'book.xml':
        '<book><bookinfo><title>Kites</title><author><firstname>Ann</firstname><surname>Lee</surname></author>' +
        '</bookinfo>\n<preface id="foreword"><prefaceinfo><author><firstname>Firstname</firstname>' +
        '<surname>Lastname</surname></author></prefaceinfo><title>Foreword</title><para>Text.</para></preface>\n' +
        '<chapter id="one"><chapterinfo><author><firstname>Ann</firstname><surname>Lee</surname></author>' +
        '</chapterinfo><title>One</title><para>Up.</para></chapter>\n' +
        '<chapter id="two"><chapterinfo><author><firstname>Guest</firstname><surname>Writer</surname></author>' +
        '</chapterinfo><title>Two</title><para>Down.</para></chapter></book>',
    });
    const model = await buildBookModel(
      source,
      { files: ['book.xml'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = (id: string) => model.divisions.find((division) => division.id === id)?.html ?? '';
    expect(html('foreword')).toMatch(
      /<p>Text\.<\/p>\s*<div class="signature"><p>\u2014Firstname Lastname<\/p><\/div>\s*<\/section>$/,
    );
    expect(html('one')).not.toContain('Ann Lee');
    expect(html('two')).toMatch(/<\/h1><p class="author">Guest Writer<\/p><p>Down\.<\/p>/);
  });
});
