/**
 * Elements whose text prints as it is written and breaks as it is written: code, math, drawings, scripts and styles.
 * Typography that changes or splits text (hyphenation, dashes held together) leaves them alone.
 */
export const VERBATIM_ELEMENTS: ReadonlySet<string> = new Set([
  'pre',
  'code',
  'kbd',
  'samp',
  'tt',
  'var',
  'math',
  'svg',
  'script',
  'style',
]);
