import { countNewlines, decodeEntities, escapeAttribute } from '../dom/html-dom';

/** An entity reference nobody defines: XML parsers stop at it, DocBook's DTD would have named it. */
export interface UnknownEntity {
  name: string;
  line: number;
}

export interface ResolvedEntities {
  /** The document without its DOCTYPE (its lines kept blank) and with every entity reference but XML's own resolved. */
  text: string;
  unknown: UnknownEntity[];
}

/** The element a reference to an external entity (`<!ENTITY ch01 SYSTEM "ch01.xml">` … `&ch01;`) becomes. */
export const ENTITY_INCLUDE = 'octavo-entity-include';

const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
/** A DOCTYPE, its internal subset too (a book's entities: `[<!ENTITY ch01 SYSTEM "ch01.xml"> …]`, which hold `>`s). */
const DOCTYPE = /<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\]\s*)?>/;
/** What stands before an XML document's root element: the declaration, instructions, comments, the DOCTYPE. */
const PROLOG = new RegExp(`^(?:\\s|<\\?[\\s\\S]*?\\?>|<!--[\\s\\S]*?-->|${DOCTYPE.source})*`);

/** An XML document's root element: its name as written (`book`, `xi:include`) and where that name ends. */
export function xmlRoot(text: string): { name: string; nameEnd: number } | undefined {
  const prolog = PROLOG.exec(text)?.[0] ?? '';
  const root = /^<([A-Za-z_][\w.:-]*)(?=[\s/>])/.exec(text.slice(prolog.length));
  return root ? { name: root[1]!, nameEnd: prolog.length + root[0].length } : undefined;
}
const ENTITY_DECLARATION =
  /<!ENTITY\s+(%\s+)?([\w.:-]+)\s+(?:"([^"]*)"|'([^']*)'|(?:SYSTEM|PUBLIC\s+(?:"[^"]*"|'[^']*'))\s*(?:"([^"]*)"|'([^']*)'))[^>]*>/g;
const REFERENCE = /&([A-Za-z_][\w.:-]*);/g;
/** What entity references are never read in: CDATA sections, comments and processing instructions. */
const LITERAL = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g;

/**
 * A DocBook file as an XML parser without its DTD can read it. DocBook 4 files declare the DTD that defines the
 * ISO character entities (`&mdash;`, `&rsquo;`), and books add their own in the DOCTYPE's internal subset: text
 * (`<!ENTITY product "Octavo">`) or another file (`<!ENTITY ch01 SYSTEM "ch01.xml">`, how DocBook 4 books include
 * their chapters). Text entities are replaced by their text, external ones by an include element read like an
 * XInclude, character entities by their character (HTML's names are DocBook's ISO ones); XML's own five stay.
 */
export function resolveDocbookEntities(
  text: string,
  /** The text of each file the DOCTYPE reads as a parameter entity, by its path as written. */
  entityFiles: ReadonlyMap<string, string> = new Map(),
): ResolvedEntities {
  const declared = new Map<string, { text?: string; file?: string }>();
  const doctype = DOCTYPE.exec(text);
  let body = text;
  if (doctype) {
    const declare = (declarations: string) => {
      for (const match of declarations.matchAll(ENTITY_DECLARATION)) {
        if (match[1]) continue;
        const name = match[2]!;
        const value = match[3] ?? match[4];
        const file = match[5] ?? match[6];
        if (!declared.has(name))
          declared.set(name, value !== undefined ? { text: value } : { file: file ?? '' });
      }
    };
    // The subset's own declarations come first (XML keeps an entity's first declaration), then its files'.
    declare(doctype[0]);
    for (const file of parameterEntityFiles(text)) {
      const declarations = entityFiles.get(file);
      if (declarations !== undefined) declare(declarations);
    }
    const blank = doctype[0].replace(/[^\n]/g, '');
    body = text.slice(0, doctype.index) + blank + text.slice(doctype.index + doctype[0].length);
  }
  const unknown: UnknownEntity[] = [];
  const expand = (value: string, depth: number, lineAt: () => number): string =>
    value.replace(REFERENCE, (reference, name: string) => {
      if (XML_ENTITIES.has(name)) return reference;
      const entity = declared.get(name);
      if (entity?.text !== undefined)
        return depth < 8 ? expand(entity.text, depth + 1, lineAt) : entity.text.replace(REFERENCE, '');
      if (entity?.file !== undefined) return `<${ENTITY_INCLUDE} href="${escapeAttribute(entity.file)}"/>`;
      const character = decodeEntities(reference);
      if (character !== reference) return escapeAttribute(character);
      unknown.push({ name, line: lineAt() });
      return `&amp;${name};`;
    });
  let out = '';
  let last = 0;
  let line = 1;
  const resolveRange = (end: number) => {
    const chunk = body.slice(last, end);
    let offset = 0;
    out += chunk.replace(REFERENCE, (reference, _name: string, at: number) => {
      line += countNewlines(chunk, offset, at);
      offset = at;
      return expand(reference, 0, () => line);
    });
    line += countNewlines(chunk, offset, chunk.length);
  };
  for (const literal of body.matchAll(LITERAL)) {
    resolveRange(literal.index);
    out += literal[0];
    line += countNewlines(literal[0], 0, literal[0].length);
    last = literal.index + literal[0].length;
  }
  resolveRange(body.length);
  return { text: out, unknown };
}

/**
 * The files a DOCTYPE's internal subset declares as parameter entities and reads (`<!ENTITY % BOOK_ENTITIES SYSTEM
 * "Book.ent"> %BOOK_ENTITIES;`, how Publican's books share their product names): entity declarations, read as the
 * subset's own.
 */
export function parameterEntityFiles(text: string): string[] {
  const doctype = DOCTYPE.exec(text)?.[0];
  if (!doctype) return [];
  return [...doctype.matchAll(PARAMETER_ENTITY)]
    .filter((match) => doctype.includes(`%${match[1]!};`))
    .map((match) => match[2] ?? match[3] ?? '')
    .filter(Boolean);
}

const PARAMETER_ENTITY =
  /<!ENTITY\s+%\s+([\w.:-]+)\s+(?:SYSTEM|PUBLIC\s+(?:"[^"]*"|'[^']*'))\s*(?:"([^"]*)"|'([^']*)')\s*>/g;
