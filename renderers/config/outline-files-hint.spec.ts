import { memorySource } from '../test-support/memory-source';
import { loadPlatformConfig } from './load-platform-config';

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
        '{"files":["pages/intro.md","pages/water/index.md","pages/water/boiling point.md"]}',
    );
  });

  it("is given a GitBook's root SUMMARY.md pages, and a Leanpub manuscript's Book.txt files", async () => {
    expect(
      await refusal({
        'SUMMARY.md': '* [Read me](README.md)\n* [Steam](steam.md)\n',
        'README.md': '# Kettles\n',
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

  it('is given no outline when it has none, or one that names no file it holds', async () => {
    expect(await refusal({ 'notes.md': '# Notes\n' })).not.toContain('built with');
    expect(await refusal({ '_toc.yml': 'root: gone\n' })).not.toContain('built with');
  });
});
