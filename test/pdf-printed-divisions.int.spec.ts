import { join } from 'node:path';
import { loadPlatformConfig } from '../renderers';
import { BookModel } from '../renderers/model/book-model';
import { buildBookModel } from '../renderers/model/build-book-model';
import { PrintOptions, printDocument } from '../renderers/pdf/print-document';
import { PrintedDivisions } from '../renderers/pdf/printed-divisions';
import { parseTrimSize } from '../renderers/pdf/trim-size';
import { directorySource } from '../renderers/test-support/directory-source';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'handbook');

/**
 * Issue 17, item 4: a division's print HTML is kept by what it is made from, and a print document made with kept
 * divisions is the one made without them, whichever footnote placement it asks for.
 */
describe('print document with divisions kept from an earlier render (fixture book with footnotes)', () => {
  let model: BookModel;
  const base: PrintOptions = {
    trim: parseTrimSize('7in x 9.19in')!,
    forPrint: false,
    grayscale: false,
    toc: true,
    index: true,
    fonts: [],
    pageAnchors: true,
    foliosApart: true,
  };

  beforeAll(async () => {
    const source = directorySource(FIXTURE);
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    model = await buildBookModel(source, loaded.config, { bookName: 'ada/handbook', format: 'pdf' });
  });

  const same = (a: ReturnType<typeof printDocument>, b: ReturnType<typeof printDocument>) => {
    expect(b.html).toBe(a.html);
    expect(b.notes).toEqual(a.notes);
    expect(b.blocks).toEqual(a.blocks);
    expect(b.pieces).toEqual(a.pieces);
    expect([...b.anchored]).toEqual([...a.anchored]);
  };

  it('prints the same document from kept divisions, footnotes placed or not', () => {
    const kept = new PrintedDivisions(64 * 1024 * 1024);
    const plain = printDocument(model, base);
    expect(plain.notes.length).toBeGreaterThan(0);
    same(plain, printDocument(model, { ...base, printedDivisions: kept }));
    const divisions = kept.size;
    expect(divisions).toBeGreaterThan(3);
    same(plain, printDocument(model, { ...base, printedDivisions: kept }));
    expect(kept.size).toBe(divisions);

    // The final print places every note: a different document, kept apart.
    const final = { ...base, finalNotes: true };
    const placed = printDocument(model, final);
    expect(placed.html).not.toBe(plain.html);
    same(placed, printDocument(model, { ...final, printedDivisions: kept }));
    same(placed, printDocument(model, { ...final, printedDivisions: kept }));
  });

  it('prints a changed division afresh and takes the others as kept', () => {
    const kept = new PrintedDivisions(64 * 1024 * 1024);
    printDocument(model, { ...base, printedDivisions: kept });
    const before = kept.size;
    const target = model.divisions.find((d) => d.kind === 'chapter')!;
    const changed: BookModel = {
      ...model,
      divisions: model.divisions.map((d) =>
        d === target ? { ...d, html: d.html.replace(/<\/p>/, ' Q7 Q8.</p>') } : d,
      ),
    };
    const withKept = printDocument(changed, { ...base, printedDivisions: kept });
    expect(kept.size).toBe(before + 1);
    expect(withKept.html).toContain('Q7 Q8.');
    same(printDocument(changed, base), withKept);
  });

  it('drops the least recently used divisions past its budget, and hands out copies', () => {
    const kept = new PrintedDivisions(150);
    const note = { refId: 'r', noteId: 'n', pending: true };
    kept.set('a', { html: 'x'.repeat(40), ids: [], targets: [], notes: [note] });
    kept.set('b', { html: 'y'.repeat(40), ids: [], targets: [], notes: [] });
    kept.get('a')!.notes[0]!.pending = false;
    expect(kept.get('a')!.notes[0]!.pending).toBe(true);
    kept.set('c', { html: 'z'.repeat(40), ids: [], targets: [], notes: [] });
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.html).toBe('x'.repeat(40));
    expect(kept.get('c')?.html).toBe('z'.repeat(40));
  });
});
