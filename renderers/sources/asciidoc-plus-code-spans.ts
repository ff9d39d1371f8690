import { escapeText } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { paragraphsOf } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';
import { BT, CC_WORD as WORD } from './asciidoctor-quotes';

/**
 * The passthroughs both versions take out first (`+++…+++`, `++…++`, `$$…$$`, `pass:[…]`): Asciidoctor's
 * InlinePassMacroRx. Their text is no code span's and no plus passthrough's.
 */
const PASS_MACRO =
  /(?:(?:\\?\[[^\]]+\])?\\{0,2}(\+\+\+?|\$\$)[\s\S]*?\1|\\?pass:[a-z]*(?:,[a-z-]+)*\[(?:|[\s\S]*?[^\\])\])/g;

/**
 * Asciidoctor 2.0.18's constrained passthrough, which matched a backtick code span as well as `+text+` (its
 * InlinePassRx): whichever opens first is read, so a `+` inside a code span was the span's.
 */
const PASS_OR_CODE_2_0_18 = new RegExp(
  String.raw`(^|[^${WORD};:])(?:\[[^\]]+\])?(\\?)([+${BT}])(\S|\S[\s\S]*?\S)\3(?![${WORD}])`,
  'dgmu',
);

/** Asciidoctor 2.0.19's and later: a `+text+` passthrough alone, read before any code span. */
const PASS_2_0_19 = new RegExp(
  String.raw`(^|[^${WORD};:\\])(?:\[[^\]]+\])?(\\?)(\+)(\S|\S[\s\S]*?\S)\+(?![${WORD}])`,
  'dgmu',
);

interface Range {
  /** Offset of the opening delimiter. */
  open: number;
  /** Offset of the closing delimiter. */
  close: number;
}

/** A code span 2.0.18 read whose plus signs 2.0.19 reads as passthroughs. */
interface PairedPlus {
  /** The line of its first plus sign that opens a passthrough. */
  line: number;
  /** The line of the plus sign that ends the passthrough quoted. */
  closingLine: number;
  /** What the passthrough quoted prints as written, between its plus signs: the one running past the span, if any. */
  content: string;
  /** The code span, as 2.0.18 read it. */
  span: string;
  /** The passthrough quoted ends past the code span, so the span's closing backtick is printed. */
  pastSpan: boolean;
}

/**
 * A plus sign inside a code span (`+` alone, or the `.+` of a regular expression, `r"^(.+: )(\d+? )+"`) that
 * Asciidoctor 2.0.19 and later take for a constrained passthrough's opening: they read `+text+` passthroughs before
 * code spans, so the plus signs are dropped and what lies between them is printed as written, backticks and marks
 * included when it runs past the span (Pro Git's `refspec.asc`: "an optional `+`, followed by `<src>:<dst>` … The
 * `+` tells Git"; Better Python's catastrophe.adoc:134, a regular expression whose `+` signs ran the code span over
 * three lines). Its maintainers keep that reading
 * (asciidoctor#4624), and `{plus}` is the plus that stays a plus. One warning a file, at the first such code span
 * the converted `html` shows, counting the others. The warning names the versions: an author who checks the book
 * with 2.0.18 (Debian 12's package), which reads the backtick span first, sees the plus signs printed (The BEAM
 * Book's c.asciidoc:391, "the operator `+` … `erlang:+/2`"), and the book's own toolchain (its Gemfile's `~> 2.0`,
 * 2.0.26 today) prints what Octavo prints.
 */
export function plusCodeSpanWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of read) {
    const paired: PairedPlus[] = [];
    for (const paragraph of paragraphsOf(lines)) {
      if (!paragraph.text.includes('`') || !paragraph.text.includes('+')) continue;
      const lineAt = (offset: number) => firstLine + paragraph.lineOf(offset);
      for (const found of plusesOpeningInCodeSpans(paragraph.text, html))
        paired.push({ ...found, line: lineAt(found.line), closingLine: lineAt(found.closingLine) });
    }
    if (paired.length > 0)
      warnings.push(warning('asciidoc', { file, line: paired[0]!.line }, message(paired)));
  }
  return warnings;
}

/**
 * The code spans 2.0.18 read in which 2.0.19 reads passthroughs (their lines as offsets in `text`), when the
 * converted `html` shows them so.
 */
