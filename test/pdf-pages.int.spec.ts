import { PlatformConfig } from '../renderers/types';
import { labelsFor } from '../renderers/model/labels';
import { tool } from './support/render-tools';
import {
  firstLineOf,
  folioOf,
  imagesOf,
  outlineOf,
  outlineTitles,
  pageWith,
  removeRenderedBooks,
  renderBookPdf,
} from './support/pdf-book';
import { stripedPng } from './support/png';
import { textLines } from './support/pdf-checks';

/** Prose of about `words` words; `seed` varies it so paragraphs do not all break alike. */
function prose(words: number, seed = 0, vocabulary = LATIN): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const word = vocabulary[(i * 7 + seed * 13 + ((i * i) % 5)) % vocabulary.length];
    out.push(i % 11 === 10 ? `${word}.` : word);
  }
  return out.join(' ');
}
const LATIN =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat'.split(
    ' ',
  );
const CYRILLIC =
  'книга страница глава текст печать шрифт номер заголовок раздел указатель содержание рисунок таблица пример'.split(
    ' ',
  );

function paragraphs(count: number, seed: number, vocabulary = LATIN): string {
  return Array.from(
    { length: count },
    (_, i) => `<p>${prose(60 + ((seed + i) % 4) * 25, seed + i, vocabulary)}</p>`,
  ).join('\n');
}

function chapter(title: string, body: string, attrs = ''): string {
  return `<section data-type="chapter"${attrs}><h1>${title}</h1>${body}</section>`;
}

const TRIM_HEIGHT_IN = 9.1875;
const PAGE_AREA_HEIGHT_IN = TRIM_HEIGHT_IN - 1.6;

afterAll(removeRenderedBooks);

describe('PDF pages: folios and running heads whatever fonts the book uses', () => {
  const chapters = (vocabulary = LATIN) => ({
    'ch01.html': chapter('First Steps', paragraphs(24, 1, vocabulary)),
    'ch02.html': chapter('Going Further', paragraphs(24, 2, vocabulary)),
  });
  const SANS_REGULAR = /SourceSans3\S*-Regular/;
  /**
   * Each case: the book's files and config, the font its margin boxes must be drawn in, and whether a
   * system fallback font may appear (only where the book asks for one, or has glyphs the shipped fonts lack).
   */
  const cases: [string, Record<string, string>, Partial<PlatformConfig>, RegExp, boolean][] = [
    // The default theme: serif body, sans headings; the margin boxes' sans regular is used nowhere else.
    ['serif body and sans headings (the default theme)', chapters(), {}, SANS_REGULAR, false],
    [
      'serif only',
      { ...chapters(), 'theme.css': 'h1, h2, h3, h4, h5, h6 { font-family: "Octavo Serif", serif; }' },
      { theme: 'theme.css' },
      SANS_REGULAR,
      false,
    ],
    [
      'code only',
      { ...chapters(), 'theme.css': 'body, h1, h2, h3, p { font-family: "Octavo Mono", monospace; }' },
      { theme: 'theme.css' },
      SANS_REGULAR,
      false,
    ],
    [
      'a theme that changes every font, the margin boxes too',
      {
        ...chapters(),
        'theme.css':
          'body { font-family: "DejaVu Serif", serif; } h1, h2 { font-family: "DejaVu Sans", sans-serif; } ' +
          '@page { @top-center { font-family: "Octavo Mono", monospace; } @bottom-center { font-family: "Octavo Mono", monospace; } }',
      },
      { theme: 'theme.css' },
      /JetBrainsMono/,
      true,
    ],
    [
      'a book in Cyrillic',
      {
        'ch01.html': chapter('Первые шаги', paragraphs(24, 1, CYRILLIC)),
        'ch02.html': chapter('Дальше', paragraphs(24, 2, CYRILLIC)),
      },
      { lang: 'ru', title: 'Книга' },
      SANS_REGULAR,
      true,
    ],
  ];

  it.each(cases)(
    '%s',
    async (_name, files, extra, marginFont, fallbackAllowed) => {
      const pdf = await renderBookPdf(files, {
        files: ['ch01.html', 'ch02.html'],
        title: 'Folio Test',
        formats: { pdf: { toc: false, index: false } },
        ...extra,
      });
      const { pages } = pdf;
      expect(pages.length).toBeGreaterThanOrEqual(6);
      // Page 1 is the generated title page: counted (it is page i) but shows no folio.
      expect(folioOf(pages[0])).toBe('');
      const titles = [/Первые шаги|First Steps/, /Дальше|Going Further/];
      // Openings and running heads say "Chapter" in the book's language.
      const chapterLabel = labelsFor(extra.lang ?? 'en').chapter;
      const openers = titles.map((title) => pageWith(pages, title));
      expect(openers[0]).toBe(1);
      for (let i = 1; i < pages.length; i++) {
        // The body starts at 1 with chapter 1, whatever came before it.
        expect([i + 1, folioOf(pages[i])]).toEqual([i + 1, String(i)]);
        const chapterIndex = i >= openers[1] ? 1 : 0;
        const head = firstLineOf(pages[i]);
        if (openers.includes(i)) {
          // A chapter opens with its label above its title, and no running head.
          expect(head).toBe(`${chapterLabel.toUpperCase()} ${chapterIndex + 1}`);
          expect(pages[i].split('\n').find((l) => l.trim() && l.trim() !== head)).toMatch(
            titles[chapterIndex],
          );
        } else {
          expect(head).toContain(`${chapterLabel} ${chapterIndex + 1} · `);
          expect(head).toMatch(titles[chapterIndex]);
        }
      }
      const fonts = (await tool('pdffonts', [pdf.file])).stdout;
      for (const row of fonts.trim().split('\n').slice(2))
        expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
      // The folios and heads are drawn in the font the CSS asks for, not a fallback picked while it loaded.
      expect(fonts).toMatch(marginFont);
      if (!fallbackAllowed) expect(fonts).not.toMatch(/Liberation|DejaVu/);
      // A theme naming fonts Octavo does not ship is told which shipped family stands in.
      expect(pdf.warnings.filter((w) => !(w.kind === 'font' && w.file === 'theme.css'))).toEqual([]);
    },
    120_000,
  );
});

