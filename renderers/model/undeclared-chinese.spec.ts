import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

const build = async (text: string) => {
  const model = await buildBookModel(
    memorySource({ 'ch01.adoc': text }),
    { files: ['ch01.adoc'], formats: {} },
    { bookName: 'x' },
  );
  return { lang: model.lang, html: model.divisions[0]!.html };
};

describe('a book that declares no language', () => {
  it('written in Traditional Chinese, is zh-Hant: its chapters are 第1章', async () => {
    const { lang, html } = await build(
      ['== 工具', '', '這個花園的門在東邊，我們每天早上從那裡進來，先檢查水管，再開始工作。'].join('\n'),
    );
    expect(lang).toBe('zh-Hant');
    expect(html).toContain('第1章');
  });

  it('written in Simplified Chinese, is zh-Hans', async () => {
    const { lang } = await build(
      ['== 工具', '', '这个花园的门在东边，我们每天早上从那里进来，先检查水管，再开始工作。'].join('\n'),
    );
    expect(lang).toBe('zh-Hans');
  });

  it('written in English, quoting a Chinese name or printing Chinese in code, stays English', async () => {
    const { lang, html } = await build(
      [
        '== Museums',
        '',
        'The sign over the door reads 铁路博物馆, and the guide explains it to every group that visits.',
        '',
        '----',
        '这个花园的门在东边，我们每天早上从那里进来，先检查水管，再开始工作。',
        '----',
      ].join('\n'),
    );
    expect(lang).toBe('en');
    expect(html).toContain('Chapter 1');
  });
});
