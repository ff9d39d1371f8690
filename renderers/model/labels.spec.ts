import { siteLabelsFor } from '../html/site-labels';
import { hasOwnLabels, labelAndTitle, labelsFor, numberedLabel } from './labels';

describe('labels in the book language', () => {
  it('writes the number inside the word where the language does', () => {
    expect(numberedLabel(labelsFor('zh-CN').chapter, '3')).toBe('第3章');
    expect(numberedLabel(labelsFor('ja').appendix, 'A')).toBe('付録A');
    expect(numberedLabel(labelsFor('ko').chapter, '3')).toBe('제3장');
    expect(numberedLabel(labelsFor('en').chapter, '3')).toBe('Chapter 3');
  });

  it('labels a Persian, Arabic or Hebrew book in its language', () => {
    expect(numberedLabel(labelsFor('fa').chapter, '3')).toBe('فصل 3');
    expect(labelsFor('ar-EG').figure).toBe('الشكل');
    expect(labelsFor('he').contents).toBe('תוכן העניינים');
    // A word a table lacks stays English rather than missing.
    expect(labelsFor('xx').colophon).toBe('Colophon');
  });

  it('gives Persian, Arabic and Hebrew every word the other languages have', () => {
    const english = labelsFor('en');
    for (const lang of ['fa', 'ar', 'he']) {
      const words = labelsFor(lang);
      const untranslated = Object.keys(english).filter(
        (key) => words[key as keyof typeof words] === english[key as keyof typeof english],
      );
      expect({ lang, untranslated }).toEqual({ lang, untranslated: [] });
    }
    expect(labelsFor('fa').colophon).toBe('انجامه');
    expect(labelsFor('fa').continuedOnNextPage).toBe('ادامه در صفحهٔ بعد');
    expect(labelsFor('ar').seeAlso).toBe('انظر أيضًا');
    expect(labelsFor('he').backToText).toBe('חזרה לטקסט');
    expect(labelsFor('fa').titleByAuthors).toContain('{authors}');
    expect(labelsFor('ar').publishedBy).toContain('{publisher}');
  });

  it('gives Vietnamese, Indonesian, Thai and Hindi every word, the site’s too', () => {
    const english = labelsFor('en');
    const site = siteLabelsFor('en');
    for (const lang of ['vi', 'id', 'th', 'hi']) {
      const words = labelsFor(lang);
      const siteWords = siteLabelsFor(lang);
      const untranslated = [
        // A section's title is quoted “so” in all three, as in English.
        ...Object.keys(english).filter(
          (key) =>
            key !== 'sectionReference' &&
            words[key as keyof typeof words] === english[key as keyof typeof english],
        ),
        ...Object.keys(site).filter(
          (key) => siteWords[key as keyof typeof siteWords] === site[key as keyof typeof site],
        ),
      ];
      expect({ lang, untranslated }).toEqual({ lang, untranslated: [] });
    }
    expect(numberedLabel(labelsFor('vi').chapter, '3')).toBe('Chương 3');
    expect(numberedLabel(labelsFor('id-ID').figure, '3-1')).toBe('Gambar 3-1');
    expect(numberedLabel(labelsFor('th').chapter, '3')).toBe('บทที่ 3');
    expect(hasOwnLabels('th-TH')).toBe(true);
    expect(hasOwnLabels('ml')).toBe(false);
  });

  it('gives Traditional Chinese its own characters', () => {
    expect(labelsFor('zh-TW').contents).toBe('目錄');
    expect(labelsFor('zh_Hant').figure).toBe('圖');
    expect(labelsFor('zh-Hans-CN').contents).toBe('目录');
    expect(labelsFor('zh-TW').chapter).toBe('第{n}章');
  });

  it('puts a full stop after a Latin label, a space after a CJK one', () => {
    expect(labelAndTitle('Chapter 3', 'Keys')).toBe('Chapter 3. Keys');
    expect(labelAndTitle('第3章', '键')).toBe('第3章 键');
    expect(labelAndTitle('图 3-1', '')).toBe('图 3-1 ');
    // Thai writes no full stop.
    expect(labelAndTitle('บทที่ 3', 'การติดตั้ง')).toBe('บทที่ 3 การติดตั้ง');
  });

  it('gives the HTML site’s chrome and search its words in Persian, Arabic and Hebrew', () => {
    const english = siteLabelsFor('en');
    for (const lang of ['fa', 'ar', 'he']) {
      const words = siteLabelsFor(lang);
      const untranslated = Object.keys(english).filter(
        (key) => words[key as keyof typeof words] === english[key as keyof typeof english],
      );
      expect({ lang, untranslated }).toEqual({ lang, untranslated: [] });
      expect(words.nothingFound).toContain('{query}');
      expect(words.results).toContain('{n}');
    }
    expect(siteLabelsFor('fa').searchThisBook).toBe('جستجو در این کتاب');
  });
});
