import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'embedded-media');
const source = directorySource(FIXTURE);

const EXPECTED_WARNINGS = [
  'chapters/tracking.md:7: <iframe> embedding https://player.example.org/video/1234 cannot be shown in a book ' +
    '(it would load a web page); it is printed as a link to that address. Write a sentence and a link (or a ' +
    'screenshot) there to say what it shows',
  'chapters/tracking.md:16: <script src="https://gist.example.org/ann/5904383.js"> removed (book scripts never ' +
    'run): whatever it wrote into the page is not in the book; put that content in the source instead (for a ' +
    'gist, its code as a code block)',
  'chapters/filters.html:4: <iframe> embedding https://video.example.org/embed/t4DT3 cannot be shown in a book ' +
    '(it would load a web page); it is printed as a link to that address. Write a sentence and a link (or a ' +
    'screenshot) there to say what it shows',
  'chapters/tracking.md:21: remote image https://images.example.org/gray-vs-luma.jpg is not fetched (rendering ' +
    'never uses the network); printed as a link to its address: put a copy of it in the repository and point at that to print the image',
];

describe("A video site's embed, a gist's script and a remote image in a chapter's own HTML", () => {
  const book = fixtureSuite(source, 'ann/seeing', 'octavo-embedded-media-');

  it('HTML: each embed is a link to what it showed; every warning names its line', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(EXPECTED_WARNINGS);
    const zip = await readZip(outFile);
    const tracking = zip.get('ch01.html')!.toString('utf8');
    expect(tracking).toMatch(
      /<p><a href="https:\/\/player\.example\.org\/video\/1234" class="embedded-frame[^"]*">https:\/\/player\.example\.org\/video\/1234<\/a><\/p>/,
    );
    expect(tracking).not.toMatch(/<iframe|<script src="https:/);
    const filters = zip.get('ch02.html')!.toString('utf8');
    expect(filters).toMatch(
      /<a href="https:\/\/video\.example\.org\/embed\/t4DT3"[^>]*>Blurring a frame<\/a>/,
    );
    expect(plain(filters)).toContain('A blur, step by step: Blurring a frame');
  });

  it('EPUB: the links are in the chapters, no frame is', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(EXPECTED_WARNINGS);
    const zip = await readZip(outFile);
    const chapters = [...zip.entries()]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, data]) => data.toString('utf8'))
      .join('\n');
    expect(chapters).toContain('href="https://player.example.org/video/1234"');
    expect(chapters).toContain('href="https://video.example.org/embed/t4DT3"');
    expect(chapters).not.toMatch(/<iframe/);
  });
});
