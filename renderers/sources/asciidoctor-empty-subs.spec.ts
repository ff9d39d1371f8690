import { convert } from '@asciidoctor/core';
import { convertAsciidocFiles } from '../test-support/convert-asciidoc';
import { mendEmptySubs } from './asciidoctor-empty-subs';

const asHtml = async (text: string) => String(await convert(text, { safe: 'safe' }));

describe('mendEmptySubs: [subs=""] is no substitution, as in Ruby Asciidoctor', () => {
  beforeAll(() => mendEmptySubs());

  it.each([
    [
      'a listing',
      '[subs=""]\n----\n$ <strong>git status</strong> <1>\n----',
      '<pre>$ <strong>git status</strong> <1></pre>',
    ],
    ['a literal block', '[subs=""]\n....\n<b>x</b> *y*\n....', '<pre><b>x</b> *y*</pre>'],
    ['a paragraph', '[subs=""]\nA *b* <i>x</i> {c}', '<p>A *b* <i>x</i> {c}</p>'],
    ['a listing with other attributes', '[source,shell,subs=""]\n----\n<em>x</em>\n----', '<em>x</em>'],
  ])('%s prints its text as written', async (_what, text, expected) => {
    expect(await asHtml(text)).toContain(expected);
  });

  it.each([
    ['no subs attribute', '----\n<strong>x</strong>\n----', '&lt;strong&gt;x&lt;/strong&gt;'],
    ['subs="none"', '[subs="none"]\n----\n<strong>x</strong>\n----', '<strong>x</strong>'],
    ['subs="quotes"', '[subs="quotes"]\n----\n*x* <i>\n----', '<strong>x</strong> <i>'],
    ['subs="+quotes"', '[subs="+quotes"]\n----\n*x* <i>\n----', '<strong>x</strong> &lt;i&gt;'],
  ])('%s is left as the package resolves it', async (_what, text, expected) => {
    expect(await asHtml(text)).toContain(expected);
  });

  it("reaches the book's HTML: a listing's own bold markup", async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'ch01.asciidoc': '== Setup\n\nRun:\n\n[subs=""]\n----\n$ <strong>mkdir tests</strong>\n----\n',
    });
    expect(html).toContain('$ <strong>mkdir tests</strong>');
    expect(html).not.toContain('&lt;strong&gt;');
    expect(warnings).toEqual([]);
  });
});
