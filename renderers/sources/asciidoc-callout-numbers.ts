import { otherLinesText } from '../warning-groups';
import { BookWarning, SourceLocation, warning } from '../warnings';

/** Asciidoctor's message for a callout list item whose marker (`<4>`) is not its place in the list. */
const CALLOUT_ITEM_INDEX = /^callout list item index: expected (\d+), got (\d+)$/;

/** A callout list item written with another number than its place in its list. */
export interface MisnumberedCallout extends SourceLocation {
  /** Its place in the list: the number it is printed with, and the listing's callout it explains. */
  printedAs: number;
  /** The number its marker says. */
  written: number;
}

/** The item Asciidoctor's message is about, or undefined for any other message. */
export function misnumberedCalloutOf(message: string, where: SourceLocation): MisnumberedCallout | undefined {
  const numbers = CALLOUT_ITEM_INDEX.exec(message);
  return numbers ? { ...where, printedAs: Number(numbers[1]), written: Number(numbers[2]) } : undefined;
}

/**
 * Asciidoctor says "callout list item index: expected 2, got 4" once an item, without what it printed: the items
 * are numbered by their place (1, 2, 3…), each explaining the listing's callout of that number, whatever their
 * markers say. A book whose lists were reordered by hand has dozens; each file gets one warning, at its first such
 * item, saying how the items print and what to write.
 */
export function misnumberedCalloutWarnings(items: readonly MisnumberedCallout[]): BookWarning[] {
  const byFile = new Map<string, MisnumberedCallout[]>();
  for (const item of items) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
  return [...byFile].map(([file, [first, ...others]]) => {
    const count = others.length + 1;
    const elsewhere =
      others.length === 0
        ? ''
        : ` (${count} such items in this file; the others at ${otherLinesText(others.map((item) => item.line))})`;
    return warning(
      'asciidoc',
      { file, ...(first!.line ? { line: first!.line } : {}) },
      `callout list item <${first!.written}> is item ${first!.printedAs} of its list${elsewhere}: Asciidoctor ` +
        `numbers a callout list's items by their place, so it is printed as ${first!.printedAs} and explains the ` +
        `listing's callout <${first!.printedAs}>, whatever its marker says; write each list's markers in order ` +
        '(<1>, <2>, …), each explanation at the place of the callout it is about',
      'callout list item index',
    );
  });
}
