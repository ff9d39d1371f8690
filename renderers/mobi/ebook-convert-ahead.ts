import { closeSync, openSync, readSync } from 'node:fs';
import { LimitedOptions, LimitedRun, runLimited, startLimited } from '../process/run-limited';

/*
 * Calibre spends 0.6-0.9 s of a corpus book's `ebook-convert` run (8-9 s) starting Python, importing its modules and
 * loading its plugins before it opens the input. A MOBI render starts Calibre's own runscript that far while the
 * book's EPUB is still being made (on the other core), then hands it the arguments on its standard input.
 */

/** The command that runs Calibre's runscript with its modules loaded ahead of the arguments. */
export interface AheadCommand {
  command: string;
  args: string[];
}

const RUNSCRIPT_IMPORT = 'from calibre.ebooks.conversion.cli import main';
const RUNSCRIPT_LIMIT = 64 * 1024;
const AHEAD_FAILED_EXIT = 97;
const AHEAD_FAILED_MESSAGE = 'Calibre could not be loaded ahead of its input';
export const AHEAD_MARK = '# octavo: ebook-convert started ahead of its input';

const DRIVER = `
${AHEAD_MARK}
import sys, json
try:
    from calibre.ebooks.conversion.cli import main
    from calibre.customize.ui import initialized_plugins
    for _plugin in initialized_plugins():
        pass
    import calibre.ebooks.conversion.plumber
    import calibre.ebooks.conversion.plugins.epub_input
    import calibre.ebooks.conversion.plugins.mobi_output
except Exception as error:
    sys.stderr.write('${AHEAD_FAILED_MESSAGE}: %r\\n' % (error,))
    sys.exit(${AHEAD_FAILED_EXIT})
_line = sys.stdin.readline()
if not _line.strip():
    sys.exit(0)
sys.argv = ['ebook-convert'] + json.loads(_line)
sys.exit(main(sys.argv))
`;

/**
 * The runscript's own set-up (its module and resource paths) followed by the driver above, run by the runscript's
 * interpreter; undefined when `script` is not a Python runscript of Calibre's `ebook-convert` (a frozen binary
 * from Calibre's installer, a wrapper, a fake tool): that converter is run as it is once the EPUB exists.
 */
export function aheadCommand(script: string): AheadCommand | undefined {
  if (script.includes('\0')) return undefined;
  const lines = script.split('\n');
  const shebang = lines[0] ?? '';
  if (!shebang.startsWith('#!') || !/python/.test(shebang)) return undefined;
  const at = lines.findIndex((line) => line.trim() === RUNSCRIPT_IMPORT);
  if (at < 0 || !/^\s*sys\.exit\(main\(\)\)\s*$/.test(lines[at + 1] ?? '')) return undefined;
  const [command, ...interpreterArgs] = shebang.slice(2).trim().split(/\s+/);
  if (!command) return undefined;
  const setUp = lines.slice(1, at).join('\n');
  return { command, args: [...interpreterArgs, '-c', `${setUp}\n${DRIVER}`] };
}

function runscriptText(file: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buffer = Buffer.alloc(RUNSCRIPT_LIMIT);
    const length = readSync(fd, buffer, 0, RUNSCRIPT_LIMIT, 0);
    // A file longer than a runscript is not one.
    return length === RUNSCRIPT_LIMIT ? '' : buffer.subarray(0, length).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Calibre's `ebook-convert`, started before its input exists when it can be. */
export interface EbookConvert {
  /** Converts with these arguments (the input must exist now) and settles when Calibre has exited. */
  convert(args: string[]): Promise<LimitedRun>;
  /** Stops a Calibre still waiting for its arguments; no-op once `convert` has finished. */
  cancel(): void;
}

export function startEbookConvert(converter: string, options: LimitedOptions): EbookConvert {
  const ahead = aheadCommand(runscriptText(converter));
  if (!ahead) return { convert: (args) => runLimited(converter, args, options), cancel: () => undefined };
  const started = startLimited(ahead.command, ahead.args, options);
  return {
    async convert(args) {
      // Calibre started ahead waits for its arguments: gone already, it never got to Calibre's own work.
      const goneBefore = started.exited;
      started.send(`${JSON.stringify(args)}\n`);
      let run: LimitedRun;
      try {
        run = await started.result;
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return runLimited(converter, args, options);
      }
      const notLoaded = run.code === AHEAD_FAILED_EXIT && run.output.includes(AHEAD_FAILED_MESSAGE);
      // 126 and 127: the interpreter could not be run (prlimit and shells say so); Calibre exits 0 or 1.
      const notRun = run.code === 126 || run.code === 127;
      if (notLoaded || notRun || (goneBefore && run.code !== 0)) return runLimited(converter, args, options);
      return run;
    },
    cancel() {
      started.kill();
    },
  };
}
