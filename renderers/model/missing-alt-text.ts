import { inLeanpubManuscript } from '../paths/leanpub-resources';
import { SourceFormat, sourceFormatOf } from './read-source';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { groupPerFile } from '../warning-groups';
import { NOTEBOOK_OUTPUT_ADVICE } from '../sources/notebook';

const WHY = 'describe what it shows for readers who cannot see it';
const WHY_EACH = 'describe what each shows for readers who cannot see it';
/** Marks the warning about an alt text that is the file's name (its group reads apart from images without one). */
const FILE_NAME_ALT = 'as alt text';

/**
 * Whether an image's alt text only repeats its file's name ("media/03/01-01", "image1.png", as documents
 * converted from word processors carry them): a listener hears the name, not the picture. A plain word that is
 * also the name ("logo" for logo.png) may well describe it and is left alone.
 */
export function altIsFileName(alt: string, src: string): boolean {
  // As written, case and all: "P4Merge" for p4merge.png is the name of what it shows, typed by the author.
  const written = alt.trim();
  if (written === '' || /\s/.test(written)) return false;
  const path = decodedPath(src);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const withoutExtension = (value: string) => value.replace(/\.[A-Za-z0-9]{2,5}$/, '');
  if (written === path || written === name) return true;
  const folderAndStem = withoutExtension(path);
  if (written === folderAndStem && folderAndStem.includes('/')) return true;
  // A number alone is what a numbered picture shows (a callout's "1" for callouts/1.png), not a name left standing.
  return written === withoutExtension(name) && /[\d._-]/.test(written) && !/^\d+$/.test(written);
}

/** The warning for an image whose alt text is its file's name, with the fix in its file's syntax. */
export function fileNameAltWarning(src: string, alt: string, where: SourceLocation): BookWarning {
  return warning(
    'image-alt-missing',
    where,
    `image ${src} has its file's name ${FILE_NAME_ALT} ("${alt.trim()}"): a listener hears the name, not the picture; ${WHY} ` +
      altTextAdvice(formatOf(where.file), src),
    src,
  );
}

function decodedPath(src: string): string {
  const path = src.split(/[?#]/)[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A Markdown image's address as its author wrote it, for a warning to quote: the Markdown reader percent-encodes it
 * (0xn3va's cheat sheets write GitBook's `![](<.gitbook/assets/image (1) (2).png>)`, quoted as
 * `image%20(1)%20(2).png`, which is not in the file to search for). One holding spaces is between angle brackets, as
 * Markdown needs it written.
 */
function writtenInMarkdown(src: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(src);
  } catch {
    return src;
  }
  if (/[<>]/.test(decoded)) return src;
  return /\s/.test(decoded) ? `<${decoded}>` : decoded;
}

/** The warning for one image the author gave no text alternative, with the fix in its file's syntax. */
export function missingAltWarning(
  written: string,
  where: SourceLocation,
  /** Written as an HTML tag (in any file): it is given an alt attribute, whatever the file's own image syntax. */
  writtenAsTag = false,
): BookWarning {
  const inline = written.startsWith('data:');
  const src =
    !inline && !writtenAsTag && formatOf(where.file) === 'markdown' ? writtenInMarkdown(written) : written;
  return warning(
    'image-alt-missing',
    where,
    `image ${inline ? '(inline data)' : src} has no alt text: ${WHY} ` +
      altTextAdvice(writtenAsTag ? 'htmlbook' : formatOf(where.file), inline ? 'file.png' : src),
    inline ? undefined : src,
  );
}

/**
 * One warning per source file for its images without alt text (a book with hundreds of them otherwise buries every
 * other warning): at the first image's line, with the count and the other lines.
 */
export function groupMissingAltWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupPerFile(
    warnings,
    // A file's images written as HTML tags are told another fix than those in its own syntax: a group each.
    (w) => (w.kind === 'image-alt-missing' ? adviceOf(w) : undefined),
    (first, count, otherLines) => {
      const shown = first.subject ?? '(inline data)';
      const advice = adviceOf(first);
      const outputs = advice === 'notebook-output';
      const what = advice === 'file-name' ? `have their files' names ${FILE_NAME_ALT}` : 'have no alt text';
      return (
        `${count} ${outputs ? "cells' output pictures" : 'images'} ${what}: the first, ${shown}, here, ${count === 2 ? 'the other' : 'the others'} ` +
        `at ${otherLines}; ${WHY_EACH} ` +
        (outputs
          ? NOTEBOOK_OUTPUT_ADVICE
          : altTextAdvice(advice === 'tag' ? 'htmlbook' : formatOf(first.file!), first.subject ?? 'file.png'))
      );
    },
  );
}

/**
 * Which fix a warning told: an HTML tag's attribute, a notebook cell's metadata, or the file's own syntax (for an
 * image without alt text, or one whose alt text is its file's name).
 */
function adviceOf(w: BookWarning): 'tag' | 'notebook-output' | 'syntax' | 'file-name' {
  if (w.text.endsWith(NOTEBOOK_OUTPUT_ADVICE)) return 'notebook-output';
  if (w.text.includes(FILE_NAME_ALT)) return 'file-name';
  return w.text.endsWith(altTextAdvice('htmlbook', '')) ? 'tag' : 'syntax';
}

/** A Leanpub manuscript's Markdown is Markua, which reads no HTML and gives an image its alt text apart. */
function formatOf(file: string): SourceFormat | 'markua' | null {
  const format = sourceFormatOf(file);
  return format === 'markdown' && inLeanpubManuscript(file) ? 'markua' : format;
}

/**
 * How to write a text alternative, and mark an image decorative, in the syntax of the file the image is in (Markdown
 * has no way to mark one decorative: `![](file.png)` is how authors leave the text out, so the HTML tag is named).
 */
function altTextAdvice(format: SourceFormat | 'markua' | null, src: string): string {
  switch (format) {
    case 'markua':
      // The words in the brackets are the figure's caption in Markua: the alt text is an attribute of its own.
      return (
        '({alt: "Description"} on the line above the image, as Markua writes it), or, if it is only decoration, ' +
        'an empty one ({alt: ""})'
      );
    case 'markdown':
      // A picture Quarto froze from a cell's output: no Markdown image to edit, the cell's option gives the alt text.
      if (/(?:^|\/)_freeze\//.test(src))
        return '(the option #| fig-alt: Description in the code cell that draws it, as Quarto reads it)';
      return (
        `(![Description](${src})), or, if it is only decoration, write it as HTML with an empty one ` +
        `(<img src="${src.replace(/^<(.*)>$/, '$1')}" alt="">)`
      );
    case 'asciidoc':
      // The path as written may differ (imagesdir): the attribute list is what to change.
      return '(image::file.png[Description]), or, if it is only decoration, mark it so with an empty one (image::file.png[""])';
    case 'htmlbook':
      return '(alt="Description"), or, if it is only decoration, mark it so with an empty one (alt="")';
    default:
      return (
        '(AsciiDoc image::file.png[Description], Markdown ![Description](file.png), HTML alt="Description"), ' +
        'or, if it is only decoration, mark it so with an empty one (HTML alt="", AsciiDoc [""])'
      );
  }
}
