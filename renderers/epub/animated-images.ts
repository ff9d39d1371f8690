/**
 * Whether an image may move: a GIF with more than one frame, an APNG (`acTL` chunk), an SVG with SMIL
 * or CSS animation. Such an image can flash and cannot be paused in a reading system, so the EPUB
 * declares its flashing hazard unknown and claims no WCAG conformance.
 */
export function isAnimatedImage(data: Buffer, mediaType: string): boolean {
  switch (mediaType) {
    case 'image/gif':
      return gifFrames(data) > 1;
    case 'image/png':
      return hasPngChunk(data, 'acTL');
    case 'image/svg+xml':
      return /<(?:[\w-]+:)?(?:animate|animateMotion|animateTransform|animateColor|set)\b|@keyframes|\banimation(?:-name)?\s*:/.test(
        data.toString('utf8'),
      );
    default:
      return false;
  }
}

function gifFrames(data: Buffer): number {
  const header = data.subarray(0, 6).toString('latin1');
  if (data.length < 13 || (header !== 'GIF87a' && header !== 'GIF89a')) return 0;
  let frames = 0;
  let pos = 13 + (data[10] & 0x80 ? 3 * 2 ** ((data[10] & 0x07) + 1) : 0);
  const skipSubBlocks = () => {
    while (pos < data.length && data[pos] !== 0) pos += data[pos] + 1;
    pos++;
  };
  while (pos < data.length && frames < 2) {
    const block = data[pos];
    if (block === 0x21) {
      pos += 2;
      skipSubBlocks();
    } else if (block === 0x2c && pos + 10 <= data.length) {
      frames++;
      const packed = data[pos + 9];
      pos += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0) + 1;
      skipSubBlocks();
    } else {
      break;
    }
  }
  return frames;
}

function hasPngChunk(data: Buffer, type: string): boolean {
  let pos = 8;
  while (pos + 8 <= data.length) {
    const length = data.readUInt32BE(pos);
    const chunk = data.subarray(pos + 4, pos + 8).toString('latin1');
    if (chunk === type) return true;
    if (chunk === 'IDAT' || chunk === 'IEND') return false;
    pos += 12 + length;
  }
  return false;
}
