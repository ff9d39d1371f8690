import { digitsOf, nativeDigits, nativeDigitsCss, writeDigits } from './native-digits';

describe('nativeDigits', () => {
  it.each([
    ['fa', 'persian'],
    ['fa-IR', 'persian'],
    ['fa_AF', 'persian'],
    ['ar', 'arabic-indic'],
    ['ar-EG', 'arabic-indic'],
    ['ar-SA', 'arabic-indic'],
    ['ar-u-nu-arabext', 'persian'],
  ])('%s books print their numbers in %s digits', (lang, digits) => {
    expect(nativeDigits(lang)).toBe(digits);
  });

  it.each(['en', 'he', 'ur', 'ar-MA', 'ar-u-nu-latn', 'zh', '', 'not a tag!'])(
    '%s books print 0–9',
    (lang) => {
      expect(nativeDigits(lang)).toBeUndefined();
      expect(nativeDigitsCss(lang)).toBe('');
    },
  );
});

describe('writeDigits', () => {
  it('writes each digit and leaves the rest', () => {
    expect(writeDigits('12-30.', 'persian')).toBe('۱۲-۳۰.');
    expect(writeDigits('A-7', 'arabic-indic')).toBe('A-٧');
    expect(writeDigits('12', undefined)).toBe('12');
    expect(digitsOf('fa')(409)).toBe('۴۰۹');
    expect(digitsOf('en')(409)).toBe('409');
  });
});