describe('PDF pages: front matter, contents, index, outline, metadata', () => {
  const COVER = stripedPng(700, 919, [
    [200, 30, 30],
    [240, 240, 240],
  ]);
  /** Index anchors after sentence ends, where a line often breaks: each is followed by a word naming it. */
  const anchored = (from: number, to: number, seed: number) =>
    Array.from({ length: to - from }, (_, k) => {
      const n = String(from + k).padStart(3, '0');
      return (
        `<p>${prose(18 + ((k * 5) % 23), seed + k)}. <a data-type="indexterm" data-primary="entry${n}"></a>` +
        `Target${n} ${prose(10 + ((k * 3) % 17), seed + k + 1)}. ${prose(12, seed + k + 2)}.</p>`
      );
    }).join('\n');
  const files: Record<string, string | Buffer> = {
    'images/cover.png': COVER,
    'titlepage.html':
      '<section data-type="titlepage"><h1>The Page Book</h1><p class="author">Ada Lovelace</p></section>',
    'copyright.html': '<section data-type="copyright-page"><p>Copyright 2025 Ada Lovelace.</p></section>',
    'toc.html': '<nav data-type="toc"/>',
    'preface.html': `<section data-type="preface"><h1>Preface</h1>${paragraphs(10, 3)}</section>`,
    'ch01.html': chapter(
      'Grundlagen',
      `<section data-type="sect1" id="größe"><h1>Größe und Maß</h1>${paragraphs(6, 4)}` +
        `<p>Die Größe<a data-type="indexterm" data-primary="Größe"></a> zählt. ` +
        `<a data-type="indexterm" data-primary="Duplicate"></a>DupOne appears here.</p>${anchored(0, 60, 5)}</section>` +
        `<section data-type="sect1" id="starts-a-page"><h1>Recovery Codes</h1>${anchored(60, 120, 6)}</section>`,
    ),
    'ch02.html': chapter(
      'Übung',
      `<section data-type="sect1" id="übung-eins"><h1>Übung eins</h1>${anchored(120, 200, 7)}` +
        `<p><a data-type="indexterm" data-primary="Duplicate"></a>DupTwo appears here.</p>` +
        `<div class="hidden-note"><p>Unseen <a data-type="indexterm" data-primary="Hidden term"></a>text.</p></div></section>`,
    ),
    'appendix.html': `<section data-type="appendix"><h1>Reference</h1>${paragraphs(8, 8)}</section>`,
    'ix.html': '<section data-type="index"/>',
    'theme.css': '.hidden-note { display: none; } #starts-a-page { break-before: page; }',
  };
  const config = {
    files: [
      'titlepage.html',
      'copyright.html',
      'toc.html',
      'preface.html',
      'ch01.html',
      'ch02.html',
      'appendix.html',
      'ix.html',
    ],
    title: 'The Page Book',
    authors: ['Ada Lovelace', 'Charles Babbage'],
    lang: 'de',
    cover: 'images/cover.png',
    theme: 'theme.css',
    formats: { pdf: { toc: true, index: true } },
  };
  let pdf: Awaited<ReturnType<typeof renderBookPdf>>;
  /** The page (0-based) that prints `folio`. */
  const pageOfFolio = (folio: string) => pdf.pages.findIndex((page) => folioOf(page) === folio);

  beforeAll(async () => {
    pdf = await renderBookPdf(files, config);
  }, 180_000);

  it('puts the cover first, full bleed, with no text; title and copyright pages carry no folio', async () => {
    const { pages } = pdf;
    expect(pages[0].trim()).toBe('');
    const cover = (await imagesOf(pdf.file)).find((image) => image.page === 1)!;
    expect(cover.width).toBe(700);
    // Drawn across the whole 7-inch page: 100 pixels an inch.
    expect(Math.abs(cover.xPpi - 100)).toBeLessThanOrEqual(2);
    expect(pages[1]).toContain('The Page Book');
    expect(folioOf(pages[1])).toBe('');
    expect(pages[2]).toContain('Copyright 2025');
    expect(folioOf(pages[2])).toBe('');
  });

  it('numbers the front matter in roman and starts the body at 1 with chapter 1', () => {
    const { pages } = pdf;
    const contents = pageWith(pages, /^\s*Inhalt\s*$/m);
    // Title page i and copyright ii count; the contents is the third page after the cover.
    expect(folioOf(pages[contents])).toBe('iii');
    const preface = pageWith(pages, /^\s*Preface\s*$/m);
    expect(folioOf(pages[preface])).toMatch(/^[ivx]+$/);
    const chapterOne = pages.findIndex((page, i) => i > contents && /^\s*Grundlagen\s*$/m.test(page));
    expect(folioOf(pages[chapterOne])).toBe('1');
    for (let i = chapterOne; i < pages.length; i++)
      expect(folioOf(pages[i])).toBe(String(i - chapterOne + 1));
    for (let i = 3; i < chapterOne; i++) expect(folioOf(pages[i])).toMatch(/^[ivx]+$/);
  });

  it('lists every division in the contents with the folio of the page it starts on', () => {
    const { pages } = pdf;
    const contents = pages[pageWith(pages, /^\s*Inhalt\s*$/m)];
    const entries: [string, RegExp][] = [
      ['Preface', /^\s*Preface\s*$/m],
      ['Kapitel 1. Grundlagen', /^\s*Grundlagen\s*$/m],
      ['Größe und Maß', /^\s*Größe und Maß\s*$/m],
      ['Recovery Codes', /^\s*Recovery Codes\s*$/m],
      ['Kapitel 2. Übung', /^\s*Übung\s*$/m],
      ['Übung eins', /^\s*Übung eins\s*$/m],
      ['Anhang A. Reference', /^\s*Reference\s*$/m],
      ['Index', /^\s*Index\s*$/m],
    ];
    for (const [entry, heading] of entries) {
      const match = new RegExp(`${entry.replace(/\./g, '\\.')}\\s+([ivxlcdm]+|\\d+)\\s*$`, 'm').exec(
        contents,
      );
      expect([entry, match?.[1]]).toEqual([entry, expect.stringMatching(/\S/)]);
      const page = pageOfFolio(match![1]);
      expect([entry, heading.test(pages[page])]).toEqual([entry, true]);
    }
  });

  it('prints the real page of every index reference, non-ASCII ids and repeated terms included; never 000', async () => {
    const { pages } = pdf;
    const text = pages.join('\f');
    expect(text).not.toMatch(/(^|\s)000(,|\s*$)/m);
    const indexStart = pages.findIndex((page) => /^\s*Index\s*$/m.test(page) && /entry0/.test(page));
    const raw = (await tool('pdftotext', ['-f', String(indexStart + 1), pdf.file, '-'])).stdout.replace(
      /-\n/g,
      '',
    );
    for (let n = 0; n < 200; n++) {
      const name = String(n).padStart(3, '0');
      const match = new RegExp(`entry${name}, (\\d+)`).exec(raw);
      expect([name, match?.[1]]).toEqual([name, expect.stringMatching(/^\d+$/)]);
      expect([name, pages[pageOfFolio(match![1])]]).toEqual([name, expect.stringContaining(`Target${name}`)]);
    }
    const groesse = /Größe, (\d+)/.exec(raw)!;
    expect(pages[pageOfFolio(groesse[1])]).toContain('Die Größe');
    const duplicate = /Duplicate, (\d+), (\d+)/.exec(raw)!;
    expect(pages[pageOfFolio(duplicate[1])]).toContain('DupOne');
    expect(pages[pageOfFolio(duplicate[2])]).toContain('DupTwo');
  });

  it('leaves a reference that is on no page without a number, and says so', async () => {
    const { pages } = pdf;
    const index = pages.slice(pages.findIndex((page) => /^\s*Index\s*$/m.test(page) && /entry0/.test(page)));
    const line = index
      .join('\n')
      .split('\n')
      .find((l) => l.includes('Hidden term'))!;
    expect(line).toMatch(/Hidden term,?(\s{3,}|$)/);
    expect(line.slice(line.indexOf('Hidden term'), line.indexOf('Hidden term') + 20)).not.toMatch(/\d/);
    expect(pdf.warnings).toEqual([
      expect.objectContaining({
        kind: 'format',
        file: 'ch02.html',
        subject: expect.stringMatching(/^ix-hidden-term/),
      }),
    ]);
  });

  it('writes each bookmark once: every division, its sect1s, the contents where it is printed', async () => {
    const titles = outlineTitles(await outlineOf(pdf.file));
    expect(titles).toEqual([
      'The Page Book',
      // A German book: its generated parts and labels are in German.
      'Impressum',
      'Inhalt',
      'Preface',
      'Kapitel 1. Grundlagen',
      '  Größe und Maß',
      '  Recovery Codes',
      'Kapitel 2. Übung',
      '  Übung eins',
      'Anhang A. Reference',
      'Index',
    ]);
  });

  it('has the title, authors and language in its metadata and page labels matching the folios', async () => {
    const info = (await tool('pdfinfo', [pdf.file])).stdout;
    expect(info).toMatch(/Title:\s+The Page Book/);
    expect(info).toMatch(/Author:\s+Ada Lovelace, Charles Babbage/);
    const json = JSON.parse(
      (await tool('qpdf', ['--json', '--json-key=pagelabels', '--json-key=qpdf', pdf.file])).stdout,
    );
    const catalog = Object.values(json.qpdf[1] as Record<string, { value?: Record<string, unknown> }>).find(
      (object) => object.value?.['/Type'] === '/Catalog',
    )!;
    expect(catalog.value!['/Lang']).toBe('u:de');
    const labels = (json.pagelabels as { index: number; label: Record<string, unknown> }[]).map((l) => [
      l.index,
      l.label['/S'] ?? l.label['/P'],
      l.label['/St'],
    ]);
    const chapterOne = pdf.pages.findIndex(
      (page) => /^\s*Grundlagen\s*$/m.test(page) && folioOf(page) === '1',
    );
    expect(labels).toEqual([
      [0, 'u:Cover', 1],
      [1, '/r', 1],
      [chapterOne, '/D', 1],
    ]);
  });
});

