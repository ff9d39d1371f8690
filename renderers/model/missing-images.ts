import { posix } from 'node:path';
import { groupWarnings, otherPlacesByFileText } from '../warning-groups';
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
  if (standIn?.kind === 'alt') return `${ALT_PRINTED} ("[${quoteWritten(standIn.alt, 80)}]")`;
  return standIn?.kind === 'caption' ? `left out, ${CAPTION_STANDS}` : 'left out';
}

const ALT_PRINTED = 'its alt text is printed in brackets in its place';
const CAPTION_STANDS = "the figure's caption standing for it";

/** Where the path of an image that is not found leads: its folder, and the highest folder of it that is missing. */
interface MissingImage {
  /** The first place looked in: where the path leads. */
  path: string;
  /** The folder of the path's that the repository does not have, the highest one; undefined when its folder is there. */
  missingFolder: string | undefined;
  looked: string;
  standIn: ImageStandIn | undefined;
}

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

const FOLDER_MISSING = (folder: string) => `folder ${folder}/ does not exist at this commit`;
/** The folder a missingImageWarning names as missing. */
const NAMES_MISSING_FOLDER =
  /^image .+ not found \(looked for .+\): folder (.+?)\/ does not exist at this commit; /;

/**
 * The warning for an image found nowhere: where it was looked for, what is printed in its place and how to fix it;
 * its folder is named when the repository does not have it.
 */
export function missingImageWarning(where: SourceLocation, src: string, image: MissingImage): BookWarning {
  const folder = image.missingFolder === undefined ? '' : `: ${FOLDER_MISSING(image.missingFolder)}`;
  return warning(
    'image-missing',
    where,
    `image ${src} not found (looked for ${image.looked})${folder}; ${standInText(image.standIn)}: ` +
      'add the image there, or correct the path',
    src,
  );
}

/**
 * One warning for the images of the whole book whose paths lead into the same folder the repository does not have
 * (a book converted from a word processor wrote `book/07-inhalte-verwalten/media/…` 122 times, over five files, for a
 * folder never committed): adding that folder, or writing where the images are, fixes them all. At the first image's
 * place, with the count and the others' files and first lines. Images missing from a folder the repository has
 * keep a warning each: each is its own mistake (a misspelt name, with the image that was probably meant).
 */
export function groupImagesInMissingFolders(warnings: readonly BookWarning[]): BookWarning[] {
  const folderOf = (w: BookWarning) =>
    w.kind === 'image-missing' ? NAMES_MISSING_FOLDER.exec(w.text)?.[1] : undefined;
  return groupWarnings(warnings, folderOf, (group) => {
    const [first] = group as [BookWarning, ...BookWarning[]];
    return warning(
      'image-missing',
      { file: first.file!, ...(first.line ? { line: first.line } : {}) },
      `${group.length} images are not found: their paths lead into ${folderOf(first)}/, a folder that does not ` +
        `exist at this commit (the first, ${first.subject}, here, the others at ${otherPlacesByFileText(group)}); ` +
        `${standInsText(group)}: add the folder with the images, or correct the paths`,
      first.subject,
    );
  });
}

/** What a group of images not found has printed in their places, as each of their warnings says. */
function standInsText(group: readonly BookWarning[]): string {
  const alt = group.filter((w) => w.text.includes(ALT_PRINTED)).length;
  const caption = group.filter((w) => w.text.includes(CAPTION_STANDS)).length;
  if (alt === group.length) return "each one's alt text is printed in brackets in its place";
  if (caption === group.length) return "they are left out, each figure's caption standing for its image";
  const standIns = [
    ...(alt > 0 ? ['its alt text printed in brackets in its place'] : []),
    ...(caption > 0 ? ["its figure's caption standing for it"] : []),
  ];
  return standIns.length === 0
    ? 'they are left out'
    : `each is left out, ${standIns.join(' or ')} where it has one`;
}
