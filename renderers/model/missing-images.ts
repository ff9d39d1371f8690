import { posix } from 'node:path';
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

/**
 * The warning for an image found nowhere: where it was looked for, what is printed in its place and how to fix it;
 * its folder is named when the repository does not have it.
 */
export function missingImageWarning(where: SourceLocation, src: string, image: MissingImage): BookWarning {
  const folder =
    image.missingFolder === undefined ? '' : `: folder ${image.missingFolder}/ does not exist at this commit`;
  return warning(
    'image-missing',
    where,
    `image ${src} not found (looked for ${image.looked})${folder}; ${standInText(image.standIn)}: ` +
      'add the image there, or correct the path',
    src,
  );
}
