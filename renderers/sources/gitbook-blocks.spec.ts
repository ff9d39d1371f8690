import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { expandGitBookBlocks } from './gitbook-blocks';

/** The page's markup with its listings' highlighting taken out: their code as text. */
const plain = (html: string) => html.replace(/<\/?span[^>]*>/g, '');

const book = async (files: Record<string, string>) => {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files).filter((file) => file.endsWith('.md')), formats: {} },
    { bookName: 'ann/guide' },
  );
  return {
    html: model.divisions.map((division) => plain(division.html)),
    warnings: model.warnings.map(formatWarning),
  };
};

describe("GitBook's block tags", () => {
  it('prints tabs one after another, each headed by its title, their fences still listings (the Axon guide)', async () => {
    const { html, warnings } = await book({
      'config.md':
        '# Configuration\n\nTo configure it:\n\n{% tabs %}\n{% tab title="Axon Configuration API" %}\n' +
        '```java\nConfigurer c = DefaultConfigurer.defaultConfiguration();\n```\n{% endtab %}\n\n' +
        '{% tab title="Spring Boot, `@Aggregate`" %}\nThe `@Aggregate` annotation does it.\n{% tab title="Maven & Gradle" %}\n' +
        'Add the starter.\n{% endtab %}\n{% endtabs %}\n',
    });
    expect(html[0]).toMatch(
      /<div class="tabs">\s*<div class="title">Axon Configuration API<\/div>\s*<pre data-code-language="java"><code[^>]*>Configurer c = DefaultConfigurer\.defaultConfiguration\(\);\n<\/code><\/pre>\s*<div class="title">Spring Boot, <code>@Aggregate<\/code><\/div>\s*<p>The <code>@Aggregate<\/code> annotation does it\.<\/p>\s*<div class="title">Maven &amp; Gradle<\/div>\s*<p>Add the starter\.<\/p>\s*<\/div>/,
    );
    expect(html[0]).not.toMatch(/\{%|<h[2-6]/);
    expect(warnings).toEqual([]);
  });

  it("makes an exercise written inline its text, its starting code and its solution, the plugin's tests left out", async () => {
    const { html, warnings } = await book({
      'length.md':
        '# Length\n\n{% exercise %}\nStore in `size` the length of `str`.\n{% initial %}\nvar str = "Hello World";\n\n' +
        'var size =\n{% solution %}\nvar size = str.length;\n{% validation %}\nassert(size === str.length);\n' +
        '{% context %}\nvar assert = require("assert");\n{% endexercise %}\n',
    });
    expect(html[0]).toMatch(
      /<aside data-type="sidebar" class="exercise">\s*<p>Store in <code>size<\/code> the length of <code>str<\/code>\.<\/p>\s*<pre data-code-language="javascript"><code[^>]*>var str = "Hello World";\n\nvar size =\n<\/code><\/pre>\s*<div class="title">Solution<\/div>\s*<pre data-code-language="javascript"><code[^>]*>var size = str\.length;\n<\/code><\/pre>\s*<\/aside>/,
    );
    expect(html[0]).not.toMatch(/assert|\{%/);
    expect(warnings).toEqual([]);
  });

  it('links an embedded page in a paragraph of its own, by its caption when it has one, fetching nothing', async () => {
    const { html, warnings } = await book({
      'tips.md':
        '# Tips\n\n{% embed url="https://iximiuz.com/en/posts/ssh-tunnels/" %}\n\n1. Run it:\n\n' +
        '    {% embed url="https://gist.github.com/0xn3va/cb07" caption="The *script*" %}\n',
    });
    expect(html[0]).toContain(
      '<p><a href="https://iximiuz.com/en/posts/ssh-tunnels/">https://iximiuz.com/en/posts/ssh-tunnels/</a></p>',
    );
    expect(html[0]).toMatch(
      /<li>[\s\S]*<p><a href="https:\/\/gist\.github\.com\/0xn3va\/cb07">The \*script\*<\/a><\/p>/,
    );
    expect(html[0]).not.toContain('{%');
    expect(warnings).toEqual([]);
  });

  it("gives a code block's title and line numbers to its listing, and keeps a content-ref's link to the chapter", async () => {
    const { html, warnings } = await book({
      'setup.md':
        '# Setup\n\n{% code title="app.js" lineNumbers="true" %}\n```javascript\nconst a = 1;\n```\n{% endcode %}\n\n' +
        '{% code title="out.txt" %}\n```\nplain\n```\n{% endcode %}\n\n' +
        '{% content-ref url="other.md" %}\n[other.md](other.md)\n{% endcontent-ref %}\n',
      'other.md': '# Other\n\nText.\n',
    });
    expect(html[0]).toMatch(
      /<div class="listingblock">\s*<div class="title">app\.js<\/div>\s*<pre data-code-language="javascript" data-line-numbering="numbered"><code[^>]*>const a = 1;/,
    );
    expect(html[0]).toMatch(
      /<div class="listingblock">\s*<div class="title">out\.txt<\/div>\s*<pre><code[^>]*>plain/,
    );
    // The link leads to the chapter, as any link to a page of the book does.
    expect(html[0]).toContain('<p><a href="#other">Chapter 2</a></p>');
    expect(html[0]).not.toContain('{%');
    expect(warnings).toEqual([]);
  });

  it("numbers a stepper's steps, each step's opening heading its title and no section of the contents", async () => {
    const { html, warnings } = await book({
      'async.md':
        '# Async functions\n\nWhat happens:\n\n{% stepper %}\n{% step %}\n### Step 1\n`data(from:)` suspends.\n{% endstep %}\n' +
        '{% step %}\n### Step 2: `UIImage(data:)`\nIt runs on.\n\n{% hint style="warning" %}\nNo suspension.\n{% endhint %}\n' +
        '{% endstep %}\n{% step %}\nReturns the thumbnail.\n{% endstep %}\n{% endstepper %}\n\nAfter.\n',
    });
    expect(html[0]).toMatch(
      /<ol class="stepper">\s*<li>\s*<div class="title">Step 1<\/div>\s*<p><code>data\(from:\)<\/code> suspends\.<\/p>\s*<\/li>\s*<li>\s*<div class="title">Step 2: <code>UIImage\(data:\)<\/code><\/div>\s*<p>It runs on\.<\/p>\s*<div data-type="warning"><h6 class="admonition-label"[^>]*>Warning<\/h6>\s*<p>No suspension\.<\/p>\s*<\/div>\s*<\/li>\s*<li>\s*<p>Returns the thumbnail\.<\/p>\s*<\/li>\s*<\/ol>\s*<p>After\.<\/p>/,
    );
    expect(html[0]).not.toMatch(/\{%|<h[2-5]|<section data-type="sect/);
    expect(warnings).toEqual([]);
  });

  it('leaves an unclosed block and a tag it does not know as written, each named at its line', async () => {
    const { html, warnings } = await book({
      'page.md':
        '# Page\n\nText.\n\n{% tabs %}\n{% tab title="A" %}\nA.\n\n{% endtab %}%}\n\n{% swagger %}\n',
    });
    expect(html[0]).toContain('{% tab title=');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^page\.md:5: \{% tabs %\} opens a GitBook tabs block that no \{% endtabs %\} line closes after it: it is printed as written \(4 such in this file, the first here\)/,
      ),
    ]);
  });

  it('keeps each line where it was written', () => {
    const { text, lineOf } = expandGitBookBlocks(
      '{% tabs %}\n{% tab title="A" %}\nA.\n{% endtab %}\n{% endtabs %}',
      (line) => line,
    );
    const lines = text.split('\n');
    expect(lineOf(lines.indexOf('A.') + 1)).toBe(3);
    expect(lineOf(lines.indexOf('</div>') + 1)).toBe(5);
  });
});

describe('a GitBook block closed right above a paragraph', () => {
  it('leaves the paragraph Markdown, as GitBook reads it, not the raw text of an HTML block', async () => {
    const { html } = await book({
      'a.md':
        '# A\n\n{% hint style="info" %}\nHi **there**.\n{% endhint %}\nNext **bold** words.\n\n* item\n',
    });
    expect(html[0]).toMatch(/<\/div>\s*<p>Next <strong>bold<\/strong> words\.<\/p>\s*<ul>/);
  });
});
