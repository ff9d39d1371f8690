const ROMAN: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 1994 → MCMXCIV: a part's number, a front-matter folio (lowercased), a list item's. */
export function romanNumeral(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** The value of an upper-case roman numeral ("XIV" is 14). */
export function fromRoman(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = ROMAN_VALUES[numeral[i]];
    const next = ROMAN_VALUES[numeral[i + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** 1 → A, 26 → Z, 27 → AA: an appendix's letter, a lettered list item's. */
export function letterNumeral(n: number): string {
  let rest = n;
  let out = '';
  while (rest > 0) {
    rest--;
    out = String.fromCharCode(65 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  }
  return out;
}
