import { loadPlatformConfig, parsePlatformConfig } from '../index';
import { memorySource } from '../test-support/memory-source';

describe('loadPlatformConfig', () => {
  it('reports config_missing with an example when neither platform.json nor atlas.json exists', async () => {
    const result = await loadPlatformConfig(memorySource({ 'ch01.md': '# Hi' }));
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain('platform.json');
    expect(result.message).toContain('"files": [');
  });

  it('falls back to atlas.json', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'atlas.json': JSON.stringify({ files: ['ch01.html'], title: 'Old Book', theme: 'x/y' }),
      }),
    );
    expect(result).toEqual({
      ok: true,
      configFile: 'atlas.json',
      config: { files: ['ch01.html'], title: 'Old Book', theme: 'x/y', formats: {} },
    });
  });

  it('prefers platform.json over atlas.json', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'platform.json': '{"files": ["a.md"]}',
        'atlas.json': '{"files": ["b.md"]}',
      }),
    );
    expect(result).toMatchObject({ ok: true, configFile: 'platform.json', config: { files: ['a.md'] } });
  });

  it.each([
    ['a trailing comma', '{\n  "files": ["a.md",]\n}', 'line 2, column 20'],
    ['a missing comma', '{\n  "title": "T"\n  "files": ["a.md"]\n}', 'line 3, column 3'],
    ['a truncated file', '{"files": ["a.md"', 'line 1, column 18'],
    ['an empty file', '', 'line 1, column 1'],
  ])('reports invalid JSON (%s) with line and column', async (_case, text, where) => {
    const result = await loadPlatformConfig(memorySource({ 'platform.json': text }));
    expect(result).toMatchObject({ ok: false, error: 'config_invalid' });
    if (result.ok) return;
    expect(result.message).toContain('platform.json is not valid JSON');
    expect(result.message).toContain(where);
  });

  it.each([
    ['not an object', '["a.md"]', 'must contain a JSON object'],
    ['no files', '{"title": "T"}', '"files" is missing'],
    ['files not a list', '{"files": "a.md"}', '"files" must be a list'],
    ['files empty', '{"files": []}', '"files" is empty'],
    ['a non-string entry', '{"files": ["a.md", "b.md", 3]}', 'files[2] must be a string'],
    ['an empty entry', '{"files": ["a.md", " "]}', 'files[1] must not be empty'],
    ['a wrong type for title', '{"files": ["a.md"], "title": 5}', '"title" must be a string'],
    [
      'a wrong type for a format option',
      '{"files": ["a.md"], "formats": {"html": {"consolidated": "yes"}}}',
      '"formats.html.consolidated" must be true or false',
    ],
  ])('reports config_invalid for %s, naming the key', async (_case, text, expected) => {
    const result = await loadPlatformConfig(memorySource({ 'platform.json': text }));
    expect(result).toMatchObject({ ok: false, error: 'config_invalid' });
    if (result.ok) return;
    expect(result.message).toContain(expected);
  });

  it('lists every problem in details', async () => {
    const result = await loadPlatformConfig(
      memorySource({ 'platform.json': '{"files": [1, null], "lang": 2}' }),
    );
    expect(result).toMatchObject({
      ok: false,
      details: [
        'files[0] must be a string (a repository-relative path), got number 1',
        'files[1] must be a string (a repository-relative path), got null',
        '"lang" must be a string, got number 2',
      ],
    });
  });

  it('accepts a full valid config and ignores unknown keys', async () => {
    const config = {
      files: ['toc.html', 'ch01.md', 'ch02.adoc'],
      title: 'Octavo Guide',
      lang: 'en-GB',
      theme: 'theme/html/book.css',
      print_isbn13: '9781234567897',
      formats: {
        pdf: { toc: true, index: true, version: 1.7, trim_size: '7in 9.1875in' },
        html: { consolidated: true, syntaxhighlighting: false },
        unknown_format: { anything: 1 },
      },
      branch: 'ignored',
    };
    const result = await loadPlatformConfig(
      memorySource({ 'platform.json': `\uFEFF${JSON.stringify(config)}` }),
    );
    expect(result).toEqual({
      ok: true,
      configFile: 'platform.json',
      config: {
        files: ['toc.html', 'ch01.md', 'ch02.adoc'],
        title: 'Octavo Guide',
        lang: 'en-GB',
        theme: 'theme/html/book.css',
        print_isbn13: '9781234567897',
        formats: {
          pdf: { toc: true, index: true, version: '1.7', trim_size: '7in 9.1875in' },
          html: { consolidated: true, syntaxhighlighting: false },
        },
      },
    });
  });

  it('refuses a files list longer than the limit, naming the count, the limit and its setting', async () => {
    const files = Array.from({ length: 5 }, (_, i) => `ch${i}.md`);
    const text = JSON.stringify({ files });
    expect(parsePlatformConfig(text, 'platform.json', { maxFiles: 5 })).toMatchObject({ ok: true });
    const result = parsePlatformConfig(text, 'platform.json', { maxFiles: 4 });
    expect(result).toMatchObject({ ok: false, error: 'config_invalid' });
    if (result.ok) return;
    expect(result.message).toContain('lists 5 files, more than the limit of 4 (OCTAVO_MAX_BOOK_FILES)');
    expect(parsePlatformConfig(text, 'platform.json')).toMatchObject({ ok: true });
  });
});
