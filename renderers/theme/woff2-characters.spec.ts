import * as fontkit from '@pdf-lib/fontkit';
import { loadBookFonts } from './fonts';
import { woff2Characters } from './woff2-characters';

describe('woff2Characters', () => {
  it('reads the same characters as fontkit from every font Octavo ships (text, fallbacks, math)', async () => {
    const faces = await loadBookFonts({ math: true });
    expect(faces.length).toBeGreaterThan(20);
    for (const face of faces) {
      const own = woff2Characters(face.data);
      expect([face.file, own?.length]).toEqual([face.file, expect.any(Number)]);
      expect([face.file, own]).toEqual([face.file, fontkit.create(face.data).characterSet]);
    }
  });

  it('leaves what it does not read to fontkit: not WOFF2, or a cut-off file', () => {
    expect(
      woff2Characters(Buffer.from('OTTO0000000000000000000000000000000000000000000000')),
    ).toBeUndefined();
    expect(woff2Characters(Buffer.from('wOF2'))).toBeUndefined();
  });
});
