import { posix } from 'node:path';
import { parse, type ParseEntry } from 'shell-quote';
import type { BookSource } from '../types';
import { fileExists } from '../paths/file-exists';
import { filesMatching } from './magicbook-files';
import { scriptCommandLines, splitOnce } from './build-script-commands';

/** What an asciidoctor command makes of its document: the screen's HTML, a PDF, an EPUB, or something else. */
export type AsciidoctorOutput = 'html' | 'pdf' | 'epub' | 'other';

/** An asciidoctor command of the book's own build, and the AsciiDoc documents it converts. */
export interface AsciidoctorCommand {
  /** Where the command is written ("Makefile:73"). */
  at: string;
  /** The program run: asciidoctor, asciidoctor-pdf, asciidoctor-epub3. */
  program: string;
  output: AsciidoctorOutput;
  /** The documents it converts, from the repository root, each one there. */
  files: string[];
}

/** The converters' command names (asciidoctorj takes asciidoctor's options). */
const PROGRAM = /^asciidoctor(?:j)?(?:-pdf|-epub3)?$/;
/** One of them as a command word of a shell line. */
const PROGRAM_WORD = /(^|[\s;&|(/@-])asciidoctor(?:j)?(?:-pdf|-epub3)?(\s|$)/;
const ASCIIDOC_FILE = /\.(?:adoc|asciidoc|asc)$/i;
/** asciidoctor's options that take their value as the next word: that word is no document (`-r asciidoctor-diagram`). */
const OPTIONS_WITH_VALUES = new Set([
  '-a',
  '--attribute',
  '-b',
  '--backend',
  '-B',
  '--base-dir',
  '-d',
  '--doctype',
  '-D',
  '--destination-dir',
  '-E',
  '--template-engine',
  '-I',
  '--load-path',
  '-o',
  '--out-file',
  '-r',
  '--require',
  '-R',
  '--source-dir',
  '-S',
  '--safe-mode',
  '-T',
  '--template-dir',
  '--failure-level',
  '--log-level',
]);

/**
 * The asciidoctor commands of the repository's Makefile and shell scripts (theBeamBook's `asciidoctor-pdf …
 * online-book.asciidoc -o $@`), with the documents each converts: what names the master document a book is built
 * from, and which of several is its screen, print or EPUB edition.
 */
export async function asciidoctorCommands(source: BookSource): Promise<AsciidoctorCommand[]> {
  const commands: AsciidoctorCommand[] = [];
  for (const { at, line } of await scriptCommandLines(source, PROGRAM_WORD)) {
    const command = await readCommand(source, line);
    if (command && command.files.length > 0) commands.push({ ...command, at });
  }
  return commands;
}

async function readCommand(
  source: BookSource,
  line: string,
): Promise<Omit<AsciidoctorCommand, 'at'> | undefined> {
  const entries = parse(line, (name) => `$${name}`);
  let folder = '';
  for (let at = 0; at < entries.length; at++) {
    const word = entries[at];
    if (word === 'cd' && typeof entries[at + 1] === 'string') {
      folder = posix.normalize(posix.join(folder, entries[at + 1] as string)).replace(/^\.$/, '');
      continue;
    }
    if (typeof word !== 'string' || !PROGRAM.test(posix.basename(word))) continue;
    return readArguments(source, posix.basename(word), entries.slice(at + 1), folder);
  }
  return undefined;
}

async function readArguments(
  source: BookSource,
  program: string,
  entries: ParseEntry[],
  folder: string,
): Promise<Omit<AsciidoctorCommand, 'at'>> {
  let backend: string | undefined;
  const files: string[] = [];
  const inRepository = (path: string) => posix.normalize(posix.join(folder, path)).replace(/^\.\//, '');
  const add = async (path: string) => {
    if (ASCIIDOC_FILE.test(path) && !files.includes(path) && (await fileExists(source, path)))
      files.push(path);
  };
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at]!;
    if (typeof entry !== 'string') {
      if ('op' in entry && entry.op === 'glob')
        for (const file of await filesMatching(source, inRepository(entry.pattern))) await add(file);
      else if ('op' in entry) break;
      continue;
    }
    const [option, inline] = entry.startsWith('--') ? splitOnce(entry, '=') : [entry, undefined];
    if (!option.startsWith('-')) {
      await add(inRepository(option));
      continue;
    }
    const next = entries[at + 1];
    const value = inline ?? (OPTIONS_WITH_VALUES.has(option) && typeof next === 'string' ? next : undefined);
    if (inline === undefined && OPTIONS_WITH_VALUES.has(option)) at++;
    if ((option === '-b' || option === '--backend') && value !== undefined) backend = value;
  }
  return { program, output: outputOf(program, backend), files };
}

function outputOf(program: string, backend: string | undefined): AsciidoctorOutput {
  if (program.endsWith('-pdf') || backend === 'pdf') return 'pdf';
  if (program.endsWith('-epub3') || backend === 'epub3') return 'epub';
  return backend === undefined || /^x?html5?$/.test(backend) ? 'html' : 'other';
}
