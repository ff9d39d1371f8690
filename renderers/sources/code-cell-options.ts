import { load as loadYaml } from 'js-yaml';

/** A Quarto or knitr cell's leading `#|` lines: its options, as YAML. */
const OPTION_LINES = /^(?:[ \t]*#\|[^\n]*(?:\n|$))+/;
/** `knitr::include_graphics("screenshots/palette.png")`: a cell that shows a picture the book holds, run or not. */
const INCLUDE_GRAPHICS =
  /^\s*(?:knitr::)?include_graphics\(\s*(?:path\s*=\s*)?(["'])([^"'\n]+)\1\s*(?:,[^)]*)?\)\s*$/;

export interface CodeCell {
  /** The cell's code without its option lines. */
  code: string;
  options: Record<string, unknown>;
  /** The picture a cell that only calls `include_graphics` shows. */
  picture?: string;
}

/**
 * A code cell's options (`#| label: fig-palette`, `#| fig-cap: |` over several lines, `#| echo: false`) read as
 * Quarto reads them, and the picture it shows when all it does is `knitr::include_graphics(…)`: such a cell needs
 * no running, its figure is the book's file. Options that are not YAML are none.
 */
export function readCodeCell(body: string): CodeCell {
  const written = OPTION_LINES.exec(body)?.[0] ?? '';
  const code = body.slice(written.length);
  let options: Record<string, unknown> = {};
  if (written) {
    try {
      const yaml = written
        .split('\n')
        .map((line) => line.replace(/^[ \t]*#\|[ \t]?/, ''))
        .join('\n');
      const data = loadYaml(yaml);
      if (typeof data === 'object' && data !== null && !Array.isArray(data))
        options = data as Record<string, unknown>;
    } catch {
      options = {};
    }
  }
  const picture = INCLUDE_GRAPHICS.exec(code)?.[2];
  return { code, options, ...(picture ? { picture } : {}) };
}

/** A cell option as text (`fig-cap`, `fig-alt`, `label`), or undefined when it is not one. */
export function textOption(options: Record<string, unknown>, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}
