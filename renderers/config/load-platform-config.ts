import { locateJsonError } from './json-error-location';
import { BookSource, FormatsConfig, PlatformConfig, PlatformConfigResult } from '../types';

const CONFIG_FILES = ['platform.json', 'atlas.json'] as const;
type ConfigFile = (typeof CONFIG_FILES)[number];

const EXAMPLE = `{
  "title": "My Book",
  "files": ["preface.md", "ch01.md", "ch02.adoc"]
}`;

const FORMAT_NAMES = ['pdf', 'epub', 'mobi', 'html'] as const;
const BOOLEAN_FORMAT_KEYS = ['toc', 'index', 'syntaxhighlighting', 'show_comments'] as const;
const STRING_TOP_KEYS = ['title', 'lang', 'theme', 'print_isbn13'] as const;

export interface PlatformConfigLimits {
  /** Most entries `files` may list (the server's OCTAVO_MAX_BOOK_FILES); no limit when absent. */
  maxFiles?: number;
}

/** Reads `platform.json`, falling back to an Atlas-style `atlas.json`, and validates it. */
export async function loadPlatformConfig(
  source: BookSource,
  limits: PlatformConfigLimits = {},
): Promise<PlatformConfigResult> {
  for (const file of CONFIG_FILES) {
    const bytes = await source.readFile(file);
    if (bytes !== null) return parsePlatformConfig(bytes.toString('utf8'), file, limits);
  }
  return {
    ok: false,
    error: 'config_missing',
    message:
      'No platform.json found at this commit. Add a platform.json at the repository root that lists ' +
      `the book's source files in reading order, for example:\n${EXAMPLE}`,
  };
}

export function parsePlatformConfig(
  text: string,
  file: ConfigFile,
  limits: PlatformConfigLimits = {},
): PlatformConfigResult {
  const body = text.replace(/^\uFEFF/, '');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (error) {
    return invalid(`${file} is not valid JSON: ${describeSyntaxError(body, error)}.`);
  }
  if (!isPlainObject(raw)) {
    return invalid(`${file} must contain a JSON object such as:\n${EXAMPLE}`);
  }

  const problems: string[] = [];
  const files = raw.files;
  if (files === undefined) {
    problems.push(`"files" is missing: add a list of the book's source files in reading order`);
  } else if (!Array.isArray(files)) {
    problems.push(`"files" must be a list of file paths, like ["ch01.md", "ch02.md"]`);
  } else if (files.length === 0) {
    problems.push(`"files" is empty: list at least one source file`);
  } else if (limits.maxFiles !== undefined && files.length > limits.maxFiles) {
    // Checked before the entries: a list past the limit is not walked (or reported) entry by entry.
    problems.push(
      `"files" lists ${files.length} files, more than the limit of ${limits.maxFiles} (OCTAVO_MAX_BOOK_FILES): ` +
        'merge short files into chapters, or ask the administrator to raise the limit',
    );
  } else {
    files.forEach((entry, index) => {
      if (typeof entry !== 'string') {
        problems.push(
          `files[${index}] must be a string (a repository-relative path), got ${typeName(entry)}`,
        );
      } else if (entry.trim() === '') {
        problems.push(`files[${index}] must not be empty`);
      }
    });
  }

  for (const key of STRING_TOP_KEYS) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') {
      problems.push(`"${key}" must be a string, got ${typeName(raw[key])}`);
    }
  }

  const formats: FormatsConfig = {};
  if (raw.formats !== undefined) {
    if (!isPlainObject(raw.formats)) {
      problems.push(`"formats" must be an object such as {"html": {"consolidated": true}}`);
    } else {
      for (const name of FORMAT_NAMES) {
        const options = raw.formats[name];
        if (options === undefined) continue;
        if (!isPlainObject(options)) {
          problems.push(`"formats.${name}" must be an object, got ${typeName(options)}`);
          continue;
        }
        const booleanKeys: string[] = [...BOOLEAN_FORMAT_KEYS, ...(name === 'html' ? ['consolidated'] : [])];
        const stringKeys = name === 'pdf' ? ['version', 'trim_size'] : [];
        const parsed: Record<string, boolean | string> = {};
        for (const key of booleanKeys) {
          if (options[key] === undefined) continue;
          if (typeof options[key] === 'boolean') parsed[key] = options[key];
          else problems.push(`"formats.${name}.${key}" must be true or false, got ${typeName(options[key])}`);
        }
        for (const key of stringKeys) {
          const value = options[key];
          if (value === undefined) continue;
          // Atlas books often write the PDF version as a number (1.7).
          if (typeof value === 'string' || (key === 'version' && typeof value === 'number')) {
            parsed[key] = String(value);
          } else problems.push(`"formats.${name}.${key}" must be a string, got ${typeName(value)}`);
        }
        formats[name] = parsed;
      }
    }
  }

  if (problems.length > 0) {
    return invalid(`${file} is not a valid book configuration: ${problems.join('; ')}.`, problems);
  }

  const config: PlatformConfig = { files: (files as string[]).map((f) => f.trim()), formats };
  for (const key of STRING_TOP_KEYS) {
    if (typeof raw[key] === 'string') config[key] = raw[key];
  }
  // Octavo extensions beyond Atlas; a value of the wrong type is ignored like an unknown key.
  const authors = (Array.isArray(raw.author) ? raw.author : [raw.author]).filter(
    (a): a is string => typeof a === 'string' && a.trim() !== '',
  );
  if (authors.length > 0) config.authors = authors.map((a) => a.trim());
  if (typeof raw.cover === 'string' && raw.cover.trim() !== '') config.cover = raw.cover.trim();
  return { ok: true, config, configFile: file };
}

function invalid(message: string, details?: string[]): PlatformConfigResult {
  return details
    ? { ok: false, error: 'config_invalid', message, details }
    : { ok: false, error: 'config_invalid', message };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

function describeSyntaxError(text: string, error: unknown): string {
  const location = locateJsonError(text);
  if (!location) return error instanceof Error ? error.message : String(error);
  return `${location.problem} at line ${location.line}, column ${location.column}`;
}
