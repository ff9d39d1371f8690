import { groupPerFile } from '../warning-groups';
import { BookWarning, SourceLocation, warning } from '../warnings';

const NOT_FETCHED = 'is not fetched (rendering never uses the network)';

/** An image the source names by a web address: printed as a link to it (resolve-references). */
export function remoteImageWarning(where: SourceLocation, src: string): BookWarning {
  return warning(
    'remote-resource',
    where,
    `remote image ${src} ${NOT_FETCHED}; printed as a link to its address: put a copy of it in the repository and ` +
      'point at that to print the image',
    src,
  );
}

/** remoteImageWarning's text, read back from warnings that passed through other steps. */
const REMOTE_IMAGE = new RegExp(`^remote image \\S+ ${NOT_FETCHED.replace(/[()]/g, '\\$&')};`);

/**
 * One warning per source file for its images named by web addresses (Processing's OpenCV book shows every
 * illustration from its author's site: 28 warnings, the same but for the address, buried the book's others): at the
 * first image's line, with the count and the other lines.
 */
export function groupRemoteImageWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupPerFile(
    warnings,
    (w) => (w.kind === 'remote-resource' && REMOTE_IMAGE.test(w.text) ? '' : undefined),
    (first, count, otherLines) =>
      `${count} remote images are not fetched (rendering never uses the network): the first, ${first.subject}, ` +
      `here, the others at ${otherLines}; each is printed as a link to its address: put copies of them in the ` +
      'repository and point at those to print the images',
  );
}
