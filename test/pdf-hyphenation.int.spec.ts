import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const source = directorySource(join(__dirname, 'fixtures', 'books', 'hyphenation'));
const SHY = '\u00ad';

describe('PDF: hyphenated prose', () => {
  const book = fixtureSuite(source, 'ann/field-notes', 'octavo-hyphenation-');

  it('leaves no soft hyphen in the text a reader searches or copies, f-ligature words too', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const { stdout } = await tool('pdftotext', ['-enc', 'UTF-8', outFile, '-']);
    // Chromium drops a soft hyphen it does not break at, but one inside a ligature (dif·fi, baf·fl) stays in the
    // ligature's text: a search for "difficulty" missed "dif\u00adficulty".
    expect([...stdout.matchAll(new RegExp(`\\S*${SHY}\\S*`, 'g'))].map((m) => m[0])).toEqual([]);
    const words = stdout.replace(/-\n/g, '').split(/\s+/);
    for (const word of [
      'difficulty',
      'official',
      'baffled',
      'scaffolding',
      'profitable',
      'magnificent',
      'afterwards',
    ]) {
      expect(words).toContain(word);
    }
  });
});
