import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

const listing = (code: string, note: string) => ['----', `${code} <1>`, '----', `<1> ${note}`, ''];

/**
 * `<<CO2-1>>`: a reference to a callout by the id Asciidoctor's DocBook converter and Atlas's give it (the second
 * list of callouts of the file, its first), as books written for those toolchains make. It printed nothing and
 * warned of no target.
 */
describe('references to callouts', () => {
  it('go to the callout and read as its mark; each file numbers its own, with no duplicate ids', async () => {
    const chapter = (title: string, reference: string) =>
      [
        `== ${title}`,
        '',
        ...listing('open()', 'Opens the gate.'),
        ...listing('close()', 'Shuts the gate.'),
        `The gate shuts as ${reference} shows.`,
      ].join('\n');
    const source = memorySource({
      'ch01.adoc': chapter('Gates', '<<CO2-1>>'),
      'ch02.adoc': chapter('Fences', '<<CO1-1>>'),
    });
    const model = await buildBookModel(
      source,
      { files: ['ch01.adoc', 'ch02.adoc'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const [gates, fences] = model.divisions.map((d) => d.html);
    expect(gates).toMatch(/close\(\) <b class="conum" id="CO2-1">1<\/b>/);
    expect(gates).toContain('as <a data-type="xref" href="#CO2-1"><b class="conum">1</b></a> shows');
    // The second file's CO1-1 is its own, renamed where the first file has one.
    const ownId = /open\(\) <b class="conum" id="([^"]+)">1<\/b>/.exec(fences!)?.[1];
    expect(ownId).toMatch(/^CO1-1./);
    expect(fences).toContain(`as <a data-type="xref" href="#${ownId}"><b class="conum">1</b></a> shows`);
  });
});
