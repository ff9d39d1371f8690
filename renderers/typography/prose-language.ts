import { LRUCache } from 'lru-cache';

/**
 * Which of the common Latin-script book languages a passage of prose is written in, read from its commonest
 * short words, as the first language-identification programs did. A few hundred words of running text settle it
 * plainly; anything less decisive reads as no language, so a name list or a quotation never counts.
 */

/** Words frequent in running text of one language and rare in the others (accents as written). */
const FUNCTION_WORDS: Record<string, readonly string[]> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'is',
    'that',
    'with',
    'for',
    'are',
    'this',
    'which',
    'from',
    'by',
    'it',
    'have',
  ],
  pt: [
    'não',
    'uma',
    'com',
    'os',
    'do',
    'da',
    'dos',
    'das',
    'em',
    'na',
    'ao',
    'pelo',
    'pela',
    'são',
    'também',
  ],
  es: [
    'el',
    'los',
    'las',
    'y',
    'del',
    'por',
    'con',
    'es',
    'se',
    'al',
    'más',
    'son',
    'pero',
    'está',
    'también',
  ],
  fr: [
    'le',
    'les',
    'des',
    'et',
    'est',
    'une',
    'du',
    'qui',
    'dans',
    'pour',
    'pas',
    'au',
    'sur',
    'avec',
    'sont',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'ein',
    'eine',
    'zu',
    'den',
    'mit',
    'von',
    'sich',
    'auf',
    'für',
  ],
  it: [
    'il',
    'di',
    'che',
    'della',
    'delle',
    'gli',
    'nel',
    'alla',
    'sono',
    'questo',
    'anche',
    'degli',
    'più',
    'dei',
  ],
  nl: [
    'het',
    'een',
    'van',
    'en',
    'dat',
    'niet',
    'op',
    'te',
    'zijn',
    'voor',
    'ook',
    'wordt',
    'aan',
    'bij',
    'naar',
  ],
  // Vietnamese writes each syllable apart; these are among its commonest (rust-tieng-viet's book was built as English).
  vi: [
    'của',
    'và',
    'là',
    'được',
    'những',
    'một',
    'các',
    'trong',
    'cho',
    'không',
    'có',
    'này',
    'với',
    'để',
    'người',
  ],
  // Malay writes the same ones (its own spellings tell it apart: MALAY_SPELLINGS). Not "di", Italian's "of".
  id: [
    'yang',
    'dan',
    'ini',
    'itu',
    'dengan',
    'untuk',
    'tidak',
    'dari',
    'dalam',
    'akan',
    'pada',
    'adalah',
    'ke',
    'juga',
    'atau',
  ],
};

/**
 * Common words Malay and Indonesian spell or choose differently (kerana/karena, sahaja/saja, iaitu/yaitu, boleh/
 * bisa, selepas/setelah, mahu/mau, wang/uang): prose read as Indonesian that uses more of Malay's is Malay.
 */
const MALAY_SPELLINGS = new Map<string, 'ms' | 'id'>([
  ...['kerana', 'sahaja', 'iaitu', 'boleh', 'selepas', 'mahu', 'wang'].map((w) => [w, 'ms'] as const),
  ...['karena', 'saja', 'yaitu', 'bisa', 'setelah', 'mau', 'uang'].map((w) => [w, 'id'] as const),
]);

const LANGUAGE_OF = new Map<string, string[]>();
for (const [lang, words] of Object.entries(FUNCTION_WORDS))
  for (const word of words) LANGUAGE_OF.set(word, [...(LANGUAGE_OF.get(word) ?? []), lang]);

/** Fewer words than this say too little about their language. */
export const MIN_PROSE_WORDS = 150;
/** Running text of any of these languages has at least this share of its words in its list (measured 10–30%). */
const MIN_SHARE = 0.06;
/** …and this many times as many as in the next language's list. */
const MIN_LEAD = 4;

/**
 * A word: a run of letters, or one ideograph or kana, for Chinese and Japanese write no spaces between words and
 * one or two of their characters make one. Counted so, their prose is no Latin-script language's running text
 * whatever Latin letters it quotes (a coordinate's x and y, Spanish "y").
 */
const WORD = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|[^\P{L}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]+/gu;

const LATIN = /^\p{sc=Latin}+$/u;

