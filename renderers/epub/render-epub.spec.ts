import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { memorySource } from '../test-support/memory-source';
import { pngHeader } from '../test-support/image-headers';
import { readZip } from '../test-support/read-zip';
import { photograph, screenshot } from '../test-support/synthetic-pictures';
import { PlatformConfig } from '../types';
import { formatWarning } from '../warnings';
import { CONFORMS_TO } from './accessibility-metadata';
import { formatBytes } from '../limits/book-limits';
import { OVERSIZED_EDITION_BYTES } from '../limits/oversized-edition';
import { EpubExtras, renderEpub } from './render-epub';

const PNG = pngHeader(40, 30);
const MB = 1024 * 1024;

describe('writeEpub: accessibility', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-epub-a11y-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const build = async (
    files: Record<string, string | Buffer>,
    config: Partial<PlatformConfig>,
    extras: EpubExtras = {},
  ) => {
    const source = memorySource({ 'img/a.png': PNG, ...files });
    const listed = Object.keys(files).filter((f) => !f.startsWith('img/') && !f.endsWith('.css'));
    const outFile = join(dir, `${Math.random().toString(36).slice(2)}.epub`);
    const result = await renderEpub(
      {
        source,
        config: { files: listed, formats: {}, ...config },
        workDir: dir,
        outFile,
        bookName: 'ann/book',
      },
      extras,
    );
    const zip = await readZip(outFile);
    const text = (name: string) => zip.get(`OEBPS/${name}`)?.toString('utf8') ?? '';
    return { ...result, zip, text, opf: text('content.opf') };
  };

  it('warns with file and line about the images without alt text, one warning per file, and then claims no conformance', async () => {
    const { warnings, opf, accessibility } = await build(
      {
        'ch1.adoc':
          '= One\n\nText.\n\nimage::img/a.png[]\n\nimage::img/a.png[""]\n\nimage::img/a.png[A described image]\n\nInline image:img/a.png[] and image:img/a.png[Described,width=20] and image:img/a.png[""].\n',
        'ch2.md':
          '# Two\n\nText.\n\n![](img/a.png)\n\n![Described](img/a.png)\n\n<img style="float: right;" src="img/a.png" />\n',
        'ch3.html':
          '<section data-type="chapter"><h1>Three</h1>\n<p>Text</p>\n<p><img src="img/a.png"></p>\n<p><img src="img/a.png" alt=""></p>\n</section>',
      },
      { lang: 'en' },
    );
    expect(warnings.filter((w) => w.kind === 'image-alt-missing').map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch1\.adoc:5: 2 images have no alt text: the first, img\/a\.png, here, the other at line 11; describe what each shows/,
      ),
      expect.stringMatching(/^ch2\.md:5: image img\/a\.png has no alt text/),
      expect.stringMatching(/^ch2\.md:9: image img\/a\.png has no alt text/),
      expect.stringMatching(/^ch3\.html:3: image img\/a\.png has no alt text/),
    ]);
    // Each says how in the syntax of its own file (Markdown cannot mark an image decorative: the HTML tag can).
    const advice = warnings.filter((w) => w.kind === 'image-alt-missing').map((w) => w.text);
    expect(advice[0]).toContain('(image::file.png[Description]), or, if it is only decoration');
    expect(advice[0]).not.toContain('Markdown');
    expect(advice[1]).toContain(
      '(![Description](img/a.png)), or, if it is only decoration, write it as HTML with an empty one (<img src="img/a.png" alt="">)',
    );
    // An <img> tag written in Markdown is given an alt attribute, not rewritten as ![…](…).
    for (const tag of [advice[2], advice[3]]) {
      expect(tag).toContain(
        '(alt="Description"), or, if it is only decoration, mark it so with an empty one (alt="")',
      );
    }
    expect(accessibility.failures).toEqual(['5 images have no text alternative']);
    expect(opf).not.toContain('dcterms:conformsTo');
    expect(opf).toContain('<meta property="schema:accessModeSufficient">textual,visual</meta>');
    expect(opf).not.toContain('<meta property="schema:accessibilityFeature">alternativeText</meta>');
    expect(opf).toMatch(
      /<meta property="schema:accessibilitySummary">[^<]*5 of its 11 images have no text alternative/,
    );
  });

  it('claims EPUB Accessibility 1.1 WCAG 2.1 AA for a book that passes, with roles, levelled headings and notes', async () => {
    const { warnings, opf, text, accessibility } = await build(
      {
        'ch1.adoc':
          '= One\n\n== Section\n\nA note.footnote:[The note.]\n\n.Code\n----\nx = 1\n----\n\nimage::img/a.png[A picture]\n\nNOTE: Careful.\n',
        'app.adoc': '[appendix]\n= Extra\n\nMore.\n',
      },
      { lang: 'en' },
    );
    expect(warnings).toEqual([]);
    expect(accessibility.conformsTo).toBe(CONFORMS_TO);
    expect(opf).toContain(`<meta property="dcterms:conformsTo" id="conformance">${CONFORMS_TO}</meta>`);
    expect(opf).toContain('<meta property="a11y:certifiedBy">Octavo</meta>');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">alternativeText</meta>');
    expect(opf).not.toContain('dc:source');
    const ch1 = text('ch01.xhtml');
    expect(ch1).toContain('xml:lang="en" lang="en"');
    expect(ch1).toMatch(/<section data-type="chapter" id="one" epub:type="chapter" role="doc-chapter">/);
    expect(ch1).toContain(
      '<h3 id="example-1-1-code" class="block-heading"><span class="label">Example 1-1. </span>Code</h3>',
    );
    expect(ch1).toMatch(
      /<a href="#one-fn1" id="one-fnref1" class="footnote-ref" epub:type="noteref" role="doc-noteref">1<\/a>/,
    );
    expect(ch1).toMatch(
      /<aside id="one-fn1" class="footnote first-footnote" epub:type="footnote" role="doc-footnote">/,
    );
    expect(text('app01.xhtml')).toMatch(/epub:type="appendix" role="doc-appendix"/);
    expect(text('app01.xhtml')).toContain('<body epub:type="backmatter">');
    expect(text('nav.xhtml')).toContain('<nav epub:type="toc" role="doc-toc" id="toc" data-type="toc">');
    expect(text('nav.xhtml')).not.toContain('page-list');
    expect(text('style.css')).toContain('a[href] { text-decoration: underline;');
  });

  // A Japanese book declaring no language (min-ja): its package said ja, and its summary that it declared none.
  it('takes a language read from the text as the text’s: no failure, nothing said of an undeclared language', async () => {
    const book = {
      'ch1.adoc':
        '== はじめに\n\nこの章では、バージョン管理とは何か、そしてなぜそれが役に立つのかを説明します。\n',
    };
    const { opf, accessibility } = await build(book, {});
    expect(opf).toContain('<dc:language>ja</dc:language>');
    expect(accessibility.failures).toEqual([]);
    expect(accessibility.conformsTo).toBe(CONFORMS_TO);
    expect(accessibility.summary).not.toContain('does not declare');
    // The summary is written in English, and tagged so in a Japanese book's package.
    expect(opf).toMatch(/<meta property="schema:accessibilitySummary" xml:lang="en">This publication/);
    // A `:lang:` in the document declares it as the config's "lang" does.
    const declared = await build({ 'ch1.adoc': '= Book\n:lang: de\n\n== Eins\n\nText.\n' }, {});
    expect(declared.accessibility.failures).toEqual([]);
  });

  it('claims nothing when the book does not say its language, or its theme sets a pale text colour', async () => {
    const book = { 'ch1.md': '# One\n\nText.\n', 'theme.css': 'p { color: #aaa; }' };
    const unsaid = await build(book, {});
    expect(unsaid.accessibility.failures).toEqual(['the book does not declare its language']);
    expect(unsaid.opf).not.toContain('dcterms:conformsTo');
    const pale = await build(book, { lang: 'en', theme: 'theme.css' });
    expect(pale.accessibility.failures[0]).toBe(
      "the theme's `p { color: #aaa }` on a white page has a contrast of 2.32:1 (at least 4.5:1 is needed)",
    );
    // The author is told in the build log, not only in the package's metadata.
    expect(pale.warnings.map(formatWarning)).toContain(
      "the book's theme: `p { color: #aaa }` on a white page has a contrast of 2.32:1 (at least 4.5:1 is needed); " +
        'the EPUB claims no WCAG 2 AA conformance while it does',
    );
  });

  it("judges only theme rules that select something in the book (Pro Git 2's Pygments rules select nothing)", async () => {
    const { warnings, accessibility } = await build(
      {
        'ch1.adoc': '== One\n\n[source,console]\n----\n$ git add -h\n----\n',
        'theme.css':
          'pre code.c1 { color: #0099FF }\npre code.gt { color: #99CC66 }\n.sidebar-title a { text-decoration: none }\n' +
          'pre[data-code-language="console"] { background: #ddd }\n',
      },
      { lang: 'en', theme: 'theme.css' },
    );
    expect(warnings.filter((w) => w.kind === 'theme')).toEqual([]);
    expect(accessibility.conformsTo).toBe(CONFORMS_TO);
  });

  it('writes the print pages it is given: markers, a page-list and the print source', async () => {
    const { opf, text, accessibility } = await build(
      { 'ch1.md': '# One\n\nFirst.\n\n## Later {#later}\n\nSecond.\n', 'ch2.md': '# Two\n\nThird.\n' },
      { lang: 'en', print_isbn13: '9781492000013' },
      {
        printPages: {
          pages: new Map<string, number>([
            ['one', 1],
            ['later', 2],
            ['two', 3],
          ]),
        },
      },
    );
    expect(text('ch01.xhtml')).toContain(
      '<section data-type="chapter" id="one" epub:type="chapter" role="doc-chapter"><span id="page-1" aria-label="1" epub:type="pagebreak" role="doc-pagebreak"></span>',
    );
    expect(text('ch01.xhtml')).toContain(
      '<span id="page-2" aria-label="2" epub:type="pagebreak" role="doc-pagebreak"></span><h2 id="later">',
    );
    expect(text('nav.xhtml')).toContain(
      '<nav epub:type="page-list" role="doc-pagelist" id="page-list" hidden=""><h2>Pages</h2><ol><li><a href="ch01.xhtml#page-1">1</a></li><li><a href="ch01.xhtml#page-2">2</a></li><li><a href="ch02.xhtml#page-3">3</a></li></ol></nav>',
    );
    expect(opf).toContain('<dc:source id="print-source">urn:isbn:9781492000013</dc:source>');
    expect(opf).toContain('<meta refines="#print-source" property="source-of">pagination</meta>');
    expect(accessibility.features).toEqual(expect.arrayContaining(['pageBreakMarkers', 'pageNavigation']));
  });
});

