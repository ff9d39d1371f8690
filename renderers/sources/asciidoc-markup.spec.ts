import { parseHtml, serializeHtml } from '../dom/html-dom';
import { asciidocBlocks, asciidocDivisions, prepareAsciidoc } from './asciidoc-markup';

describe('prepareAsciidoc', () => {
  it('turns index terms into HTMLBook index anchors', () => {
    expect(prepareAsciidoc('A ((term)) and (((primary, secondary))).')).toBe(
      'A termpass:[<a data-type="indexterm" data-primary="term"></a>] and ' +
        'pass:[<a data-type="indexterm" data-primary="primary" data-secondary="secondary"></a>].',
    );
  });

  it('marks appendix and preface sections with a role that survives conversion', () => {
    expect(prepareAsciidoc('[appendix]\n== Extra')).toBe('[appendix.octavo-appendix]\n== Extra');
    expect(prepareAsciidoc('[preface#pre]\n== Hi')).toBe('[preface.octavo-preface#pre]\n== Hi');
  });

  it('makes untitled cross-references HTMLBook xrefs, and leaves titled ones and code alone', () => {
    expect(prepareAsciidoc('See <<fig-a>> and xref:ch02.adoc#tab[].')).toBe(
      'See pass:[<a data-type="xref" href="#fig-a"></a>] and pass:[<a data-type="xref" href="ch02.adoc#tab"></a>].',
    );
    expect(prepareAsciidoc('See <<fig-a,the figure>>.')).toBe('See <<fig-a,the figure>>.');
    expect(prepareAsciidoc('----\n<<not-an-xref>> ((x))\n----')).toBe('----\n<<not-an-xref>> ((x))\n----');
  });
});

describe('asciidocDivisions', () => {
  it('makes an appendix section an HTMLBook appendix without its caption', () => {
    const html = serializeHtml(
      asciidocDivisions(
        parseHtml(
          '<div class="sect1 octavo-appendix"><h2 id="ext">Appendix A: Extra</h2><div class="sectionbody"><h3>Sub</h3></div></div>',
        ),
      ),
    );
    expect(html).toBe('<section data-type="appendix" id="ext"><h1>Extra</h1><h2>Sub</h2></section>');
  });
});

describe('asciidocBlocks', () => {
  it('makes titled images figures, and titled examples and listings HTMLBook examples', () => {
    const html = serializeHtml(
      asciidocBlocks(
        parseHtml(
          '<div id="f" class="imageblock"><div class="content"><img src="a.png" alt="A"></div><div class="title">Pipeline</div></div>' +
            '<div id="e" class="listingblock"><div class="title">Run it</div><div class="content"><pre>x</pre></div></div>' +
            '<div class="imageblock"><div class="content"><img src="b.png" alt="B"></div></div>',
        ),
      ),
    );
    expect(html).toBe(
      '<figure id="f"><img src="a.png" alt="A"><figcaption>Pipeline</figcaption></figure>' +
        '<div data-type="example" id="e"><h5>Run it</h5><pre>x</pre></div>' +
        '<div class="imageblock"><div class="content"><img src="b.png" alt="B"></div></div>',
    );
  });
});
