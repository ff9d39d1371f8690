import { parseHtml, serializeHtml } from '../dom/html-dom';
import { BookWarning } from '../warnings';
import { dropPastedPageColours } from './pasted-page-colours';

function dropped(html: string): { html: string; warnings: BookWarning[] } {
  const nodes = parseHtml(html);
  const warnings: BookWarning[] = [];
  dropPastedPageColours([{ nodes, file: 'ch01.html' }], warnings);
  return { html: serializeHtml(nodes), warnings };
}

describe("a web page's colours pasted into style attributes", () => {
  it('leaves out dark-grey text and white paper, whatever the spelling, keeping the rest of the style', () => {
    const { html, warnings } = dropped(
      '<p><span style="color:Black">a</span><span style="COLOR: #333 !important; font-weight: bold">b</span>' +
        '<span style="background:#FFF">c</span><span style="background-color: rgb(250, 250, 250); color: rgb(0,0,0)">d</span></p>',
    );
    expect(html).toBe(
      '<p><span>a</span><span style="font-weight: bold;">b</span><span>c</span><span>d</span></p>',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: 'ch01.html', subject: 'color:Black' });
    expect(warnings[0].text).toContain('(here and 3 more times in this file)');
  });

  it('keeps colours an author chose, colours it cannot read, images in a background, and SVG', () => {
    const kept =
      '<p><span style="color: #8b0000">a</span><span style="color: #666">b</span>' +
      '<span style="color: var(--ink)">c</span><span style="color: rgba(0, 0, 0, 0.5)">d</span>' +
      '<span style="background: url(data:image/gif;base64,R0lGOD==) no-repeat #fff">e</span>' +
      '<span style="background-color: #fdf6e3">f</span></p>' +
      '<svg xmlns="http://www.w3.org/2000/svg"><text style="color: #000">g</text></svg>';
    const { html, warnings } = dropped(kept);
    expect(html).toBe(kept);
    expect(warnings).toEqual([]);
  });

  it('leaves out a web page’s body text size, said apart from its colours; a big title size and relative sizes stay', () => {
    const { html, warnings } = dropped(
      '<p><span style="font-family: Georgia; font-size: 17px; color: rgb(51, 51, 51)">a</span>' +
        '<span style="font-size:12pt">b</span><span style="font-size: medium !important">c</span>' +
        '<span style="font-size: 36px">d</span><span style="font-size: 0.8em">e</span>' +
        '<span style="font-size: smaller">f</span><span style="font-size: 8px">g</span></p>',
    );
    expect(html).toBe(
      '<p><span style="font-family: Georgia;">a</span><span>b</span><span>c</span>' +
        '<span style="font-size: 36px">d</span><span style="font-size: 0.8em">e</span>' +
        '<span style="font-size: smaller">f</span><span style="font-size: 8px">g</span></p>',
    );
    expect(
      warnings.map((w) => [w.subject, w.text.slice(w.text.indexOf(' is '), w.text.indexOf(' of '))]),
    ).toEqual([
      ['color: rgb(51, 51, 51)', ' is the colour'],
      ['font-size: 17px', ' is the text size'],
    ]);
    expect(warnings[1]!.text).toContain('(here and 2 more times in this file)');
  });
});