/**
 * A web or mail address, a domain or a file name (`http://www.kilns.com/`, `kilns.com.br`, `glaze.json`): a name,
 * in no language. Read as words, every `.com` counted for Portuguese's "com": a list of manufacturers' sites read
 * as Portuguese and was set, hyphenated and voiced as Portuguese. Tried only where a run of non-spaces starts
 * (one that holds an address is matched from its start anyway): tried at every character, it took two thirds of
 * the time a book's words were counted in.
 */
const ADDRESS = /(?<!\S)\S*(?::\/\/|@|\p{L}\.\p{L})\S*/gu;

/** Elements whose text is no prose of the book's language whatever it is written in: code, math, drawings, lists of links. */
export const NOT_PROSE: ReadonlySet<string> = new Set([
  'pre',
  'code',
  'kbd',
  'samp',
  'var',
  'math',
  'svg',
  'script',
  'style',
  'nav',
]);

/** The language (`en`, `pt` …) `text` is plainly written in, or undefined when it is short, mixed or another. */
export function proseLanguage(text: string): string | undefined {
  const count = new ProseWordCount();
  count.add(text);
  return count.language();
}

/**
 * Texts this long are counted once a process: a book's sections are counted again at every render, and after a
 * one-chapter change all but one read as before (counting was a tenth of the corpus book's model then). Shorter
 * ones cost less to count than to look up. The bound keeps a few books' prose (characters, about 16 MB).
 */
const REMEMBERED_TEXT = 256;

/**
 * Words counted over many pieces of prose, as `proseLanguage` counts them in one text: a whole book's text nodes
 * are counted as they are walked, never joined into one string.
 */
export class ProseWordCount {
  private words = 0;
  private latinWords = 0;
  private readonly hits = new Map<string, number>();
  /** Malay's and Indonesian's own spellings (MALAY_SPELLINGS). */
  private readonly spellings = new Map<'ms' | 'id', number>();

  /** One piece of prose (a text node): a word split between two pieces counts as two, and no function word is. */
  add(text: string): void {
    if (text.length < REMEMBERED_TEXT) {
      this.count(text);
      return;
    }
    this.merge(ProseWordCount.counted.memo(text));
  }

  private static readonly counted = new LRUCache<string, ProseWordCount>({
    maxSize: 8_000_000,
    sizeCalculation: (_counted, text) => text.length,
    memoMethod: (text) => {
      const count = new ProseWordCount();
      count.count(text);
      return count;
    },
  });

  private count(text: string): void {
    // Composed: Vietnamese typed with combining tone marks ("của" as u, U+0309, a) is still one word.
    for (const word of text.toLowerCase().normalize('NFC').replace(ADDRESS, ' ').match(WORD) ?? []) {
      this.words++;
      if (LATIN.test(word)) this.latinWords++;
      for (const lang of LANGUAGE_OF.get(word) ?? []) this.hits.set(lang, (this.hits.get(lang) ?? 0) + 1);
      const spelling = MALAY_SPELLINGS.get(word);
      if (spelling) this.spellings.set(spelling, (this.spellings.get(spelling) ?? 0) + 1);
    }
  }

  /** Adds another count's words (a section's subsections' to its own). */
  merge(other: ProseWordCount): void {
    this.words += other.words;
    this.latinWords += other.latinWords;
    for (const [lang, hits] of other.hits) this.hits.set(lang, (this.hits.get(lang) ?? 0) + hits);
    for (const [lang, hits] of other.spellings)
      this.spellings.set(lang, (this.spellings.get(lang) ?? 0) + hits);
  }

  /** The language the prose is plainly written in, or undefined when it is short, mixed or another. */
  language(): string | undefined {
    if (this.words < MIN_PROSE_WORDS) return undefined;
    // Mostly another script's: prose in it quoting a table or a caption in a Latin-script language, not that language.
    if (this.latinWords * 2 < this.words) return undefined;
    const [first, second] = [...this.hits].sort((a, b) => b[1] - a[1]);
    if (!first || first[1] < this.words * MIN_SHARE) return undefined;
    if (second && first[1] < second[1] * MIN_LEAD) return undefined;
    if (first[0] === 'id' && (this.spellings.get('ms') ?? 0) > (this.spellings.get('id') ?? 0)) return 'ms';
    return first[0];
  }
}

/** The language part of a BCP 47 tag (`pt` of `pt-BR`), lower case. */
export function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0]!;
}
