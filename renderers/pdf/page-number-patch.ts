import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import { ContentOperation, rewriteContent } from './content-tokens';
import { contentStreamBytes, DeferredFlateStream, pageContents } from './native-deflate';

/**
 * A body part's page references are printed once, with stand-in digits, and the real numbers written into its PDF
 * afterwards (the corpus book's 17 citing chapters were each printed a second time for their numbers, 2.6 s of a 9 s
 * PDF). Each stand-in number is drawn in a marker colour, rgb(1, hi, lo)/255 with hi·256+lo its index in the
 * document, so Chromium (Skia) draws it as its own text run after its own `rg`; its glyphs are then swapped for the
 * real digits' glyphs of the same font subset, of the same width, and the colour before it is set again.
 */
export const MOST_MARKERS = 1 << 16;

/** The marker colour of the stand-in number `index` (CSS). */
export function markerColour(index: number): string {
  return `rgb(1, ${index >> 8}, ${index & 255})`;
}

/** The marker index of a CSS colour `markerColour` wrote; undefined for any other colour. */
export function markerOfColour(css: string): number | undefined {
  const rgb = /^rgb\(1, (\d+), (\d+)\)$/.exec(css);
  return rgb ? Number(rgb[1]) * 256 + Number(rgb[2]) : undefined;
}

/** The colour of the digits drawn beside each stand-in number for the font subset (page-references.ts). */
export const DIGITS_COLOUR = 'rgb(2, 0, 0)';

/** Whether a fill or stroke colour's operands are a marker's or DIGITS_COLOUR's: taken out when numbers are written. */
export function isPatchColour(operands: readonly string[]): boolean {
  return markerIndex(operands) !== undefined || isDigitsColour(operands);
}

/** Whether a fill or stroke colour's operands are DIGITS_COLOUR's. */
function isDigitsColour(operands: readonly string[]): boolean {
  const [r, g, b] = operands.map((operand) => Number(operand) * 255);
  return operands.length === 3 && Math.abs(r! - 2) < 0.1 && g === 0 && b === 0;
}

/** The marker index a fill colour's `rg` operands stand for; undefined for any other colour. */
export function markerIndex(operands: readonly string[]): number | undefined {
  if (operands.length !== 3) return undefined;
  const [r, g, b] = operands.map((operand) => Number(operand) * 255);
  if (Math.abs(r! - 1) > 0.1) return undefined;
  const hi = Math.round(g!);
  const lo = Math.round(b!);
  if (Math.abs(g! - hi) > 0.1 || Math.abs(b! - lo) > 0.1) return undefined;
  return hi * 256 + lo;
}

/** The two-byte codes of a hex string (`0014001A`: 0x14, 0x1a). */
function glyphCodes(hex: string): number[] {
  return (hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16));
}

/** A ToUnicode CMap's glyph ids (two-byte codes, as Chromium's Identity-H fonts have) with their text. */
export function readToUnicode(cmap: string): Map<number, string> {
  const text = new Map<number, string>();
  const hexText = (hex: string) => String.fromCharCode(...glyphCodes(hex));
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) {
      text.set(parseInt(code!, 16), hexText(unicode!));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g;
    for (const [, first, last, start, list] of body!.matchAll(ranges)) {
      const from = parseInt(first!, 16);
      const to = parseInt(last!, 16);
      if (start !== undefined) {
        const base = parseInt(start, 16);
        for (let code = from; code <= to; code++) text.set(code, String.fromCharCode(base + code - from));
      } else {
        const each = [...list!.matchAll(/<([0-9a-fA-F]*)>/g)];
        each.forEach(([, unicode], at) => text.set(from + at, hexText(unicode!)));
      }
    }
  }
  return text;
}

/** A CIDFont's `W` array as each glyph's width. */
export function readWidths(w: readonly (number | number[])[]): Map<number, number> {
  const widths = new Map<number, number>();
  for (let at = 0; at < w.length;) {
    const first = w[at];
    const next = w[at + 1];
    if (typeof first !== 'number') break;
    if (Array.isArray(next)) {
      next.forEach((width, k) => widths.set(first + k, width));
      at += 2;
    } else {
      const last = next;
      const width = w[at + 2];
      if (typeof last !== 'number' || typeof width !== 'number') break;
      for (let code = first; code <= last; code++) widths.set(code, width);
      at += 3;
    }
  }
  return widths;
}

