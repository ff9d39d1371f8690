import { rightToLeftCss } from './right-to-left-style';
import { textDirection } from '../typography/text-direction';

describe('rightToLeftCss', () => {
  it('adds nothing to a left-to-right book’s style sheets, so they stay byte for byte as they were', () => {
    for (const sheet of ['epub', 'pdf', 'site'] as const) {
      expect(rightToLeftCss(textDirection('en'), sheet)).toBe('');
      expect(rightToLeftCss(textDirection('zh-CN'), sheet)).toBe('');
    }
  });

  it('mirrors the sides for Persian, Arabic and Hebrew, scoped to right-to-left pages', () => {
    const pdf = rightToLeftCss(textDirection('fa'), 'pdf', { notesClass: 'notes', noteClass: 'note' });
    expect(pdf).toContain('[dir="rtl"] ul, [dir="rtl"] ol { padding-left: 0; padding-right: 1.6em; }');
    expect(pdf).toContain('[dir="rtl"] aside.notes, [dir="rtl"] p.note { text-align: right; }');
    expect(rightToLeftCss(textDirection('ar-EG'), 'site')).toContain(
      '[dir="rtl"] .skip-link { left: auto; right: 0.75rem; }',
    );
    expect(rightToLeftCss(textDirection('he'), 'epub')).toContain(
      '[dir="rtl"] aside.footnote p { text-align: right; }',
    );
    // A listing of the book's own prose sets its lines from the right, against book-style.ts's `text-align: left`.
    expect(rightToLeftCss(textDirection('fa'), 'epub')).toContain(
      '[dir="rtl"] pre[dir="rtl"] { text-align: right;',
    );
    // Every rule is scoped to right-to-left pages.
    for (const rule of rightToLeftCss(textDirection('fa'), 'site')
      .split('\n')
      .filter((line) => line.includes('{ ') && !line.startsWith('@')))
      expect(rule.trim()).toMatch(/^\[dir="rtl"\] /);
  });
});
