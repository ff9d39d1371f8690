import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderMobi } from '../renderers';
import { AHEAD_MARK, startEbookConvert } from '../renderers/mobi/ebook-convert-ahead';
import { memorySource } from '../renderers/test-support/memory-source';

const PYTHON = '/usr/bin/python3';

/** Processes started ahead (the driver's mark in their command line) working in `cwd`. */
async function waitingIn(cwd: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes(AHEAD_MARK) && (await readlink(`/proc/${entry}/cwd`)) === cwd)
        found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

async function until<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until one Calibre started ahead works in `cwd`. */
const startedAheadIn = (cwd: string) =>
  until(
    'Calibre started ahead',
    () => waitingIn(cwd),
    (pids) => pids.length === 1,
  );

/** Waits until no Calibre started ahead works in `cwd`; what is left (nothing) is returned. */
const goneFrom = (cwd: string) =>
  until(
    'Calibre gone',
    () => waitingIn(cwd),
    (pids) => pids.length === 0,
  );

/**
 * A Calibre of our own in Calibre's layout (the modules the driver loads ahead), run by a runscript shaped like
 * Debian's: its `main` writes the arguments it was given to the output file, or fails when the input says so.
 */
async function fakeCalibre(dir: string, options: { loadable: boolean }): Promise<string> {
  const pkg = join(dir, 'lib');
  const module = (path: string, text = '') => writeFile(join(pkg, path), text);
  for (const folder of ['calibre/ebooks/conversion/plugins', 'calibre/customize']) {
    await mkdir(join(pkg, folder), { recursive: true });
  }
  for (const init of [
    'calibre',
    'calibre/ebooks',
    'calibre/ebooks/conversion',
    'calibre/ebooks/conversion/plugins',
  ]) {
    await module(`${init}/__init__.py`);
  }
  await module('calibre/customize/__init__.py');
  if (options.loadable)
    await module('calibre/customize/ui.py', 'def initialized_plugins():\n    return iter(())\n');
  await module('calibre/ebooks/conversion/plumber.py');
  await module('calibre/ebooks/conversion/plugins/epub_input.py');
  await module('calibre/ebooks/conversion/plugins/mobi_output.py');
  await module(
    'calibre/ebooks/conversion/cli.py',
    [
      'import json, sys',
      'def main(args=sys.argv):',
      "    if 'fail' in args[1]:",
      "        print('fake calibre: cannot read ' + args[1])",
      '        return 1',
      "    with open(args[2], 'w') as out:",
      "        json.dump({'argv0': sys.argv[0], 'args': args[1:]}, out)",
      "    print('Output saved to ' + args[2])",
      '    return 0',
      '',
    ].join('\n'),
  );
  const runscript = join(dir, 'ebook-convert');
  await writeFile(
    runscript,
    [
      `#!${PYTHON}`,
      'import sys',
      `sys.path.insert(0, ${JSON.stringify(pkg)})`,
      '',
      'from calibre.ebooks.conversion.cli import main',
      'sys.exit(main())',
      '',
    ].join('\n'),
  );
  await chmod(runscript, 0o755);
  return runscript;
}

const describeWithPython = existsSync(PYTHON) ? describe : describe.skip;
if (!existsSync(PYTHON))
  console.warn(`ebook-convert-ahead.int: skipped, no ${PYTHON} (Calibre's runscripts need it)`);

