import { renderEpub } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const CHAPTER = [
  '== Kneading',
  '',
  'The steps:',
  '',
  '. Mix',
  '. Knead',
  '',
  '[loweralpha]',
  '. flour',
  '. water',
  '',
  '[source,sh]',
  '----',
  'knead --minutes 10 # <1>',
  '----',
  '<1> Ten minutes by hand.',
  '',
].join('\n');

const book = (lang: string) =>
  memorySource({
    'platform.json': JSON.stringify({ title: 'Bread', lang, files: ['ch01.asc', 'ch02.asc'] }),
    'ch01.asc': CHAPTER,
    'ch02.asc': '== Baking\n\nThe oven.\n\n=== Heat\n\nHot.\n',
  });

/** Each list's numbering: `none` for one that numbers itself or is no numbered list. */
function listStyles(): Record<string, string[]> {
  const styles = (selector: string) =>
    Array.from(document.querySelectorAll(selector), (el) => getComputedStyle(el).listStyleType);
  return {
    contents: styles('nav[data-type="toc"] ol, ol.site-toc, .site-toc ol'),
    callouts: styles('.colist ol'),
    numbered: styles('.olist.arabic ol, ol:not([class]):not(nav ol):not(.site-toc ol)').slice(0, 1),
    lettered: styles('ol[type="a"]'),
  };
}

/**
 * An Arabic book's contents (the site's sidebar, the EPUB's navigation page) and callout lists were numbered ١. ٢.
 * beside their own numbers: the rule numbering lists in Arabic digits outranked the rules that keep those lists
 * unnumbered. The EPUB's navigation page kept its numbers in every language ("1. Chapter 1. Kneading").
 */
describe.each([
  ['en', 'decimal'],
  ['ar', 'arabic-indic'],
  ['fa', 'persian'],
])('lists that number themselves, or are no numbered lists, stay unnumbered (%s)', (lang, digits) => {
  const suite = fixtureSuite(book(lang), 'ann/bread', `octavo-unnumbered-lists-${lang}-`);

  it.each([
    ['epub', 'OEBPS/nav.xhtml'],
    ['html', 'index.html'],
  ] as const)('%s: the contents page (%s)', async (format, page) => {
    const { looks } = await pageLooks(suite, format, listStyles, page);
    expect(looks.contents.length).toBeGreaterThan(1);
    expect(new Set(looks.contents)).toEqual(new Set(['none']));
  });

  it.each(['epub', 'html'] as const)(
    '%s: the contents and callouts unnumbered, the numbered list in the book’s digits, the lettered one in letters',
    async (format) => {
      const { looks } = await pageLooks(suite, format, listStyles);
      if (format === 'html') expect(looks.contents.length).toBeGreaterThan(0);
      expect(new Set(looks.contents)).toEqual(new Set(format === 'html' ? ['none'] : []));
      expect(looks.callouts).toEqual(['none']);
      expect(looks.numbered).toEqual([digits]);
      expect(looks.lettered).toEqual(['lower-alpha']);
    },
  );

  // The digits' rule weighs nothing beside the others without `:where()`, which epubcheck 4 cannot parse.
  it('epub: epubcheck passes its style sheet', async () => {
    const { outFile } = await suite.render(renderEpub, 'book.epub');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
