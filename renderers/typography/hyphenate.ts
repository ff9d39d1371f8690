import { DomNode, ElementNode, hasClass, isHeading } from '../dom/html-dom';

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
const NEVER = new Set([
  'pre',
  'code',
  'kbd',
  'samp',
  'tt',
  'var',
  'math',
  'svg',
  'script',
  'style',
  'title',
  'td',
  'th',
]);

function skipped(el: ElementNode): boolean {
  if (NEVER.has(el.name) || isHeading(el)) return true;
  if (el.name === 'a' && /^(?:https?:|mailto:|www\.)/i.test(el.attrs.get('href') ?? '')) return true;
  return hasClass(el, 'nohyphen') || el.attrs.get('data-type') === 'indexterm';
}

/** A word worth hyphenating: letters only (an inner hyphen allowed), not an identifier or a URL. */
const WORD = /^\p{L}+(?:-\p{L}+)*$/u;
const MIN_WORD = 6;

/**
 * Each language's words as hyphenated already: the `hyphen` package sets up its readers and verifiers anew for
 * every call, and a book says the same words again and again (the corpus book: 0.3 s of its print document, every
 * render). Kept for the render process's life, up to WORDS_KEPT words a language.
 */
const hyphenated = new WeakMap<Hyphenator, Map<string, string>>();

/**
 * A break between `f` and `f`, `i` or `l`: the body font joins the two into a ligature, and Chromium keeps a
 * soft hyphen inside a ligature it does not break at in the PDF's text ("dif\u00adficulty" found by no search,
 * copied with the hyphen). Such words break elsewhere.
 */
const INSIDE_F_LIGATURE = /(?<=f)\u00ad(?=[fil])/g;
const WORDS_KEPT = 200_000;

function hyphenateWord(word: string, hyphenate: Hyphenator): string {
  let words = hyphenated.get(hyphenate);
  if (!words) hyphenated.set(hyphenate, (words = new Map()));
  let result = words.get(word);
  if (result === undefined) {
    result = hyphenate(word, { minWordLength: MIN_WORD }).replace(INSIDE_F_LIGATURE, '');
    if (words.size >= WORDS_KEPT) words.clear();
    words.set(word, result);
  }
  return result;
}

function hyphenateText(text: string, hyphenate: Hyphenator): string {
  return text.replace(/\S+/g, (token) => {
    // Letters and digits together ("Target003", "ERC20") are a name: the word keeps its digits and is skipped.
    const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token);
    if (!match) return token;
    const [, lead, word, trail] = match;
    // camelCase and ALLCAPS are names, not words.
    if (
      word.length < MIN_WORD ||
      !WORD.test(word) ||
      /\p{Ll}\p{Lu}/u.test(word) ||
      word === word.toUpperCase()
    )
      return token;
    return lead + hyphenateWord(word, hyphenate) + trail;
  });
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
