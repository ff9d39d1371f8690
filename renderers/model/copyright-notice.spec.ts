import { isCopyrightNotice } from './copyright-notice';

describe('isCopyrightNotice', () => {
  it('knows a copyright page in English by its notice or licence', () => {
    expect(isCopyrightNotice('Copyright 2024 Ann Lee. All rights reserved.')).toBe(true);
    expect(isCopyrightNotice('A short preface.')).toBe(false);
  });

  // A Persian, Arabic or Hebrew book's untitled copyright page was taken for its preface.
  it('knows one in Persian, Arabic and Hebrew by the words their publishers print', () => {
    expect(isCopyrightNotice('کلیهٔ حقوق چاپ و نشر برای ناشر محفوظ است.')).toBe(true);
    expect(isCopyrightNotice('حق نشر ۱۴۰۳ برای نویسنده محفوظ است.')).toBe(true);
    expect(isCopyrightNotice('جميع الحقوق محفوظة للناشر.')).toBe(true);
    expect(isCopyrightNotice('כל הזכויות שמורות להוצאה.')).toBe(true);
    expect(isCopyrightNotice('این کتاب برای برنامه‌نویسان نوشته شده است.')).toBe(false);
    expect(isCopyrightNotice('ספר זה נכתב למתכנתים.')).toBe(false);
  });
});
