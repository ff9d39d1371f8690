import { DomNode, ElementNode, parseHtml, serializeHtml, textContent } from '../dom/html-dom';
import { XrefTarget } from '../model/book-model';
import { WRITTEN_LATER_SELECTOR } from './footnote-measure';
import { BLOCK_KEY, placeFootnotes } from './footnote-placement';
import { markPageReferences, writePageReferences } from './page-references';
import { takePrintFootnotes } from './print-footnotes';

/**
 * A cut's offset is measured in the print, whose cross-references read "on page 61", and applied by
 * placeFootnotes to the division before those pages are written in: the measure counts the text both have.
 * The list is a cookbook's "See Also", its notes in the paragraph above it.
 */
const RECIPE: [string, string] = ['Recipe 8.1, \u201c', '\u201d'];
const targets = new Map<string, XrefTarget>([
  ['cli', { divisionId: 'ch03', text: 'Running Programs from the Command Line', quoted: RECIPE }],
  ['aot', { divisionId: 'ch08', text: 'AOT Compilation', quoted: RECIPE }],
]);
const xref = (id: string) =>
  `<a data-type="xref" href="#${id}">${RECIPE[0]}${targets.get(id)!.text}${RECIPE[1]}</a>`;
const DIVISION =
  '<section data-type="chapter" id="ch08"><h1>Performance and Production</h1>' +
  '<p>Lean JAR files are deployed with <code>lein deploy</code>.<span data-type="footnote">See the recipe on ' +
  'releasing libraries.</span></p>' +
  `<ul><li>${xref('cli')}, to learn about running Clojure programs from Leiningen</li>` +
  `<li>${xref('aot')}</li>` +
  '<li><a href="https://github.com/Raynes/lein-bin">lein-bin</a>, a Leiningen plug-in for\n  producing ' +
  'standalone console executables</li></ul></section>';

/** The division as placeFootnotes gets it: page references marked, not written. */
function division(): { root: ElementNode; notes: ReturnType<typeof takePrintFootnotes> } {
  const root = parseHtml(DIVISION)[0] as ElementNode;
  markPageReferences(root, targets);
  return { root, notes: takePrintFootnotes(root, 'ch08', 'Note') };
}

const listIn = (root: ElementNode): ElementNode =>
  root.children.find((c): c is ElementNode => c.type === 'element' && c.name === 'ul')!;

/**
 * The list of the division as a layout pass prints it: stand-in page numbers written in, each with the digits drawn beside
 * it for the font subset.
 */
function printed(): ElementNode {
  const { root } = division();
  const html = writePageReferences(serializeHtml([root]), ' on page {page}', () => ({
    folio: '000',
    colour: 'rgb(1, 0, 7)',
    digitsColour: 'rgb(1, 0, 8)',
  }));
  return listIn(parseHtml(html)[0] as ElementNode);
}

const writtenLater = (el: ElementNode) =>
  `${el.name}.${el.attrs.get('class') ?? ''}` === WRITTEN_LATER_SELECTOR;

/** Characters of the list's text before `word`, counting text written later (`all`) or not, as the measure does. */
function offsetBefore(root: ElementNode, word: string, all: boolean): number {
  let offset = 0;
  let found = false;
  const visit = (nodes: DomNode[]) => {
    for (const node of nodes) {
      if (found) return;
      if (node.type === 'text') {
        const at = node.value.indexOf(word);
        if (at !== -1) {
          offset += at;
          found = true;
          return;
        }
        offset += node.value.length;
      } else if (all || !writtenLater(node)) visit(node.children);
    }
  };
  visit(root.children);
  return offset;
}

function cutList(offset: number): { kept: string; rest: string } {
  const { root, notes } = division();
  placeFootnotes(
    root,
    'ch08',
    notes,
    [{ block: '2', offset, noteIds: notes.map((n) => n.noteId), paddingTop: 10 }],
    false,
  );
  const lists = root.children.filter((c): c is ElementNode => c.type === 'element' && c.name === 'ul');
  expect(lists[0]!.attrs.get(BLOCK_KEY)).toBe('2');
  return { kept: textContent(lists[0]!), rest: textContent(lists[1]!) };
}

describe('the text a footnote cut counts', () => {
  it('leaves out the pages written into cross-references, so a page ending at a line ends there', () => {
    const print = printed();
    expect(textContent(print)).toContain('Line\u201d on page 0000123456789, to learn');
    const measured = offsetBefore(print, 'lein-bin', false);
    const { kept, rest } = cutList(measured);
    expect(kept).toBe(
      'Recipe 8.1, \u201cRunning Programs from the Command Line\u201d, to learn about running Clojure programs ' +
        'from LeiningenRecipe 8.1, \u201cAOT Compilation\u201d',
    );
    expect(rest).toBe('lein-bin, a Leiningen plug-in for\n  producing standalone console executables');
  });

  it('counted with those pages, it cut the item after them mid-word, 44 characters late', () => {
    const print = printed();
    const all = offsetBefore(print, 'lein-bin', true);
    expect(all - offsetBefore(print, 'lein-bin', false)).toBe(44);
    expect(cutList(all).rest).toBe('g standalone console executables');
  });

  it('is the class the print writes page references in', () => {
    const written = printed();
    const spans: string[] = [];
    const visit = (el: ElementNode) => {
      if (writtenLater(el)) spans.push(textContent(el));
      el.children.forEach((c) => c.type === 'element' && visit(c));
    };
    visit(written);
    expect(spans).toEqual([' on page 0000123456789', ' on page 0000123456789']);
  });
});
