import { BookSource } from '../types';
import { isRecord } from './markdown-front-matter';
import { projectSettings, QUARTO_PROJECT } from './quarto-section-numbers';

/** A format Octavo builds. */
type BuiltFormat = 'html' | 'pdf' | 'epub' | 'mobi';

/**
 * The Quarto formats each of Octavo's stands for: its own name, or a custom format built on it (`bookup-html`);
 * MOBI is made from the EPUB.
 */
const QUARTO_FORMATS: Record<BuiltFormat, RegExp> = {
  html: /^(?:.+-)?html$/,
  pdf: /^(?:.+-)?pdf$/,
  epub: /^(?:.+-)?epub3?$/,
  mobi: /^(?:.+-)?epub3?$/,
};

/** An extension as written (`svg`, `.svg`), without its dot; undefined for anything but one. */
function extensionOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const extension = value.trim().replace(/^\./, '');
  return /^[A-Za-z0-9]+$/.test(extension) ? extension : undefined;
}

/**
 * The extension a Quarto book gives the images it names without one (`![](figures/schema)`): its `_quarto.yml`'s
 * `default-image-extension`, that of the format being built (under `format:`) before the project's own, as pandoc's
 * option of that name is set for each format. A French book sets `svg` for its site and e-book and `pdf` for
 * LaTeX (juba's tidyverse): it was warned that its images had no extension. Undefined for any other book, and for
 * a format the project sets none for.
 */
export async function quartoImageExtension(
  source: Pick<BookSource, 'readFile'>,
  format: BuiltFormat | undefined,
): Promise<string | undefined> {
  const bytes = await source.readFile(QUARTO_PROJECT).catch(() => null);
  if (bytes === null) return undefined;
  const project = projectSettings(bytes.toString('utf8'));
  const formats = isRecord(project.format) ? project.format : {};
  const own = Object.entries(formats).find(
    ([name, settings]) =>
      QUARTO_FORMATS[format ?? 'html'].test(name) &&
      isRecord(settings) &&
      extensionOf(settings['default-image-extension']) !== undefined,
  );
  return (
    extensionOf(isRecord(own?.[1]) ? own[1]['default-image-extension'] : undefined) ??
    extensionOf(project['default-image-extension'])
  );
}
