import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-stacked-anchors');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/pond-keeping', 'octavo-stacked-anchors-');

/**
 * Chapters with two anchors over their title (`[#ch02-fish]` over `[[r_fish_chapter]]`), as Pro Git's translations
 * write every chapter. Asciidoctor keeps only the last id, so every link to the first was removed with a warning of
 * a missing target; now both ids name the chapter, and one warning a stack says Asciidoctor would break them, when
 * some link of the book names the id Asciidoctor drops (a stack nobody links to by that id breaks nothing).
 */
describe('AsciiDoc anchors stacked over one title', () => {
  it('HTML: links to either id land on the chapter; each linked stack is warned of at its line', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ch01\.adoc:1: the anchors \[#ch01-water\] and \[\[r_water_chapter\]\] both name the block below; Asciidoctor keeps only the last, .*== \[\[ch01-water\]\]Title$/,
      ),
      expect.stringMatching(/^ch02\.adoc:1: the anchors \[#ch02-fish\] and \[\[r_fish_chapter\]\]/),
    ]);
    const site = await readZip(outFile);
    const water = site.get('ch01.html')!.toString();
    expect(water).toContain('the subject of <a data-type="xref" href="ch02.html">Chapter 2</a>');
    expect(water).toContain('[[not-an-anchor]]\n[[listing-text]]');
    const fish = site.get('ch02.html')!.toString();
    expect(fish).toContain(
      'the clear water of <a data-type="xref" href="ch01.html">Chapter 1</a> and ' +
        '<a data-type="xref" href="ch01.html">Chapter 1</a>.',
    );
  });
});
