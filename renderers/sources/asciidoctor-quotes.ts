import { AbstractNode, getVersion } from '@asciidoctor/core';

/**
 * Asciidoctor's quotes substitution (`*strong*`, `_emphasis_`, `+mono+` …) with each pattern run only on text that
 * holds its delimiter. @asciidoctor/core 4.1.0 runs all 12 (13 in compat mode) of its patterns, each compiled anew,
 * over every text that holds any of the delimiters; in compat mode the apostrophe is one, so nearly every paragraph
 * of an Atlas book ran all 13. The patterns open with `(^|[^\p{Alphabetic}…])`, which V8 must try at every
 * character: the corpus book's 4,592 texts (733,000 characters) took 110-130 ms of regular expressions on a quiet
 * machine, 40% of Asciidoctor's time in a warm HTML render; with the delimiter looked for first, 60% of the pattern
 * runs are left out and the same 2,350 matches found.
 *
 * The patterns and the replacement loop are @asciidoctor/core 4.1.0's own (`_normalQuoteSubs`, `_compatQuoteSubs`,
 * `subQuotes`, `asyncReplace`; MIT licence, Copyright (C) 2013-present Dan Allen, Sarah White, Ryan Waldron and
 * the Asciidoctor Project), copied because the package does not export them; each entry adds the characters one of
 * which its pattern cannot match without. Another version of the package keeps its own substitution (see
 * QUOTES_VERSION): the copy is only used with the version it was copied from.
 */
export const QUOTES_VERSION = '4.1.0';

const CC_ALL = '[\\s\\S]';
export const CC_WORD = '\\p{Alphabetic}\\p{N}\\p{Pc}';
const CG_WORD = '[\\p{Alphabetic}\\p{N}\\p{Pc}]';
const QuoteAttributeListRxt = '\\[([^\\[\\]]+)\\]';
export const BT = '\x60';
/** As @asciidoctor/core builds them (`ru`), made global once instead of at every use (`globalRx`). */
const ru = (src: string, flags = '') => new RegExp(src, `u${flags}g`);

export type QuoteSub = [
  type: string,
  scope: 'constrained' | 'unconstrained',
  pattern: RegExp,
  delimiters: string,
];

const normalQuoteSubs: QuoteSub[] = [
  // **strong**
  ['strong', 'unconstrained', ru(String.raw`\\?(?:${QuoteAttributeListRxt})?\*\*(${CC_ALL}+?)\*\*`), '*'],
  // *strong*
  [
    'strong',
    'constrained',
    ru(
      String.raw`(^|[^${CC_WORD};:}])(?:${QuoteAttributeListRxt})?\*(\S|\S${CC_ALL}*?\S)\*(?!${CG_WORD})`,
      'm',
    ),
    '*',
  ],
  // "`double-quoted`"
  [
    'double',
    'constrained',
    ru(
      String.raw`(^|[^${CC_WORD};:}])(?:${QuoteAttributeListRxt})?"${BT}(\S|\S${CC_ALL}*?\S)${BT}"(?!${CG_WORD})`,
      'm',
    ),
    BT,
  ],
  // '`single-quoted`'
  [
    'single',
    'constrained',
    ru(
      String.raw`(^|[^${CC_WORD};:${BT}}])(?:${QuoteAttributeListRxt})?'${BT}(\S|\S${CC_ALL}*?\S)${BT}'(?!${CG_WORD})`,
      'm',
    ),
    BT,
  ],
  // ``monospaced``
  [
    'monospaced',
    'unconstrained',
    ru(String.raw`\\?(?:${QuoteAttributeListRxt})?${BT}${BT}(${CC_ALL}+?)${BT}${BT}`),
    BT,
  ],
  // `monospaced`
  [
    'monospaced',
    'constrained',
    ru(
      String.raw`(^|[^${CC_WORD};:"'${BT}}])(?:${QuoteAttributeListRxt})?${BT}(\S|\S${CC_ALL}*?\S)${BT}(?![${CC_WORD}"'${BT}])`,
      'm',
    ),
    BT,
  ],
  // __emphasis__
  ['emphasis', 'unconstrained', ru(String.raw`\\?(?:${QuoteAttributeListRxt})?__(${CC_ALL}+?)__`), '_'],
  // _emphasis_
  [
    'emphasis',
    'constrained',
    ru(
      String.raw`(^|[^${CC_WORD};:}])(?:${QuoteAttributeListRxt})?_(\S|\S${CC_ALL}*?\S)_(?!${CG_WORD})`,
      'm',
    ),
    '_',
  ],
  // ##mark##
  ['mark', 'unconstrained', ru(String.raw`\\?(?:${QuoteAttributeListRxt})?##(${CC_ALL}+?)##`), '#'],
  // #mark#
  [
    'mark',
    'constrained',
    ru(
      String.raw`(^|[^${CC_WORD}&;:}])(?:${QuoteAttributeListRxt})?#(\S|\S${CC_ALL}*?\S)#(?!${CG_WORD})`,
      'm',
    ),
    '#',
  ],
  // ^superscript^
  ['superscript', 'unconstrained', ru(String.raw`\\?(?:${QuoteAttributeListRxt})?\^(\S+?)\^`), '^'],
  // ~subscript~
  ['subscript', 'unconstrained', ru(String.raw`\\?(?:${QuoteAttributeListRxt})?~(\S+?)~`), '~'],
];

