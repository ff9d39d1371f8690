import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { declaredImageSize } from '../limits/image-safety';
import { runLimited } from '../process/run-limited';
import type { DrawnDiagram } from './graphviz';

/** Debian's ditaa package (0.10: PNG only). OCTAVO_DITAA_JAR names another. */
const DEBIAN_JAR = '/usr/share/ditaa/ditaa.jar';

/**
 * ditaa draws at this multiple of the size asked for, and the image is shown at the size asked for: print and
 * dense screens get 192 pixels an inch, where asciidoctor-diagram's 96 look blurred.
 */
const DENSITY = 2;

/**
 * A JVM reserves address space far beyond what it uses (its heap's ceiling, class space, code cache): the cap is on
 * what it may reserve, the heap held to a fraction of it.
 */
const LIMITS = { timeoutMs: 120_000, memoryBytes: 4 * 1024 * 1024 * 1024, heap: '512m' };

/** The block attributes asciidoctor-diagram passes to ditaa, as ditaa's options. */
const SWITCHES: ReadonlyArray<{ attribute: string; when: 'true' | 'false'; option: string }> = [
  { attribute: 'separation', when: 'false', option: '--no-separation' },
  { attribute: 'shadows', when: 'false', option: '--no-shadows' },
  { attribute: 'antialias', when: 'false', option: '--no-antialias' },
  { attribute: 'round-corners', when: 'true', option: '--round-corners' },
  { attribute: 'transparent', when: 'true', option: '--transparent' },
  { attribute: 'fixed-slope', when: 'true', option: '--fixed-slope' },
  { attribute: 'debug', when: 'true', option: '--debug' },
];

/** The block attributes a ditaa diagram is drawn with. */
export const DITAA_ATTRIBUTES: readonly string[] = [
  ...SWITCHES.map(({ attribute }) => attribute),
  'scale',
  'tabs',
  'background',
];

/** One diagram to draw: its text and the block's attributes (`separation=false`, `scale=2`). */
export interface DitaaDiagram {
  text: string;
  attributes: Readonly<Record<string, string | undefined>>;
}

function jarPath(): string {
  return process.env.OCTAVO_DITAA_JAR || DEBIAN_JAR;
}

const versions = new Map<string, Promise<string | null>>();

/**
 * "ditaa (/usr/share/ditaa/ditaa.jar, 1716380000000)", or null when ditaa or Java is missing. Found once a
 * process; not having it is asked again each time, so installing it needs no restart.
 */
export async function ditaaVersion(): Promise<string | null> {
  const jar = jarPath();
  const asked =
    versions.get(jar) ??
    (async () => {
      if (!existsSync(jar)) return null;
      const ran = await runLimited('java', ['-version'], {
        cwd: tmpdir(),
        env: process.env,
        memoryBytes: LIMITS.memoryBytes,
      }).catch(() => null);
      if (!ran || ran.code !== 0) return null;
      const { mtimeMs } = await stat(jar);
      return `ditaa (${jar}, ${Math.round(mtimeMs)})`;
    })();
  versions.set(jar, asked);
  const found = await asked;
  if (found === null) versions.delete(jar);
  return found;
}

/** The options one diagram is drawn with: its switches and scale (diagrams drawn together share them). */
function optionsOf(attributes: DitaaDiagram['attributes']): string[] {
  const options = SWITCHES.filter(
    ({ attribute, when }) => attributes[attribute]?.trim().toLowerCase() === when,
  ).map(({ option }) => option);
  const scale = Number(attributes.scale);
  const tabs = Number(attributes.tabs);
  if (Number.isInteger(tabs) && tabs > 0 && tabs <= 16) options.push('--tabs', String(tabs));
  if (/^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i.test(attributes.background ?? ''))
    options.push('--background', attributes.background!);
  return [
    ...options,
    '--scale',
    String(DENSITY * (Number.isFinite(scale) && scale > 0 && scale <= 8 ? scale : 1)),
  ];
}

