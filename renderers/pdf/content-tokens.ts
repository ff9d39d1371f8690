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

function isRegular(char: string | undefined): boolean {
  return char !== undefined && CLASS[char.charCodeAt(0) & 0xff] === 0;
}

/** Reads `content` into operations. An inline image (BI … ID data EI) is one `BI` operation whose operand is all of it. */
export function parseContent(content: string): ContentOperation[] {
  const operations: ContentOperation[] = [];
  let operands: string[] = [];
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
    const char = content[i];
    if (CLASS[content.charCodeAt(i) & 0xff] === 1) {
      i++;
      continue;
    }
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
      while (isRegular(content[end])) end++;
    } else if (isRegular(char)) {
      end = i;
      while (isRegular(content[end])) end++;
      const word = content.slice(i, end);
      if (!isNumber(word) && word !== 'true' && word !== 'false' && word !== 'null') {
        if (word === 'BI') {
          // The image data is binary: it ends at whitespace, EI, whitespace.
          const data = content.indexOf('ID', end);
          let close = data;
          const eiPattern = /[\0\t\n\f\r ]EI(?=[\0\t\n\f\r ]|$)/g;
          eiPattern.lastIndex = data + 3;
          const match = eiPattern.exec(content);
          close = match ? match.index + match[0].length : n;
          operations.push({ operands: [content.slice(i, close)], operator: 'BI' });
          operands = [];
          i = close;
          continue;
        }
        operations.push({ operands, operator: word });
        operands = [];
        i = end;
        continue;
      }
    } else {
      end = i + 1;
    }
    operands.push(content.slice(i, end));
    i = end;
  }
  if (operands.length) operations.push({ operands, operator: '' });
  return operations;
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
  let i = 0;
  const n = word.length;
  const first = word.charCodeAt(0);
  if (first === 43 || first === 45) i++; // + -
  let digitsBefore = 0;
  while (i < n && isDigit(word.charCodeAt(i))) {
    i++;
    digitsBefore++;
  }
  let digitsAfter = 0;
  if (i < n && word.charCodeAt(i) === 46) {
    i++;
    while (i < n && isDigit(word.charCodeAt(i))) {
      i++;
      digitsAfter++;
    }
  }
  return i === n && (digitsBefore > 0 || digitsAfter > 0);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
