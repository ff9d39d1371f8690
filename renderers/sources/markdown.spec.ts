import { githubId, ID_ALIASES, markdownHeadingLevels, markdownToHtml, pandocId } from './markdown';

describe('heading ids as other Markdown tools make them', () => {
  it.each([
    [
      'MarionetteJS (Backbone.Marionette)',
      'marionettejs-backbone.marionette',
      'marionettejs-backbonemarionette',
    ],
    ['Common Problems & Solutions', 'common-problems-solutions', 'common-problems--solutions'],
    ['1. Über Joomla!', 'über-joomla', '1-über-joomla'],
    ['???', 'section', ''],
  ])('%s: pandoc %s, GitHub %s', (title, pandoc, github) => {
    expect(pandocId(title)).toBe(pandoc);
    expect(githubId(title)).toBe(github);
  });

  it('marks a generated heading id with the others, and only those that differ', () => {
    expect(markdownToHtml('## What is Backbone.js?\n')).toContain(
      `id="what-is-backbone-js" data-octavo-auto-id="" ${ID_ALIASES}="what-is-backbone.js what-is-backbonejs"`,
    );
    expect(markdownToHtml('## Models\n')).not.toContain(ID_ALIASES);
    expect(markdownToHtml('## Models {#mine}\n')).not.toContain(ID_ALIASES);
  });
});

describe('markdownHeadingLevels', () => {
  it('reads ATX and setext headings, not lines in code', () => {
    expect(markdownHeadingLevels('Title\n=====\n\n## Two\n\n```\n# not a heading\n```\n')).toEqual([1, 2]);
  });
});

describe('a fenced listing’s language', () => {
  it('is read up to the first comma, as rustdoc and mdBook read "rust,ignore"', () => {
    expect(markdownToHtml('```rust,ignore,does_not_compile\nfn main() {}\n```\n')).toContain(
      'class="language-rust">fn main',
    );
    expect(markdownToHtml('```python title="a.py"\nx = 1\n```\n')).toContain('class="language-python">x = 1');
  });
});

describe('Markua part headings', () => {
  it('`# Title #` opens a part in a Leanpub manuscript, and is a plain heading in other Markdown', () => {
    const text = '# Part One #\n\nAn introduction.\n\n# Sowing\n';
    expect(markdownToHtml(text, undefined, undefined, undefined, true)).toMatch(
      /^<div data-type="part"[^>]*>\s*<h1[^>]*>Part One<\/h1>\s*<p[^>]*>An introduction\.<\/p>\s*<\/div>\s*<h1[^>]*>Sowing<\/h1>/,
    );
    expect(markdownToHtml(text)).not.toContain('data-type="part"');
  });
});
