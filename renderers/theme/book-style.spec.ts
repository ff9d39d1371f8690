import postcss from 'postcss';
import { DEFAULT_HTML_CSS } from '../html/default-style';
import { BOOK_CONTENT_CSS, stackedMarksCss } from './book-style';

describe('stackedMarksCss: the line height of a book whose script stacks marks over and under its letters', () => {
  it.each([
    ['th', '1.7'],
    ['th-TH', '1.7'],
    ['lo', '1.7'],
    ['my', '1.9'],
    // Shan is written in the Burmese script.
    ['shn', '1.9'],
    ['km', '2.2'],
  ])('%s: body line-height %s', (lang, height) => {
    expect(stackedMarksCss(lang)).toBe(`\nbody { line-height: ${height}; }\n`);
  });

  it.each(['en', 'vi', 'hi', 'ml', 'ja', '', 'not a tag'])('%j: nothing', (lang) => {
    expect(stackedMarksCss(lang)).toBe('');
  });
});

describe('italic text in a script with no italics', () => {
  /** The languages whose text a stylesheet keeps from being slanted by the browser: its `:lang()` rules saying so. */
  const upright = (css: string): string[] => {
    const langs: string[] = [];
    postcss.parse(css).walkRules((rule) => {
      let none = false;
      rule.walkDecls('font-synthesis-style', (decl) => {
        none ||= decl.value.trim() === 'none';
      });
      if (none) for (const found of rule.selector.matchAll(/:lang\(([^)]+)\)/g)) langs.push(found[1]!);
    });
    return langs;
  };

  // As a Hindi book's PDF, whose caption "चित्र 1-1. रस्ट लोगो" was printed machine-slanted.
  it.each([
    ['the print and EPUB stylesheet', BOOK_CONTENT_CSS],
    ["the site's stylesheet", DEFAULT_HTML_CSS],
  ])(
    '%s keeps Devanagari, Thai, Arabic, Hebrew and Han upright, and Latin and Cyrillic italic',
    (_name, css) => {
      const kept = upright(css);
      for (const lang of ['hi', 'mr', 'ne', 'ta', 'th', 'ar', 'fa', 'he', 'zh', 'ja', 'ko'])
        expect(kept).toContain(lang);
      for (const lang of ['en', 'vi', 'fr', 'ru', 'el']) expect(kept).not.toContain(lang);
    },
  );
});

// As CoAxLab/Data-Explorations: R's messages ("Installing package into …") are a notebook's stderr stream.
describe("a notebook cell's stderr output", () => {
  /** The background the stylesheet's rules give a listing in an element of these classes. */
  const backgroundOf = (css: string, classes: string[]): string[] => {
    const found: string[] = [];
    postcss.parse(css).walkRules((rule) => {
      const selectors = rule.selectors.filter((selector) => /^\.[\w.-]+ > pre$/.test(selector));
      const matches = selectors.some((selector) =>
        selector
          .replace(/ > pre$/, '')
          .split('.')
          .filter(Boolean)
          .every((name) => classes.includes(name)),
      );
      if (matches) rule.walkDecls('background', (decl) => void found.push(decl.value));
    });
    return found;
  };

  it.each([
    ['the print and EPUB stylesheet', BOOK_CONTENT_CSS],
    ["the site's stylesheet", DEFAULT_HTML_CSS],
  ])('%s sets it on light red, as Jupyter shows it, and stdout unshaded', (_name, css) => {
    expect(backgroundOf(css, ['output', 'cell-output', 'cell-output-stderr']).at(-1)).toBe('#fdd');
    expect(backgroundOf(css, ['output', 'cell-output', 'cell-output-stdout']).at(-1)).toBe('none');
  });
});