const compatQuoteSubs: QuoteSub[] = [...normalQuoteSubs];
// ``quoted''
compatQuoteSubs[2] = [
  'double',
  'constrained',
  ru(
    String.raw`(^|[^${CC_WORD};:}])(?:${QuoteAttributeListRxt})?${BT}${BT}(\S|\S${CC_ALL}*?\S)''(?!${CG_WORD})`,
    'm',
  ),
  BT,
];
// `quoted'
compatQuoteSubs[3] = [
  'single',
  'constrained',
  ru(
    String.raw`(^|[^${CC_WORD};:}])(?:${QuoteAttributeListRxt})?${BT}(\S|\S${CC_ALL}*?\S)'(?!${CG_WORD})`,
    'm',
  ),
  BT,
];
// ++monospaced++
compatQuoteSubs[4] = [
  'monospaced',
  'unconstrained',
  ru(String.raw`\\?(?:${QuoteAttributeListRxt})?\+\+(${CC_ALL}+?)\+\+`),
  '+',
];
// +monospaced+
compatQuoteSubs[5] = [
  'monospaced',
  'constrained',
  ru(
    String.raw`(^|[^${CC_WORD};:}])(?:${QuoteAttributeListRxt})?\+(\S|\S${CC_ALL}*?\S)\+(?!${CG_WORD})`,
    'm',
  ),
  '+',
];
// 'emphasis' (before the `single' entry, as in @asciidoctor/core)
compatQuoteSubs.splice(3, 0, [
  'emphasis',
  'constrained',
  ru(String.raw`(^|[^${CC_WORD};:}])(?:${QuoteAttributeListRxt})?'(\S|\S${CC_ALL}*?\S)'(?!${CG_WORD})`, 'm'),
  "'",
]);

/** Keyed as @asciidoctor/core keys them: by the document's compat mode as a property name. */
export const QUOTE_SUBS: Record<string, QuoteSub[]> = { false: normalQuoteSubs, true: compatQuoteSubs };
const QUOTED_TEXT_SNIFF_RX: Record<string, RegExp> = { false: /[*_`#^~]/, true: /[*'_+#^~]/ };

/** @asciidoctor/core's `asyncReplace`: matches replaced in order, each replacement awaited before the next. */
async function asyncReplace(
  str: string,
  regex: RegExp,
  replacer: (...args: unknown[]) => Promise<string> | string,
): Promise<string> {
  const matches = [...str.matchAll(regex)];
  if (matches.length === 0) return str;
  const parts: string[] = [];
  let lastIndex = 0;
  for (const match of matches) {
    parts.push(str.slice(lastIndex, match.index));
    parts.push(await replacer(...match, match.index, str));
    lastIndex = match.index + match[0].length;
  }
  parts.push(str.slice(lastIndex));
  return parts.join('');
}

interface QuotingNode {
  document: { compatMode: unknown };
  convertQuotedText(args: unknown[], type: string, scope: string): Promise<string> | string;
  subQuotes(text: string): Promise<string>;
  octavoQuotes?: true;
}

/**
 * Whether a `~…~` or `^…^` match starts inside a web address (`http://www.catb.org/~esr/…[catb.org/~esr/…]`):
 * Asciidoctor substitutes quotes before macros, so the pair of a home folder's tildes in a link's target and text
 * became a subscript that broke the link's address in two; they are an address's characters. A deliberate
 * departure from Asciidoctor, which prints a link to `http://www.catb.org/` and the rest as subscript.
 */
function insideAddress(args: unknown[]): boolean {
  const index = args[args.length - 2] as number;
  const text = args[args.length - 1] as string;
  // The address goes on after the pair (`~esr/…`); one ending at it (`http://example.com^1^ says`) is marked up.
  if (!/[\w/~^%.-]/.test(text.charAt(index + (args[0] as string).length))) return false;
  const word = /\S*$/.exec(text.slice(Math.max(0, index - 2000), index))![0];
  return (
    /(?:^|[^\w.+-])(?:https?|ftp|irc|file):\/\/[^\s[\]]*$/i.test(word) || /^\W*(?:link|mailto):/.test(word)
  );
}

/** The quotes substitution of @asciidoctor/core 4.1.0, running only the patterns whose delimiter the text holds. */
async function subQuotes(this: QuotingNode, text: string): Promise<string> {
  const compat = String(this.document.compatMode);
  if (QUOTED_TEXT_SNIFF_RX[compat]!.test(text)) {
    for (const [type, scope, pattern, delimiters] of QUOTE_SUBS[compat]!) {
      if (!hasAny(text, delimiters)) continue;
      text = await asyncReplace(text, pattern, (...args) =>
        scope === 'unconstrained' && (type === 'subscript' || type === 'superscript') && insideAddress(args)
          ? (args[0] as string)
          : this.convertQuotedText(args, type, scope),
      );
    }
  }
  return text;
}

function hasAny(text: string, characters: string): boolean {
  for (const character of characters) if (text.includes(character)) return true;
  return false;
}

/** Puts the quicker quotes substitution in place, once, for the version of @asciidoctor/core it was copied from. */
export function useQuickerQuotes(): void {
  const node = AbstractNode.prototype as unknown as QuotingNode;
  if (node.octavoQuotes || getVersion() !== QUOTES_VERSION) return;
  node.subQuotes = subQuotes;
  node.octavoQuotes = true;
}
