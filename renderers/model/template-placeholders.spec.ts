import { ElementNode, parseHtml } from '../dom/html-dom';
import { metadataFromFrontMatter } from './book-metadata';
import { BookWarning } from '../warnings';
import { isTemplatePlaceholder, templatePlaceholderWarnings } from './template-placeholders';

function warningsFor(html: string): string[] {
  const warnings: BookWarning[] = [];
  templatePlaceholderWarnings([{ nodes: parseHtml(html), file: 'ch03.adoc' }], warnings);
  return warnings.map((w) => w.subject ?? '');
}

describe("a template's placeholder text", () => {
  it('is a whole heading or byline the template wrote, in any case, never a title that only uses the words', () => {
    for (const text of [
      'Chapter Title',
      'APPENDIX TITLE',
      'Book Subtitle',
      'Subtitle',
      'This Is an A-Head',
      'this is a c-head',
      'Author Name',
      'by Author’s Name',
      'Your Name',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    ])
      expect([text, isTemplatePlaceholder(text)]).toEqual([text, true]);
    for (const text of [
      'Title',
      'Choosing a Chapter Title',
      'Subtitles in Video',
      'A-Heads and B-Heads in House Style',
      'Ann Author',
      'On lorem ipsum dolor sit amet as filler',
    ])
      expect([text, isTemplatePlaceholder(text)]).toEqual([text, false]);
  });

  it('names no author or subtitle in the metadata read from a title page', () => {
    const [page] = parseHtml(
      '<section data-type="titlepage"><h1>Knots</h1><h2>Book Subtitle</h2><p class="author">Author Name</p></section>',
    ) as ElementNode[];
    expect(metadataFromFrontMatter(page)).toMatchObject({ title: 'Knots', subtitle: undefined, authors: [] });
  });

  it('is left alone where the file shows the markup that makes it in a listing (a guide to writing books)', () => {
    const shown =
      '<section data-type="chapter"><h1>Boxes</h1><p>Write a box like this:</p>' +
      '<pre>.Box Title\n****\nText in the box.\n****</pre><p>It prints like this:</p>' +
      '<aside data-type="sidebar"><h5>Box Title</h5><p>Text in the box.</p></aside></section>';
    expect(warningsFor(shown.replace(/Box Title/g, 'Sidebar Title'))).toEqual([]);
    expect(warningsFor(shown.replace('.Box Title', '.Other').replace('Box Title', 'Sidebar Title'))).toEqual([
      'Sidebar Title',
    ]);
  });
});
