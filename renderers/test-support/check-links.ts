import { posix } from 'node:path';
import { findElements, parseHtml } from '../dom/html-dom';

/**
 * Every internal href/src in every HTML page must name a zip entry, and a fragment must name an id
 * on that page. Returns the problems found (empty = all links resolve).
 */
export function checkLinks(entries: Map<string, Buffer>): string[] {
  const problems: string[] = [];
  const idsByPage = new Map<string, Set<string>>();
  const pages = [...entries.keys()].filter((name) => name.endsWith('.html'));
  for (const page of pages) {
    const nodes = parseHtml(entries.get(page)!.toString('utf8'));
    idsByPage.set(
      page,
      new Set(findElements(nodes, (el) => el.attrs.has('id')).map((el) => el.attrs.get('id')!)),
    );
  }
  for (const page of pages) {
    const nodes = parseHtml(entries.get(page)!.toString('utf8'));
    const references = findElements(nodes, (el) => el.attrs.has('href') || el.attrs.has('src'));
    for (const el of references) {
      const url = el.attrs.get('href') ?? el.attrs.get('src')!;
      if (/^(?:https?:|mailto:|data:)/i.test(url)) continue;
      const [pathPart, fragment] = url.split('#', 2);
      const target =
        pathPart === ''
          ? page
          : posix.normalize(posix.join(posix.dirname(page), decodeURIComponent(pathPart)));
      if (!entries.has(target)) {
        problems.push(`${page}: <${el.name}> ${url} → no entry ${target}`);
        continue;
      }
      if (fragment && !idsByPage.get(target)?.has(decodeURIComponent(fragment))) {
        problems.push(`${page}: <${el.name}> ${url} → no id "${fragment}" in ${target}`);
      }
    }
  }
  return problems;
}
