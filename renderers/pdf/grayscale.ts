import { performance } from 'node:perf_hooks';
import { deflateSync, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  PDFHexString,
} from 'pdf-lib';
import { ContentOperation, rewriteContent } from './content-tokens';
import { isPatchColour } from './page-number-patch';
import { contentStreamBytes, DeferredFlateStream } from './native-deflate';

/** Rec. 601 luma: how light an RGB colour looks, as the gray that replaces it. */
export function luminance(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

function gray(value: number): string {
  return String(Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000);
}

const RGB_SPACES = new Set(['/DeviceRGB', '/CalRGB']);

/** What a content stream's `cs`/`CS` operand names: RGB, or something left alone. */
type SpaceKind = 'rgb' | 'cmyk' | 'other';

/** The operators grayOperation reads (the colour space ones also say how the next colours are given). */
const COLOUR_OPERATORS: ReadonlySet<string> = new Set([
  'rg',
  'RG',
  'k',
  'K',
  'cs',
  'CS',
  'sc',
  'scn',
  'SC',
  'SCN',
]);

/**
 * Rewrites the colour operators of one content stream to DeviceGray; `spaceOf` tells named colour spaces. With
 * `keepMarkers`, the stand-in page numbers' marker colours and their digits' colour (page-number-patch.ts) stay, for
 * the numbers to be written in afterwards (they set the gray before them back).
 */
export function grayContent(
  content: string,
  spaceOf: (name: string) => SpaceKind,
  keepMarkers = false,
): string {
  const current = { fill: 'other' as SpaceKind, stroke: 'other' as SpaceKind };
  return rewriteContent(content, COLOUR_OPERATORS, (op) =>
    keepMarkers && (op.operator === 'rg' || op.operator === 'RG') && isPatchColour(op.operands)
      ? undefined
      : grayOperation(op, current, spaceOf),
  );
}

/** The operands as numbers, when there are `count` and all are numbers (read only for colour operators). */
function numbersOf(op: ContentOperation, count: number): number[] | undefined {
  if (op.operands.length !== count) return undefined;
  const nums = op.operands.map(Number);
  return nums.every((v) => !Number.isNaN(v)) ? nums : undefined;
}

/** The gray operation standing in for `op`, or undefined when it stays as it is. */
function grayOperation(
  op: ContentOperation,
  current: { fill: SpaceKind; stroke: SpaceKind },
  spaceOf: (name: string) => SpaceKind,
): ContentOperation | undefined {
  switch (op.operator) {
    case 'rg':
    case 'RG': {
      const nums = numbersOf(op, 3);
      if (!nums) return undefined;
      return {
        operands: [gray(luminance(nums[0], nums[1], nums[2]))],
        operator: op.operator === 'rg' ? 'g' : 'G',
      };
    }
    case 'k':
    case 'K': {
      const nums = numbersOf(op, 4);
      if (!nums) return undefined;
      const [c, m, y, k] = nums;
      const value = 1 - Math.min(1, luminance(c, m, y) + k);
      return { operands: [gray(value)], operator: op.operator === 'k' ? 'g' : 'G' };
    }
    case 'cs':
    case 'CS': {
      const name = op.operands[0] ?? '';
      const kind = RGB_SPACES.has(name) ? 'rgb' : name === '/DeviceCMYK' ? 'cmyk' : spaceOf(name);
      current[op.operator === 'cs' ? 'fill' : 'stroke'] = kind;
      return kind === 'rgb' || kind === 'cmyk'
        ? { operands: ['/DeviceGray'], operator: op.operator }
        : undefined;
    }
    case 'sc':
    case 'scn':
    case 'SC':
    case 'SCN': {
      const kind = current[op.operator.startsWith('s') ? 'fill' : 'stroke'];
      const rgb = kind === 'rgb' ? numbersOf(op, 3) : undefined;
      if (rgb) return { operands: [gray(luminance(rgb[0], rgb[1], rgb[2]))], operator: op.operator };
      const cmyk = kind === 'cmyk' ? numbersOf(op, 4) : undefined;
      if (cmyk) {
        return {
          operands: [gray(1 - Math.min(1, luminance(cmyk[0], cmyk[1], cmyk[2]) + cmyk[3]))],
          operator: op.operator,
        };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

export interface GrayscaleReport {
  /** Images that stayed in colour (a compression Octavo cannot re-encode, e.g. JPEG). */
  imagesLeft: number;
  /** Shadings (gradients) that stayed in colour. */
  shadingsLeft: number;
}

/**
 * Turns the printed book into black ink only (`color_count: 1`), in place: text and line colours
 * become DeviceGray, RGB images (Flate-compressed, as Chromium writes them) become gray images,
 * transparency groups blend in gray. Unlike a Ghostscript round trip it keeps everything else as it
 * is — the tagged structure, the outline, page labels, links and fonts. Returns what it could not turn.
 */
export function convertToGrayscale(doc: PDFDocument): GrayscaleReport {
  const { report, pages } = grayscaleSteps(doc, false);
  for (const page of pages) page();
  return report;
}

/**
 * convertToGrayscale giving the event loop back every `sliceMs` between pages, for a document turned gray
 * while Chromium prints others (their pages' requests are answered on this thread). The same bytes.
 */
export async function convertToGrayscaleInTurns(
  doc: PDFDocument,
  /** A print with stand-in page numbers still to be written in: their colours stay (grayContent). */
  keepMarkers = false,
  sliceMs = 15,
): Promise<GrayscaleReport> {
  const { report, pages } = grayscaleSteps(doc, keepMarkers);
  let slice = performance.now();
  for (const page of pages) {
    page();
    if (performance.now() - slice < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    slice = performance.now();
  }
  return report;
}

/** The conversion as one step a page (in page order), and what it could not turn once they have run. */
function grayscaleSteps(
  doc: PDFDocument,
  keepMarkers: boolean,
): { report: GrayscaleReport; pages: (() => void)[] } {
  const report: GrayscaleReport = { imagesLeft: 0, shadingsLeft: 0 };
  const context = doc.context;
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? context.lookup(object) : object;

  const spaceKind = (space: PDFObject | undefined): SpaceKind => {
    const value = lookup(space);
    if (value instanceof PDFName) {
      const name = value.asString();
      return RGB_SPACES.has(name) ? 'rgb' : name === '/DeviceCMYK' ? 'cmyk' : 'other';
    }
    if (value instanceof PDFArray) {
      const family = lookup(value.get(0));
      const familyName = family instanceof PDFName ? family.asString() : '';
      if (familyName === '/ICCBased') {
        const profile = lookup(value.get(1));
        const components =
          profile instanceof PDFStream ? lookup(profile.dict.get(PDFName.of('N'))) : undefined;
        const count = components instanceof PDFNumber ? components.asNumber() : 0;
        return count === 3 ? 'rgb' : count === 4 ? 'cmyk' : 'other';
      }
      if (familyName === '/CalRGB') return 'rgb';
    }
    return 'other';
  };

  const done = new Set<PDFObject>();
  const convertResources = (resources: PDFDict | undefined) => {
    if (!resources || done.has(resources)) return;
    done.add(resources);
    const spaces = lookup(resources.get(PDFName.of('ColorSpace')));
    if (spaces instanceof PDFDict) {
      for (const [key, value] of spaces.entries()) {
        if (spaceKind(value) !== 'other') spaces.set(key, PDFName.of('DeviceGray'));
      }
    }
    const xobjects = lookup(resources.get(PDFName.of('XObject')));
    if (xobjects instanceof PDFDict) {
      for (const [, ref] of xobjects.entries()) convertXObject(ref);
    }
    const patterns = lookup(resources.get(PDFName.of('Pattern')));
    if (patterns instanceof PDFDict) {
      for (const [, ref] of patterns.entries()) {
        const pattern = lookup(ref);
        if (pattern instanceof PDFStream) convertContentStream(pattern, ref);
        else if (pattern instanceof PDFDict) convertShading(pattern.get(PDFName.of('Shading')));
      }
    }
    const shadings = lookup(resources.get(PDFName.of('Shading')));
    if (shadings instanceof PDFDict) for (const [, ref] of shadings.entries()) convertShading(ref);
    const states = lookup(resources.get(PDFName.of('ExtGState')));
    if (states instanceof PDFDict) {
      for (const [, ref] of states.entries()) {
        const state = lookup(ref);
        const mask = state instanceof PDFDict ? lookup(state.get(PDFName.of('SMask'))) : undefined;
        if (mask instanceof PDFDict) convertXObject(mask.get(PDFName.of('G')));
      }
    }
  };

  const convertGroup = (dict: PDFDict) => {
    const group = lookup(dict.get(PDFName.of('Group')));
    if (group instanceof PDFDict && group.has(PDFName.of('CS')))
      group.set(PDFName.of('CS'), PDFName.of('DeviceGray'));
  };

  const spaceOfName =
    (resources: PDFDict | undefined) =>
    (name: string): SpaceKind => {
      const spaces = resources ? lookup(resources.get(PDFName.of('ColorSpace'))) : undefined;
      if (!(spaces instanceof PDFDict)) return 'other';
      const value = spaces.get(PDFName.of(name.slice(1)));
      // Named spaces already converted read as DeviceGray: their colours were RGB, so convert them too.
      return value instanceof PDFName && value.asString() === '/DeviceGray' ? 'rgb' : spaceKind(value);
    };

  const rewrite = (stream: PDFStream, resources: PDFDict | undefined): PDFStream => {
    const content = Buffer.from(streamBytes(stream)).toString('latin1');
    // Forms, patterns and masks: the page numbers are written into the pages' own contents only.
    const edited = grayContent(content, spaceOfName(resources));
    const dict = stream.dict.clone(context);
    dict.delete(PDFName.of('Filter'));
    dict.delete(PDFName.of('DecodeParms'));
    dict.delete(PDFName.of('Length'));
    dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
    return PDFRawStream.of(dict, deflateSync(Buffer.from(edited, 'latin1')));
  };

  const convertContentStream = (stream: PDFStream, ref: PDFObject | undefined) => {
    if (done.has(stream)) return;
    done.add(stream);
    const resources = lookup(stream.dict.get(PDFName.of('Resources')));
    const own = resources instanceof PDFDict ? resources : undefined;
    convertResources(own);
    convertGroup(stream.dict);
    if (ref instanceof PDFRef) context.assign(ref, rewrite(stream, own));
  };

  const convertXObject = (ref: PDFObject | undefined) => {
    const object = lookup(ref);
    if (!(object instanceof PDFStream) || done.has(object)) return;
    const subtype = lookup(object.dict.get(PDFName.of('Subtype')));
    if (subtype instanceof PDFName && subtype.asString() === '/Form') convertContentStream(object, ref);
    else if (subtype instanceof PDFName && subtype.asString() === '/Image') {
      done.add(object);
      if (!convertImage(object, ref)) report.imagesLeft++;
    }
  };

  const convertImage = (image: PDFStream, ref: PDFObject | undefined): boolean => {
    const dict = image.dict;
    const space = dict.get(PDFName.of('ColorSpace'));
    const kind = spaceKind(space);
    const resolvedSpace = lookup(space);
    if (resolvedSpace instanceof PDFArray && lookup(resolvedSpace.get(0)) instanceof PDFName) {
      const family = (lookup(resolvedSpace.get(0)) as PDFName).asString();
      if (family === '/Indexed') return convertIndexed(resolvedSpace);
    }
    if (kind === 'other') return true;
    const filter = lookup(dict.get(PDFName.of('Filter')));
    const filterName =
      filter instanceof PDFName ? filter.asString() : filter instanceof PDFArray ? '' : 'none';
    const bits = lookup(dict.get(PDFName.of('BitsPerComponent')));
    if (!(filterName === '/FlateDecode' || filterName === 'none') || dict.has(PDFName.of('DecodeParms')))
      return false;
    if (!(bits instanceof PDFNumber) || bits.asNumber() !== 8 || !(ref instanceof PDFRef)) return false;
    const pixels = Buffer.from(
      filterName === 'none' ? image.getContents() : inflateSync(streamBytes(image, false)),
    );
    const channels = kind === 'rgb' ? 3 : 4;
    const grayPixels = Buffer.alloc(Math.floor(pixels.length / channels));
    for (let p = 0, q = 0; q < grayPixels.length; p += channels, q++) {
      grayPixels[q] =
        channels === 3
          ? Math.round(luminance(pixels[p], pixels[p + 1], pixels[p + 2]))
          : Math.round(
              255 - Math.min(255, luminance(pixels[p], pixels[p + 1], pixels[p + 2]) + pixels[p + 3]),
            );
    }
    const next = dict.clone(context);
    next.set(PDFName.of('ColorSpace'), PDFName.of('DeviceGray'));
    next.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
    next.delete(PDFName.of('Length'));
    next.delete(PDFName.of('Decode'));
    context.assign(ref, PDFRawStream.of(next, deflateSync(grayPixels)));
    return true;
  };

  const convertIndexed = (space: PDFArray): boolean => {
    const base = spaceKind(space.get(1));
    if (base !== 'rgb') return base === 'other';
    const table = lookup(space.get(3));
    let bytes: Uint8Array;
    if (table instanceof PDFString || table instanceof PDFHexString) bytes = table.asBytes();
    else if (table instanceof PDFStream) bytes = streamBytes(table);
    else return false;
    const grayTable = new Uint8Array(Math.floor(bytes.length / 3));
    for (let i = 0; i < grayTable.length; i++)
      grayTable[i] = Math.round(luminance(bytes[i * 3], bytes[i * 3 + 1], bytes[i * 3 + 2]));
    space.set(1, PDFName.of('DeviceGray'));
    space.set(3, PDFHexString.of(Buffer.from(grayTable).toString('hex')));
    return true;
  };

  const convertShading = (ref: PDFObject | undefined) => {
    const object = lookup(ref);
    const shading = object instanceof PDFStream ? object.dict : object;
    if (!(shading instanceof PDFDict) || done.has(shading)) return;
    done.add(shading);
    if (spaceKind(shading.get(PDFName.of('ColorSpace'))) !== 'rgb') return;
    const fn = lookup(shading.get(PDFName.of('Function')));
    const grayArray = (array: PDFObject | undefined) => {
      const values = lookup(array);
      if (!(values instanceof PDFArray) || values.size() !== 3) return undefined;
      const [r, g, b] = values.asArray().map((v) => (lookup(v) as PDFNumber).asNumber());
      return context.obj([Number(gray(luminance(r, g, b)))]);
    };
    const functions = fn instanceof PDFDict ? [fn] : [];
    const stitched = fn instanceof PDFDict ? lookup(fn.get(PDFName.of('Functions'))) : undefined;
    if (stitched instanceof PDFArray)
      functions.push(
        ...stitched
          .asArray()
          .map(lookup)
          .filter((f): f is PDFDict => f instanceof PDFDict),
      );
    const exponential = functions.filter(
      (f) => (lookup(f.get(PDFName.of('FunctionType'))) as PDFNumber | undefined)?.asNumber() === 2,
    );
    if (exponential.length === 0) {
      report.shadingsLeft++;
      return;
    }
    for (const f of exponential) {
      for (const key of ['C0', 'C1']) {
        const converted = grayArray(f.get(PDFName.of(key)));
        if (converted) f.set(PDFName.of(key), converted);
      }
    }
    shading.set(PDFName.of('ColorSpace'), PDFName.of('DeviceGray'));
  };

  const pages = doc.getPages().map((page) => () => {
    convertResources(page.node.Resources());
    convertGroup(page.node);
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = lookup(contents) instanceof PDFArray ? (lookup(contents) as PDFArray).asArray() : [contents];
    // A page's content may be split across streams at any token: rewrite them as one.
    const joined = refs
      .map((ref) => lookup(ref))
      .filter((s): s is PDFStream => s instanceof PDFStream)
      .map((s) => Buffer.from(streamBytes(s)).toString('latin1'))
      .join('\n');
    const edited = grayContent(joined, spaceOfName(page.node.Resources()), keepMarkers);
    page.node.set(
      PDFName.of('Contents'),
      context.register(DeferredFlateStream.of(context, Buffer.from(edited, 'latin1'))),
    );
  });
  return { report, pages };
}

/** A stream's decoded bytes (`decode` false: its raw bytes, for a filter handled here). */
function streamBytes(stream: PDFStream, decode = true): Uint8Array {
  return !decode && stream instanceof PDFRawStream ? stream.getContents() : contentStreamBytes(stream);
}
