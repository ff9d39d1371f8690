import { resolveFromFile } from '../paths/repo-path';

/**
 * Where an AsciiDoc image is when the build tool, not the document, set `imagesdir` to the `images` folder beside the
 * book's document (the Asciidoctor Gradle and Maven plugins' usual setting), or Antora's `modules/<name>/images` for a
 * page of a module; with the `imagesdir` that leads there from the listed file.
 */
export function imagesFolderCandidates(
  target: string,
  listedFile: string,
): { path: string; imagesdir: string }[] {
  const reference = target.replace(/[?#].*$/, '').replace(/^\/+/, '');
  const folder = listedFile.includes('/') ? listedFile.replace(/\/[^/]*$/, '') : '';
  const found = [{ folder: folder ? `${folder}/images` : 'images', imagesdir: 'images' }];
  const antoraPage = /^(.*\/)?modules\/[^/]+\/pages\/(.*\/)?[^/]*$/.exec(listedFile);
  if (antoraPage) {
    const up = '../'.repeat((antoraPage[2] ?? '').split('/').length);
    found.push({ folder: listedFile.replace(/\/pages\/.*$/, '/images'), imagesdir: `${up}images` });
  }
  const candidates: { path: string; imagesdir: string }[] = [];
  for (const { folder: at, imagesdir } of found) {
    const resolved = resolveFromFile('', `/${at}/${reference}`);
    if (resolved.ok && !candidates.some((c) => c.path === resolved.path))
      candidates.push({ path: resolved.path, imagesdir });
  }
  return candidates;
}

/** What a warning tells the author when an image was found only in a build tool's images folder. */
export function buildToolImagesAdvice(path: string, imagesdir: string, document: string): string {
  return (
    `used ${path}, in the images folder a build tool (Gradle, Maven, Antora) names as imagesdir: set ` +
    `:imagesdir: ${imagesdir} in the header of ${document} so Asciidoctor finds it too`
  );
}
