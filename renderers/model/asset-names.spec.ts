import { memorySource } from '../test-support/memory-source';
import { ONE_PIXEL_PNG as PNG } from '../test-support/png-encoder';
import { buildBookModel } from './build-book-model';

// TypeScript Deep Dive's docs/images/promise states and fates.png: epubcheck warns about a file name with spaces.
describe('an image whose file name has spaces', () => {
  it('is shipped under a name without them, apart from a file already named so', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch1.md':
          '# One\n\n![States](images/promise%20states%20and%20fates.png)\n\n![Other](images/promise_states_and_fates.png)\n',
        'images/promise states and fates.png': PNG,
        'images/promise_states_and_fates.png': PNG,
      }),
      { files: ['ch1.md'], formats: {} },
      { bookName: 'x', format: 'epub' },
    );
    const shipped = model.assets.map((a) => [a.sourcePath, a.outputPath]);
    expect(shipped).toEqual([
      ['images/promise states and fates.png', 'assets/images/promise_states_and_fates.png'],
      ['images/promise_states_and_fates.png', 'assets/images/promise_states_and_fates-2.png'],
    ]);
    expect(model.divisions[0]!.html).toContain('src="assets/images/promise_states_and_fates.png"');
  });
});
