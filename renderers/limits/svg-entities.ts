/** An SVG's DOCTYPE, its internal subset too (`[<!ENTITY ns_svg "http://www.w3.org/2000/svg"> …]`). */
const DOCTYPE = /<!DOCTYPE\s[^[>]*(?:\[([\s\S]*?)\]\s*)?>/i;

/** One markup declaration or comment of an internal subset; what is left between them must be white space. */
const SUBSET_PART =
  /<!--[\s\S]*?-->|<!(ENTITY|ELEMENT|ATTLIST|NOTATION)\b((?:"[^"]*"|'[^']*'|[^>"'])*)>|<\?[\s\S]*?\?>/gi;

/** A general entity whose value is written in the declaration: `ns_svg "http://www.w3.org/2000/svg"`. */
const TEXT_ENTITY = /^\s+([A-Za-z_:][\w.:-]*)\s+(?:"([^"]*)"|'([^']*)')\s*$/;

const REFUSAL =
  'is an SVG declaring XML entities (<!ENTITY>) that refer to other entities or files, or expand beyond the ' +
  'size limit, which can expand without bound; remove the DOCTYPE';

export type SvgEntityExpansion = { svg: string } | { refusal: string };

/**
 * The SVG with the entities its DOCTYPE declares written out and the DOCTYPE dropped, or why it is refused; null when
 * it declares none. Adobe Illustrator declares its namespaces as entities (`<!ENTITY ns_svg "…">` …
 * `xmlns="&ns_svg;"`; the figures of "Bausteine der Datenanalyse: R und RStudio" are such), plain text that expands
 * to no more than its uses. An entity whose value refers to another entity (the "billion laughs"), to a file
 * (SYSTEM, PUBLIC) or holds markup, a parameter entity, or an expansion longer than `maxLength` is refused: a
 * decoder given it may expand without bound.
 */
export function expandSvgEntities(text: string, maxLength: number): SvgEntityExpansion | null {
  if (!/<!ENTITY/i.test(text)) return null;
  const doctype = DOCTYPE.exec(text);
  if (!doctype || /<!ENTITY/i.test(text.slice(doctype.index + doctype[0].length)))
    return { refusal: REFUSAL };
  const entities = textEntities(doctype[1] ?? '');
  if (!entities) return { refusal: REFUSAL };
  const body = text.slice(doctype.index + doctype[0].length);
  let length = doctype.index + body.length;
  for (const match of body.matchAll(/&([A-Za-z_:][\w.:-]*);/g)) {
    const value = entities.get(match[1]!);
    if (value !== undefined) length += value.length - match[0].length;
    if (length > maxLength) return { refusal: REFUSAL };
  }
  const expanded = body.replace(/&([A-Za-z_:][\w.:-]*);/g, (reference, name: string) => {
    const value = entities.get(name);
    return value === undefined ? reference : value;
  });
  return { svg: text.slice(0, doctype.index) + expanded };
}

/** The subset's entities by name, their values escaped for use in text and attributes; null when one is unsafe. */
function textEntities(subset: string): Map<string, string> | null {
  if (subset.replace(SUBSET_PART, '').trim() !== '') return null;
  const entities = new Map<string, string>();
  for (const part of subset.matchAll(SUBSET_PART)) {
    if (part[1]?.toUpperCase() !== 'ENTITY') continue;
    const entity = TEXT_ENTITY.exec(part[2]!);
    if (!entity) return null;
    const value = entity[2] ?? entity[3]!;
    if (/[&%<]/.test(value)) return null;
    // The first declaration of a name is the one XML uses.
    if (!entities.has(entity[1]!))
      entities.set(entity[1]!, value.replace(/"/g, '&quot;').replace(/'/g, '&apos;'));
  }
  return entities;
}
