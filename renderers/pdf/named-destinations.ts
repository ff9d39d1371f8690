import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFObject, PDFRef, PDFString } from 'pdf-lib';

/** The longest name PDF 1.7 allows (Annex C): poppler reports a syntax error for each longer one, PDF/A rejects it. */
const MAX_NAME_BYTES = 127;

/**
 * Chromium names each link target after its id, percent-encoded: a heading id in Japanese, Chinese or Russian
 * (`アプリケーションの保護`, as Asciidoctor makes ids from titles) is nine bytes a character, and a name past 127 bytes
 * is out of PDF's limits. The destinations move to the catalog's name tree (`/Names /Dests`), whose keys are
 * strings of any length, and each link points at its destination by string instead of by name: same targets, in
 * every reader. A book whose names all fit keeps Chromium's `/Dests` as it is.
 */
export function keepDestinationNamesWithinLimits(doc: PDFDocument): void {
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  if (!dests) return;
  const entries = dests.entries();
  if (!entries.some(([name]) => name.asBytes().length > MAX_NAME_BYTES)) return;
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  // A name tree of destinations already there (never from Chromium) is left alone rather than merged.
  if (names?.has(PDFName.of('Dests'))) return;
  const keyed = entries
    .map(([name, value]) => ({ key: Buffer.from(name.asBytes()), value }))
    // A name tree's keys are in byte order.
    .sort((a, b) => Buffer.compare(a.key, b.key));
  const pairs: PDFObject[] = keyed.flatMap(({ key, value }) => [PDFHexString.of(key.toString('hex')), value]);
  const tree = doc.context.register(doc.context.obj({ Names: doc.context.obj(pairs) }));
  if (names) names.set(PDFName.of('Dests'), tree);
  else doc.catalog.set(PDFName.of('Names'), doc.context.register(doc.context.obj({ Dests: tree })));
  // Saved, the old dictionary would still be in the file, long names and all, though nothing refers to it.
  const old = doc.catalog.get(PDFName.of('Dests'));
  if (old instanceof PDFRef) doc.context.delete(old);
  doc.catalog.delete(PDFName.of('Dests'));
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots!.lookupMaybe(i, PDFDict);
      if (!annot) continue;
      asStringTarget(annot, 'Dest');
      const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
      if (action) asStringTarget(action, 'D');
    }
  }
}

/** A `/Dest /name` (or an action's `/D /name`) as the same name written as a string. */
function asStringTarget(dict: PDFDict, key: string): void {
  const target = dict.get(PDFName.of(key));
  if (target instanceof PDFName) {
    dict.set(PDFName.of(key), PDFHexString.of(Buffer.from(target.asBytes()).toString('hex')));
  }
}

/** The entries of a name tree (its `/Names` pairs, and its kids'), as key bytes and value. */
export function nameTreeEntries(tree: PDFDict): [Buffer, PDFObject][] {
  const found: [Buffer, PDFObject][] = [];
  const pairs = tree.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; i + 1 < (pairs?.size() ?? 0); i += 2) {
    const key = pairs!.lookup(i);
    if (key instanceof PDFHexString || key instanceof PDFString)
      found.push([Buffer.from(key.asBytes()), pairs!.get(i + 1)]);
  }
  const kids = tree.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; i < (kids?.size() ?? 0); i++) {
    const kid = kids!.lookupMaybe(i, PDFDict);
    if (kid) found.push(...nameTreeEntries(kid));
  }
  return found;
}
