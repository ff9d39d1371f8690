/**
 * An nbformat 3 notebook (IPython 1 and 2, 2013-2015) in nbformat 4's shape, as nbformat's own `v4.convert.upgrade`
 * makes it: the worksheets' cells in one list, heading cells as Markdown headings, `input` as `source`, outputs
 * renamed (`pyout`, `pyerr`) with their data under MIME types, the language (a cell's in nbformat 3) as the kernel's.
 */
export interface UpgradedNotebook {
  cells: Record<string, unknown>[];
  metadata: Record<string, unknown>;
}

const MIME_TYPES: Record<string, string> = {
  text: 'text/plain',
  html: 'text/html',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
  latex: 'text/latex',
  javascript: 'application/javascript',
  json: 'application/json',
};

const OUTPUT_TYPES: Record<string, string> = { pyout: 'execute_result', pyerr: 'error' };

export function upgradeNotebookV3(notebook: Record<string, unknown>): UpgradedNotebook {
  const worksheets = Array.isArray(notebook.worksheets) ? (notebook.worksheets as { cells?: unknown }[]) : [];
  const cells = worksheets.flatMap((sheet) =>
    Array.isArray(sheet.cells) ? (sheet.cells as Record<string, unknown>[]) : [],
  );
  const language = cells.find(
    (cell) => cell.cell_type === 'code' && typeof cell.language === 'string',
  )?.language;
  const metadata = { ...(notebook.metadata as Record<string, unknown> | undefined) };
  if (typeof language === 'string') metadata.language_info = { name: language };
  return { cells: cells.map(upgradeCell), metadata };
}

function upgradeCell(cell: Record<string, unknown>): Record<string, unknown> {
  if (cell.cell_type === 'heading') {
    const level = typeof cell.level === 'number' ? Math.min(Math.max(cell.level, 1), 6) : 1;
    const text = Array.isArray(cell.source) ? cell.source.join('') : String(cell.source ?? '');
    return { cell_type: 'markdown', metadata: cell.metadata ?? {}, source: `${'#'.repeat(level)} ${text}` };
  }
  if (cell.cell_type !== 'code') return cell;
  const outputs = Array.isArray(cell.outputs) ? (cell.outputs as Record<string, unknown>[]) : [];
  return { ...cell, source: cell.input ?? '', outputs: outputs.map(upgradeOutput) };
}

function upgradeOutput(output: Record<string, unknown>): Record<string, unknown> {
  const type = String(output.output_type);
  if (type === 'stream') return { output_type: 'stream', name: output.stream, text: output.text };
  if (type === 'pyerr') return { ...output, output_type: 'error' };
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(output)) if (MIME_TYPES[key]) data[MIME_TYPES[key]] = value;
  return { output_type: OUTPUT_TYPES[type] ?? type, data };
}
