import { SidebandScrubber } from './sideband-scrubber';

const pkt = (payload: Buffer | string) => {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
  return Buffer.concat([Buffer.from((body.length + 4).toString(16).padStart(4, '0')), body]);
};
const band = (n: number, text: string | Buffer) =>
  pkt(Buffer.concat([Buffer.of(n), Buffer.isBuffer(text) ? text : Buffer.from(text)]));

async function through(chunks: Buffer[]): Promise<Buffer> {
  const scrubber = new SidebandScrubber((text) =>
    text.replace(/\/srv\/data\/repos\/ann\/book\.git\/?/g, 'ann/book.git/'),
  );
  const out: Buffer[] = [];
  scrubber.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((r) => scrubber.on('end', r));
  for (const chunk of chunks) scrubber.write(chunk);
  scrubber.end();
  await ended;
  return Buffer.concat(out);
}

describe('SidebandScrubber', () => {
  it('rewrites the text of bands 2 and 3 and frames it again; band 1 and plain packets pass unchanged', async () => {
    const binary = Buffer.from([1, 0, 0xff, 0x30, 0x30, 0x30, 0x30, 10]);
    const input = Buffer.concat([
      pkt('0000000000000000000000000000000000000000 capabilities^{}\0report-status side-band-64k\n'),
      Buffer.from('0000'),
      band(2, "error: Unable to create '/srv/data/repos/ann/book.git/refs/heads/y.lock'\n"),
      pkt(binary),
      band(3, 'fatal: /srv/data/repos/ann/book.git/objects gone\n'),
      band(1, pkt('unpack ok\n')),
      Buffer.from('0000'),
    ]);
    const expected = Buffer.concat([
      pkt('0000000000000000000000000000000000000000 capabilities^{}\0report-status side-band-64k\n'),
      Buffer.from('0000'),
      band(2, "error: Unable to create 'ann/book.git/refs/heads/y.lock'\n"),
      pkt(binary),
      band(3, 'fatal: ann/book.git/objects gone\n'),
      band(1, pkt('unpack ok\n')),
      Buffer.from('0000'),
    ]);
    expect(await through([input])).toEqual(expected);
    // The same bytes split anywhere give the same result.
    const pieces: Buffer[] = [];
    for (let i = 0; i < input.length; i += 7) pieces.push(input.subarray(i, i + 7));
    expect(await through(pieces)).toEqual(expected);
  });

  it('passes anything that is not a pkt-line through untouched', async () => {
    const raw = Buffer.from('PACK\0\0\0\x02/srv/data/repos/ann/book.git', 'latin1');
    expect(await through([raw])).toEqual(raw);
  });
});
