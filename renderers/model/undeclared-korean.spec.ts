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
  it('written in Korean, naming commands in Latin letters, is ko: its chapters are 제1장, its figures 그림', async () => {
    const { lang, html } = await build(
      [
        '== 정원 가꾸기',
        '',
        '매일 아침 `water --all` 명령으로 화분에 물을 줍니다. 자세한 내용은 <<hose>>에서 설명합니다.',
        '',
        '[[hose]]',
        '.호스 연결',
        'image::hose.png[호스]',
      ].join('\n'),
    );
    expect(lang).toBe('ko');
    expect(html).toContain('제1장');
    expect(html).toMatch(/그림 ?1-1/);
    expect(html).not.toMatch(/Chapter 1|Figure 1-1/);
  });

  it('written in English, quoting a Korean name or printing Korean in code, stays English', async () => {
    const { lang } = await build(
      [
        '== Gardens',
        '',
        'The sign over the gate reads 정원 가게, and the guide explains it to every group that visits.',
        '',
        '----',
        '매일 아침 화분에 물을 주고, 오후에는 잡초를 뽑고, 저녁에는 문을 닫습니다.',
        '----',
      ].join('\n'),
    );
    expect(lang).toBe('en');
  });
});
