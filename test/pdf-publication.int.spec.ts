import { PlatformConfig } from '../renderers/types';
import { tool } from './support/render-tools';
import {
  outlineOf,
  outlineTitles,
  removeRenderedBooks,
  renderBookPdf,
  RenderedPdf,
} from './support/pdf-book';
import {
  divisionOpenings,
  foreignFonts,
  fullness,
  inkCoverage,
  overfullLines,
  pagesToPng,
  PageBoxes,
  textLines,
  underfilledPages,
} from './support/pdf-checks';
import { stripedPng } from './support/png';

/**
 * Issue 14's PDF checks on a book made to test them: footnotes (several on a page, in a list, next
 * to a long listing), symbols, long URLs and identifiers, a long listing, a figure in colour, a title
 * that already says "Chapter Two", and only metadata for the front matter; once as a web PDF, once
 * for print (crop marks, black ink).
 */
const WORDS =
  'the ledger keeps every account balance while contracts settle payments between independent parties and validators confirm blocks according to consensus rules that everybody can verify'.split(
    ' ',
  );

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => {
    const word = WORDS[(i * 7 + seed * 11 + ((i * i) % 5)) % WORDS.length];
    return i % 13 === 12 ? `${word}.` : word;
  }).join(' ');
}

const note = (chapter: number, n: number) =>
  ` REF-${chapter}-${n}<span data-type="footnote">NOTE-${chapter}-${n} gives the source.</span>`;

const LISTING = Array.from(
  { length: 70 },
  (_, i) => `const step${i} = await contract.methods.transfer(recipient, ${i * 1000}).send({ from: owner });`,
).join('\n');

const CHAPTER_ONE =
  '<section data-type="chapter"><h1>Getting Started</h1>' +
  `<p>${prose(90, 1)}${note(1, 1)} ${prose(40, 2)}</p>` +
  `<p>${prose(70, 3)} See https://github.com/ethereum/go-ethereum/blob/master/core/types/transaction_signing.go and ` +
  `<code>eth_getTransactionReceiptByBlockHashAndIndex</code> for details.${note(1, 2)}</p>` +
  `<ul><li><p>${prose(50, 4)}${note(1, 3)}</p></li><li><p>${prose(60, 5)}</p></li></ul>` +
  `<p>Symbols the text fonts lack: ❏ checkbox, ✓ tick, ★ star, ⚠ warning.</p>` +
  `<section data-type="sect1"><h2>Sending Transactions</h2><p>${prose(80, 6)}${note(1, 4)}</p>` +
  `<pre data-type="programlisting">${LISTING}</pre>` +
  `<p>${prose(120, 7)}${note(1, 5)} ${prose(60, 8)}</p>` +
  `<p>${prose(110, 9)}${note(1, 6)}</p><p>${prose(90, 10)}</p></section></section>`;

const CHAPTER_TWO =
  '<section data-type="chapter"><h1>Chapter Two: Pigeons</h1>' +
  `<p>${prose(100, 11)}${note(2, 1)}</p>` +
  '<figure id="fig-pigeon"><img src="images/pigeon.png" alt="A red and blue striped test card"><figcaption>A pigeon in colour</figcaption></figure>' +
  `<p>${prose(140, 12)}${note(2, 2)} ${prose(80, 13)}</p><p>${prose(160, 14)}</p><p>${prose(120, 15)}${note(2, 3)}</p></section>`;

const APPENDIX = `<section data-type="appendix"><h1>Tools</h1><p>${prose(150, 16)}</p></section>`;

const FILES: Record<string, string | Buffer> = {
  'ch01.html': CHAPTER_ONE,
  'ch02.html': CHAPTER_TWO,
  'appendix.html': APPENDIX,
  'images/pigeon.png': stripedPng(600, 300, [
    [220, 30, 30],
    [30, 60, 220],
  ]),
};

const CONFIG: Partial<PlatformConfig> & { files: string[] } = {
  files: ['ch01.html', 'ch02.html', 'appendix.html'],
  title: 'Ledger Pigeons',
  subtitle: 'Carrying Blocks by Air',
  authors: ['Ada Lovelace', 'Charles Babbage'],
  publisher: 'Octavo Press',
  rights: 'Copyright © 2025 Ada Lovelace. All rights reserved.',
  print_isbn13: '9781491971949',
  lang: 'en',
};

const NOTES: [number, number][] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [1, 6],
  [2, 1],
  [2, 2],
  [2, 3],
];

afterAll(removeRenderedBooks);

function pageOf(pages: PageBoxes[], text: string): number {
  return pages.findIndex((page) => page.lines.some((line) => line.text.includes(text)));
}

/** The heading texts of the tagged structure tree, in its order (pdfinfo -struct-text). */
async function structureHeadings(file: string): Promise<string[]> {
  const lines = (await tool('pdfinfo', ['-struct-text', file])).stdout.split('\n');
  const headings: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const match = /^(\s*)H[1-6]\b/.exec(lines[i]);
    if (!match) continue;
    const texts: string[] = [];
    for (let j = i + 1; j < lines.length && /^\s*/.exec(lines[j])![0].length > match[1].length; j++) {
      const quoted = /^\s*"(.*)"$/.exec(lines[j]);
      if (quoted) texts.push(quoted[1]);
    }
    headings.push(texts.join('').replace(/\s+/g, ' ').trim());
  }
  return headings;
}

