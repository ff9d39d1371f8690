import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

// As AllenDowney/ThinkPython (Think Python 3e): every notebook ends with the book's title, copyright and licences.
const footer = [
  '[Think Python: 3rd Edition](https://allendowney.github.io/ThinkPython/index.html)',
  '',
  'Copyright 2024 [Allen B. Downey](https://allendowney.com)',
  '',
  'Text license: [CC BY-NC-SA 4.0](https://creativecommons.org/licenses/by-nc-sa/4.0/)',
  '',
].join('\n');

async function book(files: Record<string, string>) {
  return buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName: 'ann/think' },
  );
}

describe('the same text ending every file (a web page footer)', () => {
  it('is left out of each chapter, with one warning naming the files', async () => {
    const model = await book({
      'chap01.md': `# Welcome\n\nPython is fun.\n\n${footer}`,
      'chap02.md': `# Variables\n\nNames.\n\n## Exercises\n\nName three.\n\n${footer}`,
      'chap03.md': `# Functions\n\nCalls.\n\nText license: [CC BY-NC-SA 4.0](https://creativecommons.org/licenses/by-nc-sa/4.0/)\n`,
      'chap04.md': `# Loops\n\nFor.\n\n${footer}`,
    });
    for (const title of ['Welcome', 'Variables', 'Loops']) {
      const html = model.divisions.find((division) => division.title === title)!.html;
      expect(html).not.toContain('Copyright 2024');
      expect(html).not.toContain('Text license');
    }
    expect(model.divisions.find((division) => division.title === 'Variables')!.html).toContain('Name three.');
    // chap03 ends with the footer's last line alone: that is left out too, and said in the same warning.
    expect(model.divisions.find((division) => division.title === 'Functions')!.html).not.toContain(
      'Text license',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'chap01.md:5: 4 files end with the same text ("Think Python: 3rd Edition Copyright 2024 Allen B. Downey Tex…"; ' +
        "here and in chap02.md, chap03.md, chap04.md): a web page's footer, repeated on every page of the site; it is left out " +
        'of the book. To print it, write it once, in a file of its own',
    ]);
  });

  it('is kept when only two files end alike', async () => {
    const model = await book({
      'a.md': `# A\n\nText.\n\n${footer}`,
      'b.md': `# B\n\nText.\n\n${footer}`,
      'c.md': '# C\n\nText.\n',
    });
    expect(model.divisions.filter((division) => division.html.includes('Copyright 2024'))).toHaveLength(2);
    expect(model.warnings).toEqual([]);
  });

  // As krahets/hello-algo: every exercises page ends with a "LeetCode" button, each to its own problem.
  it('is kept when the same words link to different places in each file', async () => {
    const problems = ['two-sum', 'add-two-numbers', 'valid-parentheses'];
    const model = await book(
      Object.fromEntries(
        problems.map((problem, i) => [
          `ch${i + 1}.md`,
          `# Chapter ${i + 1}\n\nText.\n\n## Exercise\n\nSolve it.\n\n[LeetCode](https://leetcode.com/problems/${problem}/)\n`,
        ]),
      ),
    );
    for (const [i, problem] of problems.entries()) {
      expect(model.divisions[i]!.html).toContain(`https://leetcode.com/problems/${problem}/`);
    }
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  // A footer's link to the book's own errata page, to each page's own place there, is the site's all the same.
  it('is left out when the same words link to different places within the book', async () => {
    const footer = (n: number) => `Found a mistake? See [the errata](errata.md#ch${n}).\n`;
    const model = await book({
      'ch1.md': `# One\n\nText.\n\n${footer(1)}`,
      'ch2.md': `# Two\n\nText.\n\n${footer(2)}`,
      'ch3.md': `# Three\n\nText.\n\n${footer(3)}`,
      'errata.md':
        '# Errata\n\n## One {#ch1}\n\nNone.\n\n## Two {#ch2}\n\nNone.\n\n## Three {#ch3}\n\nNone.\n',
    });
    expect(model.divisions.filter((division) => division.html.includes('Found a mistake'))).toEqual([]);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch1\.md:5: 3 files end with the same text \("Found a mistake\? See the errata\."/,
      ),
    ]);
  });

  // As larmarange/guide-R: chapters end with their own "webin-R" section, the last sentence and video of which are
  // the same in three of them, and all of that section in one (its link to YouTube written with no address).
  it("is kept when it is all of a section of one of the files, under the section's own heading", async () => {
    const webinar =
      'Les fonctions graphiques sont présentées dans le webin-R #26 sur [YouTube]().\n\n' +
      '{{< video https://youtu.be/x49OGuY4F28 >}}\n';
    const model = await book({
      'univariee.qmd': `# Univariée\n\nTexte.\n\n## webin-R\n\nLe webin-R #03.\n\n${webinar}`,
      'bivariee.qmd': `# Bivariée\n\nTexte.\n\n## webin-R\n\nLe webin-R #04.\n\n${webinar}`,
      'multiples.qmd': `# Réponses multiples\n\nTexte.\n\n## webin-R\n\n${webinar}`,
    });
    for (const division of model.divisions) {
      expect(division.html).toContain('webin-R #26 sur <a>YouTube</a>.');
      expect(division.html).toMatch(/<a href="https:\/\/youtu\.be\/x49OGuY4F28" class="embedded-frame">/);
    }
    const warned = model.warnings.map(formatWarning);
    expect(warned).not.toContainEqual(expect.stringContaining('end with the same text'));
    expect(warned.filter((text) => text.includes('has no address'))).toEqual([
      'univariee.qmd:9: link "YouTube" has no address (as [text]() in Markdown), so it leads nowhere; printed as ' +
        'its text: write the address it stands for',
      expect.stringMatching(/^bivariee\.qmd:9: link "YouTube" has no address/),
      expect.stringMatching(/^multiples\.qmd:7: link "YouTube" has no address/),
    ]);
  });

  // As AxonIQ/reference-guide: eleven pages end with GitBook's closing tags of a block Octavo does not read.
  it("is never template markup, which is the page's own, printed and warned about", async () => {
    const model = await book(
      Object.fromEntries(
        ['One', 'Two', 'Three'].map((title) => [
          `${title.toLowerCase()}.md`,
          `# ${title}\n\n{% swagger method="get" %}\nThe ${title} endpoint.\n\n{% endswagger %}\n\n{{< /tabs >}}\n`,
        ]),
      ),
    );
    for (const division of model.divisions)
      expect(division.html).toMatch(/\{% endswagger %\}[\s\S]*\{\{&lt; \/tabs &gt;\}\}/);
    expect(model.warnings.map(formatWarning)).not.toContainEqual(
      expect.stringContaining('end with the same text'),
    );
    expect(model.warnings.map(formatWarning)).toContainEqual(
      expect.stringMatching(/^one\.md:3: \{% swagger method="get" %\} is template markup/),
    );
  });

  // As CoAxLab/Data-Explorations: 15 exercise notebooks end with the same request, 10 tutorials with the same credit.
  it('is kept when it has nothing of a web page footer (no copyright, licence, site links): the chapters say it', async () => {
    const closing = '**IMPORTANT** Did you collaborate with anyone? List their names here.';
    const credit = '*Notebook authored by Ven Popov and edited by Krista Bond.*';
    const model = await book({
      'c1.md': `# Chapter 1\n\nBody 1.\n\n${closing}\n`,
      'c2.md': `# Chapter 2\n\nBody 2.\n\n${closing}\n`,
      'c3.md': `# Chapter 3\n\nBody 3.\n\n${closing}\n`,
      'c4.md': `# Chapter 4\n\nBody 4.\n\n${credit}\n`,
      'c5.md': `# Chapter 5\n\nBody 5.\n\n${credit}\n`,
      'c6.md': `# Chapter 6\n\nBody 6.\n\n${credit}\n`,
    });
    for (const division of model.divisions.slice(0, 3)) {
      expect(division.html).toContain('<strong>IMPORTANT</strong> Did you collaborate with anyone?');
    }
    for (const division of model.divisions.slice(3)) {
      expect(division.html).toContain('<em>Notebook authored by Ven Popov');
    }
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it("is left out when its only mark of a footer is a link to the site's other pages", async () => {
    const nav = 'Thanks for reading this guide. [Back to the top](#guide)';
    const model = await book({
      'one.md': `# One\n\nText.\n\n${nav}\n`,
      'two.md': `# Two\n\nText.\n\n${nav}\n`,
      'three.md': `# Three\n\nText.\n\n${nav}\n`,
    });
    expect(model.divisions.filter((division) => division.html.includes('Thanks'))).toEqual([]);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^one\.md:5: 3 files end with the same text \("Thanks for reading this guide\. Back to the top"/,
      ),
    ]);
  });

  // As rust-tieng-viet: question-mark.md's section is included at the end of result/README.md, which
  // error-handling/result.md includes in turn; the same text ending three files is the author's, said once.
  it('is never text an mdBook include brings, which the author wrote once', async () => {
    const listing = '```rust\nfn main() { let f = File::open("a")?; }\n```';
    const model = await book({
      'src/one.md': `# Một\n\nTrang một.\n\n### Toán tử \`?\`\n\nNó sẽ thay thế đoạn code sau:\n\n${listing}\n`,
      'src/two.md': '# Hai\n\nTrang hai.\n\n{{#include ./one.md}}\n',
      'src/three.md': '# Ba\n\nTrang ba.\n\n{{#include ./two.md}}\n',
    });
    const files = ['src/one.md', 'src/two.md', 'src/three.md'];
    const printed = files.map((file) =>
      model.divisions
        .filter((division) => division.sourceFile === file)
        .map((division) => division.html)
        .join(''),
    );
    for (const html of printed) expect(html).toMatch(/<pre[^>]*>.*File::/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
