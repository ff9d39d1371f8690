import { buildBookModel } from '../model/build-book-model';
import { markdownOfKind } from '../test-support/markdown-of-kind';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

/** A Sphinx book's pages pandoc converted (its conf.py beside them): their HTML and the book's warnings. */
async function sphinxBook(files: Record<string, string>) {
  const model = await buildBookModel(
    memorySource({ 'conf.py': "project = 'Arrays'\n", ...files }),
    { files: Object.keys(files).filter((file) => file.endsWith('.md')), formats: {} },
    { bookName: 'ann/sphinx' },
  );
  return {
    html: model.divisions.map((d) => d.html.replace(/ data-octavo-[\w-]+="[^"]*"/g, '')).join('\n'),
    warnings: model.warnings.map(formatWarning),
  };
}

/** The words of a page, its markup left out. */
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// Each text is `pandoc -f rst -t markdown --wrap=preserve --columns=1000` of a small rST file, as a Sphinx book
// converted as Octavo advises reads.
describe('Sphinx’s only, as pandoc converts it from reStructuredText', () => {
  const FORMATS_MD = [
    '# Formats',
    '',
    '::: only',
    'html',
    '',
    'On the site and in the EPUB.',
    ':::',
    '',
    '::: only',
    'latex',
    '',
    'In the PDF.',
    ':::',
    '',
    '::: only',
    'not latex',
    '',
    'Not in the PDF.',
    ':::',
    '',
    '::: only',
    'epub or (latex and not html)',
    '',
    'EPUB or PDF.',
    ':::',
    '',
  ].join('\n');

  it('prints the branches whose condition the output’s builder meets, and never the condition', () => {
    const read = (quartoOutput: 'html' | 'epub' | 'pdf') =>
      words(markdownOfKind(FORMATS_MD, { sphinx: true, quartoOutput }));
    expect(read('html')).toBe('Formats On the site and in the EPUB. Not in the PDF.');
    expect(read('epub')).toBe('Formats On the site and in the EPUB. Not in the PDF. EPUB or PDF.');
    expect(read('pdf')).toBe('Formats In the PDF. EPUB or PDF.');
  });

  it('reads a page as a Sphinx book’s by the conf.py beside it', async () => {
    const { html, warnings } = await sphinxBook({ 'formats.md': FORMATS_MD });
    expect(words(html)).toBe('Chapter 1 Formats On the site and in the EPUB. Not in the PDF.');
    expect(warnings).toEqual([]);
  });
});

describe('Sphinx’s admonitions and notes of a change, as pandoc converts them', () => {
  const BOXES_MD = [
    '# Boxes',
    '',
    '::: note',
    '::: title',
    'Note',
    ':::',
    '',
    'Read this first.',
    ':::',
    '',
    '::: hint',
    '::: title',
    'Hint',
    ':::',
    '',
    'Try it.',
    ':::',
    '',
    '::: seealso',
    '`boxes`{.interpreted-text role="ref"}',
    ':::',
    '',
    '::: {.admonition .tip}',
    'Before you start',
    '',
    'Save your work.',
    ':::',
    '',
    '::: versionadded',
    '2.0',
    'The `--fast` option.',
    ':::',
    '',
    '::: deprecated',
    '3.1',
    ':::',
    '',
  ].join('\n');

  it('titles each admonition once, in Sphinx’s word for its kind or its own title, and opens a change with its version', async () => {
    const { html, warnings } = await sphinxBook({ 'boxes.md': BOXES_MD });
    const boxes = [
      ...html.matchAll(/<div data-type="(\w+)">\s*<h6[^>]*>([\s\S]*?)<\/h6>\s*<p>([\s\S]*?)<\/p>/g),
    ];
    expect(boxes.map(([, kind, title, text]) => [kind, words(title!), words(text!)])).toEqual([
      ['note', 'Note', 'Read this first.'],
      ['tip', 'Hint', 'Try it.'],
      ['note', 'See also', 'Boxes'],
      ['tip', 'Before you start', 'Save your work.'],
    ]);
    expect(words(html)).toContain('New in version 2.0: The --fast option. Deprecated since version 3.1.');
    expect(html).not.toContain('class="title"');
    expect(warnings).toEqual([]);
  });
});

describe('Sphinx’s other directives, as pandoc converts them', () => {
  const ARRAYS_MD = [
    'orphan',
    '',
    ':   ',
    '',
    '# Arrays',
    '',
    '::: currentmodule',
    'numpy',
    ':::',
    '',
    '::: {.contents local=""}',
    'On this page',
    ':::',
    '',
    '::: index',
    'single: arrays; creation',
    'pair: loop; statement',
    'see: vector; arrays',
    ':::',
    '',
    'An array is a `grid <array>`{.interpreted-text role="term"}.',
    '',
    '::: plot',
    'pyplots/arrays.py',
    ':::',
    '',
    '::: plot',
    'pyplots/more.py',
    ':::',
    '',
    '::: rst-class',
    'centered',
    ':::',
    '',
    'A centered paragraph.',
    '',
    'orphan',
    '',
    ':   ',
    '',
    '::: glossary',
    '',
    'array',
    '',
    ':   A grid of values.',
    ':::',
    '',
  ].join('\n');

  // The second orphan is the field of a file scipy-lectures includes in its chapters (big_toc_css.rst).
  it('makes index entries and glossary entries, prints nothing for what prints nothing, and warns once of a directive it does not run', async () => {
    const { html, warnings } = await sphinxBook({ 'arrays.md': ARRAYS_MD });
    const entries = [...html.matchAll(/<a data-type="indexterm" ([^>]*)>/g)].map(([, attributes]) =>
      attributes!.replace(/ id="[^"]*"/, ''),
    );
    expect(entries).toEqual([
      'data-primary="arrays" data-secondary="creation"',
      'data-primary="loop" data-secondary="statement"',
      'data-primary="statement" data-secondary="loop"',
      'data-primary="vector" data-see="arrays"',
    ]);
    expect(html).toMatch(/An array is a <a href="#term-array">grid<\/a>\./);
    expect(html).toMatch(/<dl class="glossary">\s*<dt id="term-array">array<\/dt>/);
    expect(words(html)).toBe(
      'Chapter 1 Arrays An array is a grid . pyplots/arrays.py pyplots/more.py A centered paragraph. array A grid of values.',
    );
    expect(warnings).toEqual([
      'arrays.md:23: .. plot:: (pandoc\'s div "::: plot") is a Sphinx directive Octavo does not run: its text is ' +
        'printed as it stands, here and wherever else the file uses it; write in Markdown what the directive ' +
        'made, or take the div out',
    ]);
  });
});

describe('Sphinx’s ipython and parsed-literal, as pandoc converts them', () => {
  const SESSIONS_MD = [
    '# Sessions',
    '',
    '::: ipython',
    '\\@suppress',
    'In \\[1\\]: import numpy as np',
    '',
    'In \\[2\\]: a = np.arange(3)',
    '',
    'In \\[3\\]: a + 1',
    'Out\\[3\\]: array(\\[1, 2, 3\\])',
    ':::',
    '',
    '::: parsed-literal',
    '',
    'function quicksort(array)',
    '',
    ':   var list less, greater',
    '    if length(array) \\< 2',
    '    return array',
    ':::',
    '',
  ].join('\n');

  it('prints their lines as listings, without pandoc’s escapes or what IPython does not show', () => {
    const html = markdownOfKind(SESSIONS_MD, { sphinx: true });
    const listings = [...html.matchAll(/<pre[^>]*><code[^>]*>([^<]*)<\/code><\/pre>/g)].map(
      ([, code]) => code,
    );
    expect(listings).toEqual([
      'In [2]: a = np.arange(3)\n\nIn [3]: a + 1\nOut[3]: array([1, 2, 3])\n',
      'function quicksort(array)\n    var list less, greater\n    if length(array) &lt; 2\n    return array\n',
    ]);
  });

  // pandoc 2 reads rST's doctest blocks as paragraphs: scipy-lectures has 181 lines of them.
  it('prints a doctest block as a listing of its lines', () => {
    const html = markdownOfKind(
      'Text:\n\n\\>\\>\\> import numpy as np\n\\>\\>\\> np.arange(3)\narray(\\[0, 1, 2\\])\n\nMore.\n',
      { sphinx: true },
    );
    expect(html).toMatch(
      /<p[^>]*>Text:<\/p>\s*<pre[^>]*><code[^>]*>&gt;&gt;&gt; import numpy as np\n&gt;&gt;&gt; np.arange\(3\)\narray\(\[0, 1, 2\]\)\n<\/code><\/pre>\s*<p[^>]*>More\.<\/p>/,
    );
  });
});
