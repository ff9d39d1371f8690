import { posix } from 'node:path';
import { load as loadYaml, YAMLException } from 'js-yaml';
import { fileText } from '../config/nearest-book-file';
import { R_EXPRESSION_SCHEMA } from '../sources/r-expression-yaml';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { isRecord, NamedPath } from './citation-settings';

/**
 * What the output formats of an R Markdown book's `_output.yml` pass pandoc of its citations: `pandoc_args` with
 * `--csl` or `--bibliography` (pandoc's command line, which sets the metadata over the book's own), or `csl:` and
 * `bibliography:` among a format's options.
 */
export interface OutputCitationOptions {
  csl?: NamedPath;
  bibliography?: NamedPath[];
}

/** One format's settings, with the line of `_output.yml` each was read from. */
interface FormatCitations {
  format: string;
  csl?: { path: string; line: number };
  bibliography?: { paths: string[]; line: number };
}

/** The HTML formats, whose settings are taken when the book's formats disagree: Octavo makes one book of them all. */
const HTML_FORMAT = /gitbook|html|bs4_book/i;

/**
 * The citation settings of `_output.yml` beside the book's first R Markdown file (where bookdown and rmarkdown run
 * pandoc): the HTML format's when the formats name different ones, with a warning for each other format's.
 */
export async function readOutputCitationOptions(
  files: readonly string[],
  source: BookSource,
  warnings: BookWarning[],
): Promise<OutputCitationOptions> {
  const first = files.find((path) => /\.rmd$/i.test(path));
  if (first === undefined) return {};
  const folder = posix.dirname(first);
  const inFolder = (name: string) => (folder === '.' ? name : posix.join(folder, name));
  let file = inFolder('_output.yml');
  let text = await fileText(source, file);
  if (text === undefined) {
    file = inFolder('_output.yaml');
    text = await fileText(source, file);
  }
  if (text === undefined || !/csl|bibliography/.test(text)) return {};
  let data: unknown;
  try {
    data = loadYaml(text, { schema: R_EXPRESSION_SCHEMA });
  } catch (error) {
    const line = error instanceof YAMLException ? (error.mark?.line ?? 0) + 1 : undefined;
    warnings.push(
      warning(
        'source',
        { file, ...(line ? { line } : {}) },
        `is not YAML (${error instanceof YAMLException ? error.reason : String(error)}), so the citation style ` +
          'and bibliography its formats name are not read: correct it as bookdown would need to read it',
      ),
    );
    return {};
  }
  if (!isRecord(data)) return {};
  const lines = text.split(/\r?\n/);
  const formats = Object.entries(data).map(([format, options]) =>
    formatCitations(format, options, lines, file, warnings),
  );
  const ordered = [
    ...formats.filter(({ format }) => HTML_FORMAT.test(format)),
    ...formats.filter(({ format }) => !HTML_FORMAT.test(format)),
  ];
  const csl = ordered.find((format) => format.csl);
  const bibliography = ordered.find((format) => format.bibliography);
  for (const other of ordered) {
    if (csl?.csl && other.csl && other.csl.path !== csl.csl.path)
      warnings.push(
        disagreement(file, other, csl, 'citation style', other.csl.path, csl.csl.path, other.csl.line),
      );
    const mine = other.bibliography?.paths.join(', ');
    const taken = bibliography?.bibliography?.paths.join(', ');
    if (bibliography && other.bibliography && mine !== taken)
      warnings.push(
        disagreement(file, other, bibliography, 'bibliography', mine!, taken!, other.bibliography.line),
      );
  }
  return {
    ...(csl?.csl ? { csl: { path: csl.csl.path, from: file, line: csl.csl.line } } : {}),
    ...(bibliography?.bibliography
      ? {
          bibliography: bibliography.bibliography.paths.map((path) => ({
            path,
            from: file,
            line: bibliography.bibliography!.line,
          })),
        }
      : {}),
  };
}

function disagreement(
  file: string,
  other: FormatCitations,
  taken: FormatCitations,
  what: string,
  its: string,
  used: string,
  line: number,
): BookWarning {
  return warning(
    'source',
    { file, line },
    `${other.format} names the ${what} ${its}, but ${taken.format} names ${used}, which Octavo uses for every ` +
      `format it makes: name the same ${what} in each format of ${posix.basename(file)}, or move it to the book's ` +
      `YAML front matter`,
    its,
  );
}

