import { decodeEntities, escapeAttribute, escapeText, serializeHtml, walkElements } from '../dom/html-dom';
import { declaredImageSize } from '../limits/image-safety';
import { BookAsset, BookModel, Division } from '../model/book-model';
import { listedInContents, renderIndexBody } from '../model/generated-content';
import { DEFAULT_CONTENTS_DEPTH, listedSections } from '../model/contents-depth';
import { labelsFor } from '../model/labels';
import { blockAnchors } from '../output/block-anchors';
import { decodeId, fillPlaceholder, parseDivision } from '../output/division-dom';
import { BOOK_CONTENT_CSS, keptWholeBoxesCss, stackedMarksCss } from '../theme/book-style';
import { optional, rightToLeftCss } from '../theme/right-to-left-style';
import { FontFace, fontFaceCss } from '../theme/fonts';
import { anchorIndexTermsInWords } from './index-anchors';
import { bookOutline, OutlineEntry } from './outline';
import { divisionHeading } from '../model/labels';
import { bodyStartIndex, divisionBlock, isBareKind, PageBlock, toRoman } from './page-plan';
import { PAGE_FONT_PT, pageAreaHeightPt, pageAreaWidthPt, pageRuleCss, printPageCss } from './print-style';
import { PAGE_AREA_HEIGHT_META, PAGE_AREA_WIDTH_META } from './stale-breaks';
import { PX } from './page-numbers';
import { markSqueezedTables } from './table-fit';
import { TrimSize } from './trim-size';
import { hyphenateNodes } from '../typography/hyphenate';
import { addBreakOpportunities } from '../typography/break-opportunities';
import { NOTE_CLASS, NOTES_CLASS, takePrintFootnotes } from './print-footnotes';
import { markBreakGaps } from './break-gaps';
import { FOOTNOTE_PLACEMENT_CSS, FootnoteCut, NoteAfterBlock, placeFootnotes } from './footnote-placement';
import { listingPartsCss, markSplittableBlocks } from './listing-parts';
import { keepIntroductionsWithBlocks, letOpeningHeadingsGoWithFigures } from './introducing-paragraphs';
import { FRONT_MATTER_CSS, generatedFrontMatter, HALF_TITLE_ID, TITLE_ID } from './front-matter';
import { blankBlock } from './blank-pages';
import { printLinkAddresses } from './link-addresses';
import {
  LISTED_PAGE_CSS,
  listedPage,
  PAGE_NUMBER_CSS,
  standInDigits,
  writePageReferences,
} from './page-references';
import { DIGITS_COLOUR, markerColour, MOST_MARKERS } from './page-number-patch';
import { dropTrailingBlankBlocks } from './trailing-blank-blocks';
import { keepHyphenDashesWhole } from './dash-runs';
import { markShortParagraphs } from './short-paragraphs';
import { unwrapIndentationOfShortLines } from '../model/code-indentation';
import { fitListings, listingSizeCss } from './listing-fit';
import { applyPrintWidths } from './print-widths';
import {
  PrintedDivision,
  PrintedDivisionInputs,
  PrintedDivisionNote,
  printedDivisionKey,
  PrintedDivisions,
} from './printed-divisions';
import { directionAttribute } from '../typography/text-direction';
import { digitsOf, nativeDigits, nativeDigitsCss } from '../typography/native-digits';
import { markPageReferences } from './page-references';

export interface PrintOptions {
  trim: TrimSize;
  forPrint: boolean;
  /** `color_count: 1`: black ink only (links and the theme's accents print black). */
  grayscale: boolean;
  toc: boolean;
  index: boolean;
  fonts: FontFace[];
  /** Where each division's pages end to make room for their footnotes, measured on earlier prints. */
  footnoteCuts?: Map<string, FootnoteCut[]>;
  /** No more measuring: notes not placed yet are printed after their reference's block. */
  finalNotes?: boolean;
  /** Blocks that get a blank page before them (`version: print`: they would otherwise start on a left-hand page). */
  blanksBefore?: Set<string>;
  /**
   * The folio of each id, from a previous pass. Without it the document is a layout pass: page
   * numbers are stand-ins of about the right width, and the PDF is only measured, never shipped.
   */
  folios?: Map<string, string>;
  /**
   * Gives every block without an id one (output/block-anchors.ts), and so a named destination, for the EPUB's
   * page-list. Only the printed passes ask: a layout pass never needs them, and each costs Chromium time.
   */
  pageAnchors?: boolean;
  /**
   * Render only these blocks (by block id); every block is still listed in `blocks`. A book printed in
   * parts asks for one part's blocks at a time.
   */
  only?: ReadonlySet<string>;
  /**
   * The folios are not printed by these pages: a sheet of folios printed apart is laid over them (see
   * folio-sheet.ts), since a part printed on its own cannot count the pages before it.
   */
  foliosApart?: boolean;
  /** Divisions printed before, found by what they are made from (a render that keeps its results asks). */
  printedDivisions?: PrintedDivisions;
}

