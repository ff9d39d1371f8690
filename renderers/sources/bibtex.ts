/** One entry of a BibTeX file: `@article{Key, author = {…}, …}`, its field names in lower case. */
export interface BibEntry {
  type: string;
  key: string;
  fields: Record<string, string>;
}

/**
 * The entries of a BibTeX file. Values in braces (nested braces kept, then dropped with LaTeX's escapes of special
 * characters), in quotes, bare numbers and `@string` abbreviations, joined with `#`. `@comment` and `@preamble`
 * are skipped; an entry that cannot be read ends the reading there, with the entries before it kept.
 */
export function readBibtex(text: string): BibEntry[] {
  const entries: BibEntry[] = [];
  const strings: Record<string, string> = {};
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  /** The text up to the brace (or parenthesis) that closes the one at `at`, which it steps over. */
  const balanced = (close: string): string | undefined => {
    const open = text[at]!;
    let depth = 0;
    const start = at + 1;
    for (; at < text.length; at++) {
      if (text[at] === '\\') at++;
      else if (text[at] === open) depth++;
      else if (text[at] === close && --depth === 0) return text.slice(start, at++);
    }
    return undefined;
  };
  const value = (): string | undefined => {
    const parts: string[] = [];
    for (;;) {
      skipSpace();
      const char = text[at];
      if (char === '{') {
        const read = balanced('}');
        if (read === undefined) return undefined;
        parts.push(read);
      } else if (char === '"') {
        const end = text.indexOf('"', at + 1);
        if (end === -1) return undefined;
        parts.push(text.slice(at + 1, end));
        at = end + 1;
      } else {
        const word = /^[^\s,#})]+/.exec(text.slice(at))?.[0];
        if (!word) return undefined;
        parts.push(strings[word.toLowerCase()] ?? word);
        at += word.length;
      }
      skipSpace();
      if (text[at] !== '#') return parts.join('');
      at++;
    }
  };
  for (;;) {
    const next = text.indexOf('@', at);
    if (next === -1) break;
    at = next + 1;
    const type = /^\s*([A-Za-z]+)\s*/.exec(text.slice(at));
    if (!type) continue;
    at += type[0].length;
    const open = text[at];
    if (open !== '{' && open !== '(') continue;
    const close = open === '{' ? '}' : ')';
    const kind = type[1]!.toLowerCase();
    if (kind === 'comment' || kind === 'preamble') {
      if (balanced(close) === undefined) break;
      continue;
    }
    at++;
    if (kind === 'string') {
      const name = /^\s*([^\s=]+)\s*=/.exec(text.slice(at));
      if (!name) continue;
      at += name[0].length;
      const read = value();
      if (read === undefined) break;
      strings[name[1]!.toLowerCase()] = read;
      continue;
    }
    const key = /^\s*([^\s,]+)\s*,/.exec(text.slice(at));
    if (!key) continue;
    at += key[0].length;
    const fields: Record<string, string> = {};
    let broken = false;
    for (;;) {
      skipSpace();
      if (text[at] === close) {
        at++;
        break;
      }
      const name = /^([\w-]+)\s*=/.exec(text.slice(at));
      if (!name) {
        broken = true;
        break;
      }
      at += name[0].length;
      const read = value();
      if (read === undefined) {
        broken = true;
        break;
      }
      fields[name[1]!.toLowerCase()] = plainValue(read);
      skipSpace();
      if (text[at] === ',') at++;
    }
    if (broken) break;
    entries.push({ type: kind, key: key[1]!, fields });
  }
  return entries;
}

/** A field's text without TeX's grouping braces and escapes (`{{Title}}`, `\&`, `--`). */
function plainValue(value: string): string {
  return value
    .replace(/\\([&%$#_{}])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/---/g, '\u2014')
    .replace(/--/g, '\u2013')
    .replace(/~/g, '\u00a0')
    .replace(/\s+/g, ' ')
    .trim();
}

/** BibTeX's `and`-separated authors, each as "First Last" (`Last, First` turned round). */
function names(list: string): string {
  const people = list
    .split(/\s+and\s+/)
    .map((name) => {
      const [last, first] = name.split(/\s*,\s*/, 2);
      return first ? `${first} ${last}` : name;
    })
    .filter((name) => name !== '');
  if (people.length <= 2) return people.join(' and ');
  return `${people.slice(0, -1).join(', ')}, and ${people[people.length - 1]}`;
}

/**
 * An entry as a reference list prints it, in sphinxcontrib-bibtex's plain style's order: authors (or editors), title,
 * where it appeared (journal, book, publisher, institution), volume and pages, year, then its address (DOI or URL).
 * Each part is text; `url` is the address to link, when there is one.
 */
export function bibEntryParts(entry: BibEntry): { text: string; url?: string } {
  const field = (name: string) => entry.fields[name] ?? '';
  const who = field('author')
    ? names(field('author'))
    : field('editor')
      ? `${names(field('editor'))}, editors`
      : '';
  const volume = [field('volume'), field('number') ? `(${field('number')})` : ''].join('');
  const where = [
    field('journal') || field('booktitle') || field('howpublished'),
    volume && field('pages')
      ? `${volume}:${field('pages')}`
      : volume || (field('pages') && `pages ${field('pages')}`),
    field('publisher') || field('institution') || field('school') || field('organization'),
    [field('month'), field('year')].filter(Boolean).join(' '),
  ].filter(Boolean);
  const text = [who, field('title'), where.join(', '), field('note')]
    .filter(Boolean)
    .map((part) => part.replace(/[.\s]+$/, ''))
    .join('. ');
  const url = field('doi')
    ? `https://doi.org/${field('doi').replace(/^https?:\/\/(dx\.)?doi\.org\//, '')}`
    : field('url');
  return url ? { text: `${text}.`, url } : { text: `${text}.` };
}
