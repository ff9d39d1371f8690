import type MarkdownIt from 'markdown-it';

type Scanned = ReturnType<MarkdownIt.StateInline['scanDelims']>;

/**
 * Han, kana, Hangul, Yi and Bopomofo, and the CJK punctuation, enclosed ideographs and fullwidth forms written among
 * them: the East Asian wide, fullwidth and halfwidth characters, as the CommonMark CJK-friendly amendment reads them
 * (less the ones shown as emoji, see NOT_CJK).
 */
const CJK =
  /[\u1100-\u11ff\u2e80-\u2fff\u3001-\u303f\u3040-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe10-\ufe1f\ufe30-\ufe6f\uff00-\uffef\u{16fe0}-\u{16fff}\u{1b000}-\u{1b2ff}\u{1f200}-\u{1f2ff}\u{20000}-\u{3fffd}]/u;
const NOT_CJK = /\p{Emoji_Presentation}/u;
/** A variation selector of text (VS1–VS15): it gives the character before it its form, so that character is read. */
const TEXT_VARIATION = /[\ufe00-\ufe0e]/;
/** An ideographic variation selector: the Han character it follows. */
const IDEOGRAPHIC_VARIATION = /[\u{e0100}-\u{e01ef}]/u;
/** VS2 after a curly quote sets it as CJK punctuation, fullwidth (Unicode's East Asian punctuation variants). */
const FULLWIDTH_QUOTE = /^[\u2018\u2019\u201c\u201d]\ufe01$/;

const isCjk = (character: string) => CJK.test(character) && !NOT_CJK.test(character);

/** The character before `pos` ("the start of the text" is a space), and the one before that. */
function charactersBefore(src: string, pos: number): [string, string] {
  const before = [...src.slice(Math.max(0, pos - 4), pos)];
  return [before.at(-1) ?? ' ', before.at(-2) ?? ' '];
}

/**
 * `これは**遅延評価（lazy evaluation）**と呼びます。`: CommonMark closes a `**` after punctuation only before a space or
 * more punctuation, so the `**` between "）" and "と" stayed as written in JavaScript Primer's and the Rust course's
 * pages: their languages put no space around such a run. The CommonMark CJK-friendly amendment (markdown-it-cjk-friendly
 * implements it): a run of `*` (or `~`) with a CJK character on either side opens unless a space follows it and closes
 * unless one precedes it; before any run, a text variation selector stands for the character it follows. Runs
 * elsewhere are read exactly as CommonMark reads them; `_`, which never splits a word, gains nothing from CJK.
 */
export const cjkEmphasis = (md: MarkdownIt.MarkdownIt): void => {
  const { isWhiteSpace, isPunctChar, isMdAsciiPunct } = md.utils;
  const space = (character: string) => isWhiteSpace(character.codePointAt(0)!);
  const punctuation = (character: string) =>
    isMdAsciiPunct(character.codePointAt(0)!) || isPunctChar(character);
  class CjkFriendlyState extends md.inline.State {
    override scanDelims(start: number, canSplitWord: boolean): Scanned {
      const scanned = super.scanDelims(start, canSplitWord);
      const end = start + scanned.length;
      const after = end < this.posMax ? String.fromCodePoint(this.src.codePointAt(end)!) : ' ';
      const [written, earlier] = charactersBefore(this.src, start);
      const varied = TEXT_VARIATION.test(written);
      const before = varied && !/\p{Zs}/u.test(earlier) ? earlier : written;
      const cjkBefore = varied
        ? isCjk(earlier) || FULLWIDTH_QUOTE.test(earlier + written)
        : isCjk(written) || IDEOGRAPHIC_VARIATION.test(written);
      const cjk = canSplitWord && (cjkBefore || isCjk(after));
      if (!cjk && before === written) return scanned;
      if (space(before) || space(after))
        return { ...scanned, can_open: !space(after), can_close: !space(before) };
      // CommonMark's flanking rules, read without spaces around the run; punctuation beside CJK counts as a letter.
      return {
        ...scanned,
        can_open: punctuation(before) || (canSplitWord && (cjk || !punctuation(after))),
        can_close: punctuation(after) || (canSplitWord && (cjk || !punctuation(before))),
      };
    }
  }
  md.inline.State = CjkFriendlyState;
};