/** One block's HTML in the printed document, and the ids it holds and links to. */
export interface PrintPiece {
  blockId: string;
  html: string;
  /** Every element id inside the piece. */
  ids: Set<string>;
  /** Every id the piece's links point at (`href="#…"`, the fragment decoded). */
  targets: Set<string>;
  /** It prints page numbers (the contents, the index): it must be printed again once they are known. */
  cites: boolean;
  /** It lists pages (the contents, the index), not only refers to them in its text (page-references.ts). */
  listsPages?: boolean;
}

/** The book as one HTML document for Chromium, and what the pages made from it must be checked against. */
export interface PrintedBook {
  html: string;
  /** Every block that starts a page, in print order, with its page style. */
  blocks: PageBlock[];
  outline: OutlineEntry[];
  /** The page number printed for each id the contents and index cite ('' when it was not known). */
  cited: Map<string, string>;
  /**
   * In a document with stand-in numbers: the id each page reference's stand-in number stands for, by the index its
   * marker colour holds (page-number-patch.ts).
   */
  standIns?: string[];
  /** Every footnote, in reading order, and where it is. */
  notes: PrintedNote[];
  /** The rendered blocks, in print order, for printing the book in parts. */
  pieces: PrintPiece[];
  /** Ids that need a named destination (a hidden link points at each). */
  anchored: Set<string>;
  /** The document around a body: `shell(body)` is a complete HTML document with the book's styles. */
  shell: (body: string) => string;
  /** The book's style sheet, page rules included. */
  css: string;
  /**
   * With `printedDivisions`: the divisions it did not hold, printed afresh here (those a change touched, or all of
   * them in a fresh process).
   */
  printedAfresh?: Set<string>;
}

export interface PrintedNote {
  division: string;
  refId: string;
  noteId: string;
  /** The block of notes at the foot of a page it was put in. */
  asideId?: string;
  /** Printed right after the block that holds its reference, not at a page's foot (see NoteAfterBlock). */
  afterBlock?: NoteAfterBlock;
  /** Not placed yet (waiting in the division's template), or, in the final print, put after its reference's block. */
  pending: boolean;
}

const LAYOUT_STAND_IN = '000';
/**
 * Characters of a division's HTML a body page holds, about: what a page reference's stand-in digits are estimated
 * from. The corpus book (an Atlas print edition, 1.31 million characters of body HTML) holds 2,400 to 3,100 a page
 * counted from the body's start, 2,600 about page 100, where its folios take a third digit. A wrong guess costs a
 * print: a number of another count of digits is printed again, not written in.
 */
const HTML_CHARS_PER_PAGE = 2600;

/**
 * The stand-in number of a page reference to each id: as many zeros as the folio of the page it is probably on (its
 * share of the body's HTML of the body's estimated pages). The same whichever part of the book is printed.
 */
function standInDigitsOf(model: BookModel): StandIns {
  const known = STAND_INS.get(model);
  if (known) return known;
  const body = model.divisions.slice(Math.max(0, bodyStartIndex(model.divisions)));
  const divisionOf = new Map<string, { division: Division; start: number }>();
  let total = 0;
  for (const division of body) {
    for (const id of division.ids) if (!divisionOf.has(id)) divisionOf.set(id, { division, start: total });
    total += division.html.length;
  }
  const pages = total / HTML_CHARS_PER_PAGE;
  const digits = new Map<string, string>();
  const standInOf = (id: string) => {
    let folio = digits.get(id);
    if (folio === undefined) {
      const at = divisionOf.get(id);
      const offset = at ? at.start + idOffset(at.division.html, id) : 0;
      folio = standInDigits(total > 0 ? offset / total : 0, pages);
      digits.set(id, folio);
    }
    return folio;
  };
  // The contents' numbers have room for the digits of the body's last page.
  const standIns = { standInOf, bodyRoom: '0'.repeat(String(Math.max(1, Math.round(pages))).length) };
  STAND_INS.set(model, standIns);
  return standIns;
}

