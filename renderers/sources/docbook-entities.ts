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
  /**
   * The declarations the document's DTDs give it, in the order they are read (`readDtds`); by default its
   * DOCTYPE's internal subset as written.
   */
  declarations?: readonly string[],
): ResolvedEntities {
  const doctype = DOCTYPE.exec(text);
  // XML keeps an entity's first declaration: the internal subset's, then its external subset's, then (for a file
  // read as an external entity, which has no DOCTYPE of its own) those of the document that reads it.
  const parts = (declarations ?? (doctype ? [doctype[0]] : [])).map(entitiesDeclaredIn);
  const declaration = (name: string) => {
    for (const part of parts) {
      const entity = part.get(name);
      if (entity) return entity;
    }
    return undefined;
  };
  const body = doctype
    ? text.slice(0, doctype.index) +
      doctype[0].replace(/[^\n]/g, '') +
      text.slice(doctype.index + doctype[0].length)
    : text;
  const unknown: UnknownEntity[] = [];
  const expand = (value: string, depth: number, lineAt: () => number): string =>
    value.replace(REFERENCE, (reference, name: string) => {
      if (XML_ENTITIES.has(name)) return reference;
      const entity = declaration(name);
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

type DeclaredEntity = { text?: string; file?: string };

/** DTD text this long is read once, not once a file: the FreeBSD Handbook's 2 MB shared by each of its chapters. */
const LARGE_DECLARATIONS = 65_536;
const MOST_KEPT = 8;
const keptDeclarations = new Map<string, ReadonlyMap<string, DeclaredEntity>>();

/** The general entities `declarations` declares, each name's first declaration. */
function entitiesDeclaredIn(declarations: string): ReadonlyMap<string, DeclaredEntity> {
  const kept = keptDeclarations.get(declarations);
  if (kept) return kept;
  const declared = new Map<string, DeclaredEntity>();
  for (const match of declarations.matchAll(ENTITY_DECLARATION)) {
    if (match[1]) continue;
    const name = match[2]!;
    const value = match[3] ?? match[4];
    const file = match[5] ?? match[6];
    if (!declared.has(name)) declared.set(name, value !== undefined ? { text: value } : { file: file ?? '' });
  }
  if (declarations.length >= LARGE_DECLARATIONS) {
    keptDeclarations.set(declarations, declared);
    if (keptDeclarations.size > MOST_KEPT) keptDeclarations.delete(keptDeclarations.keys().next().value!);
  }
  return declared;
}

/** A DOCTYPE's external identifiers (the DTD it names) and its internal subset, if the text has a DOCTYPE. */
export function doctypeParts(
  text: string,
):
  | { publicId?: string; systemId?: string; internalSubset: string; subsetLine: number; line: number }
  | undefined {
  const found = DOCTYPE.exec(text);
  if (!found) return undefined;
  const doctype = found[0];
  const head =
    /^<!DOCTYPE\s+[\w.:-]+\s*(?:SYSTEM\s*("[^"]*"|'[^']*')|PUBLIC\s*("[^"]*"|'[^']*')\s*("[^"]*"|'[^']*')?)?/.exec(
      doctype,
    );
  const unquoted = (literal: string | undefined) => literal?.slice(1, -1);
  const open = doctype.indexOf('[');
  return {
    line: 1 + countNewlines(text, 0, found.index),
    subsetLine: 1 + countNewlines(text, 0, found.index + Math.max(open, 0)),
    publicId: unquoted(head?.[2]),
    systemId: unquoted(head?.[1] ?? head?.[3]),
    internalSubset: open < 0 ? '' : doctype.slice(open + 1, doctype.lastIndexOf(']')),
  };
}
