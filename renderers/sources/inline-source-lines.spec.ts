import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';

describe('warnings about a link or an image inside a paragraph written over several lines', () => {
  it('name the line the link or the image is written on, not the paragraph’s first', async () => {
    const files = {
      'ch01.md':
        '---\ntitle: Gardens\n---\n\nA paragraph wrapped at a short width, with `code that\nwraps` and a link\n' +
        'to [the shed](shed.md) on its third line,\nand then\n![a rake](rake.png) on the fifth.\n\n' +
        '> Quoted, over\n> two lines: [the pond](pond.md).\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/book' },
    );
    const warnings = model.warnings.map(formatWarning);
    expect(warnings).toHaveLength(3);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ch01\.md:7: link shed\.md /),
        expect.stringMatching(/^ch01\.md:9: .*rake\.png/),
        expect.stringMatching(/^ch01\.md:12: link pond\.md /),
      ]),
    );
  });
});