interface StandIns {
  /** A page reference's stand-in digits. */
  standInOf: (id: string) => string;
  /** The stand-in filling the room of a number the contents lists in the body: as many digits as its last page. */
  bodyRoom: string;
}

const STAND_INS = new WeakMap<BookModel, StandIns>();

/** Where `id` is in a division's HTML (its start when not found as written). */
function idOffset(html: string, id: string): number {
  const at = html.indexOf(`id="${escapeAttribute(id)}"`);
  return Math.max(0, at);
}
/**
 * The widest roman folio the front matter probably reaches: its numbers in the contents have room for it. Its pages
 * are guessed from its HTML, a page for each opening page (title, copyright) and the contents' (about 30 entries a
 * page), with a quarter more for the guess.
 */
function frontMatterRoom(front: Division[], entries: number): string {
  const pages =
    front.reduce(
      (sum, division) => sum + (isBareKind(division.kind) ? 1 : division.html.length / HTML_CHARS_PER_PAGE),
      0,
    ) +
    entries / 30;
  const last = Math.ceil(pages * 1.25) + 4;
  let widest = 'i';
  for (let n = 1; n <= last; n++) {
    const numeral = toRoman(n);
    if (numeral.length >= widest.length) widest = numeral;
  }
  return widest;
}

const TOC_ID = 'octavo-contents';

/**
 * The divisions with a contents placeholder where the book has none: after the opening title,
 * copyright and dedication pages, where books print their contents.
 */
function withContents(divisions: Division[], title: string): Division[] {
  if (divisions.some((d) => d.kind === 'toc')) return divisions;
  const at = divisions.findIndex((d) => !isBareKind(d.kind));
  const contents: Division = {
    id: TOC_ID,
    kind: 'toc',
    title,
    sourceFile: '',
    html: '',
    sections: [],
    ids: [TOC_ID],
  };
  return at === -1 ? [...divisions, contents] : [...divisions.slice(0, at), contents, ...divisions.slice(at)];
}

