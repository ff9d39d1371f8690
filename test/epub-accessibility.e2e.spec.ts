import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadPlatformConfig } from '../renderers';
import { CONFORMS_TO } from '../renderers/epub/accessibility-metadata';
import { EpubResult, renderEpub } from '../renderers/epub/render-epub';
import { buildBookModel } from '../renderers/model/build-book-model';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { formatWarning } from '../renderers/warnings';
import { ROOT } from './support/octavo-server';
import { printPagesFor } from './support/print-pages';
import { epubcheck } from './support/render-tools';

const exec = promisify(execFile);
const FIXTURE = join(__dirname, 'fixtures', 'books', 'handbook');
const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);

interface AceViolation {
  impact: string;
  rule: string;
  file: string;
}

/** Ace by DAISY on the same Debian Chromium: every failed assertion with its impact. */
async function ace(epub: string, outDir: string): Promise<AceViolation[]> {
  await exec(join(ROOT, 'node_modules', '.bin', 'ace-puppeteer'), ['--silent', '--outdir', outDir, epub], {
    env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: '/usr/bin/chromium' },
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(await readFile(join(outDir, 'report.json'), 'utf8'));
  const violations: AceViolation[] = [];
  for (const subject of report.assertions) {
    for (const assertion of subject.assertions ?? []) {
      if (assertion['earl:result']?.['earl:outcome'] !== 'fail') continue;
      violations.push({
        impact: assertion['earl:test']['earl:impact'],
        rule: assertion['earl:test']['dct:title'],
        file: subject['earl:testSubject']?.url ?? '',
      });
    }
  }
  return violations;
}

const countsByImpact = (violations: AceViolation[]) =>
  violations.reduce<Record<string, number>>(
    (counts, v) => ({ ...counts, [v.impact]: (counts[v.impact] ?? 0) + 1 }),
    {},
  );

async function epubcheckErrors(epub: string): Promise<string> {
  const check = await epubcheck(epub);
  return `${check.stdout}\n${check.stderr}`;
}

/**
 * Issue 14's accessible EPUB, checked with the tools publishers and retailers use: epubcheck finds no
 * error and Ace by DAISY no critical, serious or moderate violation, on the fixture book (with and
 * without print page numbers) and on the corpus book. The books are rendered by the real renderer.
 */
describe('accessible EPUB: epubcheck and Ace by DAISY (fixture and corpus books)', () => {
  let dir: string;
  const render = async (bookDir: string, name: string, paged = false) => {
    const source = directorySource(bookDir);
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const outFile = join(dir, `${name}.epub`);
    const req = {
      source,
      config: loaded.config,
      workDir: join(dir, `work-${name}`),
      outFile,
      bookName: `ann/${name}`,
    };
    let result: EpubResult;
    if (paged) {
      const model = await buildBookModel(source, loaded.config, { bookName: req.bookName, format: 'epub' });
      result = await renderEpub(req, { printPages: printPagesFor(model, 2) });
    } else {
      result = await renderEpub(req);
    }
    const zip = await readZip(outFile);
    return { ...result, outFile, opf: zip.get('OEBPS/content.opf')!.toString('utf8') };
  };

  /** epubcheck and Ace side by side: each reads the EPUB on its own (one JVM, one Chromium). */
  const checkWithBoth = (epub: string, aceDir: string) =>
    Promise.all([epubcheckErrors(epub), ace(epub, join(dir, aceDir))]);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-epub-ace-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fixture book with print page numbers: 0 epubcheck errors or warnings, no Ace violation above minor, the page-list and its markers pass both, and it claims WCAG 2.1 AA', async () => {
    const { outFile, opf, warnings } = await render(FIXTURE, 'handbook-paged', true);
    const [checked, violations] = await checkWithBoth(outFile, 'ace-handbook-paged');
    expect(checked).toContain('0 fatals / 0 errors / 0 warnings');
    expect(warnings.filter((w) => w.kind === 'image-alt-missing')).toEqual([]);
    expect(opf).toContain(`<meta property="dcterms:conformsTo" id="conformance">${CONFORMS_TO}</meta>`);
    expect(opf).toContain('<meta property="schema:accessibilityFeature">pageNavigation</meta>');
    expect(violations.filter((v) => v.impact !== 'minor')).toEqual([]);
  }, 300_000);

  it('corpus book (Mastering Ethereum): 0 epubcheck errors, no Ace violation above minor; its one image without alt text is named and no conformance is claimed', async () => {
    const book = join(dir, 'mastering-ethereum');
    await exec('git', ['clone', '--quiet', '--branch', 'master', CORPUS_BUNDLE, book], { timeout: 120_000 });
    const { outFile, opf, warnings, accessibility } = await render(book, 'ethereum');
    expect(warnings.filter((w) => w.kind === 'image-alt-missing').map(formatWarning)).toEqual([
      expect.stringMatching(/^12dapps\.asciidoc:598: image images\/ens-flow\.png has no alt text/),
    ]);
    expect(accessibility.failures).toEqual(['1 image has no text alternative']);
    expect(opf).not.toContain('dcterms:conformsTo');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">MathML</meta>');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">index</meta>');
    const [checked, violations] = await checkWithBoth(outFile, 'ace-ethereum');
    expect(checked).toContain('0 fatals / 0 errors');
    expect(countsByImpact(violations.filter((v) => v.impact !== 'minor'))).toEqual({});
  }, 600_000);
});
