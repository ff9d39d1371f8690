import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/** Untitled examples as AsciiDoc writes them: a paragraph styled [example], and a ==== block. */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Kites', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Kites',
    '',
    '[example]',
    'A box kite flies in light wind.',
    '',
    'After the styled paragraph.',
    '',
    '====',
    'A delta kite needs a tail.',
    '====',
    '',
    'After the block.',
  ].join('\n'),
});

interface ExampleLook {
  text: string;
  border: string;
  /** Pixels between the frame's bottom edge and the top of the next paragraph's text. */
  gapAfter: number;
}

/** Read in the page: each example's text, its frame and the room under it. */
function exampleLooks(): ExampleLook[] {
  return Array.from(document.querySelectorAll('.exampleblock > .content')).map((frame) => {
    const next = frame.parentElement!.nextElementSibling!;
    return {
      text: frame.textContent!.trim(),
      border: getComputedStyle(frame).borderTopWidth,
      gapAfter: next.getBoundingClientRect().top - frame.getBoundingClientRect().bottom,
    };
  });
}

describe('an untitled AsciiDoc example is framed and set apart from the text after it', () => {
  const book = fixtureSuite(BOOK, 'ann/kites', 'octavo-example-frames-');

  const expectFramed = (looks: ExampleLook[]) => {
    expect(looks.map((look) => look.text)).toEqual([
      'A box kite flies in light wind.',
      'A delta kite needs a tail.',
    ]);
    for (const look of looks) {
      expect(look.border).toBe('1px');
      expect(look.gapAfter).toBeGreaterThan(8);
    }
  };

  it('EPUB (the paged formats’ stylesheet)', async () => {
    const { looks, warnings } = await pageLooks(book, 'epub', exampleLooks);
    expect(warnings).toEqual([]);
    expectFramed(looks);
  }, 60_000);

  it('HTML site', async () => {
    const { looks, warnings } = await pageLooks(book, 'html', exampleLooks);
    expect(warnings).toEqual([]);
    expectFramed(looks);
  }, 60_000);
});