export function printDocument(model: BookModel, options: PrintOptions): PrintedBook {
  const cited = new Map<string, string>();
  let citing = false;
  let listing = false;
  /** The folio printed for `id` once the pages are known, noted as cited ('' when it has none). */
  const knownFolio = (folios: ReadonlyMap<string, string>, id: string): string | undefined => {
    const folio = folios.get(id) || undefined;
    cited.set(id, folio ?? '');
    return folio;
  };
  const page = (id: string): string | undefined => {
    citing = true;
    listing = true;
    if (!options.folios) {
      cited.set(id, LAYOUT_STAND_IN);
      return LAYOUT_STAND_IN;
    }
    return knownFolio(options.folios, id);
  };
  const standIns: string[] = [];
  const { standInOf, bodyRoom } = standInDigitsOf(model);
  /**
   * A printed page number: the known folio, or a stand-in (`standIn`) with a marker colour, whose real number is
   * written into the print once the pages are known (page-number-patch.ts).
   */
  const markedPage =
    (standIn: (id: string) => string) =>
    (id: string): { folio: string; colour?: string; digitsColour?: string } | undefined => {
      citing = true;
      if (options.folios) {
        const folio = knownFolio(options.folios, id);
        return folio ? { folio } : undefined;
      }
      const folio = standIn(id);
      cited.set(id, folio);
      if (standIns.length >= MOST_MARKERS) return { folio };
      standIns.push(id);
      return { folio, colour: markerColour(standIns.length - 1), digitsColour: DIGITS_COLOUR };
    };
  /** A page reference's number: with stand-in digits as wide as the real ones will probably be. */
  const referencePage = markedPage(standInOf);
  /**
   * A page number the contents lists: its stand-in fills its room; a part that also holds the index (its numbers
   * unmarked) is printed again instead.
   */
  const listedNumber = markedPage((id) => listedRoom(id));
  const selected = model.divisions.filter(
    (d) => !(d.kind === 'index' && !options.index) && !(d.kind === 'toc' && !options.toc),
  );
  const divisions = options.toc ? withContents(selected, model.labels.contents) : selected;
  const listings = fitListings(model.listingWidths ?? [], options.trim);
  const printedDivisions = divisions.filter((d) => d.kind !== 'toc');
  const bodyStart = bodyStartIndex(printedDivisions);
  const bodyStartId = printedDivisions[bodyStart]?.id;
  const front = printedDivisions.slice(0, Math.max(0, bodyStart));
  const contentsDepth = model.contentsDepth ?? DEFAULT_CONTENTS_DEPTH.list;
  const frontRoom = frontMatterRoom(
    front,
    printedDivisions
      .filter(listedInContents)
      .reduce((sum, division) => sum + 1 + listedSections(division.sections, contentsDepth).length, 0),
  );
  const frontIds = new Set(
    front.flatMap((division) => [division.id, ...division.sections.map((section) => section.id)]),
  );
  /** The stand-in filling a listed number's room: roman in the front matter. */
  const listedRoom = (id: string) => (frontIds.has(id) ? frontRoom : bodyRoom);
  const blocks: PageBlock[] = [];
  const pieces: PrintPiece[] = [];
  const rendered = (id: string) => !options.only || options.only.has(id);
  /** Adds a block's HTML; `ids` and `targets` are read from it unless the caller walked its tree already. */
  const addPiece = (blockId: string, html: string, walked?: { ids: Set<string>; targets: Set<string> }) => {
    pieces.push({ blockId, html, cites: citing, listsPages: listing, ...(walked ?? idsAndTargets(html)) });
    citing = false;
    listing = false;
  };
  const pageAnchors = new Set<string>();
  const printedNotes: PrintedNote[] = [];
  const printedAfresh = options.printedDivisions ? new Set<string>() : undefined;
  let inBody = false;
  /** A blank left-hand page before `block`, where the layout pass found it would start on one. */
  const blankBefore = (block: PageBlock) => {
    if (!options.blanksBefore?.has(block.id)) return;
    const blank = blankBlock(blocks, block);
    blocks.push(blank);
    if (rendered(block.id)) {
      addPiece(
        blank.id,
        `<div class="octavo-blank-page" id="${blank.id}" style="page: ${blank.pageName}"></div>`,
      );
    }
  };

  const generated = generatedFrontMatter(model, divisions, options.forPrint);
  for (const page of generated) {
    blankBefore(page.block);
    blocks.push(page.block);
    if (rendered(page.block.id)) addPiece(page.block.id, page.html);
  }
  const tocDivision = divisions.find((d) => d.kind === 'toc');
  const contentsTitle = tocDivision?.title || model.labels.contents;

  divisions.forEach((division, index) => {
    if (division.id === bodyStartId) inBody = true;
    if (division.kind === 'toc') {
      const block: PageBlock = {
        id: TOC_ID,
        pageName: 'octavo-contents',
        numbering: inBody ? 'body' : 'front',
        folio: true,
        head: contentsTitle,
        recto: true,
      };
      blankBefore(block);
      blocks.push(block);
      if (!rendered(TOC_ID)) return;
      addPiece(
        TOC_ID,
        `<nav data-type="toc" class="pdf-toc" id="${TOC_ID}" style="page: octavo-contents">` +
          `<h1>${escapeText(contentsTitle)}</h1>${tocList(divisions, listedNumber, listedRoom, contentsDepth)}</nav>`,
      );
      return;
    }
    const block = divisionBlock(division, index, !inBody);
    if (!rendered(block.id)) {
      // As parseDivision would find it: a division without an element prints nothing.
      if (/<[a-z]/i.test(division.html)) {
        blankBefore(block);
        blocks.push(block);
      }
      return;
    }
    const inputs: PrintedDivisionInputs = {
      division,
      pageName: block.pageName,
      lang: model.lang,
      trim: options.trim,
      pageAnchors: options.pageAnchors === true,
      cuts: options.footnoteCuts?.get(division.id) ?? [],
      finalNotes: options.finalNotes === true,
      linkAddresses: options.forPrint,
      listingColumns: listings.columns,
    };
    // The index is made from the whole book and cites page numbers: it is never kept.
    const memo = division.kind === 'index' ? undefined : options.printedDivisions;
    const key = memo ? printedDivisionKey(inputs) : undefined;
    const kept = key ? memo?.get(key) : undefined;
    const printed =
      kept ??
      printDivision(
        inputs,
        division.kind === 'index'
          ? () => renderIndexBody(model, (id) => `#${encodeURIComponent(id)}`, { locator: page })
          : undefined,
        model.targets,
      );
    if (!printed) return;
    if (key && !kept) {
      memo?.set(key, printed);
      printedAfresh?.add(division.id);
    }
    for (const note of printed.notes) printedNotes.push({ division: division.id, ...note });
    for (const id of printed.ids) pageAnchors.add(id);
    blankBefore(block);
    blocks.push(block);
    addPiece(block.id, writePageReferences(printed.html, model.labels.pageReference, referencePage), {
      ids: new Set(printed.ids),
      targets: new Set(printed.targets),
    });
  });

  const outline = [
    ...generated
      .filter((g) => g.block.id !== HALF_TITLE_ID)
      .map((g) => ({
        title: g.block.id === TITLE_ID ? model.title : model.labels.copyright,
        id: g.block.id,
        children: [],
      })),
    ...bookOutline(
      divisions,
      new Map(tocDivision ? [[tocDivision.id, { title: contentsTitle, id: TOC_ID, children: [] }]] : []),
      model.contentsDepth ?? DEFAULT_CONTENTS_DEPTH.outline,
    ),
  ];
  // Chromium records where an element is (a named destination) only if a link points at it: these
  // hidden links make sure every block, section and cited id has one, whatever the pages show.
  const linked = new Set<string>([
    ...blocks.map((b) => b.id),
    ...printedDivisions.flatMap((d) => d.sections.map((s) => s.id)),
    ...cited.keys(),
    ...printedNotes.flatMap((n) => [
      n.refId,
      ...(n.asideId ? [n.asideId] : []),
      ...(n.afterBlock ? [n.afterBlock.asideId] : []),
    ]),
    ...pageAnchors,
  ]);

  const digits = nativeDigits(model.lang);
  if (digits) for (const block of blocks) block.digits = digits;
  const css = [
    fontFaceCss(options.fonts),
    BOOK_CONTENT_CSS,
    keptWholeBoxesCss(true),
    printPageCss(options.trim, options.forPrint, options.grayscale),
    listingPartsCss(model.labels, model.lang),
    listingSizeCss(listings),
    FRONT_MATTER_CSS,
    FOOTNOTE_PLACEMENT_CSS,
    PAGE_NUMBER_CSS,
    LISTED_PAGE_CSS,
    blocks.map((block) => pageRuleCss(block, { folio: !options.foliosApart })).join('\n'),
    ...optional(rightToLeftCss(model.direction, 'pdf', { notesClass: NOTES_CLASS, noteClass: NOTE_CLASS })),
    ...optional(nativeDigitsCss(model.lang)),
    ...optional(stackedMarksCss(model.lang)),
    model.themeCss ? `/* Book theme */\n${model.themeCss}` : '',
  ].join('\n');
  const shell = (body: string) => `<!DOCTYPE html>
<html lang="${escapeAttribute(model.lang)}"${directionAttribute(model.direction)}>
<head>
<meta charset="utf-8">
<title>${escapeText(model.title)}</title>
${model.authors.length ? `<meta name="author" content="${escapeAttribute(model.authors.join(', '))}">` : ''}
<meta name="generator" content="Octavo">
<meta name="${PAGE_AREA_HEIGHT_META}" content="${pageAreaHeightPt(options.trim) / PX}">
<meta name="${PAGE_AREA_WIDTH_META}" content="${pageAreaWidthPt(options.trim) / PX}">
<style>${css.replace(/<\/style/gi, '<\\/style')}</style>
</head>
<body>
${body}
</body>
</html>
`;
  const html = shell([destinationLinks(linked), ...pieces.map((piece) => piece.html)].join('\n'));
  return {
    html,
    blocks,
    outline,
    cited,
    ...(options.folios ? {} : { standIns }),
    notes: printedNotes,
    pieces,
    anchored: linked,
    shell,
    css,
    ...(printedAfresh ? { printedAfresh } : {}),
  };
}