/** What a font of the subset says of its glyphs: their text and width. */
export interface FontGlyphs {
  text: Map<number, string>;
  widths: Map<number, number>;
  defaultWidth: number;
}

/** The glyph of `digit` as wide as `standIn` in `font`; undefined unless exactly one glyph fits. */
export function digitGlyph(font: FontGlyphs, standIn: number, digit: string): number | undefined {
  const width = (glyph: number) => font.widths.get(glyph) ?? font.defaultWidth;
  const wanted = width(standIn);
  const fits = [...font.text].filter(([glyph, text]) => text === digit && width(glyph) === wanted);
  return fits.length === 1 ? fits[0]![0] : undefined;
}

/** Colour operators that end a marker's text run (the run's glyphs are drawn before the next colour). */
const FILL_COLOUR = new Set(['rg', 'g', 'k', 'sc', 'scn', 'cs']);
const STROKE_COLOUR = new Set(['RG', 'G', 'K', 'SC', 'SCN', 'CS']);
const SHOWN = new Set(['Tj', 'TJ', "'", '"']);
const WATCHED = new Set([...FILL_COLOUR, ...STROKE_COLOUR, ...SHOWN, 'q', 'Q', 'Tf']);

interface Colours {
  fill: { operands: string[]; operator: string };
  stroke: { operands: string[]; operator: string };
}

/**
 * One page content's stand-in numbers rewritten: `numbers` gives each marker index its real digits, `fontOf` a font
 * resource's glyphs. Returns the content and the marker indexes it rewrote, or undefined when anything does not
 * fit (a marker of no number, a digit count or glyph that differs, text shown otherwise than as one hex string).
 */
