import { readFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { renderPdf } from '../renderers';
import { destinations, destinationId } from '../renderers/pdf/page-numbers';
import { memorySource } from '../renderers/test-support/memory-source';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/** A chapter whose section title, and so its id, is long and Japanese, and a cross-reference to it. */
const LONG_TITLE = '台所の棚に並べた調味料の瓶を季節ごとに入れ替えるための手順';
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: '台所', lang: 'ja', files: ['ch01.adoc', 'ch02.adoc'] }),
  'ch01.adoc': ['== 棚', '', `詳しくは<<${LONG_TITLE}>>を読んでください。`].join('\n'),
  'ch02.adoc': ['== 瓶', '', `=== ${LONG_TITLE}`, '', '春には塩を前に出します。'].join('\n'),
});

/** The ids the PDF's links point at, as the page each link is on and the page its target is on. */
function linkTargets(doc: PDFDocument): { id: string; from: number; to: number | undefined }[] {
  const places = destinations(doc);
  const found: { id: string; from: number; to: number | undefined }[] = [];
  doc.getPages().forEach((page, index) => {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const dest = annots!.lookupMaybe(i, PDFDict)?.get(PDFName.of('Dest'));
      if (!(dest instanceof PDFHexString || dest instanceof PDFName)) continue;
      const name = dest instanceof PDFName ? dest.asString() : Buffer.from(dest.asBytes()).toString('latin1');
      const id = destinationId(name);
      found.push({ id, from: index + 1, to: places.get(id)?.page });
    }
  });
  return found;
}

/**
 * Chromium names each link target after its id, percent-encoded: a Japanese heading of 29 characters makes a name
 * of 261 bytes, past PDF's limit of 127. poppler printed a syntax error for each such name on every page it read.
 */
describe('a PDF whose link targets have long ids in Japanese', () => {
  const book = fixtureSuite(BOOK, 'hanako/shelves', 'octavo-long-dest-names-');

  it('keeps every name within PDF’s limits, and the cross-reference still leads to its section', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const read = await tool('pdftotext', [outFile, '-']);
    expect(read.stderr).not.toMatch(/name token is longer/);
    expect(read.stdout).toContain(LONG_TITLE);
    const doc = await PDFDocument.load(await readFile(outFile), { updateMetadata: false });
    // From the contents page and from the first chapter's text.
    const toSection = linkTargets(doc).filter((link) => link.id === LONG_TITLE);
    expect(toSection.length).toBe(2);
    const page = toSection[0]!.to;
    expect(toSection.every((link) => link.to === page)).toBe(true);
    const sectionPage = await tool('pdftotext', ['-f', String(page), '-l', String(page), outFile, '-']);
    expect(sectionPage.stdout).toContain('春には塩を前に出します。');
  });
});
