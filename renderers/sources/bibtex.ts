import { BibtexConstants, teachTexCommands, withoutRelaxGroupsOrSortKeys } from './bibtex-tex-commands';

type Citation = typeof import('@citation-js/core');

/** One entry of a BibTeX file: `@article{Key, author = {…}, …}`, its field names in lower case. */
export interface BibEntry {
  type: string;
  key: string;
  fields: Record<string, string>;
}

/** What a BibTeX file holds: its entries, and where an entry could not be read (with the reader's reason). */
export interface BibFile {
  entries: BibEntry[];
  unread: { line: number; reason: string }[];
}

/** A name as CSL-JSON gives it: a person's parts, or a literal (an organisation written `{{World Health …}}`). */
interface CslName {
  family?: string;
  given?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
  literal?: string;
}

let citation: Promise<Citation> | undefined;

/** citation-js, loaded by the first book that cites: most books have no bibliography to pay its start-up for. */
function citationJs(): Promise<Citation> {
  citation ??= import('@citation-js/core').then(async (core) => {
    await import('@citation-js/plugin-bibtex');
    teachTexCommands((core.plugins.config.get('@bibtex') as { constants: BibtexConstants }).constants);
    return core;
  });
  return citation;
}

function parse({ plugins }: Citation, text: string): CslItem[] {
  // forceType: the text is read as BibTeX and nothing else (an address in it is never fetched).
  const options = { forceType: '@biblatex/text', target: '@csl/list+object', generateGraph: false };
  return plugins.input.chain(
    withoutRelaxGroupsOrSortKeys(text),
    options as Parameters<typeof plugins.input.chain>[1],
  ) as CslItem[];
}

/** A work as CSL-JSON describes it (the citation processor's input): `id`, `type`, `author`, `issued` … */
export type CslItem = Record<string, unknown> & { id: string; type: string };

/** What a BibTeX file holds as CSL-JSON items, and where an entry could not be read (with the reader's reason). */
export interface BibItems {
  items: CslItem[];
  unread: { line: number; reason: string }[];
}

/**
 * The entries of a BibTeX file, read by citation-js (braces, quotes, `@string` and `#`, `@comment`, TeX's accents
 * and special characters as the letters they make: `G{\\"o}del` is Gödel). An entry that cannot be read is left
 * out, with its line; the others are kept.
 */
export async function readBibtex(text: string): Promise<BibFile> {
  const { items, unread } = await readBibtexItems(text);
  return { entries: items.map(bibEntryOf), unread };
}

/** The same entries as CSL-JSON items, the form a citation style formats. */
export async function readBibtexItems(text: string): Promise<BibItems> {
  const citation = await citationJs();
  try {
    return { items: parse(citation, text).map(withLetters), unread: [] };
  } catch {
    return readEntryByEntry(citation, text);
  }
}

/** Each `@` entry on its own, after the file's `@string`s, to keep all but those that cannot be read. */
function readEntryByEntry(citation: Citation, text: string): BibItems {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (/^\s*@/.test(line) ? [index] : []));
  const chunks = starts.map((start, i) => ({
    line: start + 1,
    text: lines.slice(start, starts[i + 1] ?? lines.length).join('\n'),
  }));
  const strings = chunks.filter((chunk) => /^\s*@string\s*[{(]/i.test(chunk.text));
  const items: CslItem[] = [];
  const unread: BibItems['unread'] = [];
  for (const chunk of chunks) {
    if (strings.includes(chunk)) continue;
    try {
      items.push(...parse(citation, [...strings.map((s) => s.text), chunk.text].join('\n')).map(withLetters));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      unread.push({ line: chunk.line, reason: reason.replace(/\s+at line \d+ col \d+:?\s*$/, '') });
    }
  }
  return { items, unread };
}

/** An item with its strings' TeX accents composed with their letters (names included). */
function withLetters(item: CslItem): CslItem {
  const composed = (value: unknown): unknown =>
    typeof value === 'string'
      ? letters(value)
      : Array.isArray(value)
        ? value.map(composed)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, composed(inner)]))
          : value;
  return composed(item) as CslItem;
}

/** TeX's accent on a dotless i or j (`\\"\\i`) is the accented i or j; the marks composed with their letters. */
function letters(value: string): string {
  return value
    .replace(/\u0131(?=[\u0300-\u036f])/g, 'i')
    .replace(/\u0237(?=[\u0300-\u036f])/g, 'j')
    .normalize('NFC');
}

function namesOf(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return (value as CslName[])
    .map((name) => {
      if (name.literal) return letters(name.literal);
      const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
      const given = [name.given, name['dropping-particle']].filter(Boolean).join(' ');
      return letters(given ? `${family}, ${given}` : family);
    })
    .filter((name) => name !== '')
    .join(' and ');
}

/** A CSL-JSON item as the fields the reference list prints (BibTeX's names for them). */
function bibEntryOf(item: CslItem): BibEntry {
  const text = (name: string): string | undefined => {
    const value = item[name];
    return typeof value === 'string' || typeof value === 'number' ? letters(String(value)) : undefined;
  };
  const year = (item['issued'] as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0]?.[0];
  const fields: Record<string, string | undefined> = {
    author: namesOf(item['author']) || undefined,
    editor: namesOf(item['editor']) || undefined,
    title: text('title'),
    journal: text('container-title'),
    volume: text('volume'),
    number: text('issue'),
    pages: text('page')?.replace(/-+/g, '\u2013'),
    publisher: text('publisher'),
    year: year === undefined ? undefined : String(year),
    note: text('note'),
    doi: text('DOI'),
    url: text('URL'),
  };
  return {
    type: text('genre') ?? item.type,
    key: item.id,
    fields: Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  };
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
    // A title that ends in its own question or exclamation mark takes no full stop after it.
    .reduce((text, part) => (text === '' ? part : `${text}${/[?!]$/.test(text) ? ' ' : '. '}${part}`), '');
  const url = field('doi')
    ? `https://doi.org/${field('doi').replace(/^https?:\/\/(dx\.)?doi\.org\//, '')}`
    : field('url');
  const ended = /[?!]$/.test(text) ? text : `${text}.`;
  return url ? { text: ended, url } : { text: ended };
}
