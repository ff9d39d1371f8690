import { parseHtml, serializeHtml, type ElementNode } from '../dom/html-dom';
import { takeNameFromSubtitle } from './label-only-titles';

const division = (html: string) => parseHtml(html)[0] as ElementNode;

describe('takeNameFromSubtitle', () => {
  it('titles the chapter by the heading below a label-only title, its section opening the chapter', () => {
    const chapter = division(
      '<section data-type="chapter"><h1>Chapter 3</h1><section data-type="sect1"><h2 id="sauces">Sauces</h2><p>Stir.</p></section></section>',
    );
    expect(takeNameFromSubtitle(chapter)).toEqual({ written: 'Chapter 3' });
    expect(serializeHtml([chapter])).toBe(
      '<section data-type="chapter" data-octavo-id-aliases="sauces"><h1>Sauces</h1><p>Stir.</p></section>',
    );
  });

  it('leaves a numbered first section, a title with a name, and text before the heading as written', () => {
    for (const html of [
      '<section data-type="chapter"><h1>Chapter 3</h1><h2>3.1 Roux</h2></section>',
      '<section data-type="chapter"><h1>Chapter 3: Sauces</h1><h2>Roux</h2></section>',
      '<section data-type="chapter"><h1>Chapter 3</h1><p>Stir.</p><h2>Roux</h2></section>',
      '<section data-type="chapter"><h2>Chapter 3</h2><h2>Roux</h2></section>',
      '<section data-type="appendix"><h1>Appendix</h1><h2>Configuring</h2><h2>Upgrading</h2></section>',
    ]) {
      const chapter = division(html);
      expect(takeNameFromSubtitle(chapter)).toBeUndefined();
      expect(serializeHtml([chapter])).toBe(html);
    }
  });
});
