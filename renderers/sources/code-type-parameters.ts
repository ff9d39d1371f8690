import { HTML_ELEMENT_NAMES } from '../dom/sanitize-allowlist';
import { BookWarning, warning } from '../warnings';

/** A code listing or inline code, up to its own end tag (a `<code>` inside a `<pre>` is part of the `<pre>`). */
const CODE_REGION = /<(pre|code)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
/**
 * A start tag as HTML's tokenizer reads one: its name runs from a letter to whitespace, `/` or `>` (so
 * `<ArrayList<Tile>>` is one tag named `arraylist<tile`), and the tag to the next `>`.
 */
const START_TAG = /<([A-Za-z][^\t\n\f\r />]*)([^>]*)>?/g;

/** Tags that are markup all the same: they carry attributes. */
const ATTRIBUTE = /[="']/;

interface Found {
  written: string;
  line: number;
}

/**
 * A type written unescaped in an HTML code listing (Java's `ArrayList<Tile>`, C++'s `vector<int>`, TypeScript's
 * `Map<string, number>`) is a tag to a browser: an element HTML does not know, dropped with the words around it
 * printed, so the listing reads `ArrayList tiles` and no longer compiles. In code, a tag HTML does not define, with
 * no attributes and no end tag, is that text: its `<` is escaped, so every format prints it as written, and the
 * author is told where, once per type and file, and how to write it so every HTML tool shows it.
 */
export function escapeCodeTypeParameters(
  html: string,
  file: string,
): { html: string; warnings: BookWarning[] } {
  const escapes: number[] = [];
  const found: Found[] = [];
  for (const region of html.matchAll(CODE_REGION)) {
    const content = region[2]!;
    const lowered = content.toLowerCase();
    const start = region.index + region[0].indexOf('>') + 1;
    for (const tag of content.matchAll(START_TAG)) {
      const name = tag[1]!.toLowerCase();
      if (HTML_ELEMENT_NAMES.has(name) || name === 'svg' || name === 'math') continue;
      if (ATTRIBUTE.test(tag[2]!) || lowered.includes(`</${name}`)) continue;
      const at = start + tag.index;
      for (let i = 0; i < tag[0].length; i++) if (tag[0][i] === '<') escapes.push(at + i);
      found.push({ written: tag[0], line: lineAt(html, at) });
    }
  }
  if (escapes.length === 0) return { html, warnings: [] };
  return { html: escapeAt(html, escapes), warnings: typeWarnings(found, file) };
}

function escapeAt(html: string, offsets: number[]): string {
  let out = '';
  let from = 0;
  for (const offset of offsets) {
    out += `${html.slice(from, offset)}&lt;`;
    from = offset + 1;
  }
  return out + html.slice(from);
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function typeWarnings(found: Found[], file: string): BookWarning[] {
  const byText = new Map<string, Found[]>();
  for (const each of found) byText.set(each.written, [...(byText.get(each.written) ?? []), each]);
  return [...byText].map(([written, places]) =>
    warning(
      'source',
      { file, line: places[0]!.line },
      `${written} in code is written unescaped` +
        (places.length > 1 ? ` (${places.length} times in this file, the first here)` : '') +
        ': a browser reads it as a tag and drops it; it is printed as written, and to show it in every HTML ' +
        `tool write it as ${written.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}`,
      written,
    ),
  );
}
