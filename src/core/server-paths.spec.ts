import { tmpdir } from 'node:os';
import { ServerPaths } from './server-paths';

describe('ServerPaths', () => {
  const paths = new ServerPaths('/srv/octavo-data');

  it('names repository and work-folder paths as the reader knows them', () => {
    const gitDir = '/srv/octavo-data/repositories/ann/book.git';
    expect(
      paths.scrub(
        `error: cannot lock ref 'refs/heads/y': Unable to create '${gitDir}/./refs/heads/y.lock': File exists.`,
        [[gitDir, 'ann/book.git']],
      ),
    ).toBe(
      "error: cannot lock ref 'refs/heads/y': Unable to create 'ann/book.git/refs/heads/y.lock': File exists.",
    );
    const work = '/srv/octavo-data/tmp/build-3-mobi-p1s2-xyz';
    expect(paths.scrub(`ebook-convert ${work}/book.epub ${work}/out.mobi failed`, [[work, '']])).toBe(
      'ebook-convert book.epub out.mobi failed',
    );
  });

  it('drops the prefix of any other path under DATA_DIR or a temporary folder', () => {
    const text = `open '/srv/octavo-data/keys/x' and ${tmpdir()}/octavo-index-12/index, /tmp/a b, /var/tmp/c.`;
    const scrubbed = paths.scrub(text);
    expect(scrubbed).not.toContain('/srv/octavo-data');
    expect(scrubbed).not.toContain('/tmp');
    expect(scrubbed).toBe("open '…/keys/x' and …/octavo-index-12/index, …/a b, …/c.");
  });

  it('leaves other text, and paths elsewhere, alone', () => {
    const text = 'images/cover.png at chapters/ch01.adoc:12; Chromium (/usr/bin/chromium) did not start';
    expect(paths.scrub(text)).toBe(text);
  });
});
