import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { foreignFonts } from './support/pdf-checks';
import { fixtureSuite } from './support/render-fixture';

/**
 * HTMLBook with fonts in its markup, as text pasted into Atlas's editor from a web page keeps them (Kids Code
 * Python, CaitlinStone/kids-code-python---draft: `<span style="font-family: Georgia, serif; …">`), and an inline
 * SVG naming its own font. Chromium printed that text in a system font (Liberation Serif) and embedded it: the
 * book looked different on each machine. The shipped family of the same kind stands in, said once a font.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'pasted-fonts');
const source = directorySource(FIXTURE);

const advice =
  'is not shipped with Octavo or the book; Octavo Serif is used instead. Remove the font from the markup ' +
  '(text pasted from a web page keeps its fonts), or add its font file to the repository with an @font-face ' +
  'rule in the theme';

describe('Fonts named in a book’s markup (style and font-family attributes)', () => {
  const book = fixtureSuite(source, 'ann/window-box', 'octavo-inline-fonts-');

  it('pdf: only shipped fonts are embedded; each font named is said once, where it is first written', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([
      `ch01.html:5: the font "Georgia" named in a style attribute (here and 1 more time in this file) ${advice}`,
      `ch01.html:10: the font "Verdana" named in a style attribute ${advice.replace('Octavo Serif', 'Octavo Sans')}`,
      // A declaration's families are one choice: one warning.
      'ch01.html:14: the fonts "Helvetica" and "Arial" named in a font-family attribute are not shipped with ' +
        'Octavo or the book; Octavo Sans is used instead. Remove the fonts from the markup (text pasted from a ' +
        'web page keeps its fonts), or add the font file of one to the repository with an @font-face rule in the theme',
      // The same pasted spans' text colour and size: test/pasted-page-colours.int.spec.ts.
      expect.stringMatching(
        /^ch01\.html:5: the style attribute's "color: rgb\(51, 51, 51\)" is the colour of the web page/,
      ),
      expect.stringMatching(
        /^ch01\.html:5: the style attribute's "font-size: 17px" \(here and 1 more time in this file\) is the text size/,
      ),
    ]);
    expect(await foreignFonts(outFile)).toEqual([]);
  });

  it('epub: the markup names the shipped families; what else the style says is kept', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const chapter = [...zip.entries()].find(
      ([name, bytes]) => name.endsWith('.xhtml') && bytes.includes('Window'),
    )!;
    const page = chapter[1].toString('utf8');
    expect(page).not.toMatch(/Georgia|Verdana|Helvetica|Arial/);
    expect(page).toContain('font-family: &quot;Octavo Serif&quot;');
    expect(page).toContain('line-height: 1.5em');
    expect(page).toMatch(/font-family="&quot;Octavo Sans&quot;, [^"]*"/);
  });
});
