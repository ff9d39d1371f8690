import { loadPlatformConfig } from '../config/load-platform-config';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

/** Zen of Assembly Language's shape: a title file of metadata only, chapters and appendixes that number themselves. */
const ZEN = {
  'platform.json': JSON.stringify({
    files: [
      'src/title.md',
      'src/trademarks.md',
      'src/chapter-01.md',
      'src/chapter-02.md',
      'src/appendix-a.md',
      'src/about.md',
    ],
  }),
  'src/title.md': [
    '---',
    "title: 'Zen of Assembly Language: Volume I, Knowledge'",
    'author: Michael Abrash',
    'publisher: Scott Foresman Trade',
    '---',
    '',
  ].join('\n'),
  'src/trademarks.md': '# Trademarks\n\nOS/2 is a trademark of Microsoft Corp.\n',
  'src/chapter-01.md': '# Chapter 1: Zen?\n\nWhat is the Zen of assembler?\n',
  'src/chapter-02.md': '# Chapter 2: Assume Nothing\n\nTime it.\n',
  'src/appendix-a.md': '# Appendix A: Instruction Set Reference\n\nAAA.\n',
  'src/about.md': '# About this version\n\nConverted from the CD of the Black Book.\n',
};

describe('a pandoc book whose first file is only its metadata block', () => {
  it('takes the book title, author and publisher from it, and prints no empty chapter for it', async () => {
    const source = memorySource(ZEN);
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.config).toMatchObject({
      title: 'Zen of Assembly Language: Volume I, Knowledge',
      authors: ['Michael Abrash'],
      publisher: 'Scott Foresman Trade',
    });
    const model = await buildBookModel(source, loaded.config, { bookName: 'jagregory/abrash-zen-of-asm' });
    expect(model.title).toBe('Zen of Assembly Language: Volume I, Knowledge');
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', undefined, 'Trademarks'],
      ['chapter', 'Chapter 1', 'Chapter 1: Zen?'],
      ['chapter', 'Chapter 2', 'Chapter 2: Assume Nothing'],
      ['appendix', 'Appendix A', 'Appendix A: Instruction Set Reference'],
      // How the edition was made, after the appendixes: a colophon, not "Appendix B".
      ['colophon', undefined, 'About this version'],
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
