import { diffTexts } from './text-diff';

describe('diffTexts', () => {
  it('gives the unified diff of two texts, empty when they are equal', async () => {
    const patch = await diffTexts(
      { label: 'main', text: 'one\ntwo\nthree\n' },
      { label: 'yours', text: 'one\n2\nthree\n' },
      'chapters/ch01.md',
    );
    expect(patch).toContain('--- a/main/ch01.md');
    expect(patch).toContain('+++ b/yours/ch01.md');
    expect(patch).toContain('-two\n+2\n');
    expect(await diffTexts({ label: 'a', text: 'same\n' }, { label: 'b', text: 'same\n' }, 'x.md')).toBe('');
  });
});
