import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatWarning,
  loadPlatformConfig,
  renderEpub,
  renderHtml,
  renderMobi,
  renderPdf,
} from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { PlatformConfig } from '../renderers/types';
import { epubcheck, tool } from './support/render-tools';
import { FixtureRenderer, renderFixture } from './support/render-fixture';

/**
 * A small book with math from every source kind (AsciiDoc latexmath, stem as LaTeX and as AsciiMath,
 * asciimath, stem blocks; HTMLBook \(…\), \[…\], data-type="tex", a TeX equation and a ready <math>),
 * rendered by the real renderers and checked with the real tools: epubcheck, pdffonts, pdftotext,
 * mobitool.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'math');
const MATHML = '<math xmlns="http://www.w3.org/1998/Math/MathML"';
/** Every formula in the fixture: 4 in fields.asciidoc (one more is broken), 3 in series, 5 in proofs. */
const FORMULAS = 12;

describe('math in every format (fixture book, real tools)', () => {
  const source = directorySource(FIXTURE);
  let dir: string;
  let config: PlatformConfig;
  const render = (renderer: FixtureRenderer, file: string) =>
    renderFixture({ source, config, dir, bookName: 'emmy/math' }, renderer, file);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-math-'));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    config = loaded.config;
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('epub: epubcheck finds no error, chapters with math declare mathml, formulas are namespaced MathML', async () => {
    const { outFile, warnings } = await render(renderEpub, 'book.epub');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
    expect(check.code).toBe(0);

    const entries = await readZip(outFile);
    const opf = entries.get('OEBPS/content.opf')!.toString('utf8');
    const chapters = [...entries.keys()].filter((name) => /OEBPS\/ch\d+\.xhtml$/.test(name));
    expect(chapters).toHaveLength(3);
    let formulas = 0;
    for (const chapter of chapters) {
      const xhtml = entries.get(chapter)!.toString('utf8');
      const href = chapter.replace('OEBPS/', '');
      expect(opf).toMatch(new RegExp(`<item [^>]*href="${href}"[^>]*properties="mathml"`));
      formulas += xhtml.split(MATHML).length - 1;
      expect(xhtml).not.toMatch(/<math(?! xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML")[\s>]/);
    }
    expect(formulas).toBe(FORMULAS);
    expect(opf).toContain('href="fonts/stix-two-math-latin-400-normal.woff2"');
    expect(opf).not.toMatch(/href="nav\.xhtml"[^>]*mathml/);

    expect(warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^fields\.asciidoc:22: LaTeX math `\\frac\{1\}\{2` could not be converted \(.*\); it is printed as code/,
      ),
    ]);
    const fields = entries.get(chapters[0])!.toString('utf8');
    expect(fields).toContain('<code class="math-error">\\frac{1}{2</code>');
    expect(fields).toContain('<code>\\(not math\\)</code>');
  });

  it('pdf: the math is drawn with the shipped STIX Two Math, embedded, and no TeX is left raw', async () => {
    const { outFile } = await render(renderPdf, 'book.pdf');
    const fonts = await tool('pdffonts', [outFile]);
    expect(fonts.code).toBe(0);
    const rows = fonts.stdout.split('\n').slice(2).filter(Boolean);
    const math = rows.filter((row) => /STIXTwoMath/.test(row));
    expect(math).toHaveLength(1);
    expect(math[0]).toMatch(/\syes\s+yes\s+yes\s/);
    // Nothing from the system: every font is one of the shipped families.
    for (const row of rows) expect(row).toMatch(/\+(SourceSerif4|SourceSans3|JetBrainsMono|STIXTwoMath)/);

    const text = (await tool('pdftotext', ['-layout', outFile, '-'])).stdout;
    // The only TeX delimiters left are the ones inside code, written on purpose.
    const delimiters = text.match(/\\\(|\\\[|\\\$|\$\$/g) ?? [];
    expect(delimiters).toHaveLength(2);
    expect(text).toContain('\\(not math\\)');
    expect(text).toContain('\\(kept as code\\)');
    expect(text).not.toContain('latexmath:[\\frac{1}{2]');
    expect(text).toContain('𝔽');
    expect(text).toContain('∑');
  });

  it("html: the page holds namespaced MathML, the math font, and no script but the site's own", async () => {
    const { outFile } = await render(renderHtml, 'book-html.zip');
    const entries = await readZip(outFile);
    const page = entries.get('index.html')!.toString('utf8');
    expect(page.split(MATHML).length - 1).toBe(FORMULAS);
    expect(page.match(/<script\b[^>]*>/gi)).toEqual(['<script src="site/site.js" defer>']);
    expect(page).toContain('<annotation encoding="application/x-tex">\\mathbb{F}_p</annotation>');
    expect(entries.has('fonts/stix-two-math-latin-400-normal.woff2')).toBe(true);
    expect(entries.get('style.css')!.toString('utf8')).toContain('font-family: "Octavo Math"');
  });

  it('mobi: Kindle gets each formula as text with superscripts and subscripts, and the author is told once', async () => {
    const { outFile, warnings } = await render(renderMobi, 'book.mobi');
    expect(warnings.filter((w) => w.kind === 'format').map((w) => w.text)).toEqual([
      expect.stringMatching(new RegExp(`^${FORMULAS} math expression\\(s\\) written as plain text`)),
    ]);
    const dump = join(dir, 'mobi-dump');
    await mkdir(dump);
    const opened = await tool('mobitool', ['-d', '-o', dump, outFile]);
    expect(opened.code).toBe(0);
    const raw = (await tool('sh', ['-c', `cat "${dump}"/*.rawml`])).stdout;
    expect(raw).not.toContain('<math');
    expect(raw).not.toContain('\\mathbb');
    // The formula is held with the comma after it (math-words.ts).
    expect(raw).toMatch(
      /also written as <span class="math-word"[^>]*><span class="math-text"[^>]*><i[^>]*>𝔽<\/i><sub/,
    );
  });
});
