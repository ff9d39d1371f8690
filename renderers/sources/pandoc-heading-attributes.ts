import type MarkdownIt from 'markdown-it';

/**
 * pandoc's heading attributes (`header_attributes`): `# Title {#id .class key=value}` at the end of the heading,
 * `{-}` short for `{.unnumbered}`. kramdown and PHP Markdown Extra write the same `{#id .class}`.
 */
export interface HeadingAttributes {
  id?: string;
  classes: string[];
  /** `key=value` pairs as written (`epub:type=dedication`), keys in lower case. */
  attributes: Map<string, string>;
}

/**
 * The braces at the end of a heading line, and the spaces before them; a colon may open them (`{: #id }`), as
 * Python-Markdown's attr_list (MkDocs) and kramdown's attribute lists write them.
 */
const TRAILING_BRACES = /\s*\{:?([^{}]*)\}\s*$/;
/** One item: `#id`, `.class`, `-`, `key=value`, `key="value"`, `key='value'`. */
const ITEM =
  /\s*(?:#([A-Za-z0-9_][\w:.-]*)|\.([A-Za-z_][\w-]*)|(-)(?=\s|$)|([A-Za-z_][\w:.-]*)=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))\s*/y;

/**
 * The attributes a heading's text ends with, and the text without them; undefined when the braces hold anything
 * else (`# Using {braces}`), which pandoc prints as written.
 */
export function splitHeadingAttributes(
  text: string,
): { text: string; attributes: HeadingAttributes; written: string } | undefined {
  const match = TRAILING_BRACES.exec(text);
  if (!match || match[1]!.trim() === '') return undefined;
  const attributes = parseAttributeList(match[1]!);
  if (!attributes) return undefined;
  return { text: text.slice(0, match.index), attributes, written: match[0] };
}

/** The items of an attribute list written between braces (`#id .class key=value`), or undefined if it is not one. */
export function parseAttributeList(list: string): HeadingAttributes | undefined {
  if (list.trim() === '') return undefined;
  const attributes: HeadingAttributes = { classes: [], attributes: new Map() };
  ITEM.lastIndex = 0;
  while (ITEM.lastIndex < list.length) {
    const item = ITEM.exec(list);
    if (!item) return undefined;
    if (item[1] !== undefined) attributes.id = item[1];
    else if (item[2] !== undefined) attributes.classes.push(item[2]);
    else if (item[3] !== undefined) attributes.classes.push('unnumbered');
    else attributes.attributes.set(item[4]!.toLowerCase(), item[5] ?? item[6] ?? item[7] ?? '');
  }
  return attributes;
}

/** The `key=value` attributes set on an element as pandoc's HTML writes them, `data-` ones (other keys left out). */
export function setDataAttributes(element: MarkdownIt.Token, attributes: HeadingAttributes): void {
  for (const [key, value] of attributes.attributes) {
    if (/^[a-z][\w-]*$/.test(key)) element.attrSet(key.startsWith('data-') ? key : `data-${key}`, value);
  }
}
