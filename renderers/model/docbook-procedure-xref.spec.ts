import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

describe('a cross-reference to a titled DocBook procedure', () => {
  it("reads the procedure's title, not the title of the section around it", async () => {
    const source = memorySource({
      'book.xml':
        '<book xmlns="http://docbook.org/ns/docbook" version="5.0"><info><title>Kites</title></info>\n' +
        '<chapter xml:id="c"><title>Flying</title><section xml:id="s"><title>Solution</title>\n' +
        '<para>Proceed with <xref linkend="workflow"/>.</para>\n' +
        '<procedure xml:id="workflow"><title>Workflow for Launching</title><step><para>Run.</para></step>' +
        '</procedure></section></chapter></book>',
    });
    const model = await buildBookModel(
      source,
      { files: ['book.xml'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions.map((division) => division.html).join('');
    expect(html).toMatch(/Proceed with <a [^>]*href="#workflow"[^>]*>“?Workflow for Launching”?<\/a>/);
    expect(model.warnings).toEqual([]);
  });
});
