import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { readmeTitle } from './readme-title';

describe("a book that names no title takes its README's first heading", () => {
  it.each([
    ['# NixOS in Production\n\nThis is a work-in-progress book\n', 'NixOS in Production', 1],
    ['The Dyalog Cookbook\n===================\n\nText.\n', 'The Dyalog Cookbook', 1],
    [
      '[![Build](https://ci/badge.svg)](https://ci)\n\n# **Fullstack** [GraphQL](https://x)\n',
      'Fullstack GraphQL',
      3,
    ],
    ['= An AsciiDoc Book\n', 'An AsciiDoc Book', 1],
    ['# <center>Kettles &amp; Tea</center>\n', 'Kettles & Tea', 1],
  ])('%j', async (readme, title, line) => {
    expect(await readmeTitle(memorySource({ 'README.md': readme }), ['ch1.md'])).toEqual({
      title,
      file: 'README.md',
      line,
    });
  });

  it('never a README that opens with text or a lower heading, nor one that is a file of the book', async () => {
    expect(await readmeTitle(memorySource({ 'README.md': 'Notes first.\n\n# Title\n' }), [])).toBeUndefined();
    expect(await readmeTitle(memorySource({ 'README.md': '## Setup\n' }), [])).toBeUndefined();
    expect(await readmeTitle(memorySource({ 'README.md': '# Intro\n' }), ['README.md'])).toBeUndefined();
  });

  it('titles the book so, with a warning saying where the title came from and how to set it', async () => {
    const model = await buildBookModel(
      memorySource({
        'README.md': '# Surviving the C++ Coding Interview\n\nThe source of the book.\n',
        'manuscript/preface.md': '# Preface\n\nWelcome.\n',
      }),
      { files: ['manuscript/preface.md'], formats: {} },
      { bookName: 'ann/cpp' },
    );
    expect(model.title).toBe('Surviving the C++ Coding Interview');
    expect(model.warnings.map(formatWarning)).toContain(
      'README.md:1: the book names no title (no "title" in platform.json, no title page): it is titled "Surviving ' +
        'the C++ Coding Interview", the first heading of README.md; set "title" in platform.json to title it otherwise',
    );
    const titled = await buildBookModel(
      memorySource({ 'README.md': '# Other\n', 'ch1.md': '# One\n\nText.\n' }),
      { title: 'Given', files: ['ch1.md'], formats: {} },
      { bookName: 'ann/cpp' },
    );
    expect(titled.title).toBe('Given');
    expect(titled.warnings).toEqual([]);
  });
});
