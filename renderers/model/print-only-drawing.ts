import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extensionOf } from '../paths/repo-path';
import { rasterHeaderOf } from '../limits/image-signature';
import { runLimited } from '../process/run-limited';
import { isExecutableFile } from '../tool-paths';

export type DrawnFigure = { ok: true; png: Buffer; width: number } | { ok: false; reason: string };

/** Print resolution: a figure drawn at 300 pixels an inch prints as sharp as a print toolchain's own. */
const DPI = 300;
/** A CSS pixel is 1/96 inch: a figure is shown at the size its page gives it, as LaTeX and AH Formatter place it. */
const CSS_PIXELS_PER_INCH = 96;
const LIMITS = { timeoutMs: 30_000, memoryBytes: 1024 * 1024 * 1024 };
/** Drawings kept for the process's life, by their bytes: each format's render of a book draws the same figures. */
const KEPT = 128;
const drawn = new Map<string, Promise<DrawnFigure>>();

const PDFTOCAIRO = '/usr/bin/pdftocairo';
const GHOSTSCRIPT = '/usr/bin/gs';

/**
 * A figure only a print toolchain draws (a PDF or EPS file, as books typeset with LaTeX or DocBook keep their
 * drawings) as a PNG picture every format shows: its first page drawn at print resolution by poppler (PDF, and
 * Illustrator files, which are PDF inside) or Ghostscript (EPS and PostScript, cropped to their bounding box), with
 * the width in CSS pixels at which it keeps its own size. Not ok, with why, when the machine has no such tool or the
 * file cannot be drawn.
 */
export function drawPrintOnlyFigure(path: string, data: Buffer): Promise<DrawnFigure> {
  const key = createHash('sha256').update(extensionOf(path)).update(data).digest('hex');
  const kept = drawn.get(key);
  if (kept) return kept;
  const drawing = draw(path, data);
  drawn.set(key, drawing);
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  return drawing;
}

/**
 * A PostScript figure that gives its bounding box but does not say it is encapsulated (`%!PS-Adobe-2.0`, as Graphviz
 * 1.8 wrote the FreeBSD Handbook's diagrams) is cropped to that box as an EPS is: Ghostscript's EPSCrop reads only
 * files whose first line says `EPSF`, and drew the rest as a whole page with the figure in its corner.
 */
export function asEncapsulated(data: Buffer): Buffer {
  const head = data.subarray(0, 4096).toString('latin1');
  const firstLine = /^%!PS-Adobe-\d\.\d[^\r\n]*/.exec(head)?.[0];
  if (!firstLine || /EPSF/.test(firstLine)) return data;
  const end = head.search(/^%%EndComments/m);
  const comments = end < 0 ? head : head.slice(0, end);
  if (!/^%%BoundingBox:\s*-?\d/m.test(comments)) return data;
  return Buffer.concat([Buffer.from(`${firstLine} EPSF-3.0`, 'latin1'), data.subarray(firstLine.length)]);
}

async function draw(path: string, data: Buffer): Promise<DrawnFigure> {
  const extension = extensionOf(path);
  const postscript = extension === '.eps' || extension === '.ps';
  const pdf = extension === '.pdf' || extension === '.ai';
  if (!postscript && !pdf) {
    return { ok: false, reason: `Octavo has no converter for ${extension.slice(1).toUpperCase()} pictures` };
  }
  const tool = postscript ? GHOSTSCRIPT : PDFTOCAIRO;
  if (!isExecutableFile(tool)) {
    return {
      ok: false,
      reason: `${postscript ? 'Ghostscript' : "poppler's pdftocairo"} is not installed on the server`,
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'octavo-figure-'));
  try {
    const input = join(dir, `figure${extension}`);
    await writeFile(input, postscript ? asEncapsulated(data) : data);
    const args = postscript
      ? [
          '-q',
          '-dSAFER',
          '-dBATCH',
          '-dNOPAUSE',
          '-dEPSCrop',
          '-dFirstPage=1',
          '-dLastPage=1',
          '-dTextAlphaBits=4',
          '-dGraphicsAlphaBits=4',
          '-sDEVICE=png16m',
          `-r${DPI}`,
          `-sOutputFile=${join(dir, 'figure.png')}`,
          input,
        ]
      : ['-png', '-singlefile', '-f', '1', '-l', '1', '-r', String(DPI), input, join(dir, 'figure')];
    const ran = await runLimited(tool, args, {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      memoryBytes: LIMITS.memoryBytes,
      signal: AbortSignal.timeout(LIMITS.timeoutMs),
    }).catch((error: unknown) => ({ code: null, output: (error as Error).message }));
    const png = ran.code === 0 ? await readFile(join(dir, 'figure.png')).catch(() => null) : null;
    const header = png ? rasterHeaderOf(png) : null;
    if (!png || !header) {
      // The tool's last word is its verdict ("Error opening PDF file."); warnings it continued past come first.
      const said = ran.output.trim().split('\n').at(-1)?.trim();
      const name = postscript ? 'Ghostscript' : 'pdftocairo';
      return { ok: false, reason: said ? `${name}: ${said}` : `${name} drew nothing` };
    }
    return { ok: true, png, width: Math.max(1, Math.round((header.width * CSS_PIXELS_PER_INCH) / DPI)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
