import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPdf } from '../renderers/pdf/render-pdf';
import { chromiumPath } from '../renderers/pdf/chromium';
import { WarmChromium } from '../renderers/pdf/warm-chromium';
import { memorySource } from '../renderers/test-support/memory-source';

/**
 * A render process keeps one Chromium between its PDF renders (issue 17: launching and closing it was a
 * quarter of a small book's PDF). The PDF is the same bytes as with a Chromium launched for the render; the
 * browser is launched again after anything but a clean finish, when CHROME_PATH leads elsewhere, and ends
 * once idle, its profile folder with it.
 */
const files = {
  'ch01.html':
    '<section data-type="chapter" id="one"><h1>Kept warm</h1><p>A paragraph with a note.' +
    '<span data-type="footnote">The note.</span></p><p>See <a data-type="xref" href="#two">the next chapter</a>.</p></section>',
  'ch02.html':
    '<section data-type="chapter" id="two"><h1>Launched once</h1><p>Another paragraph.</p></section>',
  'cover.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="919"><rect width="700" height="919" fill="#2a4d69"/></svg>',
};
const config = { formats: {}, title: 'Warm', files: ['ch01.html', 'ch02.html'], cover: 'cover.svg' };
/** A book whose print outlasts the 300 ms before the test stops it, however fast the machine. */
const longChapters = Object.fromEntries(
  Array.from({ length: 30 }, (_, i) => [
    `long${i + 1}.html`,
    `<section data-type="chapter" id="long${i + 1}"><h1>Long ${i + 1}</h1>` +
      '<p>A paragraph long enough to fill its lines, set again and again across the page.</p>'.repeat(80) +
      '</section>',
  ]),
);
const longBook = {
  files: { ...files, ...longChapters },
  config: { ...config, files: Object.keys(longChapters) },
};

const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a Chromium kept between renders', () => {
  let dir: string;
  let renders = 0;
  const render = async (chromium?: WarmChromium, signal?: AbortSignal, book = { files, config }) => {
    const name = `r${++renders}`;
    const outFile = join(dir, `${name}.pdf`);
    await renderPdf({
      source: memorySource(book.files),
      config: book.config,
      workDir: join(dir, `work-${name}`),
      outFile,
      bookName: 'ann/warm',
      sourceDate: new Date('2026-01-02T03:04:05Z'),
      ...(chromium ? { chromium } : {}),
      ...(signal ? { signal } : {}),
    });
    return readFile(outFile);
  };
  const profiles = async () => (await readdir(join(dir, 'profiles'))).filter((n) => n.startsWith('kept-'));
  const warm = (idleMs = 60_000) =>
    new WarmChromium({ profileRoot: join(dir, 'profiles'), profilePrefix: 'kept-', idleMs });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-warm-chromium-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves render after render from one launch, each in a page opened while it waited, each PDF the bytes of a render with its own Chromium', async () => {
    const cold = await render();
    const chromium = warm();
    try {
      const first = await render(chromium);
      const pid = chromium.keptPid;
      expect(alive(pid)).toBe(true);
      // Between renders: one blank page, opened for the next render while the browser waits.
      const [ahead, ...others] = await chromium.keptPages();
      expect(others).toEqual([]);
      expect(ahead.url()).toBe('about:blank');
      const second = await render(chromium);
      // The third starts at once, while the page opened for it may still be opening.
      const third = await render(chromium);
      // The second printed in the page opened ahead (its passes' page is closed at the end); one new one waits.
      expect(ahead.isClosed()).toBe(true);
      const [next, ...more] = await chromium.keptPages();
      expect(more).toEqual([]);
      expect(next).not.toBe(ahead);
      expect(next.url()).toBe('about:blank');
      expect(chromium.launches).toBe(1);
      expect(chromium.keptPid).toBe(pid);
      for (const pdf of [first, second, third]) expect(pdf.equals(cold)).toBe(true);
      expect(await profiles()).toHaveLength(1);
    } finally {
      await chromium.close();
    }
    expect(await profiles()).toEqual([]);
  }, 120_000);

  it('launches again after an aborted render (its browser killed) and when CHROME_PATH leads to another executable; ends an idle browser', async () => {
    const link = join(dir, 'chromium');
    const real = chromiumPath();
    await symlink(real, link);
    const before = process.env.CHROME_PATH;
    process.env.CHROME_PATH = link;
    const launched: number[] = [];
    const controller = new AbortController();
    const chromium = new WarmChromium({
      profileRoot: join(dir, 'profiles'),
      profilePrefix: 'kept-',
      idleMs: 1500,
      onLaunch: (pid) => {
        launched.push(pid);
        // The first render is stopped while it prints.
        if (launched.length === 1) setTimeout(() => controller.abort(new Error('stopped')), 300);
      },
    });
    try {
      await expect(render(chromium, controller.signal, longBook)).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 500));
      expect(launched).toHaveLength(1);
      expect(alive(launched[0])).toBe(false);
      expect(chromium.keptPid).toBeUndefined();

      await render(chromium);
      expect(launched).toHaveLength(2);
      // The same browser behind a wrapper script: another file, so another executable.
      await rm(link);
      await writeFile(link, `#!/bin/sh\nexec ${JSON.stringify(real)} "$@"\n`);
      await chmod(link, 0o755);
      await render(chromium);
      expect(launched).toHaveLength(3);
      expect(alive(launched[1])).toBe(false);
      expect(chromium.keptPid).toBe(launched[2]);
      // Ended once idle for 1.5 s: polled, since a browser's exit takes seconds on a loaded machine.
      for (
        let waited = 0;
        (alive(launched[2]) || (await profiles()).length > 0) && waited < 20_000;
        waited += 250
      ) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(alive(launched[2])).toBe(false);
      expect(await profiles()).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = before;
      await chromium.close();
    }
    expect(existsSync(link)).toBe(true);
  }, 120_000);
});
