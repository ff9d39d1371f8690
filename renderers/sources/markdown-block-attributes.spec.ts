import { BookWarning } from '../warnings';
import { markdownToHtml } from './markdown';
import {
  groupUnreadAttributeWarnings,
  UnreadAttribute,
  warnAboutUnreadAttributes,
} from './markdown-block-attributes';
import { formatWarning } from '../warnings';

function render(text: string): { html: string; unread: UnreadAttribute[] } {
  const unread: UnreadAttribute[] = [];
  return { html: markdownToHtml(text, undefined, undefined, unread), unread };
}

describe("Markua's image width ({width: 50%} over an image)", () => {
  it('sizes the image at that share of the column', () => {
    expect(render('{width: 50%}\n![A kettle](kettle.png)\n').html).toContain(
      '<img src="kettle.png" alt="A kettle" width="50%">',
    );
    expect(render('{width: "62.5%", align: right}\n![A kettle](kettle.png)\n').html).toMatch(
      /<p class="align-right"[^>]*><img src="kettle.png" alt="A kettle" width="62.5%">/,
    );
  });

  it('names the image it stands over as an image when it reports an attribute it does not apply', () => {
    expect(render('{height: 40%}\n![A kettle](kettle.png)\n').unread).toEqual([
      { line: 1, attribute: 'height: 40%', block: 'an image' },
    ]);
    expect(render('{height: 40%}\nA kettle ![icon](kettle.png) on the hob.\n').unread).toEqual([
      { line: 1, attribute: 'height: 40%', block: 'a paragraph' },
    ]);
  });

  it('is left unapplied, and reported, over text or beyond the column', () => {
    for (const text of ['{width: 50%}\nA paragraph.\n', '{width: 150%}\n![A kettle](kettle.png)\n']) {
      const { html, unread } = render(text);
      expect(html).not.toContain('width=');
      expect(unread).toHaveLength(1);
    }
  });
});

describe('a class over a B> blurb', () => {
  it('makes the blurb the admonition that class names, as {blurb, class: …} does', () => {
    const { html, unread } = render('{class: tip}\nB> Warm the pot first.\nB> Then pour.\n\nAfter.\n');
    expect(html).toMatch(
      /^<div data-type="tip" class="leanpub-tip"[^>]*>\s*<p[^>]*>Warm the pot first\.\nThen pour\.<\/p>\s*<\/div>\s*<p[^>]*>After\.<\/p>/,
    );
    expect(unread).toEqual([]);
    expect(render('{class: information}\nB> Soft water.\n').html).toMatch(
      /^<div data-type="note" class="leanpub-information"/,
    );
  });

  it('keeps any other class as a class of the blurb', () => {
    expect(render('{class: center}\nB> A pot a person.\n').html).toMatch(
      /^<aside data-type="sidebar" class="leanpub-blurb center"/,
    );
    expect(render('{class: teapots}\nB> Clay.\n').html).toMatch(
      /^<aside data-type="sidebar" class="leanpub-blurb teapots"/,
    );
  });
});

describe("Leanpub's {sample: true} over a chapter's heading", () => {
  it('is read without a word: the whole book holds every chapter, sample or not', () => {
    const { html, unread } = render('{sample: true}\n# Oolong\n\nHalf-oxidised.\n');
    expect(html).toMatch(/^<h1[^>]*>Oolong<\/h1>/);
    expect(unread).toEqual([]);
    expect(render('{sample: true}\nA paragraph.\n').unread).toHaveLength(1);
  });

  // cpp-coding-interview opens each of its 24 files with the editions the chapter is in, its commercial and community.
  it('and {full: true, community: true}, which choose the editions a chapter is in as sample does', () => {
    const { html, unread } = render('{full: true, community: false}\n# Preface\n\nWhy.\n');
    expect(html).toMatch(/^<h1[^>]*>Preface<\/h1>/);
    expect(unread).toEqual([]);
  });
});

