import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import {
  decodeEntities,
  ElementNode,
  isHeading,
  parseHtml,
  textContent,
  walkElements,
} from '../renderers/dom/html-dom';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { PlatformConfig } from '../renderers/types';
import { formatWarning } from '../renderers/warnings';
import { tool } from './support/render-tools';
import { FixtureRenderer, renderFixture } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'sectnums');
const source = directorySource(FIXTURE);
const DIVISIONS = new Set(['chapter', 'preface', 'appendix']);

/** What a reader sees of a book's text, in reading order. */
interface Read {
  /** Every heading inside a chapter, preface or appendix but its title, as printed. */
  sections: string[];
  /** The text of each generated cross-reference. */
  xrefs: string[];
}

function readPages(pages: string[]): Read {
  const read: Read = { sections: [], xrefs: [] };
  for (const page of pages) {
    walkElements(parseHtml(page), (el, ancestors) => {
      const division = [...ancestors].reverse().find((a) => DIVISIONS.has(a.attrs.get('data-type') ?? ''));
      if (!division) return;
      if (isHeading(el) && el !== firstHeadingOf(division)) read.sections.push(words(el));
      if (el.name === 'a' && el.attrs.get('data-type') === 'xref') read.xrefs.push(words(el));
    });
  }
  return read;
}

function firstHeadingOf(division: ElementNode): ElementNode | undefined {
  let found: ElementNode | undefined;
  walkElements(division.children, (el) => {
    if (!found && isHeading(el)) found = el;
  });
  return found;
}

const words = (el: ElementNode) => textContent(el).replace(/\s+/g, ' ').trim();

/** A contents entry below a chapter's: `1 Title` for a section, `2 Title` for one inside it; numbers left off. */
const entry = (level: number, title: string) => `${level} ${title.replace(/^(?:[\dA-Z]+\.)+\s*/, '')}`;

interface Ruby extends Read {
  chapters: string[];
  /** The sections its TOC lists (`:toc:`, `toclevels=3`: chapters, sections and theirs), as {@link entry}s. */
  contents: string[];
}

/**
 * Ruby Asciidoctor's `-d book` conversion of the same files included in listed order into one document (what
 * the author's own toolchain prints): its sections (h3 and below: h2 is a chapter's, or a discrete heading's), its
 * xrefs' texts and,
 * converted again with a TOC, the sections the TOC lists.
 */
