import { proseLanguage } from './prose-language';

const englishSentence = 'The glaze is mixed with water and left to settle for a day before it is used. ';
const sites = [
  'kilns',
  'glazes',
  'clays',
  'wheels',
  'tools',
  'brushes',
  'moulds',
  'slips',
  'oxides',
  'frits',
];

describe('proseLanguage', () => {
  it('reads plain running text as its language', () => {
    expect(proseLanguage(englishSentence.repeat(12))).toBe('en');
  });

  it('counts no web address, domain or file name as words: a list of sites is in no language', () => {
    const list = Array.from(
      { length: 40 },
      (_, i) => `${sites[i % sites.length]} Supply http://www.${sites[i % sites.length]}${i}.com/ `,
    ).join('\n');
    expect(proseLanguage(list)).toBeUndefined();
    expect(proseLanguage(`${englishSentence.repeat(3)}\n${list}`)).not.toBe('pt');
    expect(proseLanguage('See kilns.com.br, glaze.json and ann@kilns.com. '.repeat(60))).toBeUndefined();
  });
});
