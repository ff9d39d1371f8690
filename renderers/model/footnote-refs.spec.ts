import {
  ElementNode,
  findElements,
  firstElement,
  parseHtml,
  serializeHtml,
  textContent,
} from '../dom/html-dom';
import { footnotesToEpubNotes } from '../epub/epub-footnotes';
import { footnotesToEndnotes } from '../html/footnotes-to-endnotes';
import { takePrintFootnotes } from '../pdf/print-footnotes';
import { labelsFor } from './labels';

// As the AsciiDoc converter writes `footnote:defops[…]` then `footnote:defops[]`, and HTMLBook's footnoteref.
const DIVISION =
  '<section><p>DefOps<span data-type="footnote" id="defops">A portmanteau.</span> werewolves.</p>' +
  '<p>Other<span data-type="footnote">Unnamed.</span> and DefOps<a data-type="footnoteref" href="#defops"></a> again.</p>' +
  '<p>Elsewhere<a data-type="footnoteref" href="#not-here"></a>.</p></section>';

const division = () => firstElement(parseHtml(DIVISION)) as ElementNode;
const supLinks = (root: ElementNode) =>
  findElements([root], (el) => el.name === 'sup').map((sup) => {
    const link = findElements([sup], (el) => el.name === 'a')[0]!;
    return [textContent(link), link.attrs.get('href')];
  });

describe('a second reference to a footnote', () => {
  it.each([
    ['EPUB', (root: ElementNode) => footnotesToEpubNotes(root, 'ch1')],
    ['HTML', (root: ElementNode) => footnotesToEndnotes(root, 'ch1', labelsFor('en'))],
    // The printed notes leave the division for the foot of their page.
    [
      'PDF',
      (root: ElementNode) =>
        takePrintFootnotes(root, 'ch1', 'Note').map((note) => serializeHtml([note.body])),
    ],
  ])("prints the note's number linked to it in the %s, and no second note", (_format, write) => {
    const root = division();
    const notes = write(root) ?? [];
    expect(supLinks(root)).toEqual([
      ['1', '#ch1-fn1'],
      ['2', '#ch1-fn2'],
      ['1', '#ch1-fn1'],
    ]);
    const html = serializeHtml([root]) + notes.join('');
    expect(html.match(/A portmanteau\./g)).toHaveLength(1);
    expect(html).not.toContain('footnoteref');
    expect(html).not.toContain('not-here');
  });

  it('is a noteref in the EPUB, as the first reference is', () => {
    const root = division();
    footnotesToEpubNotes(root, 'ch1');
    const refs = findElements([root], (el) => el.attrs.get('epub:type') === 'noteref');
    expect(refs.map((ref) => ref.attrs.get('href'))).toEqual(['#ch1-fn1', '#ch1-fn2', '#ch1-fn1']);
    expect(refs.filter((ref) => ref.attrs.has('id'))).toHaveLength(2);
  });
});
