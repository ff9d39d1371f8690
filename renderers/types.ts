import type { BookWarning } from './warnings';

/** Read access to the repository at the pinned commit. Paths are repository-relative, '/'-separated, normalized. */
export interface BookSource {
  /** null = no such file at the commit */
  readFile(path: string): Promise<Buffer | null>;
  /** Files directly inside a directory (repository-relative paths), or null when there is no such directory. */
  listFiles?(directory: string): Promise<string[] | null>;
  /** The file's size in bytes without reading it, or null when there is no such file. */
  sizeOf?(path: string): Promise<number | null>;
}

/** Options shared by every format under `formats.<name>` (Atlas-compatible). */
export interface FormatOptions {
  toc?: boolean;
  index?: boolean;
  syntaxhighlighting?: boolean;
  show_comments?: boolean;
}
export interface PdfFormatOptions extends FormatOptions {
  version?: string;
  trim_size?: string;
}
export interface HtmlFormatOptions extends FormatOptions {
  consolidated?: boolean;
}
export interface FormatsConfig {
  pdf?: PdfFormatOptions;
  epub?: FormatOptions;
  mobi?: FormatOptions;
  html?: HtmlFormatOptions;
}

/** `platform.json` (or an Atlas `atlas.json`) after validation. Unknown keys are dropped. */
export interface PlatformConfig {
  files: string[];
  title?: string;
  lang?: string;
  theme?: string;
  print_isbn13?: string;
  /** `author` in the config: one name or a list. */
  authors?: string[];
  /** Repository path of the cover image (`cover` in the config); a `<figure data-type="cover">` also works. */
  cover?: string;
  subtitle?: string;
  publisher?: string;
  rights?: string;
  description?: string;
  date?: string;
  formats: FormatsConfig;
}

export type PlatformConfigResult =
  | { ok: true; config: PlatformConfig; configFile: 'platform.json' | 'atlas.json' }
  | { ok: false; error: 'config_missing' | 'config_invalid'; message: string; details?: string[] };

export interface RenderRequest {
  source: BookSource;
  config: PlatformConfig;
  /** An empty temporary directory the renderer may use. */
  workDir: string;
  /** Where to write the artifact. */
  outFile: string;
  signal?: AbortSignal;
  /** e.g. "ann/book", used as the title when the config has none. */
  bookName: string;
}

export interface RenderResult {
  warnings: BookWarning[];
}

/** A render that cannot produce its artifact; the message is shown to the author as-is. */
export class RenderFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderFailure';
  }
}