describe('writeEpub: images of types EPUB readers need not show', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-epub-webp-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const raw = (data: Buffer, width: number, height: number, channels: 3 | 4 = 3) =>
    sharp(data, { raw: { width, height, channels } });

  const build = async (files: Record<string, string | Buffer>) => {
    const listed = Object.keys(files).filter((f) => f.endsWith('.md'));
    const outFile = join(dir, `${Math.random().toString(36).slice(2)}.epub`);
    const result = await renderEpub({
      source: memorySource(files),
      config: { files: listed, formats: {}, lang: 'th' },
      workDir: dir,
      outFile,
      bookName: 'ann/book',
    });
    const zip = await readZip(outFile);
    const text = (name: string) => zip.get(`OEBPS/${name}`)?.toString('utf8') ?? '';
    return { ...result, zip, text, opf: text('content.opf') };
  };

  // A Thai hospital manual (kphis-book): its 206 WebP screenshots were each left out of the EPUB as "[alt]".
  it('ships a WebP screenshot as PNG, a WebP photograph as JPEG and an AVIF as PNG, each at its size with its alt text', async () => {
    const { warnings, zip, text, opf, notes, accessibility } = await build({
      'ch1.md':
        '# บทที่หนึ่ง\n\n![หน้าจอสั่งยา](images/order.webp)\n\n![ภาพถ่าย](images/ward.webp)\n\n' +
        '<img src="images/logo.avif" alt="โลโก้" width="120">\n',
      'images/order.webp': await raw(screenshot(640, 400), 640, 400).webp({ lossless: true }).toBuffer(),
      'images/ward.webp': await raw(photograph(800, 500), 800, 500).webp({ quality: 90 }).toBuffer(),
      'images/logo.avif': await raw(photograph(300, 200, 4), 300, 200, 4)
        .avif()
        .toBuffer(),
    });
    expect(warnings.filter((w) => w.kind === 'image-refused')).toEqual([]);
    const chapter = text('ch01.xhtml');
    expect(chapter).toContain('<img src="assets/images/order.png" alt="หน้าจอสั่งยา"');
    expect(chapter).toContain('<img src="assets/images/ward.jpg" alt="ภาพถ่าย"');
    expect(chapter).toMatch(/<img src="assets\/images\/logo\.png" alt="โลโก้" width="120"/);
    expect(chapter).not.toContain('[หน้าจอสั่งยา]');
    const shipped = async (name: string) => {
      const meta = await sharp(zip.get(`OEBPS/assets/images/${name}`)!).metadata();
      return [meta.format, meta.width, meta.height, meta.hasAlpha];
    };
    expect(await shipped('order.png')).toEqual(['png', 640, 400, false]);
    expect(await shipped('ward.jpg')).toEqual(['jpeg', 800, 500, false]);
    expect(await shipped('logo.png')).toEqual(['png', 300, 200, true]);
    expect(opf).toContain('href="assets/images/order.png" media-type="image/png"');
    expect(opf).toContain('href="assets/images/ward.jpg" media-type="image/jpeg"');
    expect(opf).not.toMatch(/\.webp|\.avif/);
    expect(notes).toEqual([
      expect.stringMatching(
        /^2 WebP images shipped as PNG or JPEG \(1 PNG, 1 JPEG\), 1 AVIF image shipped as PNG, the types every e-book reader shows/,
      ),
    ]);
    expect(accessibility.summary).toContain('Every image has a text alternative');
  });

  it('says in the summary that an image it could not read is left out, never that every image has a text alternative', async () => {
    const { warnings, accessibility, text } = await build({
      'ch1.md': '# บทที่หนึ่ง\n\n![หน้าจอ](images/broken.webp)\n\n![ภาพ](images/fine.png)\n',
      // Its header is whole (40 × 30), its picture cut off.
      'images/broken.webp': (
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
          .webp()
          .toBuffer()
      ).subarray(0, 34),
      'images/fine.png': PNG,
    });
    expect(warnings.filter((w) => w.kind === 'image-refused').map(formatWarning)).toEqual([
      'ch1.md:3: image images/broken.webp is a WebP file Octavo could not read to convert it to PNG or JPEG, the ' +
        'images every EPUB reader shows; left out of the EPUB: open it and save it again, as PNG or JPEG',
    ]);
    expect(text('ch01.xhtml')).toContain('[หน้าจอ]');
    expect(accessibility.summary).not.toContain('Every image has a text alternative');
    expect(accessibility.summary).toContain(
      "Every image it holds has a text alternative or is marked decorative. 1 of the book's images is not in it",
    );
  });
});