describe('attributes Octavo does not apply', () => {
  it('are warned once per attribute and kind of block in a file, the first counting the others', () => {
    const warnings: BookWarning[] = [];
    warnAboutUnreadAttributes(
      [
        { line: 30, attribute: 'full: true', block: 'a heading' },
        { line: 3, attribute: 'full: true', block: 'a heading' },
        { line: 12, attribute: 'full: false', block: 'a heading' },
        { line: 7, attribute: 'full: true', block: 'a table' },
      ],
      'manuscript/ch1.md',
      warnings,
    );
    expect(warnings.map(({ line, text }) => `${line}: ${text}`)).toEqual([
      expect.stringMatching(
        /^3: the attribute full: true over a heading is not one Octavo applies there \(3 such in this file, the first here\) \(it reads/,
      ),
      expect.stringMatching(
        /^7: the attribute full: true over a table is not one Octavo applies there \(it reads/,
      ),
    ]);
  });

  it("are one warning for the book when its files' headings all carry one (a Leanpub book's editions)", () => {
    const warnings: BookWarning[] = [];
    for (const [file, lines] of [
      ['manuscript/ch1.md', [1]],
      ['manuscript/ch2.md', [1, 9]],
      ['manuscript/ch3.md', [1]],
    ] as const)
      warnAboutUnreadAttributes(
        [
          ...lines.map((line) => ({ line, attribute: 'full: true', block: 'a heading' })),
          { line: 1, attribute: 'community: true', block: 'a heading' },
        ],
        file,
        warnings,
      );
    warnAboutUnreadAttributes(
      [{ line: 5, attribute: 'full: true', block: 'a table' }],
      'manuscript/ch4.md',
      warnings,
    );
    expect(groupUnreadAttributeWarnings(warnings).map(formatWarning)).toEqual([
      expect.stringMatching(
        /^manuscript\/ch1\.md:1: the attribute full: true over a heading is not one Octavo applies there \(4 such in 3 files: the first here, the others at manuscript\/ch2\.md:1 and manuscript\/ch3\.md:1\) \(it reads /,
      ),
      expect.stringMatching(
        /^manuscript\/ch1\.md:1: the attribute community: true over a heading is not one Octavo applies there \(3 such in 3 files: the first here, the others at manuscript\/ch2\.md:1 and manuscript\/ch3\.md:1\) \(it reads /,
      ),
      // Over another kind of block, and alone: as it was.
      expect.stringMatching(
        /^manuscript\/ch4\.md:5: the attribute full: true over a table is not one Octavo applies there \(it reads/,
      ),
    ]);
  });

  it('name the attribute a misspelt one was meant as', () => {
    const { html, unread } = render('{Captions: "Detecting a loop"}\n```cpp\nint x;\n```\n');
    expect(html).toContain('<pre');
    expect(unread).toEqual([
      {
        line: 1,
        attribute: 'Captions: "Detecting a loop"',
        block: 'a code listing',
        advice:
          'the attribute Captions: "Detecting a loop" over a code listing is not one Octavo (or Markua) knows, so ' +
          'the block prints without it: if caption was meant, write it so (caption: …)',
      },
    ]);
  });

  it('leave the attribute to Leanpub in a manuscript, which prints HTML as text; elsewhere suggest HTML', () => {
    const told = (file: string) => {
      const warnings: BookWarning[] = [];
      warnAboutUnreadAttributes([{ line: 2, attribute: 'height: 40%', block: 'an image' }], file, warnings);
      return warnings[0]!.text;
    };
    expect(told('manuscript/ch1.md')).toMatch(/the block prints without it, and Leanpub still reads it$/);
    expect(told('book/ch1.md')).toMatch(
      /the block prints without it, and tools that read it still do: write the block in HTML if the book needs what it does$/,
    );
  });
});

describe('an attribute list whose value lacks its closing quote', () => {
  // cpp-coding-interview's 005_binary_001_monotonic.md:73: the line printed over the listing, which had no caption.
  it('is read as the attribute list it is, not printed, and its line named with the fix', () => {
    const { html, unread } = render(
      'Text.\n\n{Caption: "Finding the first element using std::lower_bound.}\n```cpp\nint x;\n```\n',
    );
    expect(html).not.toContain('{Caption');
    expect(html).toMatch(/Finding the first element using std::lower_bound\.[\s\S]*<pre/);
    expect(unread).toEqual([
      {
        line: 3,
        attribute: '{Caption: "Finding the first element using std::lower_bound.}',
        block: 'the block under it',
        advice:
          'the attribute list {Caption: "Finding the first element using std::lower_bound.} has no closing ": it ' +
          'is read as if the value ended at the }, as Leanpub never prints a line in braces; add the " before the }',
      },
    ]);
  });
});

describe('line numbers turned on or off over a listing ({line-numbers: false}, {linenos=on})', () => {
  it('is read without a word: Octavo prints listings without line numbers', () => {
    for (const attributes of ['{line-numbers: false}', '{linenos=off}', '{lang: sh, line-numbers:false}']) {
      const { html, unread } = render(`${attributes}\n\`\`\`\nbrew tea\n\`\`\`\n`);
      expect(html).toMatch(/^<pre[^>]*><code[^>]*>brew tea\n<\/code><\/pre>/);
      expect(unread).toEqual([]);
    }
  });

  it('numbers the listing when it asks for numbers ({line-numbers: true}, {linenos=on})', () => {
    for (const attributes of ['{line-numbers: true}', '{linenos=on}']) {
      const { html, unread } = render(`${attributes}\n\`\`\`\nbrew tea\n\`\`\`\n`);
      expect(html).toMatch(
        /^<pre[^>]*><code[^>]*data-line-numbering="numbered"[^>]*>brew tea\n<\/code><\/pre>/,
      );
      expect(unread).toEqual([]);
    }
  });

  it('is reported when it stands over anything but a listing', () => {
    expect(render('{linenos=off}\nA paragraph.\n').unread).toHaveLength(1);
    expect(render('{line-numbers: true}\nA paragraph.\n').unread).toHaveLength(1);
  });
});

describe("Markua's alt text over an image ({alt: …})", () => {
  it('is the image alt, its bracketed words staying its caption (its title)', () => {
    const { html, unread } = render('{alt: "A copper kettle on a stove"}\n![Kettles](kettle.png)\n');
    expect(html).toMatch(
      /<img src="kettle.png" alt="A copper kettle on a stove" title="Kettles" data-octavo-alt-apart="">/,
    );
    expect(unread).toEqual([]);
  });

  it('marks an image decorative when empty, without a missing alt', () => {
    const { html } = render('{alt: ""}\n![](rule.png)\n');
    expect(html).toContain('<img src="rule.png" alt="" data-octavo-alt-apart="">');
    expect(html).not.toContain('data-octavo-alt-missing');
  });
});

describe("Leanpub's {begin-hanging-paragraphs} and {end-hanging-paragraphs} (mac-appdev-book's Books appendix)", () => {
  it('hang the paragraphs between them and print nothing themselves', () => {
    const { html, unread } = render(
      'I recommend:\n\n{begin-hanging-paragraphs}\n\nVernon (2013): _IDDD_.\n\nEvans (2003): _DDD_.\n\n' +
        '{end-hanging-paragraphs}\n\nThat is all.\n',
    );
    expect(html).toBe(
      '<p data-octavo-line="1">I recommend:</p>\n' +
        '<p class="hanging-indent" data-octavo-line="5">Vernon (2013): <em>IDDD</em>.</p>\n' +
        '<p class="hanging-indent" data-octavo-line="7">Evans (2003): <em>DDD</em>.</p>\n' +
        '<p data-octavo-line="11">That is all.</p>\n',
    );
    expect(unread).toEqual([]);
  });

  it('leaves out another directive of that form, saying so at its line and what was meant', () => {
    const { html, unread } = render('Text.\n\n{begin-hanging-paragraph}\n\n{table-of-figures}\n');
    expect(html).toBe('<p data-octavo-line="1">Text.</p>\n');
    expect(unread.map(({ line, advice }) => [line, advice])).toEqual([
      [
        3,
        '{begin-hanging-paragraph} is no directive Octavo knows (of this form it reads {begin-hanging-paragraphs} ' +
          'and {end-hanging-paragraphs}); it is left out: if {begin-hanging-paragraphs} was meant, write it so',
      ],
      [
        5,
        '{table-of-figures} is no directive Octavo knows (of this form it reads {begin-hanging-paragraphs} and ' +
          '{end-hanging-paragraphs}); it is left out: remove it, or write it as \\{…} to print it',
      ],
    ]);
  });
});
