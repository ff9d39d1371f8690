import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

const remote = (name: string) => `![${name}](http://example.org/opencv/${name}.gif)`;

describe('images named by web addresses', () => {
  it('are one warning a file, at the first, with the count and the other lines; a file with one keeps its own', async () => {
    const source = memorySource({
      'blur.md': ['# Blur', '', remote('blur'), '', 'More:', '', `${remote('more')} ${remote('less')}`].join(
        '\n',
      ),
      'threshold.md': ['# Threshold', '', remote('threshold')].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['blur.md', 'threshold.md'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.warnings.filter((w) => w.kind === 'remote-resource').map(formatWarning)).toEqual([
      'blur.md:3: 3 remote images are not fetched (rendering never uses the network): the first, ' +
        'http://example.org/opencv/blur.gif, here, the others at line 7 (2 there); each is printed as a link to its ' +
        'address: put copies of them in the repository and point at those to print the images',
      'threshold.md:3: remote image http://example.org/opencv/threshold.gif is not fetched (rendering never uses ' +
        'the network); printed as a link to its address: put a copy of it in the repository and point at that to ' +
        'print the image',
    ]);
    // Each is still a link to its address.
    expect(model.divisions[0]!.html).toContain('href="http://example.org/opencv/less.gif"');
  });
});
