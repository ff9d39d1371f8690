import { BookWarning, SourceLocation, warning } from '../warnings';
import { upgradeNotebookV3 } from './notebook-v3';
import { escapeAttribute, escapeText } from '../dom/escape';
import { lineAt } from '../math/source-line';
import { formalExample } from './notebook-examples';
import {
  dataUri,
  gluedValue,
  GluePrinter,
  IMAGE_TYPES,
  joined,
  OutputData,
  pasteGlue,
} from './notebook-glue';

/**
 * A Jupyter notebook (nbformat 4, or 3 upgraded as nbformat does) as the Markdown its cells make, so it is read by the Markdown path like any other
 * chapter: Markdown cells as written, code cells as listings in the kernel's language, outputs after them (text as
 * listings, pictures as images, HTML as HTML, LaTeX as math). `lineOf` maps a line of that Markdown to the line of
 * its cell in the notebook's JSON, so warnings name the cell where the author can find it.
 */
export interface NotebookMarkdown {
  text: string;
  lineOf: (line: number) => number;
}

interface Cell {
  cell_type?: unknown;
  source?: unknown;
  /**
   * How Jupyter Book (MyST-NB) shows the cell's pictures: `mystnb` (`render` before MyST-NB 0.14), its `image.alt` the
   * text alternative, its `figure` (`caption`, `name`) a numbered figure a `{ref}` or `{numref}` finds.
   */
  metadata?: { tags?: unknown; mystnb?: CellDisplay; render?: CellDisplay };
  attachments?: Record<string, Record<string, unknown>>;
  outputs?: unknown;
}

interface CellDisplay {
  image?: { alt?: unknown };
  figure?: { caption?: unknown; name?: unknown };
}

interface CellPlace {
  line: number;
  sourceLine?: number;
}

interface Output {
  output_type?: unknown;
  metadata?: unknown;
  text?: unknown;
  data?: Record<string, unknown>;
  /** A stream's: `stdout` or `stderr`. */
  name?: unknown;
  ename?: unknown;
  evalue?: unknown;
  traceback?: unknown;
}

/** Outputs only a running notebook shows: widgets, scripts, a plotting library's own JSON (Plotly, Vega). */
const INTERACTIVE_TYPE = /^application\/(?:javascript|vnd\.)/;
/** A pasted HTML output that draws itself with a script (Plotly, Bokeh, folium): empty without it. */
const SCRIPTED_HTML = /<script\b/i;

/** What a cell's output prints as, or why it prints nothing. */
type OutputBlock = { markdown: string; picture?: boolean } | { interactive: string } | undefined;

