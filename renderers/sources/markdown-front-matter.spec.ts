import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';
import { splitFrontMatter } from './markdown-front-matter';
import { markdownToHtml } from './markdown';

describe('splitFrontMatter', () => {
  it('takes the front matter out, keeping every later line at its number, and reads its title', () => {
    const split = splitFrontMatter('---\ntitle   : Ajax Events\nlevel: beginner\n---\nText on line 5.\n');
    expect(split).toEqual({ body: '\n\n\n\nText on line 5.\n', title: 'Ajax Events' });
  });

  it('ends at a line of ... as pandoc allows, and has no title when it names none', () => {
    expect(splitFrontMatter('---\nlayout: page\n...\nText.\n')).toEqual({ body: '\n\n\nText.\n' });
  });

  it('leaves a rule and a heading alone: a first line that is no key is not front matter', () => {
    const text = '---\nA heading underlined\n---\n';
    expect(splitFrontMatter(text)).toEqual({ body: text });
  });

  it('says where front matter that is not YAML goes wrong, and leaves it out all the same', () => {
    const split = splitFrontMatter('---\ntitle: Plugins\ntags: [one, two\n---\nText.\n');
    expect(split.body).toBe('\n\n\n\nText.\n');
    expect(split.error).toEqual({ line: 4, reason: 'unexpected end of the stream within a flow collection' });
  });

  // python-frontmatter strips the text before it looks for `---`: a site built with it reads these as front matter.
  it('skips spaces and blank lines before the opening ---, keeping every line at its number', () => {
    expect(splitFrontMatter(' ---\ntitle: Roots\n---\nText.\n')).toEqual({
      body: '\n\n\nText.\n',
      title: 'Roots',
    });
    expect(splitFrontMatter('\n---\ntitle: Roots\n---\nText.\n')).toEqual({
      body: '\n\n\n\nText.\n',
      title: 'Roots',
    });
    const split = splitFrontMatter('\n\n ---\ntitle: Plugins\ntags: [one, two\n---\nText.\n');
    expect(split.error).toEqual({ line: 6, reason: 'unexpected end of the stream within a flow collection' });
  });
});

describe('splitFrontMatter, MultiMarkdown metadata', () => {
  it('reads Key: value lines up to the first blank line, keeping every later line at its number', () => {
    const split = splitFrontMatter('Title: Blocks: A Visual Toolkit\nAuthor: Ann Author\n\n## Goals\n');
    expect(split).toEqual({
      body: '\n\n\n## Goals\n',
      title: 'Blocks: A Visual Toolkit',
      authors: ['Ann Author'],
    });
  });

  it('joins a value carried on to indented lines, and reads keys whatever their case and spaces', () => {
    const split = splitFrontMatter('author name: Ann\nTITLE: A Long\n    Title\n\nText.\n');
    expect(split).toEqual({ body: '\n\n\n\nText.\n', title: 'A Long Title' });
  });

  it('leaves an opening paragraph of prose alone, even one that starts like a key', () => {
    const note = 'Note: this chapter assumes Python 3.\nIt uses no libraries.\n\n# Start\n';
    expect(splitFrontMatter(note)).toEqual({ body: note });
    const noTitle = 'Author: Ann\nDate: 2014\n\nText.\n';
    expect(splitFrontMatter(noTitle)).toEqual({ body: noTitle });
  });

  it('ends where the text starts, without a blank line, as Python-Markdown and Pelican read it', () => {
    const split = splitFrontMatter('title: Blocks\nauthor: Ann\n<aside>\nAnn is a geek.\n</aside>\n');
    expect(split).toEqual({
      body: '\n\n<aside>\nAnn is a geek.\n</aside>\n',
      title: 'Blocks',
      authors: ['Ann'],
    });
  });
});

describe("splitFrontMatter, a build's own ^title line", () => {
  it('reads `^title Command` on the first line as the title of a file with no # title, keeping line numbers', () => {
    const text = '^title Command\n^section Patterns\n\n## Input\n\n```sh\n# a comment\n```\n';
    expect(splitFrontMatter(text)).toEqual({ body: text.replace('^title Command', ''), title: 'Command' });
  });

  it('leaves the line alone in a file with a # title, or when it is not the first line', () => {
    for (const text of ['^title Notes\n\n# Flyweight\n', 'Intro.\n\n^title Command\n', '^titles Command\n'])
      expect(splitFrontMatter(text)).toEqual({ body: text });
  });
});