export function patchContent(
  content: string,
  numbers: ReadonlyMap<number, string>,
  fontOf: (name: string) => FontGlyphs | undefined,
  listed: ReadonlyMap<number, string> = new Map(),
  /** A right-to-left book's: a listed number's room ends at its left, where the number starts. */
  rightToLeft = false,
): { content: string; patched: number[] } | undefined {
  // The colours in effect as the rewritten content sets them (a marker's are the ones before it).
  let state: Colours = {
    fill: { operands: ['0'], operator: 'g' },
    stroke: { operands: ['0'], operator: 'G' },
  };
  const saved: Colours[] = [];
  let font: string | undefined;
  /** The marker whose text is being drawn and the digits left to write. */
  let marker:
    | {
        index: number;
        digits: string;
        /** A listed number's: its stand-in's characters still to be drawn (Skia may draw each as its own text). */
        standInLeft?: string;
      }
    | undefined;
  /** The digits drawn for the font subset are being drawn: they are taken out. */
  let supply = false;
  const patched: number[] = [];
  let failed = false;
  const endMarker = () => {
    if (marker && (marker.digits.length > 0 || (marker.standInLeft ?? '').length > 0)) failed = true;
    marker = undefined;
    supply = false;
  };
  const result = rewriteContent(content, WATCHED, (op) => {
    if (failed) return undefined;
    const { operator, operands } = op;
    if (operator === 'q') {
      saved.push(state);
      return undefined;
    }
    if (operator === 'Q') {
      state = saved.pop() ?? state;
      return undefined;
    }
    if (operator === 'Tf') {
      font = operands[0];
      return undefined;
    }
    if (STROKE_COLOUR.has(operator)) {
      // Skia sets a marker's stroke colour just before its fill colour: it is the stroke before it again.
      if (operator === 'RG' && isPatchColour(operands)) return state.stroke;
      state = { ...state, stroke: { operands, operator } };
      return undefined;
    }
    if (FILL_COLOUR.has(operator)) {
      endMarker();
      if (operator === 'rg' && isDigitsColour(operands)) {
        supply = true;
        return state.fill;
      }
      const index = operator === 'rg' ? markerIndex(operands) : undefined;
      const before = state;
      if (index === undefined) {
        state = { ...state, fill: { operands, operator } };
        return undefined;
      }
      const digits = numbers.get(index);
      if (digits === undefined || patched.includes(index)) {
        failed = true;
        return undefined;
      }
      const standIn = listed.get(index);
      marker = standIn === undefined ? { index, digits } : { index, digits, standInLeft: standIn };
      patched.push(index);
      return before.fill;
    }
    // Text shown.
    if (!marker && !supply) return undefined;
    const glyphs = font ? fontOf(font.slice(1)) : undefined;
    const hex = operator === 'Tj' && operands.length === 1 ? /^<([0-9a-fA-F]*)>$/.exec(operands[0]!) : null;
    if (!glyphs || !hex || hex[1]!.length % 4 !== 0) {
      failed = true;
      return undefined;
    }
    if (supply) {
      const text = glyphCodes(hex[1]!).map((code) => glyphs.text.get(code) ?? '?');
      if (!text.every((character) => /^[\divxlcdm]$/.test(character))) failed = true;
      return { operands: [], operator: '' };
    }
    // A marker's run: none is shown here without one (the supply's is taken out above).
    const shown = marker!;
    if (shown.standInLeft !== undefined) {
      const codes = glyphCodes(hex[1]!);
      const drawn = codes.map((code) => glyphs.text.get(code) ?? '').join('');
      // The folio is drawn in place of the stand-in's first glyphs, ending where its last would; the rest are dropped.
      const written =
        shown.digits.length > 0
          ? listedRun(glyphs, codes[0], shown.standInLeft, shown.digits, rightToLeft)
          : undefined;
      if (!shown.standInLeft.startsWith(drawn) || (shown.digits.length > 0 && !written)) {
        failed = true;
        return undefined;
      }
      shown.standInLeft = shown.standInLeft.slice(drawn.length);
      shown.digits = '';
      return written ?? { operands: [], operator: '' };
    }
    const written: string[] = [];
    for (const standIn of glyphCodes(hex[1]!)) {
      const digit = shown.digits[0];
      const glyph =
        digit !== undefined && /^\d$/.test(glyphs.text.get(standIn) ?? '')
          ? digitGlyph(glyphs, standIn, digit)
          : undefined;
      if (glyph === undefined) {
        failed = true;
        return undefined;
      }
      shown.digits = shown.digits.slice(1);
      written.push(glyph.toString(16).toUpperCase().padStart(4, '0'));
    }
    return { operands: [`<${written.join('')}>`], operator };
  });
  endMarker();
  if (failed) return undefined;
  return { content: result, patched };
}

/**
 * A listed number's run (the contents'): `folio`'s glyphs drawn where they end at the end of its stand-in's
 * (`standIn`, its first glyph `first`), which fills the number's room (page-references.ts `listedPage`). Undefined
 * unless each character has one glyph in the font (a digit: the one as wide as a stand-in digit) and they are no
 * wider than the stand-in.
 */
function listedRun(
  font: FontGlyphs,
  first: number | undefined,
  standIn: string,
  folio: string,
  rightToLeft: boolean,
): ContentOperation | undefined {
  const width = (glyph: number) => font.widths.get(glyph) ?? font.defaultWidth;
  if (first === undefined || folio.length === 0) return undefined;
  /** A character's glyph: a digit's as wide as the stand-in's first (tabular digits), a letter's the only one. */
  const glyphOf = (character: string) =>
    /\d/.test(character) ? digitGlyph(font, first, character) : onlyGlyph(font, character);
  const widthOf = (text: string): number | undefined => {
    let sum = 0;
    for (const character of text) {
      const glyph = glyphOf(character);
      if (glyph === undefined) return undefined;
      sum += width(glyph);
    }
    return sum;
  };
  const room = widthOf(standIn);
  const needed = widthOf(folio);
  if (room === undefined || needed === undefined || needed > room) return undefined;
  // Right to left, the room's end is its left edge, where the stand-in's first glyph is.
  const shift = rightToLeft ? 0 : room - needed;
  const glyphs = [...folio].map((character) => glyphOf(character)!);
  const hex = `<${glyphs.map((glyph) => glyph.toString(16).toUpperCase().padStart(4, '0')).join('')}>`;
  // A negative adjustment moves what follows it forward, in thousandths of the font size (as W's widths are).
  return shift === 0
    ? { operands: [hex], operator: 'Tj' }
    : { operands: [`[${-shift} ${hex}]`], operator: 'TJ' };
}

