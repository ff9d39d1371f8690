import { FrontMatterSplit, splitFrontMatter } from '../sources/markdown-front-matter';
import { posix } from 'node:path';
import { parse, type ParseEntry } from 'shell-quote';
import { sourceFormatOf } from '../paths/source-formats';
import type { BookSource } from '../types';
import { filesMatching } from './magicbook-files';
import { isPipe, scriptCommandLines, splitOnce } from './build-script-commands';
import { isMetadataFile } from './pandoc-metadata-file';

/** pandoc's options that take their value as the next word: that word is no input file (`--template book.html`). */
const OPTIONS_WITH_VALUES = new Set([
  '-o',
  '--output',
  '-f',
  '-r',
  '--from',
  '--read',
  '-t',
  '-w',
  '--to',
  '--write',
  '-d',
  '--defaults',
  '--data-dir',
  '--template',
  '-c',
  '--css',
  '-H',
  '--include-in-header',
  '-B',
  '--include-before-body',
  '-A',
  '--include-after-body',
  '--epub-cover-image',
  '--epub-metadata',
  '--epub-embed-font',
  '--epub-chapter-level',
  '--epub-subdirectory',
  '--metadata-file',
  '-M',
  '--metadata',
  '-V',
  '--variable',
  '--bibliography',
  '--csl',
  '--citation-abbreviations',
  '-F',
  '--filter',
  '-L',
  '--lua-filter',
  '--reference-doc',
  '--resource-path',
  '--highlight-style',
  '--syntax-definition',
  '--pdf-engine',
  '--pdf-engine-opt',
  '--toc-depth',
  '--log',
  '--extract-media',
  '--default-image-extension',
  '-T',
  '--title-prefix',
  '--columns',
  '--tab-stop',
  '--dpi',
  '--wrap',
  '--eol',
  '--shift-heading-level-by',
  '--base-header-level',
  '--indented-code-classes',
  '--id-prefix',
  '--number-offset',
  '--top-level-division',
  '--email-obfuscation',
  '--reference-location',
  '--slide-level',
  '--split-level',
  '--chunk-template',
  '--abbreviations',
  '--request-header',
  '--ipynb-output',
  '--track-changes',
]);