describe('splitFrontMatter, a key written twice', () => {
  // Strict YAML rejects a repeated key; Jekyll (Ruby's Psych) and pandoc read it, the later value winning.
  it('reads the front matter all the same, the later value winning, and says which key and where', () => {
    const split = splitFrontMatter(
      '---\ntitle: Draft Name\nsource: notes\nlevel: easy\ntitle: Watering Plants\n---\nText.\n',
    );
    expect(split).toEqual({
      body: '\n\n\n\n\n\nText.\n',
      title: 'Watering Plants',
      repeatedKey: { line: 5, key: 'title' },
    });
  });

  it('keeps a book of such pages in its chapters, each titled, with a warning naming file:line', async () => {
    const files = {
      'one.md': '---\ntitle: Seeds\n---\n\nSow them.\n',
      'two.md': '---\ntitle: Watering\ncredit: Ann\nlevel: easy\ncredit:\n  - Ann\n---\n\nDaily.\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => d.title)).toEqual(['Seeds', 'Watering']);
    expect(model.warnings.map(formatWarning)).toEqual([
      'two.md:5: the front matter (between the --- lines at the top) names credit: twice; the later value is ' +
        'read, as Jekyll and pandoc read it: keep one of them',
    ]);
  });
});

describe('a page whose front matter names the title its first heading repeats at a lower level', () => {
  // A site's layout prints `title:` as the page's title; the page repeats it as `## Title` over `###` sections.
  it('is a chapter of its own titled so, its sections below it, not sections of the chapter before', async () => {
    const files = {
      'queues.md': '---\ntitle: Queues\n---\n\nIntro.\n\n## The default queue\n\nText.\n',
      'basics.md':
        '---\ntitle: Event Basics\n---\n\n## Event Basics\n\n### Setting up\n\nText.\n\n#### Coordinates\n\nX.\n',
      'more.md': '---\ntitle: More Events\n---\n\n## More Events\n\nText.\n\n## Custom events\n\nY.\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => [d.title, d.sections.map((s) => `${s.level} ${s.title}`)])).toEqual([
      ['Queues', ['1 The default queue']],
      ['Event Basics', ['1 Setting up', '2 Coordinates']],
      ['More Events', ['1 Custom events']],
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});

describe('a title: printed as the page’s title', () => {
  it('has its quotes set as the text under it has them, and is no link', () => {
    const html = markdownToHtml('---\ntitle: Ann\'s "Quick" Guide to example.com\n---\n\nIt\'s here.\n');
    expect(html).toMatch(/<h1 [^>]*>Ann’s “Quick” Guide to example\.com<\/h1>/);
    expect(html).toContain('It’s here.');
  });

  it("is printed once, above the page: not again in a knitr figure's caption, rendered on its own", () => {
    const html = markdownToHtml(
      "---\ntitle: Plots\n---\n\n# Speed\n\n```{r speed, fig.cap='Cars by speed.'}\n" +
        "knitr::include_graphics('speed.png')\n```\n",
    );
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<figcaption>Cars by speed\.<\/figcaption>/);
  });
});

describe('front matter written as JSON', () => {
  it('reads Hugo’s JSON object and a <script>{…}</script> block (jQuery’s sites), keeping line numbers', () => {
    expect(splitFrontMatter('{\n  "title": "Hugo Page",\n  "tags": ["a", "b}"]\n}\n\nText.\n')).toEqual({
      body: '\n\n\n\n\nText.\n',
      title: 'Hugo Page',
    });
    expect(
      splitFrontMatter('<script>{\n\t"title": "Ajax Events",\n\t"level": "beginner"\n}</script>\n\nText.\n'),
    ).toEqual({ body: '\n\n\n\n\nText.\n', title: 'Ajax Events' });
  });

  it('leaves a paragraph or a script that is no JSON object alone', () => {
    for (const text of ['{not json}\n\nText.\n', '<script>\nalert(1)\n</script>\n', '{\n"a": 1\n'])
      expect(splitFrontMatter(text)).toEqual({ body: text });
  });

  it('makes each such page a chapter of its own, titled, with nothing printed of its front matter', async () => {
    const files = {
      'a.md': '---\ntitle: First\n---\n\nIntro.\n',
      'b.md': '<script>{\n\t"title": "Ajax Events"\n}</script>\n\nOften.\n',
      'c.md': '{\n  "title": "Hugo Page"\n}\n\nHugo text.\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => d.title)).toEqual(['First', 'Ajax Events', 'Hugo Page']);
    expect(model.divisions[2]!.html).not.toContain('title');
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});

describe('a pandoc metadata block under a license comment', () => {
  // The RLHF book opens each chapter with `<!-- Copyright … -->` over a `page-title:` block pandoc reads as metadata.
  it('is the front matter: comment and block are left out, every later line at its number', () => {
    const split = splitFrontMatter(
      '<!--\n  Copyright 2025\n-->\n---\npage-title: Introduction\n---\n\n# One\n',
    );
    expect(split).toEqual({ body: '\n\n\n\n\n\n\n# One\n' });
    const titled = splitFrontMatter('<!-- a -->\n\n<!-- b -->\n---\ntitle: Roots\n---\nText.\n');
    expect(titled).toEqual({ body: '\n\n\n\n\n\nText.\n', title: 'Roots' });
  });

  it('leaves a rule and a heading under a comment alone, and a comment that text follows on its line', () => {
    for (const text of [
      '<!-- note -->\n---\nA heading underlined\n---\n',
      '<!-- a --> text\n---\ntitle: Roots\n---\n',
    ])
      expect(splitFrontMatter(text)).toEqual({ body: text });
  });

  it('prints no metadata as text and leaves the chapters titled, numbered and unwarned', async () => {
    const license = '<!--\n  Copyright 2025\n-->\n';
    const files = {
      'ch1.md': `${license}---\npage-title: Introduction\n---\n\n# Introduction\n\nText one.\n`,
      'ch2.md': `${license}---\npage-title: References\nnext-url: "x"\n---\n\n# History\n\nText two.\n`,
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['introduction', 'Introduction'],
      ['chapter', 'History'],
    ]);
    expect(model.divisions.map((d) => d.html).join('')).not.toMatch(/page-title|next-url|<hr/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
