import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { KINDLE_OPTIONS } from '../../renderers/mobi/render-mobi';
import { chromiumPath, ebookConvertPath } from '../../renderers/tool-paths';
import { peakSampler, treePss } from './process-tree';

const exec = promisify(execFile);

export interface ReferenceBuild {
  seconds: number;
  /** Largest proportional memory (Pss) of every tool running at once, over their process trees, sampled. */
  peakBytes: number;
  /** Each step's own time, in seconds. */
  steps: Record<string, number>;
}

/**
 * Issue 17, item 7's reference: the book's own tools making the same five formats from the same sources, two
 * at a time (as Octavo's two workers do). PDF: Asciidoctor's one-page HTML of the book printed by headless
 * Chromium (`--print-to-pdf`); EPUB: pandoc on that one-page HTML (its DocBook reader refuses the book's HTML entities); MOBI: `ebook-convert` on that EPUB
 * with Octavo's options; HTML: Asciidoctor on the chapters; source package: `git archive`.
 * `book` is a checkout of an Atlas book whose atlas.json lists AsciiDoc chapters.
 */
export async function referenceBuild(book: string, out: string): Promise<ReferenceBuild> {
  mkdirSync(out, { recursive: true });
  const atlas = JSON.parse(readFileSync(join(book, 'atlas.json'), 'utf8')) as {
    title?: string;
    files: string[];
  };
  const chapters = atlas.files.filter((file) => /\.(asciidoc|adoc)$/.test(file));
  const master = join(book, 'octavo-reference-book.adoc');
  writeFileSync(
    master,
    `= ${atlas.title ?? 'Book'}\n:doctype: book\n\n` +
      chapters.map((file) => `include::${file}[]\n`).join('\n'),
  );
  const steps: Record<string, number> = {};
  const step = async (name: string, command: string, args: string[]) => {
    const start = performance.now();
    await exec(command, args, { cwd: book, maxBuffer: 64 * 1024 * 1024 });
    steps[name] = (performance.now() - start) / 1000;
  };
  // Beside the chapters, so the images' relative paths resolve for Chromium and pandoc as for Asciidoctor.
  const bookHtml = join(book, 'octavo-reference-book.html');
  const epub = join(out, 'book.epub');
  let oneHtml: Promise<void> | undefined;
  /** Asciidoctor's one-page HTML of the book, which the PDF and EPUB steps both read: made once. */
  const bookAsOneHtml = () =>
    (oneHtml ??= step('asciidoctor (one HTML of the book)', 'asciidoctor', ['-o', bookHtml, master]));
  const jobs: (() => Promise<void>)[] = [
    async () => {
      await bookAsOneHtml();
      await step('pdf: chromium --print-to-pdf', chromiumPath(), [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${join(out, 'chromium-profile')}`,
        `--print-to-pdf=${join(out, 'book.pdf')}`,
        `file://${bookHtml}`,
      ]);
    },
    async () => {
      await step('html: asciidoctor', 'asciidoctor', ['-D', join(out, 'html'), ...chapters]);
      await step('source: git archive', 'git', [
        'archive',
        '--format=zip',
        '-o',
        join(out, 'source.zip'),
        'HEAD',
      ]);
      await bookAsOneHtml();
      await step('epub: pandoc', 'pandoc', [
        '-f',
        'html',
        '-t',
        'epub3',
        `--resource-path=${book}`,
        '-o',
        epub,
        bookHtml,
      ]);
      await step('mobi: ebook-convert', ebookConvertPath(), [
        epub,
        join(out, 'book.mobi'),
        ...KINDLE_OPTIONS,
      ]);
    },
  ];
  const own = process.pid;
  // The tools only: everything below this process, not the bench itself.
  const memory = peakSampler(() => treePss(own, { withRoot: false }));
  const start = performance.now();
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { seconds, peakBytes: memory.stop(), steps };
}
