import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { FORMATS, Format } from '../domain/build';
import { CHROMIUM_COMMANDS, isExecutableFile, mobiWriter } from '../../renderers/tool-paths';

/** A program a format needs from the system, and how to get it. */
interface ToolSpec {
  /** What the program is, in words. */
  name: string;
  /** Set: the program to use (checked, never searched for). */
  envVar: string;
  /** The program as /readyz and a refused build's details name it (`tool`). */
  command: string;
  /** Names looked for on PATH, in order. */
  commands: string[];
  /** How to install it. */
  fix: string;
}

const TOOLS: Partial<Record<Format, ToolSpec>> = {
  pdf: {
    name: 'Chromium',
    envVar: 'CHROME_PATH',
    command: 'chromium',
    commands: CHROMIUM_COMMANDS,
    fix: 'apt-get install chromium-headless-shell (or chromium, or set CHROME_PATH)',
  },
  mobi: {
    name: "Calibre's ebook-convert",
    envVar: 'EBOOK_CONVERT_PATH',
    command: 'ebook-convert',
    commands: ['ebook-convert'],
    fix: 'apt-get install calibre',
  },
};

export type FormatTool =
  | { format: Format; available: true; tool?: string; path?: string }
  | { format: Format; available: false; tool: string; command: string; reason: string; fix: string };

function findOnPath(commands: string[], path: string | undefined): string | null {
  const dirs = (path ?? '').split(delimiter).filter(Boolean);
  for (const command of commands) {
    for (const dir of dirs) {
      const file = join(dir, command);
      if (isExecutableFile(file)) return file;
    }
  }
  return null;
}

function detect(format: Format, env: NodeJS.ProcessEnv): FormatTool {
  const spec = TOOLS[format];
  // OCTAVO_MOBI_WRITER=native: Octavo writes the MOBI itself, Calibre is not needed.
  if (!spec || (format === 'mobi' && mobiWriter(env) === 'native')) return { format, available: true };
  const configured = env[spec.envVar];
  const command = spec.command;
  if (configured) {
    return isExecutableFile(configured)
      ? { format, available: true, tool: spec.name, path: configured }
      : {
          format,
          available: false,
          tool: spec.name,
          command,
          reason: `${spec.name} not found: ${spec.envVar}=${configured} is not an executable file`,
          fix: `correct ${spec.envVar}, or unset it and ${spec.fix}`,
        };
  }
  const found = findOnPath(spec.commands, env.PATH);
  return found
    ? { format, available: true, tool: spec.name, path: found }
    : {
        format,
        available: false,
        tool: spec.name,
        command,
        reason: `${spec.name} not found (looked for ${spec.commands.join(', ')} on PATH)`,
        fix: spec.fix,
      };
}

/** Which formats this machine can build, and for each one it cannot, why and how to fix it. */
export function detectFormatTools(env: NodeJS.ProcessEnv = process.env): FormatTool[] {
  return FORMATS.map((format) => detect(format, env));
}

/** One line for a format that cannot be built: what is missing and how to install it. */
export function unavailableText(tool: Extract<FormatTool, { available: false }>): string {
  return `${tool.reason} — ${tool.fix}`;
}

/** A program that draws parts of a book rather than a format: without it, those parts print as written. */
interface DrawingToolSpec {
  /** What it draws, as the author writes it. */
  draws: string;
  /** What those print as without it, when not their source (a figure: its alt text). */
  printAs?: string;
  name: string;
  command: string;
  /** A file it needs besides the command (ditaa's jar, run by `java`), and the variable that names another. */
  file?: { path: string; envVar: string };
  fix: string;
}

const DRAWING_TOOLS: DrawingToolSpec[] = [
  {
    draws: 'AsciiDoc [graphviz] diagrams',
    name: "Graphviz's dot",
    command: 'dot',
    fix: 'apt-get install graphviz',
  },
  {
    draws: 'Figures kept as PDF',
    printAs: 'their alt text',
    name: "poppler's pdftocairo",
    command: 'pdftocairo',
    fix: 'apt-get install poppler-utils',
  },
  {
    draws: 'Figures kept as EPS',
    printAs: 'their alt text',
    name: 'Ghostscript',
    command: 'gs',
    fix: 'apt-get install ghostscript',
  },
  {
    draws: 'AsciiDoc [ditaa] diagrams',
    name: 'ditaa',
    command: 'java',
    file: { path: '/usr/share/ditaa/ditaa.jar', envVar: 'OCTAVO_DITAA_JAR' },
    fix: 'apt-get install ditaa',
  },
];

/** One line for each drawing program this machine lacks: what prints as written, what is missing, the fix. */
export function missingDrawingTools(env: NodeJS.ProcessEnv = process.env): string[] {
  return DRAWING_TOOLS.flatMap((tool) => {
    const file = tool.file ? env[tool.file.envVar] || tool.file.path : undefined;
    const lacking = !findOnPath([tool.command], env.PATH)
      ? `looked for ${tool.command} on PATH`
      : file !== undefined && !existsSync(file)
        ? `looked for ${file}`
        : undefined;
    return lacking
      ? [
          `${tool.draws} print as ${tool.printAs ?? 'their source'}: ${tool.name} not found (${lacking}) — ${tool.fix}`,
        ]
      : [];
  });
}

/**
 * The renderers run the program named by CHROME_PATH / EBOOK_CONVERT_PATH, else a fixed path. Pinning the one
 * found on PATH makes them run exactly what the start-up banner reported (also when it is not in /usr/bin).
 */
export function pinToolPaths(env: NodeJS.ProcessEnv = process.env): void {
  for (const tool of detectFormatTools(env)) {
    const spec = TOOLS[tool.format];
    if (spec && tool.available && tool.path && !env[spec.envVar]) env[spec.envVar] = tool.path;
  }
}
