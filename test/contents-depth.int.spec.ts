import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { ElementNode, parseHtml, textContent } from '../renderers/dom/html-dom';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { outlineOf, outlineTitles, pageTexts } from './support/pdf-book';
import { tool } from './support/render-tools';
import { FixtureRenderer, fixtureSuite } from './support/render-fixture';

/**
 * Sections whose heading skips a level (addyosmani/backbone-fundamentals: `###` right under a chapter's `#`, no
 * `##` between): they were left out of every contents, where pandoc and Asciidoctor list them at the depth they
 * are nested at, under the chapter. A block's own title (a quotation's heading, a sidebar's) heads no section.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'skipped-levels');
const source = directorySource(FIXTURE);

/** Each format's contents: a division, then its sections indented under it. */
const CONTENTS = [
  'Fundamentals',
  '  What Is MVC?',
  '  Why Backbone?',
  'Going Further',
  '  Skipping a Level',
  '  A Level Section',
];

/** A nested list of links as indented titles, its divisions' labels left out. */
function listed(html: string): string[] {
  const [root] = parseHtml(html).filter((n): n is ElementNode => n.type === 'element');
  const walk = (list: ElementNode, depth: number): string[] =>
    list.children
      .filter((li): li is ElementNode => li.type === 'element' && li.name === 'li')
      .flatMap((li) => {
        const link = li.children.find((c): c is ElementNode => c.type === 'element' && c.name === 'a');
        const title = link?.children.find(
          (c): c is ElementNode => c.type === 'element' && /toc-title/.test(c.attrs.get('class') ?? ''),
        );
        const text = textContent(title ?? link ?? [])
          .replace(/^(Chapter \d+\.|\d+\.?)\s+/, '')
          .replace(/\s+/g, ' ')
          .trim();
        const nested = li.children.filter(
          (c): c is ElementNode => c.type === 'element' && (c.name === 'ul' || c.name === 'ol'),
        );
        return ['  '.repeat(depth) + text, ...nested.flatMap((l) => walk(l, depth + 1))];
      });
  return walk(root!, 0);
}

describe('contents: sections whose heading skips a level', () => {
  const book = fixtureSuite(source, 'ann/skipped-levels', 'octavo-skipped-levels-');

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await book.render(renderer, file);
    // Asciidoctor's own warning, at its line: the section is still read, as Asciidoctor reads it.
    expect(warnings).toEqual([
      'ch02.adoc:5: section title out of sequence: expected level 2, got level 3: a section may only be one ' +
        'level below the section it is in, and this ==== heading skips one; it is printed, and listed in the ' +
        'contents, as a === heading: write it so, or, if it is a heading in the text rather than a section, put ' +
        '[discrete] on the line above it',
    ]);
    return outFile;
  };

  it('pandoc and Ruby Asciidoctor list them under the chapter, and no block title (the comparison)', async () => {
    const pandoc = await tool('pandoc', [
      '-s',
      '--toc',
      '--metadata',
      'title=T',
      '-t',
      'html',
      join(FIXTURE, 'ch01.md'),
    ]);
    const asciidoctor = await tool('asciidoctor', [
      '-a',
      'toc',
      '-a',
      'doctype=book',
      '-o',
      '-',
      join(FIXTURE, 'ch02.adoc'),
    ]);
    const toc = (html: string, at: RegExp) => listed(at.exec(html)![1]!.trim());
    expect([
      ...toc(pandoc.stdout, /<nav id="TOC"[^>]*>([\s\S]*?)<\/nav>/),
      ...toc(asciidoctor.stdout, /<div id="toctitle">[^<]*<\/div>([\s\S]*?)<\/div>/),
    ]).toEqual(CONTENTS);
  });

  it('epub: the navigation lists them under their chapter', async () => {
    const zip = await readZip(await render(renderEpub, 'book.epub'));
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav epub:type="toc"[^>]*>[\s\S]*?(<ol[\s\S]*<\/ol>)\s*<\/nav>/.exec(
      /<nav epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0],
    )![1]!;
    expect(listed(toc)).toEqual(CONTENTS);
  });

  it('html: the contents page lists them under their chapter, and the sections nested in them', async () => {
    const zip = await readZip(await render(renderHtml, 'book.zip'));
    const index = zip.get('index.html')!.toString('utf8');
    const toc = /<nav data-type="toc"[^>]*>[\s\S]*?(<ol[\s\S]*<\/ol>)\s*<\/nav>/.exec(index)![1]!;
    // The site's contents page goes a level deeper: the section under the skipped level is nested in it.
    expect(listed(toc)).toEqual([...CONTENTS.slice(0, 2), '    Models', ...CONTENTS.slice(2)]);
    const sidebar = /<ol class="site-toc">[\s\S]*?<\/ol>\s*<\/nav>/.exec(index)![0];
    expect(sidebar).toContain('>Fundamentals<');
  });

  it('pdf: the contents page and the bookmarks list them, a section under a skipped level nested in it', async () => {
    const pdf = await render(renderPdf, 'book.pdf');
    const pages = await pageTexts(pdf);
    const contents = pages.find((page) => page.includes('Contents'))!;
    const entries = contents
      .split('\n')
      .map((line) => line.replace(/\s+\d+$/, '').trim())
      .filter((line) => line !== '' && !/^(Contents|[ivx]+)$/.test(line));
    expect(entries).toEqual([
      'Chapter 1. Fundamentals',
      'What Is MVC?',
      'Why Backbone?',
      'Chapter 2. Going Further',
      'Skipping a Level',
      'A Level Section',
    ]);
    expect(outlineTitles(await outlineOf(pdf))).toEqual([
      'Skipped Levels',
      'Contents',
      'Chapter 1. Fundamentals',
      '  What Is MVC?',
      '    Models',
      '  Why Backbone?',
      'Chapter 2. Going Further',
      '  Skipping a Level',
      '  A Level Section',
    ]);
  });
});
