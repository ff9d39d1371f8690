import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { CORPUS_BUNDLE, pushedCorpusBook } from './support/corpus-project';
import { OctavoProcess } from './support/octavo-process';
import { peakSampler, treePss } from './support/process-tree';
import { referenceBuild } from './support/reference-build';
import { BenchRow, printTable, writeResults } from './support/report';

/**
 * Issue 17, item 4 (reuse part) and item 7's cold case: the corpus book (../shared/corpus) in all five formats,
 * POST to every format final, cold and then again for the same commit, which reuses every artifact.
 * Targets: an unchanged commit ≤ 0.2 s; all five formats cold ≤ 15 s and ≤ 1.0x the reference tools (the
 * book's own tools making the same formats, two at a time: bench/support/reference-build.ts), the server
 * tree's peak memory during the cold build ≤ 1.2x theirs; then a commit changing one chapter, all five formats
 * ≤ 3 s. The reference runs after Octavo's builds, alone. `OCTAVO_MOBI_WRITER=native npm run bench:reuse` measures the
 * server with Octavo's own MOBI writer instead of Calibre (a server setting); each row names the writer measured.
 */
const FORMATS = 'pdf,epub,mobi,html,platform';
const MB = 1024 * 1024;

interface BuildJson {
  id: number;
  created_at: string;
  status: {
    format: string;
    status: string;
    reused_from_build?: number;
    sha256?: string;
    started_at?: string;
    finished_at?: string;
  }[];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'octavo-bench-reuse-'));
  const mobiWriter = process.env.OCTAVO_MOBI_WRITER === 'native' ? 'native' : 'calibre';
  const server = await new OctavoProcess(dataDir, { OCTAVO_MOBI_WRITER: mobiWriter }).start();
  const writerNote = mobiWriter === 'native' ? "MOBI by Octavo's writer" : 'MOBI by Calibre';
  try {
    const token = await server.createUser('bench');
    const call = server.apiCaller(token);
    const pushed = await pushedCorpusBook(call, 'ethereum');
    let changedChapter: string;

    const timedBuild = async (): Promise<{ seconds: number; build: BuildJson }> => {
      const start = performance.now();
      const posted = (await call('POST', '/api/builds', {
        project: 'bench/ethereum',
        formats: FORMATS,
      })) as BuildJson;
      for (;;) {
        const build = (await call('GET', `/api/builds/${posted.id}`)) as BuildJson;
        if (build.status.every((s) => s.status === 'completed' || s.status === 'failed'))
          return { seconds: (performance.now() - start) / 1000, build };
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const memory = peakSampler(() => treePss(server.pid!));
    const cold = await timedBuild();
    const peak = memory.stop();
    const again = await timedBuild();
    // Item 7: an author's one-chapter change, pushed and built in all five formats.
    try {
      changedChapter = await pushed.pushOneChapterChange();
    } finally {
      pushed.close();
    }
    const changed = await timedBuild();
    const book = join(dataDir, 'reference', 'book');
    execFileSync('git', ['clone', '--quiet', '--branch', 'master', CORPUS_BUNDLE, book]);
    const reference = await referenceBuild(book, join(dataDir, 'reference', 'out'));
    const reused = again.build.status.filter((s) => s.reused_from_build === cold.build.id).length;
    const identical = again.build.status.every(
      (s) => s.sha256 === cold.build.status.find((c) => c.format === s.format)?.sha256,
    );
    const rows: BenchRow[] = [
      {
        metric: `corpus book, 5 formats, cold (POST → final; ${writerNote})`,
        unit: 's',
        octavo: cold.seconds,
        reference: null,
        ratio: cold.seconds / 15,
        target: '≤ 15 s',
        pass: cold.seconds <= 15,
        notes: cold.build.status.map((s) => `${s.format} ${s.status}`).join(', '),
      },
      {
        metric: `corpus book, 5 formats, cold, vs the reference tools two at a time (${writerNote})`,
        unit: 's',
        octavo: cold.seconds,
        reference: reference.seconds,
        ratio: cold.seconds / reference.seconds,
        target: '≤ 1.0x',
        pass: cold.seconds <= reference.seconds,
        notes: Object.entries(reference.steps)
          .map(([step, s]) => `${step} ${s.toFixed(2)} s`)
          .join(', '),
      },
      {
        metric: "server tree peak memory (Pss) during the cold build vs the reference tools'",
        unit: 'MB',
        octavo: peak / MB,
        reference: reference.peakBytes / MB,
        ratio: peak / reference.peakBytes,
        target: '≤ 1.2x',
        pass: peak <= 1.2 * reference.peakBytes,
        notes:
          'proportional set size (Pss) summed over each process tree, a shared page counted once; sampled every 200 ms',
      },
      {
        metric: 'corpus book, unchanged commit again (POST → final)',
        unit: 'ms',
        octavo: again.seconds * 1000,
        reference: null,
        ratio: again.seconds / 0.2,
        target: '≤ 200 ms',
        pass: again.seconds <= 0.2,
        notes: `${reused}/${again.build.status.length} formats reused from build ${cold.build.id}; bytes ${identical ? 'identical' : 'DIFFERENT'}`,
      },
      {
        metric: `corpus book, 5 formats after a one-chapter change (POST → final; a sentence appended to ${changedChapter}; ${writerNote})`,
        unit: 's',
        octavo: changed.seconds,
        reference: null,
        ratio: changed.seconds / 3,
        target: '≤ 3 s',
        pass: changed.seconds <= 3,
        notes: changed.build.status.map((s) => `${s.format} ${s.status}`).join(', '),
      },
    ];
    const timeline = (build: BuildJson) => {
      const at = (iso: string | undefined) => Date.parse(iso ?? '') - Date.parse(build.created_at);
      return build.status.map((s) => `${s.format} ${at(s.started_at)} → ${at(s.finished_at)}`).join(', ');
    };
    console.log(
      'cold build, per format (ms after the build was requested: started → finished):',
      timeline(cold.build),
    );
    console.log(
      'unchanged commit, per format (ms after the build was requested: started → finished):',
      timeline(again.build),
    );
    console.log(
      'one-chapter change, per format (ms after the build was requested: started → finished):',
      timeline(changed.build),
    );
    printTable(rows);
    console.log(`results: ${writeResults('reuse', { rows })}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
