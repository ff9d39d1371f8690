import { splitHeadingAttributes } from './pandoc-heading-attributes';
import { markdownToHtml } from './markdown';

describe('splitHeadingAttributes', () => {
  it('reads ids, classes, {-} and key=value pairs, quoted or not', () => {
    const split = splitHeadingAttributes('Intro {#intro .lead - epub:type=preface title="A b"}');
    expect(split?.text).toBe('Intro');
    expect(split?.attributes).toEqual({
      id: 'intro',
      classes: ['lead', 'unnumbered'],
      attributes: new Map([
        ['epub:type', 'preface'],
        ['title', 'A b'],
      ]),
    });
  });

  it('leaves braces that hold prose or code alone', () => {
    expect(splitHeadingAttributes('Using {braces}')).toBeUndefined();
    expect(splitHeadingAttributes('The {} object')).toBeUndefined();
    expect(splitHeadingAttributes('No braces')).toBeUndefined();
  });
});

// MkDocs books (attr_list) and kramdown write the list with a colon: `### Title {: #id }`.
describe('attribute lists opened with a colon', () => {
  it('set the heading id and class, and leave the title clean', () => {
    const html = markdownToHtml(
      '### Number of upper-bound integer sums {: #number-of-upper-bound-integer-sums .lead }\n\nSee [it](#number-of-upper-bound-integer-sums).\n',
    );
    expect(html).toMatch(
      /<h3[^>]*id="number-of-upper-bound-integer-sums"[^>]*>Number of upper-bound integer sums<\/h3>/,
    );
    expect(html).toMatch(/<h3[^>]*class="lead"/);
    expect(html).not.toContain('{:');
  });

  it("leave kramdown's {::extension} tags and an empty {:} alone", () => {
    expect(splitHeadingAttributes('Title {::nomarkdown}')).toBeUndefined();
    expect(splitHeadingAttributes('Title {:}')).toBeUndefined();
  });
});
