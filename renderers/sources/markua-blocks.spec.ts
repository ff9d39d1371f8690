import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { writesMarkua } from './markua-blocks';

describe('writesMarkua', () => {
  it("tells Markua by its blocks and its attribute lists, outside listings, from LFM's {key=value}", () => {
    expect(writesMarkua('# One\n\n{icon: quote-right}\nB> _Why worry?_\n')).toBe(true);
    expect(writesMarkua('{blurb, class: information}\nText.\n{/blurb}\n')).toBe(true);
    expect(writesMarkua('{icon=gift}\nG> ## News\n\n{line-numbers=off}\n')).toBe(false);
    expect(writesMarkua('```js\n{a: 1}\n```\n\n    {b: 2}\n')).toBe(false);
  });
});

describe('a Markua manuscript', () => {
  const build = (files: Record<string, string>) =>
    buildBookModel(memorySource(files), { files: Object.keys(files), formats: {} }, { bookName: 'ann/tdd' });

  // pycabook: its blurbs' lines and its dialogues ran together into one line each.
  it('breaks the line at each newline of a paragraph, a blurb and a quotation, in every file of the book', async () => {
    const model = await build({
      'manuscript/ch1.md':
        '# Tools\n\n{icon: quote-right}\nB> _Why worry?_\nB> Ghostbusters (1984)\n\nB> **TDD rule number 1**\nB> Test first\n',
      'manuscript/ch2.md': '# Talk\n\n**Boss**: Hi.\n**Dev**: Hello.\n\n> One\n> Two\n',
    });
    expect(model.divisions[0]!.html).toContain('<strong>TDD rule number 1</strong><br>\nTest first');
    expect(model.divisions[0]!.html).toContain('<em>Why worry?</em><br>\nGhostbusters (1984)');
    expect(model.divisions[1]!.html).toContain(
      '<strong>Boss</strong>: Hi.<br>\n<strong>Dev</strong>: Hello.',
    );
    expect(model.divisions[1]!.html).toMatch(/One<br>\nTwo/);
  });

  it('is told from Leanpub Flavoured Markdown and from Markdown outside a manuscript, which join the lines', async () => {
    const lfm = await build({ 'manuscript/ch1.md': '# One\n\n{icon=gift}\nG> News\n\nHi.\nHello.\n' });
    expect(lfm.divisions[0]!.html).toContain('Hi.\nHello.');
    const plain = await build({ 'ch1.md': '# One\n\n{icon: quote-right}\nB> A\n\nHi.\nHello.\n' });
    expect(plain.divisions[0]!.html).toContain('Hi.\nHello.');
  });
});
