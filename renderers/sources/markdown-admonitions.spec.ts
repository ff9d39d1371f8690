import { parseHtml } from '../dom/html-dom';
import { BookWarning } from '../warnings';
import { markdownAdmonitions } from './markdown-admonitions';

function warned(html: string): string[] {
  const warnings: BookWarning[] = [];
  markdownAdmonitions(parseHtml(html), 'ch.md', warnings);
  return warnings.map((w) => w.text);
}

describe('a note box whose </div> is missing', () => {
  it('names every heading it holds: one, two, or the first and last of many', () => {
    const box = (headings: string[]) =>
      `<div class="note"><h3>Note</h3><p>t</p>${headings.map((h) => `<h4>${h}</h4><p>x</p>`).join('')}</div>`;
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
});