function formatCitations(
  format: string,
  options: unknown,
  lines: readonly string[],
  file: string,
  warnings: BookWarning[],
): FormatCitations {
  const found: FormatCitations = { format };
  if (!isRecord(options)) return found;
  const lineOf = (pattern: RegExp) => optionLine(lines, format, pattern);
  const unreadable = (pattern: RegExp, text: string) =>
    warnings.push(warning('source', { file, line: lineOf(pattern) }, text));
  const cslLine = /--csl\b|^\s*csl\s*:/;
  const bibliographyLine = /--bibliography\b|^\s*bibliography\s*:/;

  const args = options['pandoc_args'];
  const list = Array.isArray(args) ? (args as unknown[]) : typeof args === 'string' ? [args] : [];
  if (
    isRecord(args) &&
    typeof args['expression'] === 'string' &&
    /--(?:csl|bibliography)\b/.test(args['expression'])
  )
    unreadable(
      /pandoc_args/,
      `${format}'s pandoc_args is R code (!expr ${args['expression']}), which Octavo does not run, so the citation ` +
        'style or bibliography it names is not read: write the arguments as a YAML list (pandoc_args: ["--csl", ' +
        '"style.csl"])',
    );
  const bibliographies: string[] = [];
  for (let index = 0; index < list.length; index++) {
    const item = list[index];
    if (typeof item !== 'string') continue;
    const option = /^(--csl|--bibliography)(?:=(.*))?$/.exec(item.trim());
    if (!option) continue;
    const inline = option[2];
    const next = inline === undefined ? list[++index] : inline;
    const value = typeof next === 'string' ? next.trim() : '';
    const isCsl = option[1] === '--csl';
    if (value === '' || value.startsWith('-')) {
      if (inline === undefined && value.startsWith('-')) index--;
      unreadable(
        isCsl ? cslLine : bibliographyLine,
        `${format}'s pandoc_args has ${option[1]} without a file after it, so pandoc would stop there: write the ` +
          `file as the next item (${isCsl ? '"--csl", "style.csl"' : '"--bibliography", "book.bib"'}) or as ` +
          `${option[1]}=${isCsl ? 'style.csl' : 'book.bib'}`,
      );
    } else if (isCsl) found.csl = { path: value, line: lineOf(cslLine) };
    else bibliographies.push(value);
  }

  // bookdown's formats pass `csl:` and `bibliography:` on to pandoc as the command line's options do.
  const csl = options['csl'];
  if (!found.csl && csl !== undefined) {
    if (typeof csl === 'string' && csl.trim()) found.csl = { path: csl.trim(), line: lineOf(cslLine) };
    else
      unreadable(
        cslLine,
        `${format}'s csl: is not the name of a style file, so it is not read: write one path (csl: style.csl)`,
      );
  }
  const bibliography = options['bibliography'];
  if (bibliographies.length === 0 && bibliography !== undefined) {
    const named = (Array.isArray(bibliography) ? bibliography : [bibliography]) as unknown[];
    if (named.length > 0 && named.every((item) => typeof item === 'string' && item.trim()))
      bibliographies.push(...named.map((item) => (item as string).trim()));
    else
      unreadable(
        bibliographyLine,
        `${format}'s bibliography: is not a file's path or a list of them, so it is not read: write ` +
          'bibliography: book.bib, or a list of such paths',
      );
  }
  if (bibliographies.length > 0)
    found.bibliography = { paths: bibliographies, line: lineOf(bibliographyLine) };
  return found;
}

/** The line of the first of the format's lines that matches (its own line when none does), counted from 1. */
function optionLine(lines: readonly string[], format: string, pattern: RegExp): number {
  const escaped = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = new RegExp(`^(["']?)${escaped}\\1\\s*:`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return 1;
  for (let index = start + 1; index < lines.length && !/^[^\s#]/.test(lines[index]!); index++)
    if (pattern.test(lines[index]!)) return index + 1;
  return start + 1;
}
