import { fromRoman } from '../typography/numerals';

/**
 * The opening of a title that writes the number the book gives its chapter anyway ("1. " of "1. Introduction" when it
 * is chapter 1): the number and its punctuation, "1. ", "1: ", "1) ", "1 - ". None for another number, or a number that
 * is the title's first word ("3D Graphics", "1 Corinthians").
 */
export function ownNumberOpening(title: string, number: number): string | undefined {
  const opening = /^\s*(\d{1,3})(?:[.:)]\s+|\s+[-–—:]\s+)(?=\S)/u.exec(title);
  return opening && Number(opening[1]) === number ? opening[0] : undefined;
}

/**
 * Books that number their own chapters: "# Chapter 1 - The Basics" after an unnumbered "# Introduction" and before
 * an unnumbered "# Conclusion" (as pandoc prints them, numbering nothing itself). Counting every chapter would print
 * "Chapter 1" over the introduction and "Chapter 4" in the contents and cross-references of the author's chapter 1.
 */
export const CHAPTER_WORDS = 'chapter|kapitel|chapitre|cap[íi]tulo|capitolo|hoofdstuk|глава';
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const WRITTEN_CHAPTER_NUMBER = new RegExp(
  `^(?:${CHAPTER_WORDS})\\s+(\\d+|[IVXLC]+|${NUMBER_WORDS.join('|')})\\b\\s*(?:[:.–—-]|$)`,
  'iu',
);

/**
 * The label Chinese, Japanese and Korean books write into a chapter's title: "第 1 章 迈向现代 C++", "第一章：概述",
 * "第3章 ツール", "제 2 장 도구", with or without spaces around the number, in digits or (Chinese, Japanese) in numerals.
 */
export const CJK_CHAPTER_LABEL = /^(?:第\s*(\d+|[〇零一二两三四五六七八九十百]+)\s*章|제\s*(\d+)\s*장)/u;
const CHINESE_DIGITS: Record<string, number> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** "十二" → 12, "二十一" → 21, "一百零五" → 105: the numerals a chapter label is written in. */
function fromChineseNumeral(numeral: string): number {
  let total = 0;
  let digit = 0;
  for (const character of numeral) {
    if (character === '百' || character === '十') {
      total += (digit || 1) * (character === '百' ? 100 : 10);
      digit = 0;
    } else digit = CHINESE_DIGITS[character] ?? 0;
  }
  return total + digit;
}

/** The number the title gives its chapter, in digits ("Chapter Two: Pigeons" → "2"), if it gives one. */
export function writtenChapterNumber(title: string): string | undefined {
  const cjk = CJK_CHAPTER_LABEL.exec(title.trim());
  if (cjk) {
    const written = cjk[1] ?? cjk[2]!;
    return String(/^\d+$/.test(written) ? Number(written) : fromChineseNumeral(written));
  }
  const written = WRITTEN_CHAPTER_NUMBER.exec(title.trim())?.[1];
  if (written === undefined) return undefined;
  if (/^\d+$/.test(written)) return String(Number(written));
  const word = NUMBER_WORDS.indexOf(written.toLowerCase());
  if (word >= 0) return String(word + 1);
  return String(fromRoman(written.toUpperCase()));
}

/**
 * A title that opens with the author's number alone: "1. Introduction", "2 Working with Data", "1.1 Python"
 * (course notes and pandoc-numbered books). Three digits at most: "1984 and After" is a name.
 */
const BARE_NUMBER = /^\d{1,3}(?:\.\d{1,3})*\.?\s+\S/u;

/**
 * A book numbers its own chapters when two or more of them say their number in their titles: one such title
 * may be a coincidence ("Chapter Two: Pigeons" as a chapter's name), two are the author's numbering. Titles that
 * open with a bare number are the author's numbering when at least half the chapters' titles do: the book then
 * adds no "Chapter 3" of its own over "2.1 Containers".
 */
export function numbersOwnChapters(chapterTitles: readonly string[]): boolean {
  if (chapterTitles.filter((title) => writtenChapterNumber(title) !== undefined).length >= 2) return true;
  const bare = chapterTitles.filter((title) => BARE_NUMBER.test(title.trim())).length;
  return bare >= 2 && bare * 2 >= chapterTitles.length;
}

/**
 * Parts the author labelled: "= Part I - Core CDI" after an unlabelled "= Introduction" (as the CDI specification
 * writes them). Counting every part would call the introduction "Part I" and the author's Part I "Part II".
 */
export const PART_WORDS = 'part|teil|partie|parte|deel|часть';
const WRITTEN_PART_NUMBER = new RegExp(
  `^(?:${PART_WORDS})\\s+(\\d+|[IVXLC]+|${NUMBER_WORDS.join('|')})\\b\\s*(?:[:.,–—-]|$)`,
  'iu',
);

/**
 * The label Chinese, Japanese and Korean books write into a part's title: "第一部分：入门篇", "第 2 部分 进阶",
 * "第一篇 基础", "第3部 応用", "제 1 부 기초".
 */
export const CJK_PART_LABEL =
  /^(?:第\s*(\d+|[〇零一二两三四五六七八九十百]+)\s*(?:部分|部|篇)|제\s*(\d+)\s*부)/u;

/** The number the title gives its part, as written ("Part II - Sea Birds" → "II", "Part Two: Sea" → "2"). */
export function writtenPartNumber(title: string): string | undefined {
  const cjk = CJK_PART_LABEL.exec(title.trim());
  if (cjk) {
    const number = cjk[1] ?? cjk[2]!;
    return /^\d+$/.test(number) ? String(Number(number)) : String(fromChineseNumeral(number));
  }
  const written = WRITTEN_PART_NUMBER.exec(title.trim())?.[1];
  if (written === undefined) return undefined;
  const word = NUMBER_WORDS.indexOf(written.toLowerCase());
  if (word >= 0) return String(word + 1);
  return /^\d+$/.test(written) ? String(Number(written)) : written.toUpperCase();
}

/** A book numbers its own parts when one says its number: a book has few parts, and none is named "Part Two". */
export function numbersOwnParts(partTitles: readonly string[]): boolean {
  return partTitles.some((title) => writtenPartNumber(title) !== undefined);
}
