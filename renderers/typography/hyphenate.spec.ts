import { parseHtml, serializeHtml } from '../dom/html-dom';
import { hyphenateNodes, hyphenatorFor } from './hyphenate';

const SHY = '\u00ad';
const run = (html: string, lang = 'en') => {
  const nodes = parseHtml(html);
  hyphenateNodes(nodes, lang);
  return serializeHtml(nodes);
};

describe('hyphenateNodes', () => {
  it('hyphenates prose by the book language with TeX patterns', () => {
    expect(run('<p>A beautiful extraordinary garden</p>')).toBe(
      `<p>A beau${SHY}ti${SHY}ful ex${SHY}tra${SHY}or${SHY}di${SHY}nary gar${SHY}den</p>`,
    );
    expect(run('<p>Ein wunderschönen Garten</p>', 'de')).toBe(
      `<p>Ein wun${SHY}der${SHY}schö${SHY}nen Gar${SHY}ten</p>`,
    );
  });

  it('never touches code, URLs, headings, identifiers or math, and follows lang attributes', () => {
    const html =
      '<h2>Extraordinary headings</h2><p><code>configuration</code> <a href="https://example.com/configuration">https://example.com/configuration</a> ' +
      'getConfiguration CONFIGURATION some_identifier example.com/path</p><pre>configuration</pre>' +
      '<p lang="de">wunderschönen</p><p lang="xx">extraordinary</p>';
    const out = run(html);
    expect(out).not.toMatch(new RegExp(`(?:<h2>|<code>|<pre>|<a)[^<]*${SHY}`));
    expect(out).toContain('getConfiguration CONFIGURATION some_identifier example.com/path');
    expect(out).toContain(`wun${SHY}der${SHY}schö${SHY}nen`);
    expect(out).toContain('<p lang="xx">extraordinary</p>');
  });

  it('leaves centred and right-aligned text whole: it is ragged, and a hyphen there evens out nothing', () => {
    expect(
      run(
        '<p class="align-center">An extraordinary announcement</p><p class="align-right">Extraordinary</p>',
      ),
    ).toBe(
      '<p class="align-center">An extraordinary announcement</p><p class="align-right">Extraordinary</p>',
    );
    expect(run('<p>An extraordinary announcement</p>')).toContain(SHY);
  });

  it('never breaks between an f and the letter after it (ff, fi, fl, ft…: ligatures), elsewhere in the word still', () => {
    expect(run('<p>difficulty officials baffled profitable</p>')).toBe(
      `<p>diffi${SHY}cul${SHY}ty offi${SHY}cials baffled profitable</p>`,
    );
    expect(run('<p>halfhearted afterwards</p>')).toBe(`<p>halfheart${SHY}ed after${SHY}wards</p>`);
  });

  it('has patterns for common book languages and none for unknown ones', () => {
    for (const lang of ['en', 'en-GB', 'de', 'de-CH', 'fr', 'es', 'pt-BR', 'ru', 'uk', 'pl', 'nl']) {
      expect(hyphenatorFor(lang)).not.toBeNull();
    }
    expect(hyphenatorFor('tlh')).toBeNull();
  });

  it('hyphenates Indonesian (and Malay) by Indonesian patterns, not English ones', () => {
    expect(run('<p>kesalahan profesional pemrograman</p>', 'id')).toBe(
      `<p>ke${SHY}sa${SHY}lah${SHY}an pro${SHY}fe${SHY}sio${SHY}nal pem${SHY}ro${SHY}gram${SHY}an</p>`,
    );
    expect(run('<p>kesalahan</p>', 'ms')).toBe(`<p>ke${SHY}sa${SHY}lah${SHY}an</p>`);
  });

  it('leaves names with digits whole', () => {
    expect(run('<p>Target003 and ERC20tokens stay whole</p>')).toBe(
      '<p>Target003 and ERC20tokens stay whole</p>',
    );
  });
});
