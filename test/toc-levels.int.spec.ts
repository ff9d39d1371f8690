import { renderEpub, renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { outlineOf, outlineTitles, pageWith, renderBookPdf } from './support/pdf-book';
import { fixtureSuite, plainText } from './support/render-fixture';

/** A chapter with sections four levels deep, in AsciiDoc (`==` is the chapter). */
const KILNS_ADOC = [
  '== Kilns',
  '',
  'Kilns fire clay.',
  '',
  '=== Kiln Types',
  '',
  'Some burn gas.',
  '',
  '==== Gas Kilns',
  '',
  'They need a flue.',
  '',
  '===== Burner Tips',
  '',
  'Clean them.',
  '',
  '=== Kiln Care',
  '',
  'Vacuum the floor.',
  '',
].join('\n');

const GLAZES_ADOC = ['== Glazes', '', 'Glazes melt.', '', '=== Cone Six', '', 'A middle fire.', ''].join(
  '\n',
);

/** The same chapter in Markdown (`#` is the chapter). */
const KILNS_MD = [
  '# Kilns',
  '',
  'Kilns fire clay.',
  '',
  '## Kiln Types',
  '',
  'Some burn gas.',
  '',
  '### Gas Kilns',
  '',
  'They need a flue.',
  '',
  '#### Burner Tips',
  '',
  'Clean them.',
  '',
  '## Kiln Care',
  '',
  'Vacuum the floor.',
  '',
].join('\n');

const CHAPTERS_ONLY = ['Chapter 1. Kilns', 'Chapter 2. Glazes'];

async function epubContents(book: ReturnType<typeof fixtureSuite>) {
  const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
  const zip = await readZip(outFile);
  const file = (name: string) => zip.get(`OEBPS/${name}`)?.toString('utf8') ?? '';
  return { nav: file('nav.xhtml'), ncx: file('toc.ncx'), warnings };
}

async function siteContents(book: ReturnType<typeof fixtureSuite>) {
  const { outFile } = await book.render(renderHtml, 'book.zip');
  const zip = await readZip(outFile);
  const page = (name: string) => zip.get(name)?.toString('utf8') ?? '';
  const sidebar = (name: string) => /<ol class="site-toc">[\s\S]*?<\/nav>/.exec(page(name))?.[0] ?? '';
  return { page, sidebar };
}

/** The nav document's entries, each indented by its depth, as a reader's contents list shows them. */
function navEntries(nav: string): string[] {
  const toc = /<nav epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)?.[0] ?? '';
  const entries: string[] = [];
  let depth = -1;
  for (const [tag] of toc.matchAll(/<ol>|<\/ol>|<a [^>]*>[^<]*<\/a>/g)) {
    if (tag === '<ol>') depth++;
    else if (tag === '</ol>') depth--;
    else entries.push('  '.repeat(depth) + plainText(tag));
  }
  return entries;
}

describe('an AsciiDoc book whose header sets :toclevels: 3', () => {
  const files = {
    'platform.json': JSON.stringify({ title: 'Pottery', files: ['kilns.adoc', 'glazes.adoc'] }),
    'kilns.adoc': `:toclevels: 3\n\n${KILNS_ADOC}`,
    'glazes.adoc': GLAZES_ADOC,
  };
  const book = fixtureSuite(memorySource(files), 'ann/toclevels', 'octavo-toclevels-');

  it('lists the sections two levels below each chapter in the EPUB navigation and NCX, not the third', async () => {
    const { nav, ncx } = await epubContents(book);
    expect(navEntries(nav)).toEqual([
      'Chapter 1. Kilns',
      '  Kiln Types',
      '    Gas Kilns',
      '  Kiln Care',
      'Chapter 2. Glazes',
      '  Cone Six',
    ]);
    expect(ncx).toContain('<meta name="dtb:depth" content="3"/>');
    expect(ncx).toContain('<text>Gas Kilns</text>');
    expect(ncx).not.toContain('Burner Tips');
  });

  it('lists them in the site’s sidebar and on its contents page', async () => {
    const { page, sidebar } = await siteContents(book);
    expect(plainText(sidebar('ch01.html'))).toContain('Kiln Types Gas Kilns Kiln Care');
    expect(sidebar('ch01.html')).not.toContain('Burner Tips');
    expect(plainText(page('index.html'))).toContain('Kiln Types Gas Kilns Kiln Care');
    expect(page('index.html')).not.toContain('Burner Tips');
    expect(page('ch01.html')).not.toContain('data-octavo-contents-depth');
  });

  it('prints them in the PDF’s contents and outline', async () => {
    const pdf = await renderBookPdf(files, { title: 'Pottery', files: ['kilns.adoc', 'glazes.adoc'] });
    const contents = pdf.pages[pageWith(pdf.pages, 'Contents')] ?? '';
    expect(contents).toMatch(/Kiln Types[\s\S]*Gas Kilns[\s\S]*Kiln Care/);
    expect(contents).not.toContain('Burner Tips');
    expect(outlineTitles(await outlineOf(pdf.file))).toEqual(
      expect.arrayContaining(['  Kiln Types', '    Gas Kilns', '  Kiln Care']),
    );
    expect(outlineTitles(await outlineOf(pdf.file)).join('\n')).not.toContain('Burner Tips');
  }, 120_000);
});

