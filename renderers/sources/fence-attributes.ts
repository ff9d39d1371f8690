/** `lang: html`, `language="js"`: the language as a key of the list. */
const LANGUAGE_KEY = /(?:^|[\s,{])(?:lang|language)\s*[:=]\s*["']?([\w+#.-]+)/i;
/** `.c`: pandoc's first class is the listing's language. */
const FIRST_CLASS = /(?:^|[\s,{])\.([A-Za-z][\w+#-]*)/;
/** `#listing-1`: the listing's id. */
const ID = /(?:^|[\s,{])#([A-Za-z][\w:.-]*)/;

/** `.numberLines`, `.number-lines`: pandoc's class asking for the listing's lines to be numbered. */
const NUMBER_LINES = /(?:^|[\s,{])\.number-?lines(?=[\s,}])/i;
const NUMBER_LINES_GLOBAL = new RegExp(NUMBER_LINES.source, 'gi');

/** What a fence's attribute list says about its listing. */
export interface FenceAttributes {
  language?: string;
  id?: string;
  /** The lines are numbered. */
  numbered?: true;
}

/**
 * A fence whose info is an attribute list in braces: pandoc's ```` ``` {.c .numberLines} ```` and ```` ```{#id .python} ````,
 * or a key list such as ```` ```{lang: html, test: no} ```` (Eloquent JavaScript, markdown-it-attrs). markdown-it would
 * take `{.c` for the language name; this reads the language (the key, else the first class), the id and whether the
 * lines are numbered.
 * Undefined when the info is no such list.
 */
export function fenceAttributes(info: string): FenceAttributes | undefined {
  const written = info.trim();
  if (!written.startsWith('{') || !written.endsWith('}')) return undefined;
  const language =
    LANGUAGE_KEY.exec(written)?.[1] ?? FIRST_CLASS.exec(written.replace(NUMBER_LINES_GLOBAL, ' '))?.[1];
  const id = ID.exec(written)?.[1];
  const numbered = NUMBER_LINES.test(written);
  return { ...(language ? { language } : {}), ...(id ? { id } : {}), ...(numbered ? { numbered } : {}) };
}
