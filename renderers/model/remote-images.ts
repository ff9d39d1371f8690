import { withoutAccessTokens } from '../paths/access-tokens';
import { pathFrom } from '../paths/moved-file';
import { groupPerFile } from '../warning-groups';
import { BookWarning, SourceLocation, warning } from '../warnings';

const NOT_FETCHED = 'is not fetched (rendering never uses the network)';
const COPY_FIX = 'put a copy of it in the repository and point at that to print the image';

/**
 * What a warning says of the access tokens in an image's address (a self-hosted GitLab's `?private_token=…`): never
 * printed by the book, and to be taken out of the source too. Nothing when it has none.
 */
function accessTokenNote(removed: readonly string[]): string {
  if (removed.length === 0) return '';
  return (
    `; the address holds an access token (${removed.join(' and ')}), which the book never prints: take it out of ` +
    'the source too, and revoke it, as anyone who reads the source can use it'
  );
}

/**
 * An image the source names by a web address: printed as a link to it (resolve-references). When the repository has
 * a file whose path ends the address (`diagrams/a.png` for `https://…/static/diagrams/a.png`), the author is told to
 * point at it.
 */
export function remoteImageWarning(where: SourceLocation, src: string, inRepository?: string): BookWarning {
  const { address, removed } = withoutAccessTokens(src);
  const fix =
    inRepository === undefined
      ? COPY_FIX
      : `the repository has ${inRepository}, whose path ends the address: if it is that image, write its path, ` +
        `${pathFrom(where.file, inRepository)}, to print it`;
  return warning(
    'remote-resource',
    where,
    `remote image ${address} ${NOT_FETCHED}; printed as a link to its address: ${fix}${accessTokenNote(removed)}`,
    address,
  );
}

/**
 * An image named by its address on a Git host Octavo does not know (a self-hosted GitLab's
 * `https://git.example.com/o/b/raw/master/diagrams/a.png`), whose path after the branch is a file of this repository:
 * that file is shown, from the built commit, and the author told to write its path.
 */
export function repositoryImageByAddressWarning(
  where: SourceLocation,
  src: string,
  path: string,
): BookWarning {
  const { address, removed } = withoutAccessTokens(src);
  return warning(
    'remote-resource',
    where,
    `remote image ${address} is, by its path on a Git host, this repository's ${path}: that file is shown, from the ` +
      `built commit, as rendering never uses the network; write its path, ` +
      `${pathFrom(where.file, path)}, so every tool shows this commit's image` +
      accessTokenNote(removed),
    address,
  );
}

/** remoteImageWarning's text, read back from warnings that passed through other steps. */
const REMOTE_IMAGE = new RegExp(
  `^remote image \\S+ ${NOT_FETCHED.replace(/[()]/g, '\\$&')}; printed as a link to its address: ${COPY_FIX}$`,
);

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
