import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

const COMMAND = 'kettle --boil --litres=1.5 --whistle=loud --timer=240 --keep-warm=yes --descale=never';

/**
 * Command lines written as paragraphs that the book's theme sets in a monospace face (as blogs turned into books
 * write them), one more in a style attribute, beside a paragraph of prose.
 */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Kettles', theme: 'kettles.css', files: ['ch01.html'] }),
  'kettles.css': '.command { font-family: monaco, "Courier New", monospace; }',
  'ch01.html': [
    '<section data-type="chapter"><h1>Kettles</h1>',
    `<p id="prose">${'A kettle boils water for tea, and a good one whistles when it is done. '.repeat(4)}</p>`,
    `<p id="themed" class="command">${COMMAND} ${COMMAND}</p>`,
    `<p id="inline" style="font-family: Courier">${COMMAND} ${COMMAND}</p>`,
    '</section>',
  ].join('\n'),
});

/** Each paragraph's alignment and whether its justification stretches spaces. */
function paragraphLooks(): Record<string, string> {
  return Object.fromEntries(
    ['prose', 'themed', 'inline'].map((id) => {
      const style = getComputedStyle(document.getElementById(id)!);
      return [id, `${style.textAlign} ${style.getPropertyValue('text-justify')}`];
    }),
  );
}

describe('a paragraph set in a monospace face by the book keeps its spaces as written', () => {
  const book = fixtureSuite(BOOK, 'ann/kettles', 'octavo-monospace-paragraphs-');

  it('EPUB (the paged formats’ stylesheet): prose is justified, the monospaced lines are not', async () => {
    const { looks, warnings } = await pageLooks(book, 'epub', paragraphLooks);
    expect(warnings).toEqual([
      'kettles.css:1: fonts "monaco" and "Courier New" are not shipped with Octavo or the book; Octavo Mono is ' +
        'used instead (to use one, add its font file to the repository with an @font-face rule in the theme)',
      'ch01.html:4: the font "Courier" named in a style attribute is not shipped with Octavo or the book; Octavo ' +
        'Mono is used instead. Remove the font from the markup (text pasted from a web page keeps its fonts), or ' +
        'add its font file to the repository with an @font-face rule in the theme',
    ]);
    expect(looks).toEqual({ prose: 'justify auto', themed: 'justify none', inline: 'justify none' });
  }, 60_000);
});