describe('AsciiDoc chapters written as documents of their own (`= Title`) with :toclevels: 2', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ title: 'Pottery', files: ['kilns.adoc', 'glazes.adoc'] }),
      'kilns.adoc': [
        '= Kilns',
        ':toclevels: 2',
        '',
        'Kilns fire clay.',
        '',
        '== Kiln Types',
        '',
        'Some burn gas.',
        '',
        '=== Gas Kilns',
        '',
        'They need a flue.',
        '',
        '==== Burner Tips',
        '',
        'Clean them.',
        '',
      ].join('\n'),
      'glazes.adoc': '= Glazes\n\nGlazes melt.\n',
    }),
    'ann/toclevels-documents',
    'octavo-toclevels-documents-',
  );

  it('lists the two levels Asciidoctor lists under the document title', async () => {
    const { nav } = await epubContents(book);
    expect(navEntries(nav)).toEqual([
      'Chapter 1. Kilns',
      '  Kiln Types',
      '    Gas Kilns',
      'Chapter 2. Glazes',
    ]);
  });
});

describe('a pandoc book whose metadata sets toc-depth: 1', () => {
  const files = {
    'platform.json': JSON.stringify({ files: ['metadata.yaml', 'kilns.md', 'glazes.md'] }),
    'metadata.yaml': 'title: Pottery\ntoc-depth: 1\ntoc-title: What Is Here\n',
    'kilns.md': KILNS_MD,
    'glazes.md': '# Glazes\n\nGlazes melt.\n\n## Cone Six\n\nA middle fire.\n',
  };
  const book = fixtureSuite(memorySource(files), 'ann/toc-depth', 'octavo-toc-depth-');

  it('lists the chapters alone in the EPUB navigation and the site’s sidebar', async () => {
    const { nav, ncx } = await epubContents(book);
    expect(navEntries(nav)).toEqual(CHAPTERS_ONLY);
    expect(nav).toContain('<h1>What Is Here</h1>');
    expect(ncx).toContain('<meta name="dtb:depth" content="1"/>');
    const { sidebar } = await siteContents(book);
    expect(sidebar('ch01.html')).not.toContain('Kiln Types');
  });

  it('prints the chapters alone in the PDF’s contents, under its toc-title, and outline', async () => {
    const pdf = await renderBookPdf(files, { files: ['metadata.yaml', 'kilns.md', 'glazes.md'] });
    const contents = pdf.pages[pageWith(pdf.pages, 'What Is Here')] ?? '';
    expect(contents).toContain('Glazes');
    expect(contents).not.toContain('Kiln Types');
    expect(outlineTitles(await outlineOf(pdf.file)).filter((title) => title.startsWith(' '))).toEqual([]);
  }, 120_000);
});

describe('a book that does not say how deep its contents go', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ title: 'Pottery', files: ['kilns.md', 'glazes.md'] }),
      'kilns.md': KILNS_MD,
      'glazes.md': '# Glazes\n\nGlazes melt.\n',
    }),
    'ann/toc-default',
    'octavo-toc-default-',
  );

  it('lists one level of sections in the EPUB navigation and two on the site’s contents page', async () => {
    const { nav, ncx } = await epubContents(book);
    expect(navEntries(nav)).toEqual(['Chapter 1. Kilns', '  Kiln Types', '  Kiln Care', 'Chapter 2. Glazes']);
    expect(ncx).toContain('<meta name="dtb:depth" content="2"/>');
    const { page } = await siteContents(book);
    expect(plainText(page('index.html'))).toContain('Kiln Types Gas Kilns Kiln Care');
    expect(page('index.html')).not.toContain('Burner Tips');
  });
});
