import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNull } from 'pdf-lib';
import { PageBlock } from './page-plan';

/**
 * The book's blocks with a blank page's block before each of `blanks`, as the print document adds them when it
 * prints them itself (`blanksBefore`): the same ids, page names and numbering, so the pages are numbered alike.
 */
export function withBlankBlocks(blocks: PageBlock[], blanks: ReadonlySet<string>): PageBlock[] {
  const out: PageBlock[] = [];
  for (const block of blocks) {
    if (blanks.has(block.id)) out.push(blankBlock(out, block));
    out.push(block);
  }
  return out;
}

/** The block of a blank page put before `block`, after the blocks `before` it: numbered as the page before it. */
export function blankBlock(before: readonly PageBlock[], block: PageBlock): PageBlock {
  const numbering = before.at(-1)?.numbering ?? block.numbering;
  return {
    id: `octavo-blank-${before.length}`,
    pageName: `octavo-blank-${numbering}`,
    numbering,
    folio: false,
  };
}

/**
 * Puts an empty page (of the size of the page after it) before each of `before` (0-based page indexes, ascending, of
 * the document as it is), each with a named destination of its block's id, as Chromium writes one for the blank
 * page it prints: the page's place is found by its id, as every block's is.
 */
export function insertBlankPages(doc: PDFDocument, before: { page: number; id: string }[]): void {
  let dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  if (!dests) {
    dests = doc.context.obj({});
    doc.catalog.set(PDFName.of('Dests'), doc.context.register(dests));
  }
  const names = dests;
  before.forEach(({ page, id }, inserted) => {
    const at = page + inserted;
    const next = doc.getPage(at);
    const blank = doc.insertPage(at, [next.getWidth(), next.getHeight()]);
    const target = doc.context.obj([blank.ref, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull]) as PDFArray;
    names.set(PDFName.of(id), target);
  });
}
