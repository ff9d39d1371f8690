import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import { DomNode, isHeading, parseHtml, textContent } from '../renderers/dom/html-dom';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { PlatformConfig } from '../renderers/types';
import { formatWarning } from '../renderers/warnings';
import { epubcheck, tool } from './support/render-tools';
import { FixtureRenderer, renderFixture } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'appendixes');
const source = directorySource(FIXTURE);

const APPENDIXES = [
  'Appendix A. Keywords',
  'Appendix B. Operators and Symbols',
  'Appendix C. Editions',
  'Appendix D. Glossary of Terms',
];

/** The words of a page's text, headings left out (they are where the book's labels go). */
function bodyWords(nodes: DomNode[]): string[] {
  const words: string[] = [];
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type === 'text') words.push(node.value);
      else if (!isHeading(node) && node.name !== 'head') visit(node.children);
    }
  };
  visit(nodes);
  return words.join(' ').split(/\s+/).filter(Boolean);
}

/** The book's own title words of each heading, in order: what pandoc reads the file's headings as. */
function headings(nodes: DomNode[]): string[] {
  const found: string[] = [];
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      if (isHeading(node)) found.push(textContent(node).replace(/\s+/g, ' ').trim());
      else visit(node.children);
    }
  };
  visit(nodes);
  return found;
}

describe('A file of appendixes (the Rust book’s nostarch/appendix.md) is one appendix per section', () => {
  let dir: string;
  let config: PlatformConfig;
  let pandocWords: string[];

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await renderFixture(
      { source, config, dir, bookName: 'ann/appendixes' },
      renderer,
      file,
    );
    expect(warnings.map(formatWarning)).toEqual([]);
    return readZip(outFile).then((zip) => ({ zip, outFile }));
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-appendixes-'));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    config = loaded.config;
    const pandoc = await tool('pandoc', ['-f', 'gfm', '-t', 'html', join(FIXTURE, 'appendix.md')]);
    expect(pandoc.stderr).toBe('');
    pandocWords = bodyWords(parseHtml(pandoc.stdout));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('epub: each appendix its own document and navigation entry, lettered on into the AsciiDoc one, the words pandoc reads', async () => {
    const { zip, outFile } = await render(renderEpub, 'book.epub');
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    const top = [...toc.matchAll(/<li><a href="([^"#]+)">(.*?)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
    expect(top.map(([, title]) => title)).toEqual(['Chapter 1. Getting Started', ...APPENDIXES]);
    const files = top.map(([file]) => file);
    expect(new Set(files).size).toBe(files.length);
    // The sections of Appendix A are its own, not appendixes.
    expect(toc).toMatch(/Appendix A\. Keywords<\/a>\s*<ol>\s*<li><a href="[^"]+#keywords-currently-in-use">/);

    const page = (file: string) => parseHtml(zip.get(`OEBPS/${file}`)!.toString('utf8'));
    const appendixPages = files.slice(1, 4).map(page);
    expect(appendixPages.map((nodes) => headings(nodes)[0])).toEqual([
      'Appendix A Keywords',
      'Appendix B Operators and Symbols',
      'Appendix C Editions',
    ]);
    // Every word of the file, in order (its introduction opening Appendix A), as pandoc reads the Markdown.
    expect(appendixPages.flatMap(bodyWords)).toEqual(pandocWords);

    const chapter = zip.get(`OEBPS/${files[0]}`)!.toString('utf8');
    // A link to an appendix's own id (the section's, before) opens the appendix's document.
    expect(chapter).toMatch(
      new RegExp(`href="${files[2]}(?:#appendix-b-operators-and-symbols)?">Appendix B<`),
    );
    expect(chapter).toContain(`href="${files[1]}#keywords-currently-in-use"`);

    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: a page for each appendix, listed in the contents, every link landing', async () => {
    const { zip } = await render(renderHtml, 'book.zip');
    expect(checkLinks(zip)).toEqual([]);
    const index = zip.get('index.html')!.toString('utf8');
    const contents = textContent(parseHtml(index)).replace(/\s+/g, ' ');
    for (const title of ['A Keywords', 'B Operators and Symbols', 'C Editions', 'D Glossary of Terms'])
      expect(contents).toContain(title);
    const pages = ['app01.html', 'app02.html', 'app03.html', 'app04.html'].map((name) =>
      parseHtml(zip.get(name)!.toString('utf8')),
    );
    expect(pages.map((nodes) => headings(nodes).find((h) => h.startsWith('Appendix')))).toEqual(
      APPENDIXES.map((title) => title.replace('.', '')),
    );
  });
});
