import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PATH_METADATA } from '@nestjs/common/constants';
import { RESERVED_USERNAMES, validateRegistration } from './account-rules';

const SRC = join(__dirname, '..');

/** Every controller class under src/, found by file name so a new one cannot be forgotten. */
async function controllers(): Promise<Array<{ file: string; type: new (...args: never[]) => unknown }>> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.controller.ts')) files.push(path);
    }
  };
  walk(SRC);
  const found: Array<{ file: string; type: new (...args: never[]) => unknown }> = [];
  for (const path of files) {
    for (const value of Object.values((await import(path)) as Record<string, unknown>)) {
      if (typeof value === 'function' && Reflect.getMetadata(PATH_METADATA, value) !== undefined) {
        found.push({ file: relative(SRC, path), type: value as new (...args: never[]) => unknown });
      }
    }
  }
  return found;
}

/** The first segment of every route path, where it is a fixed word (not a parameter). */
async function topLevelSegments(): Promise<Map<string, string>> {
  const segments = new Map<string, string>();
  const first = (path: string) => path.replace(/^\/+/, '').split('/')[0];
  for (const { file, type } of await controllers()) {
    const prefixes = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat();
    for (const prefix of prefixes) {
      if (first(prefix)) {
        segments.set(first(prefix), file);
        continue;
      }
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        for (const path of [paths ?? []].flat()) if (first(path)) segments.set(first(path), file);
      }
    }
  }
  return segments;
}

describe('user names', () => {
  it('can never take a top-level route of the server (their project pages would be unreachable)', async () => {
    const segments = await topLevelSegments();
    expect(segments.size).toBeGreaterThan(8);
    const words = [...segments.keys()].filter(
      (segment) => !segment.startsWith(':') && !segment.startsWith('*'),
    );
    expect(words.filter((word) => !RESERVED_USERNAMES.has(word.toLowerCase()))).toEqual([]);
    expect(words).toEqual(expect.arrayContaining(['assets', 'api', 'sites', 'healthz', 'metrics']));
  });

  it.each(['assets', 'Assets', 'metrics', 'readyz', 'api'])(
    'refuses %j at sign-up, saying it is reserved',
    (name) => {
      expect(() => validateRegistration(name, 'a@example.com', 'long enough password')).toThrow(
        /is reserved/,
      );
    },
  );

  it('accepts an ordinary name', () => {
    expect(() => validateRegistration('assets-team', 'a@example.com', 'long enough password')).not.toThrow();
  });
});
