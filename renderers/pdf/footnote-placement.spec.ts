import { firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { placeFootnotes, splitElement } from './footnote-placement';
import { takePrintFootnotes } from './print-footnotes';

const parse = (html: string) => firstElement(parseHtml(html))!;

describe('splitElement', () => {
  it('cuts an element at a character of its text, the copy carrying what follows and no id', () => {
    const p = parse('<p id="a" class="x">One <em>two three</em> four</p>');
    const rest = splitElement(p, 8);
    expect(serializeHtml([p])).toBe(
      '<p id="a" class="x" data-octavo-split="">One <em data-octavo-split="">two </em></p>',
    );
    expect(serializeHtml([rest])).toBe(
      '<p class="x" data-octavo-continued=""><em data-octavo-continued="">three</em> four</p>',
    );
  });

  it('prints the hyphen of a word cut where its line broke at a soft hyphen', () => {
    const p = parse('<p>The kite\u00adstring holds.</p>');
    const rest = splitElement(p, 'The kite\u00ad'.length);
    expect(serializeHtml([p])).toBe('<p data-octavo-split="">The kite-</p>');
    expect(serializeHtml([rest])).toBe('<p data-octavo-continued="">string holds.</p>');
  });

  it('numbers the rest of an ordered list from the item cut in two', () => {
    const ol = parse('<ol start="3"><li>alpha beta</li><li>gamma delta</li><li>epsilon</li></ol>');
    const rest = splitElement(ol, 'alpha betagamma '.length);
    expect(rest.attrs.get('start')).toBe('4');
    expect(serializeHtml([rest])).toContain('<li data-octavo-continued="">delta</li><li>epsilon</li>');
  });
});

describe('placeFootnotes', () => {
  const chapter = () =>
    parse(
      '<section id="ch"><h1>T</h1><p>First<span data-type="footnote">Note one.</span> words here.</p>' +
        '<section data-type="sect1"><h2>S</h2><p>Second<span data-type="footnote">Note two.</span></p></section></section>',
    );

  it('puts the id of a reference on a box on its line, not on the raised superscript', () => {
    const root = chapter();
    takePrintFootnotes(root, 'ch', 'Note');
    // The passes read a reference's page from its id's place: a superscript's top is above its line, above
    // the page on a page's first line, and Chromium wrote it at the foot of the page before.
    expect(serializeHtml([root])).toContain(
      'First<span class="octavo-footnote-ref" id="ch-fnref1"><sup class="footnote-ref"><a href="#ch-fn1" aria-label="Note 1">1</a></sup></span>',
    );
  });

  it('keeps unplaced notes in an inert template to be measured', () => {
    const root = chapter();
    const notes = takePrintFootnotes(root, 'ch', 'Note');
    expect(placeFootnotes(root, 'ch', notes, [], false).pending.map((n) => n.noteId)).toEqual([
      'ch-fn1',
      'ch-fn2',
    ]);
    const html = serializeHtml([root]);
    expect(html).toContain('<template class="octavo-pending-notes"><p class="octavo-footnote" id="ch-fn1"');
    expect(html).not.toContain('↩');
  });

  it('ends the page inside a block where a cut says, the notes after it, the rest on the next page', () => {
    const root = chapter();
    const notes = takePrintFootnotes(root, 'ch', 'Note');
    const { pending, afterBlock } = placeFootnotes(
      root,
      'ch',
      notes,
      [{ block: '1', offset: 'First1 wo'.length, noteIds: ['ch-fn1'], paddingTop: 12.5 }],
      true,
    );
    expect(pending.map((n) => n.noteId)).toEqual(['ch-fn2']);
    const html = serializeHtml([root]);
    expect(html).toMatch(
      /First<span class="octavo-footnote-ref" id="ch-fnref1"><sup[^>]*>.*?<\/sup><\/span> wo<\/p><aside class="octavo-footnotes octavo-page-notes" data-type="footnotes" id="ch-notes-1" style="padding-top: 12.50px" data-octavo-break=""><p class="octavo-footnote" id="ch-fn1"/,
    );
    expect(html).toContain('<p data-octavo-b="1+" data-octavo-continued="">rds here.</p>');
    // The note no cut placed follows its reference's block in the final print, where the print can tell its page.
    expect(html).toMatch(
      /Second<span[^>]*><sup.*?<\/p><aside class="octavo-footnotes octavo-notes-after" data-type="footnotes" id="ch-fn2-after"><p class="octavo-footnote" id="ch-fn2"/,
    );
    expect(afterBlock).toEqual(
      new Map([['ch-fn2', { asideId: 'ch-fn2-after', block: 'paragraph', tooTall: false }]]),
    );
  });

  it('prints notes right after a block too tall to share a page with them, without ending the page', () => {
    const root = parse(
      '<section id="ch"><p>Before.</p><aside data-type="sidebar"><h5>Exercise</h5>' +
        '<p>Boxed<span data-type="footnote">Note one.</span> text.</p></aside><p>After.</p></section>',
    );
    const notes = takePrintFootnotes(root, 'ch', 'Note');
    const { pending, afterBlock } = placeFootnotes(
      root,
      'ch',
      notes,
      [{ block: '1', offset: 0, noteIds: ['ch-fn1'], paddingTop: 0, afterBlock: true }],
      false,
    );
    expect(pending).toEqual([]);
    expect(afterBlock).toEqual(
      new Map([['ch-fn1', { asideId: 'ch-notes-1', block: 'sidebar', tooTall: true }]]),
    );
    const html = serializeHtml([root]);
    expect(html).toMatch(
      /<\/aside><aside class="octavo-footnotes octavo-notes-after" data-type="footnotes" id="ch-notes-1"><p class="octavo-footnote" id="ch-fn1"[^]*<\/aside><p data-octavo-b="2">After.<\/p>/,
    );
    expect(html).not.toMatch(/data-octavo-break|data-octavo-page-end|template/);
  });

  it('ends the page before a block: the block above loses its bottom margin, the notes follow it', () => {
    const root = parse(
      '<section id="ch"><p>First<span data-type="footnote">Note one.</span> words.</p>' +
        '<div class="tip"><h6>Tip</h6>Boxed.</div><p>After the box.</p></section>',
    );
    const notes = takePrintFootnotes(root, 'ch', 'Note');
    placeFootnotes(root, 'ch', notes, [{ block: '2', offset: 0, noteIds: ['ch-fn1'], paddingTop: 3 }], true);
    const html = serializeHtml([root]);
    expect(html).toMatch(
      /<div class="tip" data-octavo-b="1" data-octavo-page-end=""><h6>Tip<\/h6>Boxed.<\/div><aside[^>]*id="ch-notes-1"[^>]*>.*<\/aside><p data-octavo-b="2">After the box.<\/p>/,
    );
    expect(html.match(/data-octavo-page-end/g)).toHaveLength(1);
  });

  it("ends the page before a section that opens with the block, not inside it above the section's heading", () => {
    const root = parse(
      '<section id="ch"><section data-type="sect1" id="a"><h2>A</h2><p>First<span data-type="footnote">Note one.</span> words.</p></section>' +
        '<section data-type="sect1" id="b"><section data-type="sect2" id="b1"><h3>B</h3><p>After.</p></section></section></section>',
    );
    const notes = takePrintFootnotes(root, 'ch', 'Note');
    placeFootnotes(root, 'ch', notes, [{ block: '2', offset: 0, noteIds: ['ch-fn1'], paddingTop: 3 }], true);
    const html = serializeHtml([root]);
    // Ray's "Where does it fit in the ecosystem?": notes above the heading started its section a page early.
    expect(html).toMatch(
      /<p data-octavo-b="1" data-octavo-page-end="">First.*?<\/p><\/section><aside[^>]*id="ch-notes-1"[^>]*>.*?<\/aside><section data-type="sect1" id="b"><section data-type="sect2" id="b1"><h3 data-octavo-b="2">B<\/h3>/,
    );
    expect(html).toContain('<section data-type="sect1" id="a" data-octavo-page-end="">');
  });

  it("prints a block's unplaced notes after it in their order, under one rule (Scaling Python with Dask's Table 12-1)", () => {
    const root = parse(
      '<section id="ch"><table><tbody><tr><td>A<span data-type="footnote">Note one.</span></td>' +
        '<td>B<span data-type="footnote">Note two.</span></td><td>C<span data-type="footnote">Note three.</span></td>' +
        '</tr></tbody></table><p>After.</p></section>',
    );
    const notes = takePrintFootnotes(root, 'ch', 'Note');
    const { afterBlock } = placeFootnotes(root, 'ch', notes, [], true);
    const html = serializeHtml([root]);
    expect(html.match(/<aside/g)).toHaveLength(1);
    expect(html.match(/Note (one|two|three)/g)).toEqual(['Note one', 'Note two', 'Note three']);
    expect(html).toMatch(
      /<\/table><aside[^>]*id="ch-fn1-after"[^]*<\/aside><p data-octavo-b="1">After.<\/p>/,
    );
    expect([...afterBlock.values()].map((v) => v.asideId)).toEqual([
      'ch-fn1-after',
      'ch-fn1-after',
      'ch-fn1-after',
    ]);
  });
});
