import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BuildView, FormatView } from '../../projections/read-model-types';
import { DiskArtifactStore } from '../artifacts/disk-artifact-store';
import { BuildLogBody, BuildLogs } from './build-logs';

const view = (formats: FormatView[]): BuildView =>
  ({ id: 7, project: 'ann/book', branch: 'main', commit: 'c0ffee', formats }) as unknown as BuildView;

async function text(body: BuildLogBody): Promise<string> {
  if ('text' in body) return body.text;
  const chunks: Buffer[] = [];
  for await (const chunk of body.stream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('BuildLogs', () => {
  let root: string;
  let logs: BuildLogs;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'octavo-logs-'));
    logs = new BuildLogs(new DiskArtifactStore(root));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('serves the stored log of a final format', async () => {
    const file = join(root, 'log.txt');
    writeFileSync(file, 'the log\n');
    await new DiskArtifactStore(root).put('builds/7/pdf/build.log', file);
    const log = { file: 'builds/7/pdf/build.log', size: 8, sha256: 'x', warnings: 0 };
    const build = view([{ format: 'pdf', status: 'completed', log }]);
    expect(await text(await logs.open(build, 'PDF'))).toBe('the log\n');
  });

  it('makes a log from the final status when none was stored (cancelled, timed out)', async () => {
    const build = view([{ format: 'epub', status: 'failed', message: 'cancelled' }]);
    expect(await text(await logs.open(build, 'epub'))).toBe(
      'Octavo build 7 · epub · ann/book · branch main · commit c0ffee\nResult: failed\n\nError: cancelled\n',
    );
  });

  it('refuses a missing, unknown or unbuilt format (422), and a format not final yet (404)', async () => {
    const build = view([{ format: 'pdf', status: 'working' }]);
    await expect(logs.open(build, undefined)).rejects.toMatchObject({
      code: 'validation_failed',
      status: 422,
    });
    await expect(logs.open(build, 'docx')).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(logs.open(build, 'html')).rejects.toThrow('build 7 did not build html; its formats are pdf');
    await expect(logs.open(build, 'pdf')).rejects.toMatchObject({ code: 'log_not_found', status: 404 });
  });
});