export function notebookToMarkdown(
  json: string,
  path: string,
  warnings: BookWarning[],
  /** The notebooks its glue roles name (`other.ipynb::key`), by the path written: their JSON. */
  others: ReadonlyMap<string, string> = new Map(),
): NotebookMarkdown {
  const empty = { text: '', lineOf: () => 1 };
  let notebook: Record<string, unknown> | null;
  try {
    notebook = JSON.parse(json) as Record<string, unknown> | null;
  } catch (error) {
    warnings.push(
      warning(
        'source',
        path,
        `this notebook is not valid JSON (${(error as Error).message}); left out: open and save it in Jupyter`,
      ),
    );
    return empty;
  }
  if (notebook?.nbformat === 3) notebook = { ...upgradeNotebookV3(notebook) };
  else if (notebook?.nbformat !== 4 || !Array.isArray(notebook.cells)) {
    warnings.push(
      warning(
        'source',
        path,
        `this notebook is in nbformat ${String(notebook?.nbformat ?? 'unknown')}, which Octavo does not read (it ` +
          `reads 3 and 4); left out: convert it with "jupyter nbconvert --to notebook --nbformat 4 ${path}" and ` +
          'list the converted file',
      ),
    );
    return empty;
  }
  const places = cellPlaces(json);
  const language = kernelLanguage(notebook.metadata as Record<string, unknown> | undefined);
  const out: string[] = [];
  const lines: number[] = [];
  /** `firstSourceLine`: the JSON line of the block's line `sourceFrom`, the lines after it one a line. */
  const emit = (block: string, line: number, firstSourceLine?: number, sourceFrom = 0) => {
    const blockLines = block.split('\n');
    out.push(...blockLines, '');
    blockLines.forEach((_, i) => {
      const inSource = firstSourceLine !== undefined && i >= sourceFrom && i < blockLines.length - sourceFrom;
      lines.push(inSource ? firstSourceLine + i - sourceFrom : line);
    });
    lines.push(line);
  };
  /** The cell's outputs after its code, as Jupyter Book shows them (less what a printed page cannot run). */
  const printOutputs = (cell: Cell, tags: unknown[], line: number): void => {
    if (tags.includes('remove-output') || tags.includes('hide-output')) return;
    const display = cell.metadata?.mystnb ?? cell.metadata?.render;
    const alt = display?.image?.alt;
    let figure = display?.figure;
    let unnamedPictures = 0;
    for (const output of Array.isArray(cell.outputs) ? (cell.outputs as Output[]) : []) {
      const block = outputMarkdown(output, typeof alt === 'string' ? alt : '');
      if (block && 'interactive' in block) {
        warnings.push(
          warning(
            'script-removed',
            { file: path, line },
            `this cell's output is interactive (${block.interactive}), which a book cannot run; left out: display ` +
              "a static picture of it instead (the plotting library's image export, shown with " +
              'IPython.display.Image), or tag the cell remove-output',
          ),
        );
      } else if (block) {
        if (block.picture && typeof alt !== 'string') unnamedPictures++;
        // The first picture is the figure (one id, one number), as MyST-NB's figure wraps the cell's image.
        if (block.picture && figure) {
          emit(figureMarkdown(block.markdown, figure), line);
          figure = undefined;
        } else emit(block.markdown, line);
      }
    }
    if (unnamedPictures > 0) warnings.push(missingOutputAltWarning({ file: path, line }, unnamedPictures));
  };
  const own = gluedValues(notebook.cells as Cell[]);
  const fromOthers = new Map([...others].map(([doc, other]) => [doc, gluedValues(cellsOf(other))]));
  const glued = (key: string, doc?: string) => (doc === undefined ? own : fromOthers.get(doc))?.get(key);
  const unsaved = { cells: 0, firstLine: 0, withOutputs: 0 };
  (notebook.cells as Cell[]).forEach((cell, index) => {
    const { line, sourceLine } = places[index] ?? { line: 1 };
    const tags = Array.isArray(cell.metadata?.tags) ? (cell.metadata.tags as unknown[]) : [];
    if (tags.includes('remove-cell')) return;
    const source = joined(cell.source);
    if (cell.cell_type === 'code' && source.trim() !== '') {
      if (unsaved.cells++ === 0) unsaved.firstLine = line;
      if (Array.isArray(cell.outputs) && cell.outputs.length > 0) unsaved.withOutputs++;
    }
    if (cell.cell_type === 'markdown') {
      const lineOf = (offset: number) => ({
        file: path,
        line: sourceLine === undefined ? line : sourceLine + lineAt(source, offset) - 1,
      });
      const pasted = pasteGlue(source, glued, GLUE_PRINTER, lineOf, warnings);
      emit(withAttachments(pasted, cell.attachments, path, line, warnings), line, sourceLine);
      return;
    }
    if (cell.cell_type !== 'code') return; // raw cells are for nbconvert's own output formats
    const example = tags.includes('example') ? formalExample(source) : undefined;
    if (tags.includes('example') && !example) {
      warnings.push(
        warning(
          'source',
          { file: path, line },
          "this cell is tagged example, but its code does not open with two comment lines, the example's id and " +
            "then its title (# example_id, # A title), as O'Reilly's Jupyter Book conversion reads them; printed as " +
            'a plain listing: add the two lines',
        ),
      );
    }
    if (example) {
      emit(
        `<div data-type="example" id="${escapeAttribute(example.id)}">\n<h5>${escapeText(example.title)}</h5>`,
        line,
      );
    }
    // A printed book cannot unfold a hidden input: Jupyter Book's hide-input is read as remove-input.
    const showInput = !tags.includes('remove-input') && !tags.includes('hide-input');
    const code = example ? example.code : source;
    const codeLine = sourceLine === undefined || !example ? sourceLine : sourceLine + example.linesTaken;
    if (showInput && code.trim() !== '') emit(fenced(code, language), line, codeLine, 1);
    printOutputs(cell, tags, line);
    if (example) emit('</div>', line);
  });
  if (unsaved.cells >= FEWEST_CELLS_WITHOUT_OUTPUTS && unsaved.withOutputs === 0) {
    warnings.push(
      warning(
        'source',
        { file: path, line: unsaved.firstLine },
        `none of this notebook's ${unsaved.cells} code cells has its output saved (it was saved with its outputs ` +
          'cleared): what they print is missing from the book, which shows their code alone; Octavo never runs a ' +
          "book's code. To print their output, run the notebook and save it with its outputs (jupyter nbconvert " +
          `--to notebook --execute --inplace ${path})`,
      ),
    );
  }
  return { text: out.join('\n'), lineOf: (n) => lines[n - 1] ?? lines[lines.length - 1] ?? 1 };
}