/** `pandoc` as a command word of a shell line. */
const PANDOC_WORD = /(^|[\s;&|(/@-])pandoc(\s|$)/;

interface PandocCommand {
  /** Where the command is written ("Makefile:12"). */
  at: string;
  /** The text it reads, in order. */
  files: string[];
  /** The metadata files it reads (`--metadata-file metadata.yml`, or a `.yaml` input). */
  metadata: string[];
  /** The bibliography files it passes (`--bibliography=refs.bib`). */
  bibliography: string[];
  cover?: string;
  title?: string;
  /** The authors and date of a title block file (`% Title`, `% Authors`, `% Date` in `title.txt`). */
  authors?: string[];
  date?: string;
  /** The folders it reads images from (`--resource-path=book`), from the repository root ('' the root itself). */
  resourcePath?: string[];
}

/**
 * A book built by running pandoc from a Makefile or a shell script (`pandoc -o book.epub $(FILES)`, Zen of Assembly
 * Language) keeps its reading order in that command, and has no platform.json: the refusal writes the platform.json
 * that lists the command's input files in its order, with its cover (`--epub-cover-image`), title (`-M title=…`)
 * and metadata file (`--metadata-file`, listed first). Make variables (`$(FILES)`, `${FILES}`, `+=`, `$(wildcard …)`,
 * `$(shell find …)`), a `cd` before the command, shell globs and `cat FILES | pandoc` are followed; only files the
 * repository has are listed.
 */
export async function pandocCommandFilesHint(source: BookSource): Promise<string> {
  // A command that reads only a metadata file reads no book (the chapters piped to it, or listed by a variable not
  // followed): suggesting that file alone would lose them all.
  const best = bestPandocCommand(
    (await bookPandocCommands(source)).filter((command) => command.files.length > 0),
  );
  if (!best) return '';
  // platform.json has no key of its own for pandoc's metadata file: listed first among the files, it is read as the
  // book's metadata (title, authors, bibliography …) and printed as no page.
  const authors = best.authors ?? [];
  const config = {
    ...(best.title ? { title: best.title } : {}),
    ...(authors.length > 0 ? { author: authors.length === 1 ? authors[0] : authors } : {}),
    ...(best.date ? { date: best.date } : {}),
    files: [...best.metadata, ...best.files],
    ...(best.cover ? { cover: best.cover } : {}),
  };
  const read = best.files.length === 1 ? '1 file' : `${best.files.length} files in this order`;
  return (
    `\nThis repository builds its book with pandoc (${best.at}), whose command reads ${read}` +
    (best.metadata.length === 0
      ? `; a platform.json that lists ${best.files.length === 1 ? 'it' : 'them'}:\n`
      : `, and its metadata from ${best.metadata.join(', ')}; a platform.json that lists them, the metadata ` +
        "first (a listed .yaml file is read as the book's metadata, as pandoc reads --metadata-file):\n") +
    JSON.stringify(config)
  );
}

/** What the pandoc commands of a book's Makefile or scripts say of how pandoc reads the book. */
export interface PandocBuild {
  /** The files the commands read, each once, in the order they are first read. */
  files: string[];
  /**
   * The folders the commands read images from (`--resource-path=book`), from the repository root ('' the root
   * itself), each once; none when no command sets one.
   */
  resourcePath: string[];
}

/**
 * How the book's own pandoc commands read it, when its repository builds it with pandoc from a Makefile or a shell
 * script (Category Theory for Programmers' `pandoc … $(CHAPTERS)`, the RLHF book's `--resource-path=book`).
 */
export async function pandocBuildOf(source: BookSource): Promise<PandocBuild | undefined> {
  const commands = await bookPandocCommands(source);
  if (commands.length === 0) return undefined;
  const files = new Set(commands.flatMap((command) => [...command.metadata, ...command.files]));
  const resourcePath = new Set(commands.flatMap((command) => command.resourcePath ?? []));
  return { files: [...files], resourcePath: [...resourcePath] };
}

/** The pandoc commands of the repository's Makefile and shell scripts at its root that read something of the book. */
async function bookPandocCommands(source: BookSource): Promise<PandocCommand[]> {
  const commands: PandocCommand[] = [];
  for (const { at, line } of await scriptCommandLines(source, PANDOC_WORD)) {
    const command = await readPandocCommand(source, line);
    if (command && command.files.length + command.metadata.length + (command.resourcePath?.length ?? 0) > 0)
      commands.push({ ...command, at });
  }
  return commands;
}

/** The command that reads the most files; of commands reading as many (the HTML and the EPUB target), one with a cover. */
function bestPandocCommand(commands: readonly PandocCommand[]): PandocCommand | undefined {
  let best: PandocCommand | undefined;
  for (const command of commands) {
    const more = command.files.length - (best?.files.length ?? 0);
    if (more > 0 || (more === 0 && command.cover && !best?.cover)) best = command;
  }
  return best;
}

/**
 * The bibliography files the book's own pandoc command passes with `--bibliography` (the RLHF book's Makefile:
 * `--bibliography=book/chapters/bib.bib`), and where that command is written: what a book whose metadata names no
 * bibliography is told to name.
 */
export async function pandocCommandBibliography(
  source: BookSource,
): Promise<{ at: string; files: string[] } | undefined> {
  const commands = await bookPandocCommands(source);
  const best = bestPandocCommand(commands);
  const passing = best?.bibliography.length
    ? best
    : commands.find((command) => command.bibliography.length > 0);
  return passing && { at: passing.at, files: passing.bibliography };
}

/** The input files of the pandoc command on a shell line, relative to the repository root. */
async function readPandocCommand(
  source: BookSource,
  line: string,
): Promise<Omit<PandocCommand, 'at'> | undefined> {
  const entries = parse(line, (name) => `$${name}`);
  let folder = '';
  // `cat FILES | pandoc …`: pandoc reads the files from its standard input (BookFun's Makefile); or `awk '…' FILES`,
  // which wikiti/pandoc-book-template's Makefile runs to put blank lines between them, through filters (`| tee |`).
  let piped: ParseEntry[] = [];
  for (let at = 0; at < entries.length; at++) {
    const word = entries[at];
    if (word === 'cd' && typeof entries[at + 1] === 'string') {
      folder = posix.normalize(posix.join(folder, entries[at + 1] as string)).replace(/^\.$/, '');
      continue;
    }
    const reader = typeof word === 'string' ? posix.basename(word) : undefined;
    if (reader === 'cat' || reader === 'awk') {
      const end = commandEnd(entries, at + 1);
      let pipe = end;
      while (isPipe(entries[pipe]) && !isPandoc(entries[pipe + 1])) pipe = commandEnd(entries, pipe + 1);
      if (isPipe(entries[pipe]) && isPandoc(entries[pipe + 1])) {
        const words = entries.slice(at + 1, end);
        piped = reader === 'awk' ? awkFiles(words) : words.filter((entry) => !isOption(entry));
        at = pipe;
      }
      continue;
    }
    if (typeof word !== 'string' || posix.basename(word) !== 'pandoc') continue;
    return readArguments(source, entries.slice(at + 1), folder, piped);
  }
  return undefined;
}

/** Where the command whose words start at `from` ends: at the next operator, or the line's end. */
function commandEnd(entries: ParseEntry[], from: number): number {
  let end = from;
  while (end < entries.length && !isOperator(entries[end]!)) end++;
  return end;
}

function isPandoc(entry: ParseEntry | undefined): boolean {
  return typeof entry === 'string' && posix.basename(entry) === 'pandoc';
}

function isOption(entry: ParseEntry): boolean {
  return typeof entry === 'string' && entry.startsWith('-');
}

/** awk's options that take their value as the next word (`-F ,`, `-v n=1`, `-f prog.awk`). */
const AWK_OPTIONS_WITH_VALUES = new Set(['-F', '-v', '-f']);

/**
 * The files an awk command reads: its words after the program (the first word that is no option, unless `-f` names
 * a program file), less `name=value` assignments.
 */
function awkFiles(words: ParseEntry[]): ParseEntry[] {
  let program = true;
  const files: ParseEntry[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (typeof word === 'string' && /^-[Fvf]/.test(word)) {
      if (word.startsWith('-f')) program = false;
      if (AWK_OPTIONS_WITH_VALUES.has(word)) at++;
    } else if (isOption(word)) continue;
    else if (program) program = false;
    else if (typeof word !== 'string' || !/^[A-Za-z_]\w*=/.test(word)) files.push(word);
  }
  return files;
}

/** A shell operator (`|`, `&&`, `>`), not a word or a glob. */
function isOperator(entry: ParseEntry): boolean {
  return typeof entry === 'object' && 'op' in entry && entry.op !== 'glob';
}

async function readArguments(
  source: BookSource,
  entries: ParseEntry[],
  folder: string,
  /** What the command's standard input carries: pandoc reads it when given no file, or `-`. */
  piped: ParseEntry[],
): Promise<Omit<PandocCommand, 'at'>> {
  const files: string[] = [];
  const metadata: string[] = [];
  const bibliography: string[] = [];
  let cover: string | undefined;
  let title: string | undefined;
  let titleBlock: Pick<PandocCommand, 'authors' | 'date'> = {};
  const resourcePath: string[] = [];
  let inputs = 0;
  const inRepository = (path: string) => posix.normalize(posix.join(folder, path)).replace(/^\.\//, '');
  const add = async (path: string, file = inRepository(path)) => {
    const list = isMetadataFile(file) ? metadata : sourceFormatOf(file) !== null ? files : undefined;
    if (list && !list.includes(file) && (await exists(source, file))) list.push(file);
    // A text file of pandoc's title block (`% The Little Go Book` over `% Karl Seguin`) gives the book its title,
    // authors and date: Category Theory for Programmers' title.txt names Bartosz Milewski, whom its EPUB lost.
    if (!list && title === undefined) {
      const block = await titleBlockOf(source, file);
      title = block?.title;
      if (block)
        titleBlock = {
          ...(block.authors ? { authors: block.authors } : {}),
          ...(block.date ? { date: block.date } : {}),
        };
    }
  };
  const addInput = async (entry: ParseEntry) => {
    if (typeof entry === 'string') await add(entry);
    else if ('op' in entry && entry.op === 'glob')
      for (const file of await filesMatching(source, inRepository(entry.pattern))) await add(file, file);
  };
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at]!;
    if (typeof entry !== 'string') {
      if (isOperator(entry)) break;
      if ('op' in entry) inputs++;
      await addInput(entry);
      continue;
    }
    const [option, inline] = entry.startsWith('--') ? splitOnce(entry, '=') : [entry, undefined];
    if (option === '-') {
      inputs++;
      for (const input of piped) await addInput(input);
      continue;
    }
    if (!option.startsWith('-')) {
      inputs++;
      await add(option);
      continue;
    }
    // An option's value is no input file (`--metadata-file metadata.yml`, `-o build.pdf`, `--csl style.csl`).
    const value = inline ?? (OPTIONS_WITH_VALUES.has(option) ? valueAt(entries, ++at) : undefined);
    if (value === undefined) continue;
    if (option === '--epub-cover-image' && (await exists(source, inRepository(value))))
      cover = inRepository(value);
    if (option === '--metadata-file') await add(value);
    if (option === '--bibliography' && (await exists(source, inRepository(value))))
      bibliography.push(inRepository(value));
    // pandoc's search path, its folders joined by colons (`.:book`), from where pandoc runs.
    if (option === '--resource-path') {
      for (const folder of value.split(/[:;]/).map((each) => inRepository(each).replace(/^\.$|\/+$/g, '')))
        if (!folder.startsWith('..') && !folder.startsWith('/')) resourcePath.push(folder);
    }
    if ((option === '-M' || option === '--metadata') && /^title[=:]/.test(value)) title = value.slice(6);
  }
  if (inputs === 0) for (const input of piped) await addInput(input);
  return {
    files,
    metadata,
    bibliography,
    ...(cover ? { cover } : {}),
    ...(title ? { title, ...titleBlock } : {}),
    ...(resourcePath.length > 0 ? { resourcePath } : {}),
  };
}

/** The title, authors and date of a pandoc title block a file opens with (`% Title`), when it is one. */
async function titleBlockOf(source: BookSource, file: string): Promise<FrontMatterSplit | undefined> {
  if (!/\.(?:txt|text)$/i.test(file)) return undefined;
  const text = (await source.readFile(file).catch(() => null))?.toString('utf8').replace(/^\uFEFF/, '');
  const split = text?.startsWith('%') ? splitFrontMatter(text) : undefined;
  return split?.title ? split : undefined;
}

function valueAt(entries: ParseEntry[], at: number): string | undefined {
  const entry = entries[at];
  return typeof entry === 'string' ? entry : undefined;
}

async function exists(source: BookSource, path: string): Promise<boolean> {
  return (source.sizeOf ? await source.sizeOf(path) : await source.readFile(path).catch(() => null)) !== null;
}
