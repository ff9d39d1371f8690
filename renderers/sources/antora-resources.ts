import { resolveFromFile } from '../paths/repo-path';

/** A file of an Antora module: the folder holding `modules/`, and the module's name. */
const IN_MODULE = /^(.*\/)?modules\/([^/]+)\//;

/**
 * The repository file an Antora page reference names (`xref:install.adoc#proxy[]`, `xref:admin:setup/users.adoc[]`,
 * `xref:2.0@guide:ROOT:index.adoc[]`), when written in a file of an Antora module; undefined elsewhere. Antora reads
 * the page's path from its module's `pages` folder, whatever folder the file holding the xref is in (Asciidoctor
 * hands the path over with its `.adoc` turned into `outfilesuffix`, `.html`). The component and version are not
 * checked: the caller uses the file only when it is one of the book's.
 */
export function antoraPageFile(writtenIn: string, path: string): string | undefined {
  const module = IN_MODULE.exec(writtenIn);
  if (!module) return undefined;
  const coordinates = path.replace(/^[^@:/]*@/, '').split(':');
  if (coordinates.length > 3) return undefined;
  const page = coordinates.at(-1)!.replace(/^page\$/, '');
  if (!/\.(?:html|adoc)$/.test(page) || page.includes('$')) return undefined;
  const name = coordinates.length >= 2 ? coordinates.at(-2)! : module[2]!;
  if (name === '' || name.includes('/')) return undefined;
  const resolved = resolveFromFile(
    `${module[1] ?? ''}modules/${name}/pages/index.adoc`,
    page.replace(/\.html$/, '.adoc'),
  );
  return resolved.ok ? resolved.path : undefined;
}

/** A file in an Antora module's `pages` folder: where a reference to a page not in this document is Antora's too. */
export function isAntoraPage(file: string): boolean {
  return /(?:^|\/)modules\/[^/]+\/pages\//.test(file);
}

/** Antora's families of a module's files, by the folder each is kept in. */
const FAMILY_FOLDERS: Record<string, string> = {
  page: 'pages',
  partial: 'partials',
  example: 'examples',
  image: 'images',
  attachment: 'attachments',
};

/** `[version@][component:][module:]family$path`: an Antora resource ID that names its family. */
const RESOURCE_ID =
  /^(?:[^@:$/]+@)?(?:([^:$/]+):)?(?:([^:$/]+):)?(page|partial|example|image|attachment)\$(.+)$/;

/**
 * The repository file an Antora resource ID names (`include::partial$setup.adoc[]`, `include::example$Main.java[]`,
 * `include::admin:partial$users.adoc[]`), when written in a file of an Antora module; undefined for any other target.
 * The module is the one named, else the file's own; the component and version are not checked.
 */
export function antoraResourceFile(writtenIn: string, target: string): string | undefined {
  const module = IN_MODULE.exec(writtenIn);
  const id = RESOURCE_ID.exec(target);
  if (!module || !id) return undefined;
  const name = id[2] ?? id[1] ?? module[2]!;
  const resolved = resolveFromFile(
    `${module[1] ?? ''}modules/${name}/${FAMILY_FOLDERS[id[3]!]}/index`,
    id[4]!,
  );
  return resolved.ok ? resolved.path : undefined;
}

/** `[version@][component:][module:][image$]path` with a module or the family named: an Antora image's resource ID. */
const IMAGE_ID = /^(?:[^@:$/]+@)?(?:([^:$/]+):)?(?:([^:$/]+):)?(image\$)?([^:$]+)$/;

/**
 * The repository file an Antora image reference names with a module or family (`image::admin:flow.png[]`,
 * `image::image$flow.png[]`), written in a file of an Antora module; undefined for a plain path (the book's imagesdir
 * rules find that) and for a web address.
 */
export function antoraImageFile(writtenIn: string, target: string): string | undefined {
  const module = IN_MODULE.exec(writtenIn);
  const id = IMAGE_ID.exec(target);
  if (!module || !id || (id[1] === undefined && id[3] === undefined)) return undefined;
  if (id[1] !== undefined && /^(?:https?|ftp|file|data|mailto)$/i.test(id[2] ?? id[1])) return undefined;
  const name = id[2] ?? id[1] ?? module[2]!;
  const resolved = resolveFromFile(`${module[1] ?? ''}modules/${name}/images/index`, id[4]!);
  return resolved.ok ? resolved.path : undefined;
}
