import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { PlatformConfig } from '../renderers/types';
import { tool } from './support/render-tools';

/**
 * A Chinese book's PDF printed its generated copyright page's line in English ("…, by 张三", "Published by
 * 某出版社."), its bookmarks listed "Copyright", and a viewer's page box called its first page "Cover". They
 * follow `lang` now.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function pdf(lang: string) {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-pdf-language-'));
  try {
    const config: PlatformConfig = {
      title: '花园',
      lang,
      authors: ['张三'],
      publisher: '某出版社',
      cover: 'cover.png',
      files: ['ch.md'],
      formats: {},
    } as PlatformConfig;
    const outFile = join(dir, 'book.pdf');
    await renderPdf({
      source: memorySource({ 'cover.png': PNG, 'ch.md': '# 土壤\n\n文字。\n' }),
      config,
      workDir: dir,
      outFile,
      bookName: 'ann/garden',
    });
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    const labels = (await tool('qpdf', ['--json', '--json-key=pagelabels', outFile])).stdout;
    const outline = (await tool('qpdf', ['--json', '--json-key=outlines', outFile])).stdout;
    const bookmarks = [...outline.matchAll(/"title": "([^"]*)"/g)].map((m) => m[1]);
    return { text, labels, bookmarks };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the PDF’s generated front matter and page labels speak the book’s language', () => {
  it('zh: 花园，张三 著; 某出版社 出版。; 版权页 in the bookmarks; the first page labelled 封面', async () => {
    const { text, labels, bookmarks } = await pdf('zh');
    expect(text).toContain('花园，张三 著');
    expect(text).toContain('某出版社 出版。');
    expect(text).not.toMatch(/, by |Published by/);
    expect(labels).toContain('"/P": "u:封面"');
    expect(labels).not.toContain('Cover');
    expect(bookmarks).toEqual(['花园', '版权页', '目录', '第1章 土壤']);
  });

  it('en: as before', async () => {
    const { text, labels, bookmarks } = await pdf('en');
    expect(text).toContain('花园, by 张三');
    expect(text).toContain('Published by 某出版社.');
    expect(labels).toContain('"/P": "u:Cover"');
    expect(bookmarks).toEqual(['花园', 'Copyright', 'Contents', 'Chapter 1. 土壤']);
  });
});
