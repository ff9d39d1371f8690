import { BOOK_CONTENT_CSS } from '../theme/book-style';
import {
  contrastProblems,
  contrastRatio,
  MINIMUM_CONTRAST,
  parseColour,
  stylesheetColours,
} from './colour-contrast';
import { EPUB_CSS } from './epub-style';

const DEFAULTS = stylesheetColours(`${BOOK_CONTENT_CSS}\n${EPUB_CSS}`);

describe('colour contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([255, 255, 255], [0x76, 0x76, 0x76])).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
  });

  it('reads hex, rgb() and the basic names; transparency, variables and other names are unknown', () => {
    expect(parseColour('#4a1010')).toEqual([0x4a, 0x10, 0x10]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    for (const objectName of ['constructor', '__proto__', 'toString'])
      expect(parseColour(objectName)).toBe('unknown');
    expect(parseColour('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColour('rgb(100% 0% 0% / 1)')).toEqual([255, 0, 0]);
    expect(parseColour('Navy')).toEqual([0, 0, 128]);
    expect(parseColour('inherit')).toBe('none');
    expect(parseColour('rgba(0,0,0,0.5)')).toBe('unknown');
    expect(parseColour('#00000080')).toBe('unknown');
    expect(parseColour('var(--ink)')).toBe('unknown');
    expect(parseColour('rebeccapurple')).toBe('unknown');
  });

  it('the default theme: every text colour it sets reads at 4.5:1 or more on every background it sets', () => {
    const backgrounds = [
      { colour: [255, 255, 255] as [number, number, number], rule: 'page' },
      ...DEFAULTS.backgrounds,
    ];
    expect(DEFAULTS.unreadable).toEqual([]);
    expect(DEFAULTS.foregrounds.length).toBeGreaterThan(5);
    const low = DEFAULTS.foregrounds.flatMap((fg) =>
      backgrounds
        .filter((bg) => contrastRatio(fg.colour, bg.colour) < MINIMUM_CONTRAST)
        .map((bg) => `${fg.rule} on ${bg.rule}`),
    );
    expect(low).toEqual([]);
  });

  it("keeps the code colours at 4.5:1 on a book theme's grey listing background as dark as #ccc (Pro Git 2's is #ddd)", () => {
    const code = DEFAULTS.foregrounds.filter((fg) => fg.rule.includes('.hljs-'));
    expect(code.length).toBeGreaterThanOrEqual(6);
    const low = code.filter((fg) => contrastRatio(fg.colour, [0xcc, 0xcc, 0xcc]) < MINIMUM_CONTRAST);
    expect(low.map((fg) => fg.rule)).toEqual([]);
  });

  it('accepts a book theme with dark text, and names the rules of one that is too pale', () => {
    expect(
      contrastProblems(
        stylesheetColours('h1 { color: #4a1010; }\n.x { background: url(a.png) no-repeat }'),
        DEFAULTS,
      ),
    ).toEqual([]);
    expect(
      contrastProblems(
        stylesheetColours(
          '/* grey */ p.aside { color: #999 !important }\n@media print { p { color: #eee } }',
        ),
        DEFAULTS,
      ),
    ).toEqual([
      '`p.aside { color: #999 }` on a white page has a contrast of 2.85:1 (at least 4.5:1 is needed)',
      expect.stringMatching(/^`p\.aside \{ color: #999 \}` on `pre \{ background: #f5f3ee \}`/),
      expect.stringMatching(/^`p\.aside \{ color: #999 \}` on `/),
      expect.stringMatching(/^`p\.aside \{ color: #999 \}` on `/),
      expect.stringMatching(/^`p\.aside \{ color: #999 \}` on `/),
    ]);
  });

  it('measures a rule that sets its own text and background as one pair, and other text on it only where it sits inside', () => {
    const banner = stylesheetColours(
      'td.banner { color: White !important; background-color: Black !important }',
    );
    expect(contrastProblems(banner, DEFAULTS, () => false)).toEqual([]);
    const linked = contrastProblems(
      banner,
      DEFAULTS,
      (outer, inner) => outer === 'td.banner' && inner === 'a',
    );
    expect(linked).toEqual([
      expect.stringMatching(/^`a \{ color: #[0-9a-f]+ \}` on `td\.banner \{ background-color: Black \}`/),
    ]);
    expect(
      contrastProblems(
        stylesheetColours('td.banner { color: #333; background: black }'),
        DEFAULTS,
        () => false,
      ),
    ).toEqual([
      '`td.banner { color: #333 }` on `td.banner { background: black }` has a contrast of 1.66:1 (at least 4.5:1 is needed)',
    ]);
  });

  it('checks the default text against a dark background the theme sets, and gives up on what it cannot read', () => {
    const problems = contrastProblems(
      stylesheetColours('pre { background-color: #222 }\n.x { color: var(--ink) }'),
      DEFAULTS,
    );
    expect(problems[0]).toBe('cannot check the colour in `.x { color: var(--ink) }`');
    expect(problems).toContainEqual(
      expect.stringMatching(/^`body \{ color: #111 \}` on `pre \{ background-color: #222 \}`/),
    );
  });
});
