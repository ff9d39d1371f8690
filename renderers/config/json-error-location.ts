/**
 * V8's JSON.parse messages only sometimes carry a position, so after a failed parse we scan the text
 * ourselves to find where it goes wrong, and report it the way an editor shows it.
 */
export interface JsonErrorLocation {
  line: number;
  column: number;
  problem: string;
}

class JsonScanError extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/**
 * The 1-based line of every member and element of a valid JSON text, by path (`formats.pdf.version`,
 * `files[2]`), so a remark about a value can point at the line where the author wrote it.
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  try {
    new Scanner(text, (path, offset) => {
      if (!lines.has(path)) lines.set(path, lineOf(offset));
    }).value();
  } catch (error) {
    if (!(error instanceof JsonScanError)) throw error;
  }
  return lines;
}

export function locateJsonError(text: string): JsonErrorLocation | null {
  try {
    const scanner = new Scanner(text);
    scanner.value();
    scanner.skipWhitespace();
    if (!scanner.atEnd()) scanner.fail('unexpected text after the end of the JSON value');
    return null;
  } catch (error) {
    if (!(error instanceof JsonScanError)) throw error;
    const before = text.slice(0, error.offset);
    const line = before.split('\n').length;
    const column = error.offset - before.lastIndexOf('\n');
    return { line, column, problem: error.problem };
  }
}

class Scanner {
  private pos = 0;
  private readonly path: string[] = [];

  /** `onValue` is told where each member (at its key) and array element starts, by path. */
  constructor(
    private readonly text: string,
    private readonly onValue?: (path: string, offset: number) => void,
  ) {}

  private enter(segment: string, offset: number, run: () => void): void {
    if (!this.onValue) return run();
    this.path.push(segment);
    this.onValue(this.path.join(''), offset);
    try {
      run();
    } finally {
      this.path.pop();
    }
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  fail(problem: string): never {
    throw new JsonScanError(this.pos, problem);
  }

  skipWhitespace(): void {
    while (!this.atEnd() && ' \t\n\r'.includes(this.text.charAt(this.pos))) this.pos++;
  }

  private describeHere(): string {
    return this.atEnd()
      ? 'the file ends too early'
      : `unexpected ${JSON.stringify(this.text.charAt(this.pos))}`;
  }

  value(): void {
    this.skipWhitespace();
    const ch = this.text.charAt(this.pos);
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    if (ch === '-' || (ch >= '0' && ch <= '9')) return this.number();
    for (const literal of ['true', 'false', 'null']) {
      if (this.text.startsWith(literal, this.pos)) {
        this.pos += literal.length;
        return;
      }
    }
    this.fail(`${this.describeHere()} where a value was expected`);
  }

  private object(): void {
    this.pos++;
    this.skipWhitespace();
    if (this.text.charAt(this.pos) === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text.charAt(this.pos) !== '"') {
        this.fail(`${this.describeHere()} where a quoted property name was expected (trailing comma?)`);
      }
      const keyStart = this.pos;
      this.string();
      const key = this.onValue ? (JSON.parse(this.text.slice(keyStart, this.pos)) as string) : '';
      this.skipWhitespace();
      if (this.text.charAt(this.pos) !== ':') this.fail(`${this.describeHere()} where ':' was expected`);
      this.pos++;
      this.enter(this.path.length ? `.${key}` : key, keyStart, () => this.value());
      this.skipWhitespace();
      const ch = this.text.charAt(this.pos);
      if (ch === '}') {
        this.pos++;
        return;
      }
      if (ch !== ',') this.fail(`${this.describeHere()} where ',' or '}' was expected`);
      this.pos++;
    }
  }

  private array(): void {
    this.pos++;
    this.skipWhitespace();
    if (this.text.charAt(this.pos) === ']') {
      this.pos++;
      return;
    }
    for (let index = 0; ; index++) {
      this.skipWhitespace();
      if (this.text.charAt(this.pos) === ']') this.fail(`unexpected "]" after a comma (trailing comma?)`);
      this.enter(`[${index}]`, this.pos, () => this.value());
      this.skipWhitespace();
      const ch = this.text.charAt(this.pos);
      if (ch === ']') {
        this.pos++;
        return;
      }
      if (ch !== ',') this.fail(`${this.describeHere()} where ',' or ']' was expected`);
      this.pos++;
    }
  }

  private string(): void {
    this.pos++;
    while (!this.atEnd()) {
      const ch = this.text.charAt(this.pos);
      if (ch === '"') {
        this.pos++;
        return;
      }
      if (ch === '\n') this.fail('a string is not closed before the end of the line');
      if (ch === '\\') {
        const escape = this.text.charAt(this.pos + 1);
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6)))
            this.fail('bad \\u escape');
          this.pos += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escape) || escape === '') this.fail(`bad escape "\\${escape}" in a string`);
        this.pos += 2;
        continue;
      }
      if (ch < ' ') this.fail('a control character inside a string');
      this.pos++;
    }
    this.fail('a string is not closed before the end of the file');
  }

  private number(): void {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos));
    if (!match) this.fail(`${this.describeHere()} in a number`);
    this.pos += match[0].length;
  }
}
