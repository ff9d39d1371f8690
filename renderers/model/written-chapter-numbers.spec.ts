import {
  numbersOwnChapters,
  numbersOwnParts,
  ownNumberOpening,
  writtenChapterNumber,
  writtenPartNumber,
} from './written-chapter-numbers';

describe('writtenChapterNumber', () => {
  it.each([
    ['Chapter 1 - The Basics', '1'],
    ['Chapter 03: Maps', '3'],
    ['Chapter Two: Pigeons', '2'],
    ['CHAPTER IV. Slices', '4'],
    ['Kapitel 7 – Schluss', '7'],
    ['Chapter 12', '12'],
    ['第 1 章 迈向现代 C++', '1'],
    ['第12章：并发', '12'],
    ['第二十一章 结语', '21'],
    ['第十章', '10'],
    ['第3章 ツール', '3'],
    ['제 2 장 도구', '2'],
  ])('reads %s as chapter %s', (title, number) => {
    expect(writtenChapterNumber(title)).toBe(number);
  });

  it.each([
    'Introduction',
    'Chapters of my life',
    'Chapter and verse',
    'Appendix A: Tools',
    'Chapter 1st',
    '第一印象',
    '章节概述',
  ])('finds no number in %s', (title) => {
    expect(writtenChapterNumber(title)).toBeUndefined();
  });
});

describe('numbersOwnChapters', () => {
  it('takes two numbered titles as the author numbering the chapters, one as a coincidence', () => {
    expect(numbersOwnChapters(['Intro', 'Chapter 1 - A', 'Chapter 2 - B', 'End'])).toBe(true);
    expect(numbersOwnChapters(['Chapter Two: Pigeons', 'Annexe outils'])).toBe(false);
    expect(numbersOwnChapters(['Setup', '1. Introduction', '1.1 Python', '2 Working with Data'])).toBe(true);
    expect(numbersOwnChapters(['1984 and After', '2001 and Before'])).toBe(false);
    expect(numbersOwnChapters(['1. Introduction', 'Lists', 'Maps', '2 Sets', 'Trees'])).toBe(false);
    expect(numbersOwnChapters(['序言', '第 1 章 迈向现代 C++', '第 2 章 语言可用性的强化'])).toBe(true);
  });
});

describe('writtenPartNumber and numbersOwnParts', () => {
  it.each([
    ['Part I - Core CDI', 'I'],
    ['Part II: Sea Birds', 'II'],
    ['Part 3. Tools', '3'],
    ['Part Two – Practice', '2'],
    ['Teil IV', 'IV'],
    ['第一部分：入门篇', '1'],
    ['第 2 部分 进阶', '2'],
    ['第十一篇 实战', '11'],
    ['第3部 応用', '3'],
    ['제 1 부 기초', '1'],
  ])('reads the number of %s', (title, number) => {
    expect(writtenPartNumber(title)).toBe(number);
  });

  it.each(['Introduction', 'Parting Words', 'Part of the Problem', 'Particles I', '部分概述', '第一印象'])(
    'finds none in %s',
    (title) => {
      expect(writtenPartNumber(title)).toBeUndefined();
    },
  );

  it('takes one labelled part as the author numbering the parts', () => {
    expect(numbersOwnParts(['Introduction', 'Part I - Core CDI', 'Part II - CDI in Java SE'])).toBe(true);
    expect(numbersOwnParts(['Basics', 'Practice'])).toBe(false);
  });
});

describe('ownNumberOpening', () => {
  it('is the number the book gives the chapter, with its punctuation, opening the title', () => {
    expect(ownNumberOpening('1. Introduction', 1)).toBe('1. ');
    expect(ownNumberOpening('3: Maps', 3)).toBe('3: ');
    expect(ownNumberOpening('2 - Setup', 2)).toBe('2 - ');
    expect(ownNumberOpening('1. Introduction', 2)).toBeUndefined();
    expect(ownNumberOpening('3D Graphics', 3)).toBeUndefined();
    expect(ownNumberOpening('1 Corinthians', 1)).toBeUndefined();
    expect(ownNumberOpening('1.1 Python', 1)).toBeUndefined();
  });
});
