import { escapeAttribute } from '../dom/escape';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { readDirectiveOptions } from './myst-includes';

/** A saved output's data, by MIME type. */
export type OutputData = Record<string, unknown>;

/** The prefix of the MIME types of a value glued with `display=False`: no renderer shows them, the cell prints nothing. */
const GLUE_PREFIX = 'application/papermill.record/';

/**
 * A glued value in a saved output: myst-nb's `glue(name, value)` displays the value with `metadata.scrapbook.name`
 * naming it (its MIME types prefixed with `application/papermill.record/` under `display=False`). The name and
 * the value's data, unprefixed; undefined for any other output.
 */
export function gluedValue(output: {
  metadata?: unknown;
  data?: OutputData;
}): { name: string; data: OutputData } | undefined {
  const scrapbook = (output.metadata as { scrapbook?: { name?: unknown } } | undefined)?.scrapbook;
  if (typeof scrapbook?.name !== 'string' || !output.data) return undefined;
  const data = Object.fromEntries(
    Object.entries(output.data).map(([type, value]) => [
      type.startsWith(GLUE_PREFIX) ? type.slice(GLUE_PREFIX.length) : type,
      value,
    ]),
  );
  return { name: scrapbook.name, data };
}

/** The value glued under `key`, in this notebook or, `doc` given (`other.ipynb::key`), in that one. */
export type GlueLookup = (key: string, doc?: string) => OutputData | undefined;