/**
 * One division's HTML as the print document holds it: its anchors, footnotes placed as `cuts` say, hyphens, break
 * opportunities, squeezed tables and splittable blocks marked. `index` makes the generated index's body, for the
 * index's division. Undefined when the division has no element (it prints nothing).
 */
function printDivision(
  inputs: PrintedDivisionInputs,
  index?: () => string,
  xrefTargets?: BookModel['targets'],
): PrintedDivision | undefined {
  const { division, trim, cuts } = inputs;
  const root = parseDivision(division);
  if (!root) return undefined;
  dropTrailingBlankBlocks(root);
  // Before hyphenation: a reference is known by its text as the book generated it.
  if (!index && xrefTargets) markPageReferences(root, xrefTargets);
  applyPrintWidths([root], trim);
  if (!index) markBreakGaps(root, division.id);
  if (index) fillPlaceholder(root, division.title, `<div class="index-columns">${index()}</div>`);
  if (inputs.pageAnchors) {
    for (const [el, name] of blockAnchors(root, division.id)) el.attrs.set('id', name);
  }
  // After the block anchors, named by their text as the EPUB names its blocks, which print no addresses.
  if (inputs.linkAddresses) printLinkAddresses(root);
  const notes = takePrintFootnotes(root, division.id, labelsFor(inputs.lang).footnote, digitsOf(inputs.lang));
  const noteBodies = notes.map((note) => note.body);
  // The index's terms are looked up, not read: they stay whole.
  if (!index) hyphenateNodes([root, ...noteBodies], inputs.lang);
  anchorIndexTermsInWords(root);
  addBreakOpportunities([root, ...noteBodies]);
  keepHyphenDashesWhole([root, ...noteBodies]);
  markSqueezedTables(root, pageAreaWidthPt(trim) / PAGE_FONT_PT);
  unwrapIndentationOfShortLines([root], inputs.listingColumns);
  markSplittableBlocks(root);
  markShortParagraphs(root, pageAreaWidthPt(trim) / PAGE_FONT_PT);
  keepIntroductionsWithBlocks(root);
  letOpeningHeadingsGoWithFigures(root);
  const placement = placeFootnotes(root, division.id, notes, cuts, inputs.finalNotes);
  const pending = new Set(placement.pending.map((n) => n.noteId));
  const printedNotes = notes.map((note): PrintedDivisionNote => {
    const cut = cuts.findIndex((c) => c.noteIds.includes(note.noteId));
    const afterBlock = placement.afterBlock.get(note.noteId);
    return {
      refId: note.refId,
      noteId: note.noteId,
      ...(cut === -1 || afterBlock ? {} : { asideId: `${division.id}-notes-${cut + 1}` }),
      ...(afterBlock ? { afterBlock } : {}),
      pending: pending.has(note.noteId),
    };
  });
  // Every id gets a destination: the EPUB's page-list places a page's marker at the first id on it.
  const ids = new Set<string>();
  const targets = new Set<string>();
  walkElements([root], (el) => {
    const id = el.attrs.get('id');
    if (id) ids.add(id);
    const href = el.name === 'a' ? el.attrs.get('href') : undefined;
    if (href?.startsWith('#')) targets.add(decodeId(href.slice(1)));
  });
  root.attrs.set('style', `page: ${inputs.pageName}`);
  return { html: serializeHtml([root]), ids: [...ids], targets: [...targets], notes: printedNotes };
}

