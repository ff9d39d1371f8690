import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

// Pwning OWASP Juice Shop links https://matrix.to/#/#bkimminich_juice-shop:gitter.im: epubcheck refused the EPUB
// (RSC-020, not a valid URI): a URL holds one `#`.
describe('a web address whose fragment holds another #', () => {
  it('is written with that # encoded, meaning the same, without a warning', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch1.adoc':
          '== Chat\n\nJoin https://matrix.to/#/#bkimminich_juice-shop:gitter.im[the chat] or https://example.org/a#b.\n',
      }),
      { files: ['ch1.adoc'], formats: {} },
      { bookName: 'x', format: 'epub' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain('href="https://matrix.to/#/%23bkimminich_juice-shop:gitter.im"');
    expect(html).toContain('href="https://example.org/a#b"');
    expect(model.warnings.filter((w) => w.kind === 'link-mended' || w.kind === 'link-broken')).toEqual([]);
  });
});