/** The one glyph of the subset whose text is `character`; undefined when it has none or several. */
function onlyGlyph(font: FontGlyphs, character: string): number | undefined {
  const found = [...font.text].filter(([, text]) => text === character);
  return found.length === 1 ? found[0]![0] : undefined;
}

/**
 * Writes the real page numbers into a part's print in place of its stand-ins: `numbers` gives each marker index
 * (markerColour) its digits, `listed` the markers of numbers the contents lists with their stand-ins (drawn at the end of their room, and may be narrower or roman). Every one of them must be found once and fit (patchContent), or nothing is changed and
 * false returned: the part is then printed again with its numbers.
 */
export function patchPageNumbers(
  doc: PDFDocument,
  numbers: ReadonlyMap<number, string>,
  listed: ReadonlyMap<number, string> = new Map(),
  rightToLeft = false,
): boolean {
  const context = doc.context;
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? context.lookup(object) : object;
  const fonts = new Map<PDFObject, FontGlyphs | undefined>();
  const glyphsOf = (fontRef: PDFObject | undefined): FontGlyphs | undefined => {
    const font = lookup(fontRef);
    if (!(font instanceof PDFDict)) return undefined;
    if (fonts.has(font)) return fonts.get(font);
    let glyphs: FontGlyphs | undefined;
    const toUnicode = lookup(font.get(PDFName.of('ToUnicode')));
    const descendants = lookup(font.get(PDFName.of('DescendantFonts')));
    const cidFont = descendants instanceof PDFArray ? lookup(descendants.get(0)) : undefined;
    if (
      lookup(font.get(PDFName.of('Encoding')))?.toString() === '/Identity-H' &&
      toUnicode instanceof PDFStream &&
      cidFont instanceof PDFDict
    ) {
      const w = lookup(cidFont.get(PDFName.of('W')));
      const dw = lookup(cidFont.get(PDFName.of('DW')));
      const entries = w instanceof PDFArray ? w.asArray().map((entry) => lookup(entry)) : [];
      const plain = entries.map((entry) =>
        entry instanceof PDFArray
          ? entry.asArray().map((width) => (lookup(width) as PDFNumber | undefined)?.asNumber?.() ?? NaN)
          : entry instanceof PDFNumber
            ? entry.asNumber()
            : NaN,
      );
      glyphs = {
        text: readToUnicode(Buffer.from(contentStreamBytes(toUnicode)).toString('latin1')),
        widths: readWidths(plain),
        defaultWidth: dw instanceof PDFNumber ? dw.asNumber() : 1000,
      };
    }
    fonts.set(font, glyphs);
    return glyphs;
  };
  const edits: { ref: PDFRef; content: string }[] = [];
  const found = new Set<number>();
  for (const { page, ref, text } of pageContents(doc)) {
    if (!MARKER_RG.test(text)) continue;
    const fontDict = lookup(page.node.Resources()?.get(PDFName.of('Font')));
    const fontOf = (name: string) =>
      fontDict instanceof PDFDict ? glyphsOf(fontDict.get(PDFName.of(name))) : undefined;
    const patched = patchContent(text, numbers, fontOf, listed, rightToLeft);
    if (!patched) return false;
    for (const index of patched.patched) {
      if (found.has(index)) return false;
      found.add(index);
    }
    if (patched.patched.length > 0) edits.push({ ref, content: patched.content });
  }
  if (found.size !== numbers.size) return false;
  for (const { ref, content } of edits) {
    context.assign(ref, DeferredFlateStream.of(context, Buffer.from(content, 'latin1')));
  }
  return true;
}

/** A fill colour whose red is 1/255, as Skia writes it: pages without one are not parsed. */
const MARKER_RG = /\.0039 [.\d]+ [.\d]+ rg/;
