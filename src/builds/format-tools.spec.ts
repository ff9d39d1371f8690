import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectFormatTools, missingDrawingTools, pinToolPaths, unavailableText } from './format-tools';

/** A directory of programs for PATH (empty scripts: only their presence and mode matter here). */
function binDir(names: string[], mode = 0o755): string {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-tools-'));
  for (const name of names) {
    writeFileSync(join(dir, name), '#!/bin/sh\n');
    chmodSync(join(dir, name), mode);
  }
  return dir;
}

const byFormat = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(detectFormatTools(env).map((t) => [t.format, t]));

describe('detectFormatTools', () => {
  it('finds Chromium and ebook-convert on PATH; epub, html and platform need nothing', () => {
    const tools = byFormat({ PATH: [binDir(['ebook-convert']), binDir(['chromium'])].join(':') });
    expect(Object.keys(tools)).toEqual(['pdf', 'epub', 'mobi', 'html', 'platform']);
    expect(Object.values(tools).every((t) => t.available)).toBe(true);
    expect(tools.pdf).toMatchObject({ tool: 'Chromium', path: expect.stringMatching(/\/chromium$/) });
  });

  it("prefers Chromium's headless shell to the full browser when PATH has both", () => {
    const tools = byFormat({ PATH: [binDir(['chromium']), binDir(['chromium-headless-shell'])].join(':') });
    expect(tools.pdf).toMatchObject({ path: expect.stringMatching(/\/chromium-headless-shell$/) });
  });

  it('says what is missing and how to install it', () => {
    const tools = byFormat({ PATH: binDir(['git']) });
    expect(tools.epub.available).toBe(true);
    expect(tools.mobi).toMatchObject({
      available: false,
      command: 'ebook-convert',
      fix: 'apt-get install calibre',
    });
    expect(tools.pdf).toMatchObject({ available: false, command: 'chromium' });
    if (tools.mobi.available) throw new Error('unreachable');
    expect(unavailableText(tools.mobi)).toBe(
      "Calibre's ebook-convert not found (looked for ebook-convert on PATH) — apt-get install calibre",
    );
  });

  it('needs no Calibre for MOBI when Octavo writes the MOBI itself (OCTAVO_MOBI_WRITER=native)', () => {
    const tools = byFormat({ PATH: binDir(['git']), OCTAVO_MOBI_WRITER: 'native' });
    expect(tools.mobi).toEqual({ format: 'mobi', available: true });
  });

  it('takes another Chromium name, and skips a file that is not executable', () => {
    const tools = byFormat({ PATH: [binDir(['chromium'], 0o644), binDir(['google-chrome'])].join(':') });
    expect(tools.pdf).toMatchObject({ available: true, path: expect.stringMatching(/google-chrome$/) });
  });

  it('uses CHROME_PATH / EBOOK_CONVERT_PATH as given, and says when they name nothing runnable', () => {
    const dir = binDir(['my-chrome']);
    mkdirSync(join(dir, 'a-directory'));
    const tools = byFormat({
      PATH: '',
      CHROME_PATH: join(dir, 'my-chrome'),
      EBOOK_CONVERT_PATH: join(dir, 'a-directory'),
    });
    expect(tools.pdf).toMatchObject({ available: true, path: join(dir, 'my-chrome') });
    expect(tools.mobi).toMatchObject({ available: false });
    if (tools.mobi.available) throw new Error('unreachable');
    expect(tools.mobi.reason).toContain(
      `EBOOK_CONVERT_PATH=${join(dir, 'a-directory')} is not an executable file`,
    );
  });
});

describe('pinToolPaths', () => {
  it('pins the programs found on PATH for the renderers, and leaves a given path alone', () => {
    const dir = binDir(['chromium', 'ebook-convert']);
    const env: NodeJS.ProcessEnv = { PATH: dir, EBOOK_CONVERT_PATH: join(dir, 'ebook-convert') };
    pinToolPaths(env);
    expect(env.CHROME_PATH).toBe(join(dir, 'chromium'));
    expect(env.EBOOK_CONVERT_PATH).toBe(join(dir, 'ebook-convert'));
    const bare: NodeJS.ProcessEnv = { PATH: binDir([]) };
    pinToolPaths(bare);
    expect(bare).not.toHaveProperty('CHROME_PATH');
  });
});

describe('missingDrawingTools', () => {
  it('is empty when Graphviz, ditaa, pdftocairo and Ghostscript are there, and otherwise says what prints as written and how to install it', () => {
    const jar = join(binDir([]), 'ditaa.jar');
    writeFileSync(jar, '');
    const all = ['dot', 'java', 'pdftocairo', 'gs'];
    expect(missingDrawingTools({ PATH: binDir(all), OCTAVO_DITAA_JAR: jar })).toEqual([]);
    expect(missingDrawingTools({ PATH: binDir(all, 0o644), OCTAVO_DITAA_JAR: jar })).toEqual([
      "AsciiDoc [graphviz] diagrams print as their source: Graphviz's dot not found (looked for dot on PATH) — " +
        'apt-get install graphviz',
      "Figures kept as PDF print as their alt text: poppler's pdftocairo not found (looked for pdftocairo on PATH) " +
        '— apt-get install poppler-utils',
      'Figures kept as EPS print as their alt text: Ghostscript not found (looked for gs on PATH) — ' +
        'apt-get install ghostscript',
      'AsciiDoc [ditaa] diagrams print as their source: ditaa not found (looked for java on PATH) — ' +
        'apt-get install ditaa',
    ]);
    expect(missingDrawingTools({ PATH: binDir(all), OCTAVO_DITAA_JAR: `${jar}.gone` })).toEqual([
      `AsciiDoc [ditaa] diagrams print as their source: ditaa not found (looked for ${jar}.gone) — ` +
        'apt-get install ditaa',
    ]);
  });
});