/** A notebook's cells, none when it is no notebook. */
function cellsOf(json: string): Cell[] {
  try {
    const cells = (JSON.parse(json) as { cells?: unknown } | null)?.cells;
    return Array.isArray(cells) ? (cells as Cell[]) : [];
  } catch {
    return [];
  }
}

/** The values the notebook's code cells glued (myst-nb's `glue`), by name: the outputs saved with them. */
function gluedValues(cells: Cell[]): Map<string, OutputData> {
  const values = new Map<string, OutputData>();
  for (const cell of cells) {
    for (const output of Array.isArray(cell.outputs) ? (cell.outputs as Output[]) : []) {
      const value = gluedValue(output);
      if (value) values.set(value.name, value.data);
    }
  }
  return values;
}

/** A glued value pasted as a block prints as the cell's output would; `{glue:figure}` as a cell's named figure. */
const GLUE_PRINTER: GluePrinter = {
  block: (data) => {
    const block = outputMarkdown({ output_type: 'display_data', data }, '');
    return block && 'markdown' in block ? block.markdown : undefined;
  },
  figure: (picture, caption, name) => figureMarkdown(picture, { caption, ...(name ? { name } : {}) }),
};

/** Fewer code cells than this may all be definitions, which print nothing when run. */
const FEWEST_CELLS_WITHOUT_OUTPUTS = 3;

/**
 * Where each cell starts (its `"cell_type"` key: every cell has one, and no output has) and, when the notebook is
 * written a line per source line (as Jupyter writes it), the line of its first source line.
 */
function cellPlaces(json: string): CellPlace[] {
  const starts = [...json.matchAll(/(?<!\\)"cell_type"\s*:/g)].map((match) => match.index);
  const places: CellPlace[] = [];
  let line = 1;
  let from = 0;
  const lineAt = (index: number) => {
    for (let i = from; i < index; i++) if (json.charCodeAt(i) === 10) line++;
    from = index;
    return line;
  };
  starts.forEach((start, index) => {
    const cellLine = lineAt(start);
    const span = json.slice(start, starts[index + 1] ?? json.length);
    const source = /(?<!\\)"source"\s*:\s*\[\r?\n/.exec(span);
    let sourceLine: number | undefined;
    if (source) {
      sourceLine = cellLine + 1;
      for (let i = 0; i < source.index; i++) if (span.charCodeAt(i) === 10) sourceLine++;
    }
    places.push({ line: cellLine, ...(sourceLine ? { sourceLine } : {}) });
  });
  return places;
}

function kernelLanguage(metadata: Record<string, unknown> | undefined): string {
  const kernel = metadata?.kernelspec as { language?: unknown } | undefined;
  const info = metadata?.language_info as { name?: unknown } | undefined;
  const name = typeof kernel?.language === 'string' ? kernel.language : info?.name;
  return typeof name === 'string' ? name.toLowerCase() : '';
}

function fenced(code: string, info: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/^ {0,3}(`{3,}|~{3,})/gm)].map((m) => m[1]!.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info}\n${code.replace(/\n$/, '')}\n${fence}`;
}

/**
 * A terminal's escape sequences: CSI (colours `ESC[1m`, cursor moves `ESC[?25l`), OSC (hyperlinks `ESC]8;;url BEL`)
 * and the two-character ones.
 */
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\^_])/g;

/**
 * Terminal colours are escape codes, not text: IPython's tracebacks, and R's messages (CoAxLab/Data-Explorations'
 * tidyverse banner, "\u001b[32m✔\u001b[39m ggplot2") in streams and results. Jupyter shows them as colours; the book
 * prints the text, which its listings' line lengths then count as the reader sees it.
 */
function withoutTerminalCodes(text: string): string {
  return text.replace(TERMINAL_CODES, '');
}

