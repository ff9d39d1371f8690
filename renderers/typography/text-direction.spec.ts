import { directionAttribute, textDirection } from './text-direction';

describe('textDirection', () => {
  it.each(['fa', 'ar', 'ar-EG', 'he', 'ur', 'fa_IR'])('reads %s as right to left', (lang) => {
    expect(textDirection(lang)).toBe('rtl');
    expect(directionAttribute(lang)).toBe(' dir="rtl"');
  });

  it.each(['en', 'zh-CN', 'ru', 'pt_BR', '', 'not a tag!'])('reads %s as left to right', (lang) => {
    expect(textDirection(lang)).toBe('ltr');
    expect(directionAttribute(lang)).toBe('');
  });
});
