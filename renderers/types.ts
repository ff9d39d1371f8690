import type { ChromiumSupply } from './pdf/chromium';
import type { RenderCacheUse } from './cache/render-cache';
import type { BookWarning, SourceLocation } from './warnings';
import type { PdfPartsRequest } from './pdf/part-printer';
import type { TextDirection } from './typography/text-direction';

/** Read access to the repository at the pinned commit. Paths are repository-relative, '/'-separated, normalized. */
export interface BookSource {
  /** null = no such file at the commit */
  readFile(path: string): Promise<Buffer | null>;
  /** Files directly inside a directory (repository-relative paths), or null when there is no such directory. */
  listFiles?(directory: string): Promise<string[] | null>;
  /** Folders directly inside a directory (repository-relative paths), or null when there is no such directory. */
  listFolders?(directory: string): Promise<string[] | null>;
  /** The file's size in bytes without reading it, or null when there is no such file. */
  sizeOf?(path: string): Promise<number | null>;
}

/**
 * `formats.<name>` as Atlas books write it, normalized: booleans given as "true"/"false" are booleans, Atlas's
 * `false` for "not set" (`"version": false`, `"trim_size": false`) is absent. Every key is accepted in every
 * format, as Atlas did; each renderer reads the ones that concern it. The loader warns about values Octavo
 * cannot honour (`antennahouse_version`, `embedded_fonts`, …) but still passes them on.
 */
export interface FormatOptions {
  toc?: boolean;
  index?: boolean;
  syntaxhighlighting?: boolean;
  show_comments?: boolean;
  /** PDF: "web" or "print" (print adds TrimBox/BleedBox); a number from old books becomes its string. */
  version?: string;
  /** PDF page size as written, e.g. "7in x 9.1875in", "7inx9.1875in" or "A4". */
  trim_size?: string;
  /** PDF inks: 1 = black only (grayscale), 4 = full colour. Atlas writes it as a string ("1"). */
  color_count?: number;
  /** Font files in the repository Atlas embedded in EPUB/MOBI. */
  embedded_fonts?: string[];
  downsample_images?: boolean;
  /** EPUB: Atlas replaced MathML with images when true. */
  mathmlreplacement?: boolean;
  epubcheck?: boolean;
  /** HTML: one page instead of one per chapter (Atlas also read the spelling `consolidate`). */
  consolidated?: boolean;
  /** The AH Formatter release Atlas used for PDF; Octavo renders with Chromium. */
  antennahouse_version?: string;
  /** PDF, `version: "print"`: crop marks at the page corners, outside a 0.125in bleed (Octavo extension). */
  crop_marks?: boolean;
}
export type PdfFormatOptions = FormatOptions;
export type HtmlFormatOptions = FormatOptions;
export interface FormatsConfig {
  pdf?: FormatOptions;
  epub?: FormatOptions;
  mobi?: FormatOptions;
  html?: FormatOptions;
}

/**
 * `platform.json` (or an Atlas `atlas.json`) after validation and normalization. Keys Octavo does not know are
 * dropped with a warning; the JSON Schema (`/docs/platform.schema.json`) describes the file itself.
 */
export interface PlatformConfig {
  files: string[];
  /** The line each `files` entry is written on in the config file (0 when not known). */
  fileLines?: number[];
  /** The file the configuration was read from, for messages that send the author there. */
  configFile?: ConfigFileName;
  title?: string;
  /** The line `title` is written on in the config file. */
  titleLine?: number;
  subtitle?: string;
  lang?: string;
  /** The direction the book's text is written in, when its files say (mdBook's `text-direction`); else its language's. */
  direction?: TextDirection;
  /** A CSS file in the repository; an Atlas theme name (`oreillymedia/…`) is dropped with a warning. */
  theme?: string;
  /**
   * The theme named is a cookbook's (`oreillymedia/oreilly_cookbook_theme`, the Lift Cookbook's): the book numbers its
   * recipes as that theme did, though the theme itself is dropped.
   */
  cookbook?: boolean;
  /** The branch Atlas built; informational (Octavo builds the branch a build names). */
  branch?: string;
  print_isbn13?: string;
  /** Atlas's Liquid templating switch; Octavo reads files as they are. */
  templating?: boolean;
  /** `author` or `authors` in the config: one name or a list. */
  authors?: string[];
  publisher?: string;
  rights?: string;
  description?: string;
  date?: string;
  /** Repository path of the cover image (`cover` in the config); a `<figure data-type="cover">` also works. */
  cover?: string;
  /**
   * Where a metadata value was written: its key in the config file, or the other file it was read from (the first
   * file's front matter, a metadata file, book.toml), so that a warning about the value names the line to correct.
   */
  metadataLocations?: Partial<Record<BookMetadataKey, SourceLocation>>;
  formats: FormatsConfig;
}

/** The config's keys that say what the book is, which a book's own files (front matter, book.toml) may say too. */
export type BookMetadataKey =
  'title' | 'subtitle' | 'authors' | 'publisher' | 'rights' | 'description' | 'date' | 'lang' | 'cover';

export type ConfigFileName = 'platform.json' | 'atlas.json';

export type PlatformConfigResult =
  | {
      ok: true;
      config: PlatformConfig;
      configFile: ConfigFileName;
      /** Keys ignored and values not honoured (kind 'config', at the config file's line). */
      warnings: BookWarning[];
    }
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
  /**
   * The time the artifact says it was made (the commit's date): with it, the same sources give the same bytes.
   * Without it, a fixed date.
   */
  sourceDate?: Date;
  /** Where each source file's conversion is kept between renders; the output is the same with or without it. */
  cache?: RenderCacheUse;
  /** A PDF printed in parts: parts printed by other processes, or this render printing one part for another. */
  pdfParts?: PdfPartsRequest;
  /** PDF: a Chromium kept running between renders; without it the render launches its own. */
  chromium?: ChromiumSupply;
}

/** The date written into artifacts when a render is given none: still reproducible, never the clock. */
export const FIXED_SOURCE_DATE = new Date('2000-01-01T00:00:00Z');

export interface RenderResult {
  warnings: BookWarning[];
  /** What the render did because the book asked (not problems), one line each: the build log lists them. */
  notes?: string[];
}

/** A render that cannot produce its artifact; the message is shown to the author as-is. */
export class RenderFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderFailure';
  }
}