describe('PDF, publication grade: a web PDF', () => {
  let pdf: RenderedPdf;
  let boxes: PageBoxes[];

  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, { ...CONFIG, formats: { pdf: { toc: true } } });
    boxes = await textLines(pdf.file);
  }, 240_000);

  it('builds without a warning: every character has a shipped font, every footnote its page', () => {
    expect(pdf.warnings).toEqual([]);
  });

  it('uses only the fonts Octavo ships, symbols included', async () => {
    expect(await foreignFonts(pdf.file)).toEqual([]);
    expect((await tool('pdffonts', [pdf.file])).stdout).toMatch(/NotoSansSymbols2/);
  });

  it('has no line wider than the text block: URLs and identifiers break', () => {
    expect(overfullLines(boxes)).toEqual([]);
    const text = pdf.pages.join('\n');
    expect(text).not.toContain('\u00ad');
    // Build-time hyphenation: some lines of prose end in a hyphen.
    expect(
      pdf.pages
        .join('\n')
        .split('\n')
        .filter((line) => /\p{L}-$/u.test(line.trim())).length,
    ).toBeGreaterThan(0);
  });

  it('leaves no page of body matter less than a quarter full but before a chapter opens', async () => {
    const openings = await divisionOpenings(pdf.file);
    const bodyStart = pageOf(boxes, 'Getting Started') + 1;
    expect(underfilledPages(await fullness(pdf.file), openings, bodyStart)).toEqual([]);
  });

  it('prints each footnote at the foot of the page of its reference, numbered per chapter, with no way back', () => {
    for (const [chapter, n] of NOTES) {
      const ref = pageOf(boxes, `REF-${chapter}-${n}`);
      const notePage = pageOf(boxes, `NOTE-${chapter}-${n}`);
      expect([chapter, n, notePage]).toEqual([chapter, n, ref]);
      const lines = boxes[notePage].lines;
      const noteLine = lines.find((line) => line.text.includes(`NOTE-${chapter}-${n}`))!;
      expect(noteLine.text).toMatch(new RegExp(`^${n} NOTE-`));
      // Below the note only other notes and the folio.
      const below = lines.filter((line) => line.yMin > noteLine.yMax);
      for (const line of below) expect(line.text).toMatch(/^(\d+ NOTE-\d-\d|\d+)/);
      expect(noteLine.yMin).toBeGreaterThan(
        lines.find((line) => line.text.includes(`REF-${chapter}-${n}`))!.yMax,
      );
    }
    expect(pdf.pages.join('\n')).not.toContain('↩');
  });

  it('opens chapters with their label and title, and the contents and running heads agree, never labelling twice', () => {
    const text = pdf.pages.join('\f');
    expect(text).toMatch(/CHAPTER 1\s+Getting Started/);
    expect(text).not.toMatch(/CHAPTER 2/);
    expect(text).toMatch(/Chapter 1\. Getting Started\s+1\n/);
    expect(text).toMatch(/\nChapter Two: Pigeons\s+\d+\n/);
    expect(text).not.toMatch(/Chapter 2\. Chapter Two/);
    expect(text).toMatch(/Appendix A\. Tools\s+\d+\n/);
    const heads = pdf.pages.map(
      (page) =>
        page
          .split('\n')
          .find((line) => line.trim())
          ?.trim() ?? '',
    );
    expect(heads).toContain('Chapter 1 · Getting Started');
    expect(heads).toContain('Chapter Two: Pigeons');
    expect(heads).not.toContain('Chapter 2 · Chapter Two: Pigeons');
  });

  it('makes the title and copyright pages from the metadata', () => {
    const title = pdf.pages.findIndex((page) => page.includes('Carrying Blocks by Air'));
    expect(pdf.pages[title]).toMatch(
      /Ledger Pigeons[\s\S]*Carrying Blocks by Air[\s\S]*Ada Lovelace, Charles Babbage[\s\S]*Octavo Press/,
    );
    const copyright = pdf.pages[title + 1];
    expect(copyright).toContain('Copyright © 2025 Ada Lovelace. All rights reserved.');
    expect(copyright).toContain('ISBN: 978-1-49197-194-9');
  });

  it('is an accessible PDF: tagged, with its language, title shown, alt text, a bookmark per division, headings in order', async () => {
    const info = (await tool('pdfinfo', [pdf.file])).stdout;
    expect(info).toMatch(/Tagged:\s+yes/);
    const json = JSON.parse((await tool('qpdf', ['--json', '--json-key=qpdf', pdf.file])).stdout);
    const objects = Object.values(json.qpdf[1] as Record<string, { value?: Record<string, unknown> }>);
    const catalog = objects.find((o) => o.value?.['/Type'] === '/Catalog')!.value!;
    expect(catalog['/Lang']).toBe('u:en');
    expect(
      JSON.stringify(
        catalog['/ViewerPreferences'] ?? objects.find((o) => o.value?.['/DisplayDocTitle'])?.value,
      ),
    ).toMatch(/"\/DisplayDocTitle":true/);
    const figures = objects.filter((o) => o.value?.['/S'] === '/Figure');
    expect(figures.map((f) => f.value!['/Alt'])).toContain('u:A red and blue striped test card');
    expect(outlineTitles(await outlineOf(pdf.file)).filter((t) => !t.startsWith(' '))).toEqual([
      'Ledger Pigeons',
      'Copyright',
      'Contents',
      'Chapter 1. Getting Started',
      'Chapter Two: Pigeons',
      'Appendix A. Tools',
    ]);
    const headings = await structureHeadings(pdf.file);
    const order = ['Contents', 'Getting Started', 'Sending Transactions', 'Chapter Two: Pigeons', 'Tools'];
    const positions = order.map((title) => headings.findIndex((h) => h.endsWith(title)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('renders pages to look at (test-output/pdf/web-*.png)', async () => {
    const notePages = NOTES.map(([c, n]) => pageOf(boxes, `NOTE-${c}-${n}`) + 1);
    const listing = pageOf(boxes, 'step40') + 1;
    const shots = await pagesToPng(pdf.file, 'web', [
      ...new Set([2, 3, 4, 5, ...notePages, listing - 1, listing]),
    ]);
    expect(shots.length).toBeGreaterThan(5);
  });
});

describe('PDF, publication grade: for print, black ink only, with crop marks', () => {
  let pdf: RenderedPdf;
  let boxes: PageBoxes[];

  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, {
      ...CONFIG,
      formats: { pdf: { toc: true, version: 'print', color_count: 1, crop_marks: true } },
    });
    boxes = await textLines(pdf.file);
  }, 240_000);

  it('sets TrimBox to the trim, BleedBox 0.125in outside it, and room for crop marks', async () => {
    const info = (await tool('pdfinfo', ['-box', '-f', '1', '-l', String(pdf.pages.length), pdf.file]))
      .stdout;
    const boxOf = (name: string) =>
      [
        ...info.matchAll(
          new RegExp(`${name}:\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)`, 'g'),
        ),
      ].map((m) => m.slice(1).map(Number));
    const trims = boxOf('TrimBox');
    expect(trims).toHaveLength(pdf.pages.length);
    // 7in × 9.1875in exactly (Chromium printed the pages 661.92 pt high: cut from the top-left corner).
    for (const trim of trims) expect(trim).toEqual([0, 0.42, 504, 661.92]);
    for (const bleed of boxOf('BleedBox')) expect(bleed).toEqual([-9, -8.58, 513, 670.92]);
    for (const media of boxOf('MediaBox')) expect(media).toEqual([-30, -29.58, 534, 691.92]);
  });

  it('opens with a half-title and starts every division on a right-hand page, blank left-hand pages between', async () => {
    expect(pdf.pages[0].trim()).toBe('Ledger Pigeons');
    expect(pdf.pages[1].trim()).toBe('');
    const openings = await divisionOpenings(pdf.file);
    const copyright = pdf.pages.findIndex((page) => page.includes('All rights reserved')) + 1;
    for (const opening of openings.filter((page) => page !== copyright))
      expect([opening, opening % 2]).toEqual([opening, 1]);
    // Each left-hand page left blank before an opening carries no folio or running head either.
    for (const opening of openings) {
      if (opening > 1 && boxes[opening - 2].lines.length === 0)
        expect(pdf.pages[opening - 2].trim()).toBe('');
    }
  });

  it('has no colour left: Ghostscript finds no cyan, magenta or yellow ink, and every image is gray', async () => {
    const inks = await inkCoverage(pdf.file);
    expect(inks).toHaveLength(pdf.pages.length);
    for (const [c, m, y] of inks) expect([c, m, y]).toEqual([0, 0, 0]);
    const images = (await tool('pdfimages', ['-list', pdf.file])).stdout.trim().split('\n').slice(2);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.trim().split(/\s+/)[5]).toBe('gray');
  });

  it('stays tagged, with its bookmarks, page labels and shipped fonts, footnotes on their pages', async () => {
    expect((await tool('pdfinfo', [pdf.file])).stdout).toMatch(/Tagged:\s+yes/);
    expect(outlineTitles(await outlineOf(pdf.file))).toContain('Chapter 1. Getting Started');
    const labels = JSON.parse(
      (await tool('qpdf', ['--json', '--json-key=pagelabels', pdf.file])).stdout,
    ).pagelabels;
    expect(labels.length).toBeGreaterThanOrEqual(2);
    expect(await foreignFonts(pdf.file)).toEqual([]);
    for (const [chapter, n] of NOTES)
      expect(pageOf(boxes, `NOTE-${chapter}-${n}`)).toBe(pageOf(boxes, `REF-${chapter}-${n}`));
    expect(pdf.warnings).toEqual([]);
  });

  it('renders pages to look at (test-output/pdf/print-*.png)', async () => {
    const shots = await pagesToPng(pdf.file, 'print', [1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shots).toHaveLength(8);
  });
});
