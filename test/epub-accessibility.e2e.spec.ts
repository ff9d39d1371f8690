import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlatformConfig } from '../renderers';
import { CONFORMS_TO } from '../renderers/epub/accessibility-metadata';
import { renderEpub } from '../renderers/epub/render-epub';
import { buildBookModel } from '../renderers/model/build-book-model';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { ace } from './support/ace';
import { printPagesFor } from './support/print-pages';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'handbook');

async function epubcheckErrors(epub: string): Promise<string> {
  const check = await epubcheck(epub);
  return `${check.stdout}\n${check.stderr}`;
}

/**
 * Issue 14's accessible EPUB, checked with the tools publishers and retailers use: epubcheck finds no
 * error and Ace by DAISY no critical, serious or moderate violation, on the fixture book rendered by the real
 * renderer. The corpus book's EPUB is checked with Ace where it is built, in corpus-book.e2e (one render of it).
 */
describe('accessible EPUB: epubcheck and Ace by DAISY (fixture book)', () => {
  let dir: string;
  /** The book rendered with print page numbers, as a build that also makes the PDF renders it. */
  const renderPaged = async (bookDir: string, name: string) => {
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
    const model = await buildBookModel(source, loaded.config, { bookName: req.bookName, format: 'epub' });
    const result = await renderEpub(req, { printPages: printPagesFor(model, 2) });
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
    const { outFile, opf, warnings } = await renderPaged(FIXTURE, 'handbook-paged');
    const [checked, violations] = await checkWithBoth(outFile, 'ace-handbook-paged');
    expect(checked).toContain('0 fatals / 0 errors / 0 warnings');
    expect(warnings.filter((w) => w.kind === 'image-alt-missing')).toEqual([]);
    expect(opf).toContain(`<meta property="dcterms:conformsTo" id="conformance">${CONFORMS_TO}</meta>`);
    expect(opf).toContain('<meta property="schema:accessibilityFeature">pageNavigation</meta>');
    expect(violations.filter((v) => v.impact !== 'minor')).toEqual([]);
  }, 300_000);
});
