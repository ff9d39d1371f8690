import { join } from 'node:path';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite, sitePage } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-macros-as-text');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/gauges', 'octavo-macros-as-text-');

/**
 * An image macro on the line after text (no blank line between), or below an anchor Asciidoctor does not read as
 * one (`[[#1_needle]]`), continues a paragraph: Asciidoctor prints it as written, the figure is lost, and it says
 * nothing (a draft of an Atlas book lost two figures so). So is an include with text after its `]`, which loses
 * the file (a collection's master document lost three of its chapters so), and a link macro without its brackets
 * (`link:$$https://…$$ and`), which prints "link:" and the address as text. Octavo prints what Asciidoctor prints and says why, at
 * the macro's line. `<<#dial>>`, Asciidoctor 2's way to name an id, kept its `#` in the compatibility mode of an
 * Atlas book and was removed as a reference to no id; it links to the figure.
 */
describe('A block macro AsciiDoc prints as text', () => {
  it('is warned of at its line, with why and what to write; other macros and code say nothing', async () => {
    const { html, warnings } = await sitePage(book);
    expect(warnings).toEqual([
      'ch01.asciidoc:5: image::images/gauge.png[A gauge] is printed as text and the image is lost: Asciidoctor ' +
        'reads a block macro only at the start of a block, and this line continues the text of line 4 (no blank ' +
        'line between); put a blank line above it',
      'ch01.asciidoc:10: image::images/gauge.png[A needle] is printed as text and the image is lost: Asciidoctor ' +
        'reads a block macro only at the start of a block, and [[#1_needle]] (line 9) is no anchor (an id begins ' +
        'with a letter, _ or :), so it opens a paragraph this line continues; write [[_1_needle]] (and ' +
        'cross-references to it as <<_1_needle>>)',
      'ch01.asciidoc:28: image::images/gauge.png[At rest] is printed as text and the image is lost: Asciidoctor ' +
        'reads a block macro only at the start of a block, and this line continues the text of line 26 (no blank ' +
        'line between); put a blank line above it',
      'ch01.asciidoc:34: include::readings.asciidoc[]Further Reading is printed as text and readings.asciidoc is not ' +
        'included: Asciidoctor reads an include directive only when its line ends with its ]; put "Further ' +
        'Reading" on a line of its own',
      'ch01.asciidoc:36: link:$$https://example.org/gauges/$$ is printed as text, not a link: a link macro needs ' +
        'brackets after its address; write link:https://example.org/gauges/[] (the address shown) or ' +
        'link:https://example.org/gauges/[the words to show]',
      'ch01.asciidoc:36: link:https://example.org/old is printed as text, not a link: a link macro needs brackets ' +
        'after its address; write link:https://example.org/old[] (the address shown) or ' +
        'link:https://example.org/old[the words to show]',
      'ch01.asciidoc:38: link:$$http://example.org:8080/live?unit=bar$$ is printed as text, not a link: a link ' +
        'macro needs brackets after its address; write link:http://example.org:8080/live?unit=bar[] (the address ' +
        'shown) or link:http://example.org:8080/live?unit=bar[the words to show]',
      'ch01.asciidoc:39: link:$https://example.org/service$ is printed as text, not a link: a link macro needs ' +
        'brackets after its address; write link:https://example.org/service[] (the address shown) or ' +
        'link:https://example.org/service[the words to show]',
    ]);
    expect(html).toContain('<p>include::readings.asciidoc[]Further Reading</p>');
    // As Asciidoctor prints them: the three in text, the others figures (the list item's attached to it).
    expect(html).toContain('A gauge shows pressure at a glance.\nimage::images/gauge.png[A gauge]</p>');
    expect([...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map(([, alt]) => alt)).toEqual([
      'Tapping',
      'A dial',
      'Rising',
    ]);
  });

  it('links <<#id>> to the element with that id', async () => {
    const { html } = await sitePage(book);
    expect(html).toContain(
      'Read it as <a data-type="xref" href="#dial">Figure 1-1</a> shows, or as <a href="#dial">the dial figure</a>',
    );
  });
});
