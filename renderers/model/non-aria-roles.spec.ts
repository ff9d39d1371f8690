import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const build = async (files: Record<string, string>) => {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName: 'x' },
  );
  return { html: model.divisions.map((d) => d.html).join('\n'), warnings: model.warnings.map(formatWarning) };
};

describe('a role attribute that names no ARIA role', () => {
  it('becomes the class it means, ARIA roles beside it kept, with one warning a file at the first', async () => {
    const { html, warnings } = await build({
      'ch.asciidoc': [
        '== Kites',
        '',
        'A kite needs pass:[<span role="keep-together">a steady wind</span>] and a long string.',
        '',
        'pass:[<span class="note-ish" role="note sidebar">Tails steady it.</span>]',
        '',
        'pass:[<span role="img" aria-label="a kite">🪁</span>]',
      ].join('\n'),
      'ch2.md': '# Tails\n\nA tail <span role="keep-together">keeps it upright</span>.\n',
    });
    expect(html).toContain('<span class="keep-together">a steady wind</span>');
    expect(html).toContain('<span class="note-ish sidebar" role="note">Tails steady it.</span>');
    expect(html).toContain('<span role="img" aria-label="a kite">');
    expect(html).toContain('<span class="keep-together">keeps it upright</span>');
    expect(warnings).toEqual([
      'ch.asciidoc:3: <span role="keep-together"> names no ARIA role, and so is 1 more in this file: it is printed ' +
        'as class="keep-together", as a role it would fail EPUB validation and mean nothing to screen readers; ' +
        'write class="keep-together" (AsciiDoc: [.keep-together]#text#)',
      'ch2.md:3: <span role="keep-together"> names no ARIA role: it is printed as class="keep-together", as a role ' +
        'it would fail EPUB validation and mean nothing to screen readers; write class="keep-together"',
    ]);
  });
});