describe('writeEpub: an EPUB too heavy for the stores', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-epub-size-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // As Practical Electronics: 612 PNGs at print resolution, no downsample_images, a 347 MB EPUB. Random bytes after
  // a PNG header stand for a picture that compresses no further.
  it('is told its size, its largest images and the setting that makes them smaller, once', async () => {
    const picture = (megabytes: number) =>
      Buffer.concat([pngHeader(6000, 4000), randomBytes(megabytes * MB)]);
    const source = memorySource({
      'ch1.adoc': [1, 2, 3, 4].map((n) => `image::img/${n}.png[Board ${n}]`).join('\n\n'),
      'img/1.png': picture(30),
      'img/2.png': picture(38),
      'img/3.png': picture(34),
      'img/4.png': PNG,
    });
    const outFile = join(dir, 'heavy.epub');
    const { warnings } = await renderEpub({
      source,
      config: { files: ['ch1.adoc'], formats: {}, configFile: 'atlas.json' },
      workDir: dir,
      outFile,
      bookName: 'ann/book',
    });
    const size = (await stat(outFile)).size;
    expect(size).toBeGreaterThan(OVERSIZED_EDITION_BYTES);
    expect(warnings.filter((w) => w.kind === 'format').map(formatWarning)).toEqual([
      `atlas.json: the EPUB is ${formatBytes(size)}, 102 MB of it 4 images (the largest: img/2.png (38 MB), ` +
        'img/3.png (34 MB), img/1.png (30 MB)); KDP charges each copy sold a delivery fee by the megabyte and refuses ' +
        'an EPUB over 650 MB, and a reader waits minutes for it to download: set "downsample_images": true in ' +
        '"formats": {"epub": …} of atlas.json: images larger than an e-reader shows are ' +
        'scaled to 2,048 px and photographs saved as PNG are shipped as JPEG',
    ]);
  });
});
