import { buildBookModel } from './build-book-model';
import { loadPlatformConfig } from '../config/load-platform-config';
import { everyContents, printedForTest } from '../test-support/every-contents';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import type { BookModel } from './book-model';

const printed = (model: BookModel) => printedForTest(model).html;

describe("an O'Reilly cookbook's recipes", () => {
  it('numbers the recipes of a `:bookseries: cookbook` book in headings, contents and cross-references', async () => {
    // As the Clojure Cookbook's book.asciidoc, whose chapters open with an unnumbered "Introduction".
    const source = memorySource({
      'book.asciidoc': [
        ':bookseries: cookbook',
        '',
        '= Cooking',
        '',
        'include::preface.asciidoc[]',
        '',
        'include::ch01.asciidoc[]',
        '',
        'include::appendix.asciidoc[]',
      ].join('\n'),
      'preface.asciidoc': '[preface]\n== Preface\n\n=== Conventions\n\nSee <<r2>>.\n',
      'ch01.asciidoc': [
        '== Primitive Data',
        '',
        '=== Introduction',
        '',
        'Atoms.',
        '',
        '[[r1]]',
        '=== First Recipe',
        '',
        '==== Problem',
        '',
        'See <<r2>>.',
        '',
        '[[r2]]',
        '=== Second Recipe',
        '',
        'Text.',
      ].join('\n'),
      'appendix.asciidoc': '[appendix]\n== More\n\n[[a1]]\n=== Extra\n\nBack to <<r1>>.\n',
    });
    const model = await buildBookModel(source, { files: ['book.asciidoc'], formats: {} }, { bookName: 'x' });
    const html = model.divisions.map((division) => division.html).join('\n');
    expect(html).toContain('<h2><span class="section-number">1.1</span> First Recipe</h2>');
    expect(html).toContain('<h2><span class="section-number">1.2</span> Second Recipe</h2>');
    expect(html).toContain('<h2><span class="section-number">A.1</span> Extra</h2>');
    // Neither the preface's section nor the chapter's introduction is a recipe; nor is a recipe's "Problem".
    expect(html).toContain('<h2>Conventions</h2>');
    expect(html).toContain('<h2>Introduction</h2>');
    expect(html).toContain('<h3>Problem</h3>');
    expect(html).toContain('See <a data-type="xref" href="#r2">Recipe 1.2, \u201cSecond Recipe\u201d</a>.');
    expect(html).toContain(
      'Back to <a data-type="xref" href="#r1">Recipe 1.1, \u201cFirst Recipe\u201d</a>.',
    );
    for (const { name, text } of everyContents(model, 2)) {
      expect({ name, numbered: text.includes('1.2 Second Recipe') && text.includes('A.1 Extra') }).toEqual({
        name,
        numbered: true,
      });
      expect({ name, introduction: /\d Introduction/.test(text) }).toEqual({ name, introduction: false });
    }
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it("numbers the recipes of a book Atlas built with O'Reilly's cookbook theme, and the PDF adds the page", async () => {
    // As the Lift Cookbook's atlas.json, its chapters in HTMLBook here.
    const source = memorySource({
      'atlas.json': JSON.stringify({
        files: ['ch01.html', 'ch02.asciidoc'],
        theme: 'oreillymedia/oreilly_cookbook_theme',
      }),
      'ch01.html': [
        '<section data-type="chapter" id="install"><h1>Installing</h1>',
        '<p>Intro.</p>',
        '<section data-type="sect1" id="download"><h1>Downloading and Running Lift</h1><p>Text.</p></section>',
        '<section data-type="sect1" id="jrebel"><h1>Incorporating JRebel</h1><p>See <a data-type="xref" href="#download"></a>.</p></section>',
        '</section>',
      ].join('\n'),
      'ch02.asciidoc': '== HTML\n\n=== Testing\n\nAs in <<jrebel>>.\n',
    });
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.warnings.map(formatWarning).join('\n')).toContain(
      'its recipes numbered as a cookbook theme',
    );
    const model = await buildBookModel(source, loaded.config, { bookName: 'x' });
    const html = model.divisions.map((division) => division.html).join('\n');
    expect(html).toContain('<span class="section-number">1.2</span> Incorporating JRebel');
    expect(html).toContain('<span class="section-number">2.1</span> Testing');
    expect(html).toContain('Recipe 1.1, \u201cDownloading and Running Lift\u201d');
    expect(html).toContain(
      'As in <a data-type="xref" href="#jrebel">Recipe 1.2, \u201cIncorporating JRebel\u201d</a>',
    );
    // The PDF follows it with its page, as its other references to sections (soft hyphens taken out).
    expect(printed(model).replace(/\u00ad/g, '')).toContain(
      'Recipe 1.2, \u201cIncorporating JRebel\u201d<span class="octavo-page-ref"> on page',
    );
  });
});
