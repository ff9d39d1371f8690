import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/**
 * As O'Reilly's AsciiDoc books pass HTMLBook through (Programming Bitcoin's ch01 and ch09): an equation division
 * holding MathML written by hand, without display="block", and a one-member `<ul class="simplelist">`.
 */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Targets', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Targets',
    '',
    'The formula for the target:',
    '',
    '++++',
    '<div data-type="equation">',
    '<math xmlns="http://www.w3.org/1998/Math/MathML">',
    '<mi>target</mi>',
    '<mo>=</mo>',
    '<mi>coefficient</mi> <mo>&#215;</mo> <msup><mn>256</mn><mrow><mi>exponent</mi> <mo>–</mo> <mn>3</mn></mrow></msup>',
    '</math>',
    '</div>',
    '++++',
    '',
    'A finite field of order 11:',
    '',
    '++++',
    '<ul class="simplelist">',
    '<li><em>F</em><sub>11</sub> = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}</li>',
    '</ul>',
    '++++',
    '',
    'A bulleted list stays bulleted:',
    '',
    '* one',
  ].join('\n'),
});

interface Looks {
  mathDisplay: string;
  /** Pixels between each token and the next one on the formula's first level (target, =, coefficient, ×). */
  gaps: number[];
  /** The formula's box against its division's: a displayed formula takes the line. */
  mathWidthShare: number;
  listMarkers: string[];
}

function looks(): Looks {
  const math = document.querySelector('[data-type="equation"] math')!;
  const tokens = Array.from(math.children).slice(0, 4);
  const gaps = tokens
    .slice(1)
    .map((token, i) => token.getBoundingClientRect().left - tokens[i].getBoundingClientRect().right);
  return {
    mathDisplay: getComputedStyle(math).display,
    gaps,
    mathWidthShare: math.getBoundingClientRect().width / math.parentElement!.getBoundingClientRect().width,
    listMarkers: Array.from(math.closest('section')!.querySelectorAll('li')).map(
      (li) => getComputedStyle(li).listStyleType,
    ),
  };
}

describe('MathML and simple lists an AsciiDoc book passes through as HTMLBook', () => {
  const book = fixtureSuite(BOOK, 'jimmy/targets', 'octavo-authored-mathml-');

  const expectLooks = ({ looks: found, warnings }: { looks: Looks; warnings: string[] }) => {
    expect(warnings).toEqual([]);
    // Set off as a display (the browser's MathML layout), each operator spaced from its operands.
    expect(found.mathDisplay).toBe('block math');
    expect(found.mathWidthShare).toBeGreaterThan(0.99);
    for (const gap of found.gaps) expect(gap).toBeGreaterThan(2);
    expect(found.listMarkers).toEqual(['none', 'disc']);
  };

  it('EPUB (the paged formats’ stylesheet)', async () => {
    expectLooks(await pageLooks(book, 'epub', looks));
  }, 60_000);

  it('HTML site', async () => {
    expectLooks(await pageLooks(book, 'html', looks));
  }, 60_000);
});
