import { Extensions, IncludeProcessor, load, MemoryLogger, PreprocessorReader } from '@asciidoctor/core';
import { BookSource, RenderFailure } from '../types';
import { resolveFromFile } from '../paths/repo-path';
import { isRemoteUrl } from '../dom/sanitize';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { formatBytes } from '../limits/book-limits';
import { HtmlBookConverter } from './asciidoc-htmlbook';
import { filterByLines, filterByTags, tagSelection } from './asciidoc-include-filter';

/** Includes nested deeper than this are refused (Asciidoctor's own default max-include-depth is 64). */
export const MAX_INCLUDE_DEPTH = 16;
/** One file may be included this many times into one listed file (a listing repeated is normal; 100 is not). */
export const MAX_INCLUDES_OF_ONE_FILE = 50;

export interface AsciidocLimits {
  /** Most text a listed file may grow to with its includes expanded. */
  expandedBytes: number;
}

export interface ConvertedAsciidoc {
  html: string;
  /** `data-octavo-loc="i"` in `html` refers to `locations[i]`. */
  locations: SourceLocation[];
  warnings: BookWarning[];
}

/**
 * AsciiDoc → HTMLBook-shaped HTML with Asciidoctor, reading a book the way Atlas did: doctype book, the
 * repository root as the document root, includes read from the repository at the pinned commit (never
 * the file system) relative to the including file, each warning with the file and line Asciidoctor
 * reports (its source map follows includes). Secure mode: nothing else is read, nothing fetched.
 */
export async function asciidocToHtml(
  text: string,
  file: string,
  source: BookSource,
  limits: AsciidocLimits = { expandedBytes: 16 * 1024 * 1024 },
): Promise<ConvertedAsciidoc> {
  const warnings: BookWarning[] = [];
  const included = new Set<string>();
  const includeCounts = new Map<string, number>();
  let expandedBytes = text.length;
  const fileOf = (cursorFile: unknown): string =>
    typeof cursorFile === 'string' && included.has(cursorFile) ? cursorFile : file;

  const includes = new (class extends IncludeProcessor {
    override async process(
      _doc: unknown,
      reader: PreprocessorReader,
      target: string,
      attributes: Record<string, string>,
    ) {
      const from = fileOf(reader.file);
      const where: SourceLocation = { file: from, line: Math.max(1, reader.lineno - 1) };
      const attrs = (attributes ?? {}) as Record<string, unknown>;
      const skip = (why: string, subject?: string) => {
        // Like Asciidoctor, an optional include that cannot be read is dropped quietly.
        if (!('optional-option' in attrs)) warnings.push(warning('include', where, why, subject));
      };
      if (isRemoteUrl(target)) {
        return skip(`include of remote ${target} skipped (remote resources are never fetched)`, target);
      }
      const resolved = resolveFromFile(from, target);
      if (!resolved.ok) return skip(`include ${target} ${resolved.reason}; skipped`, target);
      if (reader.includeStack.length >= MAX_INCLUDE_DEPTH) {
        throw new RenderFailure(
          `${where.file}:${where.line}: include ${target} nests more than ${MAX_INCLUDE_DEPTH} levels deep ` +
            '(does a file include itself?); remove the circular include',
        );
      }
      const count = (includeCounts.get(resolved.path) ?? 0) + 1;
      includeCounts.set(resolved.path, count);
      if (count > MAX_INCLUDES_OF_ONE_FILE) {
        throw new RenderFailure(
          `${where.file}:${where.line}: ${resolved.path} is included more than ${MAX_INCLUDES_OF_ONE_FILE} times ` +
            `into ${file}; include it once, or split it`,
        );
      }
      const bytes = await source.readFile(resolved.path);
      if (bytes === null) {
        return skip(`included file ${resolved.path} does not exist at this commit; skipped`, resolved.path);
      }
      let lines = bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/);
      let firstLine = 1;
      const tags = tagSelection(attrs);
      if (typeof attrs.lines === 'string' && attrs.lines.trim() !== '') {
        ({ lines, firstLine } = filterByLines(lines, attrs.lines));
      } else if (tags) {
        const filtered = filterByTags(lines, tags);
        ({ lines, firstLine } = filtered);
        if (filtered.missingTags.length > 0) {
          warnings.push(
            warning(
              'include',
              where,
              `tag${filtered.missingTags.length > 1 ? 's' : ''} ${filtered.missingTags.join(', ')} not found in ${resolved.path}`,
              resolved.path,
            ),
          );
        }
      }
      expandedBytes += lines.reduce((sum, line) => sum + line.length + 1, 0);
      if (expandedBytes > limits.expandedBytes) {
        throw new RenderFailure(
          `${where.file}:${where.line}: including ${resolved.path} makes ${file} larger than ` +
            `${formatBytes(limits.expandedBytes)} with its includes expanded; split the chapter or include less`,
        );
      }
      included.add(resolved.path);
      reader.pushInclude(lines, resolved.path, resolved.path, firstLine, attrs);
    }
  })();
  const registry = Extensions.create();
  registry.includeProcessor(includes);

  const logger = MemoryLogger.create();
  const converter = new HtmlBookConverter(file, included);
  const doc = await load(text, {
    safe: 'secure',
    doctype: 'book',
    sourcemap: true,
    standalone: false,
    logger,
    extension_registry: registry,
    converter,
    attributes: {
      showtitle: true,
      idprefix: '',
      idseparator: '-',
      'allow-uri-read': null,
      // The book numbers and labels figures, tables, examples, chapters and appendixes itself.
      'figure-caption': false,
      'table-caption': false,
      'example-caption': false,
      'listing-caption': false,
      'appendix-caption': false,
      'chapter-signifier': false,
      sectnums: null,
      icons: null,
      notitle: null,
    },
  });
  const html = await doc.convert();
  for (const message of logger.getMessages()) {
    const severity = message.getSeverity();
    if (severity === 'DEBUG' || severity === 'INFO') continue;
    const location = message.getSourceLocation();
    warnings.push(
      warning(
        'asciidoc',
        { file: fileOf(location?.file), line: location?.lineno || undefined },
        message.getText(),
      ),
    );
  }
  return { html: typeof html === 'string' ? html : '', locations: converter.locations, warnings };
}
