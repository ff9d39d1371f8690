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

/**
 * `title="app.py"` (MkDocs Material, Docusaurus, Starlight), `filename="run.py"` (Quarto, Nextra): the name a fence's
 * info string gives its listing, quoted or not, in a plain info string or pandoc's braces.
 */
const TITLE = /(?:^|[\s,{])(?:title|filename)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s,}"']+))/;
/**
 * `linenums="1"` (MkDocs Material), `showLineNumbers` (Docusaurus), `linenos=""` (a Sphinx code-block's `:linenos:`,
 * as pandoc converts it from rST; Hugo's `linenos=table`): the listing's lines are numbered.
 */
const NUMBERED =
  /(?:^|[\s,{])(?:linenums\s*=\s*["']?[1-9]\d*["']?|showLineNumbers|linenos(?:\s*=\s*(?:""|["']?(?:true|table|inline)["']?))?)(?=[\s,}]|$)/;

/**
 * `lst-cap="…"` (Quarto), `caption="…"` (pandoc-crossref's listings, and a Sphinx code-block's `:caption:` as pandoc
 * converts it from rST): the listing's caption, numbered as the book's listings are.
 */
const LISTING_CAPTION = /(?:^|[\s,{])(?:lst-cap|caption)\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** What a fence's info string says beyond its language: its title and whether its lines are numbered. */
export interface FenceOptions {
  title?: string;
  /** A caption (Markdown): the listing is a numbered example. */
  caption?: string;
  numbered?: true;
}

/** The title and line numbering a fence's info string asks for (after its first word, or in its braces). */
export function fenceOptions(info: string): FenceOptions {
  const written = info.trim();
  // In a plain info string the first word is the language (```title="x" alone names none).
  const options = written.startsWith('{') ? written : written.replace(/^[^\s{]+(?=\s|$)/, '');
  const match = TITLE.exec(options);
  const title = match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : '';
  const captioned = LISTING_CAPTION.exec(options);
  const caption = captioned ? (captioned[1] ?? captioned[2] ?? '').trim() : '';
  return {
    ...(title ? { title } : {}),
    ...(caption ? { caption } : {}),
    ...(NUMBERED.test(options) ? { numbered: true } : {}),
  };
}
