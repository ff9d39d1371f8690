import { writesTraditionalChinese } from './traditional-chinese';

describe('writesTraditionalChinese', () => {
  it('is true for tags whose likely script is Han Traditional', () => {
    for (const lang of ['zh-Hant', 'zh-TW', 'zh_HK', 'zh-MO', 'yue', 'zh-Hant-CN']) {
      expect([lang, writesTraditionalChinese(lang)]).toEqual([lang, true]);
    }
  });

  it('is false for Simplified Chinese, other languages and tags it cannot read', () => {
    for (const lang of ['zh', 'zh-CN', 'zh-Hans-HK', 'ja', 'en', '', 'not a tag!', undefined]) {
      expect([lang, writesTraditionalChinese(lang)]).toEqual([lang, false]);
    }
  });
});
