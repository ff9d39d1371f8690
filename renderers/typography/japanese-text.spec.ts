import { CjkLetterCount, writesJapanese } from './japanese-text';

function counted(...texts: string[]): CjkLetterCount {
  const letters = new CjkLetterCount();
  for (const text of texts) letters.add(text);
  return letters;
}

describe('CjkLetterCount', () => {
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

describe('CjkLetterCount.writtenInChinese', () => {
  it('Chinese prose, its names in Latin letters, is written in Chinese, and not in Japanese', () => {
    const letters = counted('我們用 Git 管理這本書的原始檔，', '每次提交都會重新建置。');
    expect(letters.writtenInChinese()).toBe(true);
    expect(letters.writtenInJapanese()).toBe(false);
  });

  it('Japanese, an English text quoting a Chinese name, and Korean quoting ideographs are not', () => {
    expect(counted('GitHub の Pull Request を使って、', '変更を送ります。').writtenInChinese()).toBe(false);
    expect(
      counted(
        'The museum sign reads 铁路博物馆, and every other word of this page is English prose.',
      ).writtenInChinese(),
    ).toBe(false);
    expect(counted('이 정원은 매일 아침 물을 주어야 합니다 (庭園).').writtenInChinese()).toBe(false);
  });
});

describe('CjkLetterCount.writtenInKorean', () => {
  it('Korean prose, its commands in Latin letters and a word in hanja, is written in Korean, not Chinese', () => {
    const letters = counted(
      '우리는 git commit 명령으로 정원의 변경을 기록합니다 (庭園).',
      '매일 아침 물을 줍니다.',
    );
    expect(letters.writtenInKorean()).toBe(true);
    expect(letters.writtenInChinese()).toBe(false);
    expect(letters.writtenInJapanese()).toBe(false);
  });

  it('an English text quoting a Korean name, Chinese and Japanese are not', () => {
    expect(
      counted(
        'The shop sign reads 정원 가게, and every other word of this page is English prose about watering.',
      ).writtenInKorean(),
    ).toBe(false);
    expect(counted('我們用 Git 管理這本書的原始檔，', '每次提交都會重新建置。').writtenInKorean()).toBe(
      false,
    );
    expect(counted('GitHub の Pull Request を使って、', '変更を送ります。').writtenInKorean()).toBe(false);
  });
});
