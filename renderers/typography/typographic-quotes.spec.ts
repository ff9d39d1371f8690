import { typographicQuotes } from './typographic-quotes';

describe('typographicQuotes', () => {
  it('sets an apostrophe between letters and a pair of double quotes as the text around them is set', () => {
    expect(typographicQuotes('A Gardener\'s "Little" Almanac, \'90s Edition')).toBe(
      "A Gardener’s “Little” Almanac, '90s Edition",
    );
    expect(typographicQuotes('Rock ’n’ Roll: Already “Set”')).toBe('Rock ’n’ Roll: Already “Set”');
    expect(typographicQuotes('A 12" Record')).toBe('A 12" Record');
  });
});
