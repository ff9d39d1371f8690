import { memorySource } from '../test-support/memory-source';
import { buildBookOutline } from './book-outline';
import { previewDocument, renderChapterPreview } from './chapter-preview';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const files = {
  'platform.json': '{"files": ["intro.md", "ch01.adoc", "ch02.adoc"]}',
  'intro.md': '# Overview\n\nSee <a href="#scaling">the scaling section</a>.\n',
  'ch01.adoc': [
    '== Getting Started',
    '',
    'As <<fig-one>> shows, and <<scaling>> explains, it works.',
    'See also <<getting-started>>.',
    '',
    '[[fig-one]]',
    '.A small picture',
    'image::images/dot.png[A dot]',
    '',
    'image::images/missing.png[Missing]',
    '',
  ].join('\n'),
  'ch02.adoc': ['== Going Further', '', '[[scaling]]', '=== Scaling', '', 'Back to <<fig-one>>.', ''].join(
    '\n',
  ),
  'images/dot.png': PNG,
};

const config = { files: ['intro.md', 'ch01.adoc', 'ch02.adoc'], formats: {} };
const urls = {
  hrefForFile: (file: string, id: string) => `/ann/book/blob/main/${file}?view=preview#${id}`,
  hrefForAsset: (path: string) => `/ann/book/raw/main/${path}`,
  fontPrefix: '/assets/',
};

