import { firstElement, parseHtml } from '../dom/html-dom';
import { hyphenateNodes } from '../typography/hyphenate';
import { takePrintFootnotes } from './print-footnotes';

describe('a footnote printed at the foot of the page', () => {
  it('keeps the language of the passage its reference is in, and is hyphenated by it', () => {
    const division = firstElement(
      parseHtml(
        '<section data-type="chapter"><p>Kites.<span data-type="footnote">A kite needs wind.</span></p>' +
          '<section data-type="sect1" lang="pt"><p>Pipas.<span data-type="footnote">Conhecemos ' +
          'operários.</span></p></section></section>',
      ),
    )!;
    const notes = takePrintFootnotes(division, 'ch', 'Note');
    expect(notes.map((note) => note.body.attrs.get('lang'))).toEqual([undefined, 'pt']);
    hyphenateNodes(
      notes.map((note) => note.body),
      'en',
    );
    // English patterns broke them as English words (con-hece…); Portuguese ones:
    expect(notes[1]!.body.children.map((n) => (n.type === 'text' ? n.value : '')).join('')).toContain(
      'Co\u00adnhe\u00adce\u00admos ope\u00adrá\u00adri\u00ados',
    );
  });
});