/**
 * Chromium records where an element is (a named destination) only if a link points at it: hidden links
 * to every id of `ids`. `stubs` are ids printed elsewhere (another part of the book) that this document
 * links to: each gets an empty element here so that Chromium keeps the link (it drops a link to an
 * element it cannot find); the part that holds the element gives the link its real destination.
 */
export function destinationLinks(ids: Iterable<string>, stubs: Iterable<string> = []): string {
  const links = [...ids].map((id) => `<a href="#${escapeAttribute(encodeURIComponent(id))}"></a>`).join('');
  const empty = [...stubs].map((id) => `<span id="${escapeAttribute(id)}"></span>`).join('');
  return `<div class="octavo-destinations" aria-hidden="true">${links}${empty}</div>`;
}

/** The ids and link targets of generated HTML (title pages, contents), whose attributes Octavo wrote. */
function idsAndTargets(html: string): { ids: Set<string>; targets: Set<string> } {
  const ids = new Set<string>();
  const targets = new Set<string>();
  for (const [, value] of html.matchAll(/\sid="([^"]*)"/g)) ids.add(decodeEntities(value));
  for (const [, value] of html.matchAll(/\shref="(#[^"]*)"/g))
    targets.add(decodeId(decodeEntities(value).slice(1)));
  return { ids, targets };
}

