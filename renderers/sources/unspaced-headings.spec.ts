import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';

describe('a heading written with no space after its # signs (`##Watering`)', () => {
  it('is printed as text, as CommonMark and pandoc print it, with a warning naming file:line and the fix', async () => {
    const files = {
      'ch01.md':
        '---\ntitle: Garden\n##notes: none\n---\n\n##Watering\n\nDaily.\n\n###`hose()` Options\nSee above.\n\n' +
        '```\n##not a heading in code\n```\n\n    ##indented code\n\nA line ending in\n##2 is text.\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions[0]!.html).toContain('##Watering');
    const fix = (written: string, hashes: string, rest: string) =>
      `"${written}" is printed as text: a heading needs a space after its # signs in CommonMark (GitHub) and ` +
      `pandoc, which older Markdown tools did without; write "${hashes} ${rest}" to make it a heading`;
    expect(model.warnings.map(formatWarning)).toEqual([
      `ch01.md:6: ${fix('##Watering', '##', 'Watering')}`,
      `ch01.md:10: ${fix('###`hose()` Options', '###', '`hose()` Options')}`,
    ]);
  });
});
