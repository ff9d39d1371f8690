import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFNull, PDFNumber } from 'pdf-lib';
import { Division } from '../model/book-model';
import { bookOutline, OutlineEntry, writeOutline } from './outline';
import { Destination } from './page-numbers';

const division = (id: string, kind: Division['kind'], extra: Partial<Division> = {}): Division => ({
  id,
  kind,
  title: id.toUpperCase(),
  sourceFile: `${id}.html`,
  html: '',
  sections: [],
  ids: [id],
  ...extra,
});

describe('bookOutline', () => {
  it('nests chapters in their part and sect2 under sect1, titled as the contents reads', () => {
    const outline = bookOutline([
      division('pre', 'preface'),
      division('p1', 'part', { label: 'Part I' }),
      division('c1', 'chapter', {
        label: 'Chapter 1',
        partId: 'p1',
        sections: [
          { id: 's1', title: 'One', level: 1 },
          { id: 's1a', title: 'One A', level: 2 },
          { id: 's2', title: 'Two', level: 1 },
          { id: 's3', title: 'Deep', level: 3 },
        ],
      }),
      division('a1', 'appendix', { label: 'Appendix A' }),
    ]);
    const shape = (entries: OutlineEntry[]): unknown[] =>
      entries.map((e) => (e.children.length ? [e.title, shape(e.children)] : e.title));
    expect(shape(outline)).toEqual([
      'PRE',
      ['Part I. P1', [['Chapter 1. C1', [['One', ['One A']], 'Two']]]],
      'Appendix A. A1',
    ]);
  });

  it('puts a replaced division’s entry in its place', () => {
    const contents = { title: 'Contents', id: 'octavo-contents', children: [] };
    const outline = bookOutline(
      [division('tp', 'titlepage'), division('toc', 'toc'), division('c1', 'chapter')],
      new Map([['toc', contents]]),
    );
    expect(outline.map((e) => e.id)).toEqual(['tp', 'octavo-contents', 'c1']);
  });
});

describe('writeOutline', () => {
  it('writes bookmarks qpdf reads back, each once, skipping entries with nowhere to point', async () => {
    const doc = await PDFDocument.create();
    const pages = [doc.addPage(), doc.addPage(), doc.addPage()];
    const target = (page: number): Destination => ({
      page: page + 1,
      target: doc.context.obj([
        pages[page].ref,
        PDFName.of('XYZ'),
        PDFNumber.of(0),
        PDFNumber.of(700),
        PDFNull,
      ]),
    });
    const targets = new Map([
      ['c1', target(0)],
      ['s1', target(1)],
      ['s2', target(2)],
    ]);
    const missing = writeOutline(
      doc,
      [
        {
          title: 'Chapter 1. Größe',
          id: 'c1',
          children: [
            { title: 'Recovery Codes', id: 's1', children: [] },
            { title: 'Lost', id: 'nowhere', children: [{ title: 'Kept', id: 's2', children: [] }] },
          ],
        },
      ],
      targets,
    );
    expect(missing).toEqual(['nowhere']);
    const dir = mkdtempSync(join(tmpdir(), 'octavo-outline-'));
    try {
      const file = join(dir, 'o.pdf');
      writeFileSync(file, await doc.save());
      const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=outlines', file]).toString());
      const read = (items: { title: string; kids: unknown[]; destpageposfrom1: number }[]): unknown[] =>
        items.map((i) => [i.title, i.destpageposfrom1, read(i.kids as never)]);
      expect(read(json.outlines)).toEqual([
        [
          'Chapter 1. Größe',
          1,
          [
            ['Recovery Codes', 2, []],
            ['Kept', 3, []],
          ],
        ],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
