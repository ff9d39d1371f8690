import { likelyLocale, likelyScript } from './likely-locale';

describe('likelyLocale and likelyScript', () => {
  it('complete a tag, written with hyphens or underscores, by its likely subtags', () => {
    expect(likelyLocale(' zh_TW ')?.toString()).toBe('zh-Hant-TW');
    expect(likelyScript('fa')).toBe('Arab');
    expect(likelyScript('sr-ME')).toBe('Latn');
  });

  it('give nothing for a tag Intl cannot read', () => {
    for (const lang of ['', 'not a tag!']) {
      expect([lang, likelyLocale(lang), likelyScript(lang)]).toEqual([lang, undefined, undefined]);
    }
  });
});
