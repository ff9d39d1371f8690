import { parsePlatformConfig } from '../../renderers/config/load-platform-config';
import { configErrorLines } from './config-error-lines';

function linesFor(text: string, file: 'platform.json' | 'atlas.json' = 'atlas.json'): string[] {
  const result = parsePlatformConfig(text, file);
  if (result.ok) throw new Error('expected a rejected config');
  return configErrorLines(result);
}

describe('configErrorLines', () => {
  it('puts a JSON syntax error at file:line', () => {
    expect(linesFor('{\n  "title": "x",\n  "files": ["a.md"]\n  "x": 1\n}')).toEqual([
      `atlas.json:4: not valid JSON: unexpected "\\"" where ',' or '}' was expected (column 3)`,
    ]);
  });

  it('gives each problem of the files list its own line', () => {
    expect(linesFor('{\n "title": "t",\n "files": ["a.md",\n   3, ""]\n}', 'platform.json')).toEqual([
      'platform.json:4: files[1] must be a string (a repository-relative path), got number 3',
      'platform.json:4: files[2] must not be empty',
    ]);
  });

  it('names the file when the problem has no line', () => {
    expect(linesFor('{"title":"x"}')).toEqual([
      `atlas.json: "files" is missing: add a list of the book's source files in reading order`,
    ]);
    expect(linesFor('[1]')[0]).toBe('atlas.json: must contain a JSON object such as:');
  });

  it('keeps a message that names no file as it is', () => {
    expect(
      configErrorLines({ ok: false, error: 'config_missing', message: 'No platform.json found.\nAdd one.' }),
    ).toEqual(['No platform.json found.', 'Add one.']);
  });
});
