import type { BookSource } from '../types';
import { sourceFormatOf } from './source-formats';

/**
 * Source files beside a listed file that is missing, with its name and another source extension: the file was
 * renamed (`preface.asciidoc` → `preface.adoc`) and the list not. Files of the listed file's format come first.
 */
export async function sameNameSources(repository: BookSource, path: string): Promise<string[]> {
  const slash = path.lastIndexOf('/');
  const folder = slash < 0 ? '' : path.slice(0, slash);
  const stem = stemOf(path);
  const format = sourceFormatOf(path);
  const beside = ((await repository.listFiles?.(folder)) ?? []).filter(
    (file) => file !== path && stemOf(file) === stem && sourceFormatOf(file) !== null,
  );
  const rank = (file: string) => (sourceFormatOf(file) === format ? 0 : 1);
  return beside.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function stemOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
}
