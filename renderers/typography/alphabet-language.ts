/**
 * Which language a book is written in when its letters are mostly of an alphabet that few languages write: Arabic
 * script (Arabic, Persian, Urdu), Hebrew, Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian,
 * Macedonian), Greek, or a script of South or Southeast Asia, the Caucasus or Ethiopia (Thai, Devanagari, Georgian,
 * Armenian …). Each language of a shared alphabet is told from the others by the letters only it writes.
 */

/**
 * The scripts written for one language, or for a few that nothing here tells apart (Devanagari: Hindi first, the
 * commonest), each with its range of UTF-16 units, its name in a warning and its languages, the likeliest first.
 * Only their letters count (`\p{L}`): not vowel signs, which Indic scripts and Thai write as marks, nor digits.
 */
const SINGLE_SCRIPTS = [
  { name: 'armenian', from: 0x0531, to: 0x058a, title: 'the Armenian alphabet', langs: ['hy'] },
  { name: 'devanagari', from: 0x0900, to: 0x097f, title: 'Devanagari', langs: ['hi', 'mr', 'ne'] },
  { name: 'bengali', from: 0x0980, to: 0x09ff, title: 'Bengali script', langs: ['bn', 'as'] },
  { name: 'gurmukhi', from: 0x0a00, to: 0x0a7f, title: 'Gurmukhi', langs: ['pa'] },
  { name: 'gujarati', from: 0x0a80, to: 0x0aff, title: 'Gujarati script', langs: ['gu'] },
  { name: 'odia', from: 0x0b00, to: 0x0b7f, title: 'Odia script', langs: ['or'] },
  { name: 'tamil', from: 0x0b80, to: 0x0bff, title: 'Tamil script', langs: ['ta'] },
  { name: 'telugu', from: 0x0c00, to: 0x0c7f, title: 'Telugu script', langs: ['te'] },
  { name: 'kannada', from: 0x0c80, to: 0x0cff, title: 'Kannada script', langs: ['kn'] },
  { name: 'malayalam', from: 0x0d00, to: 0x0d7f, title: 'Malayalam script', langs: ['ml'] },
  { name: 'sinhala', from: 0x0d80, to: 0x0dff, title: 'Sinhala script', langs: ['si'] },
  { name: 'thai', from: 0x0e00, to: 0x0e7f, title: 'Thai script', langs: ['th'] },
  { name: 'lao', from: 0x0e80, to: 0x0eff, title: 'Lao script', langs: ['lo'] },
  { name: 'myanmar', from: 0x1000, to: 0x109f, title: 'Myanmar script', langs: ['my'] },
  { name: 'georgian', from: 0x10a0, to: 0x10ff, title: 'the Georgian alphabet', langs: ['ka'] },
  { name: 'ethiopic', from: 0x1200, to: 0x139f, title: 'Ethiopic script', langs: ['am', 'ti'] },
  { name: 'khmer', from: 0x1780, to: 0x17ff, title: 'Khmer script', langs: ['km'] },
  { name: 'georgian', from: 0x1c90, to: 0x1cbf, title: 'the Georgian alphabet', langs: ['ka'] },
] as const;

type SingleScript = (typeof SINGLE_SCRIPTS)[number]['name'];

type Alphabet = 'arabic' | 'hebrew' | 'cyrillic' | 'greek' | SingleScript;

const ALPHABET_NAMES: Record<Alphabet, string> = {
  arabic: 'Arabic script',
  hebrew: 'the Hebrew alphabet',
  cyrillic: 'the Cyrillic alphabet',
  greek: 'the Greek alphabet',
  ...(Object.fromEntries(SINGLE_SCRIPTS.map((script) => [script.name, script.title])) as Record<
    SingleScript,
    string
  >),
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
const TELLING = new Set(Array.from('ةىپچژگکیٹڈڑںےہјљњџђћѓќѕыэёйіїєґўъи', (letter) => letter.charCodeAt(0)));

/** Letters counted over many pieces of text: those of each alphabet, and all letters of any script. */
export class AlphabetLetterCount {
  private readonly letters = Object.fromEntries(
    Object.keys(ALPHABET_NAMES).map((alphabet) => [alphabet, 0]),
  ) as Record<Alphabet, number>;
  private allLetters = 0;
  private readonly telling = new Map<number, number>();

  add(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit < 0x80) {
        if ((unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a)) this.allLetters++;
        continue;
      }
      const alphabet = alphabetOf(unit) ?? singleScriptOf(unit, text.charAt(i));
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
  ...(Object.fromEntries(SINGLE_SCRIPTS.map((script) => [script.name, () => [...script.langs]])) as Record<
    SingleScript,
    () => string[]
  >),
};

/**
 * Arabic, unless letters Arabic never writes outnumber those only Arabic writes (ة, ى): Persian's پ چ ژ گ, its
 * kaf and yeh ک ی (Arabic writes ك ي), and Urdu's ٹ ڈ ڑ ں ے ہ beside them. A short Arabic text may hold none of
 * either, and reads as Arabic; a short Persian one may hold none of پ چ ژ گ but ک and ی ("متن فارسی"), and reads as
 * Persian, not as the Arabic it was built as before they were counted.
 */
function arabicScriptLanguages(count: (letters: string) => number): string[] {
  const arabic = count('ةى');
  const persian = count('پچژگ');
  const urdu = count('ٹڈڑںےہ');
  if (persian + urdu + count('کی') <= arabic) return ['ar', 'fa', 'ur'];
  // Urdu writes Persian's letters too (ک and ی as well), and its own ones often (ے, ں end most verbs and plurals).
  return urdu > 0 && urdu * 4 >= persian ? ['ur', 'fa', 'ar'] : ['fa', 'ur', 'ar'];
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

/** The script of SINGLE_SCRIPTS a UTF-16 unit is a letter of, if any (its marks and digits are none). */
function singleScriptOf(unit: number, char: string): SingleScript | undefined {
  if (unit < 0x0531 || unit > 0x1cbf) return undefined;
  const script = SINGLE_SCRIPTS.find((candidate) => unit >= candidate.from && unit <= candidate.to);
  return script && LETTER.test(char) ? script.name : undefined;
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
