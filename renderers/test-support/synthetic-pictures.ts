/** Pictures made of code for image specs: what real photographs and screenshots are like, at any size. */

/** A photograph: smooth light and colour with a little grain, which JPEG holds in a fraction of PNG's bytes. */
export function photograph(width: number, height: number, channels: 3 | 4 = 3): Buffer {
  const data = Buffer.alloc(width * height * channels);
  const across = Array.from({ length: width }, (_, x) => Math.sin(x / 97));
  const down = Array.from({ length: height }, (_, y) => Math.cos(y / 131));
  let seed = 7;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return ((seed >> 16) % 9) - 4;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      data[at] = 128 + 100 * across[x]! * down[y]! + grain();
      data[at + 1] = ((x + y) * 255) / (width + height) + grain();
      data[at + 2] = 90 + 60 * across[(x + y) % width]! + grain();
      if (channels === 4) data[at + 3] = x < width / 2 ? 255 : 96;
    }
  }
  return data;
}

/** A screenshot: flat colours, rules and lines of small dark marks like text, which JPEG would blur. */
export function screenshot(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const inText = y % 40 > 10 && y % 40 < 22 && (x * 7 + y * 3) % 13 < 6 && x % 200 > 10 && x % 200 < 170;
      if (y % 40 < 2 || x % 200 < 2) data.fill(60, at, at + 3);
      else if (inText) data.set([20, 20, 120], at);
      else if (y < 60) data.set([230, 235, 245], at);
    }
  }
  return data;
}