describe('PDF pages: figures fit the page and keep their captions; headings keep what follows', () => {
  const SIZES = [420, 460, 500, 540, 580, 620, 660, 700];
  const figure = (n: number) =>
    `<figure id="fig-${n}"><img src="images/f${n}.png" alt="Figure ${n}"><figcaption>Caption for figure ${n}</figcaption></figure>`;
  const files: Record<string, string | Buffer> = {
    'images/tall.png': stripedPng(600, 3000, [
      [30, 30, 160],
      [160, 30, 30],
      [30, 160, 30],
    ]),
    'images/bare.png': stripedPng(500, 2600, [
      [200, 200, 30],
      [30, 200, 200],
    ]),
    ...Object.fromEntries(SIZES.map((h, n) => [`images/f${n}.png`, stripedPng(600, h, [[90, 90, 90]])])),
    'ch01.html': chapter(
      'Figures',
      `${paragraphs(3, 1)}<figure id="tall"><img src="images/tall.png" alt="Tall"><figcaption>A very tall figure</figcaption></figure>` +
        `<p>${prose(30, 9)}</p><p><img src="images/bare.png" alt="Bare"></p>` +
        SIZES.map(
          (_h, n) => `${paragraphs(1 + (n % 3), n + 2)}<p>${prose(20 + n * 17, n)}</p>${figure(n)}`,
        ).join(''),
    ),
    'ch02.html': chapter(
      'Headings',
      Array.from(
        { length: 30 },
        (_, n) =>
          `<section data-type="sect1"><h1>Heading ${n}</h1><p>Follows${n} ${prose(30 + ((n * 37) % 140), n)}</p>` +
          `<pre>${Array.from({ length: 4 + (n % 9) }, (_, l) => `code line ${l} of block ${n}`).join('\n')}</pre>` +
          `<p>${prose(40 + ((n * 53) % 120), n + 3)}</p></section>`,
      ).join(''),
    ),
  };
  let pdf: Awaited<ReturnType<typeof renderBookPdf>>;

  beforeAll(async () => {
    pdf = await renderBookPdf(files, {
      files: ['ch01.html', 'ch02.html'],
      formats: { pdf: { toc: false, index: false } },
    });
  }, 180_000);

  it('scales a 600×3000 image to fit the page area and draws it once, on the page of its caption', async () => {
    const tall = (await imagesOf(pdf.file)).filter((image) => image.height === 3000);
    expect(tall).toHaveLength(1);
    expect(3000 / tall[0].yPpi).toBeLessThanOrEqual(PAGE_AREA_HEIGHT_IN);
    expect(pdf.pages[tall[0].page - 1]).toContain('Figure 1-1. A very tall figure');
  });

  it('scales an image outside any figure to fit the page area too', async () => {
    const bare = (await imagesOf(pdf.file)).filter((image) => image.height === 2600);
    expect(bare).toHaveLength(1);
    expect(2600 / bare[0].yPpi).toBeLessThanOrEqual(PAGE_AREA_HEIGHT_IN);
  });

  it('never splits a figure from its caption, wherever it falls', async () => {
    const images = await imagesOf(pdf.file);
    SIZES.forEach((height, n) => {
      const drawn = images.filter((image) => image.height === height);
      expect([n, drawn.length]).toEqual([n, 1]);
      expect([n, pdf.pages[drawn[0].page - 1].includes(`Caption for figure ${n}`)]).toEqual([n, true]);
    });
  });

  it('keeps every heading on the page of the text that follows it', () => {
    for (let n = 0; n < 30; n++) {
      const page = pageWith(pdf.pages, new RegExp(`^\\s*Heading ${n}\\s*$`, 'm'));
      expect([n, pdf.pages[page].includes(`Follows${n}`)]).toEqual([n, true]);
    }
  });
});