/**
 * Draws ditaa diagrams as PNG, as asciidoctor-diagram draws them for the book's own toolchain, shown at the size it
 * gives them. Diagrams with the same options are drawn by one run of ditaa (its HTML mode, which draws every
 * `<pre class="textdiagram">` of a page): a JVM's start costs about a second, drawing a diagram a quarter of one.
 * A diagram a shared run did not draw is drawn alone, for ditaa's own complaint about it.
 */
export async function drawDitaa(
  diagrams: readonly DitaaDiagram[],
  signal?: AbortSignal,
): Promise<DrawnDiagram[]> {
  if (diagrams.length === 0) return [];
  if ((await ditaaVersion()) === null) {
    const reason = `ditaa (${jarPath()}, run with Java) is not installed`;
    return diagrams.map(() => ({ ok: false, reason }));
  }
  const drawn: DrawnDiagram[] = new Array(diagrams.length);
  const groups = new Map<string, { options: string[]; indexes: number[] }>();
  diagrams.forEach((diagram, index) => {
    const options = optionsOf(diagram.attributes);
    const key = options.join('\0');
    const group = groups.get(key) ?? { options, indexes: [] };
    group.indexes.push(index);
    groups.set(key, group);
  });
  const dir = await mkdtemp(join(tmpdir(), 'octavo-ditaa-'));
  try {
    for (const { options, indexes } of groups.values()) {
      // HTML mode takes a diagram as the page's text (entities stay as written): one that closes its `pre` is alone.
      const together = indexes.filter((i) => !/<\/pre/i.test(diagrams[i]!.text));
      if (together.length > 1) {
        const page = together
          .map((i) => `<pre class="textdiagram" id="d${i}">\n${diagrams[i]!.text}\n</pre>`)
          .join('\n');
        await writeFile(join(dir, 'page.html'), `<html><body>\n${page}\n</body></html>\n`);
        await run(['--html', join(dir, 'page.html'), join(dir, 'drawn.html'), ...options], dir, signal);
        for (const i of together) {
          const png = await readFile(join(dir, 'images', `d${i}.png`)).catch(() => null);
          if (png) drawn[i] = pngDiagram(png);
        }
      }
      for (const i of indexes.filter((i) => !drawn[i])) {
        await writeFile(join(dir, `alone${i}.txt`), diagrams[i]!.text);
        const ran = await run(
          [join(dir, `alone${i}.txt`), join(dir, `alone${i}.png`), ...options],
          dir,
          signal,
        );
        const png = await readFile(join(dir, `alone${i}.png`)).catch(() => null);
        drawn[i] = png ? pngDiagram(png) : { ok: false, reason: ran.failure ?? ditaaMessage(ran.output) };
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return drawn;
}

function pngDiagram(png: Buffer): DrawnDiagram {
  const width = declaredImageSize(png, 'image/png')?.width ?? 0;
  return { ok: true, png, width: Math.max(1, Math.round(width / DENSITY)) };
}

async function run(
  args: string[],
  cwd: string,
  signal?: AbortSignal,
): Promise<{ output: string; failure?: string }> {
  const timeout = AbortSignal.timeout(LIMITS.timeoutMs);
  const ran = await runLimited(
    'java',
    [
      `-Xmx${LIMITS.heap}`,
      '-Djava.awt.headless=true',
      '-Dfile.encoding=UTF-8',
      '-jar',
      jarPath(),
      '--overwrite',
      ...args,
    ],
    {
      cwd,
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
      memoryBytes: LIMITS.memoryBytes,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    },
  ).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    const failure = timeout.aborted
      ? `ditaa took longer than ${LIMITS.timeoutMs / 1000} s`
      : `Java could not be run: ${(error as Error)?.message ?? error}`;
    return { code: null, output: '', failure };
  });
  return { output: ran.output, ...('failure' in ran ? { failure: ran.failure } : {}) };
}

/** The line of ditaa's output that says what went wrong (it prints a Java exception), or its last line. */
function ditaaMessage(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const exception = lines.find((line) => /Exception|Error/.test(line) && !/^at /.test(line));
  return (exception ?? lines.at(-1) ?? 'ditaa drew nothing').replace(/^Exception in thread "main"\s*/, '');
}
