import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from './chinese-script';
import { CjkLetterCount } from './japanese-text';

function tagOf(...texts: string[]): string {
  const count = new CjkLetterCount();
  for (const text of texts) count.add(text);
  return count.chineseScript();
}

describe('ChineseScriptCount (through CjkLetterCount.chineseScript)', () => {
  it('pairs each traditional character with a different simplified one', () => {
    expect(TRADITIONAL_ONLY.size).toBe(SIMPLIFIED_ONLY.size);
    for (const char of TRADITIONAL_ONLY) expect(SIMPLIFIED_ONLY.has(char)).toBe(false);
  });

  it('reads text in traditional characters as zh-Hant, and in simplified ones as zh-Hans', () => {
    expect(tagOf('這個花園的門在東邊，', '我們每天早上來澆水。')).toBe('zh-Hant');
    expect(tagOf('这个花园的门在东边，', '我们每天早上来浇水。')).toBe('zh-Hans');
  });

  it('reads text without either kind as zh-Hans', () => {
    expect(tagOf('花木')).toBe('zh-Hans');
  });
});
