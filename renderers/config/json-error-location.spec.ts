import { jsonValueLines, locateJsonError } from './json-error-location';

describe('locateJsonError (jsonc-parser, strict)', () => {
  it.each([
    ['{\n  "files": ["a.md",]\n}', 2, 20, 'unexpected "]" after a comma (trailing comma?)'],
    ['{"a": 1,\n}', 2, 1, 'unexpected "}" after a comma (trailing comma?)'],
    ['{\n  "title": "T"\n  "files": []\n}', 3, 3, `unexpected "\\"" where ',' or '}' was expected`],
    ['["a.md"\n "b.md"]', 2, 2, `unexpected "\\"" where ',' or ']' was expected`],
    ['{"files": ["a.md"', 1, 18, `the file ends too early where ',' or ']' was expected`],
    ['', 1, 1, 'the file ends too early where a value was expected'],
    ['{"a": 1} {"b": 2}', 1, 10, 'unexpected text after the end of the JSON value'],
    ["{'a': 1}", 1, 2, `unexpected "'a'" (not JSON: names and strings need double quotes)`],
    ['{"a" 1}', 1, 6, `unexpected "1" where ':' was expected`],
    ['{"a": "x\ny"}', 1, 7, 'a string is not closed before the end of the line'],
    ['{"a": "\\q"}', 1, 7, 'bad escape "\\q" in a string'],
    ['{"a": 1.}', 1, 7, '"1." is not a JSON number'],
    ['{\n  // a note\n  "a": 1\n}', 2, 3, 'a comment; JSON has none'],
  ])('%j: line %i, column %i, %s', (text, line, column, problem) => {
    expect(locateJsonError(text)).toEqual({ line, column, problem });
  });

  it('finds nothing wrong in valid JSON', () => {
    expect(locateJsonError('{"files": ["a.md"], "formats": {"pdf": {"toc": true}}}')).toBeNull();
  });
});

describe('jsonValueLines', () => {
  it('gives the line of every member (at its key) and element, by path; the first of a repeated key', () => {
    const text = [
      '{',
      '  "files": [',
      '    "a.md",',
      '    "b.md"',
      '  ],',
      '  "formats": {',
      '    "pdf": { "version": "web" }',
      '  },',
      '  "title": "One",',
      '  "title": "Two"',
      '}',
    ].join('\n');
    expect(Object.fromEntries(jsonValueLines(text))).toEqual({
      files: 2,
      'files[0]': 3,
      'files[1]': 4,
      formats: 6,
      'formats.pdf': 7,
      'formats.pdf.version': 7,
      title: 9,
    });
  });
});
