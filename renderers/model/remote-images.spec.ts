import { memorySource } from '../test-support/memory-source';
import { pngHeader } from '../test-support/image-headers';
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

// A book on a self-hosted GitLab showed its diagrams by their raw addresses, its access token in each: the
// repository's own file was not found by the address, and the token was printed in the HTML, the EPUB and the PDF.
describe('an image named by an address whose path ends in a file of the repository', () => {
  it("on a Git host's raw address: the repository's file is shown, the author told its path; no token is kept", async () => {
    const model = await buildBookModel(
      memorySource({
        'ch/one.html':
          '<section data-type="chapter"><h1>One</h1>\n<p><img alt="Flow" ' +
          'src="https://git.example.com/o/b/raw/master//diagrams/a.png?private_token=SECRET123"></p></section>',
        'diagrams/a.png': pngHeader(10, 10),
      }),
      { files: ['ch/one.html'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions[0]!.html).toMatch(/<img [^>]*src="assets\/diagrams\/a\.png"/);
    expect(model.warnings.map(formatWarning)).toEqual([
      "ch/one.html:2: remote image https://git.example.com/o/b/raw/master//diagrams/a.png is, by its path on a Git host, this repository's diagrams/a.png: that file is shown, from the built commit, as rendering never uses the network; write its path, ../diagrams/a.png, so every tool shows this commit's image; the address holds an access token (private_token), which the book never prints: take it out of the source too, and revoke it, as anyone who reads the source can use it",
    ]);
    expect(JSON.stringify(model)).not.toContain('SECRET123');
  });

  it('elsewhere: printed as a link without its token, the author told which file of the repository it may be', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch/one.md': '# One\n\n![](https://cdn.example.com/static/diagrams/a.png?token=SECRET123&v=2)\n',
        'diagrams/a.png': pngHeader(10, 10),
      }),
      { files: ['ch/one.md'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions[0]!.html).toContain('href="https://cdn.example.com/static/diagrams/a.png?v=2"');
    expect(model.warnings.filter((w) => w.kind === 'remote-resource').map(formatWarning)).toEqual([
      'ch/one.md:3: remote image https://cdn.example.com/static/diagrams/a.png?v=2 is not fetched (rendering never ' +
        'uses the network); printed as a link to its address: the repository has diagrams/a.png, whose path ends ' +
        'the address: if it is that image, write its path, ../diagrams/a.png, to print it; the address holds an ' +
        'access token (token), which the book never prints: take it out of the source too, and revoke it, as ' +
        'anyone who reads the source can use it',
    ]);
    expect(JSON.stringify(model)).not.toContain('SECRET123');
  });
});