describe('renderChapterPreview', () => {
  it('renders one chapter with the book numbering, images and links into the other chapters', async () => {
    const source = memorySource(files);
    const outline = await buildBookOutline(source, config, 'ann/book');
    const preview = await renderChapterPreview({
      source,
      config,
      path: 'ch01.adoc',
      outline,
      bookName: 'ann/book',
      ...urls,
    });

    expect(preview.listed).toBe(true);
    expect(preview.title).toBe('Getting Started');
    // Chapter numbering as in the book: intro.md is chapter 1, so this is chapter 2, its figure 2-1.
    expect(preview.html).toContain('Chapter 2');
    expect(preview.html).toMatch(/<a [^>]*href="#fig-one"[^>]*>Figure 2-1<\/a>/);
    // A cross-reference into ch02 is a link to that file's preview, opened in the whole window.
    expect(preview.html).toContain('href="/ann/book/blob/main/ch02.adoc?view=preview#scaling"');
    expect(preview.html).toContain('target="_top"');
    expect(preview.html).toContain('>Scaling</a>');
    // Images come through the app's own (access-checked) file route.
    expect(preview.html).toContain('src="/ann/book/raw/main/images/dot.png"');
    // Only this chapter's problems, each with its line.
    expect(preview.warnings.map((w) => [w.kind, w.file, w.line])).toEqual([
      ['image-missing', 'ch01.adoc', 10],
    ]);
    expect(preview.css).toContain('@font-face');
    expect(preview.css).toContain('url("/assets/fonts/');

    const doc = previewDocument(preview);
    expect(doc).toMatch(/^<!DOCTYPE html>/);
    expect(doc).not.toContain('<script');
  });

  it('renders edited text in place of the committed file, and a file the book does not list', async () => {
    const source = memorySource(files);
    const outline = await buildBookOutline(source, config, 'ann/book');
    const edited = await renderChapterPreview({
      source,
      config,
      path: 'ch02.adoc',
      text: '== Renamed Chapter\n\nNow pointing at <<nowhere>> and <<fig-one>>.\n',
      outline,
      bookName: 'ann/book',
      ...urls,
    });
    expect(edited.html).toContain('Renamed Chapter');
    expect(edited.html).toContain('Chapter 3');
    expect(edited.html).toContain('href="/ann/book/blob/main/ch01.adoc?view=preview#fig-one"');
    expect(edited.html).toContain('>Figure 2-1</a>');
    expect(edited.warnings.map((w) => [w.kind, w.line])).toEqual([['xref-unresolved', 3]]);

    const loose = await renderChapterPreview({
      source: memorySource({ ...files, 'notes/draft.md': '# Draft\n\nWords.\n' }),
      config,
      path: 'notes/draft.md',
      outline,
      bookName: 'ann/book',
      ...urls,
    });
    expect(loose.listed).toBe(false);
    expect(loose.html).toContain('Draft');
  });

  it('shows an untitled file between two chapters, telling where the book prints it', async () => {
    const book = { ...files, 'interlude.md': 'An interlude, with no title.\n' };
    const listed = { ...config, files: ['intro.md', 'ch01.adoc', 'interlude.md', 'ch02.adoc'] };
    const source = memorySource(book);
    const outline = await buildBookOutline(source, listed, 'ann/book');
    const preview = await renderChapterPreview({
      source,
      config: listed,
      path: 'interlude.md',
      outline,
      bookName: 'ann/book',
      ...urls,
    });
    expect(preview.listed).toBe(true);
    expect(preview.html).toContain('An interlude, with no title.');
    expect(preview.warnings.map((w) => `${w.file}:${w.line}: ${w.text}`)).toEqual([
      'interlude.md:1: text with no title after the chapter "Getting Started" (ch01.adoc) is printed in that ' +
        "chapter, at its end, as pandoc reads a book's Markdown files, run together; if it is meant as a chapter " +
        'of its own, give it a title (# Title)',
    ]);
  });

  // How fast a re-render is, is measured by `npm run bench:preview`, not asserted here.
  it('follows a 30-page chapter as it is typed: each re-render shows the text as typed', async () => {
    const paragraph =
      'The quick brown fox jumps over the lazy dog, and *again* with `code` and a footnote.footnote:[A note.] ';
    const sections = Array.from({ length: 30 }, (_, i) =>
      [
        `=== Section ${i + 1}`,
        '',
        paragraph.repeat(20),
        '',
        '[source,js]',
        '----',
        'const x = 1;',
        '----',
        '',
      ].join('\n'),
    );
    const chapter = `== Long Chapter\n\n${sections.join('\n')}`;
    expect(chapter.length).toBeGreaterThan(60_000);
    const source = memorySource({ ...files, 'ch02.adoc': chapter });
    const outline = await buildBookOutline(source, config, 'ann/book');
    const request = { source, config, path: 'ch02.adoc', outline, bookName: 'ann/book', ...urls };
    const first = await renderChapterPreview(request);
    expect(first.html).toContain('Section 30');
    const preview = await renderChapterPreview({ ...request, text: chapter + '\nOne more line.\n' });
    expect(preview.html).toContain('One more line.');
    expect(first.html).not.toContain('One more line.');
  });

  it("links a cross-reference to an id named like an Object property (__proto__) with the real book's text", async () => {
    const named = {
      'platform.json': '{"files": ["ch01.html", "ch02.html"]}',
      'ch01.html':
        '<section data-type="chapter"><h1>Objects</h1><p>See <a data-type="xref" href="#__proto__">x</a> and ' +
        '<a data-type="xref" href="#constructor">y</a>.</p></section>',
      'ch02.html':
        '<section data-type="chapter"><h1>Prototypes</h1><section data-type="sect1" id="__proto__">' +
        '<h1>The prototype link</h1></section><section data-type="sect1" id="constructor"><h1>Constructors</h1>' +
        '</section></section>',
    };
    const bookConfig = { files: ['ch01.html', 'ch02.html'], formats: {} };
    const source = memorySource(named);
    const outline = await buildBookOutline(source, bookConfig, 'ann/book');
    expect(Object.keys(outline.targetText)).toEqual(expect.arrayContaining(['__proto__', 'constructor']));
    // Through a structured clone, as the outline crosses to the render thread.
    const preview = await renderChapterPreview({
      source,
      config: bookConfig,
      path: 'ch01.html',
      outline: structuredClone(outline),
      bookName: 'ann/book',
      ...urls,
    });
    expect(preview.html).toContain('ch02.html?view=preview#__proto__"');
    expect(preview.html).toMatch(/#__proto__"[^>]*>The prototype link<\/a>/);
    expect(preview.html).toMatch(/#constructor"[^>]*>Constructors<\/a>/);
  });
});
