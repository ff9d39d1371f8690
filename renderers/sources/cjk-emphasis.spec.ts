import { markdownToHtml } from './markdown';

const paragraph = (text: string) =>
  markdownToHtml(text)
    .replace(/^<p[^>]*>/, '')
    .replace(/<\/p>\n$/, '');

describe('emphasis beside CJK text (the CommonMark CJK-friendly amendment)', () => {
  it('closes ** after punctuation when a CJK letter follows (JavaScript Primer, the Rust course)', () => {
    expect(paragraph('これは**遅延評価（lazy evaluation）**と呼びます。')).toBe(
      'これは<strong>遅延評価（lazy evaluation）</strong>と呼びます。',
    );
    expect(paragraph('**该星号不会被识别，而是直接显示。**这是因为它没有被识别为强调符号。')).toBe(
      '<strong>该星号不会被识别，而是直接显示。</strong>这是因为它没有被识别为强调符号。',
    );
    expect(paragraph('値は*「ここ」*です。')).toBe('値は<em>「ここ」</em>です。');
    expect(
      paragraph('**이 별표는 강조 표시로 인식되지 않고 그대로 표시됩니다(이 괄호 때문에)**이 문장 때문에.'),
    ).toBe(
      '<strong>이 별표는 강조 표시로 인식되지 않고 그대로 표시됩니다(이 괄호 때문에)</strong>이 문장 때문에.',
    );
  });

  it('still wants no space inside the run, and leaves _ and Latin text as CommonMark reads them', () => {
    expect(paragraph('これは** 強調 **ではない。')).toBe('これは** 強調 **ではない。');
    expect(paragraph('これは__遅延評価（lazy）__と呼ぶ。')).toBe('これは__遅延評価（lazy）__と呼ぶ。');
    expect(paragraph('a**"quoted"**b and **bold**')).toBe('a**“quoted”**b and <strong>bold</strong>');
    expect(paragraph('snake_case_name and *it*')).toBe('snake_case_name and <em>it</em>');
  });

  it('reads a text variation selector as the character it follows, and an enclosed ideograph as CJK', () => {
    expect(paragraph('正體字。\ufe01_Traditional._')).toBe('正體字。\ufe01<em>Traditional.</em>');
    expect(paragraph('a**\u{1f202}**a')).toBe('a<strong>\u{1f202}</strong>a');
    expect(paragraph('a**\u{1f201}**a')).toBe('a**\u{1f201}**a');
  });
});
