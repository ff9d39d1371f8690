/**
 * A PDF content stream (ISO 32000 §7.8.2) as operands and operators, enough to rewrite operators
 * without disturbing anything else: strings, hex strings, names, arrays, dictionaries and inline
 * images are kept byte for byte. Works on latin1 strings (one char per byte).
 */
export interface ContentOperation {
  /** Each operand as written. */
  operands: string[];
  operator: string;
}

/** Character classes by char code: 1 whitespace, 2 delimiter, 0 regular. */
const CLASS = new Uint8Array(256);
for (const char of '\0\t\n\f\r ') CLASS[char.charCodeAt(0)] = 1;
for (const char of '()<>[]{}/%') CLASS[char.charCodeAt(0)] = 2;

/** Reads `content` into operations. An inline image (BI … ID data EI) is one `BI` operation whose operand is all of it. */
export function parseContent(content: string): ContentOperation[] {
  const operations: ContentOperation[] = [];
  scanContent(content, (operator, spans) => {
    const operands: string[] = [];
    for (let k = 0; k < spans.length; k += 2) operands.push(content.slice(spans[k], spans[k + 1]));
    operations.push({ operands, operator });
  });
  return operations;
}

/**
 * `content` with the operations `rewrite` replaces, everything else byte for byte as it was: only operations whose
 * operator is in `operators` are read into strings and offered to `rewrite`. Turning a book gray this way reads and
 * writes a fraction of what parsing every operation and writing them all again did (about 1 s of the corpus book's
 * render).
 */
export function rewriteContent(
  content: string,
  operators: ReadonlySet<string>,
  rewrite: (op: ContentOperation) => ContentOperation | undefined,
): string {
  const out: string[] = [];
  let copied = 0;
  scanContent(content, (operator, spans, end) => {
    if (!operators.has(operator)) return;
    const operands: string[] = [];
    for (let k = 0; k < spans.length; k += 2) operands.push(content.slice(spans[k], spans[k + 1]));
    const replacement = rewrite({ operands, operator });
    if (!replacement) return;
    const start = spans.length > 0 ? spans[0] : end - operator.length;
    out.push(content.slice(copied, start), serializeOperation(replacement));
    copied = end;
  });
  if (copied === 0) return content;
  out.push(content.slice(copied));
  return out.join('');
}

/**
 * Calls `visit` for each operation in order: its operator (`''` for operands left at the end with none), its
 * operands as start and end offsets in pairs, and the offset where it ends. An inline image is one `BI` operation
 * whose single operand is all of it. The offsets array is reused from one call to the next.
 */
function scanContent(content: string, visit: (operator: string, spans: number[], end: number) => void): void {
  const spans: number[] = [];
  let i = 0;
  const n = content.length;

  const skipBalanced = (open: string, close: string): number => {
    let depth = 0;
    let j = i;
    for (; j < n; j++) {
      const char = content[j];
      if (open === '(' && char === '\\') {
        j++;
        continue;
      }
      if (char === open) depth++;
      else if (char === close && --depth === 0) return j + 1;
    }
    return n;
  };

  while (i < n) {
    const code = content.charCodeAt(i) & 0xff;
    if (CLASS[code] === 1) {
      i++;
      continue;
    }
    const char = content[i];
    if (char === '%') {
      while (i < n && content[i] !== '\n' && content[i] !== '\r') i++;
      continue;
    }
    let end: number;
    if (char === '(') end = skipBalanced('(', ')');
    else if (char === '<' && content[i + 1] === '<') end = skipDictionary(content, i);
    else if (char === '<') end = content.indexOf('>', i) + 1 || n;
    else if (char === '[') end = skipArray(content, i);
    else if (char === '/') {
      end = i + 1;
      while (end < n && CLASS[content.charCodeAt(end) & 0xff] === 0) end++;
    } else if (CLASS[code] === 0) {
      end = i;
      while (end < n && CLASS[content.charCodeAt(end) & 0xff] === 0) end++;
      if (!isNumberAt(content, i, end)) {
        const word = content.slice(i, end);
        if (word !== 'true' && word !== 'false' && word !== 'null') {
          if (word === 'BI') {
            // The image data is binary: it ends at whitespace, EI, whitespace.
            const data = content.indexOf('ID', end);
            const eiPattern = /[\0\t\n\f\r ]EI(?=[\0\t\n\f\r ]|$)/g;
            eiPattern.lastIndex = data + 3;
            const match = eiPattern.exec(content);
            const close = match ? match.index + match[0].length : n;
            spans.length = 0;
            spans.push(i, close);
            visit('BI', spans, close);
            spans.length = 0;
            i = close;
            continue;
          }
          visit(word, spans, end);
          spans.length = 0;
          i = end;
          continue;
        }
      }
    } else {
      end = i + 1;
    }
    spans.push(i, end);
    i = end;
  }
  if (spans.length) visit('', spans, n);
}

function skipDictionary(content: string, from: number): number {
  let depth = 0;
  for (let j = from; j < content.length; j++) {
    if (content[j] === '(') {
      j = skipString(content, j) - 1;
      continue;
    }
    if (content.startsWith('<<', j)) {
      depth++;
      j++;
    } else if (content.startsWith('>>', j)) {
      depth--;
      j++;
      if (depth === 0) return j + 1;
    }
  }
  return content.length;
}

function skipArray(content: string, from: number): number {
  let depth = 0;
  for (let j = from; j < content.length; j++) {
    const char = content[j];
    if (char === '(') {
      j = skipString(content, j) - 1;
      continue;
    }
    if (char === '[') depth++;
    else if (char === ']' && --depth === 0) return j + 1;
  }
  return content.length;
}

function skipString(content: string, from: number): number {
  let depth = 0;
  for (let j = from; j < content.length; j++) {
    const char = content[j];
    if (char === '\\') {
      j++;
      continue;
    }
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return j + 1;
  }
  return content.length;
}

export function serializeContent(operations: ContentOperation[]): string {
  return operations.map(serializeOperation).join('\n');
}

/** `operands operator`, space-separated (operands never start or end with a space). */
function serializeOperation(op: ContentOperation): string {
  if (op.operator === 'BI') return op.operands[0] ?? '';
  if (op.operands.length === 0) return op.operator;
  const operands = op.operands.join(' ');
  return op.operator === '' ? operands : `${operands} ${op.operator}`;
}

/**
 * What `/^[+-]?(?:\d+\.?\d*|\.\d+)$/` matches, by character code: most words of a content stream are numbers,
 * and the pattern was a tenth of turning a part gray.
 */
export function isNumber(word: string): boolean {
  return isNumberAt(word, 0, word.length);
}

/** isNumber of `text.slice(from, to)`, without making the slice. */
function isNumberAt(text: string, from: number, to: number): boolean {
  let i = from;
  const first = text.charCodeAt(i);
  if (first === 43 || first === 45) i++; // + -
  let digitsBefore = 0;
  while (i < to && isDigit(text.charCodeAt(i))) {
    i++;
    digitsBefore++;
  }
  let digitsAfter = 0;
  if (i < to && text.charCodeAt(i) === 46) {
    i++;
    while (i < to && isDigit(text.charCodeAt(i))) {
      i++;
      digitsAfter++;
    }
  }
  return i === to && (digitsBefore > 0 || digitsAfter > 0);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
