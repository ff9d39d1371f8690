import { BookWarning, warning } from '../warnings';
import { walkBlocks } from './asciidoc-delimiters';
import { NAMED_TRIM_SIZES } from '../pdf/trim-size';
import type { ReadFile } from './asciidoc-missing-attributes';

/**
 * The page size an AsciiDoc document asks asciidoctor-pdf for, `:pdf-page-size:` (a name, "A4", "Letter", or
 * `[width, height]`, a bare number in points) turned by `:pdf-page-layout: landscape`, as `trim_size` writes a
 * size. What is not one of those comes back as written, for the PDF to name as a size it cannot read.
 */
export function asciidoctorPageSize(size: string, layout?: string): string {
  const written = size.trim();
  const named = NAMED_TRIM_SIZES[written.toLowerCase()];
  const dimensions = /^\[?\s*([\d.]+)\s*(in|mm|cm|pt|px)?\s*,\s*([\d.]+)\s*(in|mm|cm|pt|px)?\s*\]?$/.exec(
    written,
  );
  let trim = named ?? written;
  if (dimensions) {
    const [, w, wUnit, h, hUnit] = dimensions;
    trim = `${w}${wUnit ?? 'pt'} x ${h}${hUnit ?? 'pt'}`;
  }
  if (layout?.trim().toLowerCase() !== 'landscape') return trim;
  const sides = /^(.+?) x (.+)$/.exec(trim);
  return sides ? `${sides[2]} x ${sides[1]}` : trim;
}

/**
 * asciidoctor-pdf's settings that say how its PDF looks, which Octavo's PDF does not take: a theme file, fonts,
 * margins, background and logo images. (`:pdf-page-size:` and `:pdf-page-layout:` are read; `:front-cover-image:`
 * is the book's cover.)
 */
const UNREAD_SETTING =
  /^:((?:pdf-[a-z0-9-]+)|(?:title-)?page-background-image(?:-recto|-verso)?|title-logo-image|back-cover-image):(.*)$/;
const READ_SETTINGS = new Set(['pdf-page-size', 'pdf-page-layout']);

/**
 * One warning a file for the asciidoctor-pdf settings it writes that Octavo's PDF does not follow (the
 * Cryptocurrency Law Casebook's `:pdf-theme:`, `:pdf-page-margin:`, `:title-page-background-image:` went unsaid).
 * A line inside a listing (a book that shows such a setting) is no setting.
 */
export function asciidoctorPdfSettingWarnings(files: readonly ReadFile[]): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of files) {
    const settings: { name: string; value: string; line: number }[] = [];
    walkBlocks(lines, {
      outside: (text, index) => {
        const match = UNREAD_SETTING.exec(text.trimEnd());
        if (match && !READ_SETTINGS.has(match[1]!))
          settings.push({ name: match[1]!, value: match[2]!.trim(), line: firstLine + index });
        return false;
      },
    });
    if (settings.length === 0) continue;
    const named = settings.map(({ name, value, line }, i) => {
      const shown = value.length > 40 ? `${value.slice(0, 39)}…` : value;
      return `:${name}:${shown ? ` ${shown}` : ''}${i === 0 ? '' : ` (line ${line})`}`;
    });
    const [first] = settings;
    warnings.push(
      warning(
        'asciidoc',
        { file, line: first!.line },
        `${settings.length === 1 ? 'an asciidoctor-pdf setting' : `${settings.length} asciidoctor-pdf settings`} ` +
          `Octavo's PDF does not follow: ${named.join(', ')}. Octavo lays the PDF out with its own theme and the ` +
          `book's CSS (the "theme" file in platform.json or atlas.json), and takes the page size from ` +
          `formats.pdf.trim_size or :pdf-page-size:; to change the PDF's look, write it as CSS in that file ` +
          `(asciidoctor-pdf still reads these lines)`,
        `:${first!.name}:`,
      ),
    );
  }
  return warnings;
}
