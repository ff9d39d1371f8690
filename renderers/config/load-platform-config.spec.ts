import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { configWarningsFor, loadPlatformConfig, parsePlatformConfig } from '../index';
import { memorySource } from '../test-support/memory-source';
import { PLATFORM_SCHEMA } from './platform-schema';

const ROOT = resolve(__dirname, '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'atlas-json');
const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);

async function loaded(files: Record<string, string>) {
  const result = await loadPlatformConfig(memorySource(files));
  if (!result.ok) throw new Error(`expected an accepted config, got ${result.message}`);
  return result;
}

/** The corpus book's atlas.json, read from its bundle (never copied into the project). */
function corpusAtlasJson(): string {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-corpus-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--bare', CORPUS_BUNDLE, dir], { stdio: 'pipe' });
    return execFileSync('git', ['--git-dir', dir, 'show', 'master:atlas.json'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('loadPlatformConfig', () => {
  it('reports config_missing with an example when neither platform.json nor atlas.json exists', async () => {
    const result = await loadPlatformConfig(memorySource({ 'ch01.md': '# Hi' }));
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain('platform.json (nor an Atlas atlas.json)');
    expect(result.message).toContain('"files": [');
    expect(result.message).not.toContain('build.json');
  });

  it("points a repository that keeps only Atlas's build.json at its files list, and stays config_missing", async () => {
    const build = { files: ['cover.html', 'ch01.html', 'ix.html'], titles: { 'ch01.html': 'One' } };
    const result = await loadPlatformConfig(
      memorySource({ 'build.json': JSON.stringify(build), 'ch01.html': '' }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      `This repository has Atlas's build.json, whose "files" list (3 files, from "cover.html") is the book's order`,
    );
    const broken = await loadPlatformConfig(memorySource({ 'build.json': '{"files": [' }));
    if (!broken.ok) expect(broken.message).not.toContain('build.json');
  });

  it("lists O'Reilly's preface, appendix and back matter files around the numbered chapters, in reading order", async () => {
    // Publishing with iBooks Author: pr01.asciidoc, ch01-ch06.asciidoc; other O'Reilly books add app01/appa, colo01.
    const result = await loadPlatformConfig(
      memorySource({
        'book.asciidoc': 'include::ch01.asciidoc[]\n',
        'ch02.asciidoc': '== Two\n',
        'ch01.asciidoc': '== One\n',
        'ch10.asciidoc': '== Ten\n',
        'pr01.asciidoc': '[preface]\n== Preface\n',
        'appb.asciidoc': '[appendix]\n== B\n',
        'appa.asciidoc': '[appendix]\n== A\n',
        'colo01.asciidoc': '[colophon]\n== Colophon\n',
        'notes.asciidoc': 'Draft notes.\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    expect(result.message).toContain(
      '{"files":["pr01.asciidoc","ch01.asciidoc","ch02.asciidoc","ch10.asciidoc","appa.asciidoc","appb.asciidoc",' +
        '"colo01.asciidoc"]}',
    );
  });

  it("lists the numbered chapters of a repository with no outline, in their numbers' order, in the folder that has most", async () => {
    const notebook = '{"cells": [], "nbformat": 4}';
    const result = await loadPlatformConfig(
      memorySource({
        'README.md': '# Handbook',
        'notebooks/00.00-Preface.ipynb': notebook,
        'notebooks/01.10-Shell.ipynb': notebook,
        'notebooks/01.02-Help.ipynb': notebook,
        'notebooks/02.00-NumPy.ipynb': notebook,
        'notebooks/helpers_05_08.py': '',
        'notebooks/Untitled.ipynb': notebook,
        'notebooks_v1/01.00-Old.ipynb': notebook,
        'notebooks_v1/02.00-Old.ipynb': notebook,
        'notebooks_v1/03.00-Old.ipynb': notebook,
        'notebooks_v1/04.00-Old.ipynb': notebook,
        'notebooks_v1/05.00-Old.ipynb': notebook,
      }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      '\nnotebooks/ holds 4 numbered source files (notebooks_v1/ holds 5: list those instead if they are the book); a ' +
        "platform.json that lists them in their numbers' order, to check before committing:\n" +
        '{"files":["notebooks/00.00-Preface.ipynb","notebooks/01.02-Help.ipynb","notebooks/01.10-Shell.ipynb",' +
        '"notebooks/02.00-NumPy.ipynb"]}',
    );
    const chapters = await loadPlatformConfig(
      memorySource({ 'ch2.md': '# Two', 'ch10.md': '# Ten', 'ch1.md': '# One', 'notes.md': '' }),
    );
    if (!chapters.ok)
      expect(chapters.message).toContain(
        "\nThe repository root holds 3 numbered source files; a platform.json that lists them in their numbers' " +
          'order, to check before committing:\n{"files":["ch1.md","ch2.md","ch10.md"]}',
      );
    const many = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((folder, i) =>
        Array.from({ length: 3 + i }, (_, n) => [`${folder}/${n + 1}-x.md`, '# X']),
      ),
    );
    const crowded = await loadPlatformConfig(memorySource(many));
    if (!crowded.ok)
      expect(crowded.message).toContain(
        '\nf/ holds 8 numbered source files (e/ holds 7, d/ holds 6, c/ holds 5, and 2 more folders: list those ' +
          'instead if they are the book)',
      );
    // A folder named for the book's text is chosen over another holding as many (Think Python 3e: blank/ holds
    // the notebooks with their solutions taken out).
    const named = await loadPlatformConfig(
      memorySource(
        Object.fromEntries(
          ['blank', 'chapters'].flatMap((folder) =>
            ['chap00', 'chap01', 'chap02'].map((name) => [`${folder}/${name}.ipynb`, notebook]),
          ),
        ),
      ),
    );
    expect(named).toMatchObject({ ok: false });
    if (!named.ok)
      expect(named.message).toContain('\nchapters/ holds 3 numbered source files (blank/ holds 3:');
    // Beej's guides number each chapter after the guide's name (`bgnet_part_0100_intro.md`), their Makefile's list
    // (`$(wildcard bgnet_part_*.md)`) kept in another repository.
    const prefixed = await loadPlatformConfig(
      memorySource({
        'README.md': '# Guide',
        'src/README.md': '# Building',
        'src/bgnet_part_1000_ref.md': '# More References',
        'src/bgnet_part_0200_socket.md': '# What is a socket?',
        'src/bgnet_part_0100_intro.md': '# Intro',
        'src/bgnet_part_0900_man.md': '# Man Pages',
        'src/cs.svg': '<svg/>',
      }),
    );
    expect(prefixed).toMatchObject({ ok: false });
    if (!prefixed.ok)
      expect(prefixed.message).toContain(
        "\nsrc/ holds 4 numbered source files; a platform.json that lists them in their numbers' order, to check " +
          'before committing:\n{"files":["src/bgnet_part_0100_intro.md","src/bgnet_part_0200_socket.md",' +
          '"src/bgnet_part_0900_man.md","src/bgnet_part_1000_ref.md"]}',
      );
    const unshared = await loadPlatformConfig(memorySource({ 'a1.md': '', 'b2.md': '', 'c3.md': '' }));
    if (!unshared.ok) expect(unshared.message).not.toContain('numbered');
    // Tools' folders hold no book.
    const tools = await loadPlatformConfig(
      memorySource({ '.github/1-a.md': '', '.github/2-b.md': '', '.github/3-c.md': '' }),
    );
    if (!tools.ok) expect(tools.message).not.toContain('numbered');
    // Two numbered files are not yet a book; an outline, where there is one, is the book's order instead.
    const two = await loadPlatformConfig(memorySource({ '01-a.md': '# A', '02-b.md': '# B' }));
    if (!two.ok) expect(two.message).not.toContain('numbered');
    const outlined = await loadPlatformConfig(
      memorySource({ '_toc.yml': 'root: 02-b\n', '01-a.md': '', '02-b.md': '', '03-c.md': '' }),
    );
    if (!outlined.ok) expect(outlined.message).not.toContain('numbered');
  });

  it("writes the platform.json a Magicbook book needs, listing the files its magicbook.json's globs match", async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'magicbook.json': '{"title": "Kettles", "files": ["chapters/*.html", "./extra/**/*.html"]}',
        'chapters/02_steam.html': '<section data-type="chapter"><h1>Steam</h1></section>',
        'chapters/01_water.html': '<section data-type="chapter"><h1>Water</h1></section>',
        'chapters/notes.txt': 'not a chapter',
        'extra/deep/a_credits.html': '<p>Credits</p>',
      }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      'This repository has magicbook.json, whose "files" ("chapters/*.html", "./extra/**/*.html") match 3 files; ' +
        'platform.json lists each file, in reading order (check the order below, which is by name):\n' +
        '{"files":["chapters/01_water.html","chapters/02_steam.html","extra/deep/a_credits.html"]}',
    );
    const unmatched = await loadPlatformConfig(
      memorySource({ 'magicbook.json': '{"files": "content/*.md"}' }),
    );
    if (!unmatched.ok) expect(unmatched.message).not.toContain('magicbook.json');
  });

  it('names the DocBook book of a repository built with DocBook tools as the file to list', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'book.xml':
          '<?xml version="1.0"?>\n<!DOCTYPE book SYSTEM "dblite.dtd"\n[\n<!ENTITY ch01 SYSTEM "ch01.xml">\n' +
          '<!ENTITY ch02 SYSTEM "ch02.xml">\n]>\n<book id="k"><title>Kites</title>\n&ch01;\n&ch02;\n</book>',
        'ch01.xml': '<chapter><title>One</title></chapter>',
        'ch02.xml': '<chapter><title>Two</title></chapter>',
        'pom.xml': '<project/>',
      }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      "This repository's book.xml (a document including 2 files) is a DocBook book: list it alone (a platform.json " +
        'of {"files": ["book.xml"]}), and Octavo reads the files it includes (XIncludes, external entities) in ' +
        'their place.',
    );
    // Solaris's and illumos's master documents are .book files.
    const illumos = await loadPlatformConfig(
      memorySource({
        'raw/mdb/mdb.book':
          '<?xml version="1.0"?>\n<!DOCTYPE book [\n<!ENTITY intro SYSTEM "intro.xml">\n' +
          '<!ENTITY syntax SYSTEM "syntax.xml">\n]>\n<book xml:id="mdb"><title>MDB</title>&intro;&syntax;</book>',
        'raw/mdb/intro.xml': '<chapter><title>One</title></chapter>',
        'raw/mdb/syntax.xml': '<chapter><title>Two</title></chapter>',
      }),
    );
    if (!illumos.ok) expect(illumos.message).toContain('{"files": ["raw/mdb/mdb.book"]}');
    expect(illumos.ok).toBe(false);
    // The documentation of the stylesheets a repository carries comes after its own book, however long.
    const withTools = await loadPlatformConfig(
      memorySource({
        'en/cookbook.xml':
          '<book xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="a.xml"/><xi:include href="b.xml"/></book>',
        'frameworks/xsl/reference.xml':
          '<book xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="1.xml"/><xi:include href="2.xml"/>' +
          '<xi:include href="3.xml"/></book>',
      }),
    );
    if (withTools.ok) throw new Error('a repository without platform.json was accepted');
    expect(withTools.message).toContain(
      "This repository's en/cookbook.xml (a document including 2 files), frameworks/xsl/reference.xml (a document " +
        'including 3 files) are DocBook books: list the one to build alone (a platform.json of {"files": ' +
        '["en/cookbook.xml"]})',
    );
  });

  it('names the AsciiDoc master document of a repository built with asciidoctor as the file to list', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'handbook.adoc': '= A Handbook\n\ninclude::one.adoc[]\n\ninclude::two.adoc[]\n',
        'one.adoc': '== One\n',
        'two.adoc': '== Two\n\ninclude::snippet.adoc[]\n',
        'snippet.adoc': 'Text.\n',
      }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      "This repository's handbook.adoc (a document including 2 files) is what asciidoctor converts into a whole " +
        'book: list it alone (a platform.json of {"files": ["handbook.adoc"]}), and Octavo follows its includes',
    );
    const chapters = await loadPlatformConfig(memorySource({ 'one.adoc': '== One\n' }));
    if (!chapters.ok) expect(chapters.message).not.toContain('asciidoctor converts');
  });

  it('names the screen wrapper a Makefile converts, not a code appendix of listings, and its print and EPUB wrappers as the other editions', async () => {
    const listing = (file: string) => `[source,erlang]\n----\ninclude::../code/${file}[]\n----\n`;
    const result = await loadPlatformConfig(
      memorySource({
        Makefile:
          'html:\n\tasciidoctor --backend=html5 -o site/index.html online-book.asciidoc\n\n' +
          'beam-book.epub: epub-book.asciidoc book.asciidoc\n\tasciidoctor-epub3 $< -o $@\n',
        'book.asciidoc':
          ':doctype: book\n\n= The Book\n\ninclude::chapters/one.asciidoc[]\ninclude::chapters/two.asciidoc[]\n',
        'online-book.asciidoc':
          ':media: screen\n\ninclude::book.asciidoc[]\n\n[leveloffset=+1]\ninclude::chapters/listings.asciidoc[]\n' +
          '[index]\n== Index\n',
        'epub-book.asciidoc':
          ':doctype: book\n\n= The Book\n\ninclude::book.asciidoc[lines=5..-1]\n\n[[bibliography]]\ninclude::chapters/references.asciidoc[]\n',
        'chapters/one.asciidoc': '== One\n',
        'chapters/two.asciidoc': '== Two\n',
        'chapters/references.asciidoc': '= References\n',
        'chapters/listings.asciidoc': `[appendix]\n= Full Code Listings\n\n${listing('a.erl')}\n${listing('b.erl')}\n${listing('c.erl')}`,
        'code/a.erl': '-module(a).\n',
      }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      "This repository's online-book.asciidoc (a document including 2 files) is what asciidoctor converts into a " +
        'whole book (asciidoctor at Makefile:2): list it alone (a platform.json of {"files": ["online-book.asciidoc"]})',
    );
    expect(result.message).toContain(
      "The repository's other master document, epub-book.asciidoc (a document including 2 files; EPUB edition, " +
        "asciidoctor-epub3 at Makefile:5), builds the book's EPUB edition: list it instead to build that edition.",
    );
    expect(result.message).not.toContain('listings.asciidoc (a document');
  });

  // The CloudForms book's cf-index-pdf.asciidoc was named "a document including 54 files": 47 of them are gone.
  it('names no master document whose includes are mostly missing, and counts only the includes that exist', async () => {
    const stale = await loadPlatformConfig(
      memorySource({
        'SUMMARY.md': '# Summary\n\n* [Preface](preface.md)\n',
        'preface.md': '# Preface\n\nHi.\n',
        'index-pdf.asciidoc':
          '= Book\n:doctype: book\n\ninclude::preface.md[]\ninclude::chapter1.asciidoc[]\ninclude::chapter2.asciidoc[]\n',
      }),
    );
    if (stale.ok) throw new Error('expected config_missing');
    expect(stale.message).toContain('built with GitBook');
    expect(stale.message).not.toContain('index-pdf.asciidoc');
    const partly = await loadPlatformConfig(
      memorySource({
        'book.adoc': '= Book\n\ninclude::one.adoc[]\ninclude::two.adoc[]\ninclude::three.adoc[]\n',
        'one.adoc': '== One\n',
        'two.adoc': '== Two\n',
      }),
    );
    if (partly.ok) throw new Error('expected config_missing');
    expect(partly.message).toContain(
      "This repository's book.adoc (a document including 2 files, and 1 that does not exist) is what asciidoctor " +
        'converts into a whole book',
    );
  });

  it('names a master document whose title is written in the two-line form (a line underlined by =)', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'notes.asciidoc': [
          '////',
          'Drafted for the spring edition.',
          '////',
          'Field Notes',
          '===========',
          '',
          '////',
          'One chapter a file.',
          '////',
          '',
          'include::ch01.asciidoc[]',
          '',
          'include::ch02.asciidoc[]',
        ].join('\n'),
        'ch01.asciidoc': '== One\n',
        'ch02.asciidoc': '== Two\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    expect(result.message).toContain(
      "This repository's notes.asciidoc (a document including 2 files) is what asciidoctor converts",
    );
  });

  it('names a master document that sets attributes above its title, as Asciidoctor reads its header', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'livre.adoc': [
          ':doctype: book',
          ':toc-title: Sommaire \\',
          'du carnet',
          '// the series this book belongs to',
          ':série: jardin',
          '= Carnet de semis',
          '',
          'include::semis.adoc[]',
          '',
          'include::récolte.adoc[]',
        ].join('\n'),
        'semis.adoc': '== Semis\n',
        'récolte.adoc': '== Récolte\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    expect(result.message).toContain(
      "This repository's livre.adoc (a document including 2 files) is what asciidoctor converts into a whole " +
        'book: list it alone (a platform.json of {"files": ["livre.adoc"]})',
    );
    // Anything else above the title (a paragraph, a block title) makes it no document title, for Asciidoctor too.
    const paragraph = await loadPlatformConfig(
      memorySource({
        'notes.adoc': 'Draft.\n= Notes\n\ninclude::a.adoc[]\n\ninclude::b.adoc[]\n',
        'a.adoc': '== A\n',
      }),
    );
    if (!paragraph.ok) expect(paragraph.message).not.toContain('asciidoctor converts');
  });

  it('names a master document whose header sets attributes under preprocessor conditionals above its title', async () => {
    // midPoint's master.adoc: `:toc: left` for HTML alone, between ifdef::backend-html5[] and endif::[].
    const result = await loadPlatformConfig(
      memorySource({
        'master.adoc': [
          ':doctype: book',
          'ifdef::backend-html5[]',
          ':toc: left',
          'endif::[]',
          'ifeval::["{backend}" == "pdf"]',
          ':toc: macro',
          'endif::[]',
          'ifndef::backend-epub3[:leveloffset: +1]',
          '',
          '= My Book',
          '',
          'include::01-idm-intro.adoc[]',
          '',
          'include::02-overview.adoc[]',
        ].join('\n'),
        '01-idm-intro.adoc': '= Introduction\n\ninclude::samples/role.adoc[]\n',
        '02-overview.adoc': '= Overview\n',
        'samples/role.adoc': 'A role.\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    expect(result.message).toContain(
      "This repository's master.adoc (a document including 2 files) is what asciidoctor converts into a whole " +
        'book: list it alone (a platform.json of {"files": ["master.adoc"]})',
    );
  });

  it('names a master document in a folder, with block attribute lines above its title, over a chapter that includes', async () => {
    // asciidoc-book-starter: book/index.adoc, `[separator=::]` above the title, each chapter in a folder of its own.
    const result = await loadPlatformConfig(
      memorySource({
        'README.md': '# Pancakes in Space\n',
        'create-book-pdf.sh': 'asciidoctor-pdf -D build $BOOK_SOURCE_DIR/index.adoc\n',
        'book/index.adoc': [
          '[separator=::]',
          '= Pancakes in Space',
          ':doctype: book',
          ':leveloffset: +1',
          '',
          'include::preface.adoc[]',
          '',
          'include::chapter-01/content.adoc[]',
          '',
          'include::chapter-02/content.adoc[]',
        ].join('\n'),
        'book/preface.adoc': '[preface]\n= Preface\n',
        'book/chapter-01/content.adoc': '= The Beginning\n\ninclude::a.adoc[]\n\ninclude::b.adoc[]\n',
        'book/chapter-01/a.adoc': 'A.\n',
        'book/chapter-01/b.adoc': 'B.\n',
        'book/chapter-02/content.adoc': '[[rocket]]\n= The Rocket\n',
        'node_modules/pkg/guide.adoc':
          '= Guide\n\ninclude::a.adoc[]\n\ninclude::b.adoc[]\n\ninclude::c.adoc[]\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    // The chapter including its sections is included by the master document itself: not named as a book.
    expect(result.message).toContain(
      "This repository's book/index.adoc (a document including 3 files) is what asciidoctor converts into a " +
        'whole book: list it alone (a platform.json of {"files": ["book/index.adoc"]})',
    );
    expect(result.message).not.toContain('node_modules');
  });

  it('names a whole book written in one AsciiDoc file (:doctype: book in its header), the largest first', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'examples/chronicles.adoc': `= Chronicles: Based on True Events\nKismet\n:doctype: book\n\n== Siege\n\n${'Text. '.repeat(200)}\n`,
        'examples/edge-cases.adoc': '= Edge Cases\n:doctype: book\n\n== Long listing\n\nText.\n',
        // An article, and a book attribute set below the header (in the body), are no book.
        'examples/basic.adoc': '= Basic\nDoc Writer\n:toc:\n\n== Introduction\n\nText.\n',
        'examples/late.adoc': '= Late\n\n:doctype: book\n\n== One\n',
        'README.adoc': '= Project\n\nSee examples.\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    expect(result.message).toContain(
      "This repository's examples/chronicles.adoc is a whole book in one AsciiDoc file (its header sets :doctype: " +
        'book) (so is examples/edge-cases.adoc: list another if it is the book): list it alone, a platform.json of ' +
        '{"files": ["examples/chronicles.adoc"]}',
    );
    expect(result.message).not.toMatch(/basic\.adoc|late\.adoc|README/);
  });

  it('names a novel written in one AsciiDoc file, its title over its chapters, when its header names no doctype', async () => {
    // GITenberg's books: `= Pride and Prejudice`, the author and version lines, then `== Chapter 1` … in book.asciidoc.
    const chapters = Array.from({ length: 61 }, (_, i) => `== Chapter ${i + 1}\n\nIt is a truth.\n`).join(
      '\n',
    );
    const result = await loadPlatformConfig(
      memorySource({
        'book.asciidoc': `= Pride and Prejudice\nJane Austen\nv0.0.4\n:TOC:\n\n[colophon]\n== Copyright\n\nFree.\n\n${chapters}`,
        'README.adoc': '= Pride and Prejudice\n\n== About\n\nA.\n\n== Build\n\nB.\n\n== Licence\n\nC.\n',
        'notes.adoc': '= Notes\n\n== One\n\nA.\n\n== Two\n\nB.\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    expect(result.message).toContain(
      "This repository's book.asciidoc is a whole book in one AsciiDoc file (its title over 62 == chapters): list " +
        'it alone, a platform.json of {"files": ["book.asciidoc"]}',
    );
    expect(result.message).not.toMatch(/README|notes\.adoc/);
  });

  it('names a book begun (a title over one include), and else the one AsciiDoc file named book', async () => {
    // ActiveMQ6 and the Internet of Things: `= Title` then include::Chapter01-Introduction.asciidoc[] alone.
    const begun = await loadPlatformConfig(
      memorySource({
        'book.asciidoc':
          '= ActiveMQ6 and the Internet of Things\n\ninclude::Chapter01-Introduction.asciidoc[]\n',
        'Chapter01-Introduction.asciidoc': '[[introduction]]\nIntroduction\n~~~~~~~~~~~~\n\nText.\n',
        'Working-outline.asciidoc': 'Outline\n=======\n\n* One\n',
      }),
    );
    if (begun.ok) throw new Error('a repository without a configuration was accepted');
    expect(begun.message).toContain(
      "This repository's book.asciidoc (a document including 1 file) is what asciidoctor converts into a whole book",
    );
    // Operating Systems Concepts: one book.asciidoc of two-line headings, no document title, no include.
    const lone = await loadPlatformConfig(
      memorySource({
        'README.adoc': '= Notes\n\nRead book.asciidoc.\n',
        'book.asciidoc': '[[introduction]]\nIntroduction\n~~~~~~~~~~~~\n\nAn OS manages hardware.\n',
      }),
    );
    if (lone.ok) throw new Error('a repository without a configuration was accepted');
    expect(lone.message).toContain(
      "This repository's book.asciidoc is named as its book: if it holds the book (or includes its files), list it " +
        'alone, a platform.json of {"files": ["book.asciidoc"]}',
    );
  });

  it('names the master document whose header opens with an include, not a chapter it includes', async () => {
    // Better Python's book.adoc: include::common.adoc[] (its attributes), :doctype: book, the title, the chapters.
    const result = await loadPlatformConfig(
      memorySource({
        'book.adoc':
          'include::common.adoc[]\n:doctype: book\n\n= My Book\n\ninclude::src/a.adoc[]\ninclude::src/b.adoc[]\n',
        'common.adoc': ':sectids:\n',
        'src/a.adoc': '= A\n\ninclude::a/x.adoc[]\ninclude::a/y.adoc[]\ninclude::a/z.adoc[]\n',
        'src/a/x.adoc': '== x\n\nt\n',
        'src/a/y.adoc': '== y\n\nt\n',
        'src/a/z.adoc': '== z\n\nt\n',
        'src/b.adoc': '= B\n\nt\n',
      }),
    );
    if (result.ok) throw new Error('a repository without a configuration was accepted');
    expect(result.message).toContain(
      "This repository's book.adoc (a document including 3 files) is what asciidoctor converts into a whole book: " +
        'list it alone (a platform.json of {"files": ["book.adoc"]})',
    );
    expect(result.message).not.toContain('src/a.adoc');
  });

  it("names Atlas's 2012 book.asciidoc of include lines alone (no title) as the book, not a stub of one include", async () => {
    // os_report: book.asciidoc includes its files in its own order, which is not their numbers' order.
    const report = await loadPlatformConfig(
      memorySource({
        'book.asciidoc': [
          '////',
          'Keep a blank line between each include::[] macro',
          '////',
          'include::00_Executive_Summary.asciidoc[]',
          '',
          'include::00_Introduction.asciidoc[]',
          '',
          'include::03_Software.asciidoc[]',
          '',
          'include::01_SMB_Economics.asciidoc[]',
        ].join('\n'),
        '00_Executive_Summary.asciidoc': '== Executive Summary\n',
        '00_Introduction.asciidoc': '== Introduction\n',
        '01_SMB_Economics.asciidoc': '== Economics\n',
        '03_Software.asciidoc': '== Software\n',
      }),
    );
    if (report.ok) throw new Error('a repository without a configuration was accepted');
    expect(report.message).toContain(
      "This repository's book.asciidoc (a document including 4 files) is what asciidoctor converts into a whole book",
    );
    // Maker Faire Playbook: book.asciidoc includes one chapter of four; the numbered chapters are the better guess.
    const stub = await loadPlatformConfig(
      memorySource({
        'book.asciidoc': 'include::Chapter-2.asciidoc[]',
        'Chapter-1.asciidoc': '== One\n',
        'Chapter-2.asciidoc': '== Two\n',
        'Chapter-3.asciidoc': '== Three\n',
      }),
    );
    if (stub.ok) throw new Error('a repository without a configuration was accepted');
    expect(stub.message).toContain(
      '{"files":["Chapter-1.asciidoc","Chapter-2.asciidoc","Chapter-3.asciidoc"]}',
    );
    expect(stub.message).not.toContain('asciidoctor converts');
  });

  it('falls back to atlas.json', async () => {
    const result = await loaded({
      'atlas.json': JSON.stringify({ files: ['ch01.html'], title: 'Old Book' }),
    });
    expect(result).toEqual({
      ok: true,
      configFile: 'atlas.json',
      config: {
        configFile: 'atlas.json',
        files: ['ch01.html'],
        fileLines: [1],
        title: 'Old Book',
        titleLine: 1,
        formats: {},
      },
      warnings: [],
    });
  });

  it('prefers platform.json over atlas.json', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'platform.json': '{"files": ["a.md"]}',
        'atlas.json': '{"files": ["b.md"]}',
      }),
    );
    expect(result).toMatchObject({ ok: true, configFile: 'platform.json', config: { files: ['a.md'] } });
  });

  it.each([
    ['a trailing comma', '{\n  "files": ["a.md",]\n}', 'line 2, column 20'],
    ['a missing comma', '{\n  "title": "T"\n  "files": ["a.md"]\n}', 'line 3, column 3'],
    ['a truncated file', '{"files": ["a.md"', 'line 1, column 18'],
    ['an empty file', '', 'line 1, column 1'],
  ])('reports invalid JSON (%s) with line and column, naming the file read', async (_case, text, where) => {
    for (const file of ['platform.json', 'atlas.json']) {
      const result = await loadPlatformConfig(memorySource({ [file]: text }));
      expect(result).toMatchObject({ ok: false, error: 'config_invalid' });
      if (result.ok) return;
      expect(result.message).toContain(`${file} is not valid JSON`);
      expect(result.message).toContain(where);
      if (file === 'atlas.json') expect(result.message).not.toContain('platform.json');
    }
  });

  it.each([
    ['not an object', '["a.md"]', 'must contain a JSON object'],
    ['no files', '{"title": "T"}', '"files" is missing'],
    ['files not a list', '{"files": "a.md"}', '"files" (line 1) must be a list'],
    ['files empty', '{\n "files": []}', '"files" (line 2) is empty'],
    ['a non-string entry', '{"files": ["a.md",\n "b.md",\n 3]}', 'files[2] (line 3) must be a string'],
    ['an empty entry', '{"files": ["a.md", " "]}', 'files[1] (line 1) must not be empty'],
  ])('rejects (config_invalid) only a missing or unusable files list: %s', async (_case, text, expected) => {
    const result = await loadPlatformConfig(memorySource({ 'atlas.json': text }));
    expect(result).toMatchObject({ ok: false, error: 'config_invalid' });
    if (result.ok) return;
    expect(result.message).toContain(expected);
    expect(result.message).toMatch(/^atlas\.json /);
  });

  it('lists every files problem in details; other keys of the wrong type never reject', async () => {
    const result = await loadPlatformConfig(
      memorySource({ 'platform.json': '{"files": [1, null], "lang": 2}' }),
    );
    expect(result).toMatchObject({
      ok: false,
      details: [
        'files[0] (line 1) must be a string (a repository-relative path), got number 1',
        'files[1] (line 1) must be a string (a repository-relative path), got null',
      ],
    });
  });

  it('reads Atlas value types: false for "not set", "true"/"false" strings, numbers, color_count "1"', async () => {
    const text = JSON.stringify(
      {
        files: ['a.md'],
        print_isbn13: 9781234567897,
        date: 2019,
        templating: 'false',
        formats: {
          pdf: { version: false, trim_size: false, color_count: '1', toc: 'true', index: 'FALSE' },
          epub: { version: 1.7, color_count: 4, embedded_fonts: false, antennahouse_version: false },
          html: { consolidate: true },
          mobi: { consolidate: true, consolidated: false },
        },
      },
      null,
      2,
    );
    const result = await loaded({ 'atlas.json': text });
    expect(result.config).toEqual({
      configFile: 'atlas.json',
      files: ['a.md'],
      fileLines: [3],
      print_isbn13: '9781234567897',
      date: '2019',
      templating: false,
      formats: {
        pdf: { color_count: 1, toc: true, index: false },
        epub: { version: '1.7', color_count: 4 },
        html: { consolidated: true },
        mobi: { consolidated: false },
      },
    });
    expect(result.warnings).toEqual([]);
  });

  it('warns (kind config, file:line) about unknown keys, wrong types and what it cannot honour, and still builds', async () => {
    const text = [
      '{',
      '  "files": ["a.md"],',
      '  "title": 5,',
      '  "titel": "Typo",',
      '  "templating": true,',
      '  "accent_color": "cmyk(12%, 100%, 92%, 3%)",',
      '  "theme": "oreillymedia/animal_theme_sass",',
      '  "formats": {',
      '    "pdf": { "antennahouse_version": "AHFormatterV62_64-MR4", "colors": false, "toc": "yes" },',
      '    "epub": {',
      '      "embedded_fonts": ["fonts/a.otf", "fonts/b.otf"],',
      '      "downsample_images": true',
      '    },',
      '    "kindle": {}',
      '  }',
      '}',
    ].join('\n');
    const result = await loaded({ 'atlas.json': text });
    expect(result.config).toEqual({
      configFile: 'atlas.json',
      files: ['a.md'],
      fileLines: [2],
      templating: true,
      formats: { pdf: { antennahouse_version: 'AHFormatterV62_64-MR4' }, epub: expect.anything() },
    });
    expect(result.config.formats.epub).toEqual({
      embedded_fonts: ['fonts/a.otf', 'fonts/b.otf'],
      downsample_images: true,
    });
    const byLine = result.warnings.map((w) => [w.kind, w.file, w.line, w.text]);
    expect(byLine).toEqual([
      ['config', 'atlas.json', 3, '"title" should be text, got number 5; it is ignored'],
      ['config', 'atlas.json', 4, 'unknown key "titel" is ignored (did you mean "title"?)'],
      ['config', 'atlas.json', 5, expect.stringContaining('"templating": true is honoured only in part')],
      [
        'config',
        'atlas.json',
        6,
        expect.stringContaining('"accent_color" (cmyk(12%, 100%, 92%, 3%)) is not used'),
      ],
      ['config', 'atlas.json', 7, expect.stringContaining('names an Atlas theme repository')],
      ['config', 'atlas.json', 9, expect.stringContaining('unknown key "formats.pdf.colors" is ignored')],
      [
        'config',
        'atlas.json',
        9,
        '"formats.pdf.toc" should be true or false, got string "yes"; it is ignored',
      ],
      [
        'config',
        'atlas.json',
        9,
        expect.stringContaining('"formats.pdf.antennahouse_version" (AHFormatterV62_64-MR4) is ignored'),
      ],
      [
        'config',
        'atlas.json',
        11,
        expect.stringContaining('"formats.epub.embedded_fonts" names 2 files not in the repository'),
      ],
      ['config', 'atlas.json', 14, expect.stringContaining('unknown format "formats.kindle" is ignored')],
    ]);
  });

  it("warns about format keys named like Object's own (constructor, __proto__, toString) as unknown, not silently", async () => {
    const { warnings } = await loaded({
      'atlas.json':
        '{\n  "files": ["a.md"],\n  "formats": { "html": { "constructor": true, "__proto__": 3, "toString": "x" } }\n}',
    });
    expect(warnings.map((w) => [w.line, w.text.replace(/ \(did you mean.*$/, '')])).toEqual([
      [3, 'unknown key "formats.html.constructor" is ignored'],
      [3, 'unknown key "formats.html.__proto__" is ignored'],
      [3, 'unknown key "formats.html.toString" is ignored'],
    ]);
  });

  it("says what to do instead of Atlas's stylesheets and javascripts lists of a format, not that they are unknown", async () => {
    const { warnings } = await loaded({
      'atlas.json': [
        '{',
        '  "files": ["a.md"],',
        '  "formats": {',
        '    "html": {',
        '      "javascripts": ["assets/quiz.js"],',
        '      "stylesheets": ["assets/bootstrap.min.css", "assets/styles.css"]',
        '    }',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(warnings.map((w) => [w.file, w.line, w.text])).toEqual([
      [
        'atlas.json',
        5,
        '"formats.html.javascripts" is not used: Octavo never runs a book\'s scripts, so its pages carry none of ' +
          "the book's",
      ],
      [
        'atlas.json',
        6,
        '"formats.html.stylesheets" (Atlas\'s extra CSS files for this format) is not read: move the files into ' +
          'theme/html/ (every theme/html/*.css is added, in name order) or @import them from the "theme" CSS',
      ],
    ]);
  });

  it("takes Atlas's consolidatedFile of index.html without a remark, and says another name is not read", async () => {
    const atlas = (name: string) =>
      JSON.stringify(
        { files: ['a.md'], formats: { html: { consolidated: true, consolidatedFile: name } } },
        null,
        2,
      );
    expect((await loaded({ 'atlas.json': atlas('index.html') })).warnings).toEqual([]);
    const { warnings } = await loaded({ 'atlas.json': atlas('book.html') });
    expect(warnings.map((w) => [w.file, w.line, w.text])).toEqual([
      [
        'atlas.json',
        8,
        '"formats.html.consolidatedFile" ("book.html") is not read: the one-page site\'s page is index.html, ' +
          'which a web server opens by itself; remove the key',
      ],
    ]);
  });

  it('says nothing of an empty stylesheets or javascripts list, as Atlas wrote into new books', async () => {
    const { warnings } = await loaded({
      'atlas.json': JSON.stringify({
        files: ['a.md'],
        formats: { html: { javascripts: [], stylesheets: [] }, epub: { stylesheets: '' } },
      }),
    });
    expect(warnings).toEqual([]);
  });

  it("names the book's theme/<format>/*.css, which still apply, when the theme is an Atlas theme repository, and its XSL, which is not run", async () => {
    const { warnings } = await loaded({
      'atlas.json': JSON.stringify({ files: ['a.md'], theme: 'oreillymedia/animal_theme_sass' }),
      'theme/pdf/pdf.css': '.less_space { margin-top: 0; }',
      'theme/pdf/pdf.xsl': '<xsl:stylesheet/>',
      'theme/epub/epub.css': 'pre { font-size: 90%; }',
    });
    expect(warnings.map((w) => w.text)).toEqual([
      '"theme": "oreillymedia/animal_theme_sass" names an Atlas theme repository, which is not part of this book; ' +
        "Octavo's default theme is used, with the book's theme/pdf/pdf.css, theme/epub/epub.css on top (point " +
        `"theme" at a CSS file in the repository to style the book); the book's XSL customizations of Atlas's ` +
        'HTMLBook conversion (theme/pdf/pdf.xsl) are not run, since Octavo converts HTMLBook itself: what they ' +
        'changed, change in the sources or the theme CSS',
    ]);
  });

  it('counts the XSL files past the first two, and says nothing of XSL when the theme has none', async () => {
    const xsl = await loaded({
      'atlas.json': JSON.stringify({ files: ['a.md'], theme: 'oreillymedia/atlas_tech1c_theme' }),
      'theme/epub/epub.xsl': '<xsl:stylesheet/>',
      'theme/html/html.xsl': '<xsl:stylesheet/>',
      'theme/mobi/mobi.xsl': '<xsl:stylesheet/>',
      'theme/pdf/pdf.xsl': '<xsl:stylesheet/>',
    });
    expect(xsl.warnings.map((w) => w.text)).toEqual([
      expect.stringContaining('(theme/pdf/pdf.xsl, theme/epub/epub.xsl and 2 more) are not run'),
    ]);
    const none = await loaded({
      'atlas.json': JSON.stringify({ files: ['a.md'], theme: 'oreillymedia/atlas_tech1c_theme' }),
    });
    expect(none.warnings.map((w) => w.text)).toEqual([expect.not.stringContaining('XSL')]);
  });

  it("gives each format the remarks that concern it: not those about another format's options", async () => {
    const { warnings } = await loaded({
      'atlas.json': JSON.stringify({
        files: ['a.md'],
        templating: true,
        formats: {
          pdf: { antennahouse_version: 'AH', downsample_images: true },
          epub: { downsample_images: true },
          kindle: {},
        },
      }),
    });
    const subjects = (format: string) =>
      configWarningsFor(warnings, format)
        .map((w) => w.subject)
        .sort();
    expect(subjects('pdf')).toEqual([
      'formats.kindle',
      'formats.pdf.antennahouse_version',
      'formats.pdf.downsample_images',
      'templating',
    ]);
    // EPUB honours it: nothing to say.
    expect(subjects('epub')).toEqual(['formats.kindle', 'templating']);
    expect(subjects('html')).toEqual(['formats.kindle', 'templating']);
  });

  it('keeps a theme that is a CSS file of the repository, and warns about one that is missing', async () => {
    const kept = await loaded({
      'platform.json': '{"files": ["a.md"], "theme": "theme/book.css"}',
      'theme/book.css': 'body {}',
    });
    expect(kept.config.theme).toBe('theme/book.css');
    expect(kept.warnings).toEqual([]);
    const missing = await loaded({ 'platform.json': '{"files": ["a.md"],\n"theme": "theme/gone.css"}' });
    expect(missing.config.theme).toBeUndefined();
    expect(missing.warnings).toEqual([
      {
        kind: 'config',
        file: 'platform.json',
        line: 2,
        text: expect.stringContaining('"theme": "theme/gone.css" does not exist at this commit'),
        subject: 'theme',
      },
    ]);
  });

  it('reads the Octavo extensions: author(s), subtitle, publisher, rights, description, date, cover', async () => {
    const result = await loaded({
      'platform.json': JSON.stringify({
        files: ['a.md'],
        $schema: 'http://localhost:3000/docs/platform.schema.json',
        subtitle: 'Sub',
        author: ['Ann Author', ' Bo Writer '],
        publisher: 'Octavo Press',
        rights: '© 2024 Ann Author',
        description: 'A book.',
        date: '2024-05-01',
        cover: 'images/cover.png',
      }),
    });
    expect(result.config).toEqual({
      configFile: 'platform.json',
      files: ['a.md'],
      fileLines: [1],
      subtitle: 'Sub',
      authors: ['Ann Author', 'Bo Writer'],
      publisher: 'Octavo Press',
      rights: '© 2024 Ann Author',
      description: 'A book.',
      date: '2024-05-01',
      cover: 'images/cover.png',
      metadataLocations: { cover: { file: 'platform.json', line: 1 } },
      formats: {},
    });
    expect(result.warnings).toEqual([]);
  });

  it('refuses a files list longer than the limit, naming the count, the limit and its setting', async () => {
    const files = Array.from({ length: 5 }, (_, i) => `ch${i}.md`);
    const text = JSON.stringify({ files });
    expect(parsePlatformConfig(text, 'platform.json', { maxFiles: 5 })).toMatchObject({ ok: true });
    const result = parsePlatformConfig(text, 'platform.json', { maxFiles: 4 });
    expect(result).toMatchObject({ ok: false, error: 'config_invalid' });
    if (result.ok) return;
    expect(result.message).toContain('lists 5 files, more than the limit of 4 (OCTAVO_MAX_BOOK_FILES)');
    expect(parsePlatformConfig(text, 'platform.json')).toMatchObject({ ok: true });
  });
});

describe('real atlas.json files', () => {
  const validate = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }).compile(
    PLATFORM_SCHEMA,
  );
  const fixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
  const cases: Array<[string, () => string]> = [
    ...fixtures.map((f): [string, () => string] => [f, () => readFileSync(join(FIXTURES, f), 'utf8')]),
    ['the corpus book (Mastering Ethereum)', corpusAtlasJson],
  ];

  it('has the corpus bundle to read', () => {
    expect(existsSync(CORPUS_BUNDLE)).toBe(true);
  });

  it.each(cases)(
    '%s: the schema and the loader accept it; every warning names atlas.json and a line',
    async (_name, read) => {
      const text = read();
      const json: unknown = JSON.parse(text);
      expect(validate(json) ? [] : validate.errors).toEqual([]);
      const result = await loaded({ 'atlas.json': text });
      expect(result.config.files).toEqual((json as { files: string[] }).files);
      for (const w of result.warnings) {
        expect(w).toMatchObject({ kind: 'config', file: 'atlas.json', line: expect.any(Number) });
        expect(text.split('\n')[w.line! - 1]).toMatch(/"\w+"\s*:/);
      }
    },
  );

  it('reads the corpus book as Atlas did: web PDF, grayscale, its trim size, no Atlas theme', async () => {
    const result = await loaded({ 'atlas.json': corpusAtlasJson() });
    expect(result.config).toMatchObject({
      title: 'Mastering Ethereum',
      lang: 'en',
      branch: 'master',
      print_isbn13: '9781491971949',
      templating: true,
      formats: {
        pdf: { version: 'web', color_count: 1, trim_size: '7inx9.1875in', toc: true, index: true },
        html: { consolidated: true },
      },
    });
    expect(result.config.theme).toBeUndefined();
    expect(result.warnings.map((w) => w.text.split(/[:(]/)[0].trim())).toEqual([
      '"formats.pdf.antennahouse_version"',
      '"theme"',
      '"templating"',
      '"accent_color"',
    ]);
  });

  it('the schema still rejects what the loader rejects: no files, an empty list, a non-string entry', () => {
    for (const bad of [{}, { files: [] }, { files: ['a.md', 3] }, { files: 'a.md' }]) {
      expect(validate(bad)).toBe(false);
    }
    expect(validate({ files: ['a.md'], $schema: 'x', anything: { else: 1 } })).toBe(true);
  });
});

describe("loadPlatformConfig: an mdBook book's book.toml", () => {
  it('fills what the config leaves unsaid from [book]; the config speaks first', async () => {
    const result = await loaded({
      'platform.json': JSON.stringify({ title: 'Own title', files: ['src/ch01.md'] }),
      'book.toml': '[book]\ntitle = "Other title"\nauthors = ["Ann Smith"]\nlanguage = "de"\n',
      'src/ch01.md': '# One',
    });
    expect(result.config).toMatchObject({ title: 'Own title', authors: ['Ann Smith'], lang: 'de' });
    expect(result.warnings).toEqual([]);
  });

  it('warns at the line of a value it cannot read, saying how to write it', async () => {
    const result = await loaded({
      'platform.json': JSON.stringify({ files: ['book/src/ch01.md'] }),
      'book/book.toml': '[book]\nauthors = 3\n',
      'book/src/ch01.md': '# One',
    });
    expect(result.config.authors).toBeUndefined();
    expect(result.warnings.map((w) => [w.file, w.line, w.text])).toEqual([
      [
        'book/book.toml',
        2,
        'authors in [book] is not a list of strings, so it is not read: write it as authors = ["Ann Smith", "Bo Lee"]',
      ],
    ]);
  });

  it('takes the direction from text-direction, and warns of one that is neither rtl nor ltr', async () => {
    const book = (direction: string) => ({
      'platform.json': JSON.stringify({ files: ['src/ch01.md'] }),
      'book.toml': `[book]\ntitle = "ت"\ntext-direction = "${direction}"\n`,
      'src/ch01.md': '# فصل',
    });
    const rtl = await loaded(book('rtl'));
    expect(rtl.config.direction).toBe('rtl');
    expect(rtl.warnings).toEqual([]);
    const unread = await loaded(book('right'));
    expect(unread.config.direction).toBeUndefined();
    expect(unread.warnings.map((w) => [w.file, w.line, w.text])).toEqual([
      [
        'book.toml',
        3,
        'text-direction in [book] is neither "rtl" nor "ltr", so it is not read and the book is set in its ' +
          'language\'s direction: write it as text-direction = "rtl" (right to left) or "ltr"',
      ],
    ]);
  });

  it('warns at the line where a book.toml stops being TOML, and takes nothing from it', async () => {
    const result = await loaded({
      'platform.json': JSON.stringify({ files: ['src/ch01.md'] }),
      'book.toml': '[book]\ntitle = "Ropes\nauthors = ["Ann Smith"]\n',
      'src/ch01.md': '# One',
    });
    expect(result.config.authors).toBeUndefined();
    expect(result.warnings.map((w) => [w.file, w.line])).toEqual([['book.toml', 2]]);
    expect(result.warnings[0]!.text).toMatch(
      /^not read as TOML \(.+\), so the book's title, authors and language/,
    );
  });
});

describe("loadPlatformConfig: a Jupyter Book's _config.yml", () => {
  const jupyterConfig =
    'title: Hello World with Jupyter Book\nauthor: Terry the Tarsier\nsphinx:\n  config:\n    language: fr\n';

  it('fills the title, author and language the config leaves unsaid; the config speaks first', async () => {
    const book = (platform: object) =>
      loaded({
        'platform.json': JSON.stringify(platform),
        'book/_toc.yml': 'format: jb-book\nroot: intro\n',
        'book/_config.yml': jupyterConfig,
        'book/intro.md': '# Intro',
      });
    const unsaid = await book({ files: ['book/intro.md'] });
    expect(unsaid.config).toMatchObject({
      title: 'Hello World with Jupyter Book',
      authors: ['Terry the Tarsier'],
      lang: 'fr',
    });
    expect(unsaid.warnings).toEqual([]);
    const said = await book({ title: 'Own', authors: ['Ann'], lang: 'en', files: ['book/intro.md'] });
    expect(said.config).toMatchObject({ title: 'Own', authors: ['Ann'], lang: 'en' });
  });

  it("is not read without a _toc.yml beside it (a Jekyll site's _config.yml)", async () => {
    const result = await loaded({
      'platform.json': JSON.stringify({ files: ['intro.md'] }),
      '_config.yml': jupyterConfig,
      'intro.md': '# Intro',
    });
    expect(result.config.title).toBeUndefined();
  });

  it('warns at the line where it stops being YAML, and takes nothing from it', async () => {
    const result = await loaded({
      'platform.json': JSON.stringify({ files: ['intro.md'] }),
      '_toc.yml': 'root: intro\n',
      '_config.yml': 'title: Hello\nauthor: [Terry\n',
      'intro.md': '# Intro',
    });
    expect(result.config.title).toBeUndefined();
    expect(result.warnings.map((w) => w.file)).toEqual(['_config.yml']);
    expect(result.warnings[0]!.text).toMatch(/^not read as YAML \(.+\), so the book's title and author/);
  });
});

describe("loadPlatformConfig: a pandoc book's metadata block atop its first file", () => {
  const opening = (yaml: string, body: string) => `---\n${yaml}\n---\n\n${body}`;
  const config = async (first: string, platform: object = { files: ['ch01.md', 'ch02.md'] }) =>
    (
      await loaded({
        'platform.json': JSON.stringify(platform),
        'ch01.md': first,
        'ch02.md': '# Two\n',
      })
    ).config;

  it('is the book’s title, authors and language when the file opens its first chapter with a # heading', async () => {
    const first = opening('title: Mein Buch\nauthor: [Eva Muster]\nlang: de', '# Einleitung\n\nText.\n');
    expect(await config(first)).toMatchObject({ title: 'Mein Buch', authors: ['Eva Muster'], lang: 'de' });
  });

  it.each([
    [
      'a page titled by its front matter alone (Jekyll, GitBook)',
      opening('title: Setup\nauthor: Eva', 'Text.\n'),
    ],
    ['a page whose heading repeats its title', opening('title: Setup\nauthor: Eva', '# Setup\n\nText.\n')],
    ['a page whose first heading is a section', opening('title: Setup\nlang: de', '## Install\n')],
    ['a # line in code only', opening('title: Setup\nlang: de', '```\n# comment\n```\n\n## Install\n')],
  ])('is left to the page for %s', async (_, first) => {
    const read = await config(first);
    expect(read.title).toBeUndefined();
    expect(read.lang).toBeUndefined();
  });

  it('fills what the configuration leaves out when it has a title of its own, field by field', async () => {
    // As a book that added a "title" to its platform.json, as the message for a missing one suggests: its front
    // matter's author and cover were dropped.
    const first = opening(
      'title: "Repro"\nauthor: "Jane Doe"\ncover-image: "images/cover.png"\ndescription: Ropes.\nlang: de',
      '# Intro\n',
    );
    const read = await config(first, { title: 'Repro', author: 'Ann Own', lang: 'en', files: ['ch01.md'] });
    expect(read).toMatchObject({
      title: 'Repro',
      authors: ['Ann Own'],
      lang: 'en',
      cover: 'images/cover.png',
      description: 'Ropes.',
    });
    expect(await config(first, { title: 'Repro', files: ['ch01.md'] })).toMatchObject({
      title: 'Repro',
      authors: ['Jane Doe'],
      cover: 'images/cover.png',
      lang: 'de',
    });
  });

  it('keeps the line each value is written on, for warnings about it; the config’s own at its key', async () => {
    const first = opening('title: Mein Buch\nauthor: [Eva Muster]\ncover-image: cover.png', '# Einleitung\n');
    expect((await config(first)).metadataLocations).toEqual({
      title: { file: 'ch01.md', line: 2 },
      authors: { file: 'ch01.md', line: 3 },
      cover: { file: 'ch01.md', line: 4 },
    });
    const own = await config(first, { files: ['ch01.md'], title: 'Own', cover: 'own.png' });
    expect(own.metadataLocations).toEqual({
      cover: { file: 'platform.json', line: 1 },
      authors: { file: 'ch01.md', line: 3 },
    });
  });

  it('reads a block whose title is inline R as the book’s, leaving the title out with a warning at its line', async () => {
    const result = await loaded({
      'platform.json': JSON.stringify({ files: ['ch01.Rmd'] }),
      'ch01.Rmd': opening('title: "`r params$title`"\ndate: 2020\nlang: de', '# Einleitung\n'),
    });
    expect(result.config).toMatchObject({ date: '2020', lang: 'de' });
    expect(result.config.title).toBeUndefined();
    expect(result.warnings.map((w) => [w.file, w.line, w.text.split(' (')[0]])).toEqual([
      ['ch01.Rmd', 2, 'the title is an R expression'],
    ]);
    // A config that says the title itself needs nothing from the block's.
    const titled = await loaded({
      'platform.json': JSON.stringify({ title: 'Own', files: ['ch01.Rmd'] }),
      'ch01.Rmd': opening('title: "`r params$title`"\ndate: 2020', '# Einleitung\n'),
    });
    expect(titled.warnings).toEqual([]);
  });

  it('never overrides the configuration’s own title, and reads only the first listed file', async () => {
    const first = opening('title: Mein Buch\nlang: de', '# Einleitung\n');
    expect(await config(first, { title: 'Own', files: ['ch01.md'] })).toMatchObject({ title: 'Own' });
    expect((await config(first, { files: ['ch02.md', 'ch01.md'] })).title).toBeUndefined();
  });
});
