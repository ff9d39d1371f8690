/**
 * What a render process keeps from the renders it served (issue 17, item 4): the renderer modules of their
 * formats (the PDF's took 0.28 s to load), and, per book, the divisions it printed (`PrintedDivisions`), the
 * conversions and finished parts it read (`keptValues`). A one-chapter change of the corpus book given to a process
 * that had rendered only its MOBI and EPUB spent 0.3 s loading the PDF modules and printed every division again
 * (hyphenation and all, 0.5 s) before the changed part could reach Chromium: 2.7 s where the process that had
 * printed the book before takes about 2 s.
 */
export interface RenderKind {
  project: string;
  format: string;
}

/** The kinds a process served, most recent last, at most this many (the memory behind them is bounded anyway). */
const REMEMBERED = 32;

function renderKindKey(kind: RenderKind): string {
  return `${kind.format}\0${kind.project}`;
}

/** Records that a process served `kind` (`served` is that process's list, most recent last). */
export function rememberServed(served: string[], kind: RenderKind): void {
  const key = renderKindKey(kind);
  const at = served.indexOf(key);
  if (at >= 0) served.splice(at, 1);
  served.push(key);
  if (served.length > REMEMBERED) served.shift();
}

/**
 * Which idle process (most recently used last) a render of `kind` should take: the latest that served the same
 * format of the same book, else the latest that served the book in any format, else the latest of all.
 */
export function pickIdle<T>(
  idle: readonly T[],
  servedBy: (thread: T) => readonly string[],
  kind: RenderKind,
): number {
  const same = renderKindKey(kind);
  const ofBook = `\0${kind.project}`;
  const latest = (matches: (served: readonly string[]) => boolean) => {
    for (let i = idle.length - 1; i >= 0; i--) if (matches(servedBy(idle[i]))) return i;
    return -1;
  };
  const sameKind = latest((served) => served.includes(same));
  if (sameKind >= 0) return sameKind;
  const sameBook = latest((served) => served.some((key) => key.endsWith(ofBook)));
  return sameBook >= 0 ? sameBook : idle.length - 1;
}
