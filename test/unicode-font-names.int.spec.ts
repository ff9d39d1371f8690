import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

/**
 * A sans face whose name ends in "Unicode" (an SVG formula's `font-family="Lucida Sans Unicode"`, as svgmath wrote
 * it in The Nature of Code's Atlas chapters; `Arial Unicode MS` in text pasted from a web page) was taken for a
 * code font, "code" being in its name: its letters printed in Octavo Mono. "Code" counts only as a word of its own.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'unicode-font-names');

const advice = (font: string, where: string, standIn: string) =>
  `the font "${font}" named in a ${where} attribute is not shipped with Octavo or the book; ${standIn} is used ` +
  'instead. Remove the font from the markup (text pasted from a web page keeps its fonts), or add its font file ' +
  'to the repository with an @font-face rule in the theme';

describe('Fonts whose name holds "code" inside a word (Lucida Sans Unicode, Arial Unicode MS)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/glyph-shelf', 'octavo-unicode-font-names-');

  it('epub: the sans faces become Octavo Sans, a code font Octavo Mono', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      `ch01.html:4: ${advice('Arial Unicode MS', 'style', 'Octavo Sans')}`,
      `ch01.html:6: ${advice('Lucida Sans Unicode', 'font-family', 'Octavo Sans')}`,
      `ch01.html:8: ${advice('Fira Code', 'style', 'Octavo Mono')}`,
      // The pasted span's web page text size, left out: test/pasted-page-colours.int.spec.ts.
      expect.stringMatching(/^ch01\.html:4: the style attribute's "font-size: 15px" is the text size /),
    ]);
    const zip = await readZip(outFile);
    const page = [...zip.entries()]
      .find(([name, bytes]) => name.endsWith('.xhtml') && bytes.includes('Every shelf'))![1]
      .toString('utf8');
    expect(page).toMatch(/<span style="font-family: &quot;Octavo Sans&quot;[^"]*">Every shelf/);
    expect(page).toMatch(/<text font-family="&quot;Octavo Sans&quot;[^"]*"/);
    expect(page).toMatch(/<code style="font-family: &quot;Octavo Mono&quot;[^"]*">print --shelf 4/);
  });
});
