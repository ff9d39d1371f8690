import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

describe('An rST title whose underline is shorter than it, as pandoc converts it', () => {
  // Intermediate Python's map_filter.rst and open_function.rst, through `pandoc -f rst -t markdown --wrap=preserve
  // --columns=1000`: pandoc reads neither title as one (docutils and Sphinx do, with a warning).
  const MAP_FILTER_MD = [
    'Map, Filter and Reduce',
    '\\-\\-\\-\\-\\-\\-\\-\\-\\-\\-\\--',
    '',
    'Text.',
    '',
    '# Map',
    '',
    'More.',
    '',
  ].join('\n');
  const OPEN_MD = ['`open` Function', '\\-\\-\\-\\-\\-\\-\\-\\-\\-\\-\\-\\--', '', 'Text.', ''].join('\n');

  it('is warned of at its underline, with how to mend it, instead of as text before a title', async () => {
    const model = await buildBookModel(
      memorySource({
        'conf.py': "project = 'Intermediate Python'\n",
        'args.md': '# Args\n\nText.\n',
        'map_filter.md': MAP_FILTER_MD,
        'open_function.md': OPEN_MD,
      }),
      { files: ['args.md', 'map_filter.md', 'open_function.md'], formats: {} },
      { bookName: 'ann/sphinx' },
    );
    const said = (title: string, length: number, of: number) =>
      `"${title}" is a title whose underline (${length} "-") is shorter than its ${of} characters: Sphinx reads ` +
      'it as a title, pandoc as text, so the book prints it as a paragraph and its chapter has no title; lengthen ' +
      'the underline in the .rst file this file was converted from to the length of the title and convert the ' +
      'file again';
    expect(model.warnings.map(formatWarning)).toEqual([
      `map_filter.md:2: ${said('Map, Filter and Reduce', 12, 22)}`,
      `open_function.md:2: ${said('`open` Function', 13, 15)}`,
    ]);
  });
});