function outputMarkdown(output: Output, alt: string): OutputBlock {
  if (output.output_type === 'stream') {
    const stream = output.name === 'stderr' ? 'stderr' : 'stdout';
    return listing(textListing(withoutTerminalCodes(joined(output.text)), stream));
  }
  if (output.output_type === 'error') {
    const traceback = Array.isArray(output.traceback)
      ? joined(output.traceback.map((l) => `${String(l)}\n`))
      : '';
    return listing(
      textListing(withoutTerminalCodes(traceback || `${String(output.ename)}: ${String(output.evalue)}`)),
    );
  }
  if (output.output_type !== 'execute_result' && output.output_type !== 'display_data') return undefined;
  const data = output.data ?? {};
  const image = IMAGE_TYPES.find((type) => data[type] !== undefined);
  if (image) {
    // As HTML: markdown-it's link check refuses data:image/svg+xml in ![](…), printing the Markdown as text.
    return {
      markdown: `<img src="${dataUri(image, joined(data[image]))}" alt="${escapeAttribute(alt)}">`,
      picture: true,
    };
  }
  const interactive = Object.keys(data).find((type) => INTERACTIVE_TYPE.test(type));
  if (data['text/html'] !== undefined) {
    const html = joined(data['text/html']);
    if (SCRIPTED_HTML.test(html)) return { interactive: interactive ?? 'HTML drawn by a script' };
    return { markdown: htmlBlock(html) };
  }
  if (data['text/latex'] !== undefined) return { markdown: joined(data['text/latex']).trim() };
  if (data['text/markdown'] !== undefined) return { markdown: joined(data['text/markdown']) };
  // A widget's or a chart's text form is its Python repr ("IntSlider(value=0)"), not what the reader would see.
  if (interactive) return { interactive };
  if (data['text/plain'] !== undefined) {
    return listing(textListing(withoutTerminalCodes(joined(data['text/plain']))));
  }
  return undefined;
}

/**
 * A picture as the figure the cell's metadata makes of it: its `name` the figure's id, its `caption` (MyST Markdown)
 * read between the tags, as the `{figure}` directive's caption is.
 */
function figureMarkdown(picture: string, figure: NonNullable<CellDisplay['figure']>): string {
  const name = typeof figure.name === 'string' && figure.name.trim() ? figure.name.trim() : undefined;
  const caption = typeof figure.caption === 'string' ? figure.caption.trim() : '';
  const id = name ? ` id="${escapeAttribute(name)}"` : '';
  // A blank line ends each HTML block, so the caption between them is read as Markdown.
  const figcaption = caption ? `<figcaption>\n\n${caption.replace(/\n\s*\n/g, '\n')}\n\n</figcaption>\n` : '';
  return `<figure${id}>${picture}\n\n${figcaption}</figure>`;
}

function listing(markdown: string | undefined): OutputBlock {
  return markdown === undefined ? undefined : { markdown };
}

/**
 * Printed text output, set apart from the code above it as Jupyter sets it (the book's style for `.output`; a stderr
 * stream's on red, as Jupyter shows it). Its classes are those Quarto gives a cell's output, so the PDF's warning of a
 * long line in it names what the cell printed, not an include.
 */
function textListing(text: string, stream?: 'stdout' | 'stderr'): string | undefined {
  if (text.trim() === '') return undefined;
  const classes = `output cell-output${stream ? ` cell-output-${stream}` : ''}`;
  return `<div class="${classes}">\n\n${fenced(text, 'text')}\n\n</div>`;
}

/**
 * HTML a library wrote (a pandas table) in one block: a blank line would end Markdown's HTML block, and its
 * `<style scoped>` styles the notebook's view, not the book.
 */
function htmlBlock(html: string): string {
  const body = html.replace(/<style[\s\S]*?<\/style>/gi, '').replace(/\n\s*\n/g, '\n');
  return `<div class="output">\n${body.trim()}\n</div>`;
}

/** `![alt](attachment:name.png)`: a picture pasted into the cell, kept in the notebook as base64. */
function withAttachments(
  source: string,
  attachments: Cell['attachments'],
  path: string,
  line: number,
  warnings: BookWarning[],
): string {
  return source.replace(/\(attachment:([^)\s]+)/g, (written, name: string) => {
    const bundle = attachments?.[decodeURIComponent(name)] ?? {};
    const type = Object.keys(bundle).find((key) => key.startsWith('image/'));
    if (type) {
      return `(${dataUri(type, joined(bundle[type]))}`;
    }
    warnings.push(
      warning(
        'image-missing',
        { file: path, line },
        `attachment:${name} is not among this cell's attachments; left out: paste the picture into the cell again`,
        name,
      ),
    );
    return written;
  });
}

/** How a notebook's cell gives its output pictures a text alternative, as Jupyter Book (MyST-NB) reads it. */
export const NOTEBOOK_OUTPUT_ADVICE =
  'in the cell\'s metadata, as Jupyter Book reads it ("mystnb": {"image": {"alt": "Description"}}), or, if it is ' +
  'only decoration, an empty one ("alt": "")';

/** The warning for a notebook cell whose output pictures (`pictures` of them) have no alt text. */
function missingOutputAltWarning(where: SourceLocation, pictures: number): BookWarning {
  const what =
    pictures === 1 ? "this cell's output picture has" : `this cell's ${pictures} output pictures have`;
  return warning(
    'image-alt-missing',
    where,
    `${what} no alt text: describe what ${pictures === 1 ? 'it shows' : 'each shows'} for readers who cannot see it ${NOTEBOOK_OUTPUT_ADVICE}`,
    'output picture',
  );
}
