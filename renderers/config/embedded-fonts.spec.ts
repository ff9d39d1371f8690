import { loadPlatformConfig } from './load-platform-config';
import { memorySource } from '../test-support/memory-source';

const atlas = (fonts: string[]) =>
  [
    '{',
    '  "files": ["ch01.adoc"],',
    '  "formats": {',
    '    "epub": {',
    '      "toc": true,',
    `      "embedded_fonts": ${JSON.stringify(fonts)}`,
    '    }',
    '  }',
    '}',
  ].join('\n');

async function fontWarnings(fonts: string[], files: Record<string, string | Buffer> = {}) {
  const result = await loadPlatformConfig(
    memorySource({ 'atlas.json': atlas(fonts), 'ch01.adoc': '== Eins\n', ...files }),
  );
  if (!result.ok) throw new Error(result.message);
  return result.warnings
    .filter((w) => w.subject === 'formats.epub.embedded_fonts')
    .map((w) => [w.file, w.line, w.text]);
}

describe('formats.<f>.embedded_fonts', () => {
  it('naming font files the repository does not have: one warning at its line naming them, and the fix; the book builds', async () => {
    expect(
      await fontWarnings([
        'fonts/Plain.otf',
        'fonts/Plain-Bold.otf',
        'fonts/extra/Mono.otf',
        'fonts/extra/Mono-Italic.otf',
      ]),
    ).toEqual([
      [
        'atlas.json',
        6,
        '"formats.epub.embedded_fonts" names 4 files not in the repository (fonts/Plain.otf, fonts/Plain-Bold.otf, ' +
          "fonts/extra/Mono.otf and 1 more): nothing is embedded, and the EPUB carries the theme's shipped fonts; " +
          "remove the key, or add the font files and name them in an @font-face rule of the book's theme CSS",
      ],
    ]);
  });

  it('naming files it has: they are not embedded either, and the warning says how to use them', async () => {
    const [only, ...rest] = await fontWarnings(['fonts/Plain.otf'], {
      'fonts/Plain.otf': Buffer.from('OTTO'),
    });
    expect(rest).toEqual([]);
    expect(only).toEqual([
      'atlas.json',
      6,
      '"formats.epub.embedded_fonts" (1 file) is not embedded: the EPUB carries the theme\'s shipped fonts; to use ' +
        "them, name them in an @font-face rule of the book's theme CSS",
    ]);
  });

  it('naming some it has and some it has not: names the missing ones', async () => {
    const [only] = await fontWarnings(['fonts/Plain.otf', 'fonts/Gone.otf'], {
      'fonts/Plain.otf': Buffer.from('OTTO'),
    });
    expect(only![2]).toMatch(/\(2 files\) are not embedded: .*; not in the repository: fonts\/Gone\.otf$/);
  });
});