/** Where a notebook's glue roles and directives name another notebook: `other.ipynb::key`, `:doc: other.ipynb`. */
const OTHER_NOTEBOOK = /\{glue(?::\w*)?\}`([^`]+?)::|\{glue(?::\w*)?\}[^`]*?:doc:[ \t]+([^\s"\\]+)/g;

/** The other notebooks a notebook's JSON pastes glued values from, as written. */
export function notebooksGluedFrom(json: string): string[] {
  if (!json.includes('::') && !json.includes(':doc:')) return [];
  return [...new Set([...json.matchAll(OTHER_NOTEBOOK)].map((match) => (match[1] ?? match[2])!.trim()))];
}

/** How the book prints a glued value where a directive pastes it, as the cell's output would print. */
export interface GluePrinter {
  /** The value as a block (a picture, a table, math, text), as a cell's output prints. */
  block: (data: OutputData) => string | undefined;
  /** A picture as the figure a `{glue:figure}` makes of it, captioned and named. */
  figure: (picture: string, caption: string, name: string | undefined) => string;
}

/** `` {glue:text}`key:.2f` `` and the other glue roles: the role's kind, then its content. */
const GLUE_ROLE = /\{glue(?::(any|text|md|math)?)?\}`([^`]+)`/g;
/** ```` ```{glue:figure} key ```` (or `:::`), its options and caption, up to its closing fence. */
const GLUE_DIRECTIVE =
  /^([ \t]*)(`{3,}|:{3,})\{glue(?::(any|figure|math|md)?)?\}[ \t]+(\S+)[ \t]*\n([\s\S]*?)^\1\2[ \t]*$/gm;

/**
 * A Markdown cell with myst-nb's glue roles and directives replaced by the values the notebook glued under their
 * names, as Jupyter Book pastes them: `{glue:}` the value as its output prints (inline, its text or picture),
 * `{glue:text}` its text, formatted by a Python format spec after the name (`boot_mean:.1f`), `{glue:md}` its
 * Markdown, `{glue:math}` its LaTeX as math; the directives paste it as a block, `{glue:figure}` as a numbered
 * figure. A name glued nowhere in the notebook is printed in its place, with a warning at its line.
 */
export function pasteGlue(
  source: string,
  values: GlueLookup,
  printer: GluePrinter,
  lineOf: (offset: number) => SourceLocation,
  warnings: BookWarning[],
): string {
  if (!source.includes('{glue')) return source;
  const unglued = (written: string, key: string, offset: number): string => {
    const name = /\{glue[^}]*\}/.exec(written)![0];
    warnings.push(
      warning(
        'source',
        lineOf(offset),
        key.includes('::')
          ? `${name} names "${key}", which no output of that notebook glued (or there is no such notebook): the ` +
              'name is printed in its place. Correct the path (from this notebook) or the name, or save that ' +
              'notebook with its outputs'
          : `${name} names "${key}", which no output of this notebook glued: the name is printed in its place. ` +
              `Glue it in a code cell (glue("${key}", value)) and save the notebook with its outputs, or correct the ` +
              "name; a value another notebook glued is named with that notebook's path (other.ipynb::name)",
        key,
      ),
    );
    // As many lines as written, so the lines after it keep their places in the notebook.
    return literal(key) + '\n'.repeat(written.split('\n').length - 1);
  };
  const withBlocks = source.replace(
    GLUE_DIRECTIVE,
    (
      written,
      indent: string,
      _fence,
      kind: string | undefined,
      key: string,
      body: string,
      offset: number,
    ) => {
      const { options, caption } = directiveBody(body);
      const doc = options['doc'];
      const data = values(key, doc);
      if (!data) return unglued(written, doc ? `${doc}::${key}` : key, offset);
      const block =
        kind === 'figure'
          ? figureOf(data, caption, options['name'], printer)
          : kind === 'math'
            ? displayMath(data, options['label'])
            : kind === 'md'
              ? text(data, 'text/markdown')
              : printer.block(data);
      if (block === undefined) return unglued(written, key, offset);
      const lines = written.split('\n').length;
      const printed = `${indent}${block}`.split('\n');
      return [...printed, ...Array<string>(Math.max(0, lines - printed.length)).fill('')].join('\n');
    },
  );
  return withBlocks.replace(
    GLUE_ROLE,
    (written, kind: string | undefined, content: string, offset: number) => {
      const [named, format] = kind === 'text' ? splitFormat(content) : [content.trim(), undefined];
      const at = named.indexOf('::');
      const data = at === -1 ? values(named) : values(named.slice(at + 2), named.slice(0, at));
      const pasted = data && inlineValue(data, kind, format);
      return pasted === undefined ? unglued(written, named, offset) : pasted;
    },
  );
}

/** `key:.2f`: the key, then the format spec after its last colon. */
function splitFormat(content: string): [string, string | undefined] {
  const at = content.lastIndexOf(':');
  return at === -1 ? [content.trim(), undefined] : [content.slice(0, at).trim(), content.slice(at + 1)];
}

/** The picture types a notebook output may hold, in the order one is picked. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];

/** A notebook's multiline string: one string, or the list of its lines. */
export function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.filter((part) => typeof part === 'string').join('') : '';
}

/** A picture kept in a notebook as a data: address; SVG is kept as text there, the others as base64. */
export function dataUri(type: string, value: string): string {
  const base64 = type === 'image/svg+xml' ? Buffer.from(value).toString('base64') : value.replace(/\s+/g, '');
  return `data:${type};base64,${base64}`;
}

function text(data: OutputData, type: string): string | undefined {
  const value = data[type];
  return typeof value === 'string' || Array.isArray(value) ? joined(value) : undefined;
}

/** Text as Markdown prints it, word for word: every punctuation mark escaped. */
function literal(value: string): string {
  return value.replace(/[!-/:-@[-`{-~]/g, (mark) => `\\${mark}`).replace(/\s*\n\s*/g, ' ');
}

function inlineValue(
  data: OutputData,
  kind: string | undefined,
  format: string | undefined,
): string | undefined {
  const plain = text(data, 'text/plain');
  switch (kind) {
    case 'text': {
      if (plain === undefined) return undefined;
      // myst-nb prints a string without the quotes of its repr, a number in the format asked for.
      const value = plain.replace(/^'|'$/g, '');
      return literal(format ? (pythonFormat(value, format) ?? value) : value);
    }
    case 'md':
      return text(data, 'text/markdown');
    case 'math': {
      const latex = text(data, 'text/latex');
      return latex === undefined ? undefined : `{math}\`${withoutDollars(latex)}\``;
    }
  }
  const picture = IMAGE_TYPES.find((type) => data[type] !== undefined);
  if (picture) return `<img src="${pictureAddress(data, picture)}" alt="">`;
  const latex = text(data, 'text/latex');
  if (latex !== undefined) return `{math}\`${withoutDollars(latex)}\``;
  return plain === undefined ? undefined : literal(plain);
}

function pictureAddress(data: OutputData, type: string): string {
  return escapeAttribute(dataUri(type, joined(data[type])));
}

function withoutDollars(latex: string): string {
  return latex
    .trim()
    .replace(/^\$\$?([\s\S]*?)\$?\$$/, '$1')
    .trim();
}

function displayMath(data: OutputData, label: string | undefined): string | undefined {
  const latex = text(data, 'text/latex');
  if (latex === undefined) return undefined;
  return ['```{math}', ...(label ? [`:label: ${label}`] : []), withoutDollars(latex), '```'].join('\n');
}

function figureOf(
  data: OutputData,
  caption: string,
  name: string | undefined,
  printer: GluePrinter,
): string | undefined {
  const picture = IMAGE_TYPES.find((type) => data[type] !== undefined);
  const pasted = picture ? `<img src="${pictureAddress(data, picture)}" alt="">` : printer.block(data);
  return pasted === undefined ? undefined : printer.figure(pasted, caption, name);
}

/** A directive's `:name: value` options, then its text. */
function directiveBody(body: string): { options: Record<string, string>; caption: string } {
  const lines = body.split('\n');
  const { options, next } = readDirectiveOptions(lines, 0);
  return { options, caption: lines.slice(next).join('\n').trim() };
}

/**
 * A number formatted as Python's format spec asks (`.2f`, `,.0f`, `.1%`, `.3e`, `+.1f`, `d`), as `{glue:text}`
 * formats it; undefined when the value is no number or the spec is not one of those.
 */
export function pythonFormat(value: string, spec: string): string | undefined {
  const parsed = /^([+\- ])?(,)?(?:\.(\d+))?([fFeE%gd])?$/.exec(spec.trim());
  const number = Number(value.trim());
  if (!parsed || value.trim() === '' || !Number.isFinite(number)) return undefined;
  const [, sign, grouping, digits, type = 'g'] = parsed;
  const precision = digits === undefined ? undefined : Number(digits);
  let printed: string;
  const magnitude = Math.abs(type === '%' ? number * 100 : number);
  switch (type) {
    case 'f':
    case 'F':
    case '%':
      printed = magnitude.toFixed(precision ?? 6);
      break;
    case 'e':
    case 'E':
      printed = magnitude.toExponential(precision ?? 6).replace(/e([+-])(\d)$/, 'e$10$2');
      if (type === 'E') printed = printed.toUpperCase();
      break;
    case 'd':
      if (!Number.isInteger(number)) return undefined;
      printed = String(magnitude);
      break;
    default:
      printed = String(precision === undefined ? magnitude : Number(magnitude.toPrecision(precision || 1)));
  }
  if (grouping) {
    const [whole, fraction] = printed.split('.');
    printed = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
  }
  const signed = number < 0 || Object.is(number, -0) ? '-' : sign === '+' ? '+' : sign === ' ' ? ' ' : '';
  return `${signed}${printed}${type === '%' ? '%' : ''}`;
}
