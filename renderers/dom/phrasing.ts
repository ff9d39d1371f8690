/** Elements that sit within a line of text (HTML's phrasing content): the text around one runs on through it. */
export const PHRASING = new Set(
  [
    'a',
    'abbr',
    'b',
    'bdi',
    'bdo',
    'cite',
    'code',
    'data',
    'del',
    'dfn',
    'em',
    'i',
    'img',
    'ins',
    'kbd',
    'mark',
  ].concat(['q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']),
);