describeWithPython('ebook-convert started ahead of its input (a Calibre runscript, real Python)', () => {
  let dir: string;
  let work: string;
  const options = () => ({ cwd: work, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, memoryBytes: 2e9 });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-calibre-ahead-'));
    work = join(dir, 'work');
    await mkdir(work);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is running before its input exists and converts with the arguments sent later', async () => {
    const calibre = startEbookConvert(await fakeCalibre(dir, { loadable: true }), options());
    await startedAheadIn(work);
    await writeFile(join(work, 'book.epub'), 'epub');
    const run = await calibre.convert(['book.epub', 'book.mobi', '--title', 'Book ‘One’']);
    expect(run.code).toBe(0);
    expect(run.output).toContain('Output saved to book.mobi');
    expect(JSON.parse(await readFile(join(work, 'book.mobi'), 'utf8'))).toEqual({
      argv0: 'ebook-convert',
      args: ['book.epub', 'book.mobi', '--title', 'Book ‘One’'],
    });
    expect(await waitingIn(work)).toEqual([]);
  });

  it("reports Calibre's own failure with its exit code and output", async () => {
    const calibre = startEbookConvert(await fakeCalibre(dir, { loadable: true }), options());
    const run = await calibre.convert(['fail.epub', 'book.mobi']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('fake calibre: cannot read fail.epub');
  });

  it('leaves nothing running when the render stops before the EPUB exists', async () => {
    const calibre = startEbookConvert(await fakeCalibre(dir, { loadable: true }), options());
    await startedAheadIn(work);
    calibre.cancel();
    expect(await goneFrom(work)).toEqual([]);
  });

  it('is stopped when the render is aborted', async () => {
    const abort = new AbortController();
    const calibre = startEbookConvert(await fakeCalibre(dir, { loadable: true }), {
      ...options(),
      signal: abort.signal,
    });
    await startedAheadIn(work);
    abort.abort(new Error('render timed out'));
    expect(await goneFrom(work)).toEqual([]);
    await expect(calibre.convert(['book.epub', 'book.mobi'])).rejects.toThrow('render timed out');
  });

  it('runs the runscript as it is when Calibre cannot be loaded ahead', async () => {
    const calibre = startEbookConvert(await fakeCalibre(dir, { loadable: false }), options());
    await writeFile(join(work, 'book.epub'), 'epub');
    const run = await calibre.convert(['book.epub', 'book.mobi']);
    expect(run.code).toBe(0);
    expect(run.output).not.toContain('could not be loaded ahead');
    expect(JSON.parse(await readFile(join(work, 'book.mobi'), 'utf8')).args).toEqual([
      'book.epub',
      'book.mobi',
    ]);
  });

  it('runs the runscript as it is when its interpreter cannot run the driver', async () => {
    const runscript = await fakeCalibre(dir, { loadable: true });
    // An interpreter that runs scripts but fails on `-c` (a wrapper that only passes files on).
    const shim = join(dir, 'python-shim');
    await writeFile(shim, `#!/bin/sh\n[ "$1" = "-c" ] && exit 127\nexec ${PYTHON} "$@"\n`);
    await chmod(shim, 0o755);
    const script = await readFile(runscript, 'utf8');
    await writeFile(runscript, script.replace(`#!${PYTHON}`, `#!${shim}`));
    const calibre = startEbookConvert(runscript, options());
    await writeFile(join(work, 'book.epub'), 'epub');
    const run = await calibre.convert(['book.epub', 'book.mobi']);
    expect(run.code).toBe(0);
    expect(JSON.parse(await readFile(join(work, 'book.mobi'), 'utf8')).args).toEqual([
      'book.epub',
      'book.mobi',
    ]);
  });

  it('a MOBI render that fails before its EPUB exists leaves no Calibre waiting', async () => {
    const source = memorySource({ 'ch01.adoc': '== One\n' });
    source.readFile = () => Promise.reject(new Error('the repository went away'));
    const workDir = join(dir, 'render');
    const previous = process.env.EBOOK_CONVERT_PATH;
    process.env.EBOOK_CONVERT_PATH = await fakeCalibre(dir, { loadable: true });
    try {
      await expect(
        renderMobi({
          source,
          config: { files: ['ch01.adoc'], title: 'Gone', lang: 'en', formats: {} },
          workDir,
          outFile: join(dir, 'book.mobi'),
          bookName: 'ann/gone',
        }),
      ).rejects.toThrow('the repository went away');
    } finally {
      if (previous === undefined) delete process.env.EBOOK_CONVERT_PATH;
      else process.env.EBOOK_CONVERT_PATH = previous;
    }
    expect(await goneFrom(workDir)).toEqual([]);
  });
});