/**
 * How a cover image fills the page: to its edges, cropped about its centre, when its proportions are within 4% of
 * the page's (a cover made for the trim size, to bleed); else whole, centred, rather than lose part of it.
 */
export function coverFit(width: number, height: number, trim: TrimSize): 'cover' | 'contain' {
  return Math.abs(width / height / (trim.widthPt / trim.heightPt) - 1) <= 0.04 ? 'cover' : 'contain';
}

/**
 * The cover, as a document of its own: one page without margins that the image fills. It is printed
 * apart and put in front of the book because a first page whose margins differ from the rest threw
 * Chromium's layout off (the cover shrank, or the next page lost its margins). An image of about the
 * page's proportions bleeds off every edge (the little that does not fit is cropped); any other is
 * shown whole, centred.
 */
export function coverDocument(
  cover: BookAsset,
  trim: TrimSize,
  title: string,
  /** The image's text alternative: the book's word for its cover. */
  alt: string,
): string {
  const size = declaredImageSize(cover.data, cover.mediaType);
  const fit = size ? coverFit(size.width, size.height, trim) : 'contain';
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>${escapeText(title)}</title>
<style>
@page { size: ${trim.width} ${trim.height}; margin: 0; }
html, body { margin: 0; padding: 0; }
img { display: block; width: ${trim.width}; height: ${trim.height}; object-fit: ${fit}; }
</style>
</head>
<body><img src="${escapeAttribute(cover.href)}" alt="${escapeAttribute(alt)}"></body>
</html>
`;
}

function tocList(
  divisions: Division[],
  page: (id: string) => { folio: string; colour?: string; digitsColour?: string } | undefined,
  roomOf: (id: string) => string,
  depth: number,
): string {
  const listed = divisions
    .filter(listedInContents)
    .map((division) => ({ division, sections: listedSections(division.sections, depth) }));
  const numbers = new Map<string, ReturnType<typeof page>>();
  for (const { division, sections } of listed) {
    for (const id of [division.id, ...sections.map((section) => section.id)]) numbers.set(id, page(id));
  }
  // Room for the widest number of the body where its pages are known to have more digits than guessed.
  const bodyDigits = Math.max(
    0,
    ...[...numbers.values()].map((written) =>
      /^\d+$/.test(written?.folio ?? '') ? written!.folio.length : 0,
    ),
  );
  const room = (id: string) => {
    const guessed = roomOf(id);
    return /^0+$/.test(guessed) && bodyDigits > guessed.length ? '0'.repeat(bodyDigits) : guessed;
  };
  const entry = (cls: string, id: string, text: string) =>
    `<li class="${cls}"><a href="#${escapeAttribute(encodeURIComponent(id))}"><span class="toc-text">${text}` +
    `<span class="toc-leader"></span></span><span class="toc-page">${listedPage(numbers.get(id), room(id))}</span></a></li>`;
  const items: string[] = [];
  for (const { division, sections } of listed) {
    // A division's entry stays on the page of the entry after it: its first section, or a part's first chapter.
    const keep = division.kind === 'part' || sections.length > 0 ? ' toc-keep' : '';
    const cls = division.kind === 'part' ? 'toc-part' : 'toc-division';
    items.push(entry(`${cls}${keep}`, division.id, escapeText(divisionHeading(division))));
    if (division.byline) items.push(`<li class="toc-byline">${escapeText(division.byline)}</li>`);
    for (const section of sections) {
      const cls = section.level === 1 ? 'toc-section' : `toc-section toc-level-${section.level}`;
      items.push(entry(cls, section.id, escapeText(section.title)));
    }
  }
  return `<ol>${items.join('')}</ol>`;
}