describe('PDF pages: toc and index switched off', () => {
  it('prints neither contents nor index, and bookmarks neither', async () => {
    const pdf = await renderBookPdf(
      {
        'toc.html': '<nav data-type="toc"/>',
        'ch01.html': chapter('Only', `<p>Some <a data-type="indexterm" data-primary="term"></a>text.</p>`),
        'ix.html': '<section data-type="index"/>',
      },
      { files: ['toc.html', 'ch01.html', 'ix.html'], formats: { pdf: { toc: false, index: false } } },
    );
    const text = pdf.pages.join('\f');
    expect(text).not.toMatch(/Contents|Index/);
    // The title page Octavo made (the book has none) is bookmarked like the book's own would be.
    expect(outlineTitles(await outlineOf(pdf.file))).toEqual(['test/book', 'Chapter 1. Only']);
    expect(pdf.warnings).toEqual([]);
  }, 120_000);
});

describe('PDF pages: the contents across pages', () => {
  it("never leaves a chapter's entry alone at the foot of a page, away from its sections", async () => {
    // 40 chapters of two sections each: without keeping an entry with the next, chapter 21's entry ended page
    // two of the contents and its sections began page three.
    const files: Record<string, string> = { 'toc.html': '<nav data-type="toc"/>' };
    const names: string[] = [];
    for (let c = 1; c <= 40; c++) {
      const sections = [1, 2].map(
        (s) => `<section data-type="sect1"><h1>Section ${c}.${s}</h1><p>Text.</p></section>`,
      );
      files[`ch${c}.html`] = chapter(`Chapter title ${c}`, `<p>Text.</p>${sections.join('')}`);
      names.push(`ch${c}.html`);
    }
    const pdf = await renderBookPdf(files, {
      files: ['toc.html', ...names],
      formats: { pdf: { toc: true } },
    });
    // Contents entries end with their folio; the chapters' own headings do not.
    const entryLines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^(Chapter \d+\.|Section \d+\.\d+)/.test(line) && /\s(\d+|[ivxlc]+)$/.test(line));
    const pages = pdf.pages.map(entryLines).filter((lines) => lines.length > 0);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flat().filter((line) => line.startsWith('Chapter'))).toHaveLength(40);
    const lastEntries = pages.slice(0, -1).map((lines) => lines[lines.length - 1]!);
    for (const [i, last] of lastEntries.entries()) {
      const next = pages[i + 1]![0]!;
      expect([last, next]).not.toEqual([
        expect.stringMatching(/^Chapter/),
        expect.stringMatching(/^Section/),
      ]);
    }
  }, 120_000);
});

