import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import {
  DomNode,
  ElementNode,
  findElements,
  isHeading,
  parseHtml,
  textContent,
  walkElements,
} from '../renderers/dom/html-dom';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'htmlbook-subheads-in-section');

/** Each heading of a page as "hN text", in order. */
function headings(nodes: DomNode[]): string[] {
  const found: string[] = [];
  walkElements(nodes, (el: ElementNode) => {
    if (isHeading(el)) found.push(`${el.name} ${textContent(el).replace(/\s+/g, ' ').trim()}`);
  });
  return found;
}

describe('HTMLBook sections whose <h1> title is followed by <h2> subheads of their own', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/shed', 'octavo-htmlbook-subheads-');

  it('html: a subhead stays one level below its section title, not its equal', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const chapter = zip.get('ch01.html')!.toString('utf8');
    const main = parseHtml(/<main[\s\S]*<\/main>/.exec(chapter)![0]);
    expect(headings(main)).toEqual([
      'h1 Chapter 1 Hand Tools',
      'h2 Spades',
      'h3 Sharpening a spade',
      'h3 Storing a spade',
      'h2 Rakes',
      'h3 Leaf rakes',
      'h4 Mending a tine',
    ]);
  });

  it('epub: the contents list the sections, with no subhead beside the section it belongs to', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = parseHtml(zip.get('OEBPS/nav.xhtml')!.toString('utf8'));
    const chapterOne = findElements(
      nav,
      (el) => el.name === 'li' && /^Chapter 1\./.test(textContent(el)),
    )[0]!;
    const list = chapterOne.children.find((c): c is ElementNode => c.type === 'element' && c.name === 'ol')!;
    const sections = list.children
      .filter((c): c is ElementNode => c.type === 'element' && c.name === 'li')
      .map((li) => textContent(li.children.find((c) => c.type === 'element' && c.name === 'a')!));
    expect(sections).toEqual(['Spades', 'Rakes']);
  });
});
