import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite, plainText } from './support/render-fixture';

/**
 * Video and audio in a chapter (Dive Into HTML5's `<video>` with `<source>`s for three formats and a fallback
 * inside it). The clips the repository holds are shipped with the HTML and EPUB editions, as images are; a source
 * it does not hold is left out with a warning at its line, not left pointing at nothing (epubcheck RSC-007). On
 * paper nothing plays: each player gives way to the fallback its author wrote inside it, not an empty player box.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'media-players');
const source = directorySource(FIXTURE);

const MISSING_SOURCES = [
  'listening.html:7: <source> of the <video> clips/wren.webm not found (looked for clips/wren.webm); left out: ' +
    'add the file to the repository or correct the path',
  'listening.html:16: <source> of the <audio> sounds/robin.ogg not found (looked for sounds/robin.ogg); left ' +
    'out: add the file to the repository or correct the path',
];

describe('video and audio: shipped where they play, their fallback on paper', () => {
  const book = fixtureSuite(source, 'ann/birdsong', 'octavo-media-players-');

  it('html: the clip and its captions are shipped; a missing source is left out; an unplayable player is its fallback', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(MISSING_SOURCES);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const page = zip.get('ch01.html')!.toString('utf8');
    const videos = [...page.matchAll(/<video[\s\S]*?<\/video>/g)].map((m) => m[0]);
    expect(videos).toHaveLength(2);
    expect(videos[0]).toContain('<source src="assets/clips/wren.mp4" type="video/mp4">');
    expect(videos[0]).toContain('<track src="assets/clips/wren.vtt"');
    expect(videos[0]).not.toContain('wren.webm');
    expect(zip.has('assets/clips/wren.mp4')).toBe(true);
    expect(zip.has('assets/clips/wren.vtt')).toBe(true);
    // The robin's only source is missing: its fallback sentence stands in its place.
    expect(page).not.toContain('<audio');
    expect(plainText(page)).toContain("The robin's song, rising then falling.");
  });

  it('epub: every file a player loads is in the book; epubcheck clean', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(MISSING_SOURCES);
    const zip = await readZip(outFile);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toMatch(
      /href="assets\/clips\/wren\.mp4"[^>]*media-type="video\/mp4"|media-type="video\/mp4"[^>]*href="assets\/clips\/wren\.mp4"/,
    );
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toContain('<source src="assets/clips/wren.mp4" type="video/mp4"/>');
    expect(zip.has('OEBPS/assets/clips/wren.mp4')).toBe(true);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('pdf: each player is its fallback; one with none is left out, said where', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([
      'listening.html:22: a <video> cannot play on paper and holds nothing to print instead; left out of the ' +
        'PDF: write inside the <video> element what a reader who cannot play it should see (a sentence, a ' +
        'link, a still image)',
    ]);
    const text = execFileSync('pdftotext', [outFile, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('A wren singing on a fence post, at first light.');
    expect(text).toContain("The robin's song, rising then falling.");
  }, 120_000);
});
