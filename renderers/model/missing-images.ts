import { posix } from 'node:path';
import { groupWarnings } from '../warning-groups';
import { type BookWarning, type SourceLocation, quoteWritten, warning } from '../warnings';

/**
 * What the book prints where an image it cannot show was (resolve-references replaces it so): its alt text in
 * brackets, nothing where its figure's caption already says it, or nothing at all.
 */
export type ImageStandIn = { kind: 'alt'; alt: string } | { kind: 'caption' } | { kind: 'none' };

export function imageStandIn(alt: string | undefined, captioned: boolean): ImageStandIn {
  const written = alt?.trim();
  if (!written) return { kind: 'none' };
  return captioned ? { kind: 'caption' } : { kind: 'alt', alt: written };
}

/**
 * What a warning about one image that cannot be shown says is printed in its place (Joomla's book printed 174
 * missing images as their alt text in brackets, where its warnings said they were left out).
 */
export function standInText(standIn: ImageStandIn | undefined): string {
  if (standIn?.kind === 'alt') {
    return `its alt text is printed in brackets in its place ("[${quoteWritten(standIn.alt, 80)}]")`;
  }
  return standIn?.kind === 'caption' ? "left out, the figure's caption standing for it" : 'left out';
}

/** What a grouped warning says is printed in place of its images. */
function standInsText(standIns: readonly (ImageStandIn | undefined)[]): string {
  const kinds = new Set(standIns.map((standIn) => standIn?.kind ?? 'none'));
  if (!kinds.has('alt')) {
    return kinds.has('none') ? 'each is left out' : "each is left out, its figure's caption standing for it";
  }
  return kinds.size === 1
    ? 'each is printed as its alt text, in brackets, in its place'
    : "each is printed as its alt text, in brackets, in its place, or left out where it has none or its figure's " +
        'caption says it';
}

/** Where the path of an image that is not found leads: its folder, and the highest folder of it that is missing. */
interface MissingImage {
  /** The first place looked in: where the path leads. */
  path: string;
  /** The folder of the path's that the repository does not have, the highest one; undefined when its folder is there. */
  missingFolder: string | undefined;
  looked: string;
  standIn: ImageStandIn | undefined;
}

const missingImages = new WeakMap<BookWarning, MissingImage>();

/**
 * The highest folder of `path`'s that the repository does not have at the commit (`book/13-seo/` for
 * `book/13-seo/media/a.png` when there is no `book/13-seo`); undefined when its folder is there, or the source cannot
 * say.
 */
export async function missingFolderOf(
  path: string,
  hasFolder: (folder: string) => Promise<boolean | undefined>,
): Promise<string | undefined> {
  let missing: string | undefined;
  for (let folder = posix.dirname(path); folder !== '.' && folder !== '/'; folder = posix.dirname(folder)) {
    const has = await hasFolder(folder);
    if (has === undefined) return undefined;
    if (has) break;
    missing = folder;
  }
  return missing;
}

/**
 * The warning for an image found nowhere: where it was looked for, what is printed in its place and how to fix it;
 * its folder is named when the repository does not have it. Read again by groupMissingImageWarnings.
 */
export function missingImageWarning(where: SourceLocation, src: string, image: MissingImage): BookWarning {
  const folder =
    image.missingFolder === undefined ? '' : `: folder ${image.missingFolder}/ does not exist at this commit`;
  const made = warning(
    'image-missing',
    where,
    `image ${src} not found (looked for ${image.looked})${folder}; ${standInText(image.standIn)}: ` +
      'add the image there, or correct the path',
    src,
  );
  missingImages.set(made, image);
  return made;
}

/**
 * "lines 21, 23 (2 there) and 40": every line, so that each image can be found (each of the grouped images is to
 * be fixed).
 */
function everyLineText(lines: readonly (number | undefined)[]): string {
  const counts = new Map<number, number>();
  for (const line of lines) if (line !== undefined) counts.set(line, (counts.get(line) ?? 0) + 1);
  const named = [...counts].map(([line, count]) => (count > 1 ? `${line} (${count} there)` : String(line)));
  if (named.length === 0) return 'lines unknown';
  if (named.length === 1) return `line ${named[0]}`;
  return `lines ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** "a.png, b.png, c.png and 4 more". */
function someNames(names: readonly string[]): string {
  const shown = names.slice(0, 3);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown.join('');
}

/**
 * One warning per file for its images that are not found in one folder (Joomla's book: 347 images in 15 folders
 * the repository does not have, `book/04-installation/media/` where the images are in `media/04/`, ~290 warnings
 * alike): the folder, every line, some of the images, what is printed in their places and how to fix them.
 */
export function groupMissingImageWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) => {
      const image = missingImages.get(w);
      if (image === undefined || w.file === undefined) return undefined;
      return image.missingFolder === undefined
        ? `${w.file}\0in\0${posix.dirname(image.path)}`
        : `${w.file}\0missing\0${image.missingFolder}`;
    },
    (group) => {
      const [first] = group as [BookWarning, ...BookWarning[]];
      const images = group.map((w) => missingImages.get(w)!);
      const { missingFolder, looked } = images[0]!;
      const lines = everyLineText(group.map((w) => w.line));
      const names = someNames(group.map((w) => w.subject ?? ''));
      const standIns = standInsText(images.map((image) => image.standIn));
      const text =
        missingFolder === undefined
          ? `${group.length} images of this file (${lines}) are not found in ${posix.dirname(images[0]!.path)}/, ` +
            `where their paths lead: ${names} (the first looked for at ${looked}); ${standIns}: add the images ` +
            'there, or correct the paths'
          : `folder ${missingFolder}/ does not exist at this commit: ${group.length} images of this file ` +
            `(${lines}) point into it: ${names} (the first looked for at ${looked}); ${standIns}: add the folder ` +
            'with the images, or correct the paths';
      return warning(
        first.kind,
        { file: first.file!, ...(first.line ? { line: first.line } : {}) },
        text,
        first.subject,
      );
    },
  );
}
