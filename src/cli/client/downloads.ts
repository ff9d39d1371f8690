import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Build } from './api';

/** The file name a download link serves: its last path segment, decoded and made safe. */
export function downloadFileName(url: string, format: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const safe = basename(last).replace(/[^\w.+-]/g, '_');
  return safe && safe !== '.' && safe !== '..' ? safe : `${format}.bin`;
}

/** Saves every completed format of `build` into `dir` (created if needed); returns the paths written. */
export async function saveDownloads(
  build: Build,
  dir: string,
  fetchBytes: (url: string) => Promise<Uint8Array>,
): Promise<string[]> {
  const target = resolve(dir);
  mkdirSync(target, { recursive: true });
  const written: string[] = [];
  for (const status of build.status) {
    if (status.status !== 'completed' || !status.download_url) continue;
    const path = join(target, downloadFileName(status.download_url, status.format));
    writeFileSync(path, await fetchBytes(status.download_url));
    written.push(path);
  }
  return written;
}
