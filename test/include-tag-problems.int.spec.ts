import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { decodeEntities } from '../renderers/dom/html-dom';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { tool } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'include-tag-problems');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/tags', 'octavo-include-tags-');

/** Each listing's code, as text. */
const listings = (html: string) =>
  [...html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)].map(([, inner]) =>
    decodeEntities(inner.replace(/<[^>]*>/g, '')).trim(),
  );

/**
 * Tags in an included example that do not pair up (Scaling Python with Dask ends one tag twice, so its example stops
 * at the first end): Asciidoctor reports each, naming the included file's line; Octavo was silent.
 */
describe('Include tags that do not pair up', () => {
  it('are each reported at the include, with the line of the included file and what to do; the code is what Asciidoctor includes', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'ch01.adoc:8: code/loading.py:9 ends tag open_file again (line 6 ended it): the include stops at line 6; ' +
        'remove whichever end::open_file[] line is not meant',
      'ch01.adoc:15: code/loading.py:16 ends tag count_rows while tag inner_loop begun inside it is still open; ' +
        'end inner_loop first',
      'ch01.adoc:22: code/loading.py:19 begins tag summary, which is never ended: the include runs to the end of ' +
        'the file; add end::summary[] where it should stop',
    ]);

    const ruby = await tool('asciidoctor', ['-s', '-o', '-', join(FIXTURE, 'ch01.adoc')]);
    // The same three, at the same lines: Asciidoctor's own words are "unexpected end tag", "mismatched end tag" and
    // "detected unclosed tag".
    const reported = [...ruby.stderr.matchAll(/line (\d+): .*? tag .*?at line (\d+) of include file/g)].map(
      ([, include, line]) => `ch01.adoc:${include}: code/loading.py:${line}`,
    );
    expect(warnings.map((w) => w.split(' ')[0] + ' ' + w.split(' ')[1])).toEqual(reported);

    const site = await readZip(outFile);
    expect(listings(site.get('ch01.html')!.toString())).toEqual(listings(ruby.stdout));
  });
});
