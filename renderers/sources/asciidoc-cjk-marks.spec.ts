import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe('a single pair of formatting marks beside Chinese, Japanese or Korean letters', () => {
  it('is warned of once a file, at its first pair printed as written, with the others counted', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== 花園',
        '',
        '春天的花園是_最美的_。',
        '',
        '園丁用*剪刀*修剪，用 *水壺* 澆水。',
        '',
        '庭の`ls`コマンド。',
        '',
        '----',
        '程式碼裡的_底線_照原樣。',
        '----',
      ].join('\n'),
    });
    expect(html).toContain('是_最美的_。');
    expect(html).toContain('<strong>水壺</strong>');
    expect(warnings).toEqual([
      'ch.adoc:3: _最美的_ is printed with its _ marks, and so are 2 more pairs in this file (lines 5, 7): ' +
        'Asciidoctor reads a single pair of marks as formatting only where it begins and ends a word, and a ' +
        'Chinese, Japanese or Korean letter beside it continues the word; double the marks (__最美的__), which ' +
        'are read inside a word too',
    ]);
  });

  it('says nothing of doubled marks, marks beside spaces or punctuation, or Latin words with underscores', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== 花園',
        '',
        '春天的花園是__最美的__，「_園丁_」說。',
        '',
        'The file_name_here variable, and 花園 *bold* text.',
      ].join('\n'),
    });
    expect(html).toContain('<em>最美的</em>');
    expect(html).toContain('<em>園丁</em>');
    expect(warnings).toEqual([]);
  });
});
