import { join } from 'node:path';
import { renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';
import { execFileSync } from 'node:child_process';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-media-blocks');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/birdsong', 'octavo-asciidoc-media-');

const REMOTE_VIDEO =
  'ch01.asciidoc:11: <video> playing https://media.example.org/wren-full.mp4 is not fetched (rendering never uses ' +
  'the network); it is printed as a link to that address. To play the video in the book, put a copy of it in the ' +
  'repository and point at that';

/**
 * AsciiDoc's `video::` block: Asciidoctor writes "Your browser does not support the video tag." inside the player
 * for readers that cannot play it, and a book printed that sentence (the PDF) or showed it in place of a video
 * played from the web, which a book never fetches (O'Reilly's 2013 Atlas guide opened with one). The sentence is
 * left out, and a video from the web is a link to its address.
 */
describe("AsciiDoc's video blocks", () => {
  it('HTML: a clip of the repository plays; a video from the web is a link to it; no browser sentence', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([REMOTE_VIDEO]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(page).toMatch(/<video src="assets\/clips\/wren\.mp4"[^>]*controls[^>]*>\s*<\/video>/);
    expect(page).toMatch(
      /<a href="https:\/\/media\.example\.org\/wren-full\.mp4" class="remote-video[^"]*">https:\/\/media\.example\.org\/wren-full\.mp4<\/a>/,
    );
    expect(plainText(page)).not.toContain('browser');
  });

  it('PDF: no browser sentence; the web video is a link; the clip is warned of as nothing to print', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([
      REMOTE_VIDEO,
      'ch01.asciidoc:6: a <video> cannot play on paper and holds nothing to print instead; left out of the PDF: say ' +
        'in the text beside it what it shows (a sentence, a link, a still image), or keep it out of the PDF with ' +
        'ifdef::backend-pdf[] … endif::[]',
    ]);
    const text = execFileSync('pdftotext', [outFile, '-'], { encoding: 'utf8' });
    expect(text).not.toContain('browser');
    expect(text).toContain('https://media.example.org/wren-full.mp4');
  });
});
