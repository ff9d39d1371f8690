import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import yauzl from 'yauzl';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ARTIFACT_STORE, ArtifactStore } from '../artifacts/artifact-store.port';
import { withoutMetaRefresh } from './site-file-policy';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml',
  xml: 'application/xml',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff2: 'font/woff2',
  woff: 'font/woff',
  txt: 'text/plain; charset=utf-8',
};

/**
 * A published html build unpacked once into DATA_DIR/sites/<buildId> (a cache derived from the artifact,
 * rebuilt if missing), then served file by file. Paths never leave that directory.
 */
@Injectable()
export class SiteFiles {
  private readonly root: string;
  private readonly unpacking = new Map<number, Promise<string>>();

  constructor(
    @Inject(OCTAVO_CONFIG) config: OctavoConfig,
    @Inject(ARTIFACT_STORE) private readonly artifacts: ArtifactStore,
  ) {
    this.root = join(config.dataDir, 'sites');
  }

  /** The file at `path` (a folder means its index.html), with the path it was found at and its type. */
  async read(
    buildId: number,
    artifactKey: string,
    path: string,
  ): Promise<{ content: Buffer; type: string; path: string } | null> {
    const dir = await this.unpacked(buildId, artifactKey);
    const relative = path === '' || path.endsWith('/') ? `${path}index.html` : path;
    const file = resolve(dir, relative);
    if (!file.startsWith(dir + sep)) return null;
    try {
      const info = await stat(file);
      if (info.isDirectory()) return this.read(buildId, artifactKey, `${path}/`);
      const extension = file.split('.').pop()?.toLowerCase() ?? '';
      return {
        content: await readFile(file),
        type: TYPES[extension] ?? 'application/octet-stream',
        path: file.slice(dir.length + 1),
      };
    } catch {
      return null;
    }
  }

  private unpacked(buildId: number, artifactKey: string): Promise<string> {
    let pending = this.unpacking.get(buildId);
    if (!pending) {
      pending = this.unpack(buildId, artifactKey).finally(() => this.unpacking.delete(buildId));
      this.unpacking.set(buildId, pending);
    }
    return pending;
  }

  private async unpack(buildId: number, artifactKey: string): Promise<string> {
    // ".2": unpacked with meta refresh removed; caches from before that are not used.
    const dir = resolve(this.root, `${buildId}.2`);
    if (
      await stat(dir).then(
        () => true,
        () => false,
      )
    )
      return dir;
    const opened = await this.artifacts.open(artifactKey);
    if (!opened) throw new Error(`the html artifact of build ${buildId} is gone`);
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    const staging = `${dir}.partial-${process.pid}-${Date.now()}`;
    await mkdir(staging, { recursive: true });
    try {
      for (const [name, content] of await unzip(Buffer.concat(chunks))) {
        const target = resolve(staging, name);
        if (!target.startsWith(staging + sep)) continue;
        await mkdir(dirname(target), { recursive: true });
        // The site's own pages (at its root) lose any <meta http-equiv="refresh">: a redirect from this origin.
        const page = !name.includes('/') && /\.html?$/i.test(name);
        await writeFile(target, page ? withoutMetaRefresh(content.toString('utf8')) : content);
      }
      await rename(staging, dir).catch(async (error: NodeJS.ErrnoException) => {
        // Another process unpacked the same build first: theirs is as good as ours.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
        await rm(staging, { recursive: true, force: true });
      });
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    return dir;
  }
}

function unzip(buffer: Buffer): Promise<Array<[string, Buffer]>> {
  return new Promise((resolveAll, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: Array<[string, Buffer]> = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            entries.push([entry.fileName, Buffer.concat(parts)]);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolveAll(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