describe('PDF pages: the index in columns', () => {
  it('keeps a term in the column of its first subentry', async () => {
    // 60 terms, every other one with two subentries: without keeping them together, term 17 ended the first
    // column and its subentries began the second.
    const marks = Array.from({ length: 60 }, (_, i) => {
      const term = `term${String(i + 1).padStart(3, '0')}`;
      return (i + 1) % 2
        ? ['a', 'b']
            .map(
              (s) =>
                `<a data-type="indexterm" data-primary="${term}" data-secondary="sub ${i + 1} ${s}"></a>`,
            )
            .join('')
        : `<a data-type="indexterm" data-primary="${term}"></a>`;
    });
    const pdf = await renderBookPdf(
      {
        'ch1.html': chapter('One', marks.map((mark, i) => `<p>${mark}Paragraph ${i}.</p>`).join('')),
        'ix.html': '<section data-type="index"/>',
      },
      { files: ['ch1.html', 'ix.html'], formats: { pdf: { index: true } } },
    );
    const lines = (await textLines(pdf.file)).flatMap((page, index) =>
      page.lines.map((line) => ({ ...line, page: index })),
    );
    const place = (line: (typeof lines)[number] | undefined) =>
      line ? { page: line.page, column: line.xMin < 200 ? 'left' : 'right' } : undefined;
    for (let k = 1; k <= 60; k += 2) {
      const term = lines.find((line) => line.text.trim() === `term${String(k).padStart(3, '0')}`);
      const sub = lines.find((line) => line.text.startsWith(`sub ${k} a,`));
      expect([k, place(sub)]).toEqual([k, place(term)]);
      expect(sub!.yMin).toBeGreaterThan(term!.yMin);
    }
  }, 120_000);
});
