export interface TrimSize {
  /** CSS lengths, e.g. "7in". */
  width: string;
  height: string;
  /** In points, for checks and margins. */
  widthPt: number;
  heightPt: number;
}

const PT_PER_UNIT: Record<string, number> = { in: 72, mm: 72 / 25.4, cm: 72 / 2.54, pt: 1, px: 0.75 };
/** Page sizes by name (asciidoctor-pdf's too: PDF::Core's sizes that books use), as `trim_size` writes a size. */
export const NAMED_TRIM_SIZES: Readonly<Record<string, string>> = {
  letter: '8.5in x 11in',
  legal: '8.5in x 14in',
  executive: '7.25in x 10.5in',
  tabloid: '11in x 17in',
  folio: '8.5in x 13in',
  a3: '297mm x 420mm',
  a4: '210mm x 297mm',
  a5: '148mm x 210mm',
  a6: '105mm x 148mm',
  b4: '250mm x 353mm',
  b5: '176mm x 250mm',
  b6: '125mm x 176mm',
};

export const DEFAULT_TRIM = '7in x 9.1875in';

/**
 * `trim_size` as Atlas books write it: "7in x 9.1875in", "6x9" (inches), "152mm × 229mm", "A4", "letter".
 * Returns null when it cannot be read.
 */
export function parseTrimSize(value: string): TrimSize | null {
  const text = value.trim().toLowerCase();
  const named = NAMED_TRIM_SIZES[text];
  if (named) return parseTrimSize(named);
  const match =
    /^(\d+(?:\.\d+)?)\s*(in|mm|cm|pt|px)?\s*(?:x|×|\*|\s)\s*(\d+(?:\.\d+)?)\s*(in|mm|cm|pt|px)?$/.exec(text);
  if (!match) return null;
  const [, w, wUnit, h, hUnit] = match;
  const unitW = wUnit ?? hUnit ?? 'in';
  const unitH = hUnit ?? wUnit ?? 'in';
  const widthPt = Number(w) * PT_PER_UNIT[unitW];
  const heightPt = Number(h) * PT_PER_UNIT[unitH];
  // Between a business card and a broadsheet: anything else is a typo.
  if (widthPt < 144 || heightPt < 144 || widthPt > 1728 || heightPt > 1728) return null;
  return { width: `${w}${unitW}`, height: `${h}${unitH}`, widthPt, heightPt };
}
