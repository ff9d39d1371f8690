import { posix } from 'node:path';
import { countNewlines } from '../dom/html-dom';
import type { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { doctypeParts } from './docbook-entities';
import { XmlCatalogs, xmlCatalogsFor } from './xml-catalogs';

/** Files read through files read as parameter entities, deeper than this, are a loop or a mistake. */
const MAX_DEPTH = 12;
/** All DTD files a document reads, together: FreeBSD's entity sets are about 2 MB. */
const MAX_DTD_BYTES = 32 * 1024 * 1024;
/** A markup declaration (kept whole: its quoted text may hold `>` and `%`), a comment, or a parameter-entity reference. */
const DTD_TOKEN =
  /<!--[\s\S]*?-->|(<!(?:ENTITY|ELEMENT|ATTLIST|NOTATION)\b(?:"[^"]*"|'[^']*'|[^>"'])*>)|%([\w.:-]+);/g;
const PARAMETER_ENTITY =
  /^<!ENTITY\s+%\s+([\w.:-]+)\s+(?:(?:"[^"]*"|'[^']*')|SYSTEM\s*(?:"([^"]*)"|'([^']*)')|PUBLIC\s*(?:"([^"]*)"|'([^']*)')\s*(?:"([^"]*)"|'([^']*)')?)/;
/** DocBook's own DTDs: what they declare (the ISO character entities) Octavo knows already. */
const DOCBOOK_PUBLIC_ID = /^-\/\/OASIS\/\/DTD DocBook\b/i;
const SCHEME = /^[a-z][\w+.-]*:/i;

export interface DtdsRead {
  declarations: string[];
  /** The DTD the DOCTYPE names by a path or an address of the book's own, found nowhere: what to tell of it. */
  missing?: { systemId: string; line: number };
}

/**
 * The entity declarations a DocBook document's DTDs give it, in the order an XML parser reads them (the first
 * declaration of a name binds): its DOCTYPE's internal subset, the files it reads as parameter entities in their
 * place (Publican's `Book.ent`), then the DTD the DOCTYPE names and the files that reads. A file named by a public
 * identifier or a web address is found through the repository's XML catalogs, as xmllint and xsltproc find it (the
 * FreeBSD Handbook's `freebsd50.dtd` and its entity sets); one found nowhere (DocBook's own DTD on the web) is passed
 * over, its entities then warned where they are used; the DTD the DOCTYPE names is told of when it is the book's own
 * and was found nowhere.
 */
export async function readDtds(
  text: string,
  path: string,
  source: BookSource,
  warnings: BookWarning[] = [],
): Promise<DtdsRead> {
  const doctype = doctypeParts(text);
  if (!doctype) return { declarations: [] };
  const reader = new DtdReader(source, path, warnings);
  const internal = await reader.flatten(doctype.internalSubset, path, 0, doctype.subsetLine);
  const external = await reader.externalSubset(doctype.publicId, doctype.systemId, path);
  if (external !== undefined) return { declarations: [internal, external] };
  const ownDtd =
    doctype.systemId !== undefined &&
    !(doctype.publicId !== undefined && DOCBOOK_PUBLIC_ID.test(doctype.publicId)) &&
    !/docbook/i.test(doctype.systemId);
  return {
    declarations: [internal],
    ...(ownDtd ? { missing: { systemId: doctype.systemId!, line: doctype.line } } : {}),
  };
}

/** What a render has learnt of a book source's DTDs, kept for every file of the book that names them. */
interface DtdCache {
  /** The flattened DTD at a path, as a DOCTYPE names it. */
  subsets: Map<string, Promise<string | undefined>>;
  /** Whether a path is a file. */
  files: Map<string, Promise<boolean>>;
}

const caches = new WeakMap<BookSource, DtdCache>();

function cacheOf(source: BookSource): DtdCache {
  let cache = caches.get(source);
  if (!cache) {
    cache = { subsets: new Map(), files: new Map() };
    caches.set(source, cache);
  }
  return cache;
}

function remembered<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

class DtdReader {
  private catalogs: Promise<XmlCatalogs> | undefined;
  private bytesRead = 0;
  /** The files being read, the outermost first: one met again reads itself. */
  private readonly reading: string[] = [];

  constructor(
    private readonly source: BookSource,
    private readonly document: string,
    private readonly warnings: BookWarning[],
  ) {}

  /**
   * A DTD's text with each external parameter entity it reads replaced by that file's, comments left out; `firstLine`
   * is the line of the file the text starts at.
   */
  async flatten(dtd: string, file: string, depth: number, firstLine = 1): Promise<string> {
    const declared = new Map<string, { publicId?: string; systemId?: string; line: number } | null>();
    let out = '';
    let last = 0;
    for (const match of dtd.matchAll(DTD_TOKEN)) {
      out += dtd.slice(last, match.index);
      last = match.index + match[0].length;
      const [token, declaration, reference] = match;
      if (declaration !== undefined) {
        const entity = PARAMETER_ENTITY.exec(declaration);
        if (entity && !declared.has(entity[1]!)) {
          const systemId = entity[2] ?? entity[3] ?? entity[6] ?? entity[7];
          const publicId = entity[4] ?? entity[5];
          const line = firstLine + countNewlines(dtd, 0, match.index);
          declared.set(
            entity[1]!,
            systemId === undefined && publicId === undefined ? null : { publicId, systemId, line },
          );
        }
        out += token;
      } else if (reference !== undefined) {
        const entity = declared.get(reference);
        if (entity === undefined || entity === null) out += token;
        else {
          const content = await this.external(entity.publicId, entity.systemId, file, depth + 1);
          if (content === undefined && entity.systemId !== undefined && !SCHEME.test(entity.systemId)) {
            this.warnings.push(
              warning(
                'source',
                { file, line: entity.line },
                `the DTD file "${entity.systemId}" (the parameter entity %${reference};) is not in the repository ` +
                  'at this commit, nor named in its XML catalogs: the entities it declares are not known, and are ' +
                  'printed as written; commit it, or correct the path (relative to this file)',
              ),
            );
          }
          out += content ?? '';
        }
      }
    }
    return out + dtd.slice(last);
  }

  /** The flattened text of the file a public or system identifier names, read from `from`; none if not found. */
  async external(
    publicId: string | undefined,
    systemId: string | undefined,
    from: string,
    depth: number,
  ): Promise<string | undefined> {
    if (depth > MAX_DEPTH) return undefined;
    const path = await this.locate(publicId, systemId, from);
    return path === undefined ? undefined : this.read(path, depth);
  }

  /**
   * The DTD a DOCTYPE names, read once a render for every file that names it (a DocBook 4 book whose every chapter
   * names the DTD copy it keeps); its warnings are told once.
   */
  async externalSubset(
    publicId: string | undefined,
    systemId: string | undefined,
    from: string,
  ): Promise<string | undefined> {
    const path = await this.locate(publicId, systemId, from);
    if (path === undefined) return undefined;
    return remembered(cacheOf(this.source).subsets, path, () => this.read(path, 0));
  }

  private async read(path: string, depth: number): Promise<string | undefined> {
    if (path === '' || this.reading.includes(path)) return '';
    const bytes = await this.source.readFile(path);
    if (bytes === null || this.bytesRead + bytes.length > MAX_DTD_BYTES) return undefined;
    this.bytesRead += bytes.length;
    this.reading.push(path);
    try {
      return await this.flatten(bytes.toString('utf8'), path, depth);
    } finally {
      this.reading.pop();
    }
  }

  private exists(path: string): Promise<boolean> {
    return remembered(cacheOf(this.source).files, path, () =>
      this.source.sizeOf
        ? this.source.sizeOf(path).then((size) => size !== null)
        : this.source.readFile(path).then((bytes) => bytes !== null),
    );
  }

  private async locate(
    publicId: string | undefined,
    systemId: string | undefined,
    from: string,
  ): Promise<string | undefined> {
    if (systemId !== undefined && !SCHEME.test(systemId)) {
      const local = posix.normalize(posix.join(posix.dirname(from), systemId));
      if (!local.startsWith('../') && (await this.exists(local))) return local;
    }
    if (publicId !== undefined && DOCBOOK_PUBLIC_ID.test(publicId)) return undefined;
    if (publicId === undefined && systemId === undefined) return undefined;
    this.catalogs ??= xmlCatalogsFor(this.source, this.document);
    return (await this.catalogs).resolve(publicId, systemId);
  }
}
