import { ProseWordCount, proseLanguage } from './prose-language';

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

  it("reads counts merged from parts as the parts read together (a section takes its subsections' counts)", () => {
    const german = 'Die Glasur wird mit Wasser gemischt und ist nach einem Tag für den Ofen bereit. ';
    const countOf = (text: string) => {
      const count = new ProseWordCount();
      count.add(text);
      return count;
    };
    const [short, long] = [countOf(englishSentence), countOf(german.repeat(12))];
    expect(short.language()).toBeUndefined();
    short.merge(long);
    expect(short.language()).toBe(proseLanguage(`${englishSentence} ${german.repeat(12)}`));
    expect(short.language()).toBe('de');
  });

  it('counts a long text seen before as it counted it the first time (sections are read again at every render)', () => {
    const german = 'Die Glasur wird mit Wasser gemischt und ist nach einem Tag für den Ofen bereit. '.repeat(
      12,
    );
    const once = new ProseWordCount();
    once.add(german);
    const twice = new ProseWordCount();
    twice.add(german);
    twice.add(german);
    expect(twice.language()).toBe('de');
    // Merged in, never shared: the second count holds both texts' words, the first one text's.
    const joined = new ProseWordCount();
    joined.add(`${englishSentence.repeat(6)}`);
    joined.merge(once);
    expect(joined.language()).toBe(proseLanguage(`${englishSentence.repeat(6)} ${german}`));
    expect(once.language()).toBe('de');
    expect(proseLanguage(`${german}`)).toBe('de');
  });

  it('counts an address inside a long run of other characters as no words, wherever the run starts', () => {
    const addresses = Array.from({ length: 60 }, (_, i) => `(see:https://example.org/${i}/com/de/und)`).join(
      ' ',
    );
    expect(proseLanguage(addresses)).toBeUndefined();
    expect(proseLanguage(`${englishSentence.repeat(12)}${addresses}`)).toBe('en');
  });

  it('reads Vietnamese typed with combining tone marks as Vietnamese, as it reads it composed', () => {
    const vietnamese =
      'Cuốn sách này hướng dẫn bạn cách sử dụng ngôn ngữ lập trình Rust để xây dựng các ứng dụng đáng tin cậy. ' +
      'Mỗi chương đều có ví dụ và bài tập của tác giả, và những ví dụ đó không khó với người mới. ';
    expect(proseLanguage(vietnamese.repeat(5))).toBe('vi');
    expect(proseLanguage(vietnamese.normalize('NFD').repeat(5))).toBe('vi');
  });
});
