import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

async function build(files: Record<string, string>, listed = Object.keys(files)) {
  return buildBookModel(memorySource(files), { files: listed, formats: {} }, { bookName: 'ann/book' });
}

describe('a few untitled lines before the first chapter that are not the book’s preface', () => {
  it('after a titled front-matter page: printed at its end, not listed as a second "Preface"', async () => {
    const model = await build({
      'foreword.md': '# Foreword\n\nA word before.\n',
      'edition.md': 'Version 2.0, released May 2026.\n',
      'preface.md': '# Preface\n\nWhy this book.\n',
      'one.md': '# Start\n\nText.\n',
    });
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['foreword', 'Foreword'],
      ['preface', 'Preface'],
      ['chapter', 'Start'],
    ]);
    expect(model.divisions[0]!.html).toMatch(/A word before\.[\s\S]*Version 2\.0, released May 2026\./);
    expect(model.warnings.map(formatWarning)).toEqual([
      "edition.md:1: the file has no title, before the book's first chapter, and is not the book's preface: it is " +
        'printed at the end of the foreword "Foreword" (foreword.md), not listed in the contents; give it a title ' +
        '(# Title) to make it a page of its own',
    ]);
  });

  it('an untitled opening that is the book’s only preface stays its untitled preface', async () => {
    const model = await build({
      'opening.md': 'Version 2.0, released May 2026.\n',
      'one.md': '# Start\n\nText.\n',
    });
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['preface', 'Preface'],
      ['chapter', 'Start'],
    ]);
  });

  it('a document that names its language (:lang:) has its own preface found by that language’s word', async () => {
    const model = await build(
      {
        'book.adoc':
          '= Ein Buch\n:doctype: book\n:lang: de\n\nÜbersetzt von Ann.\n\ninclude::vorwort.adoc[]\ninclude::eins.adoc[]\n',
        'vorwort.adoc': '[preface]\n== Vorwort\n\nWarum dieses Buch.\n',
        'eins.adoc': '== Anfang\n\nText.\n',
      },
      ['book.adoc'],
    );
    expect(model.divisions.filter((d) => d.kind !== 'titlepage').map((d) => [d.kind, d.title])).toEqual([
      ['preface', 'Vorwort'],
      ['chapter', 'Anfang'],
    ]);
    expect(model.divisions.find((d) => d.title === 'Vorwort')!.html).toContain('Übersetzt von Ann.');
  });

  it('words of Chinese, written without spaces, are counted: a long untitled opening stays a page of its own', async () => {
    const model = await build({
      'opening.md': `${'我们在这里写了一段很长的说明文字。'.repeat(12)}\n`,
      'preface.md': '# Preface\n\n为什么写这本书。\n',
      'one.md': '# 开始\n\n正文。\n',
    });
    expect(model.divisions.map((d) => d.kind)).toEqual(['preface', 'preface', 'chapter']);
  });
});
