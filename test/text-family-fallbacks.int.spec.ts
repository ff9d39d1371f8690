import { renderPdf } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { foreignFonts } from './support/pdf-checks';
import { fixtureSuite } from './support/render-fixture';

/**
 * A pronunciation in IPA in the body text, bold and plain: "ɘ" (U+0258) is in the shipped sans family, not in the
 * serif one the body is set in.
 */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Kettles', files: ['ch01.html'] }),
  'ch01.html': [
    '<section data-type="chapter"><h1>Kettles</h1>',
    '<p><strong>kettle - /ˈkɛtɘl/ - noun</strong><br/>a pot for boiling water, said /ˈkɛtɘl/ in some places.</p>',
    '</section>',
  ].join('\n'),
});

describe('a character the body face lacks but another shipped text face has', () => {
  const book = fixtureSuite(BOOK, 'ann/kettles', 'octavo-text-family-fallbacks-');

  it('pdf: is drawn with a shipped face, never a font of the server, and is not warned of', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    expect(await foreignFonts(outFile)).toEqual([]);
  });
});
