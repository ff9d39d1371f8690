import { BreakPlace } from './break-gaps';
import { staleBreaks } from './stale-breaks';

/** A page's text area of 1,000 CSS pixels: a bottom of 300 leaves 70% of it blank. */
const AREA = 1000;

const place = (
  k: number,
  endPage: number,
  endBottom: number,
  atPage = endPage + 1,
  divisionId = 'ch01',
): BreakPlace => ({
  divisionId,
  k,
  atId: `octavo-break-at-${k}-${divisionId}`,
  endPage,
  endBottom,
  atPage,
});

describe('production breaks a print drops: those leaving the page before them more than half blank', () => {
  it.each([
    ['a break after a page 30% full', [place(0, 4, 300)], ['octavo-break-at-0-ch01']],
    ['a break after a page 60% full', [place(0, 4, 600)], []],
    [
      'a block at the top of a page without its break (the text before it filled the page)',
      [place(0, 4, 300, 4)],
      [],
    ],
  ])('%s', (_, places, stale) => {
    expect(staleBreaks(places, AREA)).toEqual(stale);
  });

  it('drops the next break too when the text moving up leaves its page mostly blank, and stops at one it fills', () => {
    const places = [
      // Text ends 300 px down page 4: dropped, the text from page 5 moves up by 700 px.
      place(0, 4, 300),
      // Its text ends 800 px down page 5 (60% full, kept as printed): moved up, at 1,100, that is 100 px down page 5.
      place(1, 5, 800),
      // Then 100 + 500 = 600 px down: 60% full, kept; the break after it resets the page.
      place(2, 6, 500),
      place(3, 8, 700),
    ];
    expect(staleBreaks(places, AREA)).toEqual(['octavo-break-at-0-ch01', 'octavo-break-at-1-ch01']);
  });

  it("never carries a dropped break's move into the next division, which starts a page of its own", () => {
    const places = [place(0, 4, 300, 5, 'ch01'), place(0, 9, 800, 10, 'ch02')];
    expect(staleBreaks(places, AREA)).toEqual(['octavo-break-at-0-ch01']);
  });
});
