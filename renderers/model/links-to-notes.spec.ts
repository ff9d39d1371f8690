import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { ElementNode, parseHtml, serializeHtml } from '../dom/html-dom';
import { footnotesToEndnotes } from '../html/footnotes-to-endnotes';
import { formatWarning } from '../warnings';

const config = (files: string[]) => ({ files, formats: {} });

// Scaling Python with Dask's table of libraries (ch08.asciidoc): the note on dask-cuda, "a" by hand on the others.
const TABLE = [
  '== Tools',
  '',
  '.Libraries',
  '|===',
  '|Kind |Libraries',
  '|Arrays a|',
  '* _dask-cuda_:pass:[<span data-type="footnote" id="covered_note">Covered in this book.</span>] CUDA clusters',
  '* _cuPY_:pass:[<sup><a class="tablefootnote" href="#covered_note">a</a></sup>] GPU arrays',
  '* _cuDF_:pass:[<sup><a class="tablefootnote" href="#covered_note">a</a></sup>] GPU frames',
  '|===',
  '',
  'A later note.footnote:[Only one machine is needed to start.]',
  '',
].join('\n');

describe("a table's note its author marks by hand", () => {
  it("keeps the author's mark at every reference and sets the note under the table, out of the chapter's numbers", async () => {
    const model = await buildBookModel(memorySource({ 'ch01.adoc': TABLE }), config(['ch01.adoc']), {
      bookName: 'ann/dask',
    });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html.match(/<sup><a class="tablefootnote" href="#covered_note">a<\/a><\/sup>/g)).toHaveLength(3);
    expect(html).toMatch(
      /<\/table>\s*<div class="table-notes"><p id="covered_note" class="table-note"><sup>a<\/sup> Covered in this book\.<\/p><\/div>/,
    );
    // The chapter's own note is its first.
    const division = parseHtml(`<section>${html}</section>`)[0] as ElementNode;
    footnotesToEndnotes(division, 'ch01', { backToText: 'Back to text' });
    const page = serializeHtml([division]);
    expect(page).toContain('<a href="#ch01-fn1" id="ch01-fnref1" class="footnote-ref">1</a>');
    expect(page).not.toContain('ch01-fn2');
  });

  it('numbers a note referenced with numbers, or outside a table, with the chapter', async () => {
    const numbered = TABLE.replace(/>a<\/a>/g, '>1</a>');
    const model = await buildBookModel(memorySource({ 'ch01.adoc': numbered }), config(['ch01.adoc']), {
      bookName: 'ann/dask',
    });
    expect(model.divisions[0]!.html).not.toContain('table-notes');
    expect(model.divisions[0]!.html).toContain('data-type="footnoteref"');
  });
});
