import { JapaneseLetterCount, writesJapanese } from './japanese-text';

function counted(...texts: string[]): JapaneseLetterCount {
  const letters = new JapaneseLetterCount();
  for (const text of texts) letters.add(text);
  return letters;
}

describe('JapaneseLetterCount', () => {
  it('a Japanese sentence, its names in Latin letters, is written in Japanese', () => {
    const letters = counted('GitHub の Pull Request を使って、', '変更を送ります。');
    expect(letters.readsAsJapanese()).toBe(true);
    expect(letters.writtenInJapanese()).toBe(true);
  });

  it('an English text quoting a Japanese name reads as Japanese for glyphs, but is not written in Japanese', () => {
    const letters = counted(
      'The station sign reads キョウト, which visitors photograph. ',
      'Every other word of this chapter is English, and so is the next sentence about timetables.',
    );
    expect(letters.readsAsJapanese()).toBe(true);
    expect(letters.writtenInJapanese()).toBe(false);
  });

  it('Chinese, without kana, is never Japanese', () => {
    expect(counted('铁路博物馆').writtenInJapanese()).toBe(false);
    expect(writesJapanese(undefined, '铁路博物馆')).toBe(false);
  });

  it('letters of other scripts count against Japanese as Latin ones do', () => {
    expect(
      counted('キョウト', 'Киото это город в Японии, известный своими храмами').writtenInJapanese(),
    ).toBe(false);
  });
});