async function rubyAsciidoctor(config: PlatformConfig, dir: string): Promise<Ruby> {
  const master = join(dir, 'master.adoc');
  const includes = config.files
    .filter((file) => file.endsWith('.adoc'))
    .map((file) => `include::${join(FIXTURE, file)}[]`);
  await writeFile(master, `= ${config.title}\n:doctype: book\n\n${includes.join('\n\n')}\n`);
  const run = await tool('asciidoctor', ['-d', 'book', '-s', '-o', '-', master]);
  expect(run.stderr).toBe('');
  const html = run.stdout;
  const text = (inner: string) => decodeEntities(inner.replace(/<[^>]*>/g, '')).trim();
  const withToc = await tool('asciidoctor', [
    '-d',
    'book',
    '-s',
    '-a',
    'toc',
    '-a',
    'toclevels=3',
    '-o',
    '-',
    master,
  ]);
  expect(withToc.stderr).toBe('');
  const toc = withToc.stdout.slice(0, withToc.stdout.indexOf('<div class="sect1">'));
  const contents: string[] = [];
  const levels: number[] = [];
  for (const m of toc.matchAll(/<ul class="sectlevel(\d)">|<\/ul>|<a href="#[^"]*">(.*?)<\/a>/g)) {
    if (m[1]) levels.push(Number(m[1]));
    else if (m[0] === '</ul>') levels.pop();
    // sectlevel2 lists a chapter's sections (1 is the chapters, 0 the parts).
    else if (levels.at(-1)! >= 2) contents.push(entry(levels.at(-1)! - 1, text(m[2]!)));
  }
  return {
    contents,
    chapters: [...html.matchAll(/<h2 id="[^"]*">(.*?)<\/h2>/g)].map((m) => text(m[1]!)),
    // A discrete heading may be an h2 too, with its class.
    sections: [...html.matchAll(/<h([2-6]) ([^>]*)>(.*?)<\/h\1>/g)]
      .filter((m) => m[1] !== '2' || /class="discrete"/.test(m[2]!))
      .map((m) => text(m[3]!)),
    xrefs: [...html.matchAll(/<a href="#[^"]*">(.*?)<\/a>/g)].map((m) => text(m[1]!)),
  };
}

describe('AsciiDoc :sectnums: in every format, as Ruby Asciidoctor numbers the book', () => {
  let dir: string;
  let config: PlatformConfig;
  let ruby: Ruby;

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await renderFixture(
      { source, config, dir, bookName: 'ann/numbered' },
      renderer,
      file,
    );
    expect(warnings.map(formatWarning)).toEqual([]);
    return outFile;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-sectnums-'));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    config = loaded.config;
    ruby = await rubyAsciidoctor(config, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the fixture as Ruby Asciidoctor numbers it (the comparison itself)', () => {
    expect(ruby.chapters).toEqual([
      'Preface',
      '1. Getting Started',
      '2. Going Further',
      '3. Wrapping Up',
      'Appendix A: Tools',
    ]);
    expect(ruby.sections).toEqual([
      'About This Book',
      '1.1. Installing',
      'On Linux',
      '1.2. Configuring',
      'A Floating Heading',
      'Unnumbered Aside',
      '1.3. Running',
      '2.1. Tuning',
      'Deep Tuning',
      '2.2. Scaling',
      '3.1. Summary',
      'Closing Words',
      'A.1. Editors',
      'Vim',
      'A.2. Shells',
    ]);
    // `short` quotes the number, `full` the number and the title: a chapter's or an appendix's emphasized.
    expect(ruby.xrefs).toEqual([
      'Section 1.1',
      'Section 1.3',
      'Chapter 1',
      'Section 1.1, “Installing”',
      'Section A.1, “Editors”',
      'Section 1.3, “Running”',
      'Chapter 1, Getting Started',
      'Appendix A, Tools',
    ]);
    // The discrete heading is a heading in the text, and no entry of the TOC.
    expect(ruby.contents).toEqual([
      '1 About This Book',
      '1 Installing',
      '2 On Linux',
      '1 Configuring',
      '1 Unnumbered Aside',
      '1 Running',
      '1 Tuning',
      '2 Deep Tuning',
      '1 Scaling',
      '1 Summary',
      '1 Editors',
      '2 Vim',
      '1 Shells',
    ]);
  });

  it('html: headings, xrefs and contents numbered as Asciidoctor numbers them, chapters numbered across the files', async () => {
    const zip = await readZip(await render(renderHtml, 'book.zip'));
    const page = zip.get('index.html')!.toString('utf8');
    const read = readPages([page]);
    expect(read.sections).toEqual(ruby.sections);
    expect(read.xrefs).toEqual(ruby.xrefs);
    // The part file titled without "Part" is a part; its chapters 1 and 2, the next file's chapter 3.
    expect(page).toMatch(/<h1[^>]*><span class="division-label">Part I<\/span> Foundations<\/h1>/);
    expect(page).toMatch(/<span class="division-label">Chapter 3<\/span> Wrapping Up/);
    const contents = /<nav[^>]*data-type="toc"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    for (const title of ['1.1. Installing', '2.2. Scaling', 'A.1. Editors'])
      expect(textContent(parseHtml(contents))).toContain(title);
    const listed: string[] = [];
    walkElements(parseHtml(contents), (el) => {
      const level = /^sect([12])$/.exec(el.attrs.get('data-type') ?? '')?.[1];
      const link = el.children.find((c): c is ElementNode => c.type === 'element' && c.name === 'a');
      if (level && link) listed.push(entry(Number(level), words(link)));
    });
    expect(listed).toEqual(ruby.contents);
  });

  it('epub: headings, xrefs and navigation numbered alike', async () => {
    const zip = await readZip(await render(renderEpub, 'book.epub'));
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    const hrefs = new Map(
      [...opf.matchAll(/<item [^>]*id="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => `OEBPS/${hrefs.get(m[1]!)}`);
    const read = readPages(spine.map((name) => zip.get(name)!.toString('utf8')));
    expect(read.sections).toEqual(ruby.sections);
    expect(read.xrefs).toEqual(ruby.xrefs);
    const navDocument = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    // Its entries for sections link into a division's file (`ch.xhtml#id`); the reading system lists sect1s.
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(navDocument)?.[0] ?? '';
    const navSections = [...toc.matchAll(/<a href="[^"#]*#[^"]*">(.*?)<\/a>/g)].map((m) =>
      entry(1, decodeEntities(m[1]!.replace(/<[^>]*>/g, '')).trim()),
    );
    expect(navSections).toEqual(ruby.contents.filter((e) => e.startsWith('1 ')));
    const nav = textContent(parseHtml(navDocument));
    for (const title of ['1.1. Installing', '1.3. Running', '3.1. Summary', 'A.2. Shells'])
      expect(nav).toContain(title);
    expect(nav).not.toMatch(/\d\.\s*About This Book/);
  });

  it('pdf: the text holds the numbered headings in order, and the unnumbered ones without a number', async () => {
    const pdf = await render(renderPdf, 'book.pdf');
    const text = (await tool('pdftotext', [pdf, '-'])).stdout.replace(/\s+/g, ' ');
    // After the contents page: the body's headings in reading order.
    let at = text.lastIndexOf('Why this book.');
    expect(at).toBeGreaterThan(0);
    // The contents pages before it list sections, not the discrete headings.
    expect(text.slice(0, at)).toContain('Unnumbered Aside');
    expect(text.slice(0, at)).not.toMatch(/A Floating Heading|Closing Words/);
    for (const title of ruby.sections) {
      const next = text.indexOf(title, at);
      expect([title, next > at]).toEqual([title, true]);
      at = next;
    }
    expect(text).not.toMatch(/\d\. (?:On Linux|Deep Tuning|Vim|About This Book|Unnumbered Aside)/);
    expect(text).toContain('Section 1.1, “Installing”');
    expect(text).toContain('in Chapter 1, Getting Started; the editors are in Appendix A, Tools.');
  });
});
