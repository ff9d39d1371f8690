import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { loadPlatformConfig } from './load-platform-config';
import { pandocCommandFilesHint } from './pandoc-command-files';

const ZEN_MAKEFILE = [
  'FILES=src/title.md src/intro.md src/chapter-01.md \\',
  '\tsrc/chapter-02.md src/appendix-a.md',
  '',
  '.PHONY: html epub',
  '',
  'html:',
  '\trm -rf out/html && mkdir -p out/html',
  '\tpandoc -f markdown+smart --to html5 -o out/html/zen.html --toc --standalone --template=html/template.html $(FILES)',
  '',
  'epub:',
  '\tpandoc -f markdown+smart --to epub3 -o out/zen.epub --epub-cover-image images/cover.png --template epub/template.html ${FILES}',
].join('\n');

const chapters = {
  'src/title.md': '---\ntitle: Zen\n---\n',
  'src/intro.md': '# Introduction\n',
  'src/chapter-01.md': '# One\n',
  'src/chapter-02.md': '# Two\n',
  'src/appendix-a.md': '# A\n',
  'images/cover.png': 'png',
  'html/template.html': '<html>$body$</html>',
  'epub/template.html': '<html>$body$</html>',
};

describe('a book built by a pandoc command in a Makefile or a script', () => {
  it("is refused with the platform.json that lists the command's files in its order, and its cover", async () => {
    const result = await loadPlatformConfig(memorySource({ Makefile: ZEN_MAKEFILE, ...chapters }));
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      '\nThis repository builds its book with pandoc (Makefile:11), whose command reads 5 files in this order; ' +
        'a platform.json that lists them:\n' +
        '{"files":["src/title.md","src/intro.md","src/chapter-01.md","src/chapter-02.md","src/appendix-a.md"],' +
        '"cover":"images/cover.png"}',
    );
  });

  it('follows a cd before the command, globs, += and $(wildcard …), and takes the title from -M', async () => {
    const hint = await pandocCommandFilesHint(
      memorySource({
        'build.sh': [
          '#!/bin/sh',
          'set -e',
          'cd book && pandoc --metadata-file=meta.yaml -M title="Garden Notes" front.md ch*.md -o ../garden.pdf',
        ].join('\n'),
        'book/meta.yaml': 'author: Ann\n',
        'book/front.md': '# Front\n',
        'book/ch1.md': '# One\n',
        'book/ch2.md': '# Two\n',
        'book/notes.txt': 'not listed',
      }),
    );
    expect(hint).toContain(
      '(build.sh:3), whose command reads 3 files in this order, and its metadata from book/meta.yaml; a ' +
        "platform.json that lists them, the metadata first (a listed .yaml file is read as the book's metadata, as " +
        'pandoc reads --metadata-file):\n' +
        '{"title":"Garden Notes","files":["book/meta.yaml","book/front.md","book/ch1.md","book/ch2.md"]}',
    );

    const made = await pandocCommandFilesHint(
      memorySource({
        Makefile: [
          'SOURCES := $(sort $(wildcard chapters/*.md))',
          'SOURCES += back.md',
          'book.epub: $(SOURCES)',
          '\t@pandoc -H header.html -o $@ $^ $(SOURCES)',
        ].join('\n'),
        'chapters/02.md': '# Two\n',
        'chapters/01.md': '# One\n',
        'back.md': '# Back\n',
        'header.html': '<style></style>',
      }),
    );
    expect(made).toContain('{"files":["chapters/01.md","chapters/02.md","back.md"]}');
  });

  // The Little Go Book: pandoc through a variable, its inputs as the rule's prerequisites, its title in title.txt.
  it("follows pandoc named by a variable and make's $^, and takes the title and author from a title block file", async () => {
    const makefile = [
      'SOURCE_FILE_NAME = go.md',
      'PDF_BUILDER = pandoc',
      'EPUB_BUILDER = pandoc',
      'EPUB_BUILDER_FLAGS = \\',
      '\t--epub-cover-image',
      '',
      'en/go.pdf:',
      '\tcd en && $(PDF_BUILDER) $(SOURCE_FILE_NAME) -o go.pdf',
      '',
      'en/go.epub: en/title.png en/title.txt en/go.md',
      '\t$(EPUB_BUILDER) $(EPUB_BUILDER_FLAGS) $^ -o $@',
      '',
      'en/go.mobi: en/go.epub',
      '\tkindlegen $^',
    ].join('\n');
    const hint = await pandocCommandFilesHint(
      memorySource({
        Makefile: makefile,
        'en/title.png': 'png',
        'en/title.txt': '% The Little Go Book\n% Karl Seguin\n',
        'en/go.md': '# About This Book\n',
      }),
    );
    expect(hint).toBe(
      '\nThis repository builds its book with pandoc (Makefile:11), whose command reads 1 file; a platform.json ' +
        'that lists it:\n{"title":"The Little Go Book","author":"Karl Seguin","files":["en/go.md"],"cover":"en/title.png"}',
    );
  });

  // BookFun: its chapters are listed by `$(shell find …)` and piped to pandoc by `cat`; read as nothing, the
  // suggestion listed metadata.yml alone.
  it('follows $(shell find … | sort) and cat FILES | pandoc, and takes no option value for a chapter', async () => {
    const book = {
      'metadata.yml': 'title: Fun\n',
      'chapters/02-pca.md': '# PCA\n',
      'chapters/01-linear-regression.md': '# Regression\n',
      'chapters/notes.txt': 'not a chapter',
      'templates/before.md': 'Front\n',
      'templates/book.md': '$body$\n',
    };
    const bookFun = await pandocCommandFilesHint(
      memorySource({
        ...book,
        Makefile: [
          "CHAPTERS = $(shell find chapters/ -type f -name '*.md' | sort)",
          'FILTERS = --filter pandoc-xnos --citeproc',
          'METADATA = --metadata-file metadata.yml',
          '',
          'build.pdf : $(CHAPTERS)',
          '\tcat $(CHAPTERS) | pandoc -N --standalone $(FILTERS) $(METADATA) -o build.pdf',
        ].join('\n'),
      }),
    );
    expect(bookFun).toContain(
      '(Makefile:6), whose command reads 2 files in this order, and its metadata from metadata.yml; ',
    );
    expect(bookFun).toContain(
      '{"files":["metadata.yml","chapters/01-linear-regression.md","chapters/02-pca.md"]}',
    );

    const options = await pandocCommandFilesHint(
      memorySource({
        ...book,
        Makefile: [
          'CHAPTERS = $(wildcard chapters/*.md)',
          'book:',
          '\tpandoc --template templates/book.md -B templates/before.md --include-before-body=templates/before.md ' +
            '--resource-path chapters --metadata-file metadata.yml $(CHAPTERS) -o build.pdf',
        ].join('\n'),
      }),
    );
    expect(options).toContain(
      '{"files":["metadata.yml","chapters/01-linear-regression.md","chapters/02-pca.md"]}',
    );

    const piped = await pandocCommandFilesHint(
      memorySource({ ...book, 'build.sh': 'cat chapters/*.md | pandoc -o b.pdf\n' }),
    );
    expect(piped).toContain(
      '(build.sh:1), whose command reads 2 files in this order; a platform.json that lists them:\n' +
        '{"files":["chapters/01-linear-regression.md","chapters/02-pca.md"]}',
    );
  });

  // The RLHF book, on wikiti/pandoc-book-template's Makefile: its chapters piped to pandoc by a variable's awk command.
  it('follows $(filter-out …), a variable run as the command that reads the chapters, and filters piped on', async () => {
    const hint = await pandocCommandFilesHint(
      memorySource({
        Makefile: [
          'METADATA = book/metadata.yml',
          'CHAPTERS = $(filter-out book/chapters/README.md,$(wildcard book/chapters/*.md))',
          'METADATA_ARGS = --metadata-file $(METADATA)',
          'BIBLIOGRAPHY = --bibliography=book/chapters/bib.bib --citeproc',
          'CONTENT = awk \'FNR==1 && NR!=1 {print "\\n\\n"}{print}\' $(CHAPTERS)',
          'CONTENT_FILTERS = tee # Use this to add sed filters or other piped commands',
          'PANDOC_COMMAND = pandoc',
          '',
          'build/epub/book.epub:',
          '\t$(CONTENT) | $(CONTENT_FILTERS) | $(PANDOC_COMMAND) $(METADATA_ARGS) $(BIBLIOGRAPHY) -o $@',
        ].join('\n'),
        'book/metadata.yml': 'title: RLHF\n',
        'book/chapters/README.md': '# Chapters\n',
        'book/chapters/02-related-works.md': '# History\n',
        'book/chapters/01-introduction.md': '# Introduction\n',
        'book/chapters/appendix-a-definitions.md': '# Definitions\n',
        'book/chapters/bib.bib': '@misc{a, title={A}}\n',
      }),
    );
    expect(hint).toContain(
      '(Makefile:10), whose command reads 3 files in this order, and its metadata from book/metadata.yml; ',
    );
    expect(hint).toContain(
      '{"files":["book/metadata.yml","book/chapters/01-introduction.md","book/chapters/02-related-works.md",' +
        '"book/chapters/appendix-a-definitions.md"]}',
    );
  });

  // The RLHF book's chapters listed without its metadata file: its Makefile passes the bibliography to pandoc.
  it('names the .bib file the pandoc command passes with --bibliography when the book names none', async () => {
    const files = {
      Makefile:
        'BIBLIOGRAPHY = --bibliography=book/chapters/bib.bib --citeproc\nbook.epub:\n' +
        '\tpandoc $(BIBLIOGRAPHY) -o $@ book/chapters/01-introduction.md\n',
      'book/chapters/01-introduction.md': '# Introduction\n\nAs RLHF does [@christiano2017deep].\n',
      'book/chapters/bib.bib': '@misc{christiano2017deep, title={Deep RL}}\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: ['book/chapters/01-introduction.md'], formats: {} },
      { bookName: 'natolambert/rlhf-book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'book/chapters/01-introduction.md:3: [@christiano2017deep] reads as a pandoc citation, but the book names no ' +
        'bibliography, so it is printed as written: add bibliography: book/chapters/bib.bib (the file Makefile:3 ' +
        "passes pandoc with --bibliography) to the first file's YAML front matter, or to a pandoc metadata file " +
        "listed first in the book's files",
    ]);
  });

  // Category Theory for Programmers: `pandoc … -o $@ title.txt $(CHAPTERS)`, its author on title.txt's second line.
  it("keeps a title block's authors and date, which the book's config then gives its EPUB", async () => {
    const book = {
      Makefile: 'all:\n\tpandoc --toc -o book.epub title.txt ch1.md\n',
      'title.txt': '% My Title\n% Ann Author; Bo Brown\n% 2019\n',
      'ch1.md': '# One\n\nx\n',
    };
    const result = await loadPlatformConfig(memorySource(book));
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    const suggested = result.message.slice(result.message.lastIndexOf('\n') + 1);
    expect(suggested).toBe(
      '{"title":"My Title","author":["Ann Author","Bo Brown"],"date":"2019","files":["ch1.md"]}',
    );
    const loaded = await loadPlatformConfig(memorySource({ ...book, 'platform.json': suggested }));
    expect(loaded).toMatchObject({
      ok: true,
      config: { title: 'My Title', authors: ['Ann Author', 'Bo Brown'], date: '2019' },
    });
  });

  it('says nothing when no pandoc command reads a file the repository has', async () => {
    expect(
      await pandocCommandFilesHint(
        memorySource({ Makefile: 'all:\n\tpandoc -o out.pdf missing.md\n', 'other.md': '# x' }),
      ),
    ).toBe('');
    expect(await pandocCommandFilesHint(memorySource({ Makefile: 'all:\n\tasciidoctor book.adoc\n' }))).toBe(
      '',
    );
  });
});
