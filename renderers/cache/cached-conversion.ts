import { createHash } from 'node:crypto';
import { DomNode } from '../dom/html-dom';
import { ReadSource, SourceFormat } from '../model/read-source';
import { BookSource } from '../types';
import { BookWarning, SourceLocation } from '../warnings';
import { RenderCacheUse } from './render-cache';
import { keptValues } from './kept-values';
import { rendererVersion } from './renderer-version';
import { drawingToolsIdentity } from '../diagrams/drawing-tools';

/** What a render process keeps of the conversions it used, decoded (see KeptValues). */
const KEPT_BYTES = 64_000_000;

/** Bumped when what an entry holds changes shape (the renderer's digest covers the code that reads it). */
const ENTRY_FORMAT = 1;

/** One read a conversion made from the repository (an include), with the digest of what it got. */
type Dependency = [path: string, digest: string | null];

/** A converted element as stored: name, attributes in order, children, and its source location when known. */
type StoredNode = string | [name: string, attrs: string[], children: StoredNode[], loc?: SourceLocation];

interface Entry {
  dependencies: Dependency[];
  nodes: StoredNode[];
  warnings: BookWarning[];
  /**
   * The file asks which backend converts it (`ifdef::backend-pdf[]`): this entry holds nothing, and each
   * backend's conversion is under a key of its own, so the formats that convert alike still share theirs.
   */
  perBackend?: true;
  /** The file prints the date (`{docdate}`): as `perBackend`, a conversion per date (the commit's). */
  perDate?: true;
  /** The file holds diagrams Octavo draws: as `perBackend`, a conversion per version of the drawing programs. */
  perDrawingTools?: true;
}

/** What a conversion may ask beyond its bytes and includes: only a file that asks converts apart for them. */
export interface ConversionVariant {
  /** The AsciiDoc backend the conversion is for (Asciidoctor's default, html5). */
  backend?: string;
  /** The date the conversion prints (ISO 8601). */
  date?: string;
}

export type Convert = (source: BookSource) => Promise<ReadSource>;

/**
 * One listed file's conversion (its sanitized nodes and warnings), from the cache when the file, every file it
 * included and the renderer are what they were. The key covers the file's path, format and bytes; the entry
 * names each include it read with the digest of its bytes, and those are read again and compared before the
 * entry is used, so a changed include converts the file anew. Both ways the nodes come out of the stored form,
 * so a render from the cache and one without it cannot differ.
 */
export async function convertWithCache(
  path: string,
  bytes: Buffer,
  format: SourceFormat,
  source: BookSource,
  convert: Convert,
  { cache, stats }: RenderCacheUse,
  /** What else decides the conversion (the AsciiDoc dialect): part of the key. */
  reading: object = {},
  /** The backend and date the conversion is for: in the key only of a file that asks for them. */
  variant: ConversionVariant = {},
): Promise<ReadSource> {
  const key = sha256(
    JSON.stringify([ENTRY_FORMAT, rendererVersion(), 'source', path, format, sha256(bytes), reading]),
  );
  const variantKey = async (marker: Entry) =>
    sha256(
      JSON.stringify([
        key,
        'variant',
        marker.perBackend ? (variant.backend ?? 'html5') : null,
        marker.perDate ? (variant.date ?? '') : null,
        ...(marker.perDrawingTools ? [await drawingToolsIdentity()] : []),
      ]),
    );
  const kept = keptValues<Entry>(cache, 'source', KEPT_BYTES);
  const lookup = async (at: string): Promise<Entry | undefined> => {
    let entry: Entry | null | undefined = kept.get(at);
    if (!entry) {
      const found = await cache.get(at);
      if (!found) return undefined;
      entry = 'value' in found ? decodeEntry(found.value) : null;
      if (entry && 'value' in found) kept.keep(at, entry, found.value.length);
    }
    if (entry && (await unchanged(entry.dependencies, source))) return entry;
    if (!entry) stats.corrupt++;
    return undefined;
  };
  const shared = await lookup(key);
  const entry = shared && isMarker(shared) ? await lookup(await variantKey(shared)) : shared;
  if (entry && !isMarker(entry)) {
    stats.hits++;
    return readSourceOf(entry);
  }
  stats.misses++;
  const dependencies: Dependency[] = [];
  const recording: BookSource = {
    readFile: async (file) => {
      const read = await source.readFile(file);
      dependencies.push([file, read === null ? null : sha256(read)]);
      return read;
    },
  };
  const converted = await convert(recording);
  const made: Entry = { dependencies, nodes: converted.nodes.map(toStored), warnings: converted.warnings };
  const value = Buffer.from(JSON.stringify(made), 'utf8');
  let storedAt = key;
  if (converted.backendSensitive || converted.dateSensitive || converted.drawsDiagrams) {
    const marker: Entry = {
      dependencies: [],
      nodes: [],
      warnings: [],
      ...(converted.backendSensitive ? { perBackend: true as const } : {}),
      ...(converted.dateSensitive ? { perDate: true as const } : {}),
      ...(converted.drawsDiagrams ? { perDrawingTools: true as const } : {}),
    };
    await cache.put(key, Buffer.from(JSON.stringify(marker), 'utf8'));
    storedAt = await variantKey(marker);
  }
  await cache.put(storedAt, value);
  return readSourceOf(kept.keep(storedAt, decodeEntry(value)!, value.length));
}

function isMarker(entry: Entry): boolean {
  return entry.perBackend === true || entry.perDate === true || entry.perDrawingTools === true;
}

function readSourceOf(entry: Entry): ReadSource {
  return { nodes: entry.nodes.map(toDomNode), warnings: entry.warnings.map((w) => ({ ...w })) };
}

/** Reads every include again, in the same order (so the book's read budget counts them as a conversion would). */
async function unchanged(dependencies: Dependency[], source: BookSource): Promise<boolean> {
  for (const [file, digest] of dependencies) {
    const read = await source.readFile(file);
    if ((read === null ? null : sha256(read)) !== digest) return false;
  }
  return true;
}

function decodeEntry(value: Buffer): Entry | null {
  try {
    const entry = JSON.parse(value.toString('utf8')) as Entry;
    return Array.isArray(entry.dependencies) && Array.isArray(entry.nodes) && Array.isArray(entry.warnings)
      ? entry
      : null;
  } catch {
    return null;
  }
}

function toStored(node: DomNode): StoredNode {
  if (node.type === 'text') return node.value;
  const attrs: string[] = [];
  for (const [name, value] of node.attrs) attrs.push(name, value);
  const children = node.children.map(toStored);
  return node.loc ? [node.name, attrs, children, node.loc] : [node.name, attrs, children];
}

function toDomNode(stored: StoredNode): DomNode {
  if (typeof stored === 'string') return { type: 'text', value: stored };
  const [name, list, children, loc] = stored;
  const attrs = new Map<string, string>();
  for (let i = 0; i < list.length; i += 2) attrs.set(list[i], list[i + 1]);
  return {
    type: 'element',
    name,
    attrs,
    children: children.map(toDomNode),
    ...(loc ? { loc } : {}),
  };
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
