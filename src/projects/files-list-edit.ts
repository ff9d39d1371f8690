/** What adding a path to a book configuration's `files` list came to. */
export type FilesListEdit =
  { kind: 'added'; text: string } | { kind: 'already-listed' } | { kind: 'unreadable'; message: string };

/**
 * Adds `path` at the end of the `files` list of a platform.json/atlas.json text, changing nothing else: the
 * author's layout, key order and other entries stay as written (the entry takes the indentation of the one
 * before it, or sits on the same line when the list is written on one line).
 */
export function addToFilesList(text: string, path: string, configFile = 'platform.json'): FilesListEdit {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { kind: 'unreadable', message: `${configFile} is not valid JSON (${(error as Error).message})` };
  }
  const files = (parsed as { files?: unknown })?.files;
  if (!Array.isArray(files)) {
    return { kind: 'unreadable', message: `${configFile} has no "files" list to add ${path} to` };
  }
  if (files.includes(path)) return { kind: 'already-listed' };
  const span = filesArraySpan(text);
  if (!span) return { kind: 'unreadable', message: `the "files" list of ${configFile} could not be found` };
  const entry = JSON.stringify(path);
  const inner = text.slice(span.open + 1, span.close);
  if (inner.trim() === '') {
    return { kind: 'added', text: `${text.slice(0, span.open + 1)}${entry}${text.slice(span.close)}` };
  }
  const lastEnd = span.open + 1 + inner.trimEnd().length;
  if (!inner.includes('\n')) {
    return { kind: 'added', text: `${text.slice(0, lastEnd)}, ${entry}${text.slice(lastEnd)}` };
  }
  const lineStart = text.lastIndexOf('\n', lastEnd - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  return { kind: 'added', text: `${text.slice(0, lastEnd)},\n${indent}${entry}${text.slice(lastEnd)}` };
}

/** Where the top-level `"files": [ … ]` array opens and closes in the text. */
function filesArraySpan(text: string): { open: number; close: number } | null {
  let depth = 0;
  let i = 0;
  let lastString: string | null = null;
  let awaitingValueOf: string | null = null;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      lastString = JSON.parse(text.slice(i, j + 1)) as string;
      i = j + 1;
      continue;
    }
    if (c === ':' && depth === 1) awaitingValueOf = lastString;
    else if (c === '{' || c === '[') {
      if (c === '[' && depth === 1 && awaitingValueOf === 'files') {
        const close = matchingBracket(text, i);
        return close === -1 ? null : { open: i, close };
      }
      depth++;
      awaitingValueOf = null;
    } else if (c === '}' || c === ']') depth--;
    else if (c === ',') awaitingValueOf = null;
    i++;
  }
  return null;
}

function matchingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      continue;
    }
    if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
