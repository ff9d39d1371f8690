import { stackedMarksCss } from './book-style';

describe('stackedMarksCss: the line height of a book whose script stacks marks over and under its letters', () => {
  it.each([
    ['th', '1.7'],
    ['th-TH', '1.7'],
    ['lo', '1.7'],
    ['my', '1.9'],
    // Shan is written in the Burmese script.
    ['shn', '1.9'],
    ['km', '2.2'],
  ])('%s: body line-height %s', (lang, height) => {
    expect(stackedMarksCss(lang)).toBe(`\nbody { line-height: ${height}; }\n`);
  });

  it.each(['en', 'vi', 'hi', 'ml', 'ja', '', 'not a tag'])('%j: nothing', (lang) => {
    expect(stackedMarksCss(lang)).toBe('');
  });
});
