import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { renderTocList } from './generated-content';

/** Linux Insides' data-structure pages: each opens with the series' title, its own title a `---` heading below it. */
const page = (name: string) =>
  `Data Structures in the Linux Kernel\n===\n\n${name}\n---\n\nText about ${name.toLowerCase()}.\n`;
const files = {
  'SUMMARY.md': [
    '# Summary',
    '',
    '* [Data Structures in the Linux Kernel](ds/README.md)',
    '    * [Doubly linked list](ds/list.md)',
    '    * [Radix tree](ds/radix.md)',
    '    * [Bit arrays](ds/bits.md)',
    '* [Useful links](LINKS.md)',
  ].join('\n'),
  'ds/README.md': '# Data Structures in the Linux Kernel\n\nThis chapter describes data structures.\n',
  'ds/list.md': page('Doubly linked list'),
  'ds/radix.md': page('Radix tree'),
  'ds/bits.md': page('Bit arrays'),
  'LINKS.md': '# Useful links\n\nManuals.\n',
};
const listed = ['ds/README.md', 'ds/list.md', 'ds/radix.md', 'ds/bits.md', 'LINKS.md'];
const build = (book: Record<string, string>) =>
  buildBookModel(memorySource(book), { files: listed, formats: {} }, { bookName: 'x' });

describe('Pages whose own titles repeat, that SUMMARY.md names apart', () => {
  it('are listed by their SUMMARY.md names in the contents and the outline; their pages keep the titles as written', async () => {
    const model = await build(files);
    expect(model.divisions.map((d) => d.title)).toEqual([
      'Data Structures in the Linux Kernel',
      'Doubly linked list',
      'Radix tree',
      'Bit arrays',
      'Useful links',
    ]);
    const contents = renderTocList(model, (id) => `#${id}`).replace(/<[^>]+>/g, ' ');
    expect(contents.match(/Data Structures in the Linux Kernel/g)).toHaveLength(1);
    expect(model.divisions[2]!.html).toMatch(/<h1[^>]*>.*Data Structures in the Linux Kernel<\/h1>/);
    expect(model.divisions[2]!.html).toMatch(/<h2[^>]*>Radix tree<\/h2>/);
  });

  it('keep their own titles when SUMMARY.md names them alike too', async () => {
    const summary = files['SUMMARY.md'].replace(/\[(Doubly linked list|Radix tree|Bit arrays)\]/g, '[Data]');
    const model = await build({ ...files, 'SUMMARY.md': summary });
    expect(model.divisions.filter((d) => d.title === 'Data Structures in the Linux Kernel')).toHaveLength(4);
  });
});
