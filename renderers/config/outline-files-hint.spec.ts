import { memorySource } from '../test-support/memory-source';
import { loadPlatformConfig } from './load-platform-config';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';

async function refusal(files: Record<string, string>): Promise<string> {
  const result = await loadPlatformConfig(memorySource(files));
  if (result.ok) throw new Error('expected config_missing');
  expect(result.error).toBe('config_missing');
  return result.message;
}

describe('a repository another toolchain builds, refused for want of platform.json', () => {
  it("is given the platform.json listing a Jupyter Book's _toc.yml pages in order, extensions found as Jupyter Book finds them", async () => {
    const message = await refusal({
      '_toc.yml': [
        'format: jb-book',
        'root: README',
        'parts:',
        '  - caption: Part Title',
        '    chapters:',
        '    - file: preface',
        '    - file: chapters/ch01',
        '      sections:',
        '      - file: chapters/ch01-more.md',
        '    - file: missing',
      ].join('\n'),
      'README.md': '# Intro\n',
      'preface.ipynb': '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}',
      'chapters/ch01.md': '# One\n',
      'chapters/ch01-more.md': '## More\n',
    });
    expect(message).toContain(
      'This repository is built with Jupyter Book: its _toc.yml gives the reading order of 4 files; a platform.json ' +
        'that lists them in that order:\n' +
        '{"files":["README.md","preface.ipynb","chapters/ch01.md","chapters/ch01-more.md"]}',
    );
  });

  // QuantEcon's A First Course in Quantitative Economics with Python keeps its book in lectures/.
  it('is given the pages of a Jupyter Book kept in any top-level folder, book/ and docs/ looked at first', async () => {
    const message = await refusal({
      '_notebook_repo/_toc.yml': 'format: jb-book\nroot: nb\n',
      '_notebook_repo/nb.md': '# Nb\n',
      'lectures/_toc.yml': 'format: jb-book\nroot: intro\nchapters:\n- file: ch\n',
      'lectures/_config.yml': 'title: Lectures\n',
      'lectures/intro.md': '# Intro\n',
      'lectures/ch.md': '# Ch\n',
      'README.md': '# Read me\n',
    });
    expect(message).toContain(
      'This repository is built with Jupyter Book: its lectures/_toc.yml gives the reading order of 2 files; a ' +
        'platform.json that lists them in that order:\n{"files":["lectures/intro.md","lectures/ch.md"]}',
    );
    const docsFirst = await refusal({
      'api/_toc.yml': 'format: jb-book\nroot: a\n',
      'api/a.md': '# A\n',
      'docs/_toc.yml': 'format: jb-book\nroot: b\n',
      'docs/b.md': '# B\n',
    });
    expect(docsFirst).toContain('{"files":["docs/b.md"]}');
  });

  it("is given an mdBook's SUMMARY.md pages from its source folder, a draft chapter and the web's links left out", async () => {
    const message = await refusal({
      'book.toml': '[book]\ntitle = "Kettles"\nsrc = "pages"\n',
      'pages/SUMMARY.md': [
        '# Summary',
        '',
        '[Introduction](intro.md)',
        '',
        '- [Water](water/index.md)',
        '  - [Boiling Point](water/boiling%20point.md#top)',
        '- [Draft]()',
        '- [Elsewhere](https://example.org/kettles.md)',
      ].join('\n'),
      'pages/intro.md': '# Introduction\n',
      'pages/water/index.md': '# Water\n',
      'pages/water/boiling point.md': '# Boiling Point\n',
    });
    expect(message).toContain(
      'This repository is built with mdBook: its pages/SUMMARY.md gives the reading order of 3 files; ' +
        'a platform.json that lists them in that order:\n' +
        '{"title":"Kettles","files":["pages/intro.md","pages/water/index.md","pages/water/boiling point.md"]}',
    );
  });

  // zcash's halo2 keeps its mdBook in book/, and was given only the generic example.
  it("is given the pages of an mdBook kept in a folder, in SUMMARY.md's order, its book.toml's src honoured", async () => {
    const message = await refusal({
      'README.md': '# Halo2\n',
      'book/book.toml': '[book]\ntitle = "The halo2 Book"\n',
      'book/src/SUMMARY.md':
        '# Summary\n\n[Intro](README.md)\n- [Design](design.md)\n  - [Proving](design/proving.md)\n',
      'book/src/README.md': '# Intro\n',
      'book/src/design.md': '# Design\n',
      'book/src/design/proving.md': '# Proving\n',
    });
    expect(message).toContain(
      'This repository is built with mdBook: its book/src/SUMMARY.md gives the reading order of 3 files; ' +
        'a platform.json that lists them in that order:\n' +
        '{"title":"The halo2 Book","files":["book/src/README.md","book/src/design.md","book/src/design/proving.md"]}',
    );
    const elsewhere = await refusal({
      'guide/book.toml': '[book]\nsrc = "pages"\n',
      'guide/pages/SUMMARY.md': '- [One](one.md)\n',
      'guide/pages/one.md': '# One\n',
    });
    expect(elsewhere).toContain('its guide/pages/SUMMARY.md gives the reading order');
    expect(elsewhere).toContain('{"files":["guide/pages/one.md"]}');
  });

  it("is given a GitBook's root SUMMARY.md pages, and a Leanpub manuscript's Book.txt files", async () => {
    expect(
      await refusal({
        'SUMMARY.md': '* [Read me](README.md)\n* [Steam](steam.md)\n',
        'README.md': '# Kettles\n\nA book about kettles.\n',
        'steam.md': '# Steam\n',
      }),
    ).toContain('built with GitBook: its SUMMARY.md gives the reading order of 2 files');
    expect(
      await refusal({
        'manuscript/Book.txt': 'frontmatter.txt\nchapter1.md\n\nchapter2.md\n',
        'manuscript/chapter1.md': '# One\n',
        'manuscript/chapter2.md': '# Two\n',
      }),
    ).toContain('{"files":["manuscript/chapter1.md","manuscript/chapter2.md"]}');
  });

  // The Dyalog Cookbook's Book.txt names `02_part 1.md` for `02_Part 1.md` and comments out `# 14_Services.md`.
  it("is given a Leanpub Book.txt's file named but for letter case, and told of each line left out and why", async () => {
    const message = await refusal({
      'manuscript/Book.txt': 'ch1.md\n02_part 1.md\n# 14_Services.md\nch3.md\nch-3.md\nch1.md\nnotes.md\n',
      'manuscript/ch1.md': '# One\n',
      'manuscript/02_Part 1.md': '# Part 1 #\n',
      'manuscript/14_Services.md': '# Services\n',
      'manuscript/ch3.md': '# Three\n',
      'manuscript/ch5.md': '# Five\n',
    });
    expect(message).toContain(
      'This repository is built with Leanpub: its manuscript/Book.txt gives the reading order of 3 files. ' +
        'Line 2 of manuscript/Book.txt, "02_part 1.md", is listed as manuscript/02_Part 1.md, the file so named but ' +
        'for letter case (fix the name in manuscript/Book.txt). ' +
        'Line 3 of manuscript/Book.txt, "# 14_Services.md", is left out: it is commented out (remove the # to list ' +
        'the file). ' +
        'Line 5 of manuscript/Book.txt, "ch-3.md", is left out: no such file; did you mean manuscript/ch3.md?',
    );
    expect(message).toContain(
      'Line 7 of manuscript/Book.txt, "notes.md", is left out: no such file. A platform.json that lists them in ' +
        'that order:\n{"files":["manuscript/ch1.md","manuscript/02_Part 1.md","manuscript/ch3.md","manuscript/ch1.md"]}',
    );
  });

  // mac-appdev-book's Book.txt lists newsletter.txt three times: its newsletter box after the introduction and in
  // the appendix.
  it('keeps a file Book.txt lists again, which then builds as Leanpub prints it: twice, its ids unique', async () => {
    const files = {
      'manuscript/Book.txt': 'ch1.md\nnews.md\nch2.md\nnews.md\n',
      'manuscript/ch1.md': '# One\n\nText.\n',
      'manuscript/news.md': '## News {#news}\n\nSign up.\n',
      'manuscript/ch2.md': '# Two\n\nMore.\n',
    };
    const message = await refusal(files);
    const suggested = /\n(\{"files":.*\})$/.exec(message)![1]!;
    expect(JSON.parse(suggested)).toEqual({
      files: ['manuscript/ch1.md', 'manuscript/news.md', 'manuscript/ch2.md', 'manuscript/news.md'],
    });
    expect(message).not.toContain('left out');
    const loaded = await loadPlatformConfig(memorySource({ ...files, 'platform.json': suggested }));
    if (!loaded.ok) throw new Error(loaded.message);
    const model = await buildBookModel(memorySource(files), loaded.config, { bookName: 'ann/lab' });
    expect(model.divisions.map((d) => d.html.match(/Sign up/g)?.length ?? 0)).toEqual([1, 1]);
    const ids = model.divisions.flatMap((d) => d.ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  // Leanpub names its Markdown files .txt by default; Octavo reads Markdown from .md only, so the platform.json
  // listing manuscript/*.txt failed with "None of the listed files has content in a supported format".
  it("tells a Leanpub manuscript's .txt files to be renamed .md, and lists the new names, which then build", async () => {
    const texts = {
      'manuscript/Book.txt': 'frontmatter.txt\nintro.txt\nmainmatter.txt\npart one.txt\n',
      'manuscript/frontmatter.txt': '{frontmatter}\n',
      'manuscript/intro.txt': '# Introduction\n\nHello.\n',
      'manuscript/mainmatter.txt': '{mainmatter}\n',
      'manuscript/part one.txt': '# Setup\n\nText.\n',
    };
    const message = await refusal(texts);
    expect(message).toContain(
      "They are Leanpub's Markdown in .txt files, which Octavo reads as Markdown under the name .md only: rename " +
        'them once (git mv manuscript/frontmatter.txt manuscript/frontmatter.md; git mv manuscript/intro.txt ' +
        "manuscript/intro.md; git mv manuscript/mainmatter.txt manuscript/mainmatter.md; git mv 'manuscript/part " +
        "one.txt' 'manuscript/part one.md'), write the new names in manuscript/Book.txt too",
    );
    const suggested = /\n(\{"files":.*\})$/.exec(message)![1]!;
    const renamed = Object.fromEntries(
      Object.entries(texts).map(([path, text]) => [path.replace(/(?<!Book)\.txt$/, '.md'), text]),
    );
    const loaded = await loadPlatformConfig(memorySource({ ...renamed, 'platform.json': suggested }));
    if (!loaded.ok) throw new Error(loaded.message);
    const model = await buildBookModel(memorySource(renamed), loaded.config, { bookName: 'ann/lab' });
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['introduction', undefined, 'Introduction'],
      ['chapter', 'Chapter 1', 'Setup'],
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  // TypeScript Deep Dive: its SUMMARY.md does not list README.md, which GitBook prints first as the introduction.
  it("is given a GitBook's README.md first when SUMMARY.md leaves it out, and book.json's title", async () => {
    const message = await refusal({
      'SUMMARY.md': '# Summary\n\n* [Steam](steam.md)\n* [Tea](tea.md)\n',
      'book.json': '{"title": "Kettles at Home", "plugins": []}',
      'README.md': '# Kettles\n\nA book about kettles.\n',
      'steam.md': '# Steam\n',
      'tea.md': '# Tea\n',
    });
    expect(message).toContain(
      'built with GitBook: its SUMMARY.md gives the reading order of 3 files; a platform.json that lists them ' +
        'in that order:\n{"title":"Kettles at Home","files":["README.md","steam.md","tea.md"]}',
    );
  });

  // The CloudForms book's README.md: `# <center>Mastering Automation in CloudForms 4.2 and ManageIQ Euwe</center>`.
  it("is given a GitBook README heading's words as the title, without its HTML tags", async () => {
    const message = await refusal({
      'SUMMARY.md': '# Summary\n\n* [Intro](README.md)\n* [Steam](steam.md)\n',
      'README.md': '# <center>Kettles &amp; <em>Tea</em></center>\n\nA book about kettles.\n',
      'steam.md': '# Steam\n',
    });
    expect(message).toContain('{"title":"Kettles & Tea","files":["README.md","steam.md"]}');
  });

  // The CloudForms book's README.md is `# <center>Mastering Automation…</center>` alone: listed, it was an empty
  // Chapter 1 before the Preface, and every real chapter was numbered one too high.
  it('leaves out a GitBook README of nothing but the title, which titles the book, and the chapters number from 1', async () => {
    for (const readme of [
      '# <center>Kettles</center>\n\n',
      '<div align="center">\n\n# Kettles\n\n[![Build](https://ci/badge.svg)](https://ci) ![logo](logo.png)\n\n</div>\n',
    ]) {
      const files = {
        'SUMMARY.md': '# Summary\n\n* [Intro](README.md)\n* [Preface](preface.md)\n* [Steam](steam.md)\n',
        'README.md': readme,
        'preface.md': '# Preface\n\nHi.\n',
        'steam.md': '# Steam\n\nHot.\n',
      };
      const message = await refusal(files);
      expect(message).toContain(
        'its SUMMARY.md gives the reading order of 2 files. README.md holds nothing but a title, so it is left out ' +
          "(listed, it would print as an empty first chapter); the book's title page stands for it. A platform.json " +
          'that lists them in that order:\n{"title":"Kettles","files":["preface.md","steam.md"]}',
      );
      const suggested = /\n(\{"title":.*\})$/m.exec(message)![1]!;
      const loaded = await loadPlatformConfig(memorySource({ ...files, 'platform.json': suggested }));
      if (!loaded.ok) throw new Error(loaded.message);
      const model = await buildBookModel(memorySource(files), loaded.config, { bookName: 'ann/kettles' });
      expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
        ['preface', undefined, 'Preface'],
        ['chapter', 'Chapter 1', 'Steam'],
      ]);
    }
  });

  it('keeps a GitBook README with text of its own first', async () => {
    expect(
      await refusal({
        'SUMMARY.md': '# Summary\n\n* [Steam](steam.md)\n',
        'README.md': '# Kettles\n\n> Boil water.\n',
        'steam.md': '# Steam\n',
      }),
    ).toContain('{"title":"Kettles","files":["README.md","steam.md"]}');
  });

  // Mostly Adequate Guide names images/cover.png in book.json; GitBook's own convention is cover.jpg beside it.
  it("is given a GitBook's cover: book.json's, else cover.jpg", async () => {
    const book = { 'SUMMARY.md': '* [Tea](tea.md)\n', 'tea.md': '# Tea\n' };
    const named = await refusal({
      ...book,
      'book.json': '{"title": "Tea", "cover": "images/cover.png"}',
      'images/cover.png': 'png',
    });
    expect(named).toContain('{"title":"Tea","files":["tea.md"],"cover":"images/cover.png"}');
    const conventional = await refusal({ ...book, 'cover.jpg': 'jpg' });
    expect(conventional).toContain('{"files":["tea.md"],"cover":"cover.jpg"}');
  });

  // As rstudio/bookdown's own manual: a _bookdown.yml naming no rmd_files.
  it('is given the .Rmd files bookdown merges when _bookdown.yml lists none: index.Rmd first, then by name', async () => {
    const message = await refusal({
      '_bookdown.yml': 'book_filename: bookdown\ndelete_merged_file: true\n',
      '10-references.Rmd': '# References {-}\n',
      '01-introduction.Rmd': '# Introduction\n',
      '00-author.Rmd': '# About the Author {-}\n',
      'index.Rmd': '---\ntitle: "bookdown"\n---\n\n# Preface {-}\n',
      '_render.Rmd': '# Not merged\n',
      'apps/demo.Rmd': '# Not in the root\n',
    });
    expect(message).toContain(
      'This repository is built with bookdown: its _bookdown.yml gives the reading order of 4 files; a platform.json ' +
        'that lists them in that order:\n' +
        '{"files":["index.Rmd","00-author.Rmd","01-introduction.Rmd","10-references.Rmd"]}',
    );
  });

  // As The Hitchhiker's Guide to Python: conf.py in docs/, toctrees in an included contents.rst.inc, nested in a list.
  it("is given a Sphinx project's toctree order from its root document, its rST pages named as pandoc converts them", async () => {
    const message = await refusal({
      'docs/conf.py': "project = u'pythonguide'\nsource_suffix = '.rst'\nmaster_doc = 'index'\n",
      'docs/index.rst': [
        '######################',
        "The Hitchhiker's Guide",
        '######################',
        '',
        '.. include:: contents.rst.inc',
      ].join('\n'),
      'docs/contents.rst.inc': [
        'Getting Started',
        '---------------',
        '',
        '.. toctree::',
        '   :maxdepth: 2',
        '',
        '   starting/which-python',
        '',
        '- Install Python:',
        '',
        ' .. toctree::',
        '    :maxdepth: 1',
        '',
        '    Installing <starting/installation>',
        '    https://example.org/elsewhere',
        '',
        'Writing',
        '-------',
        '',
        '.. toctree::',
        '   :glob:',
        '',
        '   writing/*',
        '   starting/which-python',
      ].join('\n'),
      'docs/starting/which-python.rst': 'Which Python\n============\n',
      'docs/starting/installation.rst':
        'Installation\n============\n\n.. toctree::\n\n   /notes/styleguide\n',
      'docs/notes/styleguide.rst': 'Style\n=====\n',
      'docs/writing/tests.rst': 'Tests\n=====\n',
      'docs/writing/gotchas.rst': 'Gotchas\n=======\n',
    });
    expect(message).toContain(
      'This repository is built with Sphinx: its toctrees, from docs/index.rst, give the reading order of 6 files. ' +
        'They are reStructuredText, which Octavo does not read: convert them once ' +
        `(for f in $(git ls-files 'docs/*.rst'); do pandoc -f rst -t markdown --wrap=preserve --columns=1000 "$f" -o "\${f%.rst}.md"; done), ` +
        'check the results, and commit a platform.json that lists the converted files in that order:\n' +
        '{"title":"The Hitchhiker\'s Guide","files":["docs/index.md","docs/starting/which-python.md","docs/starting/installation.md",' +
        '"docs/notes/styleguide.md","docs/writing/gotchas.md","docs/writing/tests.md"]}',
    );
  });

  it("is given a MyST Sphinx project's pages as they are, and a d2lbook's ```toc order with its title", async () => {
    expect(
      await refusal({
        'conf.py': "project = 'Kettle Science'\nlanguage = 'en_GB'\nextensions = ['myst_parser']\n",
        'index.md': '# Kettles\n\n```{toctree}\n---\nmaxdepth: 2\n---\nwater\nsteam.md\n```\n',
        'water.md': '# Water\n\n:::{toctree}\n:hidden:\n\nself\nboiling\n:::\n',
        'boiling.ipynb': '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}',
        'steam.md': '# Steam\n',
      }),
    ).toContain(
      'This repository is built with Sphinx: its toctrees, from index.md, give the reading order of 4 files; ' +
        'a platform.json that lists them in that order:\n' +
        '{"title":"Kettle Science","lang":"en-GB","files":["index.md","water.md","boiling.ipynb","steam.md"]}',
    );
    expect(
      await refusal({
        'config.ini': '[project]\nname = kettles\ntitle = Dive into Kettles\nlang = zh\n',
        'index.md': 'Kettles\n=======\n\n```toc\n:maxdepth: 1\n\nchapter_water/index\n```\n',
        'chapter_water/index.md': '# Water\n\n```toc\n:maxdepth: 2\n\nboiling\n```\n',
        'chapter_water/boiling.md': '## Boiling\n',
      }),
    ).toContain(
      'built with d2lbook: its toctrees, from index.md, give the reading order of 3 files; a platform.json that ' +
        'lists them in that order:\n' +
        '{"title":"Dive into Kettles","lang":"zh","files":["index.md","chapter_water/index.md","chapter_water/boiling.md"]}',
    );
  });

  // As numpy/numpy-tutorials' myst.yml (Jupyter Book 2 and mystmd read the same file).
  it("is given a MyST project's myst.yml toc in order, groups' pages and globs included, with its title", async () => {
    const message = await refusal({
      'myst.yml': [
        'version: 1',
        'project:',
        '  title: Kettle Tutorials',
        '  toc:',
        '    - file: content/index.md',
        '    - title: Applications',
        '      children:',
        '        - file: content/boiling.md',
        '        - pattern: content/steam/*.md',
        '    - title: Contributing',
        '      file: content/contributing.md',
        '      children:',
        '        - file: content/style.md',
        '        - url: https://example.org/kettles',
      ].join('\n'),
      'content/index.md': '# Kettles\n',
      'content/boiling.md': '# Boiling\n',
      'content/steam/b.md': '# Dry steam\n',
      'content/steam/a.md': '# Wet steam\n',
      'content/contributing.md': '# Contributing\n',
      'content/style.md': '# Style\n',
    });
    expect(message).toContain(
      'This repository is built with MyST (mystmd, Jupyter Book 2): its myst.yml gives the reading order of 6 ' +
        'files; a platform.json that lists them in that order:\n' +
        '{"title":"Kettle Tutorials","files":["content/index.md","content/boiling.md","content/steam/a.md",' +
        '"content/steam/b.md","content/contributing.md","content/style.md"]}',
    );
  });

  // As Hello Algo's mkdocs.yml: its docs_dir a folder the build makes (build/docs), the pages in docs/; a plugin's tag.
  it("is given an MkDocs project's nav pages from its docs folder, and every page as MkDocs lists them without a nav", async () => {
    const message = await refusal({
      'mkdocs.yml': [
        'site_name: Hello Kettles',
        'docs_dir: build/docs',
        'markdown_extensions:',
        '  - pymdownx.emoji:',
        '      emoji_index: !!python/name:material.extensions.emoji.twemoji',
        'nav:',
        '  - Preface:',
        '    - chapter_preface/index.md',
        '    - 0.1 About: chapter_preface/about.md',
        '  - Chapter 1:',
        '    - chapter_water/index.md',
        '  - Elsewhere: https://example.org/',
      ].join('\n'),
      'docs/chapter_preface/index.md': '# Preface\n',
      'docs/chapter_preface/about.md': '# About\n',
      'docs/chapter_water/index.md': '# Water\n',
    });
    expect(message).toContain(
      'This repository is built with MkDocs: its mkdocs.yml gives the reading order of 3 files; its docs_dir, ' +
        "build/docs, is not in the repository (a folder the book's own build makes), so they are listed from " +
        'docs/; if that build changes the pages (fills in code, say), run it, commit what it makes, and list ' +
        'those files instead. A platform.json that lists them in that order:\n' +
        '{"title":"Hello Kettles","files":["docs/chapter_preface/index.md","docs/chapter_preface/about.md",' +
        '"docs/chapter_water/index.md"]}',
    );
    expect(
      await refusal({
        'mkdocs.yml': 'site_name: Kettles\n',
        'docs/water.md': '# Water\n',
        'docs/index.md': '# Kettles\n',
        'docs/steam/index.md': '# Steam\n',
        'docs/steam/dry.md': '# Dry\n',
        'docs/boiling.md': '# Boiling\n',
      }),
    ).toContain(
      '{"title":"Kettles","files":["docs/index.md","docs/boiling.md","docs/water.md","docs/steam/index.md",' +
        '"docs/steam/dry.md"]}',
    );
  });

  it("follows a literate-nav file's links with text after them, and its links to folders", async () => {
    const message = await refusal({
      'mkdocs.yml': 'site_name: Kettles\nplugins:\n  - literate-nav\n',
      'docs/SUMMARY.md': [
        '- [Home](index.md)',
        '- [Intro](intro.md) *(new)*',
        '- [Self](./SUMMARY.md)',
        '- [Reference](reference/)',
        '- [Guides](guides/)',
      ].join('\n'),
      'docs/index.md': '# Kettles\n',
      'docs/intro.md': '# Intro\n',
      'docs/reference/index.md': '# Reference\n',
      'docs/reference/b.md': '# B\n',
      'docs/reference/a.md': '# A\n',
      'docs/guides/SUMMARY.md': '- [Pour](pour.md)\n- [Boil](boil.md)\n',
      'docs/guides/boil.md': '# Boil\n',
      'docs/guides/pour.md': '# Pour\n',
    });
    expect(message).toContain(
      '{"title":"Kettles","files":["docs/index.md","docs/intro.md","docs/reference/index.md",' +
        '"docs/reference/a.md","docs/reference/b.md","docs/guides/pour.md","docs/guides/boil.md"]}',
    );
  });

  // As competitive-programming handbooks write it: `plugins: - literate-nav: nav_file: navigation.md`, no `nav:`.
  it("is given the order of an MkDocs book's literate-nav file, the nav file itself left out", async () => {
    const message = await refusal({
      'mkdocs.yml': [
        'site_name: Kettle Algorithms',
        'docs_dir: src',
        'plugins:',
        '  - search',
        '  - literate-nav:',
        '      nav_file: navigation.md',
        '  - git-committers:',
        '      enabled: !ENV [MKDOCS_ENABLE_GIT_COMMITTERS, False]',
      ].join('\n'),
      'src/navigation.md': [
        '---',
        'search:',
        '  exclude: true',
        '---',
        '',
        '- Home',
        '    - [Main Page](index.md)',
        '    - [Navigation](navigation.md)',
        '- Heating',
        '    - Fundamentals',
        '        - [Boiling](heating/boiling.md)',
        '        - [Steam](heating/steam.md#dry)',
        '    - [Simmering](heating/simmer.md)',
        '- [Elsewhere](https://example.org/)',
      ].join('\n'),
      'src/index.md': '# Kettles\n',
      'src/navigation.md.bak': '',
      'src/heating/boiling.md': '# Boiling\n',
      'src/heating/steam.md': '# Steam\n',
      'src/heating/simmer.md': '# Simmering\n',
      'src/aardvark.md': '# Not in the nav\n',
    });
    expect(message).toContain(
      'This repository is built with MkDocs: its src/navigation.md gives the reading order of 4 files',
    );
    expect(message).toContain(
      '{"title":"Kettle Algorithms","files":["src/index.md","src/heating/boiling.md","src/heating/steam.md",' +
        '"src/heating/simmer.md"]}',
    );
    // The plugin's default nav file is SUMMARY.md.
    expect(
      await refusal({
        'mkdocs.yml': 'site_name: Kettles\nplugins:\n  - literate-nav\n',
        'docs/SUMMARY.md': '* [Water](water.md)\n* [Home](index.md)\n',
        'docs/index.md': '# Kettles\n',
        'docs/water.md': '# Water\n',
      }),
    ).toContain('{"title":"Kettles","files":["docs/water.md","docs/index.md"]}');
  });

  it('is given no outline when it has none, or one that names no file it holds', async () => {
    expect(await refusal({ 'notes.md': '# Notes\n' })).not.toContain('built with');
    expect(await refusal({ '_toc.yml': 'root: gone\n' })).not.toContain('built with');
  });
});

describe("a GitBook Git Sync repository's .gitbook.yaml", () => {
  // 0xn3va's cheat sheets: `structure: readme: INTRODUCTION.md`, beside a README.md for GitHub.
  it('names the first page: the README.md beside it is not put first', async () => {
    const message = await refusal({
      '.gitbook.yaml': 'root: ./\nstructure:\n  readme: INTRODUCTION.md\n  summary: SUMMARY.md\n',
      'SUMMARY.md': '# Summary\n\n* [Cheat Sheet](INTRODUCTION.md)\n* [Install](install.md)\n',
      'INTRODUCTION.md': '# Cheat Sheet\n\nHello.\n',
      'README.md': '# Cheat Sheet\n\nSee the GitBook version.\n',
      'install.md': '# Install\n',
    });
    // A Git Sync space is titled in GitBook's app, not by its first page.
    expect(message).toContain('{"files":["INTRODUCTION.md","install.md"]}');
  });

  it('names the root its summary and first page are in', async () => {
    const message = await refusal({
      '.gitbook.yaml': 'root: ./docs/\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n',
      'README.md': '# my-lib\n\nGitHub readme.\n',
      'docs/SUMMARY.md': '# Summary\n\n* [Install](install.md)\n',
      'docs/README.md': '# Intro\n\nWelcome.\n',
      'docs/install.md': '# Install\n',
    });
    expect(message).toContain(
      'its docs/SUMMARY.md gives the reading order of 2 files; a platform.json that lists them in that order:\n' +
        '{"files":["docs/README.md","docs/install.md"]}',
    );
  });
});

// rust-course keeps unfinished pages in its SUMMARY.md as HTML comments, which mdBook (and GitBook) do not read.
describe("a SUMMARY.md's entries in HTML comments", () => {
  it('are neither suggested nor read as pages, on one line or several', async () => {
    const files = {
      'book.toml': '[book]\ntitle = "测试"\n',
      'src/SUMMARY.md': [
        '# 测试',
        '',
        '- [第一章](a.md)',
        '<!-- - [草稿](draft.md) -->',
        '- [第二章](b.md)',
        '    <!--',
        '    - [草稿二](draft2.md)',
        '',
        '    - [草稿三](draft3.md)',
        '    -->',
        '    - [小节](b1.md)',
      ].join('\n'),
      'src/a.md': '# 第一章\n',
      'src/b.md': '# 第二章\n',
      'src/b1.md': '# 小节\n',
      'src/draft.md': 'draft\n',
      'src/draft2.md': 'draft\n',
      'src/draft3.md': 'draft\n',
    };
    const message = await refusal(files);
    expect(message).toContain(
      'its src/SUMMARY.md gives the reading order of 3 files; a platform.json that lists them in that order:\n' +
        '{"title":"测试","files":["src/a.md","src/b.md","src/b1.md"]}',
    );
    // Octavo's own reading of the summary nests the page after the comment below its chapter, as mdBook does.
    const model = await buildBookModel(
      memorySource(files),
      { files: ['src/a.md', 'src/b.md', 'src/b1.md'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.title, d.sections.map((s) => s.title)])).toEqual([
      ['第一章', []],
      ['第二章', ['小节']],
    ]);
  });
});

// JS Primer is built with HonKit from its book.json (`"root": "./source/"`, its summary `README.md`), as GitBook 3 read
// the same keys before Git Sync moved them to .gitbook.yaml.
describe("a legacy GitBook book.json's root and structure", () => {
  const files = {
    'book.json': JSON.stringify({
      title: 'JavaScript Primer',
      root: './source/',
      structure: { readme: 'index.md', summary: 'README.md' },
    }),
    'README.md': '# js-primer\n\nThe repository.\n',
    'source/README.md': [
      '# 目次',
      '',
      '- [この書籍について](./index.md)',
      '- [第一部: 基本文法](./basic/README.md)',
      '    - [変数と宣言](./basic/variables/README.md)',
      '- [第二部: 応用編](./use-case/README.md)',
      '    - [Todoアプリ](./use-case/todoapp/README.md)',
    ].join('\n'),
    'source/index.md': '# この書籍について\n\n本文。\n',
    'source/basic/README.md': '# 第一部: 基本文法\n\n本文。\n',
    'source/basic/variables/README.md': '# 変数と宣言\n\n本文。\n',
    'source/use-case/README.md': '# 第二部: 応用編\n\n本文。\n',
    'source/use-case/todoapp/README.md': '# Todoアプリ\n\n本文。\n',
  };
  const listed = [
    'source/index.md',
    'source/basic/README.md',
    'source/basic/variables/README.md',
    'source/use-case/README.md',
    'source/use-case/todoapp/README.md',
  ];

  it("are read as a .gitbook.yaml's: the suggestion lists the summary's pages from the root", async () => {
    const message = await refusal(files);
    expect(message).toContain(
      'built with GitBook: its source/README.md gives the reading order of 5 files; a platform.json that lists ' +
        `them in that order:\n${JSON.stringify({ title: 'JavaScript Primer', files: listed })}`,
    );
  });

  it("nest the book's pages as that summary lists them", async () => {
    const model = await buildBookModel(
      memorySource(files),
      { files: listed, formats: {}, lang: 'ja' },
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['chapter', 'この書籍について'],
      ['part', '第一部: 基本文法'],
      ['chapter', '変数と宣言'],
      ['part', '第二部: 応用編'],
      ['chapter', 'Todoアプリ'],
    ]);
  });
});

// GitbookIO's javascript book has no book.json: GitBook titles it by its README's first heading.
describe("a GitBook book's suggested platform.json without book.json", () => {
  it("is titled by the first page's first heading", async () => {
    const message = await refusal({
      'SUMMARY.md': '* [Basics](basics.md)\n',
      'README.md': '```sh\n# not a title\n```\n\n# Learn *Javascript*\n',
      'basics.md': '# Basics\n',
    });
    expect(message).toContain('{"title":"Learn Javascript","files":["README.md","basics.md"]}');
  });
});

// Django Girls' tutorial: LANGS.md over en/, pl/, … each folder a book with its own SUMMARY.md.
describe('a multi-language GitBook repository (LANGS.md)', () => {
  it("is given the first language's platform.json, and told each other is a book of its own", async () => {
    const message = await refusal({
      'LANGS.md': '* [English](en/)\n* [Polski](pl/)\n',
      'en/SUMMARY.md': '# Summary\n\n* [Introduction](README.md)\n* [Python](python/README.md)\n',
      'en/README.md': '# Django Girls Tutorial\n\nWelcome.\n',
      'en/python/README.md': '# Python\n',
      'pl/SUMMARY.md': '# Summary\n\n* [Wprowadzenie](README.md)\n',
      'pl/README.md': '# Kurs Django Girls\n',
    });
    expect(message).toContain(
      'built with GitBook: its en/SUMMARY.md gives the reading order of 2 files. LANGS.md lists 2 languages, a ' +
        "book each: these are the first's (en/); build each other as a book of its own",
    );
    expect(message).toContain(
      '{"title":"Django Girls Tutorial","lang":"en","files":["en/README.md","en/python/README.md"]}',
    );
  });
});
