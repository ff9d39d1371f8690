import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

async function build(files: Record<string, string>) {
  return buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName: 'ann/book' },
  );
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
});
