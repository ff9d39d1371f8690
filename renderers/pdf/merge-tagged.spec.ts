import { PDFArray, PDFDict, PDFDocument, PDFName, PDFObject, PDFRef, PDFString, PDFHexString } from 'pdf-lib';
import { mergeTaggedParts } from './merge-tagged';
import { keepDestinationNamesWithinLimits, nameTreeEntries } from './named-destinations';
import { destinations } from './page-numbers';

// rust-kr's Rust book: headings whose ids are Korean titles, percent-encoded by Chromium into names of up to 300 bytes.
const variables = '가변-정적-변수의-접근-혹은-수정하기';
const traits = '고급-트레이트-연관-타입으로-트레이트-정의에서-자리표시자-타입-지정하기';

/** A part as Chromium prints it: one page, a named destination for each id given, a link to `linkTo` when given. */
async function part(ids: string[], linkTo?: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([500, 700]);
  const dests = doc.context.obj({});
  for (const id of ids) {
    dests.set(PDFName.of(encodeURIComponent(id)), doc.context.obj([page.ref, PDFName.of('XYZ'), 0, 650, 0]));
  }
  doc.catalog.set(PDFName.of('Dests'), doc.context.register(dests));
  if (linkTo) {
    const link = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 100, 20],
      A: { S: 'GoTo', D: PDFName.of(encodeURIComponent(linkTo)) },
    });
    page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  }
  return doc;
}

/** Every name in the file, as PDF reads it (its bytes), wherever it is: a key or a value, referenced or not. */
function allNames(doc: PDFDocument): Buffer[] {
  const names: Buffer[] = [];
  const visit = (object: PDFObject): void => {
    if (object instanceof PDFName) names.push(Buffer.from(object.asBytes()));
    else if (object instanceof PDFArray) object.asArray().forEach(visit);
    else if (object instanceof PDFDict)
      for (const [key, value] of object.entries()) {
        visit(key);
        visit(value);
      }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  return names;
}

describe('mergeTaggedParts and keepDestinationNamesWithinLimits: Korean heading ids', () => {
  it('leaves no name past 127 bytes in the saved file, and every link and destination still leads to its page', async () => {
    // The first part links to the second's heading (its stand-in destination is foreign), the second to the first's.
    const first = await part([variables, traits]);
    const second = await part([traits], variables);
    const merged = mergeTaggedParts([
      { doc: first, foreign: new Set([traits]) },
      { doc: second, foreign: new Set() },
    ]);
    keepDestinationNamesWithinLimits(merged);
    const saved = await PDFDocument.load(await merged.save({ useObjectStreams: false }));

    expect(allNames(saved).filter((name) => name.length > 127)).toEqual([]);
    const found = destinations(saved);
    expect(found.get(variables)?.page).toBe(1);
    expect(found.get(traits)?.page).toBe(2);

    // The second page's link goes to the first page by its destination's name, now a string of the name tree.
    const tree = saved.catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('Dests'), PDFDict);
    const byKey = new Map(nameTreeEntries(tree).map(([key, value]) => [key.toString('latin1'), value]));
    const annot = saved.getPage(1).node.lookup(PDFName.of('Annots'), PDFArray).lookup(0, PDFDict);
    const target = annot.lookup(PDFName.of('A'), PDFDict).get(PDFName.of('D'));
    expect(target instanceof PDFHexString || target instanceof PDFString).toBe(true);
    const key = Buffer.from((target as PDFHexString).asBytes()).toString('latin1');
    const value = byKey.get(key);
    const array = value instanceof PDFRef ? saved.context.lookup(value) : value;
    expect((array as PDFArray).get(0)).toBe(saved.getPage(0).ref);
  });
});
