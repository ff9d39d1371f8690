import { encodePng, varyingSamples } from '../renderers/test-support/png-encoder';
import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/**
 * An O'Reilly Atlas book sizes its diagrams with roles, `[role="width-50"]`, which its theme honoured. A book audit
 * found them ignored: a diagram drawn for half the text's width printed across all of it, twice the size of the
 * one beside it that was meant to match.
 */
const WIDE = encodePng({ width: 1600, height: 400, colorType: 2, samples: varyingSamples(1600, 400, 3) });

const BOOK = memorySource({
  'atlas.json': JSON.stringify({ title: 'Kites', files: ['ch01.asciidoc'] }),
  'ch01.asciidoc': [
    '== Kites',
    '',
    '.A kite at full width',
    'image::wide.png[A kite]',
    '',
    '[role="width-50"]',
    '.A kite at half the width',
    'image::wide.png[A smaller kite]',
  ].join('\n'),
  'wide.png': WIDE,
});

/** Each figure's image width and its left and right room, in the page. */
function figureBoxes(): { image: number; left: number; right: number }[] {
  return Array.from(document.querySelectorAll('figure img')).map((img) => {
    const box = img.getBoundingClientRect();
    const text = img.closest('section')!.getBoundingClientRect();
    return { image: box.width, left: box.left - text.left, right: text.right - box.right };
  });
}

describe("an Atlas book's width roles size its figures", () => {
  const book = fixtureSuite(BOOK, 'ann/kites', 'octavo-atlas-figure-widths-');

  it('the paged formats (EPUB, the PDF): half the width, centred', async () => {
    const { looks, warnings } = await pageLooks(book, 'epub', figureBoxes);
    expect(warnings).toEqual([]);
    const [full, half] = looks;
    expect(half!.image / full!.image).toBeCloseTo(0.5, 1);
    expect(Math.abs(half!.left - half!.right)).toBeLessThan(2);
  });

  it('the HTML site: the same', async () => {
    const { looks } = await pageLooks(book, 'html', figureBoxes);
    const [full, half] = looks;
    expect(half!.image / full!.image).toBeCloseTo(0.5, 1);
    expect(Math.abs(half!.left - half!.right)).toBeLessThan(2);
  });
});
