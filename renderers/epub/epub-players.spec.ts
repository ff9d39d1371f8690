import { parseHtml, serializeHtml } from '../dom/html-dom';
import type { BookAsset } from '../model/book-model';
import { formatWarning, BookWarning } from '../warnings';
import { keepPlayableMedia, playableMedia } from './epub-players';

const asset = (path: string, mediaType: string): BookAsset => ({
  sourcePath: path,
  outputPath: `assets/${path}`,
  href: `assets/${path}`,
  mediaType,
  data: Buffer.from('x'),
});

describe('keepPlayableMedia', () => {
  const assets = [
    asset('v/a.mp4', 'video/mp4'),
    asset('v/a.ogv', 'video/ogg'),
    asset('v/a.png', 'image/png'),
  ];

  it('keeps the sources an EPUB reader plays, leaves out the others with a warning, and ships what it kept', () => {
    const warnings: BookWarning[] = [];
    const used = new Set<BookAsset>();
    const nodes = keepPlayableMedia(
      parseHtml(
        '<video controls><source src="assets/v/a.ogv"><source src="assets/v/a.mp4"><p>A clip.</p></video>' +
          '<audio src="assets/v/a.ogv"><p>A song.</p></audio>',
      ),
      playableMedia(assets),
      used,
      'ch.html',
      warnings,
    );
    expect(serializeHtml(nodes)).toBe(
      '<video controls=""><source src="assets/v/a.mp4"><p>A clip.</p></video><p>A song.</p>',
    );
    expect([...used].map((a) => a.sourcePath)).toEqual(['v/a.mp4']);
    expect(warnings.map(formatWarning)).toEqual([
      'ch.html: <source> v/a.ogv is not a type EPUB readers play (MP3 or AAC audio, MP4 or WebM video, WebVTT ' +
        'captions); left out of the EPUB: add a version in one of those',
      'ch.html: <audio> v/a.ogv is not a type EPUB readers play (MP3 or AAC audio, MP4 or WebM video, WebVTT ' +
        'captions); left out of the EPUB: add a version in one of those',
    ]);
  });
});
