import { BookSource } from '../types';
import { isTemplatePlaceholder } from './template-placeholders';

const ASCIIDOC_FILE = /\.(?:adoc|asciidoc|asc)$/i;
/** One docinfo file is a few kilobytes of DocBook; a larger one is not read whole. */
const MAX_BYTES = 65_536;

/**
 * The authors a DocBook docinfo file names beside a listed AsciiDoc file (`book-docinfo.xml` beside `book.asciidoc`,
 * or the folder's shared `docinfo.xml`): where O'Reilly's Atlas and AsciiDoc's DocBook toolchains keep a book's
 * authors when its header has none. Empty name elements (a template's) name nobody.
 */
export async function docinfoAuthors(source: BookSource, listed: readonly string[]): Promise<string[]> {
  const tried = new Set<string>();
  for (const file of listed.filter((path) => ASCIIDOC_FILE.test(path))) {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const candidate of [file.replace(ASCIIDOC_FILE, '-docinfo.xml'), `${folder}docinfo.xml`]) {
      if (tried.has(candidate)) continue;
      tried.add(candidate);
      const bytes = await source.readFile(candidate);
      if (!bytes) continue;
      const authors = authorsIn(bytes.subarray(0, MAX_BYTES).toString('utf8'));
      if (authors.length > 0) return authors;
    }
  }
  return [];
}

/** The names of a DocBook info's `<author>` (its name parts in order, or its `<orgname>`) and `<corpauthor>`. */
export function authorsIn(xml: string): string[] {
  const text = xml.replace(/<!--[\s\S]*?-->/g, '');
  const names: string[] = [];
  for (const [, kind, body] of text.matchAll(/<(author|corpauthor)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const name =
      kind === 'corpauthor'
        ? plain(body!)
        : ['honorific', 'firstname', 'givenname', 'othername', 'surname', 'lineage']
            .map((part) => plain(elementText(body!, part)))
            .filter(Boolean)
            .join(' ') || plain(elementText(body!, 'orgname'));
    if (name && !isTemplatePlaceholder(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

function elementText(xml: string, name: string): string {
  return new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? '';
}

function plain(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
