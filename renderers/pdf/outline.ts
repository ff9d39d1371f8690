import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef } from 'pdf-lib';
import { Division } from '../model/book-model';
import { divisionHeading } from '../model/labels';
import { sectionTree, SectionTreeNode } from '../model/contents-depth';
import { Destination } from './page-numbers';
import { isBareKind } from './page-plan';

/** One bookmark: its title, the id it opens at, and the bookmarks below it. */
export interface OutlineEntry {
  title: string;
  id: string;
  children: OutlineEntry[];
}

/**
 * The book's bookmarks, from the model (never from the printed headings, so each title appears
 * once and no footnote text comes along): every division, chapters inside their part, and the section
 * headings of each division but the title, copyright and dedication pages, `depth` levels deep (sect1 and sect2
 * unless the book sets its contents' depth). `replaced` gives the entry of a division the renderer prints its own
 * way (the contents, for its placeholder).
 */
export function bookOutline(
  divisions: Division[],
  replaced: Map<string, OutlineEntry> = new Map(),
  depth = 2,
): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const byPart = new Map<string, OutlineEntry>();
  for (const division of divisions) {
    const entry: OutlineEntry = replaced.get(division.id) ?? {
      title: divisionHeading(division),
      id: division.id,
      // A title or copyright page's own headings are not places a reader looks for.
      children: isBareKind(division.kind) ? [] : sectionEntries(division, depth),
    };
    const part = division.partId ? byPart.get(division.partId) : undefined;
    if (part) part.children.push(entry);
    else entries.push(entry);
    if (division.kind === 'part') byPart.set(division.id, entry);
  }
  return entries;
}

function sectionEntries(division: Division, depth: number): OutlineEntry[] {
  const entry = ({ section, children }: SectionTreeNode): OutlineEntry => ({
    title: section.title,
    id: section.id,
    children: children.map(entry),
  });
  return sectionTree(division.sections, depth).map(entry);
}

/**
 * Writes `entries` as the PDF's outline, each pointing at its id's destination; an entry whose id
 * has none is left out (its children move up). Top-level entries are shown open, deeper ones closed.
 * Returns the ids that had no destination.
 */
export function writeOutline(
  doc: PDFDocument,
  entries: OutlineEntry[],
  targets: Map<string, Destination>,
): string[] {
  const missing: string[] = [];
  const placeable = (list: OutlineEntry[]): OutlineEntry[] =>
    list.flatMap((entry) => {
      const children = placeable(entry.children);
      if (targets.has(entry.id)) return [{ ...entry, children }];
      missing.push(entry.id);
      return children;
    });
  const top = placeable(entries);
  if (top.length === 0) return missing;
  const rootRef = doc.context.nextRef();
  const level = writeItems(doc, top, rootRef, targets, true);
  const root = doc.context.obj({ Type: 'Outlines' });
  linkChildren(root, level.refs, level.visible);
  doc.context.assign(rootRef, root);
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  return missing;
}

/**
 * Writes one level of items under `parent`. Items of an open level show their children; the
 * returned `visible` counts the items this level shows (PDF's /Count of the parent).
 */
function writeItems(
  doc: PDFDocument,
  list: OutlineEntry[],
  parent: PDFRef,
  targets: Map<string, Destination>,
  open: boolean,
): { refs: PDFRef[]; visible: number } {
  const context = doc.context;
  const refs = list.map(() => context.nextRef());
  let visible = 0;
  list.forEach((entry, i) => {
    const item = context.obj({});
    item.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
    item.set(PDFName.of('Parent'), parent);
    item.set(PDFName.of('Dest'), targets.get(entry.id)!.target);
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]);
    if (i < refs.length - 1) item.set(PDFName.of('Next'), refs[i + 1]);
    visible++;
    if (entry.children.length > 0) {
      // Only the top level is open; deeper levels are one click away.
      const below = writeItems(doc, entry.children, refs[i], targets, false);
      linkChildren(item, below.refs, open ? below.visible : -below.visible);
      if (open) visible += below.visible;
    }
    context.assign(refs[i], item);
  });
  return { refs, visible };
}

function linkChildren(dict: PDFDict, refs: PDFRef[], count: number): void {
  dict.set(PDFName.of('First'), refs[0]);
  dict.set(PDFName.of('Last'), refs[refs.length - 1]);
  dict.set(PDFName.of('Count'), PDFNumber.of(count));
}
