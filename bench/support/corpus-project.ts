import { execFile } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ApiCall, ROOT } from './octavo-process';

const execFileAsync = promisify(execFile);

export const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);

/** The corpus book pushed into a project, and what pushes a commit changing one of its chapters after it. */
export interface PushedCorpusBook {
  /**
   * Commits a sentence appended to one chapter (the middle one of the book's AsciiDoc files) and pushes it, as an
   * author fixing a typo does; returns the file it changed.
   */
  pushOneChapterChange(): Promise<string>;
  /** Removes the clone and its SSH key. */
  close(): void;
}

/** Creates project `<user>/<name>` and pushes the corpus book's master branch into it over SSH. */
export async function pushCorpusBook(call: ApiCall, name: string): Promise<void> {
  (await pushedCorpusBook(call, name)).close();
}

/** `pushCorpusBook`, keeping the clone for later pushes. */
export async function pushedCorpusBook(call: ApiCall, name: string): Promise<PushedCorpusBook> {
  if (!existsSync(CORPUS_BUNDLE)) throw new Error(`no corpus bundle at ${CORPUS_BUNDLE}`);
  const home = mkdtempSync(join(tmpdir(), 'octavo-bench-corpus-home-'));
  const close = () => rmSync(home, { recursive: true, force: true });
  try {
    mkdirSync(join(home, '.ssh'), { mode: 0o700 });
    const key = join(home, '.ssh', 'id_ed25519');
    await execFileAsync('ssh-keygen', ['-t', 'ed25519', '-N', '', '-q', '-f', key]);
    await call('POST', '/api/ssh_keys', { title: `bench ${name}`, key: readFileSync(`${key}.pub`, 'utf8') });
    const project = (await call('POST', '/api/projects', { name, starter: false })) as { clone_url: string };
    writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = bench\n\temail = bench@example.com\n');
    const env = {
      PATH: process.env.PATH,
      HOME: home,
      GIT_SSH_COMMAND: `ssh -F /dev/null -i ${key} -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${join(home, 'known_hosts')} -o LogLevel=ERROR`,
    };
    const book = join(home, 'book');
    await execFileAsync('git', ['clone', '--quiet', '--branch', 'master', CORPUS_BUNDLE, book], { env });
    await execFileAsync('git', ['push', '--quiet', project.clone_url, 'master'], { cwd: book, env });
    let edits = 0;
    return {
      async pushOneChapterChange() {
        const chapters = readdirSync(book)
          .filter((file) => /\.asciidoc$/.test(file))
          .sort();
        const chapter = chapters[Math.floor(chapters.length / 2)]!;
        appendFileSync(
          join(book, chapter),
          `\nThis sentence (${++edits}) was appended by the benchmark to measure a one-chapter change.\n`,
        );
        await execFileAsync('git', ['commit', '--quiet', '-am', `One sentence more in ${chapter}`], {
          cwd: book,
          env,
        });
        await execFileAsync('git', ['push', '--quiet', project.clone_url, 'master'], { cwd: book, env });
        return chapter;
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
