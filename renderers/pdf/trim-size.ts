export interface TrimSize {
  /** CSS lengths, e.g. "7in". */
  width: string;
  height: string;
  /** In points, for checks and margins. */
  widthPt: number;
  heightPt: number;
}

const PT_PER_UNIT: Record<string, number> = { in: 72, mm: 72 / 25.4, cm: 72 / 2.54, pt: 1, px: 0.75 };
const NAMED: Record<string, [string, string]> = {
  letter: ['8.5in', '11in'],
  legal: ['8.5in', '14in'],
  a4: ['210mm', '297mm'],
  a5: ['148mm', '210mm'],
  b5: ['176mm', '250mm'],
};

export const DEFAULT_TRIM = '7in x 9.1875in';

/**
 * `trim_size` as Atlas books write it: "7in x 9.1875in", "6x9" (inches), "152mm × 229mm", "A4", "letter".
 * Returns null when it cannot be read.
 */
export function parseTrimSize(value: string): TrimSize | null {
  const text = value.trim().toLowerCase();
  const named = NAMED[text];
  if (named) return parseTrimSize(`${named[0]} x ${named[1]}`);
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
