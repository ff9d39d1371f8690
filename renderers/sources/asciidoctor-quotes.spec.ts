import { AbstractNode, convert, getVersion } from '@asciidoctor/core';
import { QUOTE_SUBS, QUOTES_VERSION, useQuickerQuotes } from './asciidoctor-quotes';

type SubQuotes = (text: string) => Promise<string>;
const prototype = AbstractNode.prototype as unknown as { subQuotes: SubQuotes };

/** Texts for every pattern, nested, escaped, with attribute lists, across lines, and without any delimiter. */
const SAMPLES = [
  'plain text, nothing quoted',
  "it's an apostrophe, and 'quoted emphasis' in compat mode, `single' and ``double'' quotes",
  '*strong* and **un**constrained, _emphasis_ and __un__constrained, #mark# and ##un##marked',
  '`mono` and ``un``constrained, +plus mono+ and ++double plus++, "`double`" and \'`single`\'',
  'E=mc^2^ and H~2~O, x^y^ and a~b~ with a \\*literal* and \\_escaped_ text',
  '[.role]#marked with a role#, [big]*strong with a role*, [#id.role]_emphasis with an id_',
  '*strong\nover two lines* and _emphasis\nover two_ and `mono\nacross`',
  '*_nested emphasis_ in strong* and _*strong* in emphasis_ and `*not strong*` inside mono',
  "snake_case_word and 3*4*5 and a#b#c and don't quote: foo's bar's",
  'ünïcödé *strëng* and _émphasis_ and +mönö+ and ##märk## and `ｍｏｎｏ`',
];

async function convertWith(subQuotes: SubQuotes, text: string, compat: boolean): Promise<string> {
  prototype.subQuotes = subQuotes;
  const html = await convert(text, {
    safe: 'secure',
    attributes: compat ? { 'compat-mode': '' } : {},
  });
  return String(html);
}

describe('useQuickerQuotes', () => {
  const original = prototype.subQuotes;
  useQuickerQuotes();
  const quicker = prototype.subQuotes;
  afterAll(() => {
    prototype.subQuotes = quicker;
  });

  it('is in place for the version it was copied from', () => {
    expect(getVersion()).toBe(QUOTES_VERSION);
    expect(quicker).not.toBe(original);
  });

  it.each([false, true])('converts like @asciidoctor/core itself (compat mode %s)', async (compat) => {
    for (const sample of SAMPLES) {
      const text = `${sample}\n\n* ${sample}\n\n|===\n|${sample}\n|===\n`;
      expect(await convertWith(quicker, text, compat)).toBe(await convertWith(original, text, compat));
    }
    const quoted = await convertWith(quicker, SAMPLES.join('\n\n'), compat);
    for (const tag of ['<strong>', '<em>', '<code>', '<mark>', '<sup>', '<sub>'])
      expect(quoted).toContain(tag);
  });

  it("keeps a web address's tildes and carets as its own, where Asciidoctor makes a subscript of them", async () => {
    const text =
      'See http://www.catb.org/~esr/writings/[catb.org/~esr/writings/], ' +
      'link:https://example.com/~bob/x~y^1^z^[odd], H~2~O and E=mc^2^, see http://example.com^1^ too.';
    const html = await convertWith(quicker, text, false);
    expect(html).toContain(
      '<a href="http://www.catb.org/~esr/writings/">catb.org/~esr/writings/</a>, ' +
        '<a href="https://example.com/~bob/x~y^1^z^">odd</a>, H<sub>2</sub>O and E=mc<sup>2</sup>, see ' +
        '<a href="http://example.com" class="bare">http://example.com</a><sup>1</sup> too.',
    );
    expect(await convertWith(original, text, false)).toContain(
      '<a href="http://www.catb.org/<sub>esr/writings/">',
    );
  });

  it('names, for each pattern, a delimiter it cannot match without', () => {
    for (const subs of Object.values(QUOTE_SUBS)) {
      for (const [, , pattern, delimiters] of subs) {
        expect(delimiters.length).toBeGreaterThan(0);
        for (const sample of SAMPLES) {
          const lacking = [...delimiters].reduce((text, d) => text.split(d).join(''), sample);
          expect([...lacking.matchAll(pattern)]).toEqual([]);
        }
      }
    }
  });
});
