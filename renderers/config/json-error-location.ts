import { Node as JsonNode, ParseError, ParseErrorCode, parseTree, visit } from 'jsonc-parser';

/**
 * V8's JSON.parse messages only sometimes carry a position, so after a failed parse jsonc-parser (VS Code's
 * JSON scanner, in strict mode: no comments, no trailing commas) finds where it goes wrong, and we report it
 * the way an editor shows it.
 */
export interface JsonErrorLocation {
  line: number;
  column: number;
  problem: string;
}

const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Offsets of line starts, to turn an offset into a 1-based line and column. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineIndexOf(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The 1-based line of every member and element of a valid JSON text, by path (`formats.pdf.version`,
 * `files[2]`), so a remark about a value can point at the line where the author wrote it.
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const starts = lineStarts(text);
  const note = (path: string, offset: number) => {
    if (!lines.has(path)) lines.set(path, lineIndexOf(starts, offset) + 1);
  };
  const walk = (node: JsonNode | undefined, path: string): void => {
    if (node?.type === 'object') {
      for (const member of node.children ?? []) {
        const [key, value] = member.children ?? [];
        if (key?.type !== 'string') continue;
        const memberPath = path ? `${path}.${String(key.value)}` : String(key.value);
        note(memberPath, member.offset);
        walk(value, memberPath);
      }
    } else if (node?.type === 'array') {
      (node.children ?? []).forEach((element, index) => {
        note(`${path}[${index}]`, element.offset);
        walk(element, `${path}[${index}]`);
      });
    }
  };
  walk(parseTree(text, [], STRICT), '');
  return lines;
}

export function locateJsonError(text: string): JsonErrorLocation | null {
  let first: (ParseError & { inside: Container }) | null = null;
  const open: Container[] = [];
  visit(
    text,
    {
      onObjectBegin: () => void open.push('object'),
      onObjectEnd: () => void open.pop(),
      onArrayBegin: () => void open.push('array'),
      onArrayEnd: () => void open.pop(),
      onError: (error, offset, length) => {
        first ??= { error, offset, length, inside: open.at(-1) ?? null };
      },
    },
    STRICT,
  );
  if (!first) return null;
  const found: ParseError & { inside: Container } = first;
  const starts = lineStarts(text);
  const line = lineIndexOf(starts, found.offset);
  return { line: line + 1, column: found.offset - starts[line] + 1, problem: describe(text, found) };
}

type Container = 'object' | 'array' | null;

/** What is wrong, in words, for an author who may not know JSON's rules by heart. */
function describe(
  text: string,
  { error, offset, length, inside }: ParseError & { inside: Container },
): string {
  const here =
    offset >= text.length ? 'the file ends too early' : `unexpected ${JSON.stringify(text.charAt(offset))}`;
  const afterComma = /,\s*$/.test(text.slice(0, offset)) && /^[\]}]/.test(text.slice(offset));
  if (afterComma) return `${here} after a comma (trailing comma?)`;
  switch (error) {
    case ParseErrorCode.ValueExpected:
      return `${here} where a value was expected`;
    case ParseErrorCode.PropertyNameExpected:
      return `${here} where a quoted property name was expected`;
    case ParseErrorCode.ColonExpected:
      return `${here} where ':' was expected`;
    case ParseErrorCode.CommaExpected:
      return `${here} where ',' or '${inside === 'array' ? ']' : '}'}' was expected`;
    case ParseErrorCode.CloseBraceExpected:
      return `${here} where ',' or '}' was expected`;
    case ParseErrorCode.CloseBracketExpected:
      return `${here} where ',' or ']' was expected`;
    case ParseErrorCode.EndOfFileExpected:
      return 'unexpected text after the end of the JSON value';
    case ParseErrorCode.InvalidSymbol:
      return `unexpected ${JSON.stringify(text.slice(offset, offset + Math.max(1, length)))} (not JSON: names and strings need double quotes)`;
    case ParseErrorCode.UnexpectedEndOfString:
      return 'a string is not closed before the end of the line';
    case ParseErrorCode.InvalidEscapeCharacter:
      return `bad escape "${text.slice(offset, offset + length).match(/\\./)?.[0] ?? '\\'}" in a string`;
    case ParseErrorCode.InvalidUnicode:
      return 'bad \\u escape';
    case ParseErrorCode.InvalidCharacter:
      return 'a control character inside a string';
    case ParseErrorCode.InvalidNumberFormat:
    case ParseErrorCode.UnexpectedEndOfNumber:
      return `${JSON.stringify(text.slice(offset, offset + Math.max(1, length)))} is not a JSON number`;
    case ParseErrorCode.InvalidCommentToken:
    case ParseErrorCode.UnexpectedEndOfComment:
      return 'a comment; JSON has none';
    default:
      return here;
  }
}
