import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/**
 * A table on the HTML site is as wide as Asciidoctor sets it: an AsciiDoc table spans the text's width (its cols
 * are shares of it) unless it asks to fit its content (%autowidth); a table wider than the column still scrolls
 * sideways in its own box instead of widening the page. Every site table was a scrolling block whose rows shrank
 * to their content, so a spanning table was as narrow as its words.
 */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Canals', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Canals',
    '',
    'The locks of the canal, and what each one lifts a boat by, in metres.',
    '',
    '[cols="1,3"]',
    '|===',
    '|Lock |Rise',
    '|===',
    '',
    '[%autowidth]',
    '|===',
    '|Weir |Two',
    '|===',
    '',
    '[%autowidth]',
    '|===',
    `|${'Towpath_'.repeat(40)} |End`,
    '|===',
  ].join('\n'),
});

interface TableBox {
  first: string;
  width: number;
  column: number;
  scrollsInOwnBox: boolean;
}

function tableBoxes(): { tables: TableBox[]; pageScrolls: boolean } {
  const column = document.querySelector('main p')!.getBoundingClientRect().width;
  const tables = Array.from(document.querySelectorAll('table')).map((t) => {
    const box = t.parentElement!;
    return {
      first: t.querySelector('td')!.textContent!.trim().slice(0, 8),
      // The rows' width: what the reader sees ruled (a table made a block is wider than its rows).
      width: Math.round(t.querySelector('tr')!.getBoundingClientRect().width),
      column: Math.round(column),
      scrollsInOwnBox: box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX === 'auto',
    };
  });
  return { tables, pageScrolls: document.documentElement.scrollWidth > window.innerWidth + 1 };
}

describe('site tables as wide as Asciidoctor sets them', () => {
  const book = fixtureSuite(BOOK, 'ann/canals', 'octavo-site-table-widths-');

  it('spans a table over the text, fits an %autowidth one to its content, scrolls a wide one in its box', async () => {
    const { looks, warnings } = await pageLooks(book, 'html', tableBoxes);
    expect(warnings).toEqual([]);
    const [spanning, fitted, wide] = looks.tables;
    expect(spanning.first).toBe('Lock');
    expect(Math.abs(spanning.width - spanning.column)).toBeLessThan(2);
    expect(fitted.width).toBeLessThan(fitted.column / 2);
    expect(wide.scrollsInOwnBox).toBe(true);
    expect(looks.pageScrolls).toBe(false);
  }, 60_000);
});
