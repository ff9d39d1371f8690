import { Transform, TransformCallback } from 'node:stream';

/** pkt-line lengths are 4 hex digits; a packet holds at most 65,520 bytes in all. */
const MAX_PACKET = 65520;
const PROGRESS_BAND = 2;
const ERROR_BAND = 3;

/**
 * Rewrites the text git sends a pusher (`remote: …` lines) while passing every other byte through untouched.
 * receive-pack's output is pkt-lines only (refs, then its report, wrapped in side-band packets when the client
 * asked for them): packets on bands 2 (messages) and 3 (fatal errors) are text, rewritten with `rewrite` and
 * framed again; everything else (band 1, flush and plain packets) is passed on as it came. Anything that is
 * not a pkt-line makes it stop looking and pass the rest through as is.
 */
export class SidebandScrubber extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private passThrough = false;

  constructor(private readonly rewrite: (text: string) => string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.passThrough) return done(null, chunk);
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const out: Buffer[] = [];
    let at = 0;
    while (this.pending.length - at >= 4) {
      const header = this.pending.toString('latin1', at, at + 4);
      if (!/^[0-9a-f]{4}$/.test(header)) {
        this.passThrough = true;
        break;
      }
      const length = parseInt(header, 16);
      if (length < 4) {
        // flush (0000), delimiter (0001), response end (0002)
        out.push(this.pending.subarray(at, at + 4));
        at += 4;
        continue;
      }
      if (length > MAX_PACKET) {
        this.passThrough = true;
        break;
      }
      if (this.pending.length - at < length) break;
      const packet = this.pending.subarray(at, at + length);
      out.push(this.rewritten(packet));
      at += length;
    }
    const rest = this.pending.subarray(at);
    if (this.passThrough) {
      out.push(rest);
      this.pending = Buffer.alloc(0);
    } else {
      this.pending = Buffer.from(rest);
    }
    done(null, out.length ? Buffer.concat(out) : undefined);
  }

  override _flush(done: TransformCallback): void {
    done(null, this.pending.length ? this.pending : undefined);
  }

  private rewritten(packet: Buffer): Buffer {
    const band = packet[4];
    if (band !== PROGRESS_BAND && band !== ERROR_BAND) return packet;
    const text = packet.toString('utf8', 5);
    const changed = this.rewrite(text);
    if (changed === text) return packet;
    const body = Buffer.from(changed, 'utf8').subarray(0, MAX_PACKET - 5);
    const header = Buffer.from((body.length + 5).toString(16).padStart(4, '0'), 'latin1');
    return Buffer.concat([header, Buffer.of(band), body]);
  }
}

/** The same for plain text (git's stderr): rewritten a whole line at a time, so no path is cut in two. */
export class LineScrubber extends Transform {
  private pending = '';

  constructor(private readonly rewrite: (text: string) => string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.pending + chunk.toString('utf8');
    const end = text.lastIndexOf('\n') + 1;
    this.pending = text.slice(end);
    // A line longer than a packet is passed on as it is: nothing waits for a newline forever.
    if (this.pending.length > MAX_PACKET) {
      const all = this.pending;
      this.pending = '';
      return done(null, Buffer.from(this.rewrite(text.slice(0, end)) + all, 'utf8'));
    }
    done(null, end > 0 ? Buffer.from(this.rewrite(text.slice(0, end)), 'utf8') : undefined);
  }

  override _flush(done: TransformCallback): void {
    done(null, this.pending ? Buffer.from(this.rewrite(this.pending), 'utf8') : undefined);
  }
}
