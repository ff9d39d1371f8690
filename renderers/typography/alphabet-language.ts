/**
 * Which language a book is written in when its letters are mostly of an alphabet that few languages write: Arabic
 * script (Arabic, Persian, Urdu), Hebrew, Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian,
 * Macedonian) or Greek. Each language of a shared alphabet is told from the others by the letters only it writes.
 */

type Alphabet = 'arabic' | 'hebrew' | 'cyrillic' | 'greek';

const ALPHABET_NAMES: Record<Alphabet, string> = {
  arabic: 'Arabic script',
  hebrew: 'the Hebrew alphabet',
  cyrillic: 'the Cyrillic alphabet',
  greek: 'the Greek alphabet',
};

/** The language a book read so is in, and the alphabet it was read from. */
export interface AlphabetLanguage {
  lang: string;
  /** The alphabet, as a warning names it ("Arabic script", "the Cyrillic alphabet"). */
  alphabet: string;
  /** The other languages that alphabet is written for, which the author may mean instead. */
  others: string[];
}

/** The letters that tell the languages of a shared alphabet apart, each as written by only some of them. */
const TELLING = new Set(Array.from('ةىپچژگٹڈڑںےہјљњџђћѓќѕыэёйіїєґўъи', (letter) => letter.charCodeAt(0)));

/** Letters counted over many pieces of text: those of each alphabet, and all letters of any script. */
export class AlphabetLetterCount {
  private readonly letters: Record<Alphabet, number> = { arabic: 0, hebrew: 0, cyrillic: 0, greek: 0 };
  private allLetters = 0;
  private readonly telling = new Map<number, number>();

  add(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit < 0x80) {
        if ((unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a)) this.allLetters++;
        continue;
      }
      const alphabet = alphabetOf(unit);
      if (alphabet !== undefined) {
        this.letters[alphabet]++;
        this.allLetters++;
        if (TELLING.has(unit)) this.telling.set(unit, (this.telling.get(unit) ?? 0) + 1);
      } else if (unit >= 0xc0 && LETTER.test(text.charAt(i))) this.allLetters++;
    }
  }

  /**
   * The language the text is written in, when at least half its letters are of one of these alphabets: a book in
   * Arabic or Russian keeps its commands and names in Latin letters (Pro Git's Arabic chapters: one letter in
   * twenty), while an English book quoting a name or a phrase in them stays far below half.
   */
  language(): AlphabetLanguage | undefined {
    const [alphabet, count] = (Object.entries(this.letters) as [Alphabet, number][]).sort(
      (a, b) => b[1] - a[1],
    )[0]!;
    if (count === 0 || count * 2 < this.allLetters) return undefined;
    const [lang, ...others] = LANGUAGES_OF[alphabet]((letters) => this.countOf(letters));
    return { lang: lang!, alphabet: ALPHABET_NAMES[alphabet], others };
  }

  /** How many of these letters the text holds. */
  private countOf(letters: string): number {
    return Array.from(letters).reduce(
      (sum, letter) => sum + (this.telling.get(letter.charCodeAt(0)) ?? 0),
      0,
    );
  }
}

/** An alphabet's languages, the one its text is written in first, from how many of some letters it holds. */
const LANGUAGES_OF: Record<Alphabet, (count: (letters: string) => number) => string[]> = {
  arabic: arabicScriptLanguages,
  hebrew: () => ['he', 'yi'],
  cyrillic: cyrillicLanguages,
  greek: () => ['el'],
};

/**
 * Arabic, unless letters Arabic never writes outnumber those only Arabic writes (ة, ى): Persian's پ چ ژ گ, and
 * Urdu's ٹ ڈ ڑ ں ے ہ beside them. A short Arabic text may hold none of either, and reads as Arabic.
 */
function arabicScriptLanguages(count: (letters: string) => number): string[] {
  const arabic = count('ةى');
  const persian = count('پچژگ');
  const urdu = count('ٹڈڑںےہ');
  if (Math.max(persian, urdu) <= arabic) return ['ar', 'fa', 'ur'];
  // Urdu writes Persian's letters too, and its own ones often (ے, ں end most verbs and plurals).
  return urdu * 4 >= persian ? ['ur', 'fa', 'ar'] : ['fa', 'ur', 'ar'];
}

/**
 * Russian, unless letters it never writes say otherwise: Serbian's and Macedonian's ј љ њ џ (with Serbian's ђ ћ,
 * Macedonian's ѓ ќ ѕ) outnumbering й ы э ё, which those two never write; Ukrainian's and Belarusian's і (with
 * Ukrainian's ї є ґ, Belarusian's ў) outnumbering ы э ё, which Ukrainian never writes, or и, which Belarusian never
 * writes; Bulgarian's frequent ъ (Russian writes it rarely) outnumbering ы э ё, which Bulgarian never writes.
 */
function cyrillicLanguages(count: (letters: string) => number): string[] {
  const russian = count('ыэё');
  const others = ['ru', 'uk', 'be', 'bg', 'sr', 'mk'];
  const first = (lang: string) => [lang, ...others.filter((other) => other !== lang)];
  if (count('јљњџђћѓќѕ') > russian + count('й')) return first(count('ѓќѕ') > count('ђћ') ? 'mk' : 'sr');
  const i = count('іїєґў');
  if (i > russian || i > count('и')) return first(count('ўыэё') > count('їєґи') ? 'be' : 'uk');
  if (count('ъ') > russian * 2) return first('bg');
  return others;
}

const LETTER = /\p{L}/u;

/** The alphabet a UTF-16 unit is a letter of, if one of these (their marks, signs and digits are none). */
function alphabetOf(unit: number): Alphabet | undefined {
  if (unit < 0x0386) return undefined;
  if (unit <= 0x03ff) return unit === 0x0387 ? undefined : 'greek';
  if (unit <= 0x052f) return unit >= 0x0482 && unit <= 0x0489 ? undefined : 'cyrillic';
  if (unit >= 0x05d0 && unit <= 0x05f2) return 'hebrew';
  if (unit >= 0x0620 && unit <= 0x06ff) return isArabicLetter(unit) ? 'arabic' : undefined;
  if ((unit >= 0x0750 && unit <= 0x077f) || (unit >= 0x08a0 && unit <= 0x08c9)) return 'arabic';
  if (unit >= 0x1f00 && unit <= 0x1ffc) return 'greek';
  if (unit >= 0xfb1d && unit <= 0xfb4f) return 'hebrew';
  if ((unit >= 0xfb50 && unit <= 0xfdfb) || (unit >= 0xfe70 && unit <= 0xfefc)) return 'arabic';
  return undefined;
}

/** A letter of the Arabic block: not a vowel sign, digit or punctuation mark (؟ ، ٪ ـ are below or among them). */
function isArabicLetter(unit: number): boolean {
  return (
    (unit <= 0x064a && unit !== 0x0640) ||
    unit === 0x066e ||
    unit === 0x066f ||
    (unit >= 0x0671 && unit <= 0x06d3) ||
    unit === 0x06d5 ||
    unit === 0x06ee ||
    unit === 0x06ef ||
    (unit >= 0x06fa && unit <= 0x06fc) ||
    unit === 0x06ff
  );
}
