/** About as many words as a dedication holds: more is a preface that mentions someone. */
const DEDICATION_WORDS = 60;

/**
 * What a dedication says, in the languages books are written in here: "This book is dedicated to…", "To my
 * parents", "In memory of…", "Für meine Eltern … gewidmet", "À la mémoire de…", "Dedicado a…".
 */
const DEDICATION = new RegExp(
  String.raw`^\W*(?:to|for)\s+(?:my|our)(?!\p{L})|(?<!\p{L})(?:` +
    [
      'dedicat(?:ed|e this)',
      'in (?:loving )?memory of',
      'gewidmet',
      'dédiée?',
      'à la mémoire de',
      'dedicad[oa] a',
      'dedicat[oa] a',
      'en memoria de',
      'in memoria di',
      'em memória de',
    ].join('|') +
    String.raw`)(?!\p{L})`,
  'iu',
);

/**
 * Whether untitled text before a book's first chapter is its dedication (Producing Open Source Software's
 * "This book is dedicated to two dear friends…", an AsciiDoc preamble): a page of its own, as printed books set it,
 * rather than the start of the preface after it.
 */
export function readsAsDedication(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => word !== '').length;
  return words > 0 && words <= DEDICATION_WORDS && DEDICATION.test(text.trim());
}
