import { posix } from 'node:path';
import { listRepository, sharedFolders } from '../model/images-elsewhere';
import type { BookSource } from '../types';

/**
 * The repository's OASIS XML catalogs (`catalog.xml`: `<public>`, `<system>`, `<rewriteSystem>`, `<nextCatalog>`),
 * which tell xmllint and xsltproc where a DTD named by a public identifier or a web address is kept in the
 * repository: the FreeBSD documentation's `share/xml/catalog.xml` maps "-//FreeBSD//DTD DocBook XML V5.0-Based
 * Extension//EN" to `freebsd50.dtd`, whose entity sets give the Handbook its `&os;` and `&man.ls.1;`.
 */
export interface XmlCatalogs {
  /** The repository path of the file a public or system identifier names: '' for an empty one, none if unknown. */
  resolve(publicId: string | undefined, systemId: string | undefined): string | undefined;
}

export interface CatalogFile {
  path: string;
  publics: Map<string, string>;
  systems: Map<string, string>;
  rewrites: { prefix: string; replacement: string }[];
  next: string[];
}

const CATALOG_NAMESPACE = 'urn:oasis:names:tc:entity:xmlns:xml:catalog';
const CATALOG_NAME = /^catalog[\w.-]*\.xml$/i;
const MAX_CATALOGS = 32;
const ENTRY = /<(public|system|rewriteSystem|nextCatalog)\b((?:"[^"]*"|'[^']*'|[^>"'])*)>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const SCHEME = /^[a-z][\w+.-]*:/i;

const found = new WeakMap<BookSource, Promise<CatalogFile[]>>();

/** The repository's catalogs, those nearest the document first (a translation's own before the shared ones). */
export async function xmlCatalogsFor(source: BookSource, document: string): Promise<XmlCatalogs> {
  let catalogs = found.get(source);
  if (!catalogs) {
    catalogs = findCatalogs(source);
    found.set(source, catalogs);
  }
  const ordered = orderedFor(await catalogs, document);
  return { resolve: (publicId, systemId) => resolveIn(ordered, publicId, systemId, 0) };
}

function orderedFor(catalogs: CatalogFile[], document: string): CatalogFile[] {
  const depth = (path: string) => path.split('/').length;
  return [...catalogs].sort(
    (a, b) =>
      sharedFolders(document, b.path) - sharedFolders(document, a.path) ||
      depth(a.path) - depth(b.path) ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
}

function resolveIn(
  catalogs: CatalogFile[],
  publicId: string | undefined,
  systemId: string | undefined,
  depth: number,
): string | undefined {
  const publicKey = publicId === undefined ? undefined : normalizePublicId(publicId);
  for (const catalog of catalogs) {
    let uri: string | undefined;
    if (systemId !== undefined) {
      uri = catalog.systems.get(systemId);
      if (uri === undefined) {
        const rewrite = catalog.rewrites
          .filter(({ prefix }) => systemId.startsWith(prefix))
          .sort((a, b) => b.prefix.length - a.prefix.length)[0];
        if (rewrite) uri = rewrite.replacement + systemId.slice(rewrite.prefix.length);
      }
    }
    if (uri === undefined && publicKey !== undefined) uri = catalog.publics.get(publicKey);
    if (uri === undefined) continue;
    if (/^file:\/\/\/dev\/null$/i.test(uri)) return '';
    // A catalog may map to a web address that another catalog maps into the repository.
    if (SCHEME.test(uri)) return depth < 4 ? resolveIn(catalogs, undefined, uri, depth + 1) : undefined;
    const path = posix.normalize(posix.join(posix.dirname(catalog.path), uri));
    return path === '..' || path.startsWith('../') ? undefined : path;
  }
  return undefined;
}

/** Public identifiers compare with their runs of white space as one space (OASIS catalogs, section 6.2). */
function normalizePublicId(id: string): string {
  return id.replace(/\s+/g, ' ').trim();
}

async function findCatalogs(source: BookSource): Promise<CatalogFile[]> {
  const { listFiles, listFolders } = source;
  if (!listFiles || !listFolders) return [];
  // Catalogs at the top, then below it (listRepository leaves the top out: an image there is found already).
  const files = [
    ...((await listFiles.call(source, '')) ?? []),
    ...(await listRepository({
      listFiles: (folder) => listFiles.call(source, folder),
      listFolders: (folder) => listFolders.call(source, folder),
    })),
  ];
  const paths = files
    .map((file) => file.replace(/^\.\//, ''))
    .filter((file) => CATALOG_NAME.test(posix.basename(file)));
  const catalogs: CatalogFile[] = [];
  const read = new Set<string>();
  const queue = [...paths];
  while (queue.length > 0 && catalogs.length < MAX_CATALOGS) {
    const path = queue.shift()!;
    if (read.has(path)) continue;
    read.add(path);
    const bytes = await source.readFile(path);
    const text = bytes?.toString('utf8');
    if (!text?.includes(CATALOG_NAMESPACE)) continue;
    const catalog = parseCatalog(path, text);
    catalogs.push(catalog);
    queue.push(...catalog.next);
  }
  return catalogs;
}

/** A catalog's entries (comments left out: FreeBSD's keeps retired mappings in them). */
export function parseCatalog(path: string, text: string): CatalogFile {
  const catalog: CatalogFile = { path, publics: new Map(), systems: new Map(), rewrites: [], next: [] };
  for (const [, name, attributes] of text.replace(/<!--[\s\S]*?-->/g, '').matchAll(ENTRY)) {
    const attrs = new Map<string, string>();
    for (const match of attributes!.matchAll(ATTRIBUTE)) attrs.set(match[1]!, match[2] ?? match[3] ?? '');
    const uri = attrs.get('uri');
    if (name === 'public' && attrs.has('publicId') && uri !== undefined) {
      const id = normalizePublicId(attrs.get('publicId')!);
      if (!catalog.publics.has(id)) catalog.publics.set(id, uri);
    } else if (name === 'system' && attrs.has('systemId') && uri !== undefined) {
      if (!catalog.systems.has(attrs.get('systemId')!)) catalog.systems.set(attrs.get('systemId')!, uri);
    } else if (name === 'rewriteSystem' && attrs.has('systemIdStartString') && attrs.has('rewritePrefix')) {
      catalog.rewrites.push({
        prefix: attrs.get('systemIdStartString')!,
        replacement: attrs.get('rewritePrefix')!,
      });
    } else if (name === 'nextCatalog' && attrs.has('catalog') && !SCHEME.test(attrs.get('catalog')!)) {
      const next = posix.normalize(posix.join(posix.dirname(path), attrs.get('catalog')!));
      if (!next.startsWith('../')) catalog.next.push(next);
    }
  }
  return catalog;
}
