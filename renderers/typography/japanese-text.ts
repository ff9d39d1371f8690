import { ChineseScriptCount } from './chinese-script';

/**
 * Whether a book is written in Japanese, so that its ideographs take Japanese glyph forms: its language says so, or,
 * its language being neither Chinese nor Korean (most books never declare one, and then read as English), kana are
 * at least two in five of its kana and ideographs. Japanese prose is about three quarters kana (Pro Git's and the
 * Rust book's translations), a dense technical sentence still half; Chinese has none; an English book quoting a
 * Chinese name and a Japanese sentence keeps Chinese glyphs for the Chinese it mostly has.
 */
export function writesJapanese(lang: string | undefined, text: string): boolean {
  const language = lang?.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'ja') return true;
  if (language === 'zh' || language === 'ko') return false;
  const letters = new CjkLetterCount();
  letters.add(text);
  return letters.readsAsJapanese();
}

/** Kana, ideographs and other letters counted over many pieces of text, as `writesJapanese` counts them in one. */
export class CjkLetterCount {
  private kana = 0;
  private han = 0;
  private hangul = 0;
  /** Letters of other scripts (Latin, Cyrillic, Greek …): what a book mostly written in them is written in. */
  private otherLetters = 0;
  private readonly chinese = new ChineseScriptCount();

  add(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit < 0x3040) {
        if (isOtherLetter(text, i, unit)) this.otherLetters++;
        continue;
      }
      if (isKana(unit)) this.kana++;
      else if (unit >= 0x4e00 && unit <= 0x9fff) {
        this.han++;
        this.chinese.addIdeograph(text[i]);
      } else if (unit >= 0x3400 && unit <= 0x4dbf) this.han++;
      else if (isHangul(unit)) this.hangul++;
    }
  }

  readsAsJapanese(): boolean {
    return this.kana > 0 && this.kana * 3 >= this.han * 2;
  }

  /**
   * Whether the text is written in Japanese, not only quoting it: it reads as Japanese, and its Japanese letters are
   * at least a fifth of all its letters. A Japanese technical sentence keeps its names in Latin letters (GitHub, Pull
   * Request) and one Japanese letter carries about what two or three Latin ones do, so Japanese prose stays well above
   * a fifth; an English book quoting a Japanese name, or listing data in many scripts, stays far below it.
   */
  writtenInJapanese(): boolean {
    return this.readsAsJapanese() && (this.kana + this.han) * 4 >= this.otherLetters + this.hangul;
  }

  /**
   * Whether the text is written in Chinese: ideographs without the kana Japanese writes among them, at least a fifth
   * of all its letters, as for Japanese. Hangul counts against it, so Korean quoting a few ideographs stays Korean.
   */
  writtenInChinese(): boolean {
    return this.han > 0 && !this.readsAsJapanese() && this.han * 4 >= this.otherLetters + this.hangul;
  }

  /** Which way its Chinese is written, Traditional or Simplified (`zh-Hans` when it holds neither's characters). */
  chineseScript(): 'zh-Hant' | 'zh-Hans' {
    return this.chinese.tag();
  }

  /**
   * Whether the text is written in Korean: Hangul, more of it than of the ideographs (hanja) Korean may write among
   * it, at least a fifth of all its letters, as for Japanese. A Korean technical sentence keeps its commands and
   * names in Latin letters (git commit, GitHub), and Pro Git's Korean prose has about three and a half Hangul
   * syllables to each of them; an English book quoting a Korean name stays far below a fifth.
   */
  writtenInKorean(): boolean {
    return (
      this.hangul > this.han &&
      !this.readsAsJapanese() &&
      this.hangul * 4 >= this.otherLetters + this.han + this.kana
    );
  }
}

const LETTER = /\p{L}/u;

/** An ASCII letter, or a letter of a script other than those of Japanese below U+3040 (Latin-1 on). */
function isOtherLetter(text: string, index: number, unit: number): boolean {
  if (unit < 0x80) return (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a);
  return unit >= 0xc0 && LETTER.test(text.charAt(index));
}

/** Hangul syllables and compatibility jamo (the conjoining jamo lie below U+3040, among the other letters). */
function isHangul(unit: number): boolean {
  return (unit >= 0xac00 && unit <= 0xd7a3) || (unit >= 0x3131 && unit <= 0x318e);
}

/** Hiragana and katakana, full and half width, without the marks Chinese shares with them (・ ー). */
function isKana(unit: number): boolean {
  return (
    (unit >= 0x3041 && unit <= 0x309f) ||
    (unit >= 0x30a1 && unit <= 0x30fa) ||
    (unit >= 0x30fd && unit <= 0x30ff) ||
    (unit >= 0x31f0 && unit <= 0x31ff) ||
    (unit >= 0xff66 && unit <= 0xff9d && unit !== 0xff70)
  );
}
