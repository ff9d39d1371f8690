import { ElementNode, parseHtml } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { BookWarning, formatWarning } from '../warnings';
import { markdownAdmonitions } from './markdown-admonitions';

function warned(html: string): string[] {
  const warnings: BookWarning[] = [];
  const unended: ElementNode[] = [];
  markdownAdmonitions(parseHtml(html, { report: { flattened: 0, unended } }), 'ch.md', warnings, unended);
  return warnings.map((w) => w.text);
}

describe('a note box whose </div> is missing', () => {
  it('names every heading it holds: one, two, or the first and last of many', () => {
    const box = (headings: string[]) =>
      `<div class="note"><h3>Note</h3><p>t</p>${headings.map((h) => `<h4>${h}</h4><p>x</p>`).join('')}`;
    expect(warned(box(['jsonp']))).toEqual([
      expect.stringMatching(/^<div class="note"> holds the heading "jsonp" and the text after it: /),
    ]);
    expect(warned(box(['jsonp', 'xml']))).toEqual([
      expect.stringMatching(/ holds the headings "jsonp" and "xml" and the text after it: /),
    ]);
    expect(warned(box(['jsonp', 'xml', 'Same-Origin Policy', 'Ajax and Firebug']))).toEqual([
      expect.stringMatching(/ holds 4 headings, "jsonp" to "Ajax and Firebug", and the text after it: /),
    ]);
  });

  it('says nothing of a box closed in time, which becomes the note', () => {
    expect(warned('<div class="note"><h3>Note</h3><p>t</p></div><h2>After</h2>')).toEqual([]);
  });

  it('is told of when an outer end tag closes it, the sections after its text inside it', () => {
    expect(warned('<blockquote><div class="note"><p>t</p><h4>Later</h4><p>x</p></blockquote>')).toEqual([
      expect.stringMatching(/^<div class="note"> holds the heading "Later" and the text after it: /),
    ]);
  });
});

// Marisada/kphis-book shows its readers headings inside mdBook's warning box, the box closed under them: it was said
// to hold "4 headings … its </div> is missing or comes after them", and printed as a plain box.
describe('a closed box that holds headings', () => {
  it('is the admonition mdBook shows, with no warning', () => {
    const warnings: BookWarning[] = [];
    const html =
      '<div class="warning">\n<h1>Largest</h1>\n<p>a</p>\n<h2>Smaller</h2>\n<p>b</p>\n<h3>Small</h3>\n<p>c</p>\n</div>\n' +
      '<hr>\n<h2>Text styles</h2>\n';
    const unended: ElementNode[] = [];
    const nodes = markdownAdmonitions(
      parseHtml(html, { report: { flattened: 0, unended } }),
      'ch.md',
      warnings,
      unended,
    );
    const box = nodes.find((node): node is ElementNode => node.type === 'element' && node.name === 'div');
    expect(box?.attrs.get('data-type')).toBe('warning');
    expect(warnings).toEqual([]);
  });
});

describe('boxes holding headings in a Markdown book', () => {
  it('is an admonition when closed, a plain box with a warning when its </div> is missing', async () => {
    const model = await buildBookModel(
      memorySource({
        'src/markdown.md':
          '# Markdown\n\n<div class="warning">\n\n# Largest\ntext\n## Smaller\ntext\n\nAnother way\n---\ntext\n' +
          '</div>\n\n---\n## Text styles\n\nBold.\n\n<div class="note">\n\n### Note\n\nCold.\n\n## Shaping\n\nFold.\n',
      }),
      { files: ['src/markdown.md'], formats: {} },
      { bookName: 'Marisada/kphis-book' },
    );
    const html = model.divisions.map((division) => division.html).join('\n');
    expect(html).toMatch(
      /<div data-type="warning"[^>]*>[\s\S]*Largest[\s\S]*Another way[\s\S]*<\/div>\s*<hr/,
    );
    expect(html).toContain('<div class="note">');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^src\/markdown\.md:20: <div class="note"> holds the heading "Shaping" and the text after it: its <\/div> is missing/,
      ),
    ]);
  });
});
