import { DomNode, ElementNode, hasClass, isHeading } from '../dom/html-dom';
import { VERBATIM_ELEMENTS } from '../dom/verbatim-elements';

type Hyphenator = (text: string, options?: { minWordLength?: number }) => string;

/** TeX patterns (the `hyphen` package) by language; Chromium on Linux ships no dictionaries of its own. */
const PATTERNS: Record<string, string> = {
  en: 'en-us',
  'en-us': 'en-us',
  'en-gb': 'en-gb',
  de: 'de-1996',
  'de-ch': 'de-ch-1901',
  fr: 'fr',
  es: 'es',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
  sv: 'sv',
  da: 'da',
  nb: 'nb',
  nn: 'nn',
  no: 'no',
  fi: 'fi',
  pl: 'pl',
  cs: 'cs',
  sk: 'sk',
  sl: 'sl',
  hr: 'hr',
  hu: 'hu',
  ro: 'ro',
  ru: 'ru',
  uk: 'uk',
  bg: 'bg',
  el: 'el-monoton',
  tr: 'tr',
  ca: 'ca',
  et: 'et',
  lt: 'lt',
  lv: 'lv',
  is: 'is',
  ga: 'ga',
  cy: 'cy',
  eu: 'eu',
  gl: 'gl',
  // An Indonesian book's PDF broke "kesala-han" and "Pemrogra-man" by English patterns (ke-sa-lah-an, pem-ro-gram-an).
  id: 'id',
  // The package has no Malay patterns; Malay's syllables and affixes (ber-, meng-, -kan, -an) are Indonesian's.
  ms: 'id',
};

const cache = new Map<string, Hyphenator | null>();

/** The hyphenator for a BCP 47 language tag, or null when Octavo has no patterns for it. */
export function hyphenatorFor(lang: string): Hyphenator | null {
  const tag = lang.toLowerCase();
  const name = PATTERNS[tag] ?? PATTERNS[tag.split('-')[0]];
  if (!name) return null;
  if (!cache.has(name)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- patterns load on first use, per language
    const loaded = require(`hyphen/${name}`) as { hyphenateSync: Hyphenator };
    cache.set(name, loaded.hyphenateSync);
  }
  return cache.get(name) ?? null;
}

/**
 * Code, math, headings and verbatim text are never hyphenated; nor are table cells, whose columns are sized to
 * their longest words (a hyphenated "Elec-trum" let a column shrink to a syllable).
 */
const NEVER: ReadonlySet<string> = new Set([...VERBATIM_ELEMENTS, 'title', 'td', 'th']);

/** Centred or right-aligned text is set ragged: a hyphen there breaks a word and evens out nothing. */
const RAGGED = ['align-center', 'align-right'];

function skipped(el: ElementNode): boolean {
  if (NEVER.has(el.name) || isHeading(el) || RAGGED.some((name) => hasClass(el, name))) return true;
  if (el.name === 'a' && /^(?:https?:|mailto:|www\.)/i.test(el.attrs.get('href') ?? '')) return true;
  return hasClass(el, 'nohyphen') || el.attrs.get('data-type') === 'indexterm';
}

/** A word worth hyphenating: letters only (an inner hyphen allowed), not an identifier or a URL. */
const WORD = /^\p{L}+(?:-\p{L}+)*$/u;
const MIN_WORD = 6;

/**
 * Each language's tokens as hyphenated already: the `hyphen` package sets up its readers and verifiers anew for
 * every call, and a book says the same words again and again (the corpus book: 0.3 s of its print document, every
 * render); a token's own checks (its letters, its case) are done once too. Kept for the render process's life,
 * up to TOKENS_KEPT tokens a language.
 */
const hyphenated = new WeakMap<Hyphenator, Map<string, string>>();

/**
 * A break between `f` and the letter after it: fonts join `f` with `f`, `i`, `l`, and some with `t` (the body
 * font's "ft": "af\u00adterwards"), `b`, `h`, `j` or `k`, into a ligature, and Chromium keeps a soft hyphen inside
 * a ligature it does not break at in the PDF's text ("dif\u00adficulty" found by no search, copied with the
 * hyphen). Such words break elsewhere.
 */
const INSIDE_F_LIGATURE = /(?<=f)\u00ad(?=\p{L})/gu;
const TOKENS_KEPT = 200_000;

function hyphenateText(text: string, hyphenate: Hyphenator): string {
  let tokens = hyphenated.get(hyphenate);
  if (!tokens) hyphenated.set(hyphenate, (tokens = new Map()));
  const known = tokens;
  return text.replace(/\S+/g, (token) => {
    if (token.length < MIN_WORD) return token;
    let result = known.get(token);
    if (result === undefined) {
      result = hyphenateToken(token, hyphenate);
      if (known.size >= TOKENS_KEPT) known.clear();
      known.set(token, result);
    }
    return result;
  });
}

function hyphenateToken(token: string, hyphenate: Hyphenator): string {
  // Letters and digits together ("Target003", "ERC20") are a name: the word keeps its digits and is skipped.
  const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token);
  if (!match) return token;
  const [, lead, word, trail] = match;
  // camelCase and ALLCAPS are names, not words.
  if (word.length < MIN_WORD || !WORD.test(word) || /\p{Ll}\p{Lu}/u.test(word) || word === word.toUpperCase())
    return token;
  return lead + hyphenate(word, { minWordLength: MIN_WORD }).replace(INSIDE_F_LIGATURE, '') + trail;
}

/**
 * Inserts soft hyphens (U+00AD) into the book's prose by its language (and any `lang` set on a part of
 * it), so justified print text has no rivers. Never inside code, URLs, math or headings.
 */
export function hyphenateNodes(nodes: DomNode[], lang: string): void {
  const visit = (list: DomNode[], hyphenate: Hyphenator | null) => {
    for (const node of list) {
      if (node.type === 'text') {
        if (hyphenate) node.value = hyphenateText(node.value, hyphenate);
        continue;
      }
      if (skipped(node)) continue;
      const own = node.attrs.get('lang') ?? node.attrs.get('xml:lang');
      visit(node.children, own ? hyphenatorFor(own) : hyphenate);
    }
  };
  visit(nodes, hyphenatorFor(lang));
}
