import { parseHtml, serializeHtml } from '../dom/html-dom';
import { docbookPassthroughsAsHtml } from './asciidoc-docbook-passthroughs';

const converted = (html: string) => serializeHtml(docbookPassthroughsAsHtml(parseHtml(html)));

describe('a passed-through <blockquote>, a name DocBook and HTML share', () => {
  it("keeps HTMLBook's epigraph type, id and class when written as HTML", () => {
    expect(
      converted(
        '<blockquote data-type="epigraph" id="cat" class="wide"><p>The cat still lives.</p>' +
          '<p data-type="attribution">Erwin Schrödinger</p></blockquote>',
      ),
    ).toBe(
      '<blockquote data-type="epigraph" id="cat" class="wide"><p>The cat still lives.</p>' +
        '<p data-type="attribution">Erwin Schrödinger</p></blockquote>',
    );
  });

  it("reads DocBook's: its attribution as HTMLBook's, xml:id as the id, the role as a class", () => {
    expect(
      converted(
        '<blockquote xml:id="q1" role="epigraph note"><attribution>Ada</attribution><para>Engines weave.</para></blockquote>',
      ),
    ).toBe(
      '<blockquote id="q1" class="epigraph-note"><p>Engines weave.</p><p data-type="attribution">Ada</p></blockquote>',
    );
  });
});
