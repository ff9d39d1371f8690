import { ElementNode, parseHtml, serializeHtml, textContent } from '../dom/html-dom';
import { printLinkAddresses } from './link-addresses';

function printed(html: string): string {
  const root = parseHtml(`<section>${html}</section>`)[0] as ElementNode;
  printLinkAddresses(root);
  return textContent(root);
}

describe('printLinkAddresses', () => {
  it('follows a web link’s words with its address', () => {
    expect(printed('<p>Read the <a href="https://kilns.example/glazes">glaze notes</a> first.</p>')).toBe(
      'Read the glaze notes (https://kilns.example/glazes) first.',
    );
  });

  it('follows a mail link’s words with the mail address alone', () => {
    expect(printed('<p>Write to <a href="mailto:potter@kilns.example?subject=Ash">the potter</a>.</p>')).toBe(
      'Write to the potter (potter@kilns.example).',
    );
  });

  it('prints no address a link’s words already spell out', () => {
    expect(printed('<p>See <a href="https://www.kilns.example/">kilns.example</a>.</p>')).toBe(
      'See kilns.example.',
    );
    expect(printed('<p>Mail <a href="mailto:potter@kilns.example">potter@kilns.example</a>.</p>')).toBe(
      'Mail potter@kilns.example.',
    );
  });

  it('leaves a link marked to hide its address, or written as the bare address, as it is', () => {
    expect(printed('<p><a class="orm:hideurl" href="https://kilns.example">Kilns</a></p>')).toBe('Kilns');
    expect(printed('<p><a class="bare" href="https://kilns.example/a">https://kilns.example/a</a></p>')).toBe(
      'https://kilns.example/a',
    );
  });

  it('leaves links in code, headings, cross-references and linked images alone', () => {
    expect(printed('<pre><a href="https://kilns.example">kiln</a></pre>')).toBe('kiln');
    expect(printed('<h2><a href="https://kilns.example">Kilns</a></h2>')).toBe('Kilns');
    expect(printed('<p><a href="#ch02">Chapter 2</a></p>')).toBe('Chapter 2');
    expect(printed('<p><a href="https://kilns.example"><img src="k.png" alt=""></a></p>')).toBe('');
  });

  it('prints the address in a footnote’s link too, and keeps it whole for hyphenation', () => {
    const root = parseHtml(
      '<section><p>Ash<span data-type="footnote">See <a href="https://kilns.example/ash">ash glazes</a>.</span></p></section>',
    )[0] as ElementNode;
    printLinkAddresses(root);
    expect(serializeHtml([root])).toContain(
      '<span class="link-address nohyphen"> (<span>https://kilns.example/ash</span>)</span>',
    );
  });
});
