import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

// TypeScript Deep Dive (GitBook) leaves notes to itself as links with no text: `[](Interfaces are open ended)`.
// GitBook prints nothing for them; Octavo printed each address, percent-encoded, as text.
describe('a link with no text whose address is words', () => {
  it('prints nothing, and is warned about with the fix', async () => {
    const model = await buildBookModel(
      memorySource({
        'why.md':
          '# Why\n\nText.\n\n[](Interfaces are open ended)\n[](### Type Compatibility)\n\n' +
          'See [](other.md) and [the guide](missing guide.md).\n',
        'other.md': '# Other\n\nMore.\n',
      }),
      { files: ['why.md', 'other.md'], formats: {} },
      { bookName: 'x' },
    );
    const html = model.divisions[0]!.html;
    expect(html).not.toMatch(/Interfaces|Compatibility/);
    expect(html).toContain('the guide');
    expect(
      model.warnings.filter((w) => w.text.includes('words rather than an address')).map(formatWarning),
    ).toEqual([
      expect.stringMatching(
        /^why\.md:5: link with no text to "Interfaces are open ended", words rather than an address: printed as nothing/,
      ),
      expect.stringMatching(/^why\.md:6: link with no text to "## Type Compatibility"/),
    ]);
  });
});
