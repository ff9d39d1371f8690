import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck, tool } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-task-lists');

describe('GitHub task lists in Markdown (- [ ] to do, - [x] done)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/moving', 'octavo-task-lists-');

  it('HTML: each task has a box, ticked when done and named for screen readers; its marker is not printed', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = [...zip.entries()].find(([name]) => name.endsWith('.html') && name !== 'index.html')![1];
    const html = page.toString('utf8');
    expect(html).toContain(
      '<li class="task-list-item"><span class="task-box done" role="img" aria-label="done"></span>Books (in six boxes)</li>',
    );
    expect(html).toContain(
      '<li class="task-list-item"><span class="task-box" role="img" aria-label="not done"></span>Kitchen</li>',
    );
    expect(html).toContain('<li><a href="https://example.com">a link</a> first</li>');
    expect(html).not.toMatch(/\[[ x]\]/);
  });

  it('EPUB passes epubcheck with them; the PDF prints no brackets', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
    const pdf = await book.render(renderPdf, 'book.pdf');
    const text = (await tool('pdftotext', [pdf.outFile, '-'])).stdout;
    expect(text).toMatch(/What is packed so far:\s+Books \(in six boxes\)\s+Kitchen\s+Garden tools/);
  }, 120_000);
});

describe('a task’s box is named in the book’s language', () => {
  const boxes = async (lang: string) => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-task-language-'));
    try {
      const source = memorySource({
        'ch.md':
          '# 搬家\n\n- [x] 书\n- [ ] 厨房\n\n<span class="task-box" role="img" aria-label="ticked"></span>\n',
      });
      const outFile = join(dir, 'book.zip');
      await renderHtml({
        source,
        config: { lang, files: ['ch.md'], formats: {} },
        workDir: dir,
        outFile,
        bookName: 'a/b',
      });
      const zip = await readZip(outFile);
      const page = [...zip.entries()].find(([name]) => name.endsWith('.html') && name !== 'index.html')![1];
      return [
        ...page.toString('utf8').matchAll(/class="task-box[^"]*" role="img" aria-label="([^"]*)"/g),
      ].map((m) => m[1]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('zh: 已完成 / 未完成; de: erledigt / nicht erledigt; a box the author named keeps its name', async () => {
    expect(await boxes('zh')).toEqual(['已完成', '未完成', 'ticked']);
    expect(await boxes('de')).toEqual(['erledigt', 'nicht erledigt', 'ticked']);
    expect(await boxes('en')).toEqual(['done', 'not done', 'ticked']);
  });
});
