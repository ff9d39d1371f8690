import { pngHeader } from '../test-support/image-headers';
import { isAnimatedImage } from './animated-images';

// Written by ImageMagick: `convert -size 4x4 xc:red xc:blue -delay 50 -loop 0 anim.gif`, and one frame.
const ANIMATED_GIF = Buffer.from(
  '47494638396104000400f00000ff000000000021f904000000000021ff0b4e45545343415045322e3003010000002c00000000' +
    '04000400000204848f09050021f90400000000002c0000000004000400800000ff0000000204848f0905003b',
  'hex',
);
const STILL_GIF = Buffer.from(
  '47494638396104000400f00000ff000000000021f90400000000002c0000000004000400000204848f0905003b',
  'hex',
);
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};

describe('isAnimatedImage', () => {
  it('finds a GIF with more than one frame', () => {
    expect(isAnimatedImage(ANIMATED_GIF, 'image/gif')).toBe(true);
    expect(isAnimatedImage(STILL_GIF, 'image/gif')).toBe(false);
    expect(isAnimatedImage(Buffer.from('not a gif'), 'image/gif')).toBe(false);
  });

  it('finds an APNG by its animation control chunk before the image data', () => {
    const actl = chunk('acTL', Buffer.alloc(8));
    const idat = chunk('IDAT', Buffer.alloc(4));
    expect(isAnimatedImage(Buffer.concat([pngHeader(4, 4), actl, idat]), 'image/png')).toBe(true);
    expect(
      isAnimatedImage(Buffer.concat([pngHeader(4, 4), idat, chunk('IEND', Buffer.alloc(0))]), 'image/png'),
    ).toBe(false);
  });

  it('finds SMIL or CSS animation in an SVG', () => {
    const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);
    expect(isAnimatedImage(svg('<rect><animate attributeName="x" dur="1s"/></rect>'), 'image/svg+xml')).toBe(
      true,
    );
    expect(
      isAnimatedImage(
        svg('<style>@keyframes spin { to { transform: rotate(1turn) } }</style>'),
        'image/svg+xml',
      ),
    ).toBe(true);
    expect(isAnimatedImage(svg('<rect width="4" height="4"/><text>animated?</text>'), 'image/svg+xml')).toBe(
      false,
    );
    expect(isAnimatedImage(Buffer.alloc(10), 'image/jpeg')).toBe(false);
  });
});