function plusesOpeningInCodeSpans(text: string, html: string): PairedPlus[] {
  const masked = text.replace(PASS_MACRO, (macro) => macro.replace(/[^\n]/g, '\u0096'));
  const spans = delimited(masked, PASS_OR_CODE_2_0_18).filter(({ open }) => masked[open] === '`');
  const passesIn = new Map<Range, Range[]>();
  let shownFrom = 0;
  for (const pass of delimited(masked, PASS_2_0_19)) {
    const span = spans.find(({ open, close }) => open < pass.open && pass.open < close);
    const before = Math.max(shownFrom, (span?.open ?? 0) + 1);
    shownFrom = pass.close + 1;
    if (!span || isLiteralMonospace(masked, pass, span)) continue;
    // Printed as written up to the first line's end: the span's text before the plus, then the passthrough's.
    const written = text.slice(before, pass.open) + text.slice(pass.open + 1, pass.close);
    const printed = escapeText(written.split('\n')[0]!);
    if (!html.includes(pass.open === span.open + 1 ? `<code>${printed}` : printed)) continue;
    passesIn.set(span, [...(passesIn.get(span) ?? []), pass]);
  }
  return [...passesIn].map(([span, passes]) => {
    const quoted = passes.find((pass) => pass.close > span.close) ?? passes[0]!;
    return {
      line: passes[0]!.open,
      closingLine: quoted.close,
      content: text.slice(quoted.open + 1, quoted.close),
      span: text.slice(span.open + 1, span.close),
      pastSpan: quoted.close > span.close,
    };
  });
}

/**
 * A passthrough written as the whole of a code span, AsciiDoc's literal monospace (`` `+{x}+` ``, `` `+`echo`+` ``):
 * what the author meant, which 2.0.19 prints. A code span of a plus sign alone that a passthrough opens in
 * (`` `+`, then `a` `+` ``) is no such span, though the passthrough too lies between backticks.
 */
function isLiteralMonospace(text: string, pass: Range, span: Range): boolean {
  return text[pass.open - 1] === '`' && text[pass.close + 1] === '`' && span.close !== pass.open + 1;
}

/** Where each unescaped match of `pattern` (its second group the backslash, its third the delimiter) opens and closes. */
function delimited(text: string, pattern: RegExp): Range[] {
  const ranges: Range[] = [];
  for (const match of text.matchAll(pattern)) {
    if (match[2]) continue;
    ranges.push({ open: match.indices![3]![0], close: match.index + match[0].length - 1 });
  }
  return ranges;
}

function message(paired: readonly PairedPlus[]): string {
  const [first, ...others] = paired;
  const shown = shortened(first!.content);
  const closing = first!.closingLine === first!.line ? 'later on this line' : `on line ${first!.closingLine}`;
  const otherLines = [...new Set(others.map((p) => p.line))];
  const more =
    others.length === 0
      ? ''
      : `, and so ${others.length > 1 ? 'do' : 'does'} ${others.length} more in this file ` +
        `(line${otherLines.length > 1 ? 's' : ''} ${otherLines.join(', ')})`;
  if (first!.span === '+')
    return (
      `\`+\` prints as a code span from here to the + ${closing}${more}: Asciidoctor 2.0.19 and later read this + as ` +
      `the start of a passthrough and that one as its end (2.0.18 read the code span first), so "${shown}" is ` +
      'printed as code, backticks included; write a code span of a plus sign as `{plus}`, which every version ' +
      'prints as a plus'
    );
  const runsOn = first!.pastSpan ? ` and runs on to the + ${closing}` : '';
  return (
    `the code span \`${shortened(first!.span)}\` loses its + signs${runsOn}${more}: Asciidoctor 2.0.19 and later ` +
    'read a + in a code span as the start of a passthrough that a later + ends (2.0.18 read the code span first), ' +
    `so both are left out and "${shown}" between them is printed as written` +
    `${first!.pastSpan ? ', backticks included' : ''}; write each + in a code span as {plus} (\`a{plus}b\`), which ` +
    'every version prints as a plus'
  );
}

/** Text of the source as a message quotes it: on one line, its middle left out when long. */
function shortened(written: string): string {
  const shown = written.replace(/\s+/g, ' ');
  return shown.length > 60 ? `${shown.slice(0, 28)} … ${shown.slice(-28)}` : shown;
}
