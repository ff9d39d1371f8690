import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadPlatformConfig } from '../renderers';
import { buildBookOutline } from '../renderers/preview/book-outline';
import { renderChapterPreview } from '../renderers/preview/chapter-preview';
import type { BookSource } from '../renderers/types';
import { ROOT } from './support/octavo-process';
import { BenchRow, printTable, writeResults } from './support/report';

/**
 * Issue 15, item 2: as the author types, the chapter re-renders beside the editor "in under a second for a
 * 30-page chapter". Measured on the corpus book's longest AsciiDoc chapter (its real includes, images and
 * code), the way the editor asks for it: the book's outline is built once per commit and kept, then each
 * keystroke renders the edited text. Reference in the same run: Ruby `asciidoctor` converting the same file to
 * an HTML fragment (no outline, no numbering, no highlighting).
 */
const execFileAsync = promisify(execFile);
const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);
const RUNS = 5;
/** A printed page of the default theme holds about this many words (measured on the corpus PDF). */
const WORDS_PER_PAGE = 330;

function diskSource(dir: string): BookSource {
  return {
    async readFile(path) {
      try {
        return readFileSync(join(dir, path));
      } catch {
        return null;
      }
    },
    async listFiles(folder) {
      try {
        return readdirSync(join(dir, folder), { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => posix.join(folder, entry.name));
      } catch {
        return null;
      }
    },
    async sizeOf(path) {
      try {
        return statSync(join(dir, path)).size;
      } catch {
        return null;
      }
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  if (!existsSync(CORPUS_BUNDLE)) throw new Error(`no corpus bundle at ${CORPUS_BUNDLE}`);
  const dir = mkdtempSync(join(tmpdir(), 'octavo-bench-preview-'));
  try {
    await execFileAsync('git', ['clone', '--quiet', '--branch', 'master', CORPUS_BUNDLE, join(dir, 'book')]);
    const book = join(dir, 'book');
    const source = diskSource(book);
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const chapters = loaded.config.files.filter((file) => /\.(asciidoc|adoc)$/.test(file));
    const longest = chapters
      .map((file) => ({ file, size: statSync(join(book, file)).size }))
      .sort((a, b) => b.size - a.size)[0].file;
    const text = readFileSync(join(book, longest), 'utf8');
    const pages = Math.round(text.split(/\s+/).length / WORDS_PER_PAGE);

    const outlineStart = performance.now();
    const outline = await buildBookOutline(source, loaded.config, 'bench/ethereum');
    const outlineMs = performance.now() - outlineStart;

    const preview = async (edit: number) => {
      const start = performance.now();
      await renderChapterPreview({
        source,
        config: loaded.config,
        path: longest,
        // A keystroke: the text differs on every run, as it does while typing.
        text: `${text}\n\nTyped ${edit}.\n`,
        outline,
        bookName: 'bench/ethereum',
        hrefForFile: (file, id) => `/p/${file}#${id}`,
        hrefForAsset: (file) => `/a/${file}`,
        fontPrefix: '/assets/',
      });
      return performance.now() - start;
    };
    await preview(0);
    const octavo: number[] = [];
    for (let i = 1; i <= RUNS; i++) octavo.push(await preview(i));

    const reference: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await execFileAsync('asciidoctor', ['-s', '-o', '/dev/null', longest], { cwd: book });
      reference.push(performance.now() - start);
    }

    const ms = median(octavo);
    const ref = median(reference);
    const rows: BenchRow[] = [
      {
        metric: `live preview of ${longest} (~${pages} pages), per keystroke`,
        unit: 'ms',
        octavo: ms,
        reference: ref,
        ratio: ms / ref,
        target: '< 1000 ms for a 30-page chapter',
        pass: ms < 1000,
        notes: `median of ${RUNS}; reference: Ruby asciidoctor -s on the same file, median of ${RUNS}`,
      },
      {
        metric: 'book outline, once per commit',
        unit: 'ms',
        octavo: outlineMs,
        reference: null,
        ratio: null,
        target: 'kept per commit',
        pass: null,
      },
    ];
    printTable(rows);
    writeResults('preview', rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
